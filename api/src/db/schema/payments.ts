import { sql } from "drizzle-orm";
import { check, foreignKey, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { merchants } from "./merchants";
import { orders } from "./orders";

// Times are Unix seconds, except the stand-in's, which keep the provider's ISO strings.

export const paymentProviderNames = ["sandbox", "mercadopago"] as const;

/**
 * Which provider a merchant is paid through and its credentials there (decision 084). The access
 * token and the webhook secret are AES-GCM ciphertexts (payments/credentials.ts), never plaintext;
 * the public key is public by design. No row: the sandbox.
 */
export const paymentAccounts = sqliteTable(
  "payment_accounts",
  {
    merchantId: integer("merchant_id")
      .primaryKey()
      .references(() => merchants.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: paymentProviderNames }).notNull(),
    accessTokenEncrypted: text("access_token_encrypted"),
    publicKey: text("public_key"),
    webhookSecretEncrypted: text("webhook_secret_encrypted"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    check("payment_accounts_provider_check", sql`${t.provider} IN ('sandbox', 'mercadopago')`),
    check(
      "payment_accounts_credentials_check",
      sql`${t.provider} = 'sandbox' OR (${t.accessTokenEncrypted} IS NOT NULL AND ${t.webhookSecretEncrypted} IS NOT NULL)`,
    ),
  ],
);

/**
 * One row per attempt to pay an order online at a provider: the provider's payment id, what was
 * asked (method, amount in minor units, currency) and each state it reported, as JSON
 * `[{ status, provider_status, at }]`. A provider's payment belongs to one attempt only.
 */
export const paymentAttempts = sqliteTable(
  "payment_attempts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: paymentProviderNames }).notNull(),
    providerPaymentId: text("provider_payment_id").notNull(),
    method: text("method", { enum: ["PIX", "CARD", "PSE", "OXXO"] }).notNull(),
    /** Minor units. */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: ["PENDING", "PAID", "FAILED", "REFUNDED"] }).notNull(),
    statusHistory: text("status_history").notNull(),
    /** A hosted checkout's: our reference of the attempt, which its payments carry back. */
    externalReference: text("external_reference"),
    /** A hosted checkout's page, where the customer's browser is sent to pay. */
    checkoutUrl: text("checkout_url"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("payment_attempts_provider_payment").on(t.provider, t.providerPaymentId),
    index("payment_attempts_order_idx").on(t.orderId),
    index("payment_attempts_reference_idx").on(t.merchantId, t.externalReference),
    // The reconciliation cron's queue: pending attempts, least recently read first.
    index("payment_attempts_pending_idx")
      .on(t.updatedAt)
      .where(sql`${t.status} = 'PENDING'`),
    check("payment_attempts_provider_check", sql`${t.provider} IN ('sandbox', 'mercadopago')`),
    check("payment_attempts_status_check", sql`${t.status} IN ('PENDING', 'PAID', 'FAILED', 'REFUNDED')`),
    check("payment_attempts_amount_check", sql`${t.amount} > 0`),
  ],
);

/**
 * The local Mercado Pago stand-in's payments (provider/mercadopago/): never written in production.
 * `collector` is the SHA-256 of the access token that created the payment (the account it belongs
 * to); an idempotency key is unique per account, as at the provider.
 */
export const mercadopagoSandboxPayments = sqliteTable(
  "mercadopago_sandbox_payments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    collector: text("collector").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    paymentMethodId: text("payment_method_id").notNull(),
    status: text("status").notNull(),
    statusDetail: text("status_detail").notNull(),
    /** Minor units. */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    description: text("description"),
    payerEmail: text("payer_email"),
    externalReference: text("external_reference"),
    notificationUrl: text("notification_url"),
    qrCode: text("qr_code"),
    dateOfExpiration: text("date_of_expiration"),
    dateCreated: text("date_created").notNull(),
    dateLastUpdated: text("date_last_updated").notNull(),
    /** PSE's bank, payer and callback_url; OXXO's reference (JSON). */
    details: text("details"),
  },
  (t) => [uniqueIndex("mercadopago_sandbox_payments_idempotency").on(t.collector, t.idempotencyKey)],
);

export const mercadopagoSandboxRefunds = sqliteTable(
  "mercadopago_sandbox_refunds",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    paymentId: integer("payment_id").notNull(),
    collector: text("collector").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    /** Minor units. */
    amount: integer("amount").notNull(),
    dateCreated: text("date_created").notNull(),
  },
  (t) => [
    uniqueIndex("mercadopago_sandbox_refunds_idempotency").on(t.collector, t.idempotencyKey),
    index("mercadopago_sandbox_refunds_payment_idx").on(t.paymentId),
    foreignKey({
      name: "mercadopago_sandbox_refunds_payment_fk",
      columns: [t.paymentId],
      foreignColumns: [mercadopagoSandboxPayments.id],
    }).onDelete("cascade"),
  ],
);

export const mercadopagoSandboxPreferences = sqliteTable(
  "mercadopago_sandbox_preferences",
  {
    id: text("id").primaryKey(),
    collector: text("collector").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    externalReference: text("external_reference"),
    /** The preference as it was asked for (JSON): items, back_urls, notification_url, expiry. */
    body: text("body").notNull(),
    dateCreated: text("date_created").notNull(),
  },
  (t) => [uniqueIndex("mercadopago_sandbox_preferences_idempotency").on(t.collector, t.idempotencyKey)],
);

/**
 * Money given back for an order (decision 085): a full refund when the store cancels or refuses a
 * paid online order, or a part the owner refunds from the console. `provider_refund_id` is the
 * provider's refund id (a sandbox store's: our own); `idempotency_key` is the one sent to the
 * provider, so a request sent twice (a retried cancel, a form tapped twice) finds its refund.
 * `refunded_by` is the staff member's id, or 'system'.
 */
export const paymentRefunds = sqliteTable(
  "payment_refunds",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The payment attempt refunded; null for a sandbox store, which keeps no attempts. */
    attemptId: integer("attempt_id").references(() => paymentAttempts.id, { onDelete: "set null" }),
    provider: text("provider", { enum: paymentProviderNames }).notNull(),
    providerRefundId: text("provider_refund_id").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    /** Minor units. */
    amount: integer("amount").notNull(),
    kind: text("kind", { enum: ["FULL", "PARTIAL"] }).notNull(),
    reason: text("reason").notNull(),
    refundedBy: text("refunded_by").notNull(),
    status: text("status", { enum: ["APPROVED"] }).notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("payment_refunds_provider_refund").on(t.provider, t.providerRefundId),
    uniqueIndex("payment_refunds_idempotency").on(t.merchantId, t.idempotencyKey),
    index("payment_refunds_order_idx").on(t.orderId),
    check("payment_refunds_provider_check", sql`${t.provider} IN ('sandbox', 'mercadopago')`),
    check("payment_refunds_amount_check", sql`${t.amount} > 0`),
    check("payment_refunds_kind_check", sql`${t.kind} IN ('FULL', 'PARTIAL')`),
    check("payment_refunds_status_check", sql`${t.status} IN ('APPROVED')`),
  ],
);

/** The local Cloudflare for SaaS stand-in's custom hostnames (provider/cloudflare/), one zone per zone id. */
export const cloudflareSandboxCustomHostnames = sqliteTable(
  "cloudflare_sandbox_custom_hostnames",
  {
    id: text("id").primaryKey(),
    zoneId: text("zone_id").notNull(),
    hostname: text("hostname").notNull(),
    status: text("status").notNull(),
    sslStatus: text("ssl_status").notNull(),
    /** JSON array of strings. */
    verificationErrors: text("verification_errors").notNull(),
    ownershipValue: text("ownership_value").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [uniqueIndex("cloudflare_sandbox_custom_hostnames_hostname").on(t.zoneId, t.hostname)],
);
