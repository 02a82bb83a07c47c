import { foreignKey, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { clients } from "./clients";

// Times are Unix seconds, as in the other account tables.

/** The same Google account at two merchants is two rows. */
export const clientIdentities = sqliteTable(
  "client_identities",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    merchantId: integer("merchant_id").notNull(),
    provider: text("provider", { enum: ["google", "facebook", "apple"] }).notNull(),
    subject: text("subject").notNull(),
    clientId: integer("client_id").notNull(),
    /** The e-mail the provider gave when the link was made (an Apple relay address stays as it is). */
    email: text("email"),
    /**
     * The provider vouched the e-mail was the person's. A link made without it (a new account from
     * an unverified e-mail) lasts until the e-mail's owner logs in by code (dropUnvouchedIdentities).
     */
    emailVerified: integer("email_verified", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("client_identities_merchant_provider_subject_unique").on(t.merchantId, t.provider, t.subject),
    index("client_identities_client_idx").on(t.merchantId, t.clientId),
    foreignKey({
      name: "client_identities_client_fk",
      columns: [t.merchantId, t.clientId],
      foreignColumns: [clients.merchantId, clients.id],
    }).onDelete("cascade"),
  ],
);

/** Local only; just the code's SHA-256 is kept. 60 seconds. */
export const sandboxOidcCodes = sqliteTable(
  "sandbox_oidc_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    provider: text("provider", { enum: ["google", "facebook", "apple"] }).notNull(),
    clientId: text("client_id").notNull(),
    redirectUri: text("redirect_uri").notNull(),
    codeChallenge: text("code_challenge").notNull(),
    nonce: text("nonce"),
    /** The test user chosen on the page (provider/oidc-users.ts). */
    user: text("user").notNull(),
    scope: text("scope").notNull(),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
  },
  (t) => [index("sandbox_oidc_codes_expires_at_idx").on(t.expiresAt)],
);
