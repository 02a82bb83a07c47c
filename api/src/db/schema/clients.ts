import { sql } from "drizzle-orm";
import { check, foreignKey, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { merchants } from "./merchants";

// Times in these tables are Unix seconds, compared in SQL against the request's clock.

/**
 * A customer account of one merchant. A deleted client keeps its row (orders point at it) with
 * personal data wiped and a placeholder e-mail, so the address can register again.
 */
export const clients = sqliteTable(
  "clients",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** Tax id digits (CPF in Brazil). */
    cpf: text("cpf"),
    /** PBKDF2 hash (api/src/auth/password.ts); null: logs in by e-mail token only. */
    passwordHash: text("password_hash"),
    phoneCountryCode: text("phone_country_code"),
    phoneDdd: text("phone_ddd"),
    phoneNumber: text("phone_number"),
    birthdate: text("birthdate"),
    /** Times the birthdate was set or changed; editable while 0 (spec §3: once). */
    birthdateChanges: integer("birthdate_changes").notNull().default(0),
    notifyEmail: integer("notify_email", { mode: "boolean" }).notNull().default(true),
    notifySms: integer("notify_sms", { mode: "boolean" }).notNull().default(false),
    notifyWhatsapp: integer("notify_whatsapp", { mode: "boolean" }).notNull().default(false),
    /** Set by the merchant: the storefront logs this client out (spec §4). */
    shouldDisconnect: integer("should_disconnect", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at").notNull(),
    deletedAt: integer("deleted_at"),
  },
  (t) => [
    uniqueIndex("clients_merchant_id_id_unique").on(t.merchantId, t.id),
    uniqueIndex("clients_merchant_id_email_unique").on(t.merchantId, t.email),
    uniqueIndex("clients_merchant_id_cpf_unique").on(t.merchantId, t.cpf),
    index("clients_merchant_id_phone_idx").on(t.merchantId, t.phoneCountryCode, t.phoneDdd, t.phoneNumber),
  ],
);

/** A login: the access token's `sid`. Logout or account deletion revokes it; the token is refused from then on. */
export const clientSessions = sqliteTable(
  "client_sessions",
  {
    id: text("id").primaryKey(),
    merchantId: integer("merchant_id").notNull(),
    clientId: integer("client_id").notNull(),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    revokedAt: integer("revoked_at"),
  },
  (t) => [
    index("client_sessions_client_id_idx").on(t.clientId),
    foreignKey({
      name: "client_sessions_client_fk",
      columns: [t.merchantId, t.clientId],
      foreignColumns: [clients.merchantId, clients.id],
    }).onDelete("cascade"),
  ],
);

export const emailTokenPurposes = ["login", "update_email"] as const;

/** A 6-digit token mailed to an address: only its SHA-256 (keyed by TOKEN_SECRET) is kept. Single use, 10 minutes. */
export const emailTokens = sqliteTable(
  "email_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    purpose: text("purpose", { enum: emailTokenPurposes }).notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
    /** Wrong tokens tried against this one. */
    attempts: integer("attempts").notNull().default(0),
  },
  (t) => [
    index("email_tokens_lookup_idx").on(t.merchantId, t.email, t.purpose),
    check("email_tokens_purpose_check", sql`${t.purpose} IN ('login', 'update_email')`),
  ],
);

/** E-mails the API would send: read locally through GET /dev/mail_outbox when MAIL_OUTBOX_READABLE is "1". */
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    toEmail: text("to_email").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("mail_outbox_to_email_idx").on(t.toEmail, t.id)],
);

/**
 * Fixed-window counters of failures and sends (wrong passwords or tokens per account and per IP,
 * token e-mails per address): `key` names the merchant and what is counted.
 */
export const authCounters = sqliteTable("auth_counters", {
  key: text("key").primaryKey(),
  windowStart: integer("window_start").notNull(),
  count: integer("count").notNull(),
});

/** Single sign-on links: a hashed one-use token naming a client, 15 minutes. */
export const clientAuthTokens = sqliteTable(
  "client_auth_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    merchantId: integer("merchant_id").notNull(),
    clientId: integer("client_id").notNull(),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
  },
  (t) => [
    foreignKey({
      name: "client_auth_tokens_client_fk",
      columns: [t.merchantId, t.clientId],
      foreignColumns: [clients.merchantId, clients.id],
    }).onDelete("cascade"),
  ],
);
