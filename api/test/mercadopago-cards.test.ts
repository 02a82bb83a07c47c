import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { paymentMethodsResponseSchema, type Order } from "../../contract";
import { bellaNapoli } from "../seed/data/pizzaria-bella-napoli";
import type { Bindings } from "../src/env";
import { standInWebhookSecret } from "../src/provider/mercadopago/sandbox";
import { setPaymentAccount } from "../src/services/payment-accounts";
import { chargeOrderCard } from "../src/services/payments";
import { reconcilePendingPayments } from "../src/services/reconciliation";
import { insertClient, sessionToken } from "./client-fixtures";
import { accessTokenFor, call, seed, send } from "./helpers";
import { PHONE, SHOP, newKey, orderOf, place, readyCart, shop } from "./orders-fixtures";

/*
 * Cards at a store paid into its own Mercado Pago account (the stand-in): the order placed without a
 * saved card, its hosted checkout (Checkout Pro) opened by the charge, the card typed on the
 * stand-in's page, and the signed notification settling the order.
 */

const TOKEN = "TEST-4826-120700-ccccddddeeeeffff0000111122223333-555666777";
const CARD = { kind: "ONLINE", method: "CARD" };
const ORIGIN = "http://localhost:8787";

let clientId: number;

beforeAll(async () => {
  await seed([shop, bellaNapoli]);
  clientId = await insertClient(shop.id, { email: "card@carrinho.test", phone: PHONE });
});

beforeEach(async () => {
  await setPaymentAccount(
    env.DB,
    env,
    shop.id,
    { provider: "mercadopago", accessToken: TOKEN, publicKey: null, webhookSecret: await standInWebhookSecret(TOKEN) },
    new Date(),
  );
  vi.spyOn(console, "warn").mockImplementation(() => {});
  return () => vi.restoreAllMocks();
});

interface Attempt {
  provider_payment_id: string;
  method: string;
  amount: number;
  status: string;
  checkout_url: string | null;
  external_reference: string | null;
}
const attemptsOf = (orderId: number) =>
  env.DB.prepare("SELECT * FROM payment_attempts WHERE order_id = ?1 ORDER BY id")
    .bind(orderId)
    .all<Attempt>()
    .then((result) => result.results);

const readOrder = async (token: string, id: number): Promise<Order> =>
  orderOf(await send("GET", `/${SHOP}/orders/${id}`, token), 200);

const backPaths = (orderId: number) => ({
  success: `/${SHOP}/gateway?status=success&order=${orderId}`,
  failure: `/${SHOP}/gateway?status=failure&order=${orderId}`,
  pending: `/${SHOP}/gateway?status=pending&order=${orderId}`,
});

const charge = (token: string, order: Order) =>
  send("POST", `/${SHOP}/carts/${order.cart_guid}/pharos_payments/charge`, token, {
    return_url: backPaths(order.id).success,
    cancel_url: backPaths(order.id).failure,
    back_urls: backPaths(order.id),
    origin: ORIGIN,
  });

async function placedCard() {
  const token = await sessionToken(SHOP, shop.id, clientId);
  const cart = await readyCart(token);
  const order = await orderOf(await place(token, cart.guid, CARD, { key: newKey() }));
  return { token, order };
}

async function opened() {
  const { token, order } = await placedCard();
  const answer = await charge(token, order);
  expect(answer.status).toBe(201);
  const { data } = (await answer.json()) as { data: { payment_url: string } };
  return { token, order, paymentUrl: data.payment_url };
}

/** The stand-in's page as the browser reaches it through the storefront's `/_provider/`. */
const apiPathOf = (paymentUrl: string) => paymentUrl.replace(/^\/_provider\//, "/provider/");

const payOnPage = (paymentUrl: string, card: Record<string, string>) =>
  call(apiPathOf(paymentUrl), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ holder_name: "ANA SOUZA", expiry: "12/2031", cvv: "123", ...card }).toString(),
    redirect: "manual",
  });

describe("GET /{slug}/payment_methods at a Mercado Pago store", () => {
  it("says its card is paid on the hosted checkout; a sandbox store's is not", async () => {
    const cardOf = async (slug: string) => {
      const answer = await send("GET", `/${slug}/payment_methods`, await accessTokenFor(slug, `visitor-${slug}`));
      expect(answer.status).toBe(200);
      const { data } = paymentMethodsResponseSchema.parse(await answer.json());
      return data.online_payments.find((method) => method.code === "CARD");
    };
    expect(await cardOf(SHOP)).toMatchObject({ enabled: true, hosted: true });
    expect(await cardOf(bellaNapoli.slug)).toMatchObject({ hosted: false });
  });
});

describe("a card order at a Mercado Pago store", () => {
  it("is placed without a saved card and its charge opens a hosted checkout of exactly its total, recorded as an attempt", async () => {
    const { token, order, paymentUrl } = await opened();
    expect(order).toMatchObject({
      status: "WAITING_PAYMENT",
      payment: { method: "CARD", status: "PENDING", card_guid: null },
    });
    expect(paymentUrl).toMatch(/^\/_provider\/mercadopago\/checkout\/v1\/redirect\?pref_id=[\w-]+$/);
    const preferenceId = new URL(paymentUrl, ORIGIN).searchParams.get("pref_id")!;
    const stored = await env.DB.prepare(
      "SELECT body, external_reference FROM mercadopago_sandbox_preferences WHERE id = ?1",
    )
      .bind(preferenceId)
      .first<{ body: string; external_reference: string }>();
    const body = JSON.parse(stored!.body) as {
      items: { quantity: number; unit_price: number; currency_id: string }[];
      back_urls: Record<string, string>;
      notification_url: string;
      expiration_date_to: string;
    };
    const charged = body.items.reduce((sum, item) => sum + Math.round(item.unit_price * 100) * item.quantity, 0);
    expect(charged).toBe(order.summary.total);
    expect(body.items[0]!.currency_id).toBe("BRL");
    expect(body.back_urls).toEqual({
      success: `${ORIGIN}/${SHOP}/gateway?status=success&order=${order.id}`,
      failure: `${ORIGIN}/${SHOP}/gateway?status=failure&order=${order.id}`,
      pending: `${ORIGIN}/${SHOP}/gateway?status=pending&order=${order.id}`,
    });
    expect(body.notification_url).toBe(`https://comanda.example/_webhooks/mercadopago/${SHOP}`);
    expect(Date.parse(body.expiration_date_to)).toBeGreaterThan(Date.now());
    expect(await attemptsOf(order.id)).toEqual([
      expect.objectContaining({
        provider_payment_id: `preference:${preferenceId}`,
        method: "CARD",
        amount: order.summary.total,
        status: "PENDING",
        checkout_url: paymentUrl,
        external_reference: stored!.external_reference,
      }),
    ]);
    // Asked again (a reload, a lost answer): the same page, no second attempt.
    const again = (await (await charge(token, order)).json()) as { data: { payment_url: string } };
    expect(again.data.payment_url).toBe(paymentUrl);
    expect(await attemptsOf(order.id)).toHaveLength(1);
  });

  it("the stand-in's page shows the amount; bad input is said and the holder kept; nothing is paid", async () => {
    const { order, paymentUrl } = await opened();
    const page = await call(`${apiPathOf(paymentUrl)}&locale=es`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Pagar con tarjeta en Mercado Pago");
    expect(html).toContain(`Pagar R$`);
    const refused = await payOnPage(`${paymentUrl}&locale=es`, { card_number: "1234", cvv: "1" });
    expect(refused.status).toBe(422);
    const text = await refused.text();
    expect(text).toContain('value="ANA SOUZA"');
    expect(text).toContain('aria-invalid="true"');
    expect((await attemptsOf(order.id))[0]!.status).toBe("PENDING");
  });

  it("approved on the page: signed notification, order paid once, browser sent to the success back_url with Mercado Pago's query", async () => {
    const { token, order, paymentUrl } = await opened();
    const paid = await payOnPage(paymentUrl, { card_number: "4111 1111 1111 1111" });
    expect(paid.status).toBe(302);
    const back = new URL(paid.headers.get("location")!);
    expect(`${back.origin}${back.pathname}`).toBe(`${ORIGIN}/${SHOP}/gateway`);
    expect(back.searchParams.get("status")).toBe("success");
    expect(back.searchParams.get("order")).toBe(String(order.id));
    expect(back.searchParams.get("collection_status")).toBe("approved");
    expect(back.searchParams.get("preference_id")).toBe(new URL(paymentUrl, ORIGIN).searchParams.get("pref_id"));
    const paymentId = back.searchParams.get("payment_id")!;
    expect(back.searchParams.get("external_reference")).toBe((await attemptsOf(order.id))[0]!.external_reference);

    const read = await readOrder(token, order.id);
    expect(read).toMatchObject({ status: "WAITING_CONFIRMATION", payment: { status: "PAID", failure: null } });
    expect(await attemptsOf(order.id)).toEqual([
      expect.objectContaining({ provider_payment_id: paymentId, status: "PAID", amount: order.summary.total }),
    ]);
    // The same notification again moves nothing.
    const history = (await env.DB.prepare("SELECT history FROM orders WHERE id = ?1")
      .bind(order.id)
      .first<{ history: string }>())!.history;
    const { sendMercadoPagoWebhook } = await import("../src/provider/mercadopago/sandbox");
    const status = await sendMercadoPagoWebhook({
      notificationUrl: `http://api.internal/webhooks/mercadopago/${SHOP}`,
      paymentId,
      webhookSecret: await standInWebhookSecret(TOKEN),
      send: (request) => call(new URL(request.url).pathname + new URL(request.url).search, request),
    });
    expect(status).toBe(200);
    const after = await env.DB.prepare("SELECT history FROM orders WHERE id = ?1")
      .bind(order.id)
      .first<{ history: string }>();
    expect(after!.history).toBe(history);
    // The page of a paid preference takes no second payment.
    expect((await payOnPage(paymentUrl, { card_number: "4111111111111111" })).status).toBe(409);
    // The e2e suite's check that the card was charged the total shown reads the attempts.
    const money = await call(`/admin/carts/${order.cart_guid}/money`, {
      headers: { Authorization: `Bearer ${env.ADMIN_KEY}` },
    });
    expect(((await money.json()) as { data: { card_charges: number[] } }).data.card_charges).toEqual([
      order.summary.total,
    ]);
  });

  it("declined: the order is PAYMENT_REJECTED with the spec's code; paying again opens a new checkout (a new attempt)", async () => {
    const { token, order, paymentUrl } = await opened();
    const declined = await payOnPage(paymentUrl, { card_number: "4000 0000 0000 0002" });
    expect(declined.status).toBe(302);
    const back = new URL(declined.headers.get("location")!);
    expect(back.searchParams.get("status")).toBe("failure");
    expect(back.searchParams.get("collection_status")).toBe("rejected");
    const read = await readOrder(token, order.id);
    expect(read).toMatchObject({
      status: "PAYMENT_REJECTED",
      can_repay: true,
      payment: { status: "FAILED", failure: "NOT_APPROVED" },
    });
    expect((await attemptsOf(order.id))[0]!.status).toBe("FAILED");

    const repaid = await orderOf(
      await send("POST", `/${SHOP}/orders/${order.id}/repayment`, token, { payment: { method: "CARD" } }),
      200,
    );
    expect(repaid).toMatchObject({ status: "WAITING_PAYMENT", payment: { method: "CARD", status: "PENDING" } });
    const next = (await (await charge(token, order)).json()) as { data: { payment_url: string } };
    expect(next.data.payment_url).not.toBe(paymentUrl);
    expect(await attemptsOf(order.id)).toHaveLength(2);
    expect((await payOnPage(next.data.payment_url, { card_number: "4111111111111111" })).status).toBe(302);
    expect(await readOrder(token, order.id)).toMatchObject({
      status: "WAITING_CONFIRMATION",
      payment: { status: "PAID" },
    });
  });

  it("3-D Secure: pending while the bank asks, then approved on the challenge", async () => {
    const { token, order, paymentUrl } = await opened();
    const asked = await payOnPage(paymentUrl, { card_number: "4000 0000 0000 3220" });
    expect(asked.status).toBe(200);
    const html = await asked.text();
    const action = /action="(challenge\?[^"]+)"/.exec(html)![1]!.replaceAll("&amp;", "&");
    expect(await readOrder(token, order.id)).toMatchObject({
      status: "WAITING_PAYMENT",
      payment: { status: "PENDING" },
    });
    const [attempt] = await attemptsOf(order.id);
    expect(attempt).toMatchObject({ status: "PENDING" });
    expect(attempt!.provider_payment_id).toMatch(/^\d+$/);

    const answered = await call(`/provider/mercadopago/checkout/v1/${action}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "answer=approve",
      redirect: "manual",
    });
    expect(answered.status).toBe(302);
    expect(new URL(answered.headers.get("location")!).searchParams.get("collection_status")).toBe("approved");
    expect(await readOrder(token, order.id)).toMatchObject({
      status: "WAITING_CONFIRMATION",
      payment: { status: "PAID" },
    });
  });

  it("3-D Secure failed: the order is refused with NOT_APPROVED", async () => {
    const { token, order, paymentUrl } = await opened();
    const html = await (await payOnPage(paymentUrl, { card_number: "4000000000003220" })).text();
    const action = /action="(challenge\?[^"]+)"/.exec(html)![1]!.replaceAll("&amp;", "&");
    await call(`/provider/mercadopago/checkout/v1/${action}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "answer=fail",
      redirect: "manual",
    });
    expect(await readOrder(token, order.id)).toMatchObject({
      status: "PAYMENT_REJECTED",
      payment: { failure: "NOT_APPROVED" },
    });
  });

  it("the reconciliation cron finds no payment on a checkout nobody paid yet: nothing moves", async () => {
    const { token, order } = await opened();
    const asked: URL[] = [];
    const provider = async (request: Request) => {
      asked.push(new URL(request.url));
      return call(new URL(request.url).pathname + new URL(request.url).search, request);
    };
    await reconcilePendingPayments(env.DB, env, provider, new Date(Date.now() + 4 * 60_000));
    // A preference is no payment: searched by the checkout's reference, never read as a payment id.
    const reference = (await attemptsOf(order.id))[0]!.external_reference;
    expect(
      asked
        .filter((url) => url.pathname.endsWith("/v1/payments/search"))
        .map((url) => url.searchParams.get("external_reference")),
    ).toContain(reference);
    expect(asked.map((url) => url.pathname).filter((path) => path.includes("preference"))).toEqual([]);
    expect(await readOrder(token, order.id)).toMatchObject({ status: "WAITING_PAYMENT" });
    expect((await attemptsOf(order.id))[0]!.provider_payment_id).toMatch(/^preference:/);
  });

  it("paid on the checkout with its notification lost: the reconciliation cron finds the payment by its reference and pays the order, once", async () => {
    const { token, order, paymentUrl } = await opened();
    // The store's webhook refuses the notification (a secret changed meanwhile): it is lost.
    await setPaymentAccount(
      env.DB,
      env,
      shop.id,
      { provider: "mercadopago", accessToken: TOKEN, publicKey: null, webhookSecret: "not-the-one-it-signs-with" },
      new Date(),
    );
    const paid = await payOnPage(paymentUrl, { card_number: "4111 1111 1111 1111" });
    expect(paid.status).toBe(302);
    const paymentId = new URL(paid.headers.get("location")!).searchParams.get("payment_id")!;
    expect(await readOrder(token, order.id)).toMatchObject({ status: "WAITING_PAYMENT" });
    expect((await attemptsOf(order.id))[0]!.provider_payment_id).toMatch(/^preference:/);

    const toApp = (request: Request) => call(new URL(request.url).pathname + new URL(request.url).search, request);
    const run = await reconcilePendingPayments(env.DB, env, toApp, new Date(Date.now() + 4 * 60_000));
    expect(run.applied.paid).toBe(1);
    expect(await readOrder(token, order.id)).toMatchObject({
      status: "WAITING_CONFIRMATION",
      payment: { status: "PAID", failure: null },
    });
    expect(await attemptsOf(order.id)).toEqual([
      expect.objectContaining({ provider_payment_id: paymentId, status: "PAID", amount: order.summary.total }),
    ]);
    // The next run reads the claimed payment by its id and moves nothing more.
    const history = (await readOrder(token, order.id)).history;
    await reconcilePendingPayments(env.DB, env, toApp, new Date(Date.now() + 8 * 60_000));
    expect((await readOrder(token, order.id)).history).toEqual(history);
    expect(await attemptsOf(order.id)).toHaveLength(1);
  });

  it("refused then approved on the same checkout, both notifications lost: the cron applies both, in order, and the order is paid", async () => {
    const { token, order, paymentUrl } = await opened();
    await setPaymentAccount(
      env.DB,
      env,
      shop.id,
      { provider: "mercadopago", accessToken: TOKEN, publicKey: null, webhookSecret: "not-the-one-it-signs-with" },
      new Date(),
    );
    const refused = await payOnPage(paymentUrl, { card_number: "4000 0000 0000 0002" });
    expect(new URL(refused.headers.get("location")!).searchParams.get("collection_status")).toBe("rejected");
    await payOnPage(paymentUrl, { card_number: "4111 1111 1111 1111" });

    const toApp = (request: Request) => call(new URL(request.url).pathname + new URL(request.url).search, request);
    await reconcilePendingPayments(env.DB, env, toApp, new Date(Date.now() + 4 * 60_000));
    expect(await readOrder(token, order.id)).toMatchObject({
      status: "WAITING_CONFIRMATION",
      payment: { status: "PAID" },
    });
    expect((await attemptsOf(order.id)).map((attempt) => attempt.status)).toEqual(["FAILED", "PAID"]);
  });

  it("provider down: 503 PAYMENT_PROVIDER_UNAVAILABLE, the order kept waiting, no attempt written", async () => {
    const { order } = await placedCard();
    const error = await chargeOrderCard(
      env as Bindings,
      { id: shop.id, slug: SHOP, inProcess: async () => new Response(null, { status: 503 }) },
      { visitorId: "unused", clientId },
      order.cart_guid,
      { return_url: "/", cancel_url: "/", back_urls: backPaths(order.id), origin: ORIGIN },
      new Date(),
    ).catch((reason: unknown) => reason);
    expect(error).toMatchObject({ status: 503, code: "PAYMENT_PROVIDER_UNAVAILABLE" });
    expect(await attemptsOf(order.id)).toHaveLength(0);
    const row = await env.DB.prepare("SELECT status FROM orders WHERE id = ?1")
      .bind(order.id)
      .first<{ status: string }>();
    expect(row!.status).toBe("WAITING_PAYMENT");
  });
});
