import { sql } from "drizzle-orm";
import { check, foreignKey, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { pauseReasons, soldOutKinds, staffRoles } from "../../../../contract/console";
import { staffLinkPurposes } from "../../../../contract/onboarding";
import { merchants } from "./merchants";

/** OWNER (everything, staff accounts included) or STAFF. Apart from customers: a staff e-mail may also be a client's. */
export const staffMembers = sqliteTable(
  "staff_members",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    role: text("role", { enum: staffRoles }).notNull(),
    passwordHash: text("password_hash").notNull(),
    createdAt: integer("created_at").notNull(),
    deletedAt: integer("deleted_at"),
    /** The invitation form's key (decision 111): the same form sent twice finds this member instead. */
    requestKey: text("request_key"),
  },
  (t) => [
    uniqueIndex("staff_members_merchant_id_id_unique").on(t.merchantId, t.id),
    uniqueIndex("staff_members_request_key_unique")
      .on(t.merchantId, t.requestKey)
      .where(sql`${t.requestKey} IS NOT NULL`),
    // Among live members only: a removed member's row stays (the history names them) and their address is free again.
    uniqueIndex("staff_members_merchant_id_email_unique")
      .on(t.merchantId, t.email)
      .where(sql`${t.deletedAt} IS NULL`),
    check("staff_members_role_check", sql`${t.role} IN ('OWNER', 'STAFF')`),
  ],
);

/** A staff login: the staff token's `sid`. Logout, or the member's removal, revokes it. */
export const staffSessions = sqliteTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    merchantId: integer("merchant_id").notNull(),
    staffId: integer("staff_id").notNull(),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    revokedAt: integer("revoked_at"),
  },
  (t) => [
    index("staff_sessions_staff_idx").on(t.merchantId, t.staffId),
    foreignKey({
      name: "staff_sessions_staff_fk",
      columns: [t.merchantId, t.staffId],
      foreignColumns: [staffMembers.merchantId, staffMembers.id],
    }).onDelete("cascade"),
  ],
);

/**
 * A link mailed to a staff member to set their password: an invitation, or a reset. Only its token's
 * keyed hash is kept; it is used once (`used_at`) before `expires_at` (decision 108).
 */
export const staffLinks = sqliteTable(
  "staff_links",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    merchantId: integer("merchant_id").notNull(),
    staffId: integer("staff_id").notNull(),
    purpose: text("purpose", { enum: staffLinkPurposes }).notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
  },
  (t) => [
    uniqueIndex("staff_links_token_hash_unique").on(t.tokenHash),
    index("staff_links_staff_idx").on(t.merchantId, t.staffId),
    foreignKey({
      name: "staff_links_staff_fk",
      columns: [t.merchantId, t.staffId],
      foreignColumns: [staffMembers.merchantId, staffMembers.id],
    }).onDelete("cascade"),
    check("staff_links_purpose_check", sql`${t.purpose} IN ('INVITATION', 'PASSWORD_RESET')`),
  ],
);

/** Unavailable until `until` (the end of the store's day) or until staff puts it back (row deleted). */
export const soldOut = sqliteTable(
  "sold_out",
  {
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: soldOutKinds }).notNull(),
    refId: integer("ref_id").notNull(),
    until: text("until").notNull(),
    staffId: integer("staff_id"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.kind, t.refId] }),
    check("sold_out_kind_check", sql`${t.kind} IN ('ITEM', 'OPTION', 'FLAVOR')`),
  ],
);

export const storeDay = sqliteTable(
  "store_day",
  {
    merchantId: integer("merchant_id")
      .primaryKey()
      .references(() => merchants.id, { onDelete: "cascade" }),
    pausedUntil: text("paused_until"),
    pauseReason: text("pause_reason", { enum: pauseReasons }),
    pausedBy: integer("paused_by"),
    prepTimes: text("prep_times"),
    /** New orders awaiting an answer are accepted by the API as they arrive (placed or paid). */
    autoAccept: integer("auto_accept", { mode: "boolean" }).notNull().default(false),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    check(
      "store_day_pause_reason_check",
      sql`${t.pauseReason} IS NULL OR ${t.pauseReason} IN ('HIGH_DEMAND', 'KITCHEN', 'CLOSING_SOON', 'OTHER')`,
    ),
  ],
);
