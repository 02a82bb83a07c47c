import { expect, type Page } from "@playwright/test";
import { test } from "./support/test";
import { placeOrderByPosts } from "./support/checkout";

/*
 * A counter's tablet that prints on accept prints the orders the store's auto-accept accepts too, as
 * they arrive, with nobody touching it (decision 094). Emporio Santa Cecília: no other console spec
 * works there, so its auto-accept being on for a moment moves nobody else's order. The printing is
 * the page's script: JavaScript only.
 */

const SLUG = "emporio-santa-cecilia";

test.describe.configure({ timeout: 150_000 });

async function logIn(page: Page, next: string) {
  await page.goto(`/_console/${SLUG}/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel("E-mail").fill(`dono@${SLUG}.demo`);
  await page.getByLabel("Senha").fill("comanda123");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(new RegExp(`${next}$`));
}

test("an order accepted by auto-accept prints its ticket on the tablet that prints on accept", async ({
  page,
  browser,
  baseURL,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the screen's printing is its script");
  await logIn(page, `/_console/${SLUG}/day`);
  await page.getByLabel("Nesta tela, abrir a impressão da comanda depois de aceitar um pedido").check();
  await page.getByRole("button", { name: "Aceitar automaticamente" }).click();
  await expect(page.getByText("Os novos pedidos agora são aceitos automaticamente.")).toBeVisible();
  try {
    await page.goto(`/_console/${SLUG}/orders`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const phone = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: "pt-BR" });
    const { orderId } = await placeOrderByPosts(await phone.newPage(), SLUG, { payment: "CASH", delivery: "TAKEOUT" });
    await phone.close();
    if (!orderId) throw new Error("no order id");

    // Accepted on arrival, and its ticket loads in the tablet's print frame without a tap.
    await expect(page.locator(`iframe[src="/_console/${SLUG}/orders/${orderId}/ticket?size=80mm"]`)).toBeAttached({
      timeout: 15_000,
    });
    await expect(page.locator("iframe[title=ticket]")).toHaveCount(1);
  } finally {
    await page.goto(`/_console/${SLUG}/day`);
    await page.getByRole("button", { name: "Parar de aceitar automaticamente" }).click();
    await expect(page.getByRole("button", { name: "Aceitar automaticamente" })).toBeVisible();
  }
});
