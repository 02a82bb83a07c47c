import { Hono, type Context } from "hono";
import * as z from "zod";
import { buildPixCode } from "../../../../contract";
import { secretsEqual } from "../../auth/token";
import { createDb } from "../../db/client";
import {
  findSandboxPayment,
  findSandboxPaymentById,
  findSandboxRefundByKey,
  searchSandboxPayments,
  insertSandboxPayment,
  insertSandboxPreference,
  insertSandboxRefund,
  moveSandboxPayment,
  type SandboxPaymentRow,
  type SandboxRefundRow,
  sandboxRefundsOf,
} from "../../db/mercadopago-sandbox";
import type { AppEnv } from "../../env";
import { newTxid } from "../../payments/pix";
import { signNotification } from "../../payments/mercadopago/signature";
import {
  type SettleStandIn,
  standInMethodOf,
  standInPages,
  standInPaymentFields,
  standInPaymentMethods,
} from "./sandbox-bank";

/*
 * The local Mercado Pago (decision 084): the endpoints its adapter (payments/mercadopago/client.ts)
 * calls, with the documented request and response shapes, statuses, `Authorization: Bearer` and
 * X-Idempotency-Key (same key and account: the first answer again), its payments in D1. A PIX stays
 * `pending` until POST /sandbox/payments/{id}/approve (with ADMIN_KEY), which is what a payer's bank
 * would do. Served at /provider/mercadopago/… only where MERCADOPAGO_SANDBOX is "1"
 * (routes/provider-mercadopago.ts); never in production.
 */

/** A 1×1 PNG: the storefront draws the QR code from the copy-and-paste code, as it does today. */
const PLACEHOLDER_QR_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

type SandboxContext = Context<AppEnv & { Variables: { collector: string } }>;

function mpError(c: Context, status: 400 | 401 | 404, error: string, message: string, code: number) {
  return c.json({ message, error, status, cause: [{ code, description: message, data: null }] }, status);
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The stand-in application's webhook secret of an account. */
export const webhookSecretOfCollector = (collector: string) => sha256Hex(`webhook-secret:${collector}`);

/**
 * The webhook secret of the stand-in's application for an access token: what a merchant pastes
 * beside the token, as it would copy its application's secret from Mercado Pago's panel.
 */
export async function standInWebhookSecret(accessToken: string): Promise<string> {
  return webhookSecretOfCollector(await sha256Hex(accessToken));
}

/** The storefront's webhook path answered by this API in-process, as the provider's notification would reach it. */
export function inProcessNotificationUrl(notificationUrl: string): string | null {
  const path = new URL(notificationUrl).pathname;
  return path.startsWith("/_webhooks/") ? `http://api.internal${path.replace(/^\/_webhooks\//, "/webhooks/")}` : null;
}

const decimal = (minor: number) => Number((minor / 100).toFixed(2));

/** A payment as GET /v1/payments/{id} writes it. */
function asPayment(row: SandboxPaymentRow, refunds: SandboxRefundRow[]) {
  const refunded = refunds.reduce((sum, refund) => sum + refund.amount, 0);
  return {
    id: row.id,
    date_created: row.dateCreated,
    date_approved: row.status === "approved" || row.status === "refunded" ? row.dateLastUpdated : null,
    date_last_updated: row.dateLastUpdated,
    date_of_expiration: row.dateOfExpiration,
    live_mode: false,
    status: row.status,
    status_detail: row.statusDetail,
    currency_id: row.currency,
    description: row.description,
    payment_method_id: row.paymentMethodId,
    payment_type_id: "bank_transfer",
    transaction_amount: decimal(row.amount),
    transaction_amount_refunded: decimal(refunded),
    external_reference: row.externalReference,
    notification_url: row.notificationUrl,
    payer: { email: row.payerEmail },
    point_of_interaction: {
      type: "PIX",
      transaction_data: {
        qr_code: row.qrCode,
        qr_code_base64: PLACEHOLDER_QR_PNG,
        ticket_url: null,
      },
    },
    refunds: refunds.map((refund) => asRefund(refund)),
    ...standInPaymentFields(row),
  };
}

function asRefund(refund: SandboxRefundRow) {
  return {
    id: refund.id,
    payment_id: refund.paymentId,
    amount: decimal(refund.amount),
    source: { id: "sandbox", name: "Comanda", type: "collector" },
    date_created: refund.dateCreated,
    status: "approved",
    unique_sequence_number: null,
  };
}

const paymentBody = z.object({
  transaction_amount: z.number().positive(),
  description: z.string().max(600).optional(),
  payment_method_id: z.string(),
  payer: z.object({ email: z.string().email() }),
  date_of_expiration: z.string().datetime({ offset: true }).optional(),
  external_reference: z.string().max(256).optional(),
  notification_url: z.string().url().optional(),
});
const refundBody = z.object({ amount: z.number().positive().optional() });
const preferenceBody = z.object({
  items: z
    .array(
      z.object({
        title: z.string().min(1),
        quantity: z.number().int().positive(),
        unit_price: z.number().nonnegative(),
        currency_id: z.string().optional(),
      }),
    )
    .min(1),
  back_urls: z.object({ success: z.string().url(), failure: z.string().url(), pending: z.string().url() }).partial(),
  notification_url: z.string().url().optional(),
  external_reference: z.string().max(256).optional(),
});
const paymentId = (c: Context) => (/^\d{1,15}$/.test(c.req.param("id") ?? "") ? Number(c.req.param("id")) : null);

const idempotencyKeyOf = (c: Context) => c.req.header("x-idempotency-key")?.trim() || null;
const missingKey = (c: Context) => mpError(c, 400, "bad_request", "Header X-Idempotency-Key can't be null", 4292);

const api = new Hono<AppEnv & { Variables: { collector: string } }>()
  // The provider's accounts are its access tokens: its own test and production formats.
  .use("*", async (c, next) => {
    const token = /^Bearer\s+((?:TEST|APP_USR)-[\w-]{8,})$/.exec(c.req.header("authorization") ?? "")?.[1];
    // A token ending in "-revoked" stands for one Mercado Pago no longer takes (a regenerated or deleted application's).
    if (!token || token.endsWith("-revoked")) return mpError(c, 401, "unauthorized", "invalid access token", 2002);
    c.set("collector", await sha256Hex(token));
    await next();
  })

  // Whose account a token opens: a test user of its own per token.
  .get("/users/me", (c: SandboxContext) => {
    const collector = c.get("collector");
    return c.json({
      id: Number.parseInt(collector.slice(0, 12), 16),
      nickname: `TESTUSER${collector.slice(0, 8).toUpperCase()}`,
      email: `test_user_${collector.slice(0, 8)}@testuser.com`,
      tags: ["test_user"],
      status: { site_status: "active" },
    });
  })

  .post("/v1/payments", async (c: SandboxContext) => {
    const key = idempotencyKeyOf(c);
    if (!key) return missingKey(c);
    const raw: unknown = await c.req.json().catch(() => null);
    const body = paymentBody.safeParse(raw);
    if (!body.success) return mpError(c, 400, "bad_request", "Invalid request data", 1000);
    const other =
      body.data.payment_method_id === "pix"
        ? null
        : standInMethodOf(body.data.payment_method_id, raw, new URL(c.req.url).origin);
    if (other && !other.ok) return mpError(c, 400, "bad_request", other.message, other.code);
    const amount = Math.round(body.data.transaction_amount * 100);
    const now = new Date().toISOString();
    const { payment, created } = await insertSandboxPayment(createDb(c.env.DB), {
      collector: c.get("collector"),
      idempotencyKey: key,
      paymentMethodId: other?.method ?? "pix",
      status: other?.status ?? "pending",
      statusDetail: other?.statusDetail ?? "pending_waiting_transfer",
      amount,
      currency: other?.currency ?? "BRL",
      details: other ? JSON.stringify(other.details) : null,
      description: body.data.description ?? null,
      payerEmail: body.data.payer.email,
      externalReference: body.data.external_reference ?? null,
      notificationUrl: body.data.notification_url ?? null,
      qrCode: other
        ? null
        : buildPixCode({
            key: "sandbox@mercadopago.invalid",
            merchantName: "Mercado Pago Sandbox",
            merchantCity: "Sao Paulo",
            amount,
            txid: newTxid(),
          }),
      dateOfExpiration: body.data.date_of_expiration ?? new Date(Date.now() + 24 * 3600_000).toISOString(),
      dateCreated: now,
      dateLastUpdated: now,
    });
    return c.json(asPayment(payment, created ? [] : await sandboxRefundsOf(createDb(c.env.DB), payment.id)), 201);
  })

  .get("/v1/payment_methods", (c) => c.json(standInPaymentMethods()))

  // Before `/:id`: the account's payments of one external reference, newest first, as Mercado Pago pages them.
  .get("/v1/payments/search", async (c: SandboxContext) => {
    const limit = Math.min(Math.max(Number(c.req.query("limit") ?? 30) || 30, 1), 1000);
    const offset = Math.max(Number(c.req.query("offset") ?? 0) || 0, 0);
    const db = createDb(c.env.DB);
    const found = await searchSandboxPayments(
      db,
      c.get("collector"),
      c.req.query("external_reference") ?? null,
      limit,
      offset,
    );
    const results = await Promise.all(
      found.rows.map(async (row) => asPayment(row, await sandboxRefundsOf(db, row.id))),
    );
    return c.json({ paging: { total: found.total, limit, offset }, results });
  })

  .get("/v1/payments/:id", async (c: SandboxContext) => {
    const id = paymentId(c);
    const db = createDb(c.env.DB);
    const payment = id === null ? null : await findSandboxPayment(db, c.get("collector"), id);
    if (!payment) return mpError(c, 404, "not_found", "Payment not found", 2000);
    return c.json(asPayment(payment, await sandboxRefundsOf(db, payment.id)));
  })

  .post("/v1/payments/:id/refunds", async (c: SandboxContext) => {
    const key = idempotencyKeyOf(c);
    if (!key) return missingKey(c);
    const id = paymentId(c);
    const db = createDb(c.env.DB);
    const collector = c.get("collector");
    const payment = id === null ? null : await findSandboxPayment(db, collector, id);
    if (!payment) return mpError(c, 404, "not_found", "Payment not found", 2000);
    const earlier = await findSandboxRefundByKey(db, collector, key);
    if (earlier) return c.json(asRefund(earlier), 201);
    const body = refundBody.safeParse(await c.req.json().catch(() => ({})));
    if (!body.success) return mpError(c, 400, "bad_request", "amount attribute must be positive", 4040);
    if (payment.status !== "approved")
      return mpError(c, 400, "bad_request", "The action requested is not valid for the current payment state", 2063);
    const refunded = (await sandboxRefundsOf(db, payment.id)).reduce((sum, refund) => sum + refund.amount, 0);
    const amount = body.data.amount === undefined ? payment.amount - refunded : Math.round(body.data.amount * 100);
    const refund = await insertSandboxRefund(
      c.env.DB,
      { paymentId: payment.id, collector, idempotencyKey: key, amount, dateCreated: new Date().toISOString() },
      payment.amount,
    );
    if (!refund) return mpError(c, 400, "bad_request", "Invalid refund amount", 4041);
    return c.json(asRefund(refund), 201);
  })

  .post("/checkout/preferences", async (c: SandboxContext) => {
    const key = idempotencyKeyOf(c);
    if (!key) return missingKey(c);
    const raw: unknown = await c.req.json().catch(() => null);
    const body = preferenceBody.safeParse(raw);
    if (!body.success) return mpError(c, 400, "bad_request", "Invalid request data", 1000);
    const collector = c.get("collector");
    const preference = await insertSandboxPreference(createDb(c.env.DB), {
      id: `${collector.slice(0, 9)}-${crypto.randomUUID()}`,
      collector,
      idempotencyKey: key,
      externalReference: body.data.external_reference ?? null,
      body: JSON.stringify(raw),
      dateCreated: new Date().toISOString(),
    });
    const stored = JSON.parse(preference.body) as Record<string, unknown>;
    const origin = new URL(c.req.url).origin;
    const redirect = `${origin}/provider/mercadopago/checkout/v1/redirect?pref_id=${preference.id}`;
    return c.json(
      {
        ...stored,
        id: preference.id,
        collector_id: 0,
        date_created: preference.dateCreated,
        external_reference: preference.externalReference,
        init_point: redirect,
        sandbox_init_point: redirect,
      },
      201,
    );
  });

const settleBody = z.object({ status_detail: z.string().max(80).optional() });

/** What only a payer or a bank does at the provider, asked by `npm run order` and the tests (ADMIN_KEY). */
const controls = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    const expected = c.env.ADMIN_KEY;
    const presented = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
    if (!expected || !presented || !(await secretsEqual(presented, expected)))
      return c.json({ message: "admin key required", error: "unauthorized", status: 401 }, 401);
    await next();
  })
  .post("/payments/:id/:action{approve|reject}", async (c) => {
    const id = paymentId(c);
    const db = createDb(c.env.DB);
    const payment = id === null ? null : await findSandboxPaymentById(db, id);
    if (!payment) return mpError(c, 404, "not_found", "Payment not found", 2000);
    const settle = settleBody.safeParse(await c.req.json().catch(() => ({})));
    const approve = c.req.param("action") === "approve";
    const moved = await settleStandInPayment(
      c.env,
      c.get("inProcess"),
      payment.id,
      approve,
      (settle.success && settle.data.status_detail) || null,
    );
    if (!moved) return c.json({ message: `Payment is ${payment.status}`, error: "conflict", status: 409 }, 409);
    return c.json(asPayment(moved, await sandboxRefundsOf(db, moved.id)));
  });

/** A pending payment approved or rejected, and its store notified as the provider would; null when it was not pending. */
const settleStandInPayment: SettleStandIn = async (env, inProcess, id, approve, statusDetail) => {
  const moved = await moveSandboxPayment(
    createDb(env.DB),
    id,
    ["pending", "in_process"],
    approve ? "approved" : "rejected",
    approve ? "accredited" : statusDetail || "cc_rejected_other_reason",
    new Date().toISOString(),
  );
  if (!moved) return null;
  // The provider notifies the charge's notification_url; here its storefront path is this API's, in-process.
  const target = moved.notificationUrl ? inProcessNotificationUrl(moved.notificationUrl) : null;
  if (target) {
    const status = await sendMercadoPagoWebhook({
      notificationUrl: target,
      paymentId: String(moved.id),
      webhookSecret: await webhookSecretOfCollector(moved.collector),
      send: inProcess,
    });
    if (status !== 200) console.warn(`Stand-in notification of payment ${moved.id} answered ${status}`);
  }
  return moved;
};

export const mercadoPagoSandbox = new Hono<AppEnv>()
  .route("/sandbox", controls)
  .route("/pages", standInPages(settleStandInPayment))
  .route("/", api);

/**
 * Sends the notification Mercado Pago sends when a payment changes: POST to its notification_url
 * with `?data.id=&type=payment` added, signed with the application's secret (x-signature and
 * x-request-id). Answers the receiver's status.
 */
export async function sendMercadoPagoWebhook(args: {
  notificationUrl: string;
  paymentId: string;
  webhookSecret: string;
  send: (request: Request) => Promise<Response>;
  now?: Date;
}): Promise<number> {
  const now = args.now ?? new Date();
  const requestId = crypto.randomUUID();
  const url = new URL(args.notificationUrl);
  url.searchParams.set("data.id", args.paymentId);
  url.searchParams.set("type", "payment");
  const response = await args.send(
    new Request(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-request-id": requestId,
        "x-signature": await signNotification(args.webhookSecret, args.paymentId, requestId, now),
      },
      body: JSON.stringify({
        id: Number(`${now.getTime()}`.slice(-9)),
        live_mode: false,
        type: "payment",
        date_created: now.toISOString(),
        user_id: 0,
        api_version: "v1",
        action: "payment.updated",
        data: { id: args.paymentId },
      }),
    }),
  );
  await response.body?.cancel();
  return response.status;
}
