import { describe, expect, it } from "vitest";
import {
  type CouponPricingInput,
  type StoredCartCoupon,
  clientRuleReason,
  couponCartReason,
  priceCoupons,
} from "./coupons";

const now = new Date("2026-06-01T12:00:00.000Z");
const coupon = (id: number, extra: Partial<StoredCartCoupon> = {}): StoredCartCoupon => ({
  id,
  merchantId: 1,
  code: `C${id}`,
  name: `Cupom ${id}`,
  description: null,
  discountType: "FIXED",
  value: 1000,
  maxDiscount: null,
  minimumOrder: 0,
  startDate: "2026-01-01T00:00:00.000Z",
  endDate: null,
  enabled: true,
  displayedInWallet: true,
  clientId: null,
  requiresClient: false,
  singleUse: false,
  firstOrderOnly: false,
  notWithPromotionalItems: false,
  notWithLoyalty: false,
  deliveryRestriction: null,
  maxUses: null,
  maxUsesPerClient: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  appliedAt: "2026-06-01T11:00:00.000Z",
  ...extra,
});
const input = (extra: Partial<CouponPricingInput> = {}): CouponPricingInput => ({
  subtotal: 5000,
  deliveryFee: 800,
  deliveryType: "DELIVERY",
  hasPromotionalItem: false,
  hasRedeemedItem: false,
  hasFidelityReward: false,
  clientId: null,
  now,
  currency: "BRL",
  ...extra,
});

describe("priceCoupons", () => {
  it("FIXED takes its value, at most what is left of subtotal and fee", () => {
    expect(priceCoupons([coupon(1)], input()).adjustments).toEqual([
      { type: "DISCOUNT", source: "COUPON", name: "Cupom 1", amount: 1000 },
    ]);
    const priced = priceCoupons([coupon(1, { value: 4000 }), coupon(2, { value: 4000 })], input());
    expect(priced.coupons.map((line) => line.discount)).toEqual([4000, 1800]);
  });

  it("PERCENTAGE of the subtotal rounds down to the currency's unit and stops at max_discount", () => {
    const ten = coupon(1, { discountType: "PERCENTAGE", value: 15 });
    expect(priceCoupons([ten], input({ subtotal: 4590 })).coupons[0]!.discount).toBe(688); // 688.5 cents
    expect(priceCoupons([ten], input({ subtotal: 4_599_000, currency: "COP" })).coupons[0]!.discount).toBe(689_800); // 689 850 → whole pesos
    expect(priceCoupons([ten], input({ subtotal: 4590, currency: "MXN" })).coupons[0]!.discount).toBe(688);
    expect(priceCoupons([{ ...ten, maxDiscount: 500 }], input({ subtotal: 4590 })).coupons[0]!.discount).toBe(500);
  });

  it("FREE_DELIVERY takes the fee; on a takeout cart it is not applied (DELIVERY_TYPE)", () => {
    const free = coupon(1, { discountType: "FREE_DELIVERY", value: 0 });
    expect(priceCoupons([free], input()).coupons[0]).toMatchObject({ discount: 800, applied: true, reason: null });
    const takeout = priceCoupons([free], input({ deliveryType: "TAKEOUT", deliveryFee: 0 }));
    expect(takeout.coupons[0]).toMatchObject({ discount: 0, applied: false, reason: "DELIVERY_TYPE" });
    expect(takeout.adjustments).toEqual([]);
  });

  it("a coupon whose rule no longer holds stays with its reason and no discount", () => {
    const cases: [Partial<StoredCartCoupon>, Partial<CouponPricingInput>, string][] = [
      [{ minimumOrder: 6000 }, {}, "MINIMUM_ORDER"],
      [{ notWithPromotionalItems: true }, { hasPromotionalItem: true }, "PROMOTIONAL_ITEM"],
      [{ notWithLoyalty: true }, { hasRedeemedItem: true }, "FIDELITY_PROGRAM"],
      [{ notWithLoyalty: true }, { hasFidelityReward: true }, "FIDELITY_PROGRAM"],
      [{ deliveryRestriction: "STORE_ONLY" }, {}, "DELIVERY_TYPE"],
      [{ deliveryRestriction: "DELIVERY_ONLY" }, { deliveryType: "TAKEOUT" }, "DELIVERY_TYPE"],
      [{ endDate: "2026-05-31T00:00:00.000Z" }, {}, "EXPIRED"],
      [{ enabled: false }, {}, "EXPIRED"],
      [{ startDate: "2026-07-01T00:00:00.000Z" }, {}, "NOT_STARTED"],
      [{ singleUse: true }, {}, "REQUIRED_CLIENT"],
      [{ clientId: 7 }, { clientId: 8 }, "REQUIRED_CLIENT"],
    ];
    for (const [extra, given, reason] of cases) {
      const priced = priceCoupons([coupon(1, extra)], input(given));
      expect(priced.coupons[0], reason).toMatchObject({ applied: false, discount: 0, reason });
      expect(priced.adjustments).toEqual([]);
    }
    expect(
      couponCartReason(coupon(1, { deliveryRestriction: "STORE_ONLY" }), input({ deliveryType: "TAKEOUT" })),
    ).toBeNull();
  });
});

describe("clientRuleReason", () => {
  it("single use refuses a coupon held elsewhere; first order refuses a client with an order or no CPF", () => {
    const fresh = { usedElsewhere: false, hasOrder: false, hasCpf: true };
    expect(clientRuleReason(coupon(1, { singleUse: true }), { ...fresh, usedElsewhere: true })).toBe("ALREADY_USED");
    expect(clientRuleReason(coupon(1, { firstOrderOnly: true }), { ...fresh, hasOrder: true })).toBe("FIRST_ORDER");
    expect(clientRuleReason(coupon(1, { firstOrderOnly: true }), { ...fresh, hasCpf: false })).toBe("FIRST_ORDER");
    expect(clientRuleReason(coupon(1, { firstOrderOnly: true, singleUse: true }), fresh)).toBeNull();
  });

  it("uses per customer refuse the order that would pass the count, and need a logged-in client", () => {
    const fresh = { usedElsewhere: false, hasOrder: true, hasCpf: true };
    const three = coupon(1, { maxUsesPerClient: 3 });
    expect(clientRuleReason(three, { ...fresh, orderedUses: 2 })).toBeNull();
    expect(clientRuleReason(three, { ...fresh, orderedUses: 3 })).toBe("ALREADY_USED");
    expect(clientRuleReason(coupon(1, { singleUse: true }), { ...fresh, orderedUses: 1 })).toBe("ALREADY_USED");
    expect(couponCartReason(three, input({ clientId: null }))).toBe("REQUIRED_CLIENT");
  });
});
