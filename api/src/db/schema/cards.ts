import { sql } from "drizzle-orm";
import { check, foreignKey, index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { clients } from "./clients";
import { merchants } from "./merchants";

// Times are Unix seconds.

/** A saved delivery address of a client (spec §7 "Addresses"); at most 100 a client (checked by the route). */
export const clientAddresses = sqliteTable(
  "client_addresses",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    merchantId: integer("merchant_id").notNull(),
    clientId: integer("client_id").notNull(),
    /** HOME, WORK or OTHER (contract addressLabelSchema). */
    label: text("label", { enum: ["HOME", "WORK", "OTHER"] }).notNull(),
    zipCode: text("zip_code").notNull(),
    street: text("street").notNull(),
    number: text("number").notNull(),
    complement: text("complement"),
    neighborhood: text("neighborhood").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    country: text("country").notNull(),
    referencePoint: text("reference_point"),
    latitude: real("latitude"),
    longitude: real("longitude"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    index("client_addresses_client_idx").on(t.merchantId, t.clientId),
    check("client_addresses_label_check", sql`${t.label} IN ('HOME', 'WORK', 'OTHER')`),
    foreignKey({
      name: "client_addresses_client_fk",
      columns: [t.merchantId, t.clientId],
      foreignColumns: [clients.merchantId, clients.id],
    }).onDelete("cascade"),
  ],
);

/** How the sandbox provider answers a charge of a card: card payments read it. */
/** CHALLENGE: the provider's page asks for a confirmation code (3-D Secure) before it approves. */
export const sandboxCardBehaviours = ["APPROVE", "DECLINE", "CHALLENGE"] as const;

/**
 * A saved card: only what the provider tells back (brand, last four, expiry), never the number.
 * Deleting sets `deleted_at` (orders may point at the card later).
 */
export const clientCards = sqliteTable(
  "client_cards",
  {
    guid: text("guid").primaryKey(),
    merchantId: integer("merchant_id").notNull(),
    clientId: integer("client_id").notNull(),
    brand: text("brand").notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    lastFourDigits: text("last_four_digits").notNull(),
    nickname: text("nickname"),
    behaviour: text("behaviour", { enum: sandboxCardBehaviours }).notNull().default("APPROVE"),
    lastUsedAt: integer("last_used_at"),
    createdAt: integer("created_at").notNull(),
    deletedAt: integer("deleted_at"),
  },
  (t) => [
    index("client_cards_client_idx").on(t.merchantId, t.clientId),
    foreignKey({
      name: "client_cards_client_fk",
      columns: [t.merchantId, t.clientId],
      foreignColumns: [clients.merchantId, clients.id],
    }).onDelete("cascade"),
  ],
);

/** The card brands a merchant takes online (JSON array of contract card brand codes); no row: the default set. */
export const cardSettings = sqliteTable("card_settings", {
  merchantId: integer("merchant_id")
    .primaryKey()
    .references(() => merchants.id, { onDelete: "cascade" }),
  acceptedBrands: text("accepted_brands").notNull(),
});

/**
 * A token of the sandbox card provider's hosted page: single use (`used_at`), bound to the app id
 * (`sandbox_<slug>`) it was made for. Only its SHA-256 is kept, and of the card only brand, last
 * four, expiry and holder name: never the number or the security code.
 */
export const providerTokens = sqliteTable(
  "provider_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    appId: text("app_id").notNull(),
    brand: text("brand").notNull(),
    lastFourDigits: text("last_four_digits").notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    holderName: text("holder_name").notNull(),
    behaviour: text("behaviour", { enum: sandboxCardBehaviours }).notNull(),
    createdAt: integer("created_at").notNull(),
    usedAt: integer("used_at"),
  },
  (t) => [index("provider_tokens_created_at_idx").on(t.createdAt)],
);
