import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type Order, consoleOrderResponseSchema } from "../../contract";
import { bellaNapoli } from "../seed/data/pizzaria-bella-napoli";
import { HttpError } from "../src/http/errors";
import { standInWebhookSecret } from "../src/provider/mercadopago/sandbox";
import { actOnOrder, refundPartOfOrder } from "../src/services/console-orders";
import { setPaymentAccount } from "../src/services/payment-accounts";
import { insertClient, sessionToken } from "./client-fixtures";
import { insertStaff, staffToken } from "./console-fixtures";
import { call, expectError, seed, send } from "./helpers";
import { ADMIN, PHONE, PIX, SHOP, json, orderOf, place, readyCart, shop } from "./orders-fixtures";

/*
 * Money given back through the store's provider: the whole of a paid order when the store cancels
 * or refuses it, and a part from the console (the owner only), each refund once.
 */

const TOKEN = "TEST-4826-120700-aaaabbbbccccddddeeeeffff00001111-777888999";
const OWNER = "dona@carrinho.test";
const STAFF = "caixa@carrinho.test";
const OTHER_OWNER = "dono@bellanapoli.test";

/** A request the API makes to itself (the stand-in, its own webhook), answered by the Worker under test. */
async function toApp(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const body = request.method === "GET" ? undefined : await request.text();
  return call(url.pathname + url.search, { method: request.method, headers: request.headers, body });
}
const down = async () => new Response(null, { status: 503 });
/** The provider refunds, but its answers are lost on the way back. */
const lostAnswers = async (request: Request) => {
  await toApp(request);
  return new Response("upstream timeout", { status: 504 });
};

let clientId: number;
let secret: string;
let ownerId: number;
const payments = (inProcess: (request: Request) => Promise<Response>) => ({ secrets: env, inProcess });

beforeAll(async () => {
  await seed([shop, bellaNapoli]);
  clientId = await insertClient(shop.id, { email: "estorno@carrinho.test", phone: PHONE });
  secret = await standInWebhookSecret(TOKEN);
  ownerId = await insertStaff(shop.id, OWNER, "OWNER", "Dona Carla");
  await insertStaff(shop.id, STAFF, "STAFF", "Rita");
  await insertStaff(bellaNapoli.id, OTHER_OWNER, "OWNER", "Seu Luigi");
});

beforeEach(async () => {
  await setPaymentAccount(
    env.DB,
    env,
    shop.id,
    { provider: "mercadopago", accessToken: TOKEN, publicKey: null, webhookSecret: secret },
    new Date(),
  );
  vi.spyOn(console, "warn").mockImplementation(() => {});
  return () => vi.restoreAllMocks();
});

const standInRefunds = async (paymentId: string) =>
  (
    await env.DB.prepare("SELECT amount FROM mercadopago_sandbox_refunds WHERE payment_id = ?1 ORDER BY id")
      .bind(Number(paymentId))
      .all<{ amount: number }>()
  ).results.map((row) => row.amount);
const standInStatus = async (paymentId: string) =>
  (await env.DB.prepare("SELECT status FROM mercadopago_sandbox_payments WHERE id = ?1")
    .bind(Number(paymentId))
    .first<{ status: string }>())!.status;
const refundRows = async (orderId: number) =>
  (
    await env.DB.prepare("SELECT * FROM payment_refunds WHERE order_id = ?1 ORDER BY id")
      .bind(orderId)
      .all<Record<string, unknown>>()
  ).results;
const attemptStatus = async (orderId: number) =>
  (await env.DB.prepare("SELECT status FROM payment_attempts WHERE order_id = ?1 ORDER BY id DESC")
    .bind(orderId)
    .first<{ status: string }>())!.status;

/** A PIX order placed at the store, paid at the stand-in (its notification confirms it). */
async function paidPix(): Promise<{ token: string; order: Order; paymentId: string }> {
  const token = await sessionToken(SHOP, shop.id, clientId);
  const order = await orderOf(await place(token, (await readyCart(token)).guid, PIX));
  const attempt = await env.DB.prepare("SELECT provider_payment_id FROM payment_attempts WHERE order_id = ?1")
    .bind(order.id)
    .first<{ provider_payment_id: string }>();
  const paymentId = attempt!.provider_payment_id;
  const approved = await call(`/provider/mercadopago/sandbox/payments/${paymentId}/approve`, {
    method: "POST",
    headers: ADMIN,
  });
  expect(approved.status).toBe(200);
  const paid = await orderOf(await send("GET", `/${SHOP}/orders/${order.id}`, token), 200);
  expect(paid).toMatchObject({ status: "WAITING_CONFIRMATION", payment: { status: "PAID" } });
  return { token, order: paid, paymentId };
}

const REFUSE = { action: "REFUSE", reason: "ITEM_UNAVAILABLE", note: null } as const;
const act = async (orderId: number, body: unknown, email = OWNER) =>
  send("POST", `/console/${SHOP}/orders/${orderId}/actions`, await staffToken(SHOP, email), body);
const consoleOrder = (response: Response) => json(response, 200, (body) => consoleOrderResponseSchema.parse(body).data);
const refund = async (orderId: number, body: unknown, email: string | null = OWNER, slug = SHOP) =>
  email === null
    ? call(`/console/${slug}/orders/${orderId}/refunds`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      })
    : send("POST", `/console/${slug}/orders/${orderId}/refunds`, await staffToken(slug, email), body);
const nonce = () => crypto.randomUUID();

describe("a store's refusal or cancel of a paid Mercado Pago order", () => {
  it("refunds the whole amount at the provider, once, and the customer sees it", async () => {
    const { token, order, paymentId } = await paidPix();

    const refused = await consoleOrder(await act(order.id, REFUSE));

    expect(refused).toMatchObject({ status: "CANCELED", payment: { status: "REFUNDED" }, refundable: 0 });
    expect(refused.refunds).toEqual([
      { amount: order.summary.total, created_at: expect.any(String), reason: "ITEM_UNAVAILABLE", by: "Dona Carla" },
    ]);
    expect(await standInRefunds(paymentId)).toEqual([order.summary.total]);
    expect(await standInStatus(paymentId)).toBe("refunded");
    expect(await attemptStatus(order.id)).toBe("REFUNDED");
    expect(await refundRows(order.id)).toEqual([
      expect.objectContaining({
        merchant_id: shop.id,
        provider: "mercadopago",
        amount: order.summary.total,
        kind: "FULL",
        refunded_by: String(ownerId),
        idempotency_key: `refund:${shop.id}:${order.id}:full`,
      }),
    ]);
    // The customer sees the refund's amount and time, never the staff's reason.
    const seen = (await (await send("GET", `/${SHOP}/orders/${order.id}`, token)).json()) as { data: Order };
    expect(seen.data.refunds).toEqual([{ amount: order.summary.total, created_at: refused.refunds[0]!.created_at }]);

    // Refused again: nothing moves, nothing more is refunded.
    await expectError(await act(order.id, REFUSE), 409, "INVALID_TRANSITION");
    expect(await standInRefunds(paymentId)).toEqual([order.summary.total]);
    expect(await refundRows(order.id)).toHaveLength(1);
  });

  it("moves nothing and says REVERSAL_FAILED while the provider is down; tried again, it refunds once", async () => {
    const { order, paymentId } = await paidPix();
    const owner = { id: ownerId, name: "Dona Carla" };

    const error = await actOnOrder(env.DB, shop.id, order.id, REFUSE, owner, payments(down)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 503, code: "REVERSAL_FAILED" });
    expect(await standInRefunds(paymentId)).toEqual([]);

    // The provider refunds but the answer is lost: still refused, still nothing moved on our side.
    const lost = await actOnOrder(env.DB, shop.id, order.id, REFUSE, owner, payments(lostAnswers)).catch(
      (e: unknown) => e,
    );
    expect(lost).toMatchObject({ status: 503, code: "REVERSAL_FAILED" });
    const unmoved = await consoleOrder(
      await send("GET", `/console/${SHOP}/orders/${order.id}`, await staffToken(SHOP, OWNER)),
    );
    expect(unmoved).toMatchObject({ status: "WAITING_CONFIRMATION", payment: { status: "PAID" }, refunds: [] });
    expect(await refundRows(order.id)).toEqual([]);

    // Staff try again: the same key gets the refund the lost answer hid, never a second one.
    const refused = await actOnOrder(env.DB, shop.id, order.id, REFUSE, owner, payments(toApp));
    expect(refused).toMatchObject({ status: "CANCELED", payment: { status: "REFUNDED" } });
    expect(await standInRefunds(paymentId)).toEqual([order.summary.total]);
    expect(await refundRows(order.id)).toHaveLength(1);
  });

  it("refunds only what is left after a partial refund", async () => {
    const { order, paymentId } = await paidPix();
    await consoleOrder(await act(order.id, { action: "ACCEPT" }));
    await consoleOrder(await refund(order.id, { amount: 500, reason: "Batata fria", nonce: nonce() }));
    const canceled = await consoleOrder(await act(order.id, { action: "CANCEL", reason: "STORE_CLOSING", note: null }));
    expect(canceled).toMatchObject({ status: "CANCELED", payment: { status: "REFUNDED" } });
    expect(await standInRefunds(paymentId)).toEqual([500, order.summary.total - 500]);
    expect(canceled.refunds.map((entry) => entry.amount)).toEqual([500, order.summary.total - 500]);
  });
});

describe("a card paid through Checkout Pro", () => {
  it("is refunded at the provider when the store refuses it", async () => {
    const token = await sessionToken(SHOP, shop.id, clientId);
    const order = await orderOf(await place(token, (await readyCart(token)).guid, { kind: "ONLINE", method: "CARD" }));
    const back = `/${SHOP}/gateway?order=${order.id}`;
    const opened = await send("POST", `/${SHOP}/carts/${order.cart_guid}/pharos_payments/charge`, token, {
      return_url: back,
      cancel_url: back,
      back_urls: { success: back, failure: back, pending: back },
      origin: "http://localhost:8787",
    });
    expect(opened.status).toBe(201);
    const { data } = (await opened.json()) as { data: { payment_url: string } };
    const paid = await call(data.payment_url.replace(/^\/_provider\//, "/provider/"), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        card_number: "4111 1111 1111 1111",
        holder_name: "ANA SOUZA",
        expiry: "12/2031",
        cvv: "123",
      }).toString(),
      redirect: "manual",
    });
    const paymentId = new URL(paid.headers.get("location")!).searchParams.get("payment_id")!;

    const refused = await consoleOrder(await act(order.id, REFUSE));

    expect(refused).toMatchObject({ status: "CANCELED", payment: { status: "REFUNDED" } });
    expect(await standInRefunds(paymentId)).toEqual([order.summary.total]);
    expect(await refundRows(order.id)).toEqual([
      expect.objectContaining({ provider: "mercadopago", provider_refund_id: expect.any(String), kind: "FULL" }),
    ]);
  });
});

describe("a sandbox store's paid order", () => {
  it("records its refund too when the store refuses it", async () => {
    await setPaymentAccount(env.DB, env, shop.id, { provider: "sandbox" }, new Date());
    const token = await sessionToken(SHOP, shop.id, clientId);
    const order = await orderOf(await place(token, (await readyCart(token)).guid, PIX));
    await orderOf(await call(`/admin/orders/${order.id}/pix/pay`, { method: "POST", headers: ADMIN }), 200);

    const partly = await consoleOrder(
      await refund(order.id, { amount: 300, reason: "Sem guardanapo", nonce: nonce() }),
    );
    expect(partly).toMatchObject({ status: "WAITING_CONFIRMATION", refundable: order.summary.total - 300 });
    const refused = await consoleOrder(await act(order.id, REFUSE));

    expect(refused).toMatchObject({ status: "CANCELED", payment: { status: "REFUNDED" } });
    expect(await refundRows(order.id)).toEqual([
      expect.objectContaining({ provider: "sandbox", amount: 300, kind: "PARTIAL", attempt_id: null }),
      expect.objectContaining({ provider: "sandbox", amount: order.summary.total - 300, kind: "FULL" }),
    ]);
  });
});

describe("a partial refund from the console", () => {
  it("gives back a part, keeps the order where it is, and refuses more than is left", async () => {
    const { token, order, paymentId } = await paidPix();
    const total = order.summary.total;

    const partly = await consoleOrder(await refund(order.id, { amount: 700, reason: "Refri faltou", nonce: nonce() }));
    expect(partly).toMatchObject({
      status: "WAITING_CONFIRMATION",
      payment: { status: "PAID" },
      refundable: total - 700,
    });
    expect(partly.refunds).toEqual([
      { amount: 700, created_at: expect.any(String), reason: "Refri faltou", by: "Dona Carla" },
    ]);
    expect(await standInRefunds(paymentId)).toEqual([700]);

    const over = await expectError(
      await refund(order.id, { amount: total - 700 + 1, reason: "Demais", nonce: nonce() }),
      422,
      "REFUND_TOO_LARGE",
    );
    expect(over.message).toContain(String(total - 700));
    expect(await standInRefunds(paymentId)).toEqual([700]);

    // The rest: the payment is REFUNDED, the order keeps its state, nothing more may be refunded.
    const all = await consoleOrder(await refund(order.id, { amount: total - 700, reason: "Tudo", nonce: nonce() }));
    expect(all).toMatchObject({ status: "WAITING_CONFIRMATION", payment: { status: "REFUNDED" }, refundable: 0 });
    expect(await attemptStatus(order.id)).toBe("REFUNDED");
    await expectError(await refund(order.id, { amount: 1, reason: "Mais", nonce: nonce() }), 409, "INVALID_TRANSITION");
    const seen = await orderOf(await send("GET", `/${SHOP}/orders/${order.id}`, token), 200);
    expect(seen.refunds.map((entry) => entry.amount)).toEqual([700, total - 700]);
  });

  it("refunds once when the same form is sent twice", async () => {
    const { order, paymentId } = await paidPix();
    const body = { amount: 450, reason: "Toque duplo", nonce: nonce() };
    await consoleOrder(await refund(order.id, body));
    const again = await consoleOrder(await refund(order.id, body));
    expect(again.refunds).toHaveLength(1);
    expect(await standInRefunds(paymentId)).toEqual([450]);
    expect(await refundRows(order.id)).toHaveLength(1);
  });

  it("refunds once when the provider's answer was lost and the form is sent again", async () => {
    const { order, paymentId } = await paidPix();
    const request = { amount: 250, reason: "Resposta perdida", nonce: nonce() };
    const lost = await refundPartOfOrder(env.DB, shop.id, order.id, request, ownerId, payments(lostAnswers)).catch(
      (e: unknown) => e,
    );
    expect(lost).toMatchObject({ status: 503, code: "REVERSAL_FAILED" });
    expect(await refundRows(order.id)).toEqual([]);
    const made = await refundPartOfOrder(env.DB, shop.id, order.id, request, ownerId, payments(toApp));
    expect(made.refunds.map((entry) => entry.amount)).toEqual([250]);
    expect(await standInRefunds(paymentId)).toEqual([250]);
  });

  it("refuses bad amounts and reasons, staff, another store's owner and no login", async () => {
    const { order, paymentId } = await paidPix();
    await expectError(await refund(order.id, { amount: 0, reason: "Zero", nonce: nonce() }), 400, "VALIDATION_ERROR");
    await expectError(await refund(order.id, { amount: -5, reason: "Menos", nonce: nonce() }), 400, "VALIDATION_ERROR");
    await expectError(await refund(order.id, { amount: 100, reason: " ", nonce: nonce() }), 400, "VALIDATION_ERROR");
    await expectError(
      await refund(order.id, { amount: 100, reason: "x".repeat(201), nonce: nonce() }),
      400,
      "VALIDATION_ERROR",
    );
    await expectError(
      await refund(order.id, { amount: 100, reason: "Staff", nonce: nonce() }, STAFF),
      403,
      "FORBIDDEN",
    );
    const otherToken = await staffToken(bellaNapoli.slug, OTHER_OWNER);
    await expectError(
      await send("POST", `/console/${SHOP}/orders/${order.id}/refunds`, otherToken, {
        amount: 100,
        reason: "Outra loja",
        nonce: nonce(),
      }),
      403,
      "FORBIDDEN",
    );
    // Its own store's path: the order is none of its orders.
    await expectError(
      await refund(order.id, { amount: 100, reason: "Outra loja", nonce: nonce() }, OTHER_OWNER, bellaNapoli.slug),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await refund(order.id, { amount: 100, reason: "Sem login", nonce: nonce() }, null),
      401,
      "UNAUTHORIZED",
    );
    expect(await standInRefunds(paymentId)).toEqual([]);
  });

  it("refuses an order not paid online", async () => {
    const token = await sessionToken(SHOP, shop.id, clientId);
    const cashOrder = await orderOf(await place(token, (await readyCart(token)).guid));
    await expectError(
      await refund(cashOrder.id, { amount: 100, reason: "Dinheiro", nonce: nonce() }),
      409,
      "INVALID_TRANSITION",
    );
  });

  it("never answers the store's credentials", async () => {
    const { order } = await paidPix();
    const answers = [
      await refund(order.id, { amount: 100, reason: "Credenciais", nonce: nonce() }),
      await refund(order.id, { amount: 10 ** 9, reason: "Demais", nonce: nonce() }),
      await act(order.id, REFUSE),
      await send("GET", `/console/${SHOP}/orders/${order.id}`, await staffToken(SHOP, OWNER)),
    ];
    for (const answer of answers) {
      const text = await answer.text();
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain(secret);
    }
    const down503 = await actOnOrder(
      env.DB,
      shop.id,
      order.id,
      REFUSE,
      { id: ownerId, name: "Dona Carla" },
      payments(down),
    ).catch((e: unknown) => e);
    expect(down503).toMatchObject({ code: "INVALID_TRANSITION" });
  });
});

describe("a payment approved after its order stopped awaiting it", () => {
  /** A PIX order whose deadline has passed, then paid at the stand-in (its notification says so). */
  async function lateApprovedPix() {
    const token = await sessionToken(SHOP, shop.id, clientId);
    const order = await orderOf(await place(token, (await readyCart(token)).guid, PIX));
    const { provider_payment_id: paymentId } = (await env.DB.prepare(
      "SELECT provider_payment_id FROM payment_attempts WHERE order_id = ?1",
    )
      .bind(order.id)
      .first<{ provider_payment_id: string }>())!;
    await env.DB.prepare("UPDATE orders SET pix_expires_at = ?1 WHERE id = ?2")
      .bind(new Date(Date.now() - 60_000).toISOString(), order.id)
      .run();
    const approved = await call(`/provider/mercadopago/sandbox/payments/${paymentId}/approve`, {
      method: "POST",
      headers: ADMIN,
    });
    expect(approved.status).toBe(200);
    return { token, order, paymentId };
  }

  it("is a refund of the order, once, which the customer's page and the console show", async () => {
    const { token, order, paymentId } = await lateApprovedPix();
    expect(await standInRefunds(paymentId)).toEqual([order.summary.total]);
    const attempt = (await env.DB.prepare("SELECT id FROM payment_attempts WHERE order_id = ?1")
      .bind(order.id)
      .first<{ id: number }>())!;
    expect(await refundRows(order.id)).toEqual([
      expect.objectContaining({
        merchant_id: shop.id,
        attempt_id: attempt.id,
        provider: "mercadopago",
        amount: order.summary.total,
        kind: "FULL",
        reason: "APPROVED_AFTER_ORDER_ENDED",
        refunded_by: "system",
        // The key the provider was asked with: a refund asked again is found, never written twice.
        idempotency_key: `attempt-refund:mercadopago:${attempt.id}`,
      }),
    ]);
    const seen = await orderOf(await send("GET", `/${SHOP}/orders/${order.id}`, token), 200);
    expect(seen).toMatchObject({ status: "EXPIRED_PAYMENT", payment: { status: "EXPIRED" } });
    expect(seen.refunds).toEqual([{ amount: order.summary.total, created_at: expect.any(String) }]);
    const inConsole = await consoleOrder(
      await send("GET", `/console/${SHOP}/orders/${order.id}`, await staffToken(SHOP, OWNER)),
    );
    expect(inConsole.refunds).toEqual([
      { amount: order.summary.total, created_at: expect.any(String), reason: "APPROVED_AFTER_ORDER_ENDED", by: null },
    ]);
    // Nothing of it was the order's: nothing to refund from the console.
    expect(inConsole.refundable).toBe(0);

    // The notification sent again: the same refund, one row.
    await call(`/provider/mercadopago/sandbox/payments/${paymentId}/approve`, { method: "POST", headers: ADMIN });
    expect(await standInRefunds(paymentId)).toEqual([order.summary.total]);
    expect(await refundRows(order.id)).toHaveLength(1);
  });

  it("leaves what the order's own paid payment may give back untouched", async () => {
    const token = await sessionToken(SHOP, shop.id, clientId);
    const order = await orderOf(await place(token, (await readyCart(token)).guid, PIX));
    const first = (await env.DB.prepare("SELECT provider_payment_id FROM payment_attempts WHERE order_id = ?1")
      .bind(order.id)
      .first<{ provider_payment_id: string }>())!.provider_payment_id;
    await call(`/provider/mercadopago/sandbox/payments/${first}/reject`, { method: "POST", headers: ADMIN });
    await send("POST", `/${SHOP}/orders/${order.id}/repayment`, token, { payment: { method: "PIX" } });
    const second = (await env.DB.prepare(
      "SELECT provider_payment_id FROM payment_attempts WHERE order_id = ?1 ORDER BY id DESC",
    )
      .bind(order.id)
      .first<{ provider_payment_id: string }>())!.provider_payment_id;
    await call(`/provider/mercadopago/sandbox/payments/${second}/approve`, { method: "POST", headers: ADMIN });
    // The rejected charge paid after all (the payer's bank, late): given back whole.
    await env.DB.prepare("UPDATE mercadopago_sandbox_payments SET status = 'pending' WHERE id = ?1")
      .bind(Number(first))
      .run();
    await env.DB.prepare("UPDATE payment_attempts SET status = 'PENDING' WHERE provider_payment_id = ?1")
      .bind(first)
      .run();
    await call(`/provider/mercadopago/sandbox/payments/${first}/approve`, { method: "POST", headers: ADMIN });
    expect(await standInRefunds(first)).toEqual([order.summary.total]);

    const owner = await staffToken(SHOP, OWNER);
    const before = await consoleOrder(await send("GET", `/console/${SHOP}/orders/${order.id}`, owner));
    expect(before).toMatchObject({ status: "WAITING_CONFIRMATION", payment: { status: "PAID" } });
    expect(before.refunds.map((entry) => entry.reason)).toEqual(["APPROVED_AFTER_ORDER_ENDED"]);
    expect(before.refundable).toBe(order.summary.total);
    // The store may still give back the whole of what the order took.
    const refused = await consoleOrder(await act(order.id, REFUSE));
    expect(refused).toMatchObject({ status: "CANCELED", payment: { status: "REFUNDED" }, refundable: 0 });
    expect(await standInRefunds(second)).toEqual([order.summary.total]);
  });
});
