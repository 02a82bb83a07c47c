import { sql } from "drizzle-orm";
import { check, foreignKey, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bool } from "./columns";
import { clients } from "./clients";
import { cartLink } from "./carts";
import { merchants } from "./merchants";

export const couponDiscountTypes = ["FIXED", "PERCENTAGE", "FREE_DELIVERY"] as const;
export const couponDeliveryRestrictions = ["STORE_ONLY", "DELIVERY_ONLY"] as const;

export const coupons = sqliteTable(
  "coupons",
  {
    id: integer("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    /** The voucher code, upper case (a customer's code is trimmed and upper-cased before it is looked up). */
    code: text("code").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    discountType: text("discount_type", { enum: couponDiscountTypes }).notNull(),
    /** FIXED: minor units; PERCENTAGE: whole percent 1..100; FREE_DELIVERY: 0. */
    value: integer("value").notNull(),
    /** Cap of a PERCENTAGE discount in minor units; null: none. */
    maxDiscount: integer("max_discount"),
    /** Subtotal the cart must reach, minor units (MINIMUM_ORDER); 0: none. */
    minimumOrder: integer("minimum_order").notNull().default(0),
    /** ISO instants; the coupon is unknown (404) before start_date and after end_date. */
    startDate: text("start_date").notNull(),
    endDate: text("end_date"),
    enabled: bool("enabled"),
    displayedInWallet: bool("displayed_in_wallet"),
    /** Exclusive to this client (REQUIRED_CLIENT for a visitor; unknown, 404, to any other client). */
    clientId: integer("client_id"),
    /** Needs a logged-in client (REQUIRED_CLIENT), even when not exclusive. */
    requiresClient: integer("requires_client", { mode: "boolean" }).notNull().default(false),
    /** One use per client (ALREADY_USED); implies requires_client. */
    singleUse: integer("single_use", { mode: "boolean" }).notNull().default(false),
    /** The client's first order at this merchant, with a CPF on the account (FIRST_ORDER). */
    firstOrderOnly: integer("first_order_only", { mode: "boolean" }).notNull().default(false),
    /** Not with items on promotion (PROMOTIONAL_ITEM). */
    notWithPromotionalItems: integer("not_with_promotional_items", { mode: "boolean" }).notNull().default(false),
    /** Not with a loyalty redemption or a fidelity reward in the cart (FIDELITY_PROGRAM). */
    notWithLoyalty: integer("not_with_loyalty", { mode: "boolean" }).notNull().default(false),
    /** Orders that may use it in all (its uses: orders not canceled whose cart holds it); null: no limit. */
    maxUses: integer("max_uses"),
    /** Orders one client may place with it (ALREADY_USED); null: no limit; single_use is 1 and is written with it. */
    maxUsesPerClient: integer("max_uses_per_client"),
    /** STORE_ONLY forces TAKEOUT, DELIVERY_ONLY forces DELIVERY (customer spec §4); null: any. */
    deliveryRestriction: text("delivery_restriction", { enum: couponDeliveryRestrictions }),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("coupons_merchant_id_id_unique").on(t.merchantId, t.id),
    uniqueIndex("coupons_merchant_id_code_unique").on(t.merchantId, t.code),
    check("coupons_discount_type_check", sql`${t.discountType} IN ('FIXED', 'PERCENTAGE', 'FREE_DELIVERY')`),
    check(
      "coupons_value_check",
      sql`${t.value} >= 0 AND (${t.discountType} <> 'PERCENTAGE' OR ${t.value} BETWEEN 1 AND 100)`,
    ),
    check(
      "coupons_delivery_restriction_check",
      sql`${t.deliveryRestriction} IS NULL OR ${t.deliveryRestriction} IN ('STORE_ONLY', 'DELIVERY_ONLY')`,
    ),
    check("coupons_max_uses_check", sql`${t.maxUses} IS NULL OR ${t.maxUses} >= 1`),
    check("coupons_max_uses_per_client_check", sql`${t.maxUsesPerClient} IS NULL OR ${t.maxUsesPerClient} >= 1`),
  ],
);

/**
 * A single-use coupon is held by one cart of a client at most: the partial unique index makes two
 * crossing applies give one row. The row stays with the order, so the coupon stays used.
 */
export const cartCoupons = sqliteTable(
  "cart_coupons",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    merchantId: integer("merchant_id").notNull(),
    cartGuid: text("cart_guid").notNull(),
    couponId: integer("coupon_id").notNull(),
    clientId: integer("client_id"),
    /** Copy of coupons.single_use, for the partial unique index. */
    singleUse: integer("single_use", { mode: "boolean" }).notNull().default(false),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("cart_coupons_cart_coupon_unique").on(t.merchantId, t.cartGuid, t.couponId),
    uniqueIndex("cart_coupons_single_use_unique")
      .on(t.merchantId, t.couponId, t.clientId)
      .where(sql`${t.singleUse} = 1`),
    index("cart_coupons_client_idx").on(t.merchantId, t.clientId),
    index("cart_coupons_coupon_idx").on(t.merchantId, t.couponId),
    cartLink(t, "cart_coupons_cart_fk"),
    foreignKey({
      name: "cart_coupons_coupon_fk",
      columns: [t.merchantId, t.couponId],
      foreignColumns: [coupons.merchantId, coupons.id],
    }).onDelete("cascade"),
  ],
);

export const clientCoupons = sqliteTable(
  "client_coupons",
  {
    merchantId: integer("merchant_id").notNull(),
    clientId: integer("client_id").notNull(),
    couponId: integer("coupon_id").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.clientId, t.couponId] }),
    foreignKey({
      name: "client_coupons_client_fk",
      columns: [t.merchantId, t.clientId],
      foreignColumns: [clients.merchantId, clients.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "client_coupons_coupon_fk",
      columns: [t.merchantId, t.couponId],
      foreignColumns: [coupons.merchantId, coupons.id],
    }).onDelete("cascade"),
  ],
);

export const loyaltyEntryKinds = ["EARNED", "REDEEMED", "EXPIRED", "BONUS", "REFUNDED"] as const;

/**
 * The balance is the sum of `points` over entries in effect and not expired; EARNED is written once
 * per delivered order (partial unique index).
 */
export const loyaltyEntries = sqliteTable(
  "loyalty_entries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    merchantId: integer("merchant_id").notNull(),
    clientId: integer("client_id").notNull(),
    kind: text("kind", { enum: loyaltyEntryKinds }).notNull(),
    /** Signed: positive for EARNED, BONUS and REFUNDED, negative for REDEEMED and EXPIRED. */
    points: integer("points").notNull(),
    description: text("description").notNull(),
    orderId: integer("order_id"),
    /** When the entry counts (customer spec §4: the extract keeps only entries whose effectivation date has passed). */
    effectiveAt: text("effective_at").notNull(),
    /** When earned points stop counting; null: never. */
    expiresAt: text("expires_at"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    index("loyalty_entries_client_idx").on(t.merchantId, t.clientId, t.effectiveAt),
    uniqueIndex("loyalty_entries_order_kind_unique")
      .on(t.merchantId, t.orderId, t.kind)
      .where(sql`${t.orderId} IS NOT NULL`),
    check("loyalty_entries_kind_check", sql`${t.kind} IN ('EARNED', 'REDEEMED', 'EXPIRED', 'BONUS', 'REFUNDED')`),
    foreignKey({
      name: "loyalty_entries_client_fk",
      columns: [t.merchantId, t.clientId],
      foreignColumns: [clients.merchantId, clients.id],
    }).onDelete("cascade"),
  ],
);

/** Applied to the client's next order as a FIDELITY discount and used by the order that carries it. */
export const fidelityRewards = sqliteTable(
  "fidelity_rewards",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    merchantId: integer("merchant_id").notNull(),
    clientId: integer("client_id").notNull(),
    programId: integer("program_id").notNull(),
    cycle: integer("cycle").notNull(),
    reachedAt: text("reached_at").notNull(),
    /** When the client saw the congratulations modal; null: not yet. */
    seenAt: text("seen_at"),
    usedOrderId: integer("used_order_id"),
    usedAt: text("used_at"),
  },
  (t) => [
    uniqueIndex("fidelity_rewards_cycle_unique").on(t.merchantId, t.clientId, t.programId, t.cycle),
    uniqueIndex("fidelity_rewards_order_unique")
      .on(t.merchantId, t.usedOrderId)
      .where(sql`${t.usedOrderId} IS NOT NULL`),
    foreignKey({
      name: "fidelity_rewards_client_fk",
      columns: [t.merchantId, t.clientId],
      foreignColumns: [clients.merchantId, clients.id],
    }).onDelete("cascade"),
  ],
);
