import { fromZonedTime, formatInTimeZone } from "date-fns-tz";
import { Hono } from "hono";
import * as z from "zod";
import {
  consoleOrderActionRequestSchema,
  consoleOrderListQuerySchema,
  consoleOrderListResponseSchema,
  consoleOrderResponseSchema,
  consoleHistoryEntrySchema,
} from "../../../contract/console";
import { createDb } from "../db/client";
import { FILTER_STATUSES, findMerchantOrder, listMerchantOrders, waitingOrders } from "../db/console-orders";
import { loadDocument } from "../db/merchants";
import { type OrderRow, toOrder, withLazyExpiry } from "../db/orders";
import type { AppEnv } from "../env";
import { notFound } from "../http/errors";
import { reply } from "../http/reply";
import { validateJson, validateParam, validateQuery } from "../http/validate";
import { actionsFor, staffAction } from "../services/order-moves";

const idPath = z.object({
  slug: z.string(),
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number),
});

/** The console's view of an order: the customer's, with who moved it and what may be done now. */
function consoleOrder(row: OrderRow) {
  const order = toOrder(row);
  const history = z.array(consoleHistoryEntrySchema).parse(JSON.parse(row.history));
  return { ...order, history, actions: actionsFor(row) };
}

/** The store's orders: the inbox, one order, and the moves staff make (contract/console.ts); behind requireStaff (app.ts). */
export const consoleOrdersRoutes = new Hono<AppEnv>()

  .get("/:slug/orders", validateQuery(consoleOrderListQuerySchema), async (c) => {
    const merchantId = c.get("merchant").id;
    const { filter, today, limit } = c.req.valid("query");
    let since: string | null = null;
    if (today === "1") {
      const { timezone } = await loadDocument(createDb(c.env.DB), merchantId, "tropicalization");
      since = fromZonedTime(`${formatInTimeZone(new Date(), timezone, "yyyy-MM-dd")}T00:00:00`, timezone).toISOString();
    }
    const [orders, waiting] = await Promise.all([
      listMerchantOrders(c.env.DB, merchantId, { statuses: FILTER_STATUSES[filter], since, limit }),
      waitingOrders(c.env.DB, merchantId),
    ]);
    return reply(c, consoleOrderListResponseSchema, { data: { orders, waiting: waiting.waiting, newest_waiting_id: waiting.newest } });
  })

  .get("/:slug/orders/:id", validateParam(idPath), async (c) => {
    const row = await findMerchantOrder(c.env.DB, c.get("merchant").id, c.req.valid("param").id);
    if (!row) throw notFound("No such order at this store");
    return reply(c, consoleOrderResponseSchema, { data: consoleOrder(await withLazyExpiry(c.env.DB, row)) });
  })

  .post("/:slug/orders/:id/actions", validateParam(idPath), validateJson(consoleOrderActionRequestSchema), async (c) => {
    const merchantId = c.get("merchant").id;
    const found = await findMerchantOrder(c.env.DB, merchantId, c.req.valid("param").id);
    if (!found) throw notFound("No such order at this store");
    const row = await withLazyExpiry(c.env.DB, found);
    const moved = await staffAction(c.env.DB, row, c.req.valid("json"), c.get("staff").name);
    return reply(c, consoleOrderResponseSchema, { data: consoleOrder(moved) });
  });
