import type { CartAdjustment, CartCoupon, DeliveryType } from "../../../contract";
import type { coupons } from "../db/schema";

/*
 * Coupon rules and discounts, pure (issue 16; contract/coupons.ts has the rules in order).
 * STUB: the seam priceCart calls; the coupon work fills it in.
 */

/** A coupon on a cart: its row, and when it was applied. */
export type StoredCartCoupon = typeof coupons.$inferSelect & { appliedAt: string };

/** What a coupon is priced against: the cart's lines and fee as priced now. */
export interface CouponPricingInput {
  subtotal: number;
  /** The delivery fee the cart pays (0 when not DELIVERY or not known yet). */
  deliveryFee: number;
  deliveryType: DeliveryType;
  hasPromotionalItem: boolean;
  hasRedeemedItem: boolean;
  hasFidelityReward: boolean;
  clientId: number | null;
  now: Date;
}

/** Each coupon on the cart as the cart shows it, and the COUPON adjustments of those that apply. */
export function priceCoupons(stored: readonly StoredCartCoupon[], _input: CouponPricingInput): { coupons: CartCoupon[]; adjustments: CartAdjustment[] } {
  return {
    coupons: stored.map((coupon) => ({
      id: coupon.id,
      code: coupon.code,
      name: coupon.name,
      discount_type: coupon.discountType,
      discount: 0,
      applied: false,
      reason: null,
    })),
    adjustments: [],
  };
}
