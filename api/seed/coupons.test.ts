import { describe, expect, it } from "vitest";
import { type couponErrorCodes, couponDiscountTypeSchema } from "../../contract";
import { couponStatements } from "./coupons-sql";
import { demoMerchants } from "./data";
import { demoCoupons } from "./data/coupons";
import { demoCustomers } from "./data/customers";

const bella = demoMerchants.find((merchant) => merchant.slug === "bella-napoli")!;
const atBella = demoCoupons.filter((coupon) => coupon.merchantId === bella.id);

describe("demo coupons", () => {
  it("writes one INSERT per coupon and refuses a code used twice or an unknown merchant", () => {
    expect(couponStatements(demoCoupons, demoMerchants)).toHaveLength(demoCoupons.length);
    expect(() => couponStatements([demoCoupons[0]!, demoCoupons[0]!], demoMerchants)).toThrow(/used twice/);
    expect(() => couponStatements([{ ...demoCoupons[0]!, merchantId: 999 }], demoMerchants)).toThrow(/not in the seed/);
  });

  it("codes are upper case and valid voucher codes; ids are in each merchant's block", () => {
    for (const coupon of demoCoupons) {
      expect(coupon.code).toMatch(/^[A-Z0-9_-]+$/);
      expect(Math.floor(coupon.id / 100000)).toBe(coupon.merchantId);
    }
  });

  it("Bella Napoli has every discount type and a coupon producing each refusal code", () => {
    expect(new Set(atBella.map((coupon) => coupon.discountType))).toEqual(new Set(couponDiscountTypeSchema.options));
    const produces: Record<(typeof couponErrorCodes)[number], boolean> = {
      REQUIRED_CLIENT: atBella.some(
        (coupon) => coupon.singleUse || coupon.firstOrderOnly || coupon.requiresClient || coupon.clientId !== undefined,
      ),
      ALREADY_EXISTS: atBella.some(
        (coupon) => !coupon.clientId && !coupon.singleUse && !coupon.firstOrderOnly && !coupon.minimumOrder,
      ),
      // Two coupons per cart: a third refuses.
      QUANTITY_REACHED:
        bella.coupon_settings.enabled && bella.coupon_settings.max_coupons_per_cart === 2 && atBella.length > 2,
      ALREADY_USED: atBella.some((coupon) => coupon.singleUse),
      // The demo customer has past orders (orders-sql.ts): a first-order coupon refuses them.
      FIRST_ORDER: atBella.some((coupon) => coupon.firstOrderOnly),
      PROMOTIONAL_ITEM:
        atBella.some((coupon) => coupon.notWithPromotionalItems) &&
        bella.categories.some((category) => category.items.some((item) => item.original_price != null)),
      FIDELITY_PROGRAM: atBella.some((coupon) => coupon.notWithLoyalty),
      MINIMUM_ORDER: atBella.some((coupon) => (coupon.minimumOrder ?? 0) > 0),
    };
    expect(Object.entries(produces).filter(([, yes]) => !yes)).toEqual([]);
    // NOT_FOUND (404): an ended coupon.
    expect(atBella.some((coupon) => coupon.endDate && Date.parse(coupon.endDate) < Date.now())).toBe(true);
    // The exclusive coupon is the demo customer's.
    const vip = atBella.find((coupon) => coupon.clientId !== undefined)!;
    expect(demoCustomers.find((customer) => customer.id === vip.clientId)?.slug).toBe("bella-napoli");
  });

  it("the Colombian and Mexican merchants have one coupon each", () => {
    for (const slug of ["la-brasa-burger", "taqueria-el-guero"]) {
      const merchant = demoMerchants.find((candidate) => candidate.slug === slug)!;
      expect(demoCoupons.filter((coupon) => coupon.merchantId === merchant.id)).toHaveLength(1);
    }
  });
});
