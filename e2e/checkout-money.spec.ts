import { expect } from "@playwright/test";
import { test } from "./support/test";
import { readPage, postForm, openPage, registerNewClientByPosts } from "./support/account";
import { fillCartByPosts, fillCheckout, finishButton, openCheckoutByPosts } from "./support/checkout";

/*
 * Money a customer types (decision 045), with JavaScript on and off: "100" in "Troco para" is
 * R$ 100,00, shown so when the page comes back, and reaches the order as R$ 100,00; an amount
 * beyond the limit is refused with the limit in the message.
 */

const SLUG = "bella-napoli";

test("a change typed as 100 is R$ 100,00 on the order; one beyond the limit is refused, naming it", async ({
  page,
  javaScriptEnabled,
}) => {
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

test("a saved address is priced before the order: the summary and the button show its fee, follow the address checked, and the order is that total", async ({
  page,
}) => {
  await registerNewClientByPosts(page, SLUG);
  for (const [zip_code, street, number, neighborhood] of [
    ["01327-000", "Rua Treze de Maio", "10", "Bela Vista"],
    ["01302-000", "Rua Augusta", "500", "Consolação"],
  ] as const) {
    const form = await readPage(page, `/${SLUG}/profile/addresses/new`);
    await postForm(page, form, {
      form: 'input[name="zip_code"]',
      fill: { label: "HOME", zip_code, street, number, neighborhood, city: "São Paulo", state: "SP" },
      submit: 'button[name="intent"][value="save"]',
    });
  }
  // The cart's neighbourhood left empty: the cart itself knows no fee.
  await fillCartByPosts(page, SLUG);
  await openPage(page, `/${SLUG}/checkout`);

  const summary = page.getByRole("region", { name: "Resumo do pedido" });
  const fee = summary.locator("dt:visible", { hasText: "Taxa de entrega" }).locator("xpath=following-sibling::dd[1]");
  const total = summary.locator("dd.c-summary__total:visible");
  const moneyIn = (text: string | null) => /R\$\s?[\d.]+,\d{2}/.exec(text ?? "")?.[0].replace(/\s/g, " ");
  // The first saved address is checked: its fee is in the summary and on the button.
  await expect(page.getByRole("radio", { name: /Bela Vista/ })).toBeChecked();
  await expect(fee).toHaveText(/^R\$\s5,00$/);
  const withBelaVista = moneyIn(await total.textContent());
  expect(moneyIn(await finishButton(page).innerText())).toBe(withBelaVista);

  // Another saved address: its fee (R$ 7,00) and total, without a round trip, with scripts or without.
  await page.getByRole("radio", { name: /Consolação/ }).check();
  await expect(fee).toHaveText(/^R\$\s7,00$/);
  const withConsolacao = moneyIn(await total.textContent());
  expect(withConsolacao).not.toBe(withBelaVista);
  expect(moneyIn(await finishButton(page).innerText())).toBe(withConsolacao);

  await page.getByRole("radio", { name: "Dinheiro" }).check();
  await page.getByLabel("Não preciso de troco").check();
  await finishButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/orders/\\d+\\?sent=1$`));
  await expect(page.getByRole("main")).toContainText(
    new RegExp(withConsolacao!.replace("R$ ", "R\\$\\s").replace(".", "\\.")),
  );
});

test("an address typed at the checkout whose fee the page did not show places nothing: the page shows the total with it, and the next tap places it", async ({
  page,
}) => {
  await openCheckoutByPosts(page, SLUG, "DELIVERY");
  const shown = await finishButton(page).innerText();
  // The cart was priced for Bela Vista (R$ 5,00); the customer types an address in Vila Mariana (R$ 12,00).
  await fillCheckout(page, {
    payment: "CASH",
    address: {
      zip: "04101-000",
      street: "Rua Domingos de Morais",
      number: "20",
      neighborhood: "Vila Mariana",
      city: "São Paulo",
      state: "SP",
    },
  });
  await finishButton(page).click();
  const message = page.getByRole("alert").filter({ hasText: "O total do pedido agora é" });
  await expect(message).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/checkout$`));
  const now = /R\$\s?[\d.]+,\d{2}/.exec((await message.textContent()) ?? "")![0];
  // The page shows the cart as it is now (with scripts, once it has read it again).
  await expect(finishButton(page)).toContainText(now);
  expect(await finishButton(page).innerText()).not.toBe(shown);
  await expect(
    page.getByRole("region", { name: "Resumo do pedido" }).locator("dd:visible", { hasText: /^R\$\s12,00$/ }),
  ).toBeVisible();
  await finishButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/orders/\\d+\\?sent=1$`));
});
