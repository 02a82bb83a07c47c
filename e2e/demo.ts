import { demoMerchants } from "../api/seed/data";
import { displayLocale, formatMoney, type Item } from "../contract";
import type { SeedMerchant } from "../api/seed/types";

export { demoMerchants };

export const bySlug = (slug: string): SeedMerchant => {
  const merchant = demoMerchants.find((candidate) => candidate.slug === slug);
  if (!merchant) throw new Error(`No demo merchant ${slug}`);
  return merchant;
};

/** Stores with a menu (the franchise itself lists its stores instead). */
export const menuMerchants = demoMerchants.filter((merchant) => merchant.type === "STORE");

/** The first item a customer sees on the merchant's menu (same rules as the storefront). */
export function firstVisibleItem(merchant: SeedMerchant): Item {
  const category = [...merchant.categories]
    .sort((a, b) => a.order - b.order)
    .find((c) => c.enabled && !c.redeemable && c.items.some((item) => item.enabled));
  const item = category?.items.filter((candidate) => candidate.enabled).sort((a, b) => a.order - b.order)[0];
  if (!item) throw new Error(`${merchant.slug} has no visible item`);
  return item;
}

/** A price as the customer sees it in the merchant's currency and language. */
export const priceText = (merchant: SeedMerchant, minorUnits: number) =>
  formatMoney(
    minorUnits,
    merchant.tropicalization.currency,
    displayLocale(merchant.tropicalization.language, merchant.tropicalization.country_code),
  );

export function hexToRgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

/**
 * Opens a store page and, when the store is closed at this hour (the demo hours follow the wall
 * clock), dismisses the closed-store modal the way a customer would.
 */
export async function gotoStore(page: import("@playwright/test").Page, url: string) {
  const response = await page.goto(url);
  const notice = page
    .getByRole("dialog")
    .filter({ has: page.getByRole("button", { name: /^(Ver cardápio|Ver menú|Browse the menu)$/ }) });
  if (await notice.isVisible()) {
    await notice
      .getByRole("button")
      .filter({ hasText: /^(Ver cardápio|Ver menú|Browse the menu)$/ })
      .click();
    await notice.waitFor({ state: "hidden" });
  }
  return response;
}
