import type { PaymentAccount, paymentAccountRequestSchema } from "../../../contract";
import type * as z from "zod";
import type { Bindings } from "../env";
import { HttpError } from "../http/errors";
import { mercadoPagoProvider } from "../payments/mercadopago/client";
import { ProviderRefused, ProviderUnavailable } from "../payments/provider";
import { sandboxHost } from "../provider/sandbox-host";
import { type PaymentSecrets, mercadoPagoUrl, paymentAccountOf, setPaymentAccount } from "./payment-accounts";
import { webhookUrl } from "./provider-payments";

/*
 * The console's page of how a store is paid online (decision 089): what it shows (never the token
 * or the secret) and the owner's change, with pasted credentials tried at the provider first.
 */

type ConsolePaymentsEnv = PaymentSecrets & Pick<Bindings, "WEBHOOKS_ORIGIN">;

interface Store {
  id: number;
  slug: string;
}

/** How the store is paid, and the webhook URL to register at Mercado Pago. */
export async function readPaymentAccount(
  d1: D1Database,
  env: ConsolePaymentsEnv,
  store: Store,
): Promise<PaymentAccount> {
  const account = await paymentAccountOf(d1, store.id);
  return {
    provider: account.provider,
    public_key: account.publicKey,
    connected_at:
      account.provider === "mercadopago" && account.updatedAt !== null
        ? new Date(account.updatedAt * 1000).toISOString()
        : null,
    webhook_url: env.WEBHOOKS_ORIGIN ? webhookUrl(env.WEBHOOKS_ORIGIN, store.slug) : null,
  };
}

/**
 * Sets how the store is paid. Pasted credentials are saved only once the provider took the token
 * in one read: a token it refuses is PAYMENT_CREDENTIALS_REFUSED (422), a provider that does not
 * answer is PAYMENT_PROVIDER_UNAVAILABLE (503); either way nothing is saved.
 */
export async function changePaymentAccount(
  d1: D1Database,
  env: ConsolePaymentsEnv,
  store: Store,
  request: z.output<typeof paymentAccountRequestSchema>,
  inProcess: (request: Request) => Promise<Response>,
  now = new Date(),
): Promise<PaymentAccount> {
  if (request.provider === "sandbox") {
    await setPaymentAccount(d1, env, store.id, { provider: "sandbox" }, now);
    return readPaymentAccount(d1, env, store);
  }
  const baseUrl = mercadoPagoUrl(env.MERCADOPAGO_API_URL);
  const provider = mercadoPagoProvider({
    accessToken: request.access_token,
    webhookSecret: request.webhook_secret,
    baseUrl,
    fetch: sandboxHost(baseUrl) ? inProcess : (outgoing) => fetch(outgoing),
  });
  try {
    await provider.readAccount();
  } catch (error) {
    if (error instanceof ProviderRefused)
      throw new HttpError(422, "PAYMENT_CREDENTIALS_REFUSED", "Mercado Pago refused this access token", [
        { field: "access_token", message: "console.payments.errors.tokenRefused" },
      ]);
    if (error instanceof ProviderUnavailable)
      throw new HttpError(503, "PAYMENT_PROVIDER_UNAVAILABLE", "Mercado Pago did not answer; nothing was saved");
    throw error;
  }
  await setPaymentAccount(
    d1,
    env,
    store.id,
    {
      provider: "mercadopago",
      accessToken: request.access_token,
      publicKey: request.public_key,
      webhookSecret: request.webhook_secret,
    },
    now,
  );
  return readPaymentAccount(d1, env, store);
}
