import { expect, type Page } from "@playwright/test";
import { test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { copyMerchant, logInAsCopyOwner } from "./support/merchant-copies";
import { fillCheckout, finishButton, goToCheckout, simpleDish } from "./support/checkout";
import { bySlug, gotoStore, priceText } from "./demo";

/*
 * The owner of a copy of the pizzeria (a store of this test's own, so no other spec sees it) adds
 * a neighbourhood with its fee and turns takeout off; a customer whose cart was open before the
 * change no longer sees takeout, and the checkout at an address there shows that fee and the order
 * is charged it.
 */

const pizzeria = bySlug("bella-napoli");
const PINHEIROS_FEE = 1190;
const PINHEIROS = {
  zip: "05425-070",
  street: "Rua dos Pinheiros",
  number: "300",
  neighborhood: "Pinheiros",
  city: "São Paulo",
  state: "SP",
};

/** The pizzeria's dish without required choices, as many as its minimum needs, added at the copy by name (the copy's ids are its own). */
async function fillCopyCart(page: Page, slug: string) {
  const { item, quantity } = simpleDish(pizzeria.slug);
  for (let added = 0; added < quantity; added++) {
    await gotoStore(page, `/${slug}`);
    await page.getByRole("link", { name: item.name, exact: true }).first().click();
    const dialog = page.getByRole("dialog", { name: item.name });
    await dialog.getByRole("button", { name: /·/ }).click();
    await expect(dialog).toBeHidden();
  }
}

test("the owner adds a neighbourhood with its fee and turns takeout off: the customer's checkout charges that fee and offers no takeout", async ({
  page,
  request,
  browser,
  baseURL,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  const copy = await copyMerchant(request, pizzeria.slug);
  const context = await browser.newContext({ javaScriptEnabled, locale: "pt-BR", baseURL });
  try {
    // The customer's cart first, so the storefront has the store's configuration cached before the change.
    const customer = await context.newPage();
    await fillCopyCart(customer, copy.slug);
    await customer.goto(`/${copy.slug}/cart`);
    await expect(customer.getByRole("radio", { name: /Retirar na loja/ })).toHaveCount(1);

    const settings = `/_console/${copy.slug}/settings/delivery`;
    await logInAsCopyOwner(page, copy, settings);
    await expect(page.getByRole("heading", { level: 1, name: "Entrega e modos de pedido" })).toBeVisible();
    await expectAccessible(page, "console delivery settings");
    const row = pizzeria.delivery_areas!.areas.length + 1;
    await page.getByLabel(`Nome do bairro ${row}`).fill("Pinheiros");
    await page.getByLabel(`Taxa do bairro ${row}`).fill("R$ 11,90");
    await page.getByLabel("Retirada na loja").uncheck();
    await page.getByRole("button", { name: "Salvar entrega" }).click();
    await expect(page.getByText("Entrega salva. Os clientes já veem a mudança.")).toBeVisible();
    await expect(page.getByLabel(`Nome do bairro ${row}`)).toHaveValue("Pinheiros");
    await expect(page.getByLabel(`Taxa do bairro ${row}`)).toHaveValue("11,90");
    await expect(page.getByLabel("Retirada na loja")).not.toBeChecked();

    await page.goto(`/_console/${copy.slug}/settings/payment-methods`);
    await expect(page.getByRole("heading", { level: 1, name: "Formas de pagamento" })).toBeVisible();
    await expect(page.getByLabel("Dinheiro")).toBeChecked();
    await expectAccessible(page, "console payment methods settings");

    // The same customer, the same cart: takeout is gone at once, and Pinheiros is served at its fee.
    await customer.goto(`/${copy.slug}/cart`);
    await expect(customer.getByRole("heading", { level: 1, name: "Seu carrinho" })).toBeVisible();
    await expect(customer.getByRole("radio", { name: /Retirar na loja/ })).toHaveCount(0);
    await goToCheckout(customer, copy.slug, "DELIVERY", "Pinheiros");
    const fee = priceText(pizzeria, PINHEIROS_FEE);
    await expect(customer.locator("main")).toContainText(fee);
    await fillCheckout(customer, { payment: "CASH", address: PINHEIROS });
    await finishButton(customer).click();
    await expect(customer).toHaveURL(new RegExp(`/${copy.slug}/orders/\\d+`));
    await expect(customer.locator("main")).toContainText(`Taxa de entrega${fee}`);
  } finally {
    await context.close();
  }
});
