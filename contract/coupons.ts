import * as z from "zod";
import { COUPON_ERROR_CODES } from "./codes";
import { cartSchema, couponDiscountTypeSchema, couponInapplicableReasonSchema, deliveryTypeSchema } from "./cart";
export {
  cartCouponSchema,
  couponDiscountTypeSchema,
  couponInapplicableReasonSchema,
  type CartCoupon,
  type CouponDiscountType,
  type CouponInapplicableReason,
} from "./cart";
import { envelope, pagingSchema } from "./envelope";
import { moneySchema } from "./menu";

/*
 * Coupons (customer spec §2-§9, core spec §8). The API enforces every restriction and
 * prices every discount as a COUPON adjustment of the cart: the storefront never computes one.
 *
 * `POST /{slug}/carts/{guid}/coupons` `{ coupon: { voucher_code } }` answers 200 with the cart
 * (addCouponResponseSchema), or:
 * - 404 NOT_FOUND: unknown code, disabled, not started, past its end_date, or exclusive to another client;
 * - 422 with one of couponErrorCodes (rules below, checked in this order);
 * - 422 CART_FINALIZED / PENDING_CART as any cart change;
 * - 422 DELIVERY_TYPE_INVALID on a TABLE cart (a table's round is billed by its subtotal: no coupons).
 * `DELETE /{slug}/carts/{guid}/coupons/{couponId}` answers the cart (404 when not on it).
 *
 * Rules, in the order they are checked:
 * 1. REQUIRED_CLIENT: the coupon needs a logged-in client (requires_client, single_use,
 *    first_order_only or exclusive to a client) and the caller is a visitor.
 * 2. ALREADY_EXISTS: the coupon is already on this cart.
 * 3. QUANTITY_REACHED: the cart holds coupon_settings.max_coupons_per_cart coupons already.
 * 4. ALREADY_USED: single_use, and the client placed an order with it or holds it on another cart.
 *    Two crossing applies of one client leave one (a unique index), the other answers ALREADY_USED.
 * 5. FIRST_ORDER: first_order_only, and the client has an order at this merchant (any status but
 *    CANCELED, EXPIRED_PAYMENT) or no CPF on the account.
 * 6. PROMOTIONAL_ITEM: not_with_promotional_items, and the cart has an item on promotion (original_price set).
 * 7. FIDELITY_PROGRAM: not_with_loyalty, and the cart has a redeemed product or a fidelity reward.
 * 8. MINIMUM_ORDER: the cart's subtotal is below minimum_order.
 * Then a STORE_ONLY coupon sets the cart to TAKEOUT and a DELIVERY_ONLY one to DELIVERY (when the
 * store takes that type; else 422 DELIVERY_TYPE_INVALID), told by `delivery_type_changed_to`.
 *
 * On every later read the cart is priced with the coupons still valid for it: a coupon whose rule
 * no longer holds (subtotal below its minimum, a promotional item added, the delivery type changed
 * against its restriction, expired) stays on the cart with `applied: false` and its `reason`, and
 * gives no discount. Placing an order re-checks rules 4 and 5 and freezes the discount in the order.
 */

/** The refusals of a coupon add (422), core spec §8, in the order they are checked. */
export const couponErrorCodes = COUPON_ERROR_CODES;
export const couponErrorCodeSchema = z.enum(couponErrorCodes);
export type CouponErrorCode = z.infer<typeof couponErrorCodeSchema>;

export const couponSchema = z.object({
  id: z.number().int(),
  voucher_code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  discount_type: couponDiscountTypeSchema,
  /** FIXED: minor units; PERCENTAGE: whole percent; FREE_DELIVERY: 0. */
  value: z.number().int(),
  max_discount: moneySchema.nullable(),
  minimum_order: moneySchema,
  start_date: z.string(),
  end_date: z.string().nullable(),
  enabled: z.boolean(),
  displayed_in_wallet: z.boolean(),
  /** For the caller now: enabled, started, not ended, and none of rules 1, 4 and 5 refuses it. */
  available_for_use: z.boolean(),
  /** Why not available_for_use; null when it is. */
  unavailable_reason: couponInapplicableReasonSchema.nullable(),
  restrictions: z.object({
    requires_client: z.boolean(),
    exclusive: z.boolean(),
    single_use: z.boolean(),
    first_order: z.boolean(),
    not_with_promotional_items: z.boolean(),
    not_with_loyalty: z.boolean(),
  }),
  /** Customer spec §2 field names. */
  restrictions_by_delivery_method: z.object({ store_only: z.boolean(), delivery_only: z.boolean() }),
});
export type Coupon = z.infer<typeof couponSchema>;

export const VOUCHER_CODE_MAX = 40;
/** A code as typed: trimmed, upper-cased, letters, digits, '-' and '_' only. */
export const voucherCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(VOUCHER_CODE_MAX)
  .transform((code) => code.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9_-]+$/));

export const addCouponRequestSchema = z.object({ coupon: z.object({ voucher_code: voucherCodeSchema }) });
export type AddCouponRequest = z.input<typeof addCouponRequestSchema>;

export const addCouponResponseSchema = envelope(
  z.object({
    cart: cartSchema,
    coupon: couponSchema,
    /** The delivery type the coupon's restriction moved the cart to; null when unchanged. */
    delivery_type_changed_to: deliveryTypeSchema.nullable(),
  }),
);

/**
 * `GET /{slug}/coupons?client_id=&enabled=&displayed_in_wallet=&available_for_use=&code=&size=&page=&end_date[gte]=&end_date[lte]=`:
 * the wallet. A logged-in client only (401 otherwise), client_id must be the caller's (403).
 * Lists the merchant's coupons displayed_in_wallet, those exclusive to the client and those the
 * client added by code, filtered by the query; available_for_use is for this client.
 */
export const couponsListResponseSchema = envelope(z.object({ coupons: z.array(couponSchema), paging: pagingSchema }));

/** `GET /{slug}/coupons/code?client_id=&voucher_code=`: one coupon by its code (404 as the add). */
export const couponResponseSchema = envelope(couponSchema);

/** `POST /{slug}/clients/{id}/coupons` `{ voucher_code }`: adds a coupon to the client's wallet (201; 200 when already there; 404 unknown). */
export const addWalletCouponRequestSchema = z.object({ voucher_code: voucherCodeSchema });
