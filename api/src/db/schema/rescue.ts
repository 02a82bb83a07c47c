import { sql } from "drizzle-orm";
import { check, foreignKey, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { carts } from "./carts";
import { clients } from "./clients";

export const rescueChannels = ["EMAIL", "WHATSAPP"] as const;

/**
 * A rescue link sent for an abandoned cart (decision 110), and the record of its send: who, when,
 * how. Only the token's keyed hash is kept; `claim` names the request that spent it. One per cart
 * and store day: the unique index is what refuses a second send, however many taps cross.
 */
export const rescueLinks = sqliteTable(
  "rescue_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    merchantId: integer("merchant_id").notNull(),
    cartGuid: text("cart_guid").notNull(),
    clientId: integer("client_id").notNull(),
    channel: text("channel", { enum: rescueChannels }).notNull(),
    staffId: integer("staff_id"),
    staffName: text("staff_name").notNull(),
    /** The store's calendar day (yyyy-MM-dd in its time zone) it was sent on. */
    storeDate: text("store_date").notNull(),
    /** Unix seconds. */
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
    claim: text("claim"),
  },
  (t) => [
    uniqueIndex("rescue_links_merchant_id_cart_guid_store_date_unique").on(t.merchantId, t.cartGuid, t.storeDate),
    check("rescue_links_channel_check", sql`${t.channel} IN ('EMAIL', 'WHATSAPP')`),
    foreignKey({
      name: "rescue_links_cart_fk",
      columns: [t.merchantId, t.cartGuid],
      foreignColumns: [carts.merchantId, carts.guid],
    }).onDelete("cascade"),
    foreignKey({
      name: "rescue_links_client_fk",
      columns: [t.merchantId, t.clientId],
      foreignColumns: [clients.merchantId, clients.id],
    }).onDelete("cascade"),
  ],
);
