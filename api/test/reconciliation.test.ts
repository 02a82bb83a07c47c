import { env } from "cloudflare:workers";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Order } from "../../contract";
import { bellaNapoli } from "../seed/data/pizzaria-bella-napoli";
import { RECONCILIATION_CRON } from "../src/domain/reconciliation";
import worker from "../src/index";
import { standInWebhookSecret } from "../src/provider/mercadopago/sandbox";
import { setPaymentAccount } from "../src/services/payment-accounts";
import { reconcilePendingPayments } from "../src/services/reconciliation";
import { insertClient, sessionToken } from "./client-fixtures";
import { call, seed, send } from "./helpers";
import { ADMIN, PHONE, PIX, SHOP, orderOf, place, readyCart, shop } from "./orders-fixtures";

/*
 * The reconciliation cron of a store paid into its own Mercado Pago account (the stand-in): a lost
 * notification made up for, unpaid PIX expired at its deadline, a PIX paid too late given back.
 */

const TOKEN = "TEST-4826-120700-aaaabbbbccccddddeeeeffff00001111-777888999";
const OTHER_TOKEN = "TEST-4826-120700-1111222233334444555566667777aaaa-123123123";
const MINUTE = 60_000;

let clientId: number;
let secret: string;

beforeAll(async () => {
  await seed([shop, bellaNapoli]);
  clientId = await insertClient(shop.id, { email: "cron@carrinho.test", phone: PHONE });
  secret = await standInWebhookSecret(TOKEN);
});

const warnings: string[] = [];
beforeEach(async () => {
  await setPaymentAccount(
    env.DB,
    env,
    shop.id,
    { provider: "mercadopago", accessToken: TOKEN, publicKey: null, webhookSecret: secret },
    new Date(),
  );
  warnings.length = 0;
  vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => void warnings.push(args.join(" ")));
  vi.spyOn(console, "log").mockImplementation(() => {});
  return () => vi.restoreAllMocks();
});

interface AttemptRow {
  id: number;
  merchant_id: number;
  provider_payment_id: string;
  status: string;
  status_history: string;
  updated_at: number;
}

const attemptOf = async (orderId: number) =>
  (await env.DB.prepare("SELECT * FROM payment_attempts WHERE order_id = ?1 ORDER BY id DESC")
    .bind(orderId)
    .first<AttemptRow>())!;

const historyOf = (attempt: AttemptRow) =>
  (JSON.parse(attempt.status_history) as { status: string; refund_id?: string; amount?: number }[]).map(
    (entry) => entry.status,
  );

const readOrder = async (token: string, id: number): Promise<Order> =>
  orderOf(await send("GET", `/${SHOP}/orders/${id}`, token), 200);

async function placedPix() {
  const token = await sessionToken(SHOP, shop.id, clientId);
  const order = await orderOf(await place(token, (await readyCart(token)).guid, PIX));
  return { token, order, paymentId: (await attemptOf(order.id)).provider_payment_id };
}

/** The payer's bank approves the PIX, and Mercado Pago's notification never reaches us. */
const approvedWithoutNotification = (paymentId: string) =>
  env.DB.prepare(
    "UPDATE mercadopago_sandbox_payments SET status = 'approved', status_detail = 'accredited' WHERE id = ?1",
  )
    .bind(Number(paymentId))
    .run();

async function cronAt(at: Date) {
  const context = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: RECONCILIATION_CRON }), env, context);
  await waitOnExecutionContext(context);
}

const refundsOf = async (paymentId: string) =>
  (
    await env.DB.prepare("SELECT amount FROM mercadopago_sandbox_refunds WHERE payment_id = ?1")
      .bind(Number(paymentId))
      .all<{ amount: number }>()
  ).results;

describe("the reconciliation cron", () => {
  it("confirms, once, a PIX approved at the provider whose notification was lost", async () => {
    const { token, order, paymentId } = await placedPix();
    await approvedWithoutNotification(paymentId);

    await cronAt(new Date(Date.now() + 4 * MINUTE));
    const paid = await readOrder(token, order.id);
    expect(paid).toMatchObject({ status: "WAITING_CONFIRMATION", payment: { status: "PAID" } });
    expect(paid.history.map((entry) => entry.status)).toEqual(["WAITING_PAYMENT", "WAITING_CONFIRMATION"]);
    expect(historyOf(await attemptOf(order.id))).toEqual(["PENDING", "PAID"]);

    // The next run, and the notification arriving late after all: nothing more moves.
    await cronAt(new Date(Date.now() + 8 * MINUTE));
    expect((await readOrder(token, order.id)).history).toEqual(paid.history);
    expect(historyOf(await attemptOf(order.id))).toEqual(["PENDING", "PAID"]);
    expect(await refundsOf(paymentId)).toEqual([]);
  });

  it("does not read a payment pending for less than 3 minutes: its notification is still expected", async () => {
    const { token, order, paymentId } = await placedPix();
    await approvedWithoutNotification(paymentId);
    const before = await attemptOf(order.id);

    await cronAt(new Date(Date.now() + 2 * MINUTE));
    expect(await readOrder(token, order.id)).toMatchObject({
      status: "WAITING_PAYMENT",
      payment: { status: "PENDING" },
    });
    expect(await attemptOf(order.id)).toEqual(before);
  });

  it("expires an unpaid PIX at its deadline in the stored order, which the store's inbox and the customer's page read", async () => {
    const { token, order } = await placedPix();
    await env.DB.prepare("UPDATE orders SET pix_expires_at = ?1 WHERE id = ?2")
      .bind(new Date(Date.now() - MINUTE).toISOString(), order.id)
      .run();
    // Read as stored, with no lazy expiry on the way: only the cron ended it.
    const stored = () =>
      env.DB.prepare("SELECT status, payment_status FROM orders WHERE id = ?1").bind(order.id).first();
    expect(await stored()).toEqual({ status: "WAITING_PAYMENT", payment_status: "PENDING" });

    await cronAt(new Date());
    expect(await stored()).toEqual({ status: "EXPIRED_PAYMENT", payment_status: "EXPIRED" });
    expect(await readOrder(token, order.id)).toMatchObject({
      status: "EXPIRED_PAYMENT",
      payment: { status: "EXPIRED" },
    });
  });

  it("gives back, once, a PIX approved after its order expired, and records it on the attempt", async () => {
    const { token, order, paymentId } = await placedPix();
    // The deadline (15 minutes) passes: the cron expires the order.
    await cronAt(new Date(Date.now() + 16 * MINUTE));
    expect(await readOrder(token, order.id)).toMatchObject({ status: "EXPIRED_PAYMENT" });

    await approvedWithoutNotification(paymentId);
    await cronAt(new Date(Date.now() + 20 * MINUTE));
    expect(await refundsOf(paymentId)).toEqual([{ amount: order.summary.total }]);
    const attempt = await attemptOf(order.id);
    expect(attempt.status).toBe("REFUNDED");
    expect(historyOf(attempt)).toEqual(["PENDING", "REFUNDED"]);
    expect(JSON.parse(attempt.status_history)[1]).toMatchObject({
      amount: order.summary.total,
      reason: "APPROVED_AFTER_ORDER_ENDED",
    });
    expect(await readOrder(token, order.id)).toMatchObject({
      status: "EXPIRED_PAYMENT",
      payment: { status: "EXPIRED" },
    });

    await cronAt(new Date(Date.now() + 24 * MINUTE));
    expect(await refundsOf(paymentId)).toEqual([{ amount: order.summary.total }]);
  });

  it("gives back a PIX whose approval is notified after the order's deadline, the order not expired yet", async () => {
    const { token, order, paymentId } = await placedPix();
    await env.DB.prepare("UPDATE orders SET pix_expires_at = ?1 WHERE id = ?2")
      .bind(new Date(Date.now() - MINUTE).toISOString(), order.id)
      .run();
    // The stand-in's approval sends the signed notification to the store's webhook.
    const approve = await call(`/provider/mercadopago/sandbox/payments/${paymentId}/approve`, {
      method: "POST",
      headers: ADMIN,
    });
    expect(approve.status).toBe(200);
    expect(await refundsOf(paymentId)).toEqual([{ amount: order.summary.total }]);
    expect((await attemptOf(order.id)).status).toBe("REFUNDED");
    expect(await readOrder(token, order.id)).toMatchObject({ status: "EXPIRED_PAYMENT" });
  });

  it("gives back a PIX approved after another charge of the same order paid it", async () => {
    const { token, order, paymentId } = await placedPix();
    await call(`/provider/mercadopago/sandbox/payments/${paymentId}/reject`, { method: "POST", headers: ADMIN });
    expect(await readOrder(token, order.id)).toMatchObject({ status: "PAYMENT_REJECTED" });
    await send("POST", `/${SHOP}/orders/${order.id}/repayment`, token, { payment: { method: "PIX" } });
    const second = await attemptOf(order.id);
    expect(second.provider_payment_id).not.toBe(paymentId);
    await call(`/provider/mercadopago/sandbox/payments/${second.provider_payment_id}/approve`, {
      method: "POST",
      headers: ADMIN,
    });
    expect(await readOrder(token, order.id)).toMatchObject({ status: "WAITING_CONFIRMATION" });
    // The first charge is paid after all (the payer's bank, late), its notification lost.
    await approvedWithoutNotification(paymentId);
    await env.DB.prepare("UPDATE payment_attempts SET status = 'PENDING' WHERE provider_payment_id = ?1")
      .bind(paymentId)
      .run();

    await cronAt(new Date(Date.now() + 4 * MINUTE));
    expect(await refundsOf(paymentId)).toEqual([{ amount: order.summary.total }]);
    expect(await refundsOf(second.provider_payment_id)).toEqual([]);
    const statuses = await env.DB.prepare("SELECT status FROM payment_attempts WHERE order_id = ?1 ORDER BY id")
      .bind(order.id)
      .all<{ status: string }>();
    expect(statuses.results.map((row) => row.status)).toEqual(["REFUNDED", "PAID"]);
    expect(await readOrder(token, order.id)).toMatchObject({
      status: "WAITING_CONFIRMATION",
      payment: { status: "PAID" },
    });
  });

  it("goes on with the other merchants when one merchant's provider is down, and logs no credential", async () => {
    const { token, order, paymentId } = await placedPix();
    const other = await placedPix();
    // The second order belongs to another store, paid into another account, whose provider is down.
    await env.DB.batch([
      env.DB.prepare("UPDATE orders SET merchant_id = ?1 WHERE id = ?2").bind(bellaNapoli.id, other.order.id),
      env.DB.prepare("UPDATE payment_attempts SET merchant_id = ?1 WHERE order_id = ?2").bind(
        bellaNapoli.id,
        other.order.id,
      ),
    ]);
    await setPaymentAccount(
      env.DB,
      env,
      bellaNapoli.id,
      {
        provider: "mercadopago",
        accessToken: OTHER_TOKEN,
        publicKey: null,
        webhookSecret: await standInWebhookSecret(OTHER_TOKEN),
      },
      new Date(),
    );
    await approvedWithoutNotification(paymentId);
    // Oldest first: the store whose provider is down comes first in the queue.
    await env.DB.prepare("UPDATE payment_attempts SET updated_at = updated_at - 60 WHERE order_id = ?1")
      .bind(other.order.id)
      .run();
    const down = async (request: Request) =>
      request.headers.get("authorization") === `Bearer ${OTHER_TOKEN}`
        ? new Response(null, { status: 503 })
        : call(new URL(request.url).pathname + new URL(request.url).search, {
            method: request.method,
            headers: request.headers,
            ...(request.method === "GET" ? {} : { body: await request.text() }),
          });

    const now = new Date(Date.now() + 4 * MINUTE);
    const run = await reconcilePendingPayments(env.DB, env, down, now);
    expect(run.unreachable).toBe(1);
    expect(run.applied.paid).toBeGreaterThanOrEqual(1);
    expect(await readOrder(token, order.id)).toMatchObject({ status: "WAITING_CONFIRMATION" });
    const skipped = await attemptOf(other.order.id);
    expect(skipped.status).toBe("PENDING");
    // Read again later, behind the others.
    expect(skipped.updated_at).toBe(Math.floor(now.getTime() / 1000));
    expect(warnings.some((line) => line.includes(`merchant ${bellaNapoli.id}`))).toBe(true);
    expect(warnings.join("\n")).not.toMatch(/TEST-4826|Bearer/);
    await setPaymentAccount(env.DB, env, bellaNapoli.id, { provider: "sandbox" }, new Date());
  });
});
