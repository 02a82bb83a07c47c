import { expect, type Page } from "@playwright/test";
import { test } from "./support/test";
import { demoCustomer, openPage, postLogIn, readPage } from "./support/account";
import { fillCartByPosts, goToCheckoutByPosts } from "./support/checkout";

/*
 * PSE at La Brasa Burger (Colombia) and OXXO at Taquería El Güero (Mexico), both paid into the
 * store's Mercado Pago account (the stand-in, given at start), with JavaScript on and off: the
 * checkout's own fields, the bank's page (approve or reject) and back, the voucher paid at the till.
 * The texts are the stores' Spanish ones. chargedAsShown checks the provider was asked for the total shown.
 */

const BURGER = "la-brasa-burger";
const TACOS = "taqueria-el-guero";

/** Logged in as the store's demo customer, a takeout cart, the checkout open. */
async function atCheckout(page: Page, slug: string) {
  const who = demoCustomer(slug);
  await readPage(page, await postLogIn(page, slug, who.email, who.password));
  await fillCartByPosts(page, slug);
  await openPage(page, await goToCheckoutByPosts(page, slug, "TAKEOUT"));
}

async function choosePse(page: Page, document: string) {
  await page.getByRole("radio", { name: "PSE (débito bancario)" }).check();
  await page.getByLabel("Banco", { exact: true }).selectOption({ label: "Bancolombia" });
  await page.getByRole("radio", { name: "Persona natural" }).check();
  await page.getByLabel("Tipo de documento").selectOption("CC");
  await page.getByLabel("Número de documento").fill(document);
}

const placeOrder = (page: Page) => page.getByRole("button", { name: /^Finalizar pedido/ }).click();

test("PSE approved at the bank: the order page follows it to paid", async ({ page }) => {
  await atCheckout(page, BURGER);
  // A document that cannot be is said beside its field, with what was typed kept.
  await choosePse(page, "12AB");
  await placeOrder(page);
  const number = page.getByLabel("Número de documento");
  await expect(page.getByText("Número de documento no válido para el tipo elegido")).toBeVisible();
  await expect(number).toHaveValue("12AB");
  await expect(number).toHaveAttribute("aria-invalid", "true");

  await choosePse(page, "1.018.760.936");
  await placeOrder(page);
  await expect(page).toHaveURL(/\/_provider\/mercadopago\/pages\/pse\/\d+/);
  await expect(page.getByRole("heading", { level: 1, name: "Bancolombia: pago PSE" })).toBeVisible();
  await page.getByRole("button", { name: "Aprobar el pago" }).click();

  await expect(page).toHaveURL(new RegExp(`/${BURGER}/orders/\\d+\\?sent=1$`));
  await expect(page.getByTestId("payment-status")).toHaveText("Pago aprobado");
  await expect(page.getByTestId("bank-pending")).toHaveCount(0);
});

test("PSE rejected at the bank: the spec's failure and a way to pay again", async ({ page }) => {
  await atCheckout(page, BURGER);
  await choosePse(page, "1018760936");
  await placeOrder(page);
  await expect(page.getByRole("button", { name: "Rechazar el pago" })).toBeVisible();
  await page.getByRole("button", { name: "Rechazar el pago" }).click();

  await expect(page).toHaveURL(new RegExp(`/${BURGER}/orders/\\d+\\?sent=1$`));
  await expect(page.getByRole("heading", { level: 2, name: "Pago rechazado" })).toBeVisible();
  await expect(page.getByTestId("payment-status")).toContainText("Pago no aprobado");
  await expect(page.locator(`a[href^="/${BURGER}/payments/repayment?order="]`).first()).toBeVisible();
});

test("PSE rejected, paid again by PSE at another bank: the bank's page again, then approved", async ({ page }) => {
  await atCheckout(page, BURGER);
  await choosePse(page, "1018760936");
  await placeOrder(page);
  await page.getByRole("button", { name: "Rechazar el pago" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Pago rechazado" })).toBeVisible();
  const orderPath = new URL(page.url()).pathname;

  await page.locator(`a[href^="/${BURGER}/payments/repayment?order="]`).first().click();
  await expect(page.getByRole("heading", { level: 1, name: /^Pagar el pedido n\.º \d+$/ })).toBeVisible();
  // The checkout's fields and rules: a document that cannot be is said beside it, what was typed kept.
  await page.getByRole("radio", { name: "PSE (débito bancario)" }).check();
  await page.getByLabel("Banco", { exact: true }).selectOption({ label: "Davivienda" });
  await page.getByLabel("Tipo de documento").selectOption("CC");
  await page.getByLabel("Número de documento").fill("12AB");
  await page.getByRole("button", { name: "Pagar", exact: true }).click();
  const number = page.getByLabel("Número de documento");
  await expect(page.getByText("Número de documento no válido para el tipo elegido")).toBeVisible();
  await expect(number).toHaveValue("12AB");
  await expect(number).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Banco", { exact: true })).toHaveValue("1051");

  await number.fill("1.018.760.936");
  await page.getByRole("button", { name: "Pagar", exact: true }).click();
  await expect(page).toHaveURL(/\/_provider\/mercadopago\/pages\/pse\/\d+/);
  await expect(page.getByRole("heading", { level: 1, name: "Davivienda: pago PSE" })).toBeVisible();
  await page.getByRole("button", { name: "Aprobar el pago" }).click();

  await expect(page).toHaveURL(new RegExp(`${orderPath}\\?sent=1$`));
  await expect(page.getByTestId("payment-status")).toHaveText("Pago aprobado");
});

test("OXXO: the voucher's reference and deadline on the order page, then paid at the till", async ({ page }) => {
  await atCheckout(page, TACOS);
  await page.getByRole("radio", { name: "OXXO (pago en efectivo)" }).check();
  await placeOrder(page);

  await expect(page).toHaveURL(new RegExp(`/${TACOS}/orders/\\d+\\?sent=1$`));
  const orderUrl = page.url();
  const ticket = page.getByTestId("oxxo-ticket");
  await expect(ticket.getByRole("heading", { name: "Paga en una tienda OXXO" })).toBeVisible();
  const reference = (await page.getByTestId("oxxo-reference").textContent()) ?? "";
  expect(reference).toMatch(/^\d{14}$/);
  await expect(ticket).toContainText("Paga antes de");

  // The provider's voucher, where the stand-in pays it as the till would.
  await ticket.getByRole("link", { name: "Ver la ficha de pago" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ficha de pago OXXO" })).toBeVisible();
  await expect(page.getByText(reference)).toBeVisible();
  await page.getByRole("button", { name: "Pagar en caja (simulación)" }).click();

  await expect(page).toHaveURL(new RegExp(`/${TACOS}/orders/\\d+\\?sent=1$`));
  expect(new URL(page.url()).pathname).toBe(new URL(orderUrl).pathname);
  await expect(page.getByTestId("payment-status")).toHaveText("Pago aprobado");
  await expect(page.getByTestId("oxxo-ticket")).toHaveCount(0);
});
