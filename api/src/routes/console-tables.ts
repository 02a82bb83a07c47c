import { Hono } from "hono";
import * as z from "zod";
import {
  consoleRoundListQuerySchema,
  consoleRoundListResponseSchema,
  consoleRoundResponseSchema,
  consoleTableListResponseSchema,
  consoleTableResponseSchema,
  consoleTableStatusRequestSchema,
} from "../../../contract";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";
import { validateJson, validateParam, validateQuery } from "../http/validate";
import {
  listConsoleTables,
  listRounds,
  moveConsoleTable,
  readConsoleTable,
  serveRound,
} from "../services/console-tables";

const idPath = z.object({
  slug: z.string(),
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number),
});

export const consoleTablesRoutes = new Hono<AppEnv>()

  .get("/:slug/tables", async (c) => {
    return reply(c, consoleTableListResponseSchema, { data: await listConsoleTables(c.env.DB, c.get("merchant").id) });
  })

  .get("/:slug/tables/:id", validateParam(idPath), async (c) => {
    return reply(c, consoleTableResponseSchema, {
      data: await readConsoleTable(c.env.DB, c.get("merchant").id, c.req.valid("param").id),
    });
  })

  .post("/:slug/tables/:id/status", validateParam(idPath), validateJson(consoleTableStatusRequestSchema), async (c) => {
    const table = await moveConsoleTable(
      c.env.DB,
      c.get("merchant").id,
      c.req.valid("param").id,
      c.req.valid("json").status,
    );
    return reply(c, consoleTableResponseSchema, { data: table });
  })

  .get("/:slug/rounds", validateQuery(consoleRoundListQuerySchema), async (c) => {
    return reply(c, consoleRoundListResponseSchema, {
      data: await listRounds(c.env.DB, c.get("merchant").id, c.req.valid("query")),
    });
  })

  .post("/:slug/rounds/:id/served", validateParam(idPath), async (c) => {
    return reply(c, consoleRoundResponseSchema, {
      data: await serveRound(c.env.DB, c.get("merchant").id, c.req.valid("param").id, c.get("staff").id),
    });
  });
