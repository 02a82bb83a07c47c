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

// The API prices every discount as a COUPON adjustment; the storefront never computes one. The add's
// refusals, in the order they are checked, are couponErrorCodes (docs/api-reference.md, Coupons).

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
  /**
   * For the caller now: enabled, started, not ended, and neither REQUIRED_CLIENT, ALREADY_USED nor
   * FIRST_ORDER refuses it.
   */
  available_for_use: z.boolean(),
  unavailable_reason: couponInapplicableReasonSchema.nullable(),
  restrictions: z.object({
    requires_client: z.boolean(),
    exclusive: z.boolean(),
    single_use: z.boolean(),
    first_order: z.boolean(),
    not_with_promotional_items: z.boolean(),
    not_with_loyalty: z.boolean(),
  }),
  restrictions_by_delivery_method: z.object({ store_only: z.boolean(), delivery_only: z.boolean() }),
});
export type Coupon = z.infer<typeof couponSchema>;

export const VOUCHER_CODE_MAX = 40;
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
    delivery_type_changed_to: deliveryTypeSchema.nullable(),
  }),
);

export const couponsListResponseSchema = envelope(z.object({ coupons: z.array(couponSchema), paging: pagingSchema }));

export const couponResponseSchema = envelope(couponSchema);

export const addWalletCouponRequestSchema = z.object({ voucher_code: voucherCodeSchema });
