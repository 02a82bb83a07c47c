import * as z from "zod";
import { apiErrorSchema, envelope } from "./envelope";
import { cartLineNotKeptSchema } from "./cart-change";
import { imageUrlSchema, optionalLink } from "./formats/links";
import { pizzaPriceRuleSchema } from "./merchant";
import { moneySchema } from "./menu";
import { timeToReceiveSchema } from "./operation";

/**
 * The cart (core spec §3, §4, §7). Every amount is computed by the API in minor units; a price
 * sent by a browser is never read. Requests wrap their payload as the spec names it
 * (`{ cart }`, `{ item }`, `{ pizza }`, `{ extras }`).
 */

export const deliveryTypeSchema = z.enum(["DELIVERY", "TAKEOUT", "TABLE"]);
export type DeliveryType = z.infer<typeof deliveryTypeSchema>;

/** OPEN: being filled. PENDING: an order of it awaits an online payment. FINALIZED: converted into an order. */
export const cartStatusSchema = z.enum(["OPEN", "PENDING", "FINALIZED"]);
export type CartStatus = z.infer<typeof cartStatusSchema>;

export { MAX_CART_LINES, MAX_LINE_QUANTITY } from "./limits";
import { CART_NOTES_MAX, LINE_NOTES_MAX, MAX_CART_LINES, NEIGHBORHOOD_MAX, SLUG_MAX } from "./limits";
const quantity = z.number().int();

/** Where a delivery goes, as far as the fee needs it (the full address form is in the companion spec). */
export const cartAddressSchema = z.object({
  neighborhood: z.string().trim().min(1).max(NEIGHBORHOOD_MAX),
  street: z.string().trim().max(120).nullable().default(null),
  number: z.string().trim().max(20).nullable().default(null),
  city: z.string().trim().max(80).nullable().default(null),
  zip_code: z.string().trim().max(10).nullable().default(null),
  /** The rest of a full address (checkout); the cart page's neighbourhood alone leaves them null. */
  complement: z.string().trim().max(80).nullable().default(null),
  state: z.string().trim().max(40).nullable().default(null),
  reference_point: z.string().trim().max(120).nullable().default(null),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
});
export type CartAddress = z.infer<typeof cartAddressSchema>;
/** An address as sent: the fields with a default may be left out. */
export type CartAddressInput = z.input<typeof cartAddressSchema>;

// ---------- requests ----------

export const itemOptionChoiceSchema = z.object({ option_id: z.number().int(), quantity: quantity.min(1).default(1) });

export const itemPayloadSchema = z.object({
  item_id: z.number().int(),
  quantity,
  notes: z.string().trim().max(LINE_NOTES_MAX).nullable().default(null),
  options: z.array(itemOptionChoiceSchema).default([]),
  table_solicitation_id: z.number().int().nullable().default(null),
  /** A loyalty redemption (contract/loyalty.ts): an item of a redeemable category, paid with points. */
  redeemed: z.boolean().default(false),
});
export type ItemPayload = z.input<typeof itemPayloadSchema>;

export const pizzaPayloadSchema = z.object({
  pizza_id: z.number().int(),
  size_id: z.number().int(),
  /** Each chosen flavor with how many parts of the pizza it takes (1 + 1 = half and half). */
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
 * Extension of §7 (it lists no way to change a line): `PUT …/items/{id}` and `…/pizzas/{id}`.
 * `quantity` sets the line to that many (1 to MAX_LINE_QUANTITY, else 422 INVALID_QUANTITY).
 * `increment` adds to what the line holds when the request lands, so two taps on "+" give +2
 * even when they cross: above MAX_LINE_QUANTITY is 422 INVALID_QUANTITY and changes nothing; a
 * negative one stops at 1 (removing a line is its own DELETE). Exactly one of the two.
 */
export const updateLineRequestSchema = z.union(
  [z.strictObject({ quantity }), z.strictObject({ increment: quantity.refine((value) => value !== 0, "must not be 0") })],
  { error: "expected { quantity } or { increment }, a whole number (increment not 0)" },
);
export type UpdateLineRequest = z.infer<typeof updateLineRequestSchema>;
export const updateCartRequestSchema = z.object({ cart: z.object({ notes: z.string().trim().max(CART_NOTES_MAX).nullable() }) });
export const deliveryMethodRequestSchema = z.object({
  cart: z.object({
    delivery_type: deliveryTypeSchema,
    address: cartAddressSchema.nullable().optional(),
    card_guid: z.string().max(64).nullable().optional(),
    payment_method: z.string().max(40).nullable().optional(),
    offline_payment: z.boolean().optional(),
  }),
});
/**
 * `PUT …/carts/{guid}/change` (core spec §7, decision 030). To a STORE of the same franchise: the
 * open cart moves there whole (same guid, its lines matched by name and priced by that store's
 * menu), answered as `changeCartResponseSchema`; or, when a line cannot follow, 422
 * `cartChangeRefusalSchema` and the cart stays where it was. To the FRANCHISE itself: the cart
 * stays at its store and is answered as it is. Anything else is 422 VALIDATION_ERROR.
 */
export const changeCartRequestSchema = z.object({
  slugable_type: z.enum(["FRANCHISE", "STORE"]),
  slugable_name: z.string().min(1).max(SLUG_MAX),
});
export const cartClientRequestSchema = z.object({ cart: z.object({ client: z.object({ id: z.number().int() }) }) });
/** POST adds these quantities, PUT replaces the whole set, DELETE `?additional_id=` removes one (none: all). */
export const extrasRequestSchema = z.object({
  extras: z.array(z.object({ additional_id: z.number().int(), quantity: quantity.min(0) })),
});

// ---------- answers ----------

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
  /** A loyalty redemption: unit_price and total are 0, `points` per unit are paid with points. */
  // Defaults: orders frozen before coupons and loyalty existed have neither.
  redeemed: z.boolean().default(false),
  points: z.number().int().nullable().default(null),
  /** Item price plus its options, for one unit. */
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
  flavors: z.array(z.object({ flavor_id: z.number().int(), name: z.string(), quantity: z.number().int(), price: moneySchema })),
  complements: z.array(z.object({ complement_id: z.number().int(), name: z.string(), kind: z.enum(["EDGE", "CRUST", "TOPPING"]), price: moneySchema })),
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

/** Core spec §3: all default zero. increase and discount are the sums of the cart's adjustments (discount never takes total below 0). */
export const cartSummarySchema = z.object({
  subtotal: moneySchema,
  delivery_fee: moneySchema,
  discount: moneySchema,
  increase: moneySchema,
  total: moneySchema,
});
export type CartSummary = z.infer<typeof cartSummarySchema>;

/**
 * One change to the cart's total after its lines and the delivery fee: an INCREASE (the store's
 * extra fee; later the table service charge) or a DISCOUNT (later coupons, loyalty points).
 * `amount` is positive minor units; summary.increase and summary.discount are their sums.
 */
export const cartAdjustmentSchema = z.object({
  type: z.enum(["INCREASE", "DISCOUNT"]),
  /** COUPON: cart.coupons; LOYALTY: a campaign payment discount; FIDELITY: cart.fidelity_program. */
  source: z.enum(["EXTRA_FEE", "COUPON", "LOYALTY", "FIDELITY", "SERVICE_CHARGE"]),
  name: z.string(),
  amount: moneySchema,
});
export type CartAdjustment = z.infer<typeof cartAdjustmentSchema>;

// ---------- coupons and loyalty on the cart (contract/coupons.ts, contract/loyalty.ts) ----------

export const couponDiscountTypeSchema = z.enum(["FIXED", "PERCENTAGE", "FREE_DELIVERY"]);
export type CouponDiscountType = z.infer<typeof couponDiscountTypeSchema>;

/** Why a coupon on a cart gives no discount now (see the rules above); also why a wallet coupon is unavailable. */
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

/** A coupon as the cart carries it (cart.coupons). `id` is the coupon's id (the DELETE path's couponId). */
export const cartCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  discount_type: couponDiscountTypeSchema,
  /** What it takes off now; 0 when not applied. */
  discount: moneySchema,
  applied: z.boolean(),
  reason: couponInapplicableReasonSchema.nullable(),
});
export type CartCoupon = z.infer<typeof cartCouponSchema>;

/** A fidelity programme reward applied to this cart (the client's next order after reaching the goal). */
export const cartFidelitySchema = z.object({
  program_id: z.number().int(),
  name: z.string(),
  reward: z.string(),
  discount: moneySchema,
});
export type CartFidelity = z.infer<typeof cartFidelitySchema>;

export const minimumOrderSchema = z.object({
  /** Store minimum; 0 when there is none. */
  minimum: moneySchema,
  /** Subtotal plus the fees whose use_in_minimum_order_calculation is true. */
  counted: moneySchema,
  missing: moneySchema,
  reached: z.boolean(),
  delivery_fee_counts: z.boolean(),
  extra_fee_counts: z.boolean(),
});
export type MinimumOrder = z.infer<typeof minimumOrderSchema>;

export const cartSchema = z.object({
  guid: z.string(),
  status: cartStatusSchema,
  scheduled_to: z.string().nullable(),
  delivery: z.object({
    type: deliveryTypeSchema,
    address: cartAddressSchema.nullable(),
    /** Name of the delivery area the address fell in, null when none is set. */
    area_name: z.string().nullable(),
    /**
     * DELIVERY whose fee depends on an address the cart does not have (none yet, or one the store
     * no longer serves): summary.delivery_fee is 0 until one is set, and validate answers
     * REQUIRED_ADDRESS (or DELIVERY_NOT_AVAILABLE). False otherwise.
     */
    fee_pending: z.boolean(),
    time_to_receive: timeToReceiveSchema.nullable(),
  }),
  table_id: z.number().int().nullable(),
  notes: z.string().nullable(),
  items: z.array(cartItemSchema),
  pizzas: z.array(cartPizzaSchema),
  extras: z.array(cartExtraSchema),
  coupons: z.array(cartCouponSchema),
  /** What summary.increase and summary.discount are made of, in the order they were applied. */
  adjustments: z.array(cartAdjustmentSchema),
  client: z.object({ id: z.number().int() }).nullable(),
  fidelity_program: cartFidelitySchema.nullable(),
  /** Points the redeemed lines cost (items with redeemed: true); 0 when none. */
  points_total: z.number().int(),
  converted_order: z.boolean(),
  /** Units of items and pizzas (extras not counted), for the floating cart button. */
  count: z.number().int(),
  summary: cartSummarySchema,
  /** What `GET …/minimum_order` answers for this cart, carried along so a page of the cart needs no second call. */
  minimum_order: minimumOrderSchema,
});
export type Cart = z.infer<typeof cartSchema>;

export const cartResponseSchema = envelope(cartSchema);
/** A cart moved to another store: the same guid, now that store's cart, priced by its menu (its delivery type the store's default when it does not take the cart's). */
export const changeCartResponseSchema = cartResponseSchema;
/** 422 CART_LINES_NOT_AT_STORE: every line the target store cannot take, in cart order; nothing moved. */
export const cartChangeRefusalSchema = apiErrorSchema.extend({
  code: z.literal("CART_LINES_NOT_AT_STORE"),
  not_kept: z.array(cartLineNotKeptSchema).min(1),
});
export type CartChangeRefusal = z.infer<typeof cartChangeRefusalSchema>;
export const cartStatusResponseSchema = envelope(z.object({ status: cartStatusSchema, converted_order: z.boolean() }));

export const minimumOrderResponseSchema = envelope(minimumOrderSchema);

/** `GET …/validate?origin=&method=`: 200 when the cart can become an order, else 422 with a code. */
export const cartValidationResponseSchema = envelope(z.object({ valid: z.literal(true) }));

/** `GET /{slug}/delivery_fees/location?neighborhood=` or `?latitude=&longitude=`. */
export const deliveryFeeLocationSchema = z.object({
  served: z.boolean(),
  /** NEIGHBORHOOD: a fee per named area; DISTANCE: a fee per band of kilometres from the store. */
  mode: z.enum(["NEIGHBORHOOD", "DISTANCE"]),
  area_name: z.string().nullable(),
  distance_km: z.number().nullable(),
  fee: moneySchema.nullable(),
  time_to_receive: timeToReceiveSchema.nullable(),
});
export type DeliveryFeeLocation = z.infer<typeof deliveryFeeLocationSchema>;
export const deliveryFeeLocationResponseSchema = envelope(deliveryFeeLocationSchema);

/** Named areas a customer can pick without geolocation (`GET /{slug}/delivery_areas`). */
export const deliveryAreasResponseSchema = envelope(
  z.object({
    mode: z.enum(["NEIGHBORHOOD", "DISTANCE"]),
    areas: z.array(z.object({ name: z.string(), fee: moneySchema })),
  }),
);

/** A cart's price as an order would be made of it: its summary, what the summary's adjustments are, whether the fee awaits an address. */
const cartPriceSchema = z.object({ summary: cartSummarySchema, adjustments: z.array(cartAdjustmentSchema), fee_pending: z.boolean() });
export type CartPrice = z.infer<typeof cartPriceSchema>;

/** A price, and the price paid with each method whose loyalty campaign discounts it (any other method pays the first). */
const cartQuoteSchema = cartPriceSchema.extend({ by_payment: z.record(z.string(), cartPriceSchema) });
export type CartQuote = z.infer<typeof cartQuoteSchema>;

/**
 * `GET /{slug}/carts/{guid}/quotes`: the caller's cart priced as the order would be, as it is and
 * (a delivery cart of a logged-in client) delivered to each of the client's saved addresses, in
 * the list's order. Nothing is written: what the checkout shows for each choice before it is made.
 */
export const cartQuotesResponseSchema = envelope(
  z.object({
    cart: cartQuoteSchema,
    /** served false: the store does not deliver there (its price is the cart's without a fee). */
    addresses: z.array(cartQuoteSchema.extend({ address_id: z.number().int(), served: z.boolean() })),
  }),
);
export type CartQuotes = z.infer<typeof cartQuotesResponseSchema>["data"];

/** 422 codes an add of an item or a pizza may answer (core spec §8). */
export const cartItemErrorCodes = ["PENDING_CART", "UNAVAILABLE", "NOT_FOUND", "INVALID_QUANTITY", "CART_FINALIZED"] as const;
