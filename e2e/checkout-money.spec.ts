import { expect } from "@playwright/test";
import { test } from "./support/test";
import { fillCheckout, finishButton, openCheckoutByPosts } from "./support/checkout";

/*
 * Money a customer types (decision 045), with JavaScript on and off: "100" in "Troco para" is
 * R$ 100,00, shown so when the page comes back, and reaches the order as R$ 100,00; an amount
 * beyond the limit is refused with the limit in the message.
 */

const SLUG = "bella-napoli";

test("a change typed as 100 is R$ 100,00 on the order; one beyond the limit is refused, naming it", async ({ page, javaScriptEnabled }) => {
  await openCheckoutByPosts(page, SLUG, "TAKEOUT");
  // The cart is below R$ 100, so a change for 100 is above it only if read as whole reais.
  const total = Number(
    /R\$\s?([\d.]+,\d{2})/
      .exec((await finishButton(page).textContent()) ?? "")?.[1]
      ?.replace(/\./g, "")
      .replace(",", "."),
  );
  expect(total).toBeGreaterThan(1);
  expect(total).toBeLessThan(100);

  await fillCheckout(page, { payment: "CASH", delivery: "TAKEOUT", changeFor: "1000000000000000" });
  const change = page.getByLabel("Troco para");
  await expect(change).toHaveAttribute("inputmode", "decimal");
  await expect(page.locator("#checkout-change_for-hint")).toHaveText("Ex.: 100 ou 100,50");
  await finishButton(page).click();
  await expect(page.locator("#checkout-change_for-error")).toHaveText(/^O valor máximo é R\$\s10\.000,00$/);
  await expect(change).toHaveAttribute("aria-invalid", "true");
  await expect(change).toHaveValue("1000000000000000");

  // Refused for another field: the change comes back as it was read.
  await change.fill("100");
  if (javaScriptEnabled) {
    await change.blur();
    await expect(change).toHaveValue("100,00");
  }
  await page.getByLabel(/^CPF\/CNPJ na nota/).fill("111.111.111-11");
  await finishButton(page).click();
  await expect(page.locator("#checkout-tax_id-error")).toBeVisible();
  await expect(change).toHaveValue("100,00");
  await expect(page.locator("#checkout-change_for-error")).toHaveCount(0);

  await page.getByLabel(/^CPF\/CNPJ na nota/).fill("");
  await finishButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/orders/\\d+\\?sent=1$`));
  await expect(page.getByText(/^Dinheiro · Troco para R\$\s?100,00$/)).toBeVisible();
});
