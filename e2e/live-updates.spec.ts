import { expect, type BrowserContext, type Page } from "@playwright/test";
import { test } from "./support/test";
import { setOrderStatus } from "./support/admin";
import { placeOrderByPosts } from "./support/checkout";
import { bySlug } from "./demo";
import { E2E_PORT } from "../playwright.config";

/*
 * Live updates pushed, not polled (decision 090): an open inbox reads its list once per order
 * event and never between them; a customer's order page follows the store's moves; a screen that
 * lost its connection catches up when it comes back. All need scripts (js-on only): without
 * JavaScript the pages keep their controlled refresh (decision 049).
 */

test.describe.configure({ timeout: 120_000 });
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "live updates are a script's; without it, auto-refresh.spec");

const SLUG = "bella-napoli";

/** The sockets a page opened, so a test can drop one as a lost connection would. */
function keepSockets() {
  const opened: WebSocket[] = [];
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      opened.push(this);
    }
  };
  (window as unknown as { liveSockets: WebSocket[] }).liveSockets = opened;
}

/**
 * Opens the inbox logged in and answers a count of its reads (its loader's data requests) from the
 * moment its live socket said hello and the catch-up read it asks for (what happened between the
 * page's read and the socket) is done.
 */
async function openInbox(page: Page) {
  await page.addInitScript(keepSockets);
  let reads = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === `/_console/${SLUG}/orders.data`) reads += 1;
  });
  const opened = page.waitForEvent("websocket", {
    predicate: (socket) => socket.url().includes(`/_console/${SLUG}/live`),
  });
  await page.goto(`/_console/${SLUG}/orders`);
  await page.getByLabel(/^E-mail/).fill(`equipe@${SLUG}.demo`);
  await page.getByLabel(/^Senha/).fill("comanda123");
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/_console/${SLUG}/orders$`));
  const socket = await opened;
  const readsBefore = reads;
  const catchUp = page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/_console/${SLUG}/orders.data`,
  );
  await socket.waitForEvent("framereceived", { predicate: (frame) => String(frame.payload).includes('"hello"') });
  await catchUp;
  expect(reads - readsBefore, "one catch-up read when the socket opens").toBe(1);
  const start = reads;
  return () => reads - start;
}

/** Resolves once the page's live socket has said hello (it is connected and up to date). */
const liveHello = (page: Page, path: RegExp) =>
  page
    .waitForEvent("websocket", { predicate: (socket) => path.test(socket.url()) })
    .then((socket) =>
      socket.waitForEvent("framereceived", { predicate: (frame) => String(frame.payload).includes('"hello"') }),
    );

async function placeOrder(customer: BrowserContext) {
  const { orderId } = await placeOrderByPosts(await customer.newPage(), SLUG, { payment: "CASH", delivery: "TAKEOUT" });
  if (!orderId) throw new Error("no order id");
  return orderId;
}

const card = (page: Page, orderId: number) =>
  page.getByRole("listitem").filter({ has: page.getByRole("link", { name: `Pedido nº ${orderId}`, exact: true }) });

test("the open inbox reads nothing while idle and shows a new order as it is placed", async ({
  page,
  browser,
  baseURL,
}) => {
  const reads = await openInbox(page);
  await page.waitForTimeout(10_000);
  expect(reads(), "inbox reads during 10 idle seconds").toBe(0);

  const customer = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: "pt-BR" });
  const orderId = await placeOrder(customer);
  await expect(card(page, orderId)).toBeVisible({ timeout: 5_000 });
  await expect(page.locator("#console-announcer")).toContainText(`Novo pedido nº ${orderId}`);
  // One read per event of the store: its placement (and whatever else happened meanwhile).
  expect(reads()).toBeGreaterThanOrEqual(1);
  expect(reads()).toBeLessThanOrEqual(3);
  await customer.close();
});

test("the customer's order page follows the store's move at once", async ({ page, request }) => {
  const orderId = await placeOrder(page.context());
  const connected = liveHello(page, new RegExp(`/${SLUG}/orders/${orderId}/live`));
  await page.goto(`/${SLUG}/orders/${orderId}`);
  await connected;
  await expect(page.getByText("Aguardando confirmação").first()).toBeVisible();
  await setOrderStatus(request, orderId, "CONFIRMED");
  // The page would poll every 30 s: the move shows within a few.
  await expect(page.getByRole("heading", { level: 2, name: "Confirmado" })).toBeVisible({ timeout: 5_000 });
  await expect(page.getByRole("status").filter({ hasText: "Situação do pedido: Confirmado" })).toHaveCount(1);
});

test("on the store's own domain, the customer's order page follows the store's move the same way", async ({
  page,
  request,
}) => {
  const orderId = await placeOrder(page.context());
  // The same customer on the store's domain: their session cookie there, as a login there would set it.
  const session = (await page.context().cookies()).find((cookie) => cookie.name === `__Host-comanda_${SLUG}`)!;
  const host = bySlug(SLUG).custom_domains[0]!;
  const cookie = { name: session.name, value: session.value, domain: host, path: "/", secure: true };
  await page.context().addCookies([{ ...cookie, httpOnly: true, sameSite: "Lax" }]);
  const connected = liveHello(page, new RegExp(`^ws://[^/]+/orders/${orderId}/live`));
  await page.goto(`http://${host}:${E2E_PORT}/orders/${orderId}`);
  await connected;
  await setOrderStatus(request, orderId, "CONFIRMED");
  await expect(page.getByRole("heading", { level: 2, name: "Confirmado" })).toBeVisible({ timeout: 5_000 });
});

test("an inbox whose connection dropped catches up with the order it missed", async ({ page, browser, baseURL }) => {
  // The live path as the tablet's network sees it: passed through, or refused while "down".
  let down = false;
  await page.routeWebSocket(/\/live(\?|$)/, (socket) => {
    if (down) return socket.close();
    socket.connectToServer();
  });
  await openInbox(page);
  const reconnected = page.waitForEvent("websocket", {
    predicate: (socket) => /\/live\?since=\d+$/.test(socket.url()),
  });
  down = true;
  await page.evaluate(() => (window as unknown as { liveSockets: WebSocket[] }).liveSockets.at(-1)?.close());

  const customer = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: "pt-BR" });
  const orderId = await placeOrder(customer);
  await page.waitForTimeout(1_500);
  await expect(card(page, orderId)).toHaveCount(0);

  // Back: the tablet says it is online, and the inbox asks with its cursor at once.
  down = false;
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await reconnected;
  await expect(card(page, orderId)).toBeVisible({ timeout: 5_000 });
  await customer.close();
});
