import { expect, type Browser, type Page } from "@playwright/test";
import { test } from "./support/test";
import { payPix } from "./support/admin";
import { expectAccessibleInBothSchemes } from "./support/axe";
import { placeOrderByPosts } from "./support/checkout";

/*
 * No order that needs an answer goes unnoticed on any console page: a customer pays a PIX while the
 * tablet shows the day page (a newer order already waiting), a new order arrives while it shows an
 * order; a card accepts in one tap; the frame reflows on a phone. The customer orders without
 * JavaScript on a phone of their own.
 */

test.describe.configure({ timeout: 150_000 });

const SLUG = "bella-napoli";
const jsOff = () => !test.info().project.use.javaScriptEnabled;

async function logIn(page: Page, next: string, email = `equipe@${SLUG}.demo`) {
  await page.goto(`/_console/${SLUG}/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha").fill("comanda123");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replace("?", "\\?")}$`));
}

async function customerOrder(browser: Browser, baseURL: string | undefined, payment: "PIX" | "CASH"): Promise<number> {
  const phone = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: "pt-BR" });
  try {
    const { orderId } = await placeOrderByPosts(await phone.newPage(), SLUG, {
      payment,
      delivery: "DELIVERY",
      ...(payment === "CASH" ? { changeFor: "200" } : {}),
    });
    if (!orderId) throw new Error("no order id");
    return orderId;
  } finally {
    await phone.close();
  }
}

const waitingCount = async (page: Page) =>
  Number(
    /(\d+) pedidos? aguardando resposta/.exec((await page.getByTestId("console-alerts").textContent()) ?? "")?.[1] ?? 0,
  );

test("a PIX paid while the tablet shows the day page, a newer order waiting, is counted and said there; so is a new order on an order's page", async ({
  page,
  browser,
  baseURL,
}) => {
  test.skip(
    jsOff(),
    "the bar that follows orders by itself needs JavaScript; without it, the page says the count it was served with",
  );
  const pix = await customerOrder(browser, baseURL, "PIX");
  const newer = await customerOrder(browser, baseURL, "CASH");
  expect(newer).toBeGreaterThan(pix);

  await logIn(page, `/_console/${SLUG}/day`);
  const bar = page.getByTestId("console-alerts");
  await expect(bar).toContainText(/aguardando resposta · o mais antigo/);
  const before = await waitingCount(page);
  expect(before).toBeGreaterThanOrEqual(1);
  const announcer = page.locator("#console-announcer");
  await expect(announcer).toHaveText("");

  await payPix(page.request, pix);
  await expect(bar).toContainText(`${before + 1} pedidos aguardando resposta`, { timeout: 8_000 });
  await expect(announcer).toHaveText(`Novo pedido nº ${pix} aguardando resposta.`);
  await expect(page).toHaveTitle(new RegExp(`^\\(${before + 1}\\) `));
  await expectAccessibleInBothSchemes(page, "day page with the alert bar");

  // From the bar to the inbox's new orders, and from a card to its order: the focus starts at the heading.
  await bar.getByRole("link", { name: /pedidos aguardando resposta/ }).click();
  await expect(page).toHaveURL(new RegExp(`/_console/${SLUG}/orders\\?filter=new$`));
  await page.getByRole("link", { name: `Pedido nº ${newer}`, exact: true }).click();
  const heading = page.getByRole("heading", { level: 1, name: `Pedido nº ${newer}` });
  await expect(heading).toBeFocused();

  const third = await customerOrder(browser, baseURL, "CASH");
  await expect(announcer).toHaveText(`Novo pedido nº ${third} aguardando resposta.`, { timeout: 8_000 });
  await expect(bar).toContainText(`${before + 2} pedidos aguardando resposta`);

  // A phone: three cards or more above the fold, each with its one-tap move.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/_console/${SLUG}/orders`);
  const cards = page.locator(".c-console-orders > li");
  await expect(cards.nth(2)).toBeVisible();
  const tops = await cards.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().bottom));
  expect(tops.filter((bottom) => bottom <= 844).length).toBeGreaterThanOrEqual(3);
  await expect(cards.first().getByRole("button", { name: "Aceitar" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a card accepts its order in one tap, and says so where the focus lands", async ({ page, browser, baseURL }) => {
  const order = await customerOrder(browser, baseURL, "CASH");
  await logIn(page, `/_console/${SLUG}/orders?filter=new`);
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: `Pedido nº ${order}`, exact: true }) });
  await expect(card.getByText("Aguardando confirmação")).toBeVisible();
  await card.getByRole("button", { name: "Aceitar" }).click();
  const result = page.getByRole("status").filter({ hasText: `Pedido nº ${order} aceito.` });
  await expect(result).toBeVisible();
  if (!jsOff()) await expect(result).toBeFocused();
  // Accepted: off the new orders, with its next move on the card under every order.
  await page.goto(`/_console/${SLUG}/orders?filter=active`);
  const moved = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: `Pedido nº ${order}`, exact: true }) });
  await expect(moved.getByText("Confirmado")).toBeVisible();
  await expect(moved.getByRole("button", { name: "Saiu para entrega" })).toBeVisible();
});

test("the staff page does not scroll sideways at 320 px, and passes axe", async ({ page }) => {
  test.skip(jsOff(), "a layout read in the page: once, with JavaScript");
  await page.setViewportSize({ width: 320, height: 640 });
  await logIn(page, `/_console/${SLUG}/staff`, `dono@${SLUG}.demo`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectAccessibleInBothSchemes(page, "staff page at 320 px");
});
