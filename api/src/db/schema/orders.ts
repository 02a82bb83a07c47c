import { sql } from "drizzle-orm";
import { check, foreignKey, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { cancelReasons } from "../../../../contract/order-cancellation";
import { orderStatuses } from "../../../../contract/orders";
import { deliveryTypes } from "./carts";
import { merchants } from "./merchants";

export const paymentStatusValues = ["NOT_REQUIRED", "PENDING", "PAID", "FAILED", "EXPIRED", "REFUNDED"] as const;

/**
 * A frozen copy of its cart as priced when placed, so no later menu change reaches it. One order per
 * intent: (merchant_id, idempotency_key) and (merchant_id, cart_guid) are unique.
 */
export const orders = sqliteTable(
  "orders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    cartGuid: text("cart_guid").notNull(),
    visitorId: text("visitor_id").notNull(),
    clientId: integer("client_id"),
    idempotencyKey: text("idempotency_key").notNull(),
    status: text("status", { enum: orderStatuses }).notNull(),
    /** JSON array of { status, at } (contract orderSchema.history). */
    history: text("history").notNull(),
    deliveryType: text("delivery_type", { enum: deliveryTypes }).notNull(),
    /** JSON of contract cartAddressSchema, DELIVERY only. */
    address: text("address"),
    areaName: text("area_name"),
    /** JSON of contract timeToReceiveSchema, or null. */
    timeToReceive: text("time_to_receive"),
    deliveryCode: text("delivery_code"),
    scheduledTo: text("scheduled_to"),
    customerName: text("customer_name").notNull(),
    /** JSON of contract clientPhoneSchema. */
    customerPhone: text("customer_phone").notNull(),
    taxId: text("tax_id"),
    notes: text("notes"),
    /** TAKEOUT only: the customer eats at the venue (the store's consume_in_store_available). */
    consumeInStore: integer("consume_in_store", { mode: "boolean" }).notNull().default(false),
    snapshot: text("snapshot").notNull(),
    subtotal: integer("subtotal").notNull(),
    deliveryFee: integer("delivery_fee").notNull(),
    discount: integer("discount").notNull(),
    increase: integer("increase").notNull(),
    total: integer("total").notNull(),
    paymentKind: text("payment_kind", { enum: ["ONLINE", "OFFLINE"] }).notNull(),
    paymentMethod: text("payment_method", {
      enum: ["CASH", "CREDIT_CARD", "DEBIT_CARD", "MEAL_VOUCHER", "PIX_ON_DELIVERY", "PIX", "CARD", "PSE", "OXXO"],
    }).notNull(),
    paymentStatus: text("payment_status", { enum: paymentStatusValues }).notNull(),
    changeFor: integer("change_for"),
    brand: text("brand"),
    cardGuid: text("card_guid"),
    cardLastFour: text("card_last_four"),
    pixTxid: text("pix_txid"),
    pixCode: text("pix_code"),
    pixExpiresAt: text("pix_expires_at"),
    /** PSE: the bank's page; OXXO: the printable voucher. */
    paymentUrl: text("payment_url"),
    /** OXXO: the voucher's reference. */
    paymentReference: text("payment_reference"),
    /** OXXO: the voucher's deadline (ISO, UTC). */
    paymentExpiresAt: text("payment_expires_at"),
    paymentFailure: text("payment_failure"),
    /** Why the store refused or canceled it (contract cancelReasons), shown to the customer with the note. */
    cancelReason: text("cancel_reason", { enum: cancelReasons }),
    cancelNote: text("cancel_note"),
    /** A confirmed order in the kitchen (contract kitchenStates): null while queued, beside its status. */
    kitchenState: text("kitchen_state", { enum: ["PREPARING", "READY"] }),
    kitchenStartedAt: text("kitchen_started_at"),
    kitchenReadyAt: text("kitchen_ready_at"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("orders_merchant_id_id_unique").on(t.merchantId, t.id),
    uniqueIndex("orders_idempotency_key_unique").on(t.merchantId, t.idempotencyKey),
    uniqueIndex("orders_cart_guid_unique").on(t.merchantId, t.cartGuid),
    index("orders_client_idx").on(t.merchantId, t.clientId, t.createdAt),
    index("orders_visitor_idx").on(t.merchantId, t.visitorId, t.createdAt),
    // The console's day (totals, CSV) reads one merchant's orders placed between two instants.
    index("orders_merchant_created_idx").on(t.merchantId, t.createdAt),
    uniqueIndex("orders_pix_txid_unique").on(t.pixTxid),
    // The cron's expiry of unpaid orders at their deadline, without reading every order each minute.
    index("orders_payment_deadline_idx")
      .on(t.pixExpiresAt)
      .where(sql`${t.status} = 'WAITING_PAYMENT' AND ${t.paymentStatus} = 'PENDING'`),
    // The contract's statuses inlined: a status added there needs a migration of this CHECK.
    // The kitchen's queue: the confirmed orders of one store.
    index("orders_kitchen_idx")
      .on(t.merchantId)
      .where(sql`${t.status} = 'CONFIRMED'`),
    check(
      "orders_status_check",
      sql`${t.status} IN (${sql.raw(orderStatuses.map((status) => `'${status}'`).join(", "))})`,
    ),
    check(
      "orders_payment_status_check",
      sql`${t.paymentStatus} IN ('NOT_REQUIRED', 'PENDING', 'PAID', 'FAILED', 'EXPIRED', 'REFUNDED')`,
    ),
    check("orders_total_check", sql`${t.total} >= 0`),
  ],
);

/** Longest comment a customer may leave with a rating (contract ORDER_RATING_COMMENT_MAX). */
const RATING_COMMENT_MAX = 500;

/** order_id is the key, so two submissions that cross leave exactly one rating. */
export const orderRatings = sqliteTable(
  "order_ratings",
  {
    orderId: integer("order_id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    stars: integer("stars").notNull(),
    comment: text("comment"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    foreignKey({
      name: "order_ratings_order_fk",
      columns: [t.merchantId, t.orderId],
      foreignColumns: [orders.merchantId, orders.id],
    }).onDelete("cascade"),
    index("order_ratings_merchant_idx").on(t.merchantId, t.createdAt),
    check("order_ratings_stars_check", sql`${t.stars} BETWEEN 1 AND 5`),
    check(
      "order_ratings_comment_check",
      sql`${t.comment} IS NULL OR length(${t.comment}) <= ${sql.raw(String(RATING_COMMENT_MAX))}`,
    ),
  ],
);

export const cardChargeStatuses = ["PENDING", "APPROVED", "DECLINED", "CANCELED"] as const;

/** `id` is random and unguessable: it is in the hosted page's URL. */
export const cardCharges = sqliteTable(
  "card_charges",
  {
    id: text("id").primaryKey(),
    merchantId: integer("merchant_id").notNull(),
    orderId: integer("order_id").notNull(),
    cardGuid: text("card_guid").notNull(),
    amount: integer("amount").notNull(),
    status: text("status", { enum: cardChargeStatuses }).notNull(),
    failure: text("failure"),
    returnUrl: text("return_url").notNull(),
    cancelUrl: text("cancel_url").notNull(),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    decidedAt: integer("decided_at"),
    /** SHA-256 of the one-time secret in the payment link the charge's client was sent to; null once spent. */
    handoffHash: text("handoff_hash"),
    /** SHA-256 of the secret the browser that spent it keeps in a cookie: only that browser can pay or cancel. */
    holderHash: text("holder_hash"),
  },
  (t) => [
    index("card_charges_order_idx").on(t.merchantId, t.orderId),
    check("card_charges_status_check", sql`${t.status} IN ('PENDING', 'APPROVED', 'DECLINED', 'CANCELED')`),
    foreignKey({
      name: "card_charges_order_fk",
      columns: [t.merchantId, t.orderId],
      foreignColumns: [orders.merchantId, orders.id],
    }).onDelete("cascade"),
  ],
);
