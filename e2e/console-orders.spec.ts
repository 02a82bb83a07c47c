import { expect, type Page } from "@playwright/test";
import { test } from "./support/test";
import { placeOrderByPosts } from "./support/checkout";
import { blockingViolations, expectAccessibleInBothSchemes } from "./support/axe";

/*
 * The store console's orders: a customer orders while a staff member's inbox is open, and staff
 * answers it. The staff's side runs with JavaScript in the js-on project (the inbox follows new
 * orders by itself) and without it in the js-off project (every move a plain form); the customer's
 * side, without JavaScript in both.
 */

test.describe.configure({ timeout: 120_000 });

const jsOff = () => !test.info().project.use.javaScriptEnabled;

const noSeriousViolations = async (page: Page, state: string) =>
  expect(await blockingViolations(page, state)).toEqual([]);

async function staffLogIn(page: Page, slug: string, login: { email: string; submit: string }) {
  await page.goto(`/_console/${slug}/orders`);
  // No login yet: the login page, which sends back to the inbox.
  await expect(page).toHaveURL(new RegExp(`/_console/${slug}/login\\?next=`));
  if (!jsOff()) await noSeriousViolations(page, "console login");
  await page.getByLabel(/^E-mail|^Correo/).fill(login.email);
  await page.getByLabel(/^Senha|^Contraseña/).fill("comanda123");
  await page.getByRole("button", { name: login.submit, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/_console/${slug}/orders$`));
}

test("a new order reaches the open inbox within seconds; staff accepts it, prints its ticket and walks it to delivered while the customer follows", async ({
  page,
  browser,
  baseURL,
}) => {
  test.skip(jsOff(), "the inbox that follows new orders by itself needs JavaScript; without it, the next test");
  const slug = "bella-napoli";
  // The console's way in: the store's menu link, pasted.
  await page.goto("/_console");
  await noSeriousViolations(page, "console home");
  await page.getByLabel("Endereço da loja").fill(`http://localhost/${slug}`);
  await page.getByLabel("Endereço da loja").press("Enter");
  await expect(page).toHaveURL(new RegExp(`/_console/${slug}/login$`));
  await staffLogIn(page, slug, { email: `equipe@${slug}.demo`, submit: "Entrar" });
  await expectAccessibleInBothSchemes(page, "console inbox");
  await expect(page.getByRole("button", { name: "Pausar atualização" })).toBeVisible();

  // The customer, without JavaScript, on their own phone.
  const phone = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: "pt-BR" });
  const customer = await phone.newPage();
  const { orderId } = await placeOrderByPosts(customer, slug, {
    payment: "CASH",
    changeFor: "200",
    delivery: "DELIVERY",
  });
  if (!orderId) throw new Error("no order id");
  const total = (await customer.locator("dt.c-summary__total + dd").textContent())?.trim();
  if (!total) throw new Error("no total on the customer's order page");

  // Within 5 s (pushed to the inbox as it is placed) it is there, with its total, and announced.
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: `Pedido nº ${orderId}`, exact: true }) });
  await expect(card).toBeVisible({ timeout: 5_000 });
  await expect(card).toContainText(total);
  await expect(card).toContainText("Aguardando confirmação");
  await expect(page.locator("#console-announcer")).toContainText(`Novo pedido nº ${orderId}`);
  await expect(page).toHaveTitle(/^\(\d+\) /);

  // The order: what to cook, for whom, how it is paid; staff accepts it.
  await card.getByRole("link", { name: `Pedido nº ${orderId}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Pedido nº ${orderId}` })).toBeVisible();
  await expect(page.getByText("Troco para R$ 200,00")).toBeVisible();
  await expectAccessibleInBothSchemes(page, "console order");
  await page.getByRole("button", { name: "Aceitar pedido" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Pedido nº ${orderId} aceito.` })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: /^Confirmado em .* por Equipe$/ })).toBeVisible();

  // The customer's page says it.
  await customer.reload();
  await expect(customer.getByRole("heading", { level: 2, name: "Confirmado", exact: true })).toBeVisible();

  // The kitchen ticket, on receipt paper: only the ticket prints.
  await page.getByRole("link", { name: "Comanda 80 mm" }).click();
  const ticket = page.getByRole("article", { name: `Comanda do pedido nº ${orderId}` });
  await expect(ticket).toContainText("ENTREGA");
  await expect(ticket).toContainText("Troco para R$ 200,00");
  await noSeriousViolations(page, "console ticket");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Painel" })).toBeHidden();
  await expect(ticket).toBeVisible();
  await page.emulateMedia({ media: "screen" });
  await page.getByRole("link", { name: "Voltar ao pedido" }).click();

  // Out for delivery, then delivered; the customer follows.
  await page.getByRole("button", { name: "Saiu para entrega" }).click();
  await expect(page.getByRole("status").filter({ hasText: "saiu para entrega" })).toBeVisible();
  await page.getByRole("button", { name: "Marcar como entregue" }).click();
  await expect(page.getByText("Nada a fazer: o pedido está encerrado.")).toBeVisible();
  await customer.reload();
  await expect(customer.getByRole("heading", { level: 2, name: "Entregue", exact: true })).toBeVisible();
  await phone.close();
});

test("without JavaScript, staff refuses an order with a reason and the customer's page says why, in Spanish", async ({
  page,
  browser,
  baseURL,
}) => {
  test.skip(!jsOff(), "every move is a plain form: walked once, without JavaScript");
  const slug = "la-brasa-burger";
  const staff = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: "es-CO" });
  const counter = await staff.newPage();
  await staffLogIn(counter, slug, { email: `dono@${slug}.demo`, submit: "Entrar" });

  const { orderId } = await placeOrderByPosts(page, slug, { payment: "CASH", delivery: "TAKEOUT" });
  if (!orderId) throw new Error("no order id");

  // Without JavaScript the inbox is as fresh as its refresh link.
  await counter.getByRole("link", { name: "Actualizar" }).click();
  await counter.getByRole("link", { name: `Pedido n.º ${orderId}`, exact: true }).click();

  // A refusal asks why first; without a reason it says so where staff is looking.
  await counter.getByText("Rechazar pedido", { exact: true }).click();
  const refuse = counter.getByRole("button", { name: `Rechazar el pedido n.º ${orderId}` });
  await counter.getByLabel("Mensaje al cliente (opcional)").fill("Se nos acabó la carne");
  await refuse.click();
  await expect(counter.getByRole("link", { name: /Elige el motivo/ })).toBeVisible();
  await expect(counter.getByLabel("Mensaje al cliente (opcional)")).toHaveValue("Se nos acabó la carne");
  await counter.getByLabel("Motivo (el cliente lo verá)").selectOption({ label: "Se agotó un producto del pedido" });
  await counter.getByRole("button", { name: `Rechazar el pedido n.º ${orderId}` }).click();
  await expect(counter.getByRole("status")).toContainText(`Pedido n.º ${orderId} rechazado.`);

  await page.reload();
  const why = page.getByTestId("order-cancellation");
  await expect(why).toContainText("Pedido cancelado por la tienda");
  await expect(why).toContainText("Motivo: Se agotó un producto del pedido");
  await expect(why).toContainText("Mensaje de la tienda: Se nos acabó la carne");
  await staff.close();
});
