import { Hono } from "hono";
import * as z from "zod";
import {
  consoleOrderActionRequestSchema,
  consoleOrderListQuerySchema,
  consoleOrderListResponseSchema,
  consoleOrderResponseSchema,
  consoleRefundRequestSchema,
  consoleWaitingResponseSchema,
} from "../../../contract/console";
import {
  earlierOrdersResponseSchema,
  orderSearchQuerySchema,
  orderSearchResponseSchema,
} from "../../../contract/console-totals";
import { requireOwner } from "../auth/staff-access";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";
import { validateJson, validateParam, validateQuery } from "../http/validate";
import {
  actOnOrder,
  consoleWaiting,
  listConsoleOrders,
  readConsoleOrder,
  refundPartOfOrder,
} from "../services/console-orders";
import { earlierOrders, searchOrders } from "../services/store-totals";

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

  .get("/:slug/orders/search", validateQuery(orderSearchQuerySchema), async (c) => {
    return reply(c, orderSearchResponseSchema, {
      data: { orders: await searchOrders(c.env.DB, c.get("merchant").id, c.req.valid("query").q) },
    });
  })

  .get("/:slug/orders/:id/earlier", validateParam(idPath), async (c) => {
    return reply(c, earlierOrdersResponseSchema, {
      data: { orders: await earlierOrders(c.env.DB, c.get("merchant").id, c.req.valid("param").id) },
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
        c.get("staff"),
        { secrets: c.env, inProcess: c.get("inProcess") },
      );
      return reply(c, consoleOrderResponseSchema, { data: moved });
    },
  )

  // Money goes out: the owner only (decision 085).
  .post(
    "/:slug/orders/:id/refunds",
    requireOwner,
    validateParam(idPath),
    validateJson(consoleRefundRequestSchema),
    async (c) => {
      const refunded = await refundPartOfOrder(
        c.env.DB,
        c.get("merchant").id,
        c.req.valid("param").id,
        c.req.valid("json"),
        c.get("staff").id,
        { secrets: c.env, inProcess: c.get("inProcess") },
      );
      return reply(c, consoleOrderResponseSchema, { data: refunded });
    },
  );
