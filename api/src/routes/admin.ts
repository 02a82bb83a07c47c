import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import * as z from "zod";
import { adminOrderListResponseSchema, adminOrderMoneyResponseSchema, adminStatusRequestSchema, decodePixCode, orderResponseSchema } from "../../../contract";
import { conversionEventListResponseSchema } from "../../../contract/analytics";
import { adminTableListResponseSchema, adminTableRoundListResponseSchema, adminTableStatusRequestSchema, tableResponseSchema } from "../../../contract/tables";
import { latestConversionEvents, latestOrders, latestTableRounds, merchantTables, orderMoneyOfCart } from "../db/admin";
import { loadCartDocuments } from "../db/carts";
import { createDb } from "../db/client";
import { type RoundSnapshot, findTableAnywhere, sittingClients, toTable } from "../db/tables";
import { secretsEqual } from "../auth/token";
import { type OrderRow, findOrderAnywhere, toOrder, withLazyExpiry } from "../db/orders";
import { advanceOrder, merchantMove, receivePix } from "../services/order-moves";
import { merchantTableMove } from "../services/table-moves";
import type { AppEnv } from "../env";
import { notFound, unauthorized } from "../http/errors";
import { reply } from "../http/reply";
import { validateJson, validateParam, validateQuery } from "../http/validate";

/*
 * The merchant side of orders (outside the spec): move an order along, pay a PIX as the sandbox
 * bank would, list the latest orders. `Authorization: Bearer {ADMIN_KEY}` (a Worker secret;
 * api/.dev.vars locally), compared in constant time; anything else is 401, and without the
 * secret set every call is 401. Reached from the storefront's /_admin/* pass-through and
 * `npm run order`.
 */

const requireAdminKey = createMiddleware<AppEnv>(async (c, next) => {
  const expected = c.env.ADMIN_KEY;
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header("Authorization") ?? "");
  if (typeof expected !== "string" || expected.length === 0 || !match || !(await secretsEqual(match[1]!, expected))) {
    throw unauthorized("Missing or wrong admin key");
  }
  await next();
});

const idPath = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number),
});

async function orderOf(d1: D1Database, id: number): Promise<OrderRow> {
  const row = await findOrderAnywhere(d1, id);
  if (!row) throw notFound(`Order ${id} not found`);
  return withLazyExpiry(d1, row);
}

export const adminRoutes = new Hono<AppEnv>()
  .use("*", requireAdminKey)

  .get("/orders", validateQuery(z.object({ slug: z.string().max(80).optional(), limit: z.coerce.number().int().min(1).max(100).default(20) })), async (c) => {
    const { slug, limit } = c.req.valid("query");
    const results = await latestOrders(c.env.DB, slug ?? null, limit);
    return reply(c, adminOrderListResponseSchema, { data: results });
  })

  // What the order a cart became charges, each way (the e2e suite's check that it is what the customer was shown).
  .get("/carts/:guid/money", validateParam(z.object({ guid: z.string().min(1).max(64) })), async (c) => {
    const found = await orderMoneyOfCart(c.env.DB, c.req.valid("param").guid);
    if (!found) throw notFound("No order of that cart");
    const pix = found.pix_code ? decodePixCode(found.pix_code) : null;
    return reply(c, adminOrderMoneyResponseSchema, {
      data: { order_id: found.id, currency: found.currency as never, total: found.total, pix_amount: pix?.amount ?? null, card_charges: found.charges },
    });
  })

  .post("/orders/:id/advance", validateParam(idPath), async (c) => {
    const row = await orderOf(c.env.DB, c.req.valid("param").id);
    return reply(c, orderResponseSchema, { data: toOrder(await advanceOrder(c.env.DB, row)) });
  })

  .post("/orders/:id/status", validateParam(idPath), validateJson(adminStatusRequestSchema), async (c) => {
    const row = await orderOf(c.env.DB, c.req.valid("param").id);
    return reply(c, orderResponseSchema, { data: toOrder(await merchantMove(c.env.DB, row, c.req.valid("json").status)) });
  })

  // The sandbox bank pays the order's PIX: payment PAID, order WAITING_CONFIRMATION, cart FINALIZED.
  .post("/orders/:id/pix/pay", validateParam(idPath), async (c) => {
    const row = await orderOf(c.env.DB, c.req.valid("param").id);
    return reply(c, orderResponseSchema, { data: toOrder(await receivePix(c.env.DB, row)) });
  })

  // What the kitchen receives: the latest rounds sent from tables, with their lines.
  .get(
    "/table_rounds",
    validateQuery(z.object({ slug: z.string().max(80).optional(), limit: z.coerce.number().int().min(1).max(100).default(20) })),
    async (c) => {
      const { slug, limit } = c.req.valid("query");
      const results = await latestTableRounds(c.env.DB, slug ?? null, limit);
      const rounds = results.map(({ snapshot, ...round }) => ({ ...round, ...(JSON.parse(snapshot) as RoundSnapshot) }));
      return reply(c, adminTableRoundListResponseSchema, { data: rounds });
    },
  )

  // A merchant's tables: what the printable QR codes are made of (npm run order -- qr-codes <slug>).
  .get("/tables", validateQuery(z.object({ slug: z.string().min(1).max(80) })), async (c) => {
    const { slug } = c.req.valid("query");
    const found = await merchantTables(c.env.DB, slug);
    if (!found) throw notFound(`Merchant ${slug} not found`);
    const tables = found.tables.map((table) => ({ ...table, enabled: table.enabled === 1 }));
    return reply(c, adminTableListResponseSchema, { data: { slug: found.merchant.slug, name: found.merchant.name, tables } });
  })

  // A table's bill moves on: MERCHANT_TABLE_MOVES, e.g. WAITING_PAYMENT → PAID → CLOSED.
  .post("/tables/:id/status", validateParam(idPath), validateJson(adminTableStatusRequestSchema), async (c) => {
    const d1 = c.env.DB;
    const id = c.req.valid("param").id;
    const to = c.req.valid("json").status;
    const table = await findTableAnywhere(d1, id);
    if (!table) throw notFound(`Table ${id} not found`);
    const fresh = await merchantTableMove(d1, table, to);
    const { tableOrderSettings } = await loadCartDocuments(createDb(d1), fresh.merchant_id);
    return reply(c, tableResponseSchema, { data: toTable(fresh, tableOrderSettings.modality ?? 1, await sittingClients(d1, fresh), null) });
  })

  // The conversion events recorded for a merchant's pixel (decision 032), newest first.
  .get(
    "/conversion_events",
    validateQuery(z.object({ slug: z.string().min(1).max(80), limit: z.coerce.number().int().min(1).max(100).default(20) })),
    async (c) => {
      const { slug, limit } = c.req.valid("query");
      const results = await latestConversionEvents(c.env.DB, slug, limit);
      const events = results.map((row) => ({ ...row, event_params: JSON.parse(row.event_params) as unknown, pixel_ids: JSON.parse(row.pixel_ids) as unknown }));
      return c.json(conversionEventListResponseSchema.parse({ data: events }));
    },
  );
