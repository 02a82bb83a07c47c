import { createDb } from "../db/client";
import { findPaymentAccount, type PaymentAccountRow, upsertPaymentAccount } from "../db/payment-accounts";
import type { Bindings } from "../env";
import { validationError } from "../http/errors";
import { credentialsKeyring, decryptCredential, encryptCredential } from "../payments/credentials";
import { MERCADOPAGO_API_URL, mercadoPagoProvider } from "../payments/mercadopago/client";
import type { PaymentProvider } from "../payments/provider";
import { standInWebhookSecret } from "../provider/mercadopago/sandbox";
import { SANDBOX_HOST, sandboxHost } from "../provider/sandbox-host";
import { findMerchantBySlug } from "../db/merchants";

/*
 * Which provider a merchant is paid through, and its credentials there (decision 084). The
 * credentials are written here and read only to build the provider: no function answers them.
 */

export type PaymentSecrets = Pick<
  Bindings,
  "PAYMENT_CREDENTIALS_KEY" | "PAYMENT_CREDENTIALS_KEY_PREVIOUS" | "MERCADOPAGO_API_URL"
>;

export type PaymentAccountInput =
  | { provider: "sandbox" }
  | { provider: "mercadopago"; accessToken: string; publicKey: string | null; webhookSecret: string };

/** What may be shown of an account: never its token or secret. */
export interface PaymentAccountView {
  provider: "sandbox" | "mercadopago";
  publicKey: string | null;
  updatedAt: number | null;
}

export type MerchantPaymentProvider = { name: "sandbox" } | { name: "mercadopago"; provider: PaymentProvider };

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);
// Mercado Pago's own formats: TEST-… for test credentials, APP_USR-… for production ones.
const ACCESS_TOKEN = /^(?:TEST|APP_USR)-[\w-]{8,300}$/;
const PUBLIC_KEY = /^(?:TEST|APP_USR)-[\w-]{8,100}$/;

/** The provider's origin: https, or http on a loopback host or the in-process stand-in. */
export function mercadoPagoUrl(value: string | undefined): string {
  if (value === undefined || value === "") return MERCADOPAGO_API_URL;
  const url = new URL(value);
  if (
    url.protocol === "https:" ||
    (url.protocol === "http:" && (LOOPBACK_HOSTS.has(url.hostname) || url.hostname === SANDBOX_HOST))
  )
    return value.replace(/\/$/, "");
  throw new Error("MERCADOPAGO_API_URL must be https (http only on a loopback host or the in-process stand-in)");
}

const context = (merchantId: number, field: "access_token" | "webhook_secret") => `merchant:${merchantId}:${field}`;

/** Sets how a merchant is paid (the console's settings will call it); credentials are checked for form, then encrypted. */
export async function setPaymentAccount(
  d1: D1Database,
  secrets: PaymentSecrets,
  merchantId: number,
  input: PaymentAccountInput,
  now: Date,
): Promise<PaymentAccountView> {
  const at = Math.floor(now.getTime() / 1000);
  const db = createDb(d1);
  if (input.provider === "sandbox") {
    await upsertPaymentAccount(
      db,
      { merchantId, provider: "sandbox", accessTokenEncrypted: null, publicKey: null, webhookSecretEncrypted: null },
      at,
    );
    return { provider: "sandbox", publicKey: null, updatedAt: at };
  }
  const errors = [
    ...(ACCESS_TOKEN.test(input.accessToken)
      ? []
      : [{ field: "access_token", message: "Not a Mercado Pago access token" }]),
    ...(input.publicKey === null || PUBLIC_KEY.test(input.publicKey)
      ? []
      : [{ field: "public_key", message: "Not a Mercado Pago public key" }]),
    ...(input.webhookSecret.length >= 16 && input.webhookSecret.length <= 200
      ? []
      : [{ field: "webhook_secret", message: "The webhook secret is 16 to 200 characters" }]),
  ];
  if (errors.length > 0) throw validationError("Invalid Mercado Pago credentials", errors);
  const keyring = await credentialsKeyring(secrets.PAYMENT_CREDENTIALS_KEY, secrets.PAYMENT_CREDENTIALS_KEY_PREVIOUS);
  await upsertPaymentAccount(
    db,
    {
      merchantId,
      provider: "mercadopago",
      accessTokenEncrypted: await encryptCredential(keyring, input.accessToken, context(merchantId, "access_token")),
      publicKey: input.publicKey,
      webhookSecretEncrypted: await encryptCredential(
        keyring,
        input.webhookSecret,
        context(merchantId, "webhook_secret"),
      ),
    },
    at,
  );
  return { provider: "mercadopago", publicKey: input.publicKey, updatedAt: at };
}

/** How a merchant is paid, without its secrets; no account: the sandbox. */
export async function paymentAccountOf(d1: D1Database, merchantId: number): Promise<PaymentAccountView> {
  const account = await findPaymentAccount(createDb(d1), merchantId);
  if (!account) return { provider: "sandbox", publicKey: null, updatedAt: null };
  return { provider: account.provider, publicKey: account.publicKey, updatedAt: account.updatedAt };
}

const isMercadoPagoAccount = (
  account: PaymentAccountRow | null,
): account is PaymentAccountRow & { accessTokenEncrypted: string; webhookSecretEncrypted: string } =>
  account !== null &&
  account.provider === "mercadopago" &&
  Boolean(account.accessTokenEncrypted) &&
  Boolean(account.webhookSecretEncrypted);

/** Whether the merchant is paid through Mercado Pago, read without its credentials (the payment methods ask it). */
export async function paidThroughMercadoPago(d1: D1Database, merchantId: number): Promise<boolean> {
  return isMercadoPagoAccount(await findPaymentAccount(createDb(d1), merchantId));
}

/**
 * The provider a merchant's online payments go through: the sandbox when it has no account (every
 * demo store today), else its own Mercado Pago account, reached in-process when MERCADOPAGO_API_URL
 * names the stand-in.
 */
export async function paymentProviderFor(
  d1: D1Database,
  secrets: PaymentSecrets,
  merchantId: number,
  inProcess: (request: Request) => Promise<Response>,
): Promise<MerchantPaymentProvider> {
  const account = await findPaymentAccount(createDb(d1), merchantId);
  if (!isMercadoPagoAccount(account)) return { name: "sandbox" };
  const keyring = await credentialsKeyring(secrets.PAYMENT_CREDENTIALS_KEY, secrets.PAYMENT_CREDENTIALS_KEY_PREVIOUS);
  const baseUrl = mercadoPagoUrl(secrets.MERCADOPAGO_API_URL);
  return {
    name: "mercadopago",
    provider: mercadoPagoProvider({
      accessToken: await decryptCredential(keyring, account.accessTokenEncrypted, context(merchantId, "access_token")),
      webhookSecret: await decryptCredential(
        keyring,
        account.webhookSecretEncrypted,
        context(merchantId, "webhook_secret"),
      ),
      baseUrl,
      fetch: sandboxHost(baseUrl) ? inProcess : (request) => fetch(request),
    }),
  };
}

/**
 * The demo stores paid through Mercado Pago, one per country; every other demo store stays on the
 * sandbox. Locally their account is at the stand-in (decision 084), given by `connectDemoStandInAccounts`.
 */
export const DEMO_MERCADOPAGO_STORES = ["acai-da-vila-pinheiros", "la-brasa-burger", "taqueria-el-guero"] as const;

/**
 * Gives each demo Mercado Pago store that has no account yet a test account at the stand-in, through
 * the same `setPaymentAccount` a store's owner uses: `npm start` and the end-to-end servers call it
 * once they are up (the credentials are encrypted with this Worker's key, so no seed file can hold
 * them). A store already set, to either provider, is left as it is. Answers the demo stores now paid
 * through Mercado Pago.
 */
export async function connectDemoStandInAccounts(
  d1: D1Database,
  secrets: PaymentSecrets,
  now: Date,
): Promise<string[]> {
  const db = createDb(d1);
  const paidThroughMercadoPago: string[] = [];
  for (const slug of DEMO_MERCADOPAGO_STORES) {
    const merchant = await findMerchantBySlug(db, slug);
    if (!merchant) continue;
    const account = await findPaymentAccount(db, merchant.id);
    if (account) {
      if (account.provider === "mercadopago") paidThroughMercadoPago.push(slug);
      continue;
    }
    const accessToken = `TEST-standin-${slug}`;
    await setPaymentAccount(
      d1,
      secrets,
      merchant.id,
      {
        provider: "mercadopago",
        accessToken,
        publicKey: `TEST-pk-standin-${slug}`,
        webhookSecret: await standInWebhookSecret(accessToken),
      },
      now,
    );
    paidThroughMercadoPago.push(slug);
  }
  return paidThroughMercadoPago;
}
