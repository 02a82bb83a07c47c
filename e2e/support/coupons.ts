import { expect, type Page } from "@playwright/test";
import type { Item } from "../../contract";
import { gotoStore } from "../demo";
import { fillCheckout, goToCheckout } from "./checkout";

/** The checkout's coupon field and its group, as a customer finds them. */
export const couponField = (page: Page) => page.getByLabel("Código do cupom");
export const couponGroup = (page: Page) => page.getByRole("group", { name: "Cupom de desconto" });

/**
 * The checkout at `slug` with `dish` in a new cart, for pickup, paid in cash: on the test's own page,
 * so that the order is checked as charged as shown (support/test.ts).
 */
export async function atCheckoutWith(visitor: Page, slug: string, dish: { item: Item; quantity: number }) {
  for (let added = 0; added < dish.quantity; added++) {
    await gotoStore(visitor, `/${slug}`);
    await visitor.getByRole("link", { name: dish.item.name, exact: true }).first().click();
    const dialog = visitor.getByRole("dialog", { name: dish.item.name });
    await dialog.getByRole("button", { name: /·/ }).click();
    await expect(dialog).toBeHidden();
  }
  await goToCheckout(visitor, slug, "TAKEOUT");
  await fillCheckout(visitor, { payment: "CASH", delivery: "TAKEOUT" });
}

/** Types a code and taps the coupon group's own "Aplicar". */
export async function applyCode(page: Page, code: string) {
  await couponField(page).fill(code);
  await couponGroup(page).getByRole("button", { name: "Aplicar" }).click();
}
