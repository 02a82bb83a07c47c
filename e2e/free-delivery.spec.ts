import { expect, type Page } from "@playwright/test";
import { test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { copyMerchant, logInAsCopyOwner } from "./support/merchant-copies";
import { fillCheckout, finishButton, simpleDish } from "./support/checkout";
import { bySlug, gotoStore, priceText } from "./demo";

/*
 * The owner of a copy of the pizzeria sets free delivery from one dish more than the customer's
 * cart holds; the cart (its neighbourhood typed abbreviated) says what it misses, then, one dish
 * later, that the delivery is free, and the order is charged no fee.
 */

const pizzeria = bySlug("bella-napoli");
const { item, quantity } = simpleDish(pizzeria.slug);
const JARDIM_PAULISTA = {
  zip: "01310-100",
  street: "Alameda Santos",
  number: "1000",
  neighborhood: "Jardim Paulista",
  city: "São Paulo",
  state: "SP",
};

/** The pizzeria's simple dish, added at the copy by name (the copy's ids are its own). */
async function fillCopyCart(page: Page, slug: string) {
  for (let added = 0; added < quantity; added++) {
    await gotoStore(page, `/${slug}`);
    await page.getByRole("link", { name: item.name, exact: true }).first().click();
    const dialog = page.getByRole("dialog", { name: item.name });
    await dialog.getByRole("button", { name: /·/ }).click();
    await expect(dialog).toBeHidden();
  }
}

test("free delivery set by the owner: the cart says what it misses, then that it is free, and the order is charged no fee", async ({
  page,
  request,
  browser,
  baseURL,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  const copy = await copyMerchant(request, pizzeria.slug);
  const threshold = item.price * (quantity + 1);

  await logInAsCopyOwner(page, copy, `/_console/${copy.slug}/settings/delivery`);
  await page.getByLabel("Entrega grátis a partir de").fill(priceText(pizzeria, threshold));
  await page.getByRole("button", { name: "Salvar entrega" }).click();
  await expect(page.getByText("Entrega salva. Os clientes já veem a mudança.")).toBeVisible();

  const context = await browser.newContext({ javaScriptEnabled, locale: "pt-BR", baseURL });
  try {
    const customer = await context.newPage();
    await fillCopyCart(customer, copy.slug);
    await customer.goto(`/${copy.slug}/cart`);
    await customer.getByLabel("Bairro para entrega").fill("Jd. Paulista");
    await customer.getByRole("button", { name: "Calcular entrega" }).click();
    const fee = priceText(pizzeria, pizzeria.delivery_areas!.areas.find((a) => a.name === "Jardim Paulista")!.fee);
    await expect(customer.getByText(`Entrega para Jardim Paulista: ${fee}`).first()).toBeVisible();
    const notice = customer.getByText(`Entrega grátis a partir de ${priceText(pizzeria, threshold)}.`);
    await expect(notice).toBeVisible();
    await expect(customer.getByText(`Faltam ${priceText(pizzeria, item.price)} para a entrega grátis.`)).toBeVisible();
    await expectAccessible(customer, "cart with free delivery to reach");

    await customer.getByRole("button", { name: `Aumentar ${item.name}` }).click();
    await expect(customer.getByText("Seu pedido já tem entrega grátis.")).toBeVisible();
    await expect(customer.getByText("Entrega para Jardim Paulista: Grátis").first()).toBeVisible();

    await customer.getByRole("button", { name: "Continuar" }).click();
    await expect(customer).toHaveURL(new RegExp(`/${copy.slug}/checkout$`));
    await expect(customer.getByText("Seu pedido já tem entrega grátis.")).toBeVisible();
    await fillCheckout(customer, { payment: "CASH", address: JARDIM_PAULISTA });
    await finishButton(customer).click();
    await expect(customer).toHaveURL(new RegExp(`/${copy.slug}/orders/\\d+`));
    await expect(customer.locator("main")).toContainText("Taxa de entregaGrátis");
  } finally {
    await context.close();
  }
});
