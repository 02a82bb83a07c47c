import { Hono } from "hono";
import * as z from "zod";
import {
  consumptionResponseSchema,
  solicitationRequestSchema,
  solicitationResponseSchema,
  tableAssignmentResponseSchema,
  tableCartResponseSchema,
  tableClientRequestSchema,
  tableResponseSchema,
} from "../../../contract";
import type { AppEnv } from "../env";
import { clientIpOf, overLimit } from "../http/rate-limit";
import { reply } from "../http/reply";
import { validateJson, validateParam } from "../http/validate";
import { ownerOf } from "../services/carts";
import {
  askForBill,
  joinTableAs,
  leaveTableAs,
  openRound,
  readConsumption,
  readGuestTable,
  readRound,
  readTableByCode,
  sendRound,
  tableCartOf,
} from "../services/tables";

/* Table ordering (contract/tables.ts is the design; services/tables.ts the use cases). */

const tablePath = z.object({
  slug: z.string(),
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number),
});
const codePath = z.object({ slug: z.string(), code: z.string().min(1).max(40) });
const solicitationPath = tablePath.extend({
  sid: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number),
});

export const tablesRoutes = new Hono<AppEnv>()
  .get("/:slug/tables/code/:code", validateParam(codePath), async (c) => {
    const table = await readTableByCode(
      c.env.DB,
      c.get("merchant").id,
      c.req.valid("param").code,
      ownerOf(c.get("claims")),
    );
    return reply(c, tableResponseSchema, { data: table });
  })

  .get("/:slug/tables/:id", validateParam(tablePath), async (c) => {
    return reply(c, tableResponseSchema, {
      data: await readGuestTable(c.env.DB, c.get("merchant").id, c.req.valid("param").id, ownerOf(c.get("claims"))),
    });
  })

  .post("/:slug/tables/:id/client", validateParam(tablePath), validateJson(tableClientRequestSchema), async (c) => {
    // Each join writes a row: limited per client IP as new carts are (decision 012).
    const limited = await overLimit(c, "CART_CREATION_LIMITER", `tables:${c.get("merchant").slug}:${clientIpOf(c)}`);
    if (limited) return limited;
    const { joined, assignment } = await joinTableAs(
      c.env.DB,
      c.get("merchant").id,
      c.req.valid("param").id,
      ownerOf(c.get("claims")),
      c.req.valid("json"),
    );
    c.status(joined ? 201 : 200);
    return reply(c, tableAssignmentResponseSchema, { data: assignment });
  })

  .get("/:slug/tables/:id/cart", validateParam(tablePath), async (c) => {
    return reply(c, tableCartResponseSchema, {
      data: await tableCartOf(c.env.DB, c.get("merchant").id, c.req.valid("param").id, ownerOf(c.get("claims"))),
    });
  })

  .delete("/:slug/tables/:id/client", validateParam(tablePath), async (c) => {
    await leaveTableAs(c.env.DB, c.get("merchant").id, c.req.valid("param").id, ownerOf(c.get("claims")));
    return c.body(null, 204);
  })

  .post(
    "/:slug/tables/:id/solicitations",
    validateParam(tablePath),
    validateJson(solicitationRequestSchema),
    async (c) => {
      const { opened, round } = await openRound(
        c.env.DB,
        c.get("merchant").id,
        c.req.valid("param").id,
        ownerOf(c.get("claims")),
        c.req.valid("json").cart_guid,
      );
      c.status(opened ? 201 : 200);
      return reply(c, solicitationResponseSchema, { data: round });
    },
  )

  .get("/:slug/tables/:id/solicitations/:sid", validateParam(solicitationPath), async (c) => {
    const { id, sid } = c.req.valid("param");
    return reply(c, solicitationResponseSchema, {
      data: await readRound(c.env.DB, c.get("merchant").id, id, sid, ownerOf(c.get("claims"))),
    });
  })

  .post("/:slug/tables/:id/solicitations/:sid/send", validateParam(solicitationPath), async (c) => {
    const { id, sid } = c.req.valid("param");
    return reply(c, solicitationResponseSchema, {
      data: await sendRound(c.env.DB, c.get("merchant").id, id, sid, ownerOf(c.get("claims"))),
    });
  })

  .get("/:slug/tables/:id/consumption", validateParam(tablePath), async (c) => {
    return reply(c, consumptionResponseSchema, {
      data: await readConsumption(c.env.DB, c.get("merchant").id, c.req.valid("param").id, ownerOf(c.get("claims"))),
    });
  })

  .post("/:slug/tables/:id/close", validateParam(tablePath), async (c) => {
    return reply(c, tableResponseSchema, {
      data: await askForBill(c.env.DB, c.get("merchant").id, c.req.valid("param").id, ownerOf(c.get("claims"))),
    });
  });
