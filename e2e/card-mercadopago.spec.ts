import { expect, type Page } from "@playwright/test";
import { test } from "./support/test";
import { demoCustomer, logInByPosts, openPage } from "./support/account";
import { fillCartByPosts, goToCheckoutByPosts } from "./support/checkout";

/*
 * Cards at a store paid through Mercado Pago (decision 086), with JavaScript on and off (the two
 * projects): La Brasa Burger (Colombia, Spanish) has the local stand-in's account from the start.
 * The checkout offers the card on Mercado Pago's page, no saved card; the order is placed, the
 * browser opens the hosted checkout, the card typed there approves (4111…1111), declines
 * (4000…0002) or asks the bank's confirmation (4000…3220), and Mercado Pago's way back leads to
 * the order's real state. The charge is the order's total (the chargedAsShown fixture reads its
 * attempt).
 */

const SLUG = "la-brasa-burger";
const HOSTED_PAGE = /\/_provider\/mercadopago\/checkout\/v1\/redirect\?pref_id=[\w-]+/;

/** Logged in as the store's demo customer, on the checkout of a takeout order paid on Mercado Pago, sent. */
async function orderOnMercadoPago(page: Page) {
  const customer = demoCustomer(SLUG);
  await logInByPosts(page, SLUG, customer.email, customer.password);
  await fillCartByPosts(page, SLUG);
  await openPage(page, await goToCheckoutByPosts(page, SLUG, "TAKEOUT"));

  const card = page.getByRole("radio", { name: "Pagar con tarjeta en Mercado Pago" });
  await expect(card).toBeEnabled();
  // Said where the choice is: saved cards are not charged here, the card is typed on Mercado Pago.
  await expect(
    page.getByText(
      "En esta tienda no se cobran las tarjetas guardadas: escribes tu tarjeta en la página de Mercado Pago.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("group", { name: "¿Qué tarjeta?" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Agregar tarjeta" })).toHaveCount(0);
  await card.check();
  const finish = page.getByRole("button", { name: /^Finalizar pedido ·/ });
  const total = ((await finish.innerText()).split("·").pop() ?? "").replace(/\s+/g, " ").trim();
  await finish.click();
  await expectHostedPage(page, total);
  return total;
}

/** The stand-in's Checkout Pro page, in Spanish, asking for the order's total. */
async function expectHostedPage(page: Page, total: string | null) {
  await expect(page).toHaveURL(HOSTED_PAGE);
  await expect(page.getByRole("heading", { level: 1, name: "Pagar con tarjeta en Mercado Pago" })).toBeVisible();
  const pay = page.getByRole("button", { name: /^Pagar / });
  if (total) expect((await pay.innerText()).replace(/\s+/g, " ")).toBe(`Pagar ${total}`);
}

async function payOnHostedPage(page: Page, number: string) {
  await page.getByLabel("Número de la tarjeta").fill(number);
  await page.getByLabel("Nombre impreso en la tarjeta").fill("CAMILA RESTREPO");
  await page.getByLabel("Vencimiento").fill("12/2031");
  await page.getByLabel("Código de seguridad (CVV)").fill("123");
  await page.getByRole("button", { name: /^Pagar / }).click();
}

/** The order page after an approved payment: sent, the payment approved, awaiting the store. */
async function expectPaid(page: Page) {
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/orders/\\d+\\?sent=1$`));
  await expect(page.getByRole("heading", { name: "¡Pedido enviado con éxito!" })).toBeVisible();
  await expect(page.getByText("Pago aprobado").first()).toBeVisible();
  await expect(page.getByText("Esperando confirmación").first()).toBeVisible();
}

test("a card approved on Mercado Pago's page pays the order of exactly its total", async ({ page }) => {
  await orderOnMercadoPago(page);
  await payOnHostedPage(page, "4111 1111 1111 1111");
  await expectPaid(page);

  // The profile's cards page says the same as the checkout.
  await page.goto(`/${SLUG}/profile/cards`);
  await expect(
    page.getByText(
      "En esta tienda no se usan las tarjetas guardadas: el pago con tarjeta se hace en la página de Mercado Pago, donde escribes tu tarjeta.",
    ),
  ).toBeVisible();
});

test("a declined card says why; paying again opens a new Mercado Pago page, which approves", async ({ page }) => {
  const total = await orderOnMercadoPago(page);
  const first = page.url();
  await payOnHostedPage(page, "4000 0000 0000 0002");

  await expect(page).toHaveURL(new RegExp(`/${SLUG}/gateway\\?status=failure&order=\\d+`));
  await expect(page.getByRole("heading", { level: 1, name: "Pago no completado" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("Pago no aprobado");
  await page.getByRole("link", { name: "Pagar el pedido de nuevo" }).click();

  await expect(page).toHaveURL(new RegExp(`/${SLUG}/payments/repayment\\?order=\\d+$`));
  const methods = page.getByRole("group", { name: "Medio de pago" });
  await methods.getByRole("radio", { name: "Tarjeta en Mercado Pago" }).check();
  await expect(page.getByRole("link", { name: "Agregar una tarjeta" })).toHaveCount(0);
  await page.getByRole("button", { name: "Pagar", exact: true }).click();

  await expectHostedPage(page, total);
  expect(new URL(page.url()).searchParams.get("pref_id")).not.toBe(new URL(first).searchParams.get("pref_id"));
  await payOnHostedPage(page, "4111 1111 1111 1111");
  await expectPaid(page);
});

test("a card that asks the bank's confirmation (3-D Secure) is paid once confirmed", async ({ page }) => {
  await orderOnMercadoPago(page);
  await payOnHostedPage(page, "4000 0000 0000 3220");
  await expect(page.getByRole("heading", { level: 1, name: "Confirmación de tu banco" })).toBeVisible();
  await page.getByRole("button", { name: "Confirmar el pago" }).click();
  await expectPaid(page);
});
