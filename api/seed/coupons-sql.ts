import { coupons } from "../src/db/schema";
import type { DemoCoupon } from "./data/coupons";
import { insert } from "./sql";
import type { SeedMerchant } from "./types";

/** Every demo coupon starts here unless it says otherwise. */
const SEEDED_FROM = "2026-01-01T00:00:00.000Z";

/** INSERTs of the demo coupons (issue 16), after seedStatements' merchants and the demo customers. */
export function couponStatements(list: DemoCoupon[], merchants: SeedMerchant[]): string[] {
  const codes = new Set<string>();
  return list.map((coupon) => {
    if (!merchants.some((merchant) => merchant.id === coupon.merchantId))
      throw new Error(`Seed coupon ${coupon.code}: merchant ${coupon.merchantId} is not in the seed`);
    const key = `${coupon.merchantId}:${coupon.code}`;
    if (codes.has(key)) throw new Error(`Seed coupon ${coupon.code}: code used twice at merchant ${coupon.merchantId}`);
    codes.add(key);
    return insert(coupons, {
      id: coupon.id,
      merchantId: coupon.merchantId,
      code: coupon.code,
      name: coupon.name,
      description: coupon.description,
      discountType: coupon.discountType,
      value: coupon.value,
      maxDiscount: coupon.maxDiscount ?? null,
      minimumOrder: coupon.minimumOrder ?? 0,
      startDate: coupon.startDate ?? SEEDED_FROM,
      endDate: coupon.endDate ?? null,
      enabled: coupon.enabled ?? true,
      displayedInWallet: coupon.displayedInWallet,
      clientId: coupon.clientId ?? null,
      requiresClient: coupon.requiresClient ?? false,
      singleUse: coupon.singleUse ?? false,
      firstOrderOnly: coupon.firstOrderOnly ?? false,
      notWithPromotionalItems: coupon.notWithPromotionalItems ?? false,
      notWithLoyalty: coupon.notWithLoyalty ?? false,
      deliveryRestriction: coupon.deliveryRestriction ?? null,
      maxUses: coupon.maxUses ?? null,
      maxUsesPerClient: coupon.maxUsesPerClient ?? (coupon.singleUse ? 1 : null),
      createdAt: SEEDED_FROM,
    });
  });
}
