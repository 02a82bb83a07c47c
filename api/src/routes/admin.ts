import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import * as z from "zod";
import {
  adminMenuPricesRequestSchema,
  adminOrderListResponseSchema,
  adminOrderMoneyResponseSchema,
  adminStatusRequestSchema,
  menuWriteResponseSchema,
  orderResponseSchema,
} from "../../../contract";
import { conversionEventListResponseSchema } from "../../../contract/analytics";
import { adminMerchantCopyRequestSchema, adminMerchantCopyResponseSchema } from "../../../contract/console-settings";
import {
  adminTableListResponseSchema,
  adminTableRoundListResponseSchema,
  adminTableStatusRequestSchema,
  tableResponseSchema,
} from "../../../contract/tables";
import { secretsEqual } from "../auth/token";
import type { AppEnv } from "../env";
import { notFound, unauthorized } from "../http/errors";
import { reply } from "../http/reply";
import { validateJson, validateParam, validateQuery } from "../http/validate";
import {
  advanceOrderById,
  conversionEventsOf,
  latestOrdersOf,
  latestRoundsOf,
  moveOrderById,
  moveTableById,
  orderMoneyOf,
  payPixOfOrder,
  tablesOf,
} from "../services/admin";
import { setMenuPrices } from "../services/admin-menu";
import { copyMerchant } from "../services/merchant-copies";
import { connectDemoStandInAccounts } from "../services/payment-accounts";

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

export const adminRoutes = new Hono<AppEnv>()
  .use("*", requireAdminKey)

  .get(
    "/orders",
    validateQuery(
      z.object({ slug: z.string().max(80).optional(), limit: z.coerce.number().int().min(1).max(100).default(20) }),
    ),
    async (c) => {
      const { slug, limit } = c.req.valid("query");
      return reply(c, adminOrderListResponseSchema, { data: await latestOrdersOf(c.env.DB, slug ?? null, limit) });
    },
  )

  .get("/carts/:guid/money", validateParam(z.object({ guid: z.string().min(1).max(64) })), async (c) =>
    reply(c, adminOrderMoneyResponseSchema, { data: await orderMoneyOf(c.env.DB, c.req.valid("param").guid) }),
  )

  .post("/orders/:id/advance", validateParam(idPath), async (c) =>
    reply(c, orderResponseSchema, { data: await advanceOrderById(c.env.DB, c.req.valid("param").id) }),
  )

  .post("/orders/:id/status", validateParam(idPath), validateJson(adminStatusRequestSchema), async (c) =>
    reply(c, orderResponseSchema, {
      data: await moveOrderById(c.env.DB, c.req.valid("param").id, c.req.valid("json").status, {
        secrets: c.env,
        inProcess: c.get("inProcess"),
      }),
    }),
  )

  .post("/orders/:id/pix/pay", validateParam(idPath), async (c) =>
    reply(c, orderResponseSchema, {
      data: await payPixOfOrder(c.env, c.req.valid("param").id, c.get("inProcess")),
    }),
  )

  .get(
    "/table_rounds",
    validateQuery(
      z.object({ slug: z.string().max(80).optional(), limit: z.coerce.number().int().min(1).max(100).default(20) }),
    ),
    async (c) => {
      const { slug, limit } = c.req.valid("query");
      return reply(c, adminTableRoundListResponseSchema, { data: await latestRoundsOf(c.env.DB, slug ?? null, limit) });
    },
  )

  // (npm run order -- qr-codes <slug>)
  .get("/tables", validateQuery(z.object({ slug: z.string().min(1).max(80) })), async (c) =>
    reply(c, adminTableListResponseSchema, { data: await tablesOf(c.env.DB, c.req.valid("query").slug) }),
  )

  .post("/tables/:id/status", validateParam(idPath), validateJson(adminTableStatusRequestSchema), async (c) =>
    reply(c, tableResponseSchema, {
      data: await moveTableById(c.env.DB, c.req.valid("param").id, c.req.valid("json").status),
    }),
  )

  // The end-to-end tests' owner changing a price, through the editor's own use cases.
  .post("/menu/prices", validateJson(adminMenuPricesRequestSchema), async (c) =>
    reply(c, menuWriteResponseSchema, { data: await setMenuPrices(c.env.DB, c.req.valid("json")) }),
  )

  // A demo store copied under a new slug with its own owner: the end-to-end tests' store to change (decision 102).
  .post("/merchant_copies", validateJson(adminMerchantCopyRequestSchema), async (c) => {
    c.status(201);
    return reply(c, adminMerchantCopyResponseSchema, { data: await copyMerchant(c.env.DB, c.req.valid("json")) });
  })

  // Local only (the Mercado Pago stand-in on): `npm start` and the e2e servers connect the demo stores to it.
  .post("/demo/mercadopago_accounts", async (c) => {
    if (c.env.MERCADOPAGO_SANDBOX !== "1") throw notFound(`No route for ${c.req.method} ${c.req.path}`);
    return c.json({ data: { stores: await connectDemoStandInAccounts(c.env.DB, c.env, new Date()) } });
  })

  .get(
    "/conversion_events",
    validateQuery(
      z.object({ slug: z.string().min(1).max(80), limit: z.coerce.number().int().min(1).max(100).default(20) }),
    ),
    async (c) => {
      const { slug, limit } = c.req.valid("query");
      return c.json(conversionEventListResponseSchema.parse({ data: await conversionEventsOf(c.env.DB, slug, limit) }));
    },
  );
