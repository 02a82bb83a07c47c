import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { test, walkedWithoutJsBy } from "./support/test";
import { bySlug, priceText } from "./demo";
import { dismissClosedNotice } from "./support/account";
import {
  checkoutSection,
  fillCart,
  fillCheckout,
  finishButton,
  goToCheckout,
  openCheckoutByPosts,
  orderIdOf,
  placeOrderByPosts,
  simpleDish,
} from "./support/checkout";
import { expectAccessible } from "./support/axe";

/*
 * The checkout, with JavaScript on and off (the two projects): the customer's mistakes
 * come back on their field with nothing typed lost; a double click makes one order; a visitor sees
 * the online options unavailable; the page in Spanish and at 320 px; axe once per page state (js-on).
 * The end-to-end API reads opening hours at a fixed instant when every demo store with hours is
 * open (E2E_OPERATION_CLOCK, e2e/support/ports.mjs), so every test here places its order.
 */

const SLUG = "bella-napoli";

test("delivery paid in cash: a change below the total is refused on its field with nothing lost, then the order is sent", async ({
  page,
}) => {
  await page.goto(`/${SLUG}`);
  await dismissClosedNotice(page);
  await fillCart(page, SLUG);
  await goToCheckout(page, SLUG, "DELIVERY");
  await expectAccessible(page, "checkout (visitor, delivery)");
  await fillCheckout(page, { payment: "CASH", changeFor: "1,00" });
  await page.getByLabel("Complemento").fill("apto 42");
  await page.getByLabel(/^Observações do pedido/).fill("Sem cebola, por favor");
  await finishButton(page).click();

  const change = page.getByLabel("Troco para");
  await expect(page.locator("#checkout-change_for-error")).toHaveText(
    "O troco precisa ser para um valor maior que o total do pedido.",
  );
  await expect(change).toHaveAttribute("aria-invalid", "true");
  await expect(change).toHaveAttribute("aria-describedby", "checkout-change_for-error checkout-change_for-hint");
  // The summary of problems is where the customer lands, with or without JavaScript.
  await expect(page.locator("#checkout-problems")).toBeFocused();
  // Nothing typed is lost.
  await expect(change).toHaveValue("1,00");
  await expect(page.getByLabel("Complemento")).toHaveValue("apto 42");
  await expect(page.getByLabel("Rua")).toHaveValue("Rua Treze de Maio");
  await expect(page.getByLabel(/^Observações do pedido/)).toHaveValue("Sem cebola, por favor");
  await expect(page.getByRole("radio", { name: "Dinheiro" })).toBeChecked();
  await expectAccessible(page, "checkout (refused change)");

  await change.fill("500,00");
  await finishButton(page).click();
  await page.waitForURL(/\/orders\/\d+|\/checkout$/);
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/orders/\\d+\\?sent=1$`));
  expect(orderIdOf(page.url())).toBeGreaterThan(0);
});

/** The latest orders of the store, through the storefront's /_admin pass-through (ADMIN_KEY of api/.dev.vars). */
async function latestOrderIds(page: Page, slug: string): Promise<number[]> {
  const key = /^ADMIN_KEY=(.+)$/m.exec(readFileSync("api/.dev.vars", "utf8"))?.[1]?.trim();
  const response = await page.request.get(`/_admin/orders?${new URLSearchParams({ slug, limit: "20" })}`, {
    headers: { Authorization: `Bearer ${key}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { data: { id: number; slug: string }[] };
  return body.data.filter((order) => order.slug === slug).map((order) => order.id);
}

test("a double click on 'Finalizar pedido' makes one order, and the same form sent again lands on it", async ({
  page,
  baseURL,
}) => {
  await openCheckoutByPosts(page, SLUG, "TAKEOUT");
  await fillCheckout(page, { payment: "CASH", delivery: "TAKEOUT" });
  // What the browser would send again after going back: the form as it is now (its key included).
  const sent = await page.locator("#checkout-form").evaluate((form) => {
    const data = new FormData(form as HTMLFormElement);
    data.set("intent", "order");
    return [...data.entries()].map(([name, value]) => [name, String(value)] as [string, string]);
  });
  expect(Object.fromEntries(sent).idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
  const before = await latestOrderIds(page, SLUG);

  await finishButton(page).dblclick();
  await page.waitForURL(/\/orders\/\d+|\/checkout$/);
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/orders/\\d+\\?sent=1$`));
  const orderId = orderIdOf(page.url());
  const made = (await latestOrderIds(page, SLUG)).filter((id) => !before.includes(id));
  expect(made).toEqual([orderId]);

  // Sent again (back and "Finalizar" once more): the same order, never a second one.
  const again = await page.request.post(`/${SLUG}/checkout`, {
    form: Object.fromEntries(sent),
    headers: { Origin: new URL(baseURL!).origin },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(302);
  expect(again.headers().location).toBe(`/${SLUG}/orders/${orderId}`);
  expect((await latestOrderIds(page, SLUG)).filter((id) => !before.includes(id))).toEqual([orderId]);
  await page.goto(again.headers().location!);
  await expect(page.getByText("Este pedido já foi feito.")).toBeVisible();
});

test("a visitor sees the online options unavailable with a login link; no method and a wrong CPF are refused on their fields", async ({
  page,
  javaScriptEnabled,
}) => {
  await openCheckoutByPosts(page, SLUG, "TAKEOUT");
  await expect(page.getByText("Retire seu pedido em:")).toBeVisible();

  const pix = page.getByRole("radio", { name: "Pix", exact: true });
  await expect(pix).toBeDisabled();
  await expect(page.getByRole("radio", { name: "Cartão", exact: true })).toBeDisabled();
  await expect(page.getByText("Opção de pagamento indisponível").first()).toBeVisible();
  const login = page.getByRole("link", { name: "Entre na sua conta para pagar online" }).first();
  await expect(login).toHaveAttribute("href", `/${SLUG}/login?redirectTo=%2Fcheckout`);

  await checkoutSection(page, "Seus dados").getByLabel("Nome").fill("Cliente Teste");
  await checkoutSection(page, "Seus dados").getByLabel("Telefone").fill("(11) 98765-4321");
  await page.getByLabel(/^CPF\/CNPJ na nota/).fill("111.111.111-11");
  await finishButton(page).click();

  await expect(page.locator("#checkout-payment-error")).toHaveText("Escolha a forma de pagamento.");
  const taxId = page.getByLabel(/^CPF\/CNPJ na nota/);
  await expect(page.locator("#checkout-tax_id-error")).toHaveText("Informe um CPF ou CNPJ válido");
  await expect(taxId).toHaveAttribute("aria-describedby", "checkout-tax_id-error");
  await expect(taxId).toHaveValue("111.111.111-11");
  await expect(checkoutSection(page, "Seus dados").getByLabel("Nome")).toHaveValue("Cliente Teste");
  // The summary takes the focus; its link to the payment focuses the first choice that can be taken.
  await expect(page.locator("#checkout-problems")).toBeFocused();
  await page
    .locator("#checkout-problems")
    .getByRole("link", { name: /^Pagamento:/ })
    .click();
  if (javaScriptEnabled) await expect(page.getByRole("radio", { name: "Dinheiro" })).toBeFocused();
  await expectAccessible(page, "checkout (visitor, refused)");
});

test("logged in, takeout paid by PIX lands on the order page", async ({ page }) => {
  const placed = await placeOrderByPosts(page, SLUG, { payment: "PIX", delivery: "TAKEOUT", submit: false });
  expect(placed.url).toMatch(/\/checkout$/);
  // The logged-in customer's name and phone come from the profile.
  await expect(checkoutSection(page, "Seus dados").getByLabel("Nome")).not.toHaveValue("");
  await expect(page.getByRole("radio", { name: "Pix", exact: true })).toBeEnabled();
  await expectAccessible(page, "checkout (client, takeout)");
  await finishButton(page).click();
  await page.waitForURL(/\/orders\/\d+|\/checkout$/);
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/orders/\\d+\\?sent=1$`));
});

test.describe("in Spanish, at 320 px", () => {
  test.use({ locale: "es-CO", viewport: { width: 320, height: 720 } });

  test("the Colombian store's checkout speaks Spanish and fits", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, walkedWithoutJsBy("the checkout tests above"));
    const slug = "la-brasa-burger";
    const store = bySlug(slug);
    await openCheckoutByPosts(page, slug, "TAKEOUT");
    const { item, quantity } = simpleDish(slug);
    await expect(page.getByRole("heading", { level: 1, name: "Finalizar pedido" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Tus datos" })).toBeVisible();
    await expect(page.getByText(`${quantity}× ${item.name}`)).toBeVisible();
    // The total as the API priced it, in pesos (the packaging fee on top of the dish).
    await expect(finishButton(page)).toContainText(priceText(store, item.price * quantity).replace(/[\d.,\s]+$/, ""));

    await page.getByRole("group", { name: "Tus datos" }).getByLabel("Teléfono").fill("123");
    await page.getByRole("radio", { name: "Efectivo" }).check();
    await finishButton(page).click();
    await expect(page.locator("#checkout-phone-error")).toHaveText("Ingresa un teléfono válido");
    await expect(page.locator("#checkout-change_for-error")).toHaveText(
      "Indica para cuánto necesitas cambio o marca “No necesito cambio”.",
    );
    await expect(page.getByRole("heading", { name: /^Corrige \d+ campos? para continuar$/ })).toBeVisible();
    await expect(page.locator("#checkout-problems")).toBeFocused();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, "checkout (es, 320 px, refused)");
  });
});

test("Buscar CEP fills the address without losing what was typed; a region not served offers pickup, which keeps the form", async ({
  page,
}) => {
  await openCheckoutByPosts(page, SLUG, "DELIVERY");
  const contact = checkoutSection(page, "Seus dados");
  await contact.getByLabel("Nome").fill("Cliente Teste");
  await contact.getByLabel("Telefone").fill("(11) 98765-4321");
  await page.getByLabel("Número", { exact: true }).fill("900");
  // The postal code's lookup fills the street and city; what was typed stays.
  await page.getByLabel("CEP").fill("01310-100");
  await page.getByRole("button", { name: "Buscar CEP" }).click();
  await expect(page.getByLabel("Rua")).toHaveValue("Avenida Paulista");
  await expect(page.getByLabel("Cidade")).toHaveValue("São Paulo");
  await expect(page.getByLabel("Número", { exact: true })).toHaveValue("900");
  // The page opens on the address, the next field focused, not at its top (without JavaScript too).
  await expect(page.getByLabel("Número", { exact: true })).toBeFocused();
  await expect(page.getByLabel("Número", { exact: true })).toBeInViewport();
  await expect(contact.getByLabel("Nome")).toHaveValue("Cliente Teste");

  // Another address typed by hand (the coordinates found were the other postal code's): Cambuci is not served.
  await page.getByLabel("CEP").fill("01525-000");
  await page.getByLabel("Rua").fill("Rua Muniz de Sousa");
  await page.getByLabel("Bairro").fill("Cambuci");
  await page.getByRole("radio", { name: "Dinheiro" }).check();
  await page.getByLabel("Não preciso de troco").check();
  await finishButton(page).click();
  await expect(page.locator("#checkout-neighborhood-error")).toHaveText("Não entregamos nessa região.");
  await expect(page.getByLabel("Bairro")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Bairro")).toHaveValue("Cambuci");
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/checkout$`));

  // Pick up instead: the form stays as typed.
  await page.getByRole("button", { name: "Retirar na loja" }).click();
  await expect(page.getByText("Retire seu pedido em:")).toBeVisible();
  await expect(checkoutSection(page, "Seus dados").getByLabel("Nome")).toHaveValue("Cliente Teste");
  await expect(page.getByRole("radio", { name: "Dinheiro" })).toBeChecked();
});

test("Enter (a phone's 'Ir') never places the order: in the coupon code it applies the coupon, in the CEP it looks it up, elsewhere nothing is sent", async ({
  page,
  javaScriptEnabled,
}) => {
  await openCheckoutByPosts(page, SLUG, "DELIVERY");
  // A form complete enough to be placed as it is: Enter must still not place it.
  await fillCheckout(page, { payment: "CASH" });
  const before = await latestOrderIds(page, SLUG);
  const total = await finishButton(page).textContent();

  await page.getByLabel("Código do cupom").fill("QUERO5");
  await page.getByLabel("Código do cupom").press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Cupom aplicado com sucesso!" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/checkout$`));
  await expect(finishButton(page)).not.toHaveText(total!);

  // A CEP typed over the one shown, on an address already filled: Enter looks it up, without JavaScript too.
  await page.getByLabel("CEP").fill("01313-000");
  await page.getByLabel("CEP").press("Enter");
  await expect(page.getByLabel("Rua")).toHaveValue("Rua Cincinato Braga");
  await expect(page.getByLabel("Número", { exact: true })).toHaveValue("120");
  await expect(page.getByLabel("Número", { exact: true })).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/checkout$`));

  await checkoutSection(page, "Seus dados").getByLabel("Nome").press("Enter");
  if (!javaScriptEnabled) {
    // Without JavaScript the browser sent the form: the page says nothing was sent, and how to send it.
    const notice = page.getByRole("status").filter({ hasText: "Seu pedido ainda não foi enviado." });
    await expect(notice).toBeVisible();
    await expect(notice).toBeFocused();
  }
  await expect(checkoutSection(page, "Seus dados").getByLabel("Nome")).toHaveValue("Cliente Teste");
  expect(await latestOrderIds(page, SLUG)).toEqual(before);

  // The button places it, with the coupon's discount.
  await finishButton(page).click();
  await page.waitForURL(/\/orders\/\d+|\/checkout$/);
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/orders/\\d+\\?sent=1$`));
  expect((await latestOrderIds(page, SLUG)).filter((id) => !before.includes(id))).toHaveLength(1);
});

test("a refused order without JavaScript starts with a summary of the problems, focused, whose links reach the fields", async ({
  page,
  javaScriptEnabled,
}) => {
  await openCheckoutByPosts(page, SLUG, "TAKEOUT");
  await fillCheckout(page, { payment: "CASH", delivery: "TAKEOUT", taxId: "111.111.111-11" });
  await page.getByLabel("Não preciso de troco").uncheck();
  await page.getByLabel("Troco para").fill("1");
  await finishButton(page).click();

  const summary = page.locator("#checkout-problems");
  await expect(summary.getByRole("heading", { name: "Corrija 2 campos para continuar" })).toBeVisible();
  await expect(summary).toBeFocused();
  // In view without scrolling, on a phone too.
  await expect(summary).toBeInViewport();
  await expect(summary.getByRole("link")).toHaveText([
    "Troco para: O troco precisa ser para um valor maior que o total do pedido.",
    "CPF/CNPJ na nota: Informe um CPF ou CNPJ válido",
  ]);
  await summary.getByRole("link", { name: /^CPF\/CNPJ/ }).click();
  const taxId = page.getByLabel(/^CPF\/CNPJ na nota/);
  await expect(taxId).toBeInViewport();
  if (javaScriptEnabled) await expect(taxId).toBeFocused();
  await expect(taxId).toHaveValue("111.111.111-11");
});
