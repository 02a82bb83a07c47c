import * as z from "zod";
import { envelope } from "./envelope";

// How a store is paid online, as its console shows and sets it. The access token and the webhook
// secret go one way only: sent when the owner connects, never answered. Messages are locale keys
// under console.payments.errors, shared by the console's form and the API's field errors.

export const PAYMENT_ACCOUNT_ERRORS = {
  tokenRequired: "console.payments.errors.tokenRequired",
  tokenInvalid: "console.payments.errors.tokenInvalid",
  tokenRefused: "console.payments.errors.tokenRefused",
  publicKeyInvalid: "console.payments.errors.publicKeyInvalid",
  publicKeyMismatch: "console.payments.errors.publicKeyMismatch",
  secretRequired: "console.payments.errors.secretRequired",
  secretInvalid: "console.payments.errors.secretInvalid",
} as const;

const E = PAYMENT_ACCOUNT_ERRORS;

export const paymentAccountProviders = ["sandbox", "mercadopago"] as const;
export const paymentAccountProviderSchema = z.enum(paymentAccountProviders);
export type PaymentAccountProvider = z.infer<typeof paymentAccountProviderSchema>;

/** Mercado Pago's own formats: TEST-… for test credentials, APP_USR-… for production ones. */
const ACCESS_TOKEN = /^(?:TEST|APP_USR)-[\w-]{8,300}$/;
const PUBLIC_KEY = /^(?:TEST|APP_USR)-[\w-]{8,100}$/;
const kindOf = (credential: string) => credential.slice(0, credential.indexOf("-"));

export const paymentAccountSchema = z.object({
  provider: paymentAccountProviderSchema,
  public_key: z.string().nullable(),
  /** When the store's current credentials were saved; null on the sandbox it never left. */
  connected_at: z.string().nullable(),
  /** What to register in Mercado Pago's panel; null when the API has no public origin configured. */
  webhook_url: z.string().nullable(),
});
export type PaymentAccount = z.infer<typeof paymentAccountSchema>;

export const paymentAccountResponseSchema = envelope(paymentAccountSchema);

const mercadoPagoAccountSchema = z
  .object({
    provider: z.literal("mercadopago"),
    access_token: z
      .string({ error: E.tokenRequired })
      .trim()
      .min(1, { error: E.tokenRequired, abort: true })
      .regex(ACCESS_TOKEN, { error: E.tokenInvalid }),
    public_key: z
      .string({ error: E.publicKeyInvalid })
      .trim()
      .regex(PUBLIC_KEY, { error: E.publicKeyInvalid })
      .nullish()
      .transform((key) => key ?? null),
    webhook_secret: z
      .string({ error: E.secretRequired })
      .trim()
      .min(1, { error: E.secretRequired, abort: true })
      .min(16, { error: E.secretInvalid })
      .max(200, { error: E.secretInvalid }),
  })
  // A test token with a production key (or the reverse) is two applications' credentials mixed up.
  .refine((account) => account.public_key === null || kindOf(account.public_key) === kindOf(account.access_token), {
    error: E.publicKeyMismatch,
    path: ["public_key"],
  });

export const paymentAccountRequestSchema = z.discriminatedUnion("provider", [
  z.object({ provider: z.literal("sandbox") }),
  mercadoPagoAccountSchema,
]);
export type PaymentAccountRequest = z.input<typeof paymentAccountRequestSchema>;
