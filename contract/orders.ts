import * as z from "zod";
import { cartAddressSchema, cartAdjustmentSchema, cartExtraSchema, cartItemSchema, cartPizzaSchema, cartSummarySchema, deliveryTypeSchema } from "./cart";
import { cardBrandCodeSchema, clientPhoneSchema } from "./clients";
import { envelope, pagingSchema } from "./envelope";
import { ORDER_RATING_COMMENT_MAX } from "./limits";
import { moneySchema } from "./menu";
import { currencySchema } from "./merchant";
import { orderCancellationSchema } from "./order-cancellation";
import { timeToReceiveSchema } from "./operation";

// The payment methods a store offers are their own module; kept reachable from here for the callers that import them with the order.
export * from "./payment-methods";
export * from "./order-cancellation";

/*
 * Checkout, payment and orders (customer spec §2-§9, core spec §8).
 *
 * An order is made from the caller's cart by `POST /{slug}/orders` and is from then on a frozen
 * snapshot: its lines, adjustments and totals are copied from the cart as the API priced it at
 * that moment, so a later menu change never changes an order.
 *
 * Who may read an order: the visitor whose token placed it (the token's vid), or the logged-in
 * client it was placed by (the token's client_id). Anyone else gets 404 NOT_FOUND, never the data.
 *
 * Online payments (PIX, CARD) need a logged-in client (spec §5: 'Opção de pagamento indisponível'
 * to a visitor). An order paid online is placed first (status WAITING_PAYMENT, its cart PENDING,
 * payment PENDING: the spec's ONLINE_PAYMENT_PENDING, "treated as success"), then paid: a PIX by the
 * code the order carries, a card through the provider's hosted page (`…/pharos_payments/charge`).
 * When the payment is approved the order moves to WAITING_CONFIRMATION and its cart to FINALIZED.
 * Orders paid on delivery start in WAITING_CONFIRMATION with their cart FINALIZED at once.
 * A PENDING cart refuses every change (PENDING_CART); when its order is canceled or its PIX expires
 * the cart becomes FINALIZED too: a cart never comes back. The storefront forgets the cart as soon as
 * the order is placed; "order again" makes a new cart from any order.
 *
 * A PIX not paid by payment.pix.expires_at makes the order EXPIRED_PAYMENT (payment EXPIRED) the
 * next time it is read (GET order, status, pix_status, list) and on the API's cron.
 */

// ---------------------------------------------------------------------------------------------
// Statuses

/**
 * Order statuses (spec §4 "Order and payment statuses shown"). CHARGEBACK_REQUESTED is shown when a
 * merchant's provider reports one; nothing in the sandbox produces it.
 */
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

/**
 * `status_code` (spec §4: "Status_code 2 clears the SeeMyOrder cookie"): 0 awaiting the customer's
 * payment, 1 in progress at the merchant, 2 over (delivered, canceled, expired or rejected for good).
 * PAYMENT_REJECTED is 0: the customer may still pay again (repayment).
 */
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
 * Moves the merchant side (the admin endpoint) may make; anything else is 409 INVALID_TRANSITION.
 * Payment moves (WAITING_PAYMENT → WAITING_CONFIRMATION, → PAYMENT_REJECTED, → EXPIRED_PAYMENT) are
 * made by the payment itself (the sandbox bank and card provider), never by this table.
 * OUT_FOR_DELIVERY is for DELIVERY orders only and READY_FOR_PICKUP for TAKEOUT only.
 */
export const MERCHANT_ORDER_MOVES: Partial<Record<OrderStatus, readonly OrderStatus[]>> = {
  WAITING_PAYMENT: ["CANCELED"],
  PAYMENT_REJECTED: ["CANCELED"],
  WAITING_CONFIRMATION: ["CONFIRMED", "CANCELED"],
  CONFIRMED: ["OUT_FOR_DELIVERY", "READY_FOR_PICKUP", "CANCELED"],
  OUT_FOR_DELIVERY: ["DELIVERED", "CANCELED"],
  READY_FOR_PICKUP: ["DELIVERED", "CANCELED"],
};

/** The next status `advance` moves an order to (the natural flow), per delivery type; null: nothing to advance. */
export function nextOrderStatus(status: OrderStatus, deliveryType: "DELIVERY" | "TAKEOUT" | "TABLE"): OrderStatus | null {
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

// ---------------------------------------------------------------------------------------------
// Placing an order (`POST /{slug}/orders`)

/** What the customer pays with: one of these, chosen at checkout. */
export const orderPaymentRequestSchema = z.discriminatedUnion("method", [
  /**
   * Cash on delivery; change_for: the note the customer pays with ("troco para"), above the total
   * and at most MONEY_INPUT_MAX of the store's currency (decision 045); null: no change needed.
   */
  z.object({ kind: z.literal("OFFLINE"), method: z.literal("CASH"), change_for: moneySchema.positive().nullable() }),
  z.object({ kind: z.literal("OFFLINE"), method: z.enum(["CREDIT_CARD", "DEBIT_CARD", "MEAL_VOUCHER"]), brand: cardBrandCodeSchema }),
  z.object({ kind: z.literal("OFFLINE"), method: z.literal("PIX_ON_DELIVERY") }),
  z.object({ kind: z.literal("ONLINE"), method: z.literal("PIX") }),
  /** A saved card of the client; charged afterwards through the hosted page. */
  z.object({ kind: z.literal("ONLINE"), method: z.literal("CARD"), card_guid: z.string().min(1).max(64) }),
]);
export type OrderPaymentRequest = z.infer<typeof orderPaymentRequestSchema>;

/** An idempotency key: the checkout form carries one (a UUID made when the form is rendered). */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9-]{16,64}$/);

/**
 * `POST /{slug}/orders` (spec §7: cart_guid, order, client). The cart must be the caller's. Its
 * delivery type, address, notes and lines are the cart's (set them on the cart first); the order
 * adds the payment, the receipt's tax id and the customer's contact.
 *
 * Answers:
 * - 201 `{ data: Order }` for a new order; 200 with the same order for a key already used with
 *   this cart (also when the first request is still being written: concurrent submits of one key
 *   give one order). A key used before with another cart: 422 VALIDATION_ERROR on idempotency_key.
 * - 404 CART_NOT_FOUND: no such cart of the caller.
 * - 422 ORDER_ALREADY_EXISTS (`order_id` in the body): the cart already became an order (or is
 *   awaiting that order's online payment) under another key.
 * - 422 INVALID_CART: the cart has no items and no pizzas.
 * - 422 UNAVAILABLE: lines no longer available; they are removed from the cart, `errors` names them.
 * - 422 MERCHANT_CLOSED, INVALID_MINIMUM_ORDER, DELIVERY_TYPE_INVALID (mode not offered, or TABLE),
 *   REQUIRED_ADDRESS (DELIVERY without street, number, neighborhood and city), DELIVERY_NOT_AVAILABLE.
 * - 422 PAYMENT_METHOD_UNAVAILABLE: the method is not offered, needs login, or the total is above
 *   the online limit (`errors` on order.payment.method).
 * - 422 ONLINE_PAYMENT_FAILED: the saved card is not the client's or no longer usable, or the PIX code could not be made.
 * - 422 VALIDATION_ERROR with `errors` per field: order.tax_id (VALIDATION_MESSAGES.cpfOrCnpjInvalid /
 *   taxIdInvalid), order.payment.change_for ('change for' must be above the total:
 *   ORDER_MESSAGES.changeTooSmall; at most MONEY_INPUT_MAX: VALIDATION_MESSAGES.moneyTooLarge),
 *   client.name, client.phone.
 */
export const placeOrderRequestSchema = z.object({
  cart_guid: z.string().min(1).max(64),
  idempotency_key: idempotencyKeySchema,
  order: z.object({
    payment: orderPaymentRequestSchema,
    /** Tax id on the receipt, digits (or the Mexican RFC); null when not wanted (required when order_settings.require_tax_id_on_receipt). */
    tax_id: z.string().trim().max(18).nullable().default(null),
    /**
     * The total the customer was shown when placing it, minor units: when given and the order's
     * total (its delivery fee, coupons and the payment's campaign included) is another, 409
     * TOTAL_CHANGED with `total` and nothing is placed. The storefront always sends it.
     */
    expected_total: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
    /**
     * The customer said yes to placing again the order they placed a moment ago: without it, such
     * an order is answered 409 SIMILAR_ORDER (`order_id`, `minutes_ago`) and nothing is placed.
     */
    repeat_confirmed: z.boolean().optional(),
    /** TAKEOUT at a store with consume_in_store_available: the customer eats at the venue. Ignored otherwise. */
    consume_in_store: z.boolean().optional(),
  }),
  /** Who to call about the order: required for every order (a logged-in client's profile fills it in the form). */
  client: z.object({ name: z.string().trim().min(2).max(50), phone: clientPhoneSchema }),
});
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>;

/** Field-error messages of the order rules that are not in VALIDATION_MESSAGES (locale keys under "checkout.errors"). */
export const ORDER_MESSAGES = {
  changeTooSmall: "checkout.errors.changeTooSmall",
  taxIdRequired: "checkout.errors.taxIdRequired",
  paymentRequired: "checkout.errors.paymentRequired",
  paymentUnavailable: "checkout.errors.paymentUnavailable",
} as const;

// ---------------------------------------------------------------------------------------------
// The order

export const paymentStatusSchema = z.enum(["NOT_REQUIRED", "PENDING", "PAID", "FAILED", "EXPIRED", "REFUNDED"]);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** Why a payment failed (spec §8 "Payment failures"); UNEXPECTED is 'Erro inesperado no pagamento'. */
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
  method: z.enum(["CASH", "CREDIT_CARD", "DEBIT_CARD", "MEAL_VOUCHER", "PIX_ON_DELIVERY", "PIX", "CARD"]),
  status: paymentStatusSchema,
  /** CASH: the note the customer pays with, null when no change is needed. */
  change_for: moneySchema.nullable(),
  /** Card-machine brand (offline) or the saved card's brand (online). */
  brand: cardBrandCodeSchema.nullable(),
  card_guid: z.string().nullable(),
  card_last_four: z.string().nullable(),
  /** PIX online: the "copia e cola" code (contract/pix.ts), its txid and until when it can be paid (ISO). */
  pix: z.object({ code: z.string(), txid: z.string(), expires_at: z.string(), amount: moneySchema }).nullable(),
  failure: paymentFailureSchema.nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

// ---------------------------------------------------------------------------------------------
// Rating an order (not in the spec beyond the orders list's "rate order")

export const ratingStarsSchema = z.number().int().min(1).max(5);

/** The customer's rating of a delivered order, given once. */
export const orderRatingSchema = z.object({
  stars: ratingStarsSchema,
  comment: z.string().nullable(),
  /** ISO date-time. */
  created_at: z.string(),
});
export type OrderRating = z.infer<typeof orderRatingSchema>;

/**
 * `POST /{slug}/orders/{id}/rating`: rate a DELIVERED order of the caller's, once. An empty or blank
 * comment is no comment. Answers 201 `{ data: Order }` with its rating.
 * - 404 NOT_FOUND: no such order of the caller's (someone else's alike).
 * - 409 ALREADY_RATED: the order has its rating (also the loser of two submissions at once).
 * - 422 NOT_DELIVERED: the order is not delivered (yet, or it never will be).
 * - 422 VALIDATION_ERROR with `errors` on stars (not a whole number from 1 to 5) or comment (too
 *   long), each with its RATING_MESSAGES key.
 */
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

/** Field-error messages of a refused rating (locale keys). */
export const RATING_MESSAGES = {
  starsRequired: "orders.rating.errors.stars",
  commentTooLong: "orders.rating.errors.commentTooLong",
} as const;

export const orderSchema = z.object({
  id: z.number().int().positive(),
  cart_guid: z.string(),
  status: orderStatusSchema,
  status_code: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** ISO date-times. */
  created_at: z.string(),
  updated_at: z.string(),
  /** Every status the order went through, oldest first (the first is where it started). */
  history: z.array(z.object({ status: orderStatusSchema, at: z.string() })),
  delivery: z.object({
    type: deliveryTypeSchema,
    /** The full address for DELIVERY, null otherwise. */
    address: cartAddressSchema.nullable(),
    area_name: z.string().nullable(),
    time_to_receive: timeToReceiveSchema.nullable(),
    /** DELIVERY: 4 digits the customer tells the courier on arrival; null otherwise. */
    delivery_code: z
      .string()
      .regex(/^\d{4}$/)
      .nullable(),
    /** TAKEOUT: eaten at the venue rather than taken away (the store's consume_in_store_available). */
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
  /** The customer may still cancel it (only while its online payment is not made: WAITING_PAYMENT, PAYMENT_REJECTED). */
  can_cancel: z.boolean(),
  /** The customer may pay again (PAYMENT_REJECTED, or a PENDING card charge given up). */
  can_repay: z.boolean(),
  /** Why the store refused or canceled it; null otherwise. */
  cancellation: orderCancellationSchema.nullable(),
  /** The customer's rating; null until given. */
  rating: orderRatingSchema.nullable(),
  /** The customer may rate it: DELIVERED and not rated yet. */
  can_rate: z.boolean(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderResponseSchema = envelope(orderSchema);

/** `GET /{slug}/orders/{id}/status` (spec §7): cheap enough to poll. */
export const orderStatusResponseSchema = envelope(
  z.object({
    id: z.number().int(),
    status: orderStatusSchema,
    status_code: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    payment_status: paymentStatusSchema,
    updated_at: z.string(),
  }),
);

/** A line of the orders list. */
export const orderSummarySchema = orderSchema
  .pick({ id: true, status: true, status_code: true, created_at: true, summary: true, payment: true, rating: true, can_rate: true })
  .extend({
    delivery_type: deliveryTypeSchema,
    /** "2x Pizza Calabresa, 1x Coca-Cola 350 ml" parts: name and quantity of each line, items then pizzas. */
    lines: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  });
export type OrderSummary = z.infer<typeof orderSummarySchema>;
/** `GET /{slug}/clients/{id}/orders?page=&size=` (newest first; size at most 50, default 20). The caller's own client only (404 otherwise). */
export const orderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
export const orderListResponseSchema = z.object({ data: z.array(orderSummarySchema), paging: pagingSchema });

// ---------------------------------------------------------------------------------------------
// After ordering

/**
 * `POST /{slug}/orders/{id}/cancel` (no body): the customer gives up an order whose online payment
 * is not made (can_cancel). The order is CANCELED (payment FAILED with CANCELED_BY_CUSTOMER if it was
 * PENDING). Its cart stays FINALIZED: a cart becomes one order at most; "order again" (reorder) makes
 * a new cart from it. Answers the order; 422 INVALID_TRANSITION otherwise.
 */
export const cancelOrderResponseSchema = orderResponseSchema;

/**
 * `POST /{slug}/orders/{id}/reorder` (no body): "order again". A new cart of the caller with the
 * order's items, pizzas and extras at today's prices; lines no longer available are left out and
 * named in `skipped`. The caller's open cart, if any, is replaced by the new one (it is the one a
 * visitor has: one open cart per visitor). 422 INVALID_CART when nothing of the order is available.
 */
export const reorderResponseSchema = envelope(z.object({ cart_guid: z.string(), skipped: z.array(z.string()) }));

/**
 * `POST /{slug}/orders/{id}/repayment` (spec route /{slug}/payments/repayment): pay an order again
 * (can_repay) with another online method. PIX: a new code (new txid and deadline), answered in the
 * order. CARD: the order takes that card, then the storefront charges it (`…/pharos_payments/charge`).
 * 422 INVALID_TRANSITION when the order cannot be paid again, PAYMENT_METHOD_UNAVAILABLE, ONLINE_PAYMENT_FAILED.
 */
export const repaymentRequestSchema = z.object({
  payment: z.discriminatedUnion("method", [
    z.object({ method: z.literal("PIX") }),
    z.object({ method: z.literal("CARD"), card_guid: z.string().min(1).max(64) }),
  ]),
});
export const repaymentResponseSchema = orderResponseSchema;

/**
 * `POST /{slug}/carts/{guid}/pharos_payments/charge` (spec §7): charge the card of the cart's order
 * (the order must be WAITING_PAYMENT or PAYMENT_REJECTED and paid by CARD). `card_guid` must be the
 * order's card (set by the order or a repayment). The provider's hosted page takes over: the
 * storefront redirects the browser to `payment_url` (the sandbox's is a path on the storefront's own
 * origin, `/_provider/payments/{charge_id}`, passed through to the API). The provider sends the
 * browser back to `return_url` when the payment is approved and to `cancel_url` when it is not
 * (declined, wrong confirmation code, given up); both must be paths with a single leading slash.
 * No card number or CVV ever passes through the storefront.
 */
export const chargeRequestSchema = z.object({
  card_guid: z.string().min(1).max(64),
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

/** `GET /{slug}/carts/{guid}/pix_status` (spec §7 cart status sub-path): the PIX payment of the cart's order. */
export const pixStatusResponseSchema = envelope(
  z.object({ order_id: z.number().int(), payment_status: paymentStatusSchema, expires_at: z.string().nullable() }),
);

// ---------------------------------------------------------------------------------------------
// Merchant side (outside the spec; admin key only)

/**
 * Admin endpoints, `Authorization: Bearer {ADMIN_KEY}` (a secret of the API Worker; api/.dev.vars
 * locally). Anything else is 401. Not under a slug: the order id is enough.
 * - `POST /admin/orders/{id}/advance`: to nextOrderStatus(), 409 INVALID_TRANSITION when none.
 * - `POST /admin/orders/{id}/status { status }`: a move of MERCHANT_ORDER_MOVES, 409 INVALID_TRANSITION otherwise.
 * - `POST /admin/orders/{id}/pix/pay`: the sandbox bank pays the order's PIX (WAITING_PAYMENT, PIX,
 *   not expired) → payment PAID, order WAITING_CONFIRMATION, cart FINALIZED. 409 INVALID_TRANSITION otherwise.
 * - `GET /admin/orders?slug=&limit=`: the latest orders (id, slug, status, total), for the script.
 * Each answers `{ data: Order }` (the list `{ data: [...] }`).
 */
export const adminStatusRequestSchema = z.object({ status: orderStatusSchema });
export const adminOrderListResponseSchema = envelope(
  z.array(z.object({ id: z.number().int(), slug: z.string(), status: orderStatusSchema, total: moneySchema, created_at: z.string() })),
);

/**
 * `GET /admin/carts/{guid}/money` (tests): what the order a cart became charges, each way it is
 * charged: its total, the amount its PIX code asks for, every card charge made for it.
 */
export const adminOrderMoneyResponseSchema = envelope(
  z.object({
    order_id: z.number().int(),
    currency: currencySchema,
    total: moneySchema,
    pix_amount: moneySchema.nullable(),
    card_charges: z.array(moneySchema),
  }),
);
export type AdminOrderMoney = z.infer<typeof adminOrderMoneyResponseSchema>["data"];

/** Error codes of this file (besides those of envelope.ts). */
export const orderErrorCodes = ["PAYMENT_METHOD_UNAVAILABLE", "INVALID_TRANSITION", "ALREADY_RATED", "NOT_DELIVERED"] as const;
