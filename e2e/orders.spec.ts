import { expect, type Page } from "@playwright/test";
import { test } from "./support/test";
import { decodePixCode } from "../contract";
import { advanceOrder, payPix } from "./support/admin";
import { placeOrderByPosts, simpleDish } from "./support/checkout";
import { blockingViolations, expectAccessibleInBothSchemes } from "./support/axe";

/*
 * After ordering: the order page (order sent, PIX QR and code, tracking as the store
 * moves the order), the orders list, "order again", and someone else's order. Every test runs with
 * JavaScript on and off (the two projects); without JavaScript the page carries a status frame that
 * reloads itself (never a refresh <meta>), which the tests check and then reload the page instead of
 * waiting for (e2e/auto-refresh.spec.ts waits). Texts are pt-BR unless told.
 */

const SLUG = "bella-napoli";

// Placing an order takes a login, the menu, the cart and the checkout before the test starts.
test.describe.configure({ timeout: 120_000 });

const jsOff = () => !test.info().project.use.javaScriptEnabled;

/** axe on the page as it is, every rule (JavaScript on only): no serious or critical violation. */
async function expectAccessible(page: Page, state: string) {
  if (!jsOff()) expect(await blockingViolations(page, state)).toEqual([]);
}

/** The refresh <meta> of a page without JavaScript (in <noscript>, so only when scripts are off), or null. */
async function refreshMeta(page: Page): Promise<string | null> {
  const meta = page.locator('meta[http-equiv="refresh"]');
  return (await meta.count()) > 0 ? meta.first().getAttribute("content") : null;
}

/** How often the status frame of a page without JavaScript reloads itself (in <noscript>, so only when scripts are off), or null. */
async function statusFrameSeconds(page: Page): Promise<number | null> {
  const frame = page.locator('iframe[data-testid="status-frame"]');
  if ((await frame.count()) === 0) return null;
  return Number(/(\d+) segundos?$/.exec((await frame.getAttribute("title")) ?? "")?.[1]);
}

/** The order page as it is now: reloaded (a customer without JavaScript gets it from the status frame's link or "Atualizar"). */
async function reload(page: Page) {
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: /^Pedido nº \d+$/ })).toBeVisible();
}

const statusHeading = (page: Page, status: string) =>
  page.getByRole("heading", { level: 2, name: status, exact: true });

test("a takeout order paid by PIX: QR and code, paid, moved along by the store, listed first, ordered again", async ({
  page,
  browser,
  baseURL,
}) => {
  // With JavaScript the page's clock (flowing as the real one) is run ahead rather than waited for.
  if (!jsOff()) await page.clock.install();
  const { orderId } = await placeOrderByPosts(page, SLUG, { payment: "PIX", delivery: "TAKEOUT" });
  if (!orderId) throw new Error("no order id");
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/orders/${orderId}\\?sent=1$`));

  // Order sent, waiting for the PIX: the QR code (server-drawn SVG), the code, the deadline.
  await expect(page.getByRole("heading", { name: "Pedido enviado com sucesso!" })).toBeVisible();
  await expect(statusHeading(page, "Aguardando pagamento")).toBeVisible();
  const qr = page.getByRole("img", { name: /^QR code do PIX de R\$/ });
  await expect(qr.locator("svg path")).toHaveCount(1);
  const code = await page.getByLabel("PIX copia e cola").inputValue();
  const decoded = decodePixCode(code);
  expect(decoded, code).not.toBeNull();
  const totalText = (await page.locator(".c-summary__total").last().textContent()) ?? "";
  expect(Number(totalText.replace(/\D/g, ""))).toBe(decoded?.amount);
  await expect(page.getByText(/^Pague até \d\d:\d\d \(faltam? \d+ minutos?\)$/)).toBeVisible();
  await expect(page.getByText("Abra o app do seu banco.")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: /^Pagamento/ })).toHaveAttribute("aria-current", "step");
  if (jsOff()) {
    expect(await refreshMeta(page)).toBeNull();
    expect(await statusFrameSeconds(page)).toBe(10);
    await expect(page.getByRole("button", { name: "Copiar código" })).toHaveCount(0);
  } else {
    expect(await refreshMeta(page)).toBeNull();
    await page
      .context()
      .grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(page.url()).origin });
    await page.getByRole("button", { name: "Copiar código" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Código copiado!" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  }
  await expectAccessibleInBothSchemes(page, "PIX pending");

  // The sandbox bank pays it: waiting for the store, payment approved.
  await payPix(page.request, orderId);
  if (jsOff()) await reload(page);
  // With JavaScript the page asks again every 10 s by itself and announces the change.
  else await page.clock.runFor(10_000);
  await expect(statusHeading(page, "Aguardando confirmação")).toBeVisible();
  if (!jsOff())
    await expect(
      page.getByRole("status").filter({ hasText: "Situação do pedido: Aguardando confirmação" }),
    ).toBeAttached();
  await expect(page.getByTestId("payment-status")).toHaveText("Pagamento aprovado");
  await expect(page.getByRole("img", { name: /QR code/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cancelar pedido" })).toHaveCount(0);
  if (jsOff()) expect(await statusFrameSeconds(page)).toBe(30);

  // The store moves it along: confirmed, ready for pickup, delivered.
  await advanceOrder(page.request, orderId);
  await reload(page);
  await expect(statusHeading(page, "Confirmado")).toBeVisible();
  await advanceOrder(page.request, orderId);
  await reload(page);
  await expect(statusHeading(page, "Pronto para retirada")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: /^Pronto para retirada/ })).toHaveAttribute(
    "aria-current",
    "step",
  );
  await expectAccessible(page, "ready for pickup");
  await advanceOrder(page.request, orderId);
  await reload(page);
  await expect(statusHeading(page, "Entregue")).toBeVisible();
  // Over: no refresh, no "Atualizar".
  expect(await refreshMeta(page)).toBeNull();
  await expect(page.getByRole("link", { name: "Atualizar" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Acompanhar pelo WhatsApp" })).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/\\d+\\?text=.*${orderId}`),
  );

  // The orders list shows it first, as the last order.
  await page.goto(`/${SLUG}/orders`);
  const last = page.getByTestId("last-order");
  await expect(last).toContainText(`Pedido nº ${orderId}`);
  await expect(last).toContainText("Entregue");
  await expectAccessible(page, "orders list");

  // Order again from the list: the same dish in a new cart.
  const { item, quantity } = simpleDish(SLUG);
  await last.getByRole("button", { name: `Pedir de novo o pedido nº ${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/cart$`));
  await expect(page.getByRole("heading", { level: 1, name: "Seu carrinho" })).toBeVisible();
  await expect(
    page.getByRole("status").filter({ hasText: "Os itens do pedido estão no seu carrinho." }),
  ).toBeAttached();
  await expect(page.getByText(item.name).first()).toBeVisible();
  await expect(page.getByRole("main")).toContainText(`${quantity}`);

  // Another visitor (a browser of its own) gets the store's not-found page, never the order.
  const stranger = await browser.newContext({ baseURL, javaScriptEnabled: !jsOff(), locale: "pt-BR" });
  const other = await stranger.newPage();
  const response = await other.goto(`/${SLUG}/orders/${orderId}`);
  expect(response?.status()).toBe(404);
  await expect(other.getByText("Página não encontrada")).toBeVisible();
  await expect(other.getByText("PIX copia e cola")).toHaveCount(0);
  // Nor the list: a visitor is sent to login and back.
  await other.goto(`/${SLUG}/orders`);
  await expect(other).toHaveURL(new RegExp(`/${SLUG}/login\\?redirectTo=%2Forders$`));
  await stranger.close();
});

test("a PIX order canceled by the customer after an 'are you sure?', shown in Spanish", async ({ page, baseURL }) => {
  const { orderId } = await placeOrderByPosts(page, SLUG, { payment: "PIX", delivery: "TAKEOUT" });
  if (!orderId) throw new Error("no order id");
  // While it is in progress the store links to it (SeeMyOrder), but not on the order's own page.
  await expect(page.getByRole("link", { name: /^Acompanhe seu pedido/ })).toHaveCount(0);
  await page.getByRole("link", { name: "← Voltar ao cardápio" }).click();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}$`));
  await page.getByRole("link", { name: /^Acompanhe seu pedido/ }).click();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/orders/${orderId}$`));
  // The first "cancel" asks; keeping the order leaves it as it was.
  await page.getByRole("button", { name: "Cancelar pedido" }).click();
  await expect(page.getByText(`Tem certeza de que quer cancelar o pedido nº ${orderId}?`)).toBeVisible();
  await page.getByRole("link", { name: "Não, manter o pedido" }).click();
  await expect(statusHeading(page, "Aguardando pagamento")).toBeVisible();
  await page.getByRole("button", { name: "Cancelar pedido" }).click();
  await page.getByRole("button", { name: "Sim, cancelar o pedido" }).click();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/orders/${orderId}$`));
  await expect(statusHeading(page, "Cancelado")).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancelar pedido" })).toHaveCount(0);
  expect(await refreshMeta(page)).toBeNull();
  // Over: the store no longer links to it.
  await page.getByRole("link", { name: "← Voltar ao cardápio" }).click();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Acompanhe seu pedido/ })).toHaveCount(0);
  await page.goto(`/${SLUG}/orders/${orderId}`);

  // In Spanish (the language the customer chose: the preferences cookie).
  const value = encodeURIComponent(Buffer.from(JSON.stringify("es")).toString("base64"));
  await page
    .context()
    .addCookies([{ name: "lng", value, url: baseURL, secure: true, httpOnly: true, sameSite: "Lax" }]);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: `Pedido n.º ${orderId}` })).toBeVisible();
  await expect(statusHeading(page, "Cancelado")).toBeVisible();
  await expect(page.getByTestId("payment-status")).toContainText("Pago rechazado");
  await expect(page.getByRole("button", { name: "Pedir de nuevo" })).toBeVisible();
  await expectAccessible(page, "canceled, es");
});

test("a visitor's delivery paid in cash: the delivery code to tell the courier, the address, the change, out for delivery", async ({
  page,
}) => {
  const { orderId } = await placeOrderByPosts(page, SLUG, {
    payment: "CASH",
    changeFor: "500,00",
    delivery: "DELIVERY",
    login: false,
  });
  if (!orderId) throw new Error("no order id");
  await expect(statusHeading(page, "Aguardando confirmação")).toBeVisible();
  await expect(page.getByRole("img", { name: /QR code/ })).toHaveCount(0);
  const code = page.getByRole("region", { name: "Código de entrega" }).getByText(/^\d{4}$/);
  await expect(code).toBeVisible();
  await expect(code).toHaveAccessibleDescription("Diga este código ao entregador quando ele chegar.");
  await expect(page.getByRole("region", { name: "Entrega no endereço" })).toContainText("Rua Treze de Maio, 120");
  await expect(page.getByText(/^Dinheiro · Troco para R\$\s?500,00$/)).toBeVisible();
  // Paid on delivery: nothing to cancel or pay online here.
  await expect(page.getByRole("button", { name: "Cancelar pedido" })).toHaveCount(0);
  if (jsOff()) expect(await statusFrameSeconds(page)).toBe(30);
  await advanceOrder(page.request, orderId);
  await advanceOrder(page.request, orderId);
  await reload(page);
  await expect(statusHeading(page, "Saiu para entrega")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: /^Saiu para entrega/ })).toHaveAttribute(
    "aria-current",
    "step",
  );
  await expectAccessibleInBothSchemes(page, "out for delivery");
});
