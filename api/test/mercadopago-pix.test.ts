import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type Order, placeOrderRequestSchema } from "../../contract";
import { bellaNapoli } from "../seed/data/pizzaria-bella-napoli";
import type { Bindings } from "../src/env";
import { HttpError } from "../src/http/errors";
import { signNotification } from "../src/payments/mercadopago/signature";
import { sendMercadoPagoWebhook, standInWebhookSecret } from "../src/provider/mercadopago/sandbox";
import { placeOrder } from "../src/services/order-placement";
import { paymentProviderFor, setPaymentAccount } from "../src/services/payment-accounts";
import { createProviderPix } from "../src/services/provider-payments";
import { insertClient, sessionToken } from "./client-fixtures";
import { call, seed, send } from "./helpers";
import { ADMIN, PHONE, PIX, SHOP, cartStatus, newKey, orderOf, place, readyCart, shop } from "./orders-fixtures";

/*
 * A store paid into its own Mercado Pago account (the stand-in): its PIX made there when the order
 * is placed, and the provider's signed notification confirming it.
 */

const TOKEN = "TEST-4826-120700-aaaabbbbccccddddeeeeffff00001111-777888999";
const OTHER_TOKEN = "TEST-4826-120700-1111222233334444555566667777aaaa-123123123";
/** A request the API makes to itself (the stand-in, its own webhook), answered by the Worker under test. */
async function toApp(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const body = request.method === "GET" ? undefined : await request.text();
  return call(url.pathname + url.search, { method: request.method, headers: request.headers, body });
}

let clientId: number;
let secret: string;

beforeAll(async () => {
  await seed([shop, bellaNapoli]);
  clientId = await insertClient(shop.id, { email: "pix@carrinho.test", phone: PHONE });
  secret = await standInWebhookSecret(TOKEN);
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

interface StandInPayment {
  id: number;
  status: string;
  transaction_amount: number;
  notification_url: string | null;
  point_of_interaction: { transaction_data: { qr_code: string } };
}

const standInPayment = async (id: string, token = TOKEN) =>
  (await (
    await call(`/provider/mercadopago/v1/payments/${id}`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as StandInPayment;

const attemptsOf = (orderId: number) =>
  env.DB.prepare("SELECT * FROM payment_attempts WHERE order_id = ?1 ORDER BY id")
    .bind(orderId)
    .all<{
      merchant_id: number;
      provider: string;
      provider_payment_id: string;
      method: string;
      amount: number;
      currency: string;
      status: string;
      status_history: string;
    }>()
    .then((result) => result.results);

const readOrder = async (token: string, id: number): Promise<Order> =>
  orderOf(await send("GET", `/${SHOP}/orders/${id}`, token), 200);

async function placedPix(key = newKey()) {
  const token = await sessionToken(SHOP, shop.id, clientId);
  const cart = await readyCart(token);
  const order = await orderOf(await place(token, cart.guid, PIX, { key }));
  const [attempt] = await attemptsOf(order.id);
  return { token, cart, order, paymentId: attempt!.provider_payment_id };
}

/** A notification as Mercado Pago posts it to the store's path, signed with `signing.secret` at `signing.at`. */
async function notify(
  paymentId: string,
  signing: { secret?: string; at?: Date; signedId?: string; slug?: string; headers?: boolean } = {},
) {
  const requestId = crypto.randomUUID();
  const signature = await signNotification(
    signing.secret ?? secret,
    signing.signedId ?? paymentId,
    requestId,
    signing.at ?? new Date(),
  );
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (signing.headers !== false) Object.assign(headers, { "x-signature": signature, "x-request-id": requestId });
  return call(`/webhooks/mercadopago/${signing.slug ?? SHOP}?data.id=${paymentId}&type=payment`, {
    method: "POST",
    headers,
    body: JSON.stringify({ type: "payment", action: "payment.updated", data: { id: paymentId } }),
  });
}

const approveAtStandIn = (paymentId: string) =>
  call(`/provider/mercadopago/sandbox/payments/${paymentId}/approve`, { method: "POST", headers: ADMIN });

describe("placing a PIX order at a Mercado Pago store", () => {
  it("creates the charge at the store's account: its code on the order, the order's total, one attempt", async () => {
    const before = Date.now();
    const { order, paymentId } = await placedPix();
    expect(order).toMatchObject({ status: "WAITING_PAYMENT", payment: { method: "PIX", status: "PENDING" } });
    const charged = await standInPayment(paymentId);
    expect(order.payment.pix).toMatchObject({
      code: charged.point_of_interaction.transaction_data.qr_code,
      txid: `MP${paymentId}`,
      amount: order.summary.total,
    });
    expect(Math.round(charged.transaction_amount * 100)).toBe(order.summary.total);
    expect(charged.notification_url).toBe(`https://comanda.example/_webhooks/mercadopago/${SHOP}`);
    // The store's PIX deadline: 15 minutes.
    const expiresIn = Date.parse(order.payment.pix!.expires_at) - before;
    expect(expiresIn).toBeGreaterThan(14 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60_000 + 5_000);
    expect(await attemptsOf(order.id)).toEqual([
      expect.objectContaining({
        merchant_id: shop.id,
        provider: "mercadopago",
        method: "PIX",
        amount: order.summary.total,
        currency: "BRL",
        status: "PENDING",
      }),
    ]);
  });

  it("charges once when the placement is sent again, even after an answer was lost", async () => {
    const key = newKey();
    const { token, cart, order, paymentId } = await placedPix(key);
    const again = await orderOf(await place(token, cart.guid, PIX, { key }), 200);
    expect(again.id).toBe(order.id);

    // The provider made the charge, but its answers were lost: nothing placed, then the retry gets that charge.
    const secondCart = await readyCart(token);
    const secondKey = newKey();
    const body = placeOrderRequestSchema.parse({
      cart_guid: secondCart.guid,
      idempotency_key: secondKey,
      order: { payment: PIX, tax_id: null, repeat_confirmed: true },
      client: { name: "Ana Souza", phone: PHONE },
    });
    const caller = { visitorId: `visitor-${crypto.randomUUID()}`, clientId };
    const lostAnswers = async (request: Request) => {
      await toApp(request);
      return new Response("upstream timeout", { status: 504 });
    };
    const refused = await placeOrder(env as Bindings, {
      merchantId: shop.id,
      caller,
      body,
      now: new Date(),
      slug: SHOP,
      inProcess: lostAnswers,
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(503);
    expect((refused as HttpError).code).toBe("PAYMENT_PROVIDER_UNAVAILABLE");
    expect(await cartStatus(secondCart.guid)).toBe("OPEN");

    const placed = await placeOrder(env as Bindings, {
      merchantId: shop.id,
      caller,
      body,
      now: new Date(),
      slug: SHOP,
      inProcess: toApp,
    });
    expect(placed).toMatchObject({ placed: true, status: 201 });
    const [attempt] = await attemptsOf((placed as { order: Order }).order.id);
    const charges = await env.DB.prepare(
      "SELECT id FROM mercadopago_sandbox_payments WHERE substr(idempotency_key, 1, length(?1)) = ?1 OR substr(idempotency_key, 1, length(?2)) = ?2",
    )
      .bind(`order-pix:${shop.id}:${secondKey}:`, `order-pix:${shop.id}:${key}:`)
      .all<{ id: number }>();
    expect(charges.results.map((row) => String(row.id)).sort()).toEqual(
      [paymentId, attempt!.provider_payment_id].sort(),
    );
  });

  it("refuses with PAYMENT_PROVIDER_UNAVAILABLE and writes nothing when the provider is down", async () => {
    const token = await sessionToken(SHOP, shop.id, clientId);
    const cart = await readyCart(token);
    const key = newKey();
    const body = placeOrderRequestSchema.parse({
      cart_guid: cart.guid,
      idempotency_key: key,
      order: { payment: PIX, tax_id: null, repeat_confirmed: true },
      client: { name: "Ana Souza", phone: PHONE },
    });
    const down = async () => new Response(null, { status: 503 });
    const error = await placeOrder(env as Bindings, {
      merchantId: shop.id,
      caller: { visitorId: "visitor-down", clientId },
      body,
      now: new Date(),
      slug: SHOP,
      inProcess: down,
    }).catch((reason: unknown) => reason);
    expect(error).toMatchObject({ status: 503, code: "PAYMENT_PROVIDER_UNAVAILABLE" });
    const orders = await env.DB.prepare("SELECT count(*) AS n FROM orders WHERE idempotency_key = ?1")
      .bind(key)
      .first<{ n: number }>();
    expect(orders!.n).toBe(0);
    expect(await cartStatus(cart.guid)).toBe("OPEN");
    const attempts = await env.DB.prepare("SELECT count(*) AS n FROM payment_attempts").first<{ n: number }>();
    const orderCount = await env.DB.prepare("SELECT count(*) AS n FROM orders").first<{ n: number }>();
    expect(attempts!.n).toBe(orderCount!.n);
  });

  it("keeps a store without an account on today's sandbox PIX", async () => {
    await setPaymentAccount(env.DB, env, shop.id, { provider: "sandbox" }, new Date());
    const token = await sessionToken(SHOP, shop.id, clientId);
    const order = await orderOf(await place(token, (await readyCart(token)).guid, PIX));
    expect(order.payment.pix!.txid).toMatch(/^[A-Za-z0-9]{25}$/);
    expect(await attemptsOf(order.id)).toEqual([]);
  });
  it("a placement sent again with another total gets a new charge of that total, never the old one", async () => {
    const chosen = await paymentProviderFor(env.DB, env as Bindings, shop.id, toApp);
    if (chosen.name !== "mercadopago") throw new Error("the shop should be on the stand-in");
    const settings = {
      pix: { enabled: true, expires_in_minutes: 30 },
    } as unknown as Parameters<typeof createProviderPix>[1]["settings"];
    const charge = (amount: number) =>
      createProviderPix(chosen.provider, {
        settings,
        merchantId: shop.id,
        slug: SHOP,
        orderIdempotencyKey: "same-order-key",
        amount,
        currency: "BRL",
        payerEmail: "pix@carrinho.test",
        webhooksOrigin: undefined,
        now: new Date(),
      });
    const first = await charge(5_000);
    const again = await charge(5_000);
    const changed = await charge(5_500);
    expect(again.attempt.providerPaymentId).toBe(first.attempt.providerPaymentId);
    expect(changed.attempt.providerPaymentId).not.toBe(first.attempt.providerPaymentId);
    expect((await standInPayment(changed.attempt.providerPaymentId)).transaction_amount).toBe(55);
  });
});

describe("Mercado Pago's notifications", () => {
  it("confirm the order once when the payer's bank approves the PIX at the stand-in", async () => {
    const { token, cart, order, paymentId } = await placedPix();
    expect((await approveAtStandIn(paymentId)).status).toBe(200);
    const paid = await readOrder(token, order.id);
    expect(paid).toMatchObject({ status: "WAITING_CONFIRMATION", payment: { status: "PAID" } });
    expect(paid.history.map((entry) => entry.status)).toEqual(["WAITING_PAYMENT", "WAITING_CONFIRMATION"]);
    expect(await cartStatus(cart.guid)).toBe("FINALIZED");

    // The same notification again (providers repeat them): nothing moves.
    expect((await notify(paymentId)).status).toBe(200);
    const status = await sendMercadoPagoWebhook({
      notificationUrl: `http://api.internal/webhooks/mercadopago/${SHOP}`,
      paymentId,
      webhookSecret: secret,
      send: toApp,
    });
    expect(status).toBe(200);
    const after = await readOrder(token, order.id);
    expect(after.history).toEqual(paid.history);
    const [attempt] = await attemptsOf(order.id);
    expect(attempt!.status).toBe("PAID");
    expect((JSON.parse(attempt!.status_history) as { status: string }[]).map((entry) => entry.status)).toEqual([
      "PENDING",
      "PAID",
    ]);
  });

  it("read the payment from the provider, never from the body: a pending payment moves nothing", async () => {
    const { token, order, paymentId } = await placedPix();
    expect((await notify(paymentId)).status).toBe(200);
    expect(await readOrder(token, order.id)).toMatchObject({
      status: "WAITING_PAYMENT",
      payment: { status: "PENDING" },
    });
  });

  it("mark the payment failed when the provider rejects it", async () => {
    const { token, order, paymentId } = await placedPix();
    await call(`/provider/mercadopago/sandbox/payments/${paymentId}/reject`, {
      method: "POST",
      headers: { ...ADMIN, "content-type": "application/json" },
      body: JSON.stringify({ status_detail: "cc_rejected_call_for_authorize" }),
    });
    expect((await notify(paymentId)).status).toBe(200);
    expect(await readOrder(token, order.id)).toMatchObject({
      status: "PAYMENT_REJECTED",
      payment: { status: "FAILED", failure: "CALL_BANK" },
    });
  });

  it("a rejected PIX paid again is a new charge at the store's account, whose approval confirms the order", async () => {
    const { token, order, paymentId } = await placedPix();
    await call(`/provider/mercadopago/sandbox/payments/${paymentId}/reject`, {
      method: "POST",
      headers: { ...ADMIN, "content-type": "application/json" },
      body: JSON.stringify({ status_detail: "cc_rejected_other_reason" }),
    });
    expect((await notify(paymentId)).status).toBe(200);
    const again = await orderOf(
      await send("POST", `/${SHOP}/orders/${order.id}/repayment`, token, { payment: { method: "PIX" } }),
      200,
    );
    const attempts = await attemptsOf(order.id);
    expect(attempts.map((attempt) => attempt.status)).toEqual(["FAILED", "PENDING"]);
    const second = attempts[1]!.provider_payment_id;
    expect(second).not.toBe(paymentId);
    const charged = await standInPayment(second);
    expect(again.payment.pix?.code).toBe(charged.point_of_interaction.transaction_data.qr_code);
    expect(Math.round(charged.transaction_amount * 100)).toBe(order.summary.total);

    expect((await approveAtStandIn(second)).status).toBe(200);
    expect(await readOrder(token, order.id)).toMatchObject({
      status: "WAITING_CONFIRMATION",
      payment: { status: "PAID" },
    });
  });

  it("are refused with 401, moving nothing, when unsigned, stale, signed for another payment or with another secret", async () => {
    const { token, order, paymentId } = await placedPix();
    // Approved at the provider without telling us: only a valid notification may confirm it.
    await env.DB.prepare(
      "UPDATE mercadopago_sandbox_payments SET status = 'approved', status_detail = 'accredited' WHERE id = ?1",
    )
      .bind(Number(paymentId))
      .run();
    const refusals = [
      await notify(paymentId, { headers: false }),
      await notify(paymentId, { secret: "another-application-secret-000" }),
      await notify(paymentId, { at: new Date(Date.now() - 10 * 60_000) }),
      await notify(paymentId, { signedId: String(Number(paymentId) + 1) }),
      // A store without a Mercado Pago account has no secret to check against.
      await notify(paymentId, { slug: bellaNapoli.slug }),
    ];
    expect(refusals.map((response) => response.status)).toEqual([401, 401, 401, 401, 401]);
    expect(await Promise.all(refusals.map((response) => response.text()))).toEqual(["", "", "", "", ""]);
    expect(await readOrder(token, order.id)).toMatchObject({
      status: "WAITING_PAYMENT",
      payment: { status: "PENDING" },
    });
    expect((await notify(paymentId)).status).toBe(200);
    expect(await readOrder(token, order.id)).toMatchObject({ status: "WAITING_CONFIRMATION" });
  });

  it("for another store's payment move nothing", async () => {
    const { token, order, paymentId } = await placedPix();
    await env.DB.prepare(
      "UPDATE mercadopago_sandbox_payments SET status = 'approved', status_detail = 'accredited' WHERE id = ?1",
    )
      .bind(Number(paymentId))
      .run();
    // Another store paid into the same account, and one into another account: neither may confirm this order.
    await setPaymentAccount(
      env.DB,
      env,
      bellaNapoli.id,
      { provider: "mercadopago", accessToken: TOKEN, publicKey: null, webhookSecret: secret },
      new Date(),
    );
    expect((await notify(paymentId, { slug: bellaNapoli.slug })).status).toBe(200);
    const otherSecret = await standInWebhookSecret(OTHER_TOKEN);
    await setPaymentAccount(
      env.DB,
      env,
      bellaNapoli.id,
      { provider: "mercadopago", accessToken: OTHER_TOKEN, publicKey: null, webhookSecret: otherSecret },
      new Date(),
    );
    expect((await notify(paymentId, { slug: bellaNapoli.slug, secret: otherSecret })).status).toBe(200);
    expect(await readOrder(token, order.id)).toMatchObject({
      status: "WAITING_PAYMENT",
      payment: { status: "PENDING" },
    });
    expect((await attemptsOf(order.id))[0]!.status).toBe("PENDING");
    await setPaymentAccount(env.DB, env, bellaNapoli.id, { provider: "sandbox" }, new Date());
  });
});
