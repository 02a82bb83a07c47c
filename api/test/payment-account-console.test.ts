import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { paymentAccountResponseSchema } from "../../contract";
import { standInWebhookSecret } from "../src/provider/mercadopago/sandbox";
import { changePaymentAccount } from "../src/services/console-payments";
import { paymentProviderFor, setPaymentAccount } from "../src/services/payment-accounts";
import { copShop } from "./cart-fixtures";
import { insertStaff, staffToken } from "./console-fixtures";
import { call, expectError, getWithToken, seed, send } from "./helpers";
import { SHOP, json, shop } from "./orders-fixtures";

/*
 * The console's page of how a store is paid online, on the API: every member reads it, only the
 * owner connects a Mercado Pago account, whose token is tried at the provider (the stand-in) before
 * anything is saved; no answer ever carries the token or the webhook secret.
 */

const TOKEN = "TEST-4826-120700-5555666677778888999900001111aaaa-246810121";
const PUBLIC_KEY = "TEST-5a6b7c8d-1234-4f00-9abc-0123456789ab";
const PATH = `/console/${SHOP}/payment_account`;

let secret: string;

beforeAll(async () => {
  await seed([shop, copShop]);
  await insertStaff(shop.id, "dono@pagamentos.test", "OWNER", "Dona Carla");
  await insertStaff(shop.id, "equipe@pagamentos.test", "STAFF", "Rita");
  await insertStaff(copShop.id, "dono@pesos-pagos.test", "OWNER", "Juan");
  secret = await standInWebhookSecret(TOKEN);
});

beforeEach(async () => {
  await setPaymentAccount(env.DB, env, shop.id, { provider: "sandbox" }, new Date());
});

const owner = () => staffToken(SHOP, "dono@pagamentos.test");
const connect = (token: string, body: Record<string, unknown> = {}) =>
  send("PUT", PATH, token, {
    provider: "mercadopago",
    access_token: TOKEN,
    public_key: PUBLIC_KEY,
    webhook_secret: secret,
    ...body,
  });
const account = async (response: Response) => {
  const text = await response.text();
  expect(text).not.toContain(TOKEN);
  expect(text).not.toContain(secret);
  return json(new Response(text, { status: response.status }), 200, (body) =>
    paymentAccountResponseSchema.parse(body),
  ).then((body) => body.data);
};
const storedRow = () =>
  env.DB.prepare("SELECT * FROM payment_accounts WHERE merchant_id = ?1")
    .bind(shop.id)
    .first<Record<string, unknown>>();

describe("the store's payment account in the console", () => {
  it("shows a store on the sandbox, with the webhook URL to register at Mercado Pago", async () => {
    expect(await account(await getWithToken(PATH, await owner()))).toEqual({
      provider: "sandbox",
      public_key: null,
      connected_at: null,
      webhook_url: `https://comanda.example/_webhooks/mercadopago/${SHOP}`,
    });
  });

  it("lets the owner connect Mercado Pago: the token tried at the provider, saved encrypted, never answered", async () => {
    const token = await owner();
    const before = Date.now();
    const saved = await account(await connect(token));
    expect(saved).toMatchObject({ provider: "mercadopago", public_key: PUBLIC_KEY });
    expect(Date.parse(saved.connected_at!)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(await account(await getWithToken(PATH, await staffToken(SHOP, "equipe@pagamentos.test")))).toEqual(saved);

    const row = JSON.stringify(await storedRow());
    expect(row).not.toContain(TOKEN);
    expect(row).not.toContain(secret);
    const chosen = await paymentProviderFor(env.DB, env, shop.id, async () => new Response(null, { status: 500 }));
    expect(chosen.name).toBe("mercadopago");

    expect(await account(await send("PUT", PATH, token, { provider: "sandbox" }))).toMatchObject({
      provider: "sandbox",
      public_key: null,
      connected_at: null,
    });
    expect(await storedRow()).toMatchObject({ provider: "sandbox", access_token_encrypted: null });
  });

  it("refuses a token the provider does not take, with a clear code, and saves nothing", async () => {
    const refused = await expectError(
      await connect(await owner(), { access_token: `${TOKEN}-revoked` }),
      422,
      "PAYMENT_CREDENTIALS_REFUSED",
    );
    expect(refused.errors).toEqual([{ field: "access_token", message: "console.payments.errors.tokenRefused" }]);
    expect(JSON.stringify(refused)).not.toContain(TOKEN);
    expect(await storedRow()).toMatchObject({ provider: "sandbox", access_token_encrypted: null });
  });

  it("refuses credentials of the wrong form beside their fields, before asking the provider", async () => {
    const refused = await expectError(
      await connect(await owner(), {
        access_token: "not-a-token",
        public_key: "APP_USR-5a6b7c8d-1234",
        webhook_secret: "short",
      }),
      400,
      "VALIDATION_ERROR",
    );
    expect(refused.errors).toEqual(
      expect.arrayContaining([
        { field: "access_token", message: "console.payments.errors.tokenInvalid" },
        { field: "webhook_secret", message: "console.payments.errors.secretInvalid" },
      ]),
    );
    const mixed = await expectError(
      await connect(await owner(), { public_key: "APP_USR-5a6b7c8d-1234-4f00" }),
      400,
      "VALIDATION_ERROR",
    );
    expect(mixed.errors).toEqual([{ field: "public_key", message: "console.payments.errors.publicKeyMismatch" }]);
  });

  it("says when the provider does not answer, and saves nothing", async () => {
    const down = async () => new Response("upstream down", { status: 503 });
    const change = changePaymentAccount(
      env.DB,
      env,
      { id: shop.id, slug: SHOP },
      { provider: "mercadopago", access_token: TOKEN, public_key: null, webhook_secret: secret },
      down,
    );
    await expect(change).rejects.toMatchObject({ status: 503, code: "PAYMENT_PROVIDER_UNAVAILABLE" });
    await expect(change).rejects.not.toMatchObject({ message: expect.stringContaining(TOKEN) });
    expect(await storedRow()).toMatchObject({ provider: "sandbox", access_token_encrypted: null });
  });

  it("lets only the store's owner change it", async () => {
    const staff = await staffToken(SHOP, "equipe@pagamentos.test");
    await expectError(await connect(staff), 403, "FORBIDDEN");
    await expectError(await send("PUT", PATH, staff, { provider: "sandbox" }), 403, "FORBIDDEN");
    await expectError(await connect(await staffToken(copShop.slug, "dono@pesos-pagos.test")), 403, "FORBIDDEN");
    const bare = await call(PATH, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ provider: "mercadopago", access_token: TOKEN, public_key: null, webhook_secret: secret }),
    });
    expect(bare.status).toBe(401);
    expect(await getWithToken(PATH, await staffToken(copShop.slug, "dono@pesos-pagos.test"))).toHaveProperty(
      "status",
      403,
    );
    expect(await storedRow()).toMatchObject({ provider: "sandbox", access_token_encrypted: null });
  });
});
