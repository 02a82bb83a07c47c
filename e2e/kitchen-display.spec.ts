import { expect, type Page } from "@playwright/test";
import { test } from "./support/test";
import { advanceOrder } from "./support/admin";
import { blockingViolations, expectAccessibleInBothSchemes } from "./support/axe";
import { placeOrderByPosts } from "./support/checkout";

/*
 * The kitchen display: a delivery order, once the store confirmed it, is on the kitchen screen with
 * the table rounds; the cook starts it and bumps it ready, and the customer's page follows (pushed
 * with JavaScript, on a reload without). With JavaScript each move is a fetcher, without a plain POST.
 */

test.describe.configure({ timeout: 120_000 });

const SLUG = "bella-napoli";
const jsOn = () => Boolean(test.info().project.use.javaScriptEnabled);

async function staffLogIn(page: Page, path: string) {
  await page.goto(path);
  await page.getByLabel("E-mail").fill(`equipe@${SLUG}.demo`);
  await page.getByLabel("Senha").fill("comanda123");
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test("a delivery order walks preparing -> ready on the kitchen display and the customer's page follows", async ({
  page,
  browser,
  baseURL,
}) => {
  const phone = await browser.newContext({ baseURL, javaScriptEnabled: jsOn(), locale: "pt-BR" });
  try {
    const customer = await phone.newPage();
    const { orderId } = await placeOrderByPosts(customer, SLUG, { payment: "CASH", delivery: "DELIVERY" });
    if (!orderId) throw new Error("no order id");
    await advanceOrder(page.request, orderId);
    await customer.goto(`/${SLUG}/orders/${orderId}`);
    const customerStatus = customer.getByRole("heading", { level: 2, name: "Confirmado", exact: true });
    await expect(customerStatus).toBeVisible();

    const kitchen = `/_console/${SLUG}/tables/kitchen`;
    await staffLogIn(page, kitchen);
    await expect(page.getByRole("heading", { level: 1, name: "Cozinha" })).toBeVisible();
    const ticket = page.getByRole("article", { name: `Pedido nº ${orderId} · Entrega no endereço` });
    await expect(ticket).toBeVisible();
    await expect(ticket.getByTestId("kitchen-state")).toContainText("Na fila");
    if (jsOn()) {
      // axe runs in the page: with JavaScript only (the server's HTML is the same without).
      expect(await blockingViolations(page, "kitchen display with an order")).toEqual([]);
      await expectAccessibleInBothSchemes(page, "kitchen display");
      const sound = page.getByRole("button", { name: "Som da cozinha" });
      await sound.click();
      await expect(sound).toHaveAttribute("aria-pressed", "true");
    }

    await ticket.getByRole("button", { name: "Iniciar preparo" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Pedido nº ${orderId} em preparo.` })).toBeVisible();
    await expect(ticket.getByTestId("kitchen-state")).toContainText("Em preparo");
    await expect(ticket.getByRole("button", { name: "Iniciar preparo" })).toHaveCount(0);
    const preparing = customer.getByRole("heading", { level: 2, name: "Em preparo", exact: true });
    if (!jsOn()) await customer.reload();
    await expect(preparing).toBeVisible({ timeout: 10_000 });

    await ticket.getByRole("button", { name: "Pronto" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `Pedido nº ${orderId} pronto: aguardando o entregador.` }),
    ).toBeVisible();
    await expect(ticket).toHaveCount(0);
    const ready = customer.getByRole("heading", { level: 2, name: "Pronto, aguardando o entregador", exact: true });
    if (!jsOn()) await customer.reload();
    await expect(ready).toBeVisible({ timeout: 10_000 });

    // The console's order page says it awaits its courier; dispatching it takes it from there.
    await page.goto(`/_console/${SLUG}/orders/${orderId}`);
    await expect(page.getByTestId("console-order-kitchen")).toHaveText(
      /^Pronto na cozinha às \d\d:\d\d: aguardando entregador$/,
    );
    await page.getByRole("button", { name: "Saiu para entrega" }).click();
    await expect(page.getByTestId("console-order-kitchen")).toHaveCount(0);
    if (!jsOn()) await customer.reload();
    await expect(customer.getByRole("heading", { level: 2, name: "Saiu para entrega", exact: true })).toBeVisible({
      timeout: 10_000,
    });
  } finally {
    await phone.close();
  }
});
