import * as z from "zod";
import {
  cartAddressSchema,
  cartAdjustmentSchema,
  cartExtraSchema,
  cartItemSchema,
  cartPizzaSchema,
  cartSummarySchema,
  deliveryTypeSchema,
} from "./cart";
import { paymentTicketSchema, psePaymentRequestSchema } from "./bank-payments";
import { cardBrandCodeSchema, clientPhoneSchema } from "./clients";
import { envelope, pagingSchema } from "./envelope";
import { ORDER_RATING_COMMENT_MAX } from "./limits";
import { moneySchema } from "./menu";
import { currencySchema } from "./merchant";
import { orderCancellationSchema } from "./order-cancellation";
import { timeToReceiveSchema } from "./operation";

export * from "./payment-methods";
export * from "./order-cancellation";

// An order is a frozen snapshot of the caller's cart as priced when placed: a later menu change never changes
// it. Only the visitor (vid) or the client (client_id) that placed it may read it; anyone else gets 404. An
// online payment comes after placement (WAITING_PAYMENT, cart PENDING); a cart never comes back from PENDING
// or FINALIZED.

/** CHARGEBACK_REQUESTED comes from a merchant's provider; nothing in the sandbox produces it. */
export const orderStatuses = [
  "WAITING_PAYMENT",
  "WAITING_CONFIRMATION",
  "CONFIRMED",
  "OUT_FOR_DELIVERY",
  "READY_FOR_PICKUP",
  "DELIVERED",
  "CANCELED",
  "EXPIRED_PAYMENT",
  "PAYMENT_REJECTED",
  "CHARGEBACK_REQUESTED",
] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** 0 awaiting the customer's payment (PAYMENT_REJECTED too: they may pay again), 1 at the merchant, 2 over. */
export const ORDER_STATUS_CODES: Record<OrderStatus, 0 | 1 | 2> = {
  WAITING_PAYMENT: 0,
  PAYMENT_REJECTED: 0,
  WAITING_CONFIRMATION: 1,
  CONFIRMED: 1,
  OUT_FOR_DELIVERY: 1,
  READY_FOR_PICKUP: 1,
  DELIVERED: 2,
  CANCELED: 2,
  EXPIRED_PAYMENT: 2,
  CHARGEBACK_REQUESTED: 2,
};

/**
 * Payment moves are made by the payment itself, never by this table. OUT_FOR_DELIVERY is for DELIVERY only,
 * READY_FOR_PICKUP for TAKEOUT only.
 */
export const MERCHANT_ORDER_MOVES: Partial<Record<OrderStatus, readonly OrderStatus[]>> = {
  WAITING_PAYMENT: ["CANCELED"],
  PAYMENT_REJECTED: ["CANCELED"],
  WAITING_CONFIRMATION: ["CONFIRMED", "CANCELED"],
  CONFIRMED: ["OUT_FOR_DELIVERY", "READY_FOR_PICKUP", "CANCELED"],
  OUT_FOR_DELIVERY: ["DELIVERED", "CANCELED"],
  READY_FOR_PICKUP: ["DELIVERED", "CANCELED"],
};

export function nextOrderStatus(
  status: OrderStatus,
  deliveryType: "DELIVERY" | "TAKEOUT" | "TABLE",
): OrderStatus | null {
  switch (status) {
    case "WAITING_CONFIRMATION":
      return "CONFIRMED";
    case "CONFIRMED":
      return deliveryType === "DELIVERY" ? "OUT_FOR_DELIVERY" : "READY_FOR_PICKUP";
    case "OUT_FOR_DELIVERY":
    case "READY_FOR_PICKUP":
      return "DELIVERED";
    default:
      return null;
  }
}

export const orderPaymentRequestSchema = z.discriminatedUnion("method", [
  /** The note paid with, above the total and at most MONEY_INPUT_MAX; null: no change needed. */
  z.object({ kind: z.literal("OFFLINE"), method: z.literal("CASH"), change_for: moneySchema.positive().nullable() }),
  z.object({
    kind: z.literal("OFFLINE"),
    method: z.enum(["CREDIT_CARD", "DEBIT_CARD", "MEAL_VOUCHER"]),
    brand: cardBrandCodeSchema,
  }),
  z.object({ kind: z.literal("OFFLINE"), method: z.literal("PIX_ON_DELIVERY") }),
  z.object({ kind: z.literal("ONLINE"), method: z.literal("PIX") }),
  /** A saved card; none at a store paid through a hosted checkout (the card is typed on the provider's page). */
  z.object({ kind: z.literal("ONLINE"), method: z.literal("CARD"), card_guid: z.string().min(1).max(64).optional() }),
  z.object({ kind: z.literal("ONLINE"), method: z.literal("PSE"), pse: psePaymentRequestSchema }),
  z.object({
    kind: z.literal("ONLINE"),
    method: z.literal("OXXO"),
    /** Where the voucher's page links back to: a page of the storefront's own origin. */
    callback_url: z.string().url().max(500).optional(),
  }),
]);
export type OrderPaymentRequest = z.infer<typeof orderPaymentRequestSchema>;

/** The checkout form carries one, made when the form is rendered. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9-]{16,64}$/);

export const placeOrderRequestSchema = z.object({
  cart_guid: z.string().min(1).max(64),
  idempotency_key: idempotencyKeySchema,
  order: z.object({
    payment: orderPaymentRequestSchema,
    tax_id: z.string().trim().max(18).nullable().default(null),
    /** Minor units: when the order's total is another, 409 TOTAL_CHANGED and nothing is placed. */
    expected_total: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
    /** Without it, an order like one placed a moment ago is 409 SIMILAR_ORDER and nothing is placed. */
    repeat_confirmed: z.boolean().optional(),
    /** Ignored unless TAKEOUT at a store with consume_in_store_available. */
    consume_in_store: z.boolean().optional(),
  }),
  client: z.object({ name: z.string().trim().min(2).max(50), phone: clientPhoneSchema }),
});
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>;

export const ORDER_MESSAGES = {
  changeTooSmall: "checkout.errors.changeTooSmall",
  taxIdRequired: "checkout.errors.taxIdRequired",
  paymentRequired: "checkout.errors.paymentRequired",
  paymentUnavailable: "checkout.errors.paymentUnavailable",
} as const;

export const paymentStatusSchema = z.enum(["NOT_REQUIRED", "PENDING", "PAID", "FAILED", "EXPIRED", "REFUNDED"]);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const paymentFailureSchema = z.enum([
  "NOT_APPROVED",
  "INVALID_CARD",
  "INVALID_PIN",
  "CALL_BANK",
  "REVERSAL_FAILED",
  "CARD_BLOCKED",
  "CANCELED_BY_CUSTOMER",
  "UNEXPECTED",
]);
export type PaymentFailure = z.infer<typeof paymentFailureSchema>;

export const orderPaymentSchema = z.object({
  kind: z.enum(["ONLINE", "OFFLINE"]),
  method: z.enum([
    "CASH",
    "CREDIT_CARD",
    "DEBIT_CARD",
    "MEAL_VOUCHER",
    "PIX_ON_DELIVERY",
    "PIX",
    "CARD",
    "PSE",
    "OXXO",
  ]),
  status: paymentStatusSchema,
  change_for: moneySchema.nullable(),
  brand: cardBrandCodeSchema.nullable(),
  card_guid: z.string().nullable(),
  card_last_four: z.string().nullable(),
  pix: z.object({ code: z.string(), txid: z.string(), expires_at: z.string(), amount: moneySchema }).nullable(),
  failure: paymentFailureSchema.nullable(),
  /** PSE: the bank's page the customer pays on, while the payment is pending. */
  bank_url: z.string().nullish(),
  /** OXXO: the voucher paid in cash at a store. */
  ticket: paymentTicketSchema.nullish(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const ratingStarsSchema = z.number().int().min(1).max(5);

export const orderRatingSchema = z.object({
  stars: ratingStarsSchema,
  comment: z.string().nullable(),
  created_at: z.string(),
});
export type OrderRating = z.infer<typeof orderRatingSchema>;

export const rateOrderRequestSchema = z.object({
  stars: ratingStarsSchema,
  comment: z
    .string()
    .trim()
    .max(ORDER_RATING_COMMENT_MAX)
    .nullable()
    .default(null)
    .transform((comment) => (comment ? comment : null)),
});
export type RateOrderRequest = z.input<typeof rateOrderRequestSchema>;

export const RATING_MESSAGES = {
  starsRequired: "orders.rating.errors.stars",
  commentTooLong: "orders.rating.errors.commentTooLong",
} as const;

/** Money given back for the order (a store cancel of a paid order, or a part): what the customer sees of it. */
export const orderRefundSchema = z.object({ amount: moneySchema, created_at: z.string() });
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** Where a confirmed order is in the kitchen, beside its status (the spec's statuses stay as they are). */
export const kitchenStates = ["QUEUED", "PREPARING", "READY"] as const;
export const kitchenStateSchema = z.enum(kitchenStates);
export type KitchenState = z.infer<typeof kitchenStateSchema>;

/** ISO date-times of the kitchen's moves; null until made. */
export const orderKitchenSchema = z.object({
  state: kitchenStateSchema,
  started_at: z.string().nullable(),
  ready_at: z.string().nullable(),
});
export type OrderKitchen = z.infer<typeof orderKitchenSchema>;

export const orderSchema = z.object({
  id: z.number().int().positive(),
  cart_guid: z.string(),
  status: orderStatusSchema,
  status_code: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** ISO date-times. */
  created_at: z.string(),
  updated_at: z.string(),
  /** Oldest first. */
  history: z.array(z.object({ status: orderStatusSchema, at: z.string() })),
  delivery: z.object({
    type: deliveryTypeSchema,
    address: cartAddressSchema.nullable(),
    area_name: z.string().nullable(),
    time_to_receive: timeToReceiveSchema.nullable(),
    /** DELIVERY: 4 digits the customer tells the courier; null otherwise. */
    delivery_code: z
      .string()
      .regex(/^\d{4}$/)
      .nullable(),
    consume_in_store: z.boolean().default(false),
  }),
  scheduled_to: z.string().nullable(),
  customer: z.object({ name: z.string(), phone: clientPhoneSchema }),
  client_id: z.number().int().nullable(),
  tax_id: z.string().nullable(),
  notes: z.string().nullable(),
  items: z.array(cartItemSchema),
  pizzas: z.array(cartPizzaSchema),
  extras: z.array(cartExtraSchema),
  adjustments: z.array(cartAdjustmentSchema),
  summary: cartSummarySchema,
  payment: orderPaymentSchema,
  /** Only while the online payment is not made. */
  can_cancel: z.boolean(),
  can_repay: z.boolean(),
  cancellation: orderCancellationSchema.nullable(),
  rating: orderRatingSchema.nullable(),
  can_rate: z.boolean(),
  /** Oldest first. */
  refunds: z.array(orderRefundSchema).default([]),
  /** While CONFIRMED only: queued, in preparation, or ready (a delivery awaiting its courier). */
  kitchen: orderKitchenSchema.nullable().default(null),
});
export type Order = z.infer<typeof orderSchema>;
export const orderResponseSchema = envelope(orderSchema);

export const orderStatusResponseSchema = envelope(
  z.object({
    id: z.number().int(),
    status: orderStatusSchema,
    status_code: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    payment_status: paymentStatusSchema,
    updated_at: z.string(),
  }),
);

export const orderSummarySchema = orderSchema
  .pick({
    id: true,
    status: true,
    status_code: true,
    created_at: true,
    summary: true,
    payment: true,
    rating: true,
    can_rate: true,
  })
  .extend({
    delivery_type: deliveryTypeSchema,
    lines: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  });
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const orderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
export const orderListResponseSchema = z.object({ data: z.array(orderSummarySchema), paging: pagingSchema });

/** Its cart stays FINALIZED: a cart becomes one order at most. */
export const cancelOrderResponseSchema = orderResponseSchema;

export const reorderResponseSchema = envelope(z.object({ cart_guid: z.string(), skipped: z.array(z.string()) }));

export const repaymentRequestSchema = z.object({
  payment: z.discriminatedUnion("method", [
    z.object({ method: z.literal("PIX") }),
    z.object({ method: z.literal("CARD"), card_guid: z.string().min(1).max(64).optional() }),
    // A new PSE payment (a store paid through Mercado Pago): the bank and the payer's document, as at the checkout.
    z.object({ method: z.literal("PSE"), pse: psePaymentRequestSchema }),
  ]),
});
export const repaymentResponseSchema = orderResponseSchema;

const storefrontPath = z
  .string()
  .regex(/^\/(?![/\\])/)
  .max(300);

/**
 * No card number or CVV ever passes through the storefront; return_url and cancel_url must be paths with a
 * single leading slash.
 */
export const chargeRequestSchema = z.object({
  /** The order's saved card; none when the store's provider takes the card on its own page. */
  card_guid: z.string().min(1).max(64).optional(),
  /** A hosted checkout's way back (paths of `origin`), one per outcome. */
  back_urls: z.object({ success: storefrontPath, failure: storefrontPath, pending: storefrontPath }).optional(),
  /** The storefront's public origin, where a hosted checkout sends the customer back. */
  origin: z
    .string()
    .regex(/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/)
    .optional(),
  return_url: z
    .string()
    .regex(/^\/(?![/\\])/)
    .max(300),
  cancel_url: z
    .string()
    .regex(/^\/(?![/\\])/)
    .max(300),
});
export const chargeResponseSchema = envelope(z.object({ charge_id: z.string(), payment_url: z.string() }));

export const pixStatusResponseSchema = envelope(
  z.object({ order_id: z.number().int(), payment_status: paymentStatusSchema, expires_at: z.string().nullable() }),
);

export const adminStatusRequestSchema = z.object({ status: orderStatusSchema });
export const adminOrderListResponseSchema = envelope(
  z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      status: orderStatusSchema,
      total: moneySchema,
      created_at: z.string(),
    }),
  ),
);

export const adminOrderMoneyResponseSchema = envelope(
  z.object({
    order_id: z.number().int(),
    currency: currencySchema,
    total: moneySchema,
    pix_amount: moneySchema.nullable(),
    card_charges: z.array(moneySchema),
    /** What the payment provider was asked for, per attempt (PIX, PSE, OXXO at the store's account). */
    provider_charges: z.array(moneySchema).default([]),
  }),
);
export type AdminOrderMoney = z.infer<typeof adminOrderMoneyResponseSchema>["data"];

export const orderErrorCodes = [
  "PAYMENT_METHOD_UNAVAILABLE",
  "INVALID_TRANSITION",
  "ALREADY_RATED",
  "NOT_DELIVERED",
] as const;
