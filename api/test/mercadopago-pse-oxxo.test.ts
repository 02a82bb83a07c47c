import { env } from "cloudflare:workers";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type Cart, type Order, cartResponseSchema, pseFormResponseSchema } from "../../contract";
import { laBrasaBurger } from "../seed/data/la-brasa-burger";
import { taqueriaElGuero } from "../seed/data/taqueria-el-guero";
import type { SeedMerchant } from "../seed/types";
import { RECONCILIATION_CRON } from "../src/domain/reconciliation";
import worker from "../src/index";
import { standInWebhookSecret } from "../src/provider/mercadopago/sandbox";
import { setPaymentAccount } from "../src/services/payment-accounts";
import { insertClient, sessionToken } from "./client-fixtures";
import { everyDay } from "./fixtures";
import { call, seed, send } from "./helpers";
import { ADMIN, json, newKey, orderOf } from "./orders-fixtures";

/*
 * PSE at a Colombian store and OXXO at a Mexican one, both paid into the store's own Mercado Pago
 * account (the stand-in): made when the order is placed, settled by the provider's notification.
 */

const BURGER_TOKEN = "TEST-5511-120700-aaaabbbbccccddddeeeeffff00002222-555666777";
const TACO_TOKEN = "TEST-5511-120700-aaaabbbbccccddddeeeeffff00003333-555666888";
const BURGER = laBrasaBurger.slug;
const TACOS = taqueriaElGuero.slug;
// Open around the clock, so an order is taken whatever the hour the tests run.
const burger: SeedMerchant = { ...laBrasaBurger, operation_times: everyDay("00:00", "00:00") };
const tacos: SeedMerchant = { ...taqueriaElGuero, operation_times: everyDay("00:00", "00:00") };
const PHONES = {
  [BURGER]: { country_code: "57", ddd: "314", number: "6620958" },
  [TACOS]: { country_code: "52", ddd: "55", number: "12345678" },
};
const CALLBACK = `https://comanda.example/${BURGER}/payments/bank-return?cart=`;

let burgerClient: number;
let tacoClient: number;

beforeAll(async () => {
  await seed([burger, tacos]);
  burgerClient = await insertClient(burger.id, { email: "pse@brasa.test", phone: PHONES[BURGER] });
  tacoClient = await insertClient(tacos.id, { email: "oxxo@guero.test", phone: PHONES[TACOS] });
});

const connect = async (merchant: SeedMerchant, token: string) =>
  setPaymentAccount(
    env.DB,
    env,
    merchant.id,
    { provider: "mercadopago", accessToken: token, publicKey: null, webhookSecret: await standInWebhookSecret(token) },
    new Date(),
  );

beforeEach(async () => {
  await connect(burger, BURGER_TOKEN);
  await connect(tacos, TACO_TOKEN);
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "log").mockImplementation(() => {});
  return () => vi.restoreAllMocks();
});

/** An item with no required choice, enough of it for the store's minimum order. */
function simpleItem(merchant: SeedMerchant) {
  const item = merchant.categories
    .flatMap((category) => category.items)
    .find(
      (candidate) => candidate.enabled && candidate.available && candidate.option_groups.every((g) => g.min === 0),
    )!;
  return item;
}

async function takeoutCart(merchant: SeedMerchant, token: string): Promise<Cart> {
  const item = simpleItem(merchant);
  const created = await json(
    await send("POST", `/${merchant.slug}/carts`, token, { cart: { items: [{ item_id: item.id, quantity: 10 }] } }),
    201,
    (body) => cartResponseSchema.parse(body).data,
  );
  return json(
    await send("PUT", `/${merchant.slug}/carts/${created.guid}/delivery_method`, token, {
      cart: { delivery_type: "TAKEOUT" },
    }),
    200,
    (body) => cartResponseSchema.parse(body).data,
  );
}

const pse = (cartGuid: string, overrides: Record<string, unknown> = {}) => ({
  kind: "ONLINE",
  method: "PSE",
  pse: {
    financial_institution: "1007",
    entity_type: "individual",
    identification: { type: "CC", number: "1.018.760.936" },
    callback_url: `${CALLBACK}${cartGuid}`,
    ...overrides,
  },
});

const placeAt = (slug: string, token: string, cartGuid: string, payment: unknown, key = newKey()) =>
  send("POST", `/${slug}/orders`, token, {
    cart_guid: cartGuid,
    idempotency_key: key,
    order: { payment, tax_id: null, repeat_confirmed: true },
    client: { name: "Camila Restrepo", phone: PHONES[slug as keyof typeof PHONES] },
  });

interface StandInPayment {
  id: number;
  status: string;
  payment_method_id: string;
  transaction_amount: number;
  currency_id: string;
  callback_url?: string;
  date_of_expiration: string;
  transaction_details: { financial_institution?: string; external_resource_url: string };
}

const standInPayment = async (id: string, token: string) =>
  (await (
    await call(`/provider/mercadopago/v1/payments/${id}`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as StandInPayment;

const attemptOf = async (orderId: number) =>
  (await env.DB.prepare("SELECT * FROM payment_attempts WHERE order_id = ?1")
    .bind(orderId)
    .first<{ provider_payment_id: string; method: string; amount: number; currency: string; status: string }>())!;

const attemptsOf = async (orderId: number) =>
  (
    await env.DB.prepare("SELECT * FROM payment_attempts WHERE order_id = ?1 ORDER BY id")
      .bind(orderId)
      .all<{ provider_payment_id: string; method: string; amount: number; status: string }>()
  ).results;

const readOrder = async (slug: string, token: string, id: number): Promise<Order> =>
  orderOf(await send("GET", `/${slug}/orders/${id}`, token), 200);

/** The bank's page answered as the payer's browser would post it (through the storefront's /_provider/ path). */
async function decideAtBank(bankUrl: string, decision: "approve" | "reject" | "pending") {
  const url = new URL(bankUrl);
  expect(url.pathname).toMatch(/^\/_provider\/mercadopago\/pages\/pse\/\d+$/);
  const path = `${url.pathname.replace(/^\/_provider\//, "/provider/")}${url.search}`;
  const page = await call(path);
  expect(page.status).toBe(200);
  return call(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ decision }).toString(),
    redirect: "manual",
  });
}

const MINUTE = 60_000;

/** The minute cron, run at `at`: lost notifications made up for, unpaid payments expired at their deadline. */
async function cronAt(at: Date) {
  const context = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: RECONCILIATION_CRON }), env, context);
  await waitOnExecutionContext(context);
}

/** The payer pays at the provider, and its notification never reaches the store. */
const approvedWithoutNotification = (paymentId: string) =>
  env.DB.prepare(
    "UPDATE mercadopago_sandbox_payments SET status = 'approved', status_detail = 'accredited' WHERE id = ?1",
  )
    .bind(Number(paymentId))
    .run();

const standInRefunds = async (paymentId: string) =>
  (
    await env.DB.prepare("SELECT amount FROM mercadopago_sandbox_refunds WHERE payment_id = ?1")
      .bind(Number(paymentId))
      .all<{ amount: number }>()
  ).results.map((row) => row.amount);

async function placedPse() {
  const token = await sessionToken(BURGER, burger.id, burgerClient);
  const cart = await takeoutCart(burger, token);
  const order = await orderOf(await placeAt(BURGER, token, cart.guid, pse(cart.guid)));
  return { token, cart, order, paymentId: (await attemptOf(order.id)).provider_payment_id };
}

describe("PSE at a Mercado Pago store", () => {
  it("lists the provider's banks for the checkout", async () => {
    const token = await sessionToken(BURGER, burger.id, burgerClient);
    const form = await json(await send("GET", `/${BURGER}/online_payment_settings/pse_form`, token), 200, (body) =>
      pseFormResponseSchema.parse(body),
    );
    expect(form.data.financial_institutions).toContainEqual({ id: "1007", description: "Bancolombia" });
    expect(form.data.identification_types).toContain("NIT");
    const methods = (await (await send("GET", `/${BURGER}/payment_methods`, token)).json()) as {
      data: { online_payments: { code: string; enabled: boolean }[] };
    };
    expect(methods.data.online_payments).toContainEqual(expect.objectContaining({ code: "PSE", enabled: true }));
  });

  it("creates the payment with the bank, the document and the order's total, and answers the bank's page", async () => {
    const { order, paymentId, cart } = await placedPse();
    expect(order).toMatchObject({ status: "WAITING_PAYMENT", payment: { method: "PSE", status: "PENDING" } });
    const made = await standInPayment(paymentId, BURGER_TOKEN);
    expect(made).toMatchObject({
      payment_method_id: "pse",
      currency_id: "COP",
      callback_url: `${CALLBACK}${cart.guid}`,
      transaction_details: { financial_institution: "1007" },
    });
    expect(Math.round(made.transaction_amount * 100)).toBe(order.summary.total);
    expect(order.payment.bank_url).toBe(made.transaction_details.external_resource_url);
    expect(new URL(order.payment.bank_url!).origin).toBe("https://comanda.example");
    expect(await attemptOf(order.id)).toMatchObject({
      method: "PSE",
      amount: order.summary.total,
      currency: "COP",
      status: "PENDING",
    });
    // What the end-to-end tests' chargedAsShown reads: the provider's own record of the amount.
    const money = (await (await call(`/admin/carts/${cart.guid}/money`, { headers: ADMIN })).json()) as {
      data: { provider_charges: number[] };
    };
    expect(money.data.provider_charges).toEqual([order.summary.total]);
  });

  it("the same placement sent again gets the same payment, not a second one", async () => {
    const token = await sessionToken(BURGER, burger.id, burgerClient);
    const cart = await takeoutCart(burger, token);
    const key = newKey();
    const first = await orderOf(await placeAt(BURGER, token, cart.guid, pse(cart.guid), key));
    const again = await orderOf(await placeAt(BURGER, token, cart.guid, pse(cart.guid), key), 200);
    expect(again.id).toBe(first.id);
    expect(again.payment.bank_url).toBe(first.payment.bank_url);
  });

  it("refuses a document or a bank that cannot be, per field, and places nothing", async () => {
    const token = await sessionToken(BURGER, burger.id, burgerClient);
    const cart = await takeoutCart(burger, token);
    const refused = await placeAt(
      BURGER,
      token,
      cart.guid,
      pse(cart.guid, { financial_institution: "9999", identification: { type: "CC", number: "12AB" } }),
    );
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      errors: [
        { field: "order.payment.pse.financial_institution", message: "checkout.errors.pseBankUnknown" },
        { field: "order.payment.pse.identification.number", message: "checkout.errors.pseDocumentInvalid" },
      ],
    });
    const company = await placeAt(
      BURGER,
      token,
      cart.guid,
      pse(cart.guid, { entity_type: "association", identification: { type: "CC", number: "1018760936" } }),
    );
    expect(await company.json()).toMatchObject({
      errors: [
        { field: "order.payment.pse.identification.number", message: "checkout.errors.pseDocumentTypeMismatch" },
      ],
    });
    const orders = await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE cart_guid = ?1")
      .bind(cart.guid)
      .first();
    expect(orders).toEqual({ n: 0 });
  });

  it("approved at the bank: the notification pays the order, and the customer is sent back", async () => {
    const { token, order, cart } = await placedPse();
    const back = await decideAtBank(order.payment.bank_url!, "approve");
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe(`${CALLBACK}${cart.guid}`);
    const paid = await readOrder(BURGER, token, order.id);
    expect(paid).toMatchObject({ status: "WAITING_CONFIRMATION", payment: { status: "PAID", bank_url: null } });
    expect(await attemptOf(order.id)).toMatchObject({ status: "PAID" });
  });

  it("rejected at the bank: PAYMENT_REJECTED with the spec's failure, and it may be paid again", async () => {
    const { token, order } = await placedPse();
    await decideAtBank(order.payment.bank_url!, "reject");
    const rejected = await readOrder(BURGER, token, order.id);
    expect(rejected).toMatchObject({
      status: "PAYMENT_REJECTED",
      payment: { status: "FAILED", failure: "NOT_APPROVED" },
      can_repay: true,
    });
  });

  it("approved at the bank with its notification lost: the reconciliation cron pays the order", async () => {
    const { token, order, paymentId } = await placedPse();
    await approvedWithoutNotification(paymentId);
    await cronAt(new Date(Date.now() + 4 * MINUTE));
    expect(await readOrder(BURGER, token, order.id)).toMatchObject({
      status: "WAITING_CONFIRMATION",
      payment: { status: "PAID" },
    });
    expect(await attemptOf(order.id)).toMatchObject({ status: "PAID" });
  });

  it("rejected, then paid again by PSE: a new payment (a new attempt) and its bank page; approved, the order is paid", async () => {
    const { token, order, paymentId } = await placedPse();
    await decideAtBank(order.payment.bank_url!, "reject");
    const again = (body: unknown) => send("POST", `/${BURGER}/orders/${order.id}/repayment`, token, body);
    const pseAgain = {
      financial_institution: "1051",
      entity_type: "individual",
      identification: { type: "CE", number: "E123456" },
      callback_url: `${CALLBACK}${order.cart_guid}`,
    };

    // A document that cannot be: refused per field, nothing made.
    const refused = await again({
      payment: { method: "PSE", pse: { ...pseAgain, identification: { type: "CC", number: "12" } } },
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ code: "VALIDATION_ERROR" });
    expect(await attemptsOf(order.id)).toHaveLength(1);

    const repaid = await orderOf(await again({ payment: { method: "PSE", pse: pseAgain } }), 200);
    expect(repaid).toMatchObject({
      status: "WAITING_PAYMENT",
      payment: { method: "PSE", status: "PENDING", failure: null },
      can_repay: false,
    });
    const attempts = await attemptsOf(order.id);
    expect(attempts).toHaveLength(2);
    const second = attempts[1]!;
    expect(second).toMatchObject({ method: "PSE", status: "PENDING", amount: order.summary.total });
    expect(second.provider_payment_id).not.toBe(paymentId);
    expect(repaid.payment.bank_url).not.toBe(order.payment.bank_url);
    const made = await standInPayment(second.provider_payment_id, BURGER_TOKEN);
    expect(made).toMatchObject({ payment_method_id: "pse", transaction_details: { financial_institution: "1051" } });
    expect(Math.round(made.transaction_amount * 100)).toBe(order.summary.total);

    // The same request sent again (a lost answer) is refused: the order awaits that payment now.
    const twice = await again({ payment: { method: "PSE", pse: pseAgain } });
    expect(twice.status).toBe(422);
    expect(await twice.json()).toMatchObject({ code: "INVALID_TRANSITION" });
    expect(await attemptsOf(order.id)).toHaveLength(2);

    await decideAtBank(repaid.payment.bank_url!, "approve");
    expect(await readOrder(BURGER, token, order.id)).toMatchObject({
      status: "WAITING_CONFIRMATION",
      payment: { method: "PSE", status: "PAID" },
    });
    expect((await attemptsOf(order.id)).map((attempt) => attempt.status)).toEqual(["FAILED", "PAID"]);
  });

  it("left pending at the bank: the order waits, its bank page still offered", async () => {
    const { token, order } = await placedPse();
    const back = await decideAtBank(order.payment.bank_url!, "pending");
    expect(back.status).toBe(303);
    expect(await readOrder(BURGER, token, order.id)).toMatchObject({
      status: "WAITING_PAYMENT",
      payment: { status: "PENDING", bank_url: order.payment.bank_url },
    });
  });
});

describe("OXXO at a Mercado Pago store", () => {
  async function placedOxxo() {
    const token = await sessionToken(TACOS, tacos.id, tacoClient);
    const cart = await takeoutCart(tacos, token);
    const order = await orderOf(await placeAt(TACOS, token, cart.guid, { kind: "ONLINE", method: "OXXO" }));
    return { token, order, paymentId: (await attemptOf(order.id)).provider_payment_id };
  }

  it("puts the voucher's reference and the store's deadline on the order", async () => {
    const before = Date.now();
    const { order, paymentId } = await placedOxxo();
    expect(order).toMatchObject({ status: "WAITING_PAYMENT", payment: { method: "OXXO", status: "PENDING" } });
    const made = await standInPayment(paymentId, TACO_TOKEN);
    expect(made).toMatchObject({ payment_method_id: "oxxo", currency_id: "MXN" });
    expect(Math.round(made.transaction_amount * 100)).toBe(order.summary.total);
    const ticket = order.payment.ticket!;
    expect(ticket.reference).toMatch(/^\d{14}$/);
    expect(ticket.url).toBe(made.transaction_details.external_resource_url);
    // The store's OXXO deadline: 72 hours, also the provider's date_of_expiration.
    const expiresIn = Date.parse(ticket.expires_at) - before;
    expect(expiresIn).toBeGreaterThan(71 * 3_600_000);
    expect(expiresIn).toBeLessThanOrEqual(72 * 3_600_000 + 5_000);
    expect(Date.parse(made.date_of_expiration)).toBe(Date.parse(ticket.expires_at));
    expect(await attemptOf(order.id)).toMatchObject({ method: "OXXO", amount: order.summary.total, currency: "MXN" });
  });

  it("paid at the store: the stand-in's approval notifies, and the order is paid", async () => {
    const { token, order, paymentId } = await placedOxxo();
    const approved = await call(`/provider/mercadopago/sandbox/payments/${paymentId}/approve`, {
      method: "POST",
      headers: ADMIN,
    });
    expect(approved.status).toBe(200);
    expect(await readOrder(TACOS, token, order.id)).toMatchObject({
      status: "WAITING_CONFIRMATION",
      payment: { status: "PAID", ticket: { reference: order.payment.ticket!.reference } },
    });
  });
});

describe("an OXXO voucher not paid by its deadline", () => {
  async function overdueOxxo() {
    const token = await sessionToken(TACOS, tacos.id, tacoClient);
    const cart = await takeoutCart(tacos, token);
    const order = await orderOf(await placeAt(TACOS, token, cart.guid, { kind: "ONLINE", method: "OXXO" }));
    await env.DB.prepare("UPDATE orders SET payment_expires_at = ?1 WHERE id = ?2")
      .bind(new Date(Date.now() - MINUTE).toISOString(), order.id)
      .run();
    return { token, order, paymentId: (await attemptOf(order.id)).provider_payment_id };
  }
  // Read as stored, with no lazy expiry on the way: only the cron ended it.
  const stored = (id: number) =>
    env.DB.prepare("SELECT status, payment_status FROM orders WHERE id = ?1").bind(id).first();

  it("is expired by the minute cron, so the store's inbox and the customer's page say so", async () => {
    const { token, order } = await overdueOxxo();
    expect(await stored(order.id)).toEqual({ status: "WAITING_PAYMENT", payment_status: "PENDING" });
    await cronAt(new Date());
    expect(await stored(order.id)).toEqual({ status: "EXPIRED_PAYMENT", payment_status: "EXPIRED" });
    expect(await readOrder(TACOS, token, order.id)).toMatchObject({
      status: "EXPIRED_PAYMENT",
      payment: { status: "EXPIRED" },
    });
  });

  it("paid at the till after it expired: the money goes back, once, shown as the order's refund", async () => {
    const { token, order, paymentId } = await overdueOxxo();
    await cronAt(new Date());
    const approved = await call(`/provider/mercadopago/sandbox/payments/${paymentId}/approve`, {
      method: "POST",
      headers: ADMIN,
    });
    expect(approved.status).toBe(200);
    expect(await standInRefunds(paymentId)).toEqual([order.summary.total]);
    expect(await attemptOf(order.id)).toMatchObject({ status: "REFUNDED" });
    const seen = await readOrder(TACOS, token, order.id);
    expect(seen).toMatchObject({ status: "EXPIRED_PAYMENT", payment: { status: "EXPIRED" } });
    expect(seen.refunds).toEqual([{ amount: order.summary.total, created_at: expect.any(String) }]);
    // The next cron run finds nothing more to give back.
    await cronAt(new Date(Date.now() + 4 * MINUTE));
    expect(await standInRefunds(paymentId)).toEqual([order.summary.total]);
  });

  it("paid at the till past its deadline, its notification lost and the order not expired yet: refunded by the cron", async () => {
    const { token, order, paymentId } = await overdueOxxo();
    await approvedWithoutNotification(paymentId);
    await cronAt(new Date(Date.now() + 4 * MINUTE));
    expect(await standInRefunds(paymentId)).toEqual([order.summary.total]);
    expect(await readOrder(TACOS, token, order.id)).toMatchObject({
      status: "EXPIRED_PAYMENT",
      refunds: [{ amount: order.summary.total }],
    });
  });
});

describe("a store on the sandbox provider", () => {
  beforeEach(async () => {
    await setPaymentAccount(env.DB, env, burger.id, { provider: "sandbox" }, new Date());
    await setPaymentAccount(env.DB, env, tacos.id, { provider: "sandbox" }, new Date());
  });

  it("offers neither PSE nor OXXO, and refuses both with a clear code", async () => {
    const burgerToken = await sessionToken(BURGER, burger.id, burgerClient);
    const methods = (await (await send("GET", `/${BURGER}/payment_methods`, burgerToken)).json()) as {
      data: { online_payments: { code: string; enabled: boolean }[] };
    };
    expect(methods.data.online_payments).toContainEqual(expect.objectContaining({ code: "PSE", enabled: false }));
    const form = await send("GET", `/${BURGER}/online_payment_settings/pse_form`, burgerToken);
    expect(form.status).toBe(422);
    expect(await form.json()).toMatchObject({ code: "PAYMENT_METHOD_UNAVAILABLE" });
    const cart = await takeoutCart(burger, burgerToken);
    const refusedPse = await placeAt(BURGER, burgerToken, cart.guid, pse(cart.guid));
    expect(refusedPse.status).toBe(422);
    expect(await refusedPse.json()).toMatchObject({ code: "PAYMENT_METHOD_UNAVAILABLE" });

    const tacoToken = await sessionToken(TACOS, tacos.id, tacoClient);
    const tacoCart = await takeoutCart(tacos, tacoToken);
    const refusedOxxo = await placeAt(TACOS, tacoToken, tacoCart.guid, { kind: "ONLINE", method: "OXXO" });
    expect(refusedOxxo.status).toBe(422);
    expect(await refusedOxxo.json()).toMatchObject({ code: "PAYMENT_METHOD_UNAVAILABLE" });
  });
});
