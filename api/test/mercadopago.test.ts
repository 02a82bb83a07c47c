import { env, exports } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { bellaNapoli } from "../seed/data/pizzaria-bella-napoli";
import { laBrasaBurger } from "../seed/data/la-brasa-burger";
import { createApp } from "../src/app";
import { HttpError } from "../src/http/errors";
import { MAX_ATTEMPTS, mercadoPagoProvider, type MercadoPagoOptions } from "../src/payments/mercadopago/client";
import { verifySignature } from "../src/payments/mercadopago/signature";
import { type PaymentProvider, ProviderRefused, ProviderUnavailable } from "../src/payments/provider";
import { sendMercadoPagoWebhook } from "../src/provider/mercadopago/sandbox";
import { paymentAccountOf, paymentProviderFor, setPaymentAccount } from "../src/services/payment-accounts";
import { seed } from "./helpers";

const BASE = "http://api.internal/provider/mercadopago";
const TOKEN = "TEST-4826-120700-0123456789abcdef0123456789abcdef-111222333";
const OTHER_TOKEN = "TEST-4826-120700-fedcba9876543210fedcba9876543210-444555666";
const WEBHOOK_SECRET = "whsec-of-bella-napoli-0123456789";

const toStandIn = (request: Request) => exports.default.fetch(request);

interface Sent {
  method: string;
  path: string;
  idempotencyKey: string | null;
  authorization: string | null;
}

/**
 * The stand-in behind a recorder; `faults` answers (or fails) the first calls instead of it: a
 * status, "timeout" (never answers) or "network" (the connection fails).
 */
function standIn(faults: Array<number | "timeout" | "network"> = []) {
  const sent: Sent[] = [];
  const waits: number[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname.replace("/provider/mercadopago", ""),
      idempotencyKey: request.headers.get("x-idempotency-key"),
      authorization: request.headers.get("authorization"),
    });
    const fault = faults.shift();
    if (fault === "timeout") return new Promise<Response>(() => {});
    if (fault === "network") throw new TypeError("Network connection lost");
    if (fault !== undefined)
      return Response.json({ message: "fault", error: "internal_error", status: fault }, { status: fault });
    return toStandIn(request);
  };
  const options = (overrides: Partial<MercadoPagoOptions> = {}): MercadoPagoOptions => ({
    accessToken: TOKEN,
    webhookSecret: WEBHOOK_SECRET,
    baseUrl: BASE,
    fetch,
    sleep: async (ms) => void waits.push(ms),
    attemptTimeoutMs: 200,
    ...overrides,
  });
  return {
    sent,
    waits,
    provider: (overrides?: Partial<MercadoPagoOptions>) => mercadoPagoProvider(options(overrides)),
  };
}

const pix = (idempotencyKey: string, amount = 4590) => ({
  amount,
  currency: "BRL",
  description: "Pedido 123 - Bella Napoli",
  payerEmail: "ana@example.com",
  expiresAt: new Date(Date.now() + 30 * 60_000),
  idempotencyKey,
  externalReference: "order-123",
});

async function settle(paymentId: string, action: "approve" | "reject", body: unknown = {}) {
  return toStandIn(
    new Request(`${BASE}/sandbox/payments/${paymentId}/${action}`, {
      method: "POST",
      headers: { authorization: `Bearer ${env.ADMIN_KEY}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
}

async function rejection<T extends Error>(promise: Promise<unknown>, type: new (...args: never[]) => T): Promise<T> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(type);
  return error as T;
}

describe("the Mercado Pago adapter against the stand-in", () => {
  it("creates a PIX, reads it pending, and reads it paid once the payer's bank approves it", async () => {
    const { provider, sent } = standIn();
    const mp = provider();
    const charge = await mp.createPixCharge(pix("pix-create-1"));
    expect(charge.status).toBe("PENDING");
    expect(charge.copyPasteCode).toMatch(/^000201.*6304[0-9A-F]{4}$/);
    expect(charge.qrCodeBase64).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(sent).toEqual([
      { method: "POST", path: "/v1/payments", idempotencyKey: "pix-create-1", authorization: `Bearer ${TOKEN}` },
    ]);

    expect(await mp.getPayment(charge.paymentId)).toMatchObject({
      paymentId: charge.paymentId,
      status: "PENDING",
      providerStatus: "pending",
      amount: 4590,
      currency: "BRL",
      externalReference: "order-123",
      failure: null,
      refunds: [],
    });
    expect((await settle(charge.paymentId, "approve")).status).toBe(200);
    expect(await mp.getPayment(charge.paymentId)).toMatchObject({ status: "PAID", statusDetail: "accredited" });
    // Settled once: a second approval is a conflict, not a second payment.
    expect((await settle(charge.paymentId, "approve")).status).toBe(409);
  });

  it("answers the first payment again for the same idempotency key, a new one for another key", async () => {
    const mp = standIn().provider();
    const first = await mp.createPixCharge(pix("pix-same-key"));
    const again = await mp.createPixCharge(pix("pix-same-key"));
    const other = await mp.createPixCharge(pix("pix-other-key"));
    expect(again.paymentId).toBe(first.paymentId);
    expect(other.paymentId).not.toBe(first.paymentId);
  });

  it("keeps each account's payments to itself", async () => {
    const charge = await standIn().provider().createPixCharge(pix("pix-account-a"));
    const error = await rejection(
      standIn().provider({ accessToken: OTHER_TOKEN }).getPayment(charge.paymentId),
      ProviderRefused,
    );
    expect(error.status).toBe(404);
  });

  it("searches the account's payments by external reference, newest first, as GET /v1/payments/{id} reads them", async () => {
    const mp = standIn().provider();
    const reference = `order-search-${crypto.randomUUID()}`;
    const first = await mp.createPixCharge({ ...pix("pix-search-1"), externalReference: reference });
    const second = await mp.createPixCharge({ ...pix("pix-search-2", 1200), externalReference: reference });
    await mp.createPixCharge({ ...pix("pix-search-other"), externalReference: `${reference}-other` });
    await settle(second.paymentId, "approve");

    const found = await mp.searchPayments(reference);
    expect(found.map((payment) => payment.paymentId)).toEqual([second.paymentId, first.paymentId]);
    expect(found[0]).toEqual(await mp.getPayment(second.paymentId));
    expect(found[0]).toMatchObject({ status: "PAID", amount: 1200, externalReference: reference });
    expect(await mp.searchPayments(`${reference}-none`)).toEqual([]);
    // Another account's payments are not found.
    expect(await standIn().provider({ accessToken: OTHER_TOKEN }).searchPayments(reference)).toEqual([]);
  });

  it("maps a rejection's detail to the spec's error code", async () => {
    const mp = standIn().provider();
    const charge = await mp.createPixCharge(pix("pix-rejected"));
    await settle(charge.paymentId, "reject", { status_detail: "cc_rejected_call_for_authorize" });
    expect(await mp.getPayment(charge.paymentId)).toMatchObject({ status: "FAILED", failure: "CALL_BANK" });
  });

  it("creates a hosted checkout (Checkout Pro preference) with its key, once per key", async () => {
    const { provider, sent } = standIn();
    const mp = provider();
    const request = {
      items: [{ title: "Pizza Margherita", quantity: 2, unitPrice: 4590 }],
      currency: "BRL",
      payerEmail: "ana@example.com",
      backUrls: {
        success: "https://loja.example/bella-napoli/gateway?status=success",
        failure: "https://loja.example/bella-napoli/gateway?status=failure",
        pending: "https://loja.example/bella-napoli/gateway?status=pending",
      },
      notificationUrl: "https://loja.example/_webhooks/mercadopago",
      externalReference: "order-124",
      expiresAt: new Date(Date.now() + 30 * 60_000),
      idempotencyKey: "preference-1",
    };
    const checkout = await mp.createHostedCheckout(request);
    expect(checkout.redirectUrl).toBe(`${BASE}/checkout/v1/redirect?pref_id=${checkout.id}`);
    expect((await mp.createHostedCheckout(request)).id).toBe(checkout.id);
    expect(sent.map((call) => [call.path, call.idempotencyKey])).toEqual([
      ["/checkout/preferences", "preference-1"],
      ["/checkout/preferences", "preference-1"],
    ]);
  });

  it("refunds part, then the rest, never past the amount, and a retried refund once", async () => {
    const { provider, sent } = standIn();
    const mp = provider();
    const charge = await mp.createPixCharge(pix("pix-refunds", 10_000));
    // Nothing to give back before it is paid.
    expect(
      (await rejection(mp.refund({ paymentId: charge.paymentId, idempotencyKey: "early" }), ProviderRefused)).status,
    ).toBe(400);
    await settle(charge.paymentId, "approve");

    const part = await mp.refund({ paymentId: charge.paymentId, amount: 2_550, idempotencyKey: "refund-1" });
    expect(part.amount).toBe(2_550);
    expect((await mp.refund({ paymentId: charge.paymentId, amount: 2_550, idempotencyKey: "refund-1" })).id).toBe(
      part.id,
    );
    expect(await mp.getPayment(charge.paymentId)).toMatchObject({
      status: "PAID",
      refunds: [{ id: part.id, amount: 2_550 }],
    });

    await rejection(
      mp.refund({ paymentId: charge.paymentId, amount: 7_451, idempotencyKey: "refund-too-much" }),
      ProviderRefused,
    );
    const rest = await mp.refund({ paymentId: charge.paymentId, idempotencyKey: "refund-rest" });
    expect(rest.amount).toBe(7_450);
    expect(await mp.getPayment(charge.paymentId)).toMatchObject({
      status: "REFUNDED",
      providerStatus: "refunded",
      refunds: [{ amount: 2_550 }, { amount: 7_450 }],
    });
    expect(sent.filter((call) => call.method === "POST").every((call) => call.idempotencyKey !== null)).toBe(true);
  });

  it("refuses creates without an idempotency key, as the provider does", async () => {
    const response = await toStandIn(
      new Request(`${BASE}/v1/payments`, {
        method: "POST",
        headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
        body: JSON.stringify({ transaction_amount: 10, payment_method_id: "pix", payer: { email: "a@example.com" } }),
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ cause: [{ code: 4292 }] });
  });
});

describe("retries", () => {
  it("retries a 5xx with backoff and the same idempotency key, then succeeds", async () => {
    const { provider, sent, waits } = standIn([503, 500]);
    const charge = await provider().createPixCharge(pix("pix-after-5xx"));
    expect(charge.status).toBe("PENDING");
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((call) => call.idempotencyKey))).toEqual(new Set(["pix-after-5xx"]));
    expect(waits).toHaveLength(2);
    expect(waits[1]!).toBeGreaterThan(waits[0]!);
  });

  it("retries a timeout and a lost connection", async () => {
    const { provider, sent } = standIn(["timeout", "network"]);
    const charge = await provider().createPixCharge(pix("pix-after-timeout"));
    expect(charge.status).toBe("PENDING");
    expect(sent).toHaveLength(3);
    const all = await rejection(
      standIn(["timeout", "timeout", "timeout"]).provider().getPayment(charge.paymentId),
      ProviderUnavailable,
    );
    expect(all.attempts).toBe(MAX_ATTEMPTS);
    expect(all.message).toMatch(/no answer/);
  });

  it("gives up after MAX_ATTEMPTS answers of 5xx: the provider is unavailable", async () => {
    const { provider, sent } = standIn([502, 503, 500, 500]);
    const error = await rejection(provider().createPixCharge(pix("pix-down")), ProviderUnavailable);
    expect(error.attempts).toBe(MAX_ATTEMPTS);
    expect(sent).toHaveLength(MAX_ATTEMPTS);
  });

  it("never retries a 4xx: the provider refused", async () => {
    const { provider, sent } = standIn([400, 500]);
    const error = await rejection(provider().createPixCharge(pix("pix-refused")), ProviderRefused);
    expect(error.status).toBe(400);
    expect(sent).toHaveLength(1);
    const unauthorized = standIn();
    const refused = await rejection(
      unauthorized.provider({ accessToken: "not-a-token" }).getPayment("1"),
      ProviderRefused,
    );
    expect(refused.status).toBe(401);
    expect(unauthorized.sent).toHaveLength(1);
  });
});

describe("a merchant's credentials", () => {
  beforeAll(async () => {
    await seed([bellaNapoli, laBrasaBurger]);
  });
  afterEach(() => vi.restoreAllMocks());

  const credentials = {
    provider: "mercadopago" as const,
    accessToken: TOKEN,
    publicKey: "TEST-0a1b2c3d-pk",
    webhookSecret: WEBHOOK_SECRET,
  };

  it("are stored encrypted, never answered, and give the merchant its provider", async () => {
    expect(await paymentProviderFor(env.DB, env, bellaNapoli.id, toStandIn)).toEqual({ name: "sandbox" });
    const view = await setPaymentAccount(env.DB, env, bellaNapoli.id, credentials, new Date());
    expect(JSON.stringify(view)).not.toContain(TOKEN);
    expect(JSON.stringify(await paymentAccountOf(env.DB, bellaNapoli.id))).not.toContain(WEBHOOK_SECRET);

    const row = await env.DB.prepare("SELECT * FROM payment_accounts WHERE merchant_id = ?1")
      .bind(bellaNapoli.id)
      .first<Record<string, unknown>>();
    expect(row).toMatchObject({ provider: "mercadopago", public_key: "TEST-0a1b2c3d-pk" });
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(TOKEN);
    expect(stored).not.toContain(WEBHOOK_SECRET);
    expect(stored).not.toContain("0123456789abcdef");
    expect(row!.access_token_encrypted).toMatch(/^v1\.[0-9a-f]{8}\./);

    const chosen = await paymentProviderFor(env.DB, env, bellaNapoli.id, toStandIn);
    expect(chosen.name).toBe("mercadopago");
    const mp = (chosen as { provider: PaymentProvider }).provider;
    const charge = await mp.createPixCharge(pix("pix-through-the-account"));
    expect((await mp.getPayment(charge.paymentId)).status).toBe("PENDING");
    // Another merchant is still on the sandbox.
    expect(await paymentProviderFor(env.DB, env, laBrasaBurger.id, toStandIn)).toEqual({ name: "sandbox" });
  });

  it("copied to another merchant's row, do not decrypt", async () => {
    await setPaymentAccount(env.DB, env, bellaNapoli.id, credentials, new Date());
    await env.DB.prepare(
      `INSERT OR REPLACE INTO payment_accounts (merchant_id, provider, access_token_encrypted, public_key, webhook_secret_encrypted, created_at, updated_at)
       SELECT ?1, provider, access_token_encrypted, public_key, webhook_secret_encrypted, created_at, updated_at FROM payment_accounts WHERE merchant_id = ?2`,
    )
      .bind(laBrasaBurger.id, bellaNapoli.id)
      .run();
    await expect(paymentProviderFor(env.DB, env, laBrasaBurger.id, toStandIn)).rejects.toThrow(/another merchant/);
    await setPaymentAccount(env.DB, env, laBrasaBurger.id, { provider: "sandbox" }, new Date());
    expect(await paymentProviderFor(env.DB, env, laBrasaBurger.id, toStandIn)).toEqual({ name: "sandbox" });
  });

  it("of a wrong form are refused without being echoed", async () => {
    const wrong = { ...credentials, accessToken: "sk_live_secret_value_123456", webhookSecret: "short" };
    const error = await rejection(setPaymentAccount(env.DB, env, bellaNapoli.id, wrong, new Date()), HttpError);
    expect(error.status).toBe(400);
    expect(JSON.stringify(error.toBody())).not.toContain("sk_live_secret_value_123456");
    expect(error.errors?.map((field) => field.field)).toEqual(["access_token", "webhook_secret"]);
  });

  it("are in no error and no log line of a failing provider call", async () => {
    const logged: string[] = [];
    for (const level of ["log", "info", "warn", "error", "debug"] as const)
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
    await setPaymentAccount(env.DB, env, bellaNapoli.id, credentials, new Date());
    // A provider that answers the request's own Authorization back in its error, as a faulty proxy might.
    const echo = async (request: Request) =>
      Response.json({ message: `bad ${request.headers.get("authorization")}`, error: "bad_request" }, { status: 400 });
    const refused = mercadoPagoProvider({
      accessToken: TOKEN,
      webhookSecret: WEBHOOK_SECRET,
      baseUrl: BASE,
      fetch: echo,
    });
    const down = standIn([500, 500, 500]).provider();
    const errors = [
      await rejection(refused.createPixCharge(pix("pix-echo")), ProviderRefused),
      await rejection(down.getPayment("1"), ProviderUnavailable),
    ];
    const mp = (await paymentProviderFor(env.DB, env, bellaNapoli.id, toStandIn)) as { provider: PaymentProvider };
    errors.push(await rejection(mp.provider.getPayment("999999999"), ProviderRefused));
    for (const error of errors) {
      const text = `${error.message} ${JSON.stringify(error)} ${String(error.stack)}`;
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain(WEBHOOK_SECRET);
    }
    expect(errors[0]!.message).toContain("[redacted]");
    expect(JSON.stringify(mp)).not.toContain(TOKEN);
    expect(logged.join("\n")).not.toContain(TOKEN);
  });
});

describe("the stand-in", () => {
  it("is not there unless MERCADOPAGO_SANDBOX is on", async () => {
    const request = () =>
      new Request(`${BASE}/v1/payments/999999999`, { headers: { authorization: `Bearer ${TOKEN}` } });
    const off = await createApp().fetch(request(), { ...env, MERCADOPAGO_SANDBOX: undefined });
    expect(off.status).toBe(404);
    expect(await off.json()).toMatchObject({ code: "NOT_FOUND" });
    expect((await toStandIn(request())).status).toBe(404);
    expect(await (await toStandIn(request())).json()).toMatchObject({ error: "not_found", cause: [{ code: 2000 }] });
  });

  it("lets only the admin key settle a payment", async () => {
    const charge = await standIn().provider().createPixCharge(pix("pix-admin-only"));
    const response = await toStandIn(
      new Request(`${BASE}/sandbox/payments/${charge.paymentId}/approve`, {
        method: "POST",
        headers: { authorization: `Bearer ${TOKEN}` },
      }),
    );
    expect(response.status).toBe(401);
  });

  it("sends a webhook signed as Mercado Pago signs it", async () => {
    const received: Request[] = [];
    const status = await sendMercadoPagoWebhook({
      notificationUrl: "https://loja.example/_webhooks/mercadopago?store=bella-napoli",
      paymentId: "123456789",
      webhookSecret: WEBHOOK_SECRET,
      send: async (request) => {
        received.push(request);
        return new Response(null, { status: 200 });
      },
    });
    expect(status).toBe(200);
    const request = received[0]!;
    const url = new URL(request.url);
    expect(url.searchParams.get("store")).toBe("bella-napoli");
    expect(url.searchParams.get("type")).toBe("payment");
    expect(await request.json()).toMatchObject({
      type: "payment",
      action: "payment.updated",
      data: { id: "123456789" },
    });
    const headers = {
      signature: request.headers.get("x-signature"),
      requestId: request.headers.get("x-request-id"),
      dataId: url.searchParams.get("data.id"),
    };
    expect(await verifySignature(WEBHOOK_SECRET, headers)).toEqual({ valid: true, dataId: "123456789" });
    expect(await verifySignature("another-secret", headers)).toMatchObject({ valid: false });
  });
});
