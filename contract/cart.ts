import * as z from "zod";
import { apiErrorSchema, envelope } from "./envelope";
import { cartLineNotKeptSchema } from "./cart-change";
import { imageUrlSchema, optionalLink } from "./formats/links";
import { pizzaPriceRuleSchema } from "./merchant";
import { moneySchema } from "./menu";
import { timeToReceiveSchema } from "./operation";

/** Every amount is computed by the API in minor units; a price sent by a browser is never read. */

export const deliveryTypeSchema = z.enum(["DELIVERY", "TAKEOUT", "TABLE"]);
export type DeliveryType = z.infer<typeof deliveryTypeSchema>;

/** PENDING: an order of it awaits an online payment. FINALIZED: it became an order. */
export const cartStatusSchema = z.enum(["OPEN", "PENDING", "FINALIZED"]);
export type CartStatus = z.infer<typeof cartStatusSchema>;

export { MAX_CART_LINES, MAX_LINE_QUANTITY } from "./limits";
import { CART_NOTES_MAX, LINE_NOTES_MAX, MAX_CART_LINES, NEIGHBORHOOD_MAX, SLUG_MAX } from "./limits";
const quantity = z.number().int();

export const cartAddressSchema = z.object({
  neighborhood: z.string().trim().min(1).max(NEIGHBORHOOD_MAX),
  street: z.string().trim().max(120).nullable().default(null),
  number: z.string().trim().max(20).nullable().default(null),
  city: z.string().trim().max(80).nullable().default(null),
  zip_code: z.string().trim().max(10).nullable().default(null),
  complement: z.string().trim().max(80).nullable().default(null),
  state: z.string().trim().max(40).nullable().default(null),
  reference_point: z.string().trim().max(120).nullable().default(null),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
});
export type CartAddress = z.infer<typeof cartAddressSchema>;
export type CartAddressInput = z.input<typeof cartAddressSchema>;

export const itemOptionChoiceSchema = z.object({ option_id: z.number().int(), quantity: quantity.min(1).default(1) });

export const itemPayloadSchema = z.object({
  item_id: z.number().int(),
  quantity,
  notes: z.string().trim().max(LINE_NOTES_MAX).nullable().default(null),
  options: z.array(itemOptionChoiceSchema).default([]),
  table_solicitation_id: z.number().int().nullable().default(null),
  redeemed: z.boolean().default(false),
});
export type ItemPayload = z.input<typeof itemPayloadSchema>;

export const pizzaPayloadSchema = z.object({
  pizza_id: z.number().int(),
  size_id: z.number().int(),
  /** Parts of the pizza each flavor takes: 1 + 1 is half and half. */
  flavors: z.array(z.object({ flavor_id: z.number().int(), quantity: quantity.min(1) })).min(1),
  complement_ids: z.array(z.number().int()).default([]),
  quantity,
  notes: z.string().trim().max(LINE_NOTES_MAX).nullable().default(null),
  table_solicitation_id: z.number().int().nullable().default(null),
});
export type PizzaPayload = z.input<typeof pizzaPayloadSchema>;

export const createCartRequestSchema = z.object({
  cart: z.object({
    table_id: z.number().int().nullable().default(null),
    delivery_type: deliveryTypeSchema.nullable().default(null),
    items: z.array(itemPayloadSchema).max(MAX_CART_LINES).default([]),
    pizzas: z.array(pizzaPayloadSchema).max(MAX_CART_LINES).default([]),
  }),
});
export type CreateCartRequest = z.input<typeof createCartRequestSchema>;

export const addItemRequestSchema = z.object({ item: itemPayloadSchema });
export const addPizzaRequestSchema = z.object({ pizza: pizzaPayloadSchema });
/**
 * `quantity` sets the line; `increment` adds to what it holds when the request lands, so two crossing taps on
 * "+" both count. Exactly one of the two.
 */
export const updateLineRequestSchema = z.union(
  [
    z.strictObject({ quantity }),
    z.strictObject({ increment: quantity.refine((value) => value !== 0, "must not be 0") }),
  ],
  { error: "expected { quantity } or { increment }, a whole number (increment not 0)" },
);
export type UpdateLineRequest = z.infer<typeof updateLineRequestSchema>;
export const updateCartRequestSchema = z.object({
  cart: z.object({ notes: z.string().trim().max(CART_NOTES_MAX).nullable() }),
});
export const deliveryMethodRequestSchema = z.object({
  cart: z.object({
    delivery_type: deliveryTypeSchema,
    address: cartAddressSchema.nullable().optional(),
    card_guid: z.string().max(64).nullable().optional(),
    payment_method: z.string().max(40).nullable().optional(),
    offline_payment: z.boolean().optional(),
  }),
});
export const changeCartRequestSchema = z.object({
  slugable_type: z.enum(["FRANCHISE", "STORE"]),
  slugable_name: z.string().min(1).max(SLUG_MAX),
});
export const cartClientRequestSchema = z.object({ cart: z.object({ client: z.object({ id: z.number().int() }) }) });
export const extrasRequestSchema = z.object({
  extras: z.array(z.object({ additional_id: z.number().int(), quantity: quantity.min(0) })),
});

export const cartItemSchema = z.object({
  id: z.number().int(),
  item_id: z.number().int(),
  name: z.string(),
  image: optionalLink(imageUrlSchema),
  quantity: z.number().int(),
  options: z.array(
    z.object({
      option_group_id: z.number().int(),
      option_group_name: z.string(),
      option_id: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      price: moneySchema,
    }),
  ),
  notes: z.string().nullable(),
  /**
   * A loyalty redemption: unit_price and total are 0, `points` per unit are paid with points. The defaults
   * read orders frozen before coupons and loyalty existed.
   */
  redeemed: z.boolean().default(false),
  points: z.number().int().nullable().default(null),
  unit_price: moneySchema,
  total: moneySchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartPizzaSchema = z.object({
  id: z.number().int(),
  pizza_id: z.number().int(),
  name: z.string(),
  image: optionalLink(imageUrlSchema),
  size: z.object({ id: z.number().int(), name: z.string() }),
  flavors: z.array(
    z.object({ flavor_id: z.number().int(), name: z.string(), quantity: z.number().int(), price: moneySchema }),
  ),
  complements: z.array(
    z.object({
      complement_id: z.number().int(),
      name: z.string(),
      kind: z.enum(["EDGE", "CRUST", "TOPPING"]),
      price: moneySchema,
    }),
  ),
  price_rule: pizzaPriceRuleSchema,
  quantity: z.number().int(),
  notes: z.string().nullable(),
  unit_price: moneySchema,
  total: moneySchema,
});
export type CartPizza = z.infer<typeof cartPizzaSchema>;

export const cartExtraSchema = z.object({
  extra_id: z.number().int(),
  additional_id: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  unit_price: moneySchema,
  total: moneySchema,
});
export type CartExtra = z.infer<typeof cartExtraSchema>;

/** discount never takes total below 0. */
export const cartSummarySchema = z.object({
  subtotal: moneySchema,
  delivery_fee: moneySchema,
  discount: moneySchema,
  increase: moneySchema,
  total: moneySchema,
});
export type CartSummary = z.infer<typeof cartSummarySchema>;

/** `amount` is positive minor units; summary.increase and summary.discount are their sums. */
export const cartAdjustmentSchema = z.object({
  type: z.enum(["INCREASE", "DISCOUNT"]),
  source: z.enum(["EXTRA_FEE", "COUPON", "LOYALTY", "FIDELITY", "SERVICE_CHARGE"]),
  name: z.string(),
  amount: moneySchema,
});
export type CartAdjustment = z.infer<typeof cartAdjustmentSchema>;

export const couponDiscountTypeSchema = z.enum(["FIXED", "PERCENTAGE", "FREE_DELIVERY"]);
export type CouponDiscountType = z.infer<typeof couponDiscountTypeSchema>;

export const couponInapplicableReasonSchema = z.enum([
  "MINIMUM_ORDER",
  "PROMOTIONAL_ITEM",
  "FIDELITY_PROGRAM",
  "DELIVERY_TYPE",
  "EXPIRED",
  "ALREADY_USED",
  "FIRST_ORDER",
  "REQUIRED_CLIENT",
  "NOT_STARTED",
]);
export type CouponInapplicableReason = z.infer<typeof couponInapplicableReasonSchema>;

export const cartCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  discount_type: couponDiscountTypeSchema,
  discount: moneySchema,
  applied: z.boolean(),
  reason: couponInapplicableReasonSchema.nullable(),
});
export type CartCoupon = z.infer<typeof cartCouponSchema>;

export const cartFidelitySchema = z.object({
  program_id: z.number().int(),
  name: z.string(),
  reward: z.string(),
  discount: moneySchema,
});
export type CartFidelity = z.infer<typeof cartFidelitySchema>;

export const minimumOrderSchema = z.object({
  minimum: moneySchema,
  /** Subtotal plus the fees whose use_in_minimum_order_calculation is true. */
  counted: moneySchema,
  missing: moneySchema,
  reached: z.boolean(),
  delivery_fee_counts: z.boolean(),
  extra_fee_counts: z.boolean(),
});
export type MinimumOrder = z.infer<typeof minimumOrderSchema>;

/**
 * A line priced now at another unit price than it was added at: the menu changed since (decision 097).
 * The cart is always priced as the menu is now; this is what the customer must be told.
 */
export const cartRepricedLineSchema = z.object({
  kind: z.enum(["item", "pizza"]),
  /** The line's id (cart items and pizzas number their lines apart). */
  id: z.number().int(),
  name: z.string(),
  from: moneySchema,
  to: moneySchema,
});
export type CartRepricedLine = z.infer<typeof cartRepricedLineSchema>;

/** The store's free delivery, from a subtotal of the items: how much this cart still misses (0: reached). */
export const cartFreeDeliverySchema = z.object({ from: moneySchema, missing: moneySchema });
export type CartFreeDelivery = z.infer<typeof cartFreeDeliverySchema>;

export const cartSchema = z.object({
  guid: z.string(),
  status: cartStatusSchema,
  scheduled_to: z.string().nullable(),
  delivery: z.object({
    type: deliveryTypeSchema,
    address: cartAddressSchema.nullable(),
    area_name: z.string().nullable(),
    /**
     * DELIVERY whose fee awaits an address (none yet, or one no longer served): summary.delivery_fee is 0
     * until one is set.
     */
    fee_pending: z.boolean(),
    /** Absent or null: no threshold to reach here (none set, not a delivery, an address not served, a fee of 0 anyway). */
    free_delivery: cartFreeDeliverySchema.nullable().optional(),
    time_to_receive: timeToReceiveSchema.nullable(),
  }),
  table_id: z.number().int().nullable(),
  notes: z.string().nullable(),
  items: z.array(cartItemSchema),
  pizzas: z.array(cartPizzaSchema),
  extras: z.array(cartExtraSchema),
  coupons: z.array(cartCouponSchema),
  adjustments: z.array(cartAdjustmentSchema),
  client: z.object({ id: z.number().int() }).nullable(),
  fidelity_program: cartFidelitySchema.nullable(),
  points_total: z.number().int(),
  converted_order: z.boolean(),
  /** Units of items and pizzas; extras are not counted. */
  count: z.number().int(),
  summary: cartSummarySchema,
  minimum_order: minimumOrderSchema,
  repriced: z.array(cartRepricedLineSchema).default([]),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartResponseSchema = envelope(cartSchema);
export const changeCartResponseSchema = cartResponseSchema;
export const cartChangeRefusalSchema = apiErrorSchema.extend({
  code: z.literal("CART_LINES_NOT_AT_STORE"),
  not_kept: z.array(cartLineNotKeptSchema).min(1),
});
export type CartChangeRefusal = z.infer<typeof cartChangeRefusalSchema>;
export const cartStatusResponseSchema = envelope(z.object({ status: cartStatusSchema, converted_order: z.boolean() }));

export const minimumOrderResponseSchema = envelope(minimumOrderSchema);

export const cartValidationResponseSchema = envelope(z.object({ valid: z.literal(true) }));

export const deliveryFeeLocationSchema = z.object({
  served: z.boolean(),
  mode: z.enum(["NEIGHBORHOOD", "DISTANCE"]),
  area_name: z.string().nullable(),
  distance_km: z.number().nullable(),
  /** With `cart_guid`: what that cart pays here, its free delivery applied; else the fee before it. */
  fee: moneySchema.nullable(),
  time_to_receive: timeToReceiveSchema.nullable(),
  /** The store's free delivery, when it has one: `missing` only for a cart. */
  free_delivery: z.object({ from: moneySchema, missing: moneySchema.nullable() }).optional(),
});
export type DeliveryFeeLocation = z.infer<typeof deliveryFeeLocationSchema>;
export const deliveryFeeLocationResponseSchema = envelope(deliveryFeeLocationSchema);

export const deliveryAreasResponseSchema = envelope(
  z.object({
    mode: z.enum(["NEIGHBORHOOD", "DISTANCE"]),
    areas: z.array(z.object({ name: z.string(), fee: moneySchema })),
  }),
);

const cartPriceSchema = z.object({
  summary: cartSummarySchema,
  adjustments: z.array(cartAdjustmentSchema),
  fee_pending: z.boolean(),
});
export type CartPrice = z.infer<typeof cartPriceSchema>;

const cartQuoteSchema = cartPriceSchema.extend({ by_payment: z.record(z.string(), cartPriceSchema) });
export type CartQuote = z.infer<typeof cartQuoteSchema>;

export const cartQuotesResponseSchema = envelope(
  z.object({
    cart: cartQuoteSchema,
    /** served false: the store does not deliver there (priced without a fee). */
    addresses: z.array(cartQuoteSchema.extend({ address_id: z.number().int(), served: z.boolean() })),
  }),
);
export type CartQuotes = z.infer<typeof cartQuotesResponseSchema>["data"];

export const cartItemErrorCodes = [
  "PENDING_CART",
  "UNAVAILABLE",
  "NOT_FOUND",
  "INVALID_QUANTITY",
  "CART_FINALIZED",
] as const;
