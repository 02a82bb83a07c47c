import { Hono } from "hono";
import * as z from "zod";
import {
  consoleOrderActionRequestSchema,
  consoleOrderListQuerySchema,
  consoleOrderListResponseSchema,
  consoleOrderResponseSchema,
  consoleWaitingResponseSchema,
} from "../../../contract/console";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";
import { validateJson, validateParam, validateQuery } from "../http/validate";
import { actOnOrder, consoleWaiting, listConsoleOrders, readConsoleOrder } from "../services/console-orders";

const idPath = z.object({
  slug: z.string(),
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number),
});

export const consoleOrdersRoutes = new Hono<AppEnv>()

  .get("/:slug/orders", validateQuery(consoleOrderListQuerySchema), async (c) => {
    return reply(c, consoleOrderListResponseSchema, {
      data: await listConsoleOrders(c.env.DB, c.get("merchant").id, c.req.valid("query")),
    });
  })

  .get("/:slug/waiting", async (c) => {
    return reply(c, consoleWaitingResponseSchema, { data: await consoleWaiting(c.env.DB, c.get("merchant").id) });
  })

  .get("/:slug/orders/:id", validateParam(idPath), async (c) => {
    return reply(c, consoleOrderResponseSchema, {
      data: await readConsoleOrder(c.env.DB, c.get("merchant").id, c.req.valid("param").id),
    });
  })

  .post(
    "/:slug/orders/:id/actions",
    validateParam(idPath),
    validateJson(consoleOrderActionRequestSchema),
    async (c) => {
      const moved = await actOnOrder(
        c.env.DB,
        c.get("merchant").id,
        c.req.valid("param").id,
        c.req.valid("json"),
        c.get("staff").name,
      );
      return reply(c, consoleOrderResponseSchema, { data: moved });
    },
  );
