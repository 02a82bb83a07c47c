import {
  type CartAdjustment,
  type CartCoupon,
  type Coupon,
  type CouponInapplicableReason,
  type Currency,
  type DeliveryType,
  roundingUnit,
} from "../../../contract";
import type { coupons } from "../db/schema";

/* What needs the database (who holds a single-use coupon, the client's orders) is in db/coupons.ts. */

export type CouponRow = typeof coupons.$inferSelect;

export type StoredCartCoupon = CouponRow & { appliedAt: string };

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
  /** The merchant's currency: a percentage is rounded down to its unit (COP has no cents). Default BRL. */
  currency?: Currency;
}

export const needsClient = (coupon: CouponRow): boolean =>
  coupon.requiresClient ||
  coupon.singleUse ||
  coupon.maxUsesPerClient !== null ||
  coupon.firstOrderOnly ||
  coupon.clientId !== null;

/** Orders one client may place with the coupon; single_use is one (older rows carry only the flag). */
export const perClientLimit = (coupon: Pick<CouponRow, "singleUse" | "maxUsesPerClient">): number | null =>
  coupon.singleUse ? 1 : coupon.maxUsesPerClient;

/** Enabled and within its dates now: otherwise the coupon is unknown to an add (404). */
export function couponLive(coupon: CouponRow, now: Date): boolean {
  return couponDateReason(coupon, now) === null;
}

export function couponDateReason(coupon: CouponRow, now: Date): "EXPIRED" | "NOT_STARTED" | null {
  if (!coupon.enabled) return "EXPIRED";
  if (coupon.endDate !== null && Date.parse(coupon.endDate) < now.getTime()) return "EXPIRED";
  if (Date.parse(coupon.startDate) > now.getTime()) return "NOT_STARTED";
  return null;
}

/** Whether `clientId` (null: a visitor) may even know the coupon: not exclusive to someone else. */
export const couponVisibleTo = (coupon: CouponRow, clientId: number | null): boolean =>
  coupon.clientId === null || coupon.clientId === clientId;

export function couponCartReason(coupon: CouponRow, input: CouponPricingInput): CouponInapplicableReason | null {
  const dated = couponDateReason(coupon, input.now);
  if (dated) return dated;
  if (needsClient(coupon) && input.clientId === null) return "REQUIRED_CLIENT";
  if (coupon.clientId !== null && coupon.clientId !== input.clientId) return "REQUIRED_CLIENT";
  if (coupon.notWithPromotionalItems && input.hasPromotionalItem) return "PROMOTIONAL_ITEM";
  if (coupon.notWithLoyalty && (input.hasRedeemedItem || input.hasFidelityReward)) return "FIDELITY_PROGRAM";
  if (input.subtotal < coupon.minimumOrder) return "MINIMUM_ORDER";
  if (coupon.deliveryRestriction === "STORE_ONLY" && input.deliveryType !== "TAKEOUT") return "DELIVERY_TYPE";
  if (coupon.deliveryRestriction === "DELIVERY_ONLY" && input.deliveryType !== "DELIVERY") return "DELIVERY_TYPE";
  if (coupon.discountType === "FREE_DELIVERY" && input.deliveryType !== "DELIVERY") return "DELIVERY_TYPE";
  return null;
}

/** Rounded down to the currency's unit and never more than what is left to discount. */
export function couponDiscount(
  coupon: CouponRow,
  input: Pick<CouponPricingInput, "subtotal" | "deliveryFee" | "currency">,
  left: number,
): number {
  let amount: number;
  if (coupon.discountType === "FIXED") amount = coupon.value;
  else if (coupon.discountType === "PERCENTAGE") {
    const unit = roundingUnit(input.currency ?? "BRL");
    amount = Math.floor((input.subtotal * coupon.value) / 100 / unit) * unit;
    if (coupon.maxDiscount !== null) amount = Math.min(amount, coupon.maxDiscount);
  } else amount = input.deliveryFee;
  return Math.max(0, Math.min(amount, left));
}

export function priceCoupons(
  stored: readonly StoredCartCoupon[],
  input: CouponPricingInput,
): { coupons: CartCoupon[]; adjustments: CartAdjustment[] } {
  let left = input.subtotal + input.deliveryFee;
  const adjustments: CartAdjustment[] = [];
  const priced = stored.map((coupon): CartCoupon => {
    const reason = couponCartReason(coupon, input);
    const discount = reason === null ? couponDiscount(coupon, input, left) : 0;
    left -= discount;
    if (reason === null && discount > 0)
      adjustments.push({ type: "DISCOUNT", source: "COUPON", name: coupon.name, amount: discount });
    return {
      id: coupon.id,
      code: coupon.code,
      name: coupon.name,
      discount_type: coupon.discountType,
      discount,
      applied: reason === null,
      reason,
    };
  });
  return { coupons: priced, adjustments };
}

export function couponView(coupon: CouponRow, unavailable: CouponInapplicableReason | null): Coupon {
  return {
    id: coupon.id,
    voucher_code: coupon.code,
    name: coupon.name,
    description: coupon.description,
    discount_type: coupon.discountType,
    value: coupon.value,
    max_discount: coupon.maxDiscount,
    minimum_order: coupon.minimumOrder,
    start_date: coupon.startDate,
    end_date: coupon.endDate,
    enabled: coupon.enabled,
    displayed_in_wallet: coupon.displayedInWallet,
    available_for_use: unavailable === null,
    unavailable_reason: unavailable,
    restrictions: {
      requires_client: needsClient(coupon),
      exclusive: coupon.clientId !== null,
      single_use: coupon.singleUse,
      first_order: coupon.firstOrderOnly,
      not_with_promotional_items: coupon.notWithPromotionalItems,
      not_with_loyalty: coupon.notWithLoyalty,
    },
    restrictions_by_delivery_method: {
      store_only: coupon.deliveryRestriction === "STORE_ONLY",
      delivery_only: coupon.deliveryRestriction === "DELIVERY_ONLY",
    },
  };
}

export function clientRuleReason(
  coupon: CouponRow,
  client: {
    usedElsewhere: boolean;
    hasOrder: boolean;
    hasCpf: boolean;
    /** The client's orders, not canceled, that used the coupon. */
    orderedUses?: number;
  },
): "ALREADY_USED" | "FIRST_ORDER" | null {
  if (coupon.singleUse && client.usedElsewhere) return "ALREADY_USED";
  const limit = perClientLimit(coupon);
  if (limit !== null && (client.orderedUses ?? 0) >= limit) return "ALREADY_USED";
  if (coupon.firstOrderOnly && (client.hasOrder || !client.hasCpf)) return "FIRST_ORDER";
  return null;
}
