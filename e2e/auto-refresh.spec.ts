import { expect, type Page } from "@playwright/test";
import { test } from "./support/test";
import { payPix } from "./support/admin";
import { placeOrderByPosts } from "./support/checkout";
import { expectAccessible } from "./support/axe";

/*
 * The order page refreshes itself without ever reloading under the customer (WCAG 2.2.1): with
 * JavaScript the order's events are pushed to it (decision 090) and it reads its data again on each
 * (polling only while that socket is not open), without it only a small status frame reloads, never the page
 * with the PIX code. The customer can stop it ("Parar atualização automática", a plain form post,
 * remembered), then nothing reloads or polls until they press "Atualizar" or resume. Every test
 * runs with JavaScript on and off (the two projects); texts are pt-BR.
 */

const SLUG = "bella-napoli";
// Longer than the PIX page's interval (10 s), so a refresh would have happened at least once.
const LONGER_THAN_THE_INTERVAL = 12_000;

/*
 * Time: with JavaScript the page's own clock is installed (Playwright's `page.clock`, flowing as the
 * real one) and run ahead instead of waiting. Without JavaScript the status frame reloads by its
 * `<meta http-equiv="refresh">`, a timer of the browser's own that no page clock moves: the second
 * test waits for one such reload; the first checks the frame's refresh and its absence once stopped
 * (the route test of the status frame checks each answer's refresh).
 */

test.describe.configure({ timeout: 120_000 });

const jsOff = () => !test.info().project.use.javaScriptEnabled;
const statusHeading = (page: Page, status: string) =>
  page.getByRole("heading", { level: 2, name: status, exact: true });
const statusFrame = (page: Page) =>
  page.frameLocator('iframe[title="Situação do pedido, verificada a cada 10 segundos"]');

/** Counts, from now on, reloads of the page itself, of its status frame, and the polls of its data (JavaScript). */
function watchRefreshes(page: Page, orderId: number) {
  const seen = { documents: 0, frames: 0, polls: 0 };
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (request.isNavigationRequest()) {
      if (request.frame() === page.mainFrame()) seen.documents++;
      else if (path.endsWith(`/orders/${orderId}/status`)) seen.frames++;
    } else if (path.endsWith(`/orders/${orderId}.data`)) seen.polls++;
  });
  return { seen, reset: () => Object.assign(seen, { documents: 0, frames: 0, polls: 0 }) };
}

/** Lets the page's clock run `ms` ahead (JavaScript), then gives any request it started time to be seen. */
async function letTimePass(page: Page, ms: number) {
  await page.clock.runFor(ms);
  await page.waitForTimeout(500);
}

test("the PIX page never reloads under the code; stopped, nothing refreshes until the customer asks, and the choice is remembered", async ({
  page,
}) => {
  if (!jsOff()) await page.clock.install();
  const sockets: string[] = [];
  page.on("websocket", (socket) => sockets.push(new URL(socket.url()).pathname));
  const { orderId } = await placeOrderByPosts(page, SLUG, { payment: "PIX", delivery: "TAKEOUT" });
  if (!orderId) throw new Error("no order id");
  const watch = watchRefreshes(page, orderId);
  const code = page.getByLabel("PIX copia e cola");
  await expect(statusHeading(page, "Aguardando pagamento")).toBeVisible();
  await expect(page.getByText("A situação do pedido se atualiza a cada 10 segundos.")).toBeVisible();
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
  if (jsOff()) {
    await expect(
      statusFrame(page).getByText(/^Aguardando pagamento · faltam? \d+ minutos? · verificada às \d\d:\d\d:\d\d$/),
    ).toBeVisible();
    // The frame reloads itself, not the page (the next test waits for one such reload).
    await expect(statusFrame(page).locator('meta[http-equiv="refresh"]')).toHaveAttribute("content", "10");
  } else {
    // Kept fresh by the order's own events, pushed: its socket is open, and nothing polls between events.
    await expect.poll(() => sockets).toContain(`/${SLUG}/orders/${orderId}/live`);
    // The one read made when it connects (what happened since the page was read) is over by then.
    await page.waitForTimeout(1_000);
    // Reading the code while time passes: the page stays, and so does the focus.
    await code.focus();
    watch.reset();
    await letTimePass(page, LONGER_THAN_THE_INTERVAL);
    expect(watch.seen).toEqual({ documents: 0, frames: 0, polls: 0 });
    await expect(code).toBeFocused();
  }

  // Stopped: said on the page (and announced with JavaScript); the page opens again at the control.
  await page.getByRole("button", { name: "Parar atualização automática" }).click();
  await expect(
    page.getByText("A atualização automática está parada. Use “Atualizar” para ver as novidades."),
  ).toBeVisible();
  const resume = page.getByRole("button", { name: "Retomar atualização automática" });
  if (jsOff()) {
    await expect(page).toHaveURL(new RegExp(`/${SLUG}/orders/${orderId}#auto-refresh$`));
    await expect(page.locator("iframe")).toHaveCount(0);
  } else {
    await expect(page.getByTestId("auto-refresh").getByRole("status")).toHaveText("Atualização automática parada.");
    await expect(resume).toBeFocused();
  }
  await expectAccessible(page, "PIX pending, automatic refresh stopped");

  // Remembered: the order opened again is still stopped. The PIX is paid meanwhile: nothing reloads or polls.
  await page.goto(`/${SLUG}/orders/${orderId}`);
  await expect(resume).toBeVisible();
  watch.reset();
  await payPix(page.request, orderId);
  // Without JavaScript nothing is left that could reload: no status frame, no refresh on the page.
  if (jsOff()) await expect(page.locator('iframe, meta[http-equiv="refresh"]')).toHaveCount(0);
  else await letTimePass(page, LONGER_THAN_THE_INTERVAL);
  expect(watch.seen).toEqual({ documents: 0, frames: 0, polls: 0 });
  await expect(statusHeading(page, "Aguardando pagamento")).toBeVisible();

  // "Atualizar" is the customer's: the order as it is now.
  await page.getByRole("link", { name: "Atualizar" }).click();
  await expect(statusHeading(page, "Aguardando confirmação")).toBeVisible();
  await expect(resume).toBeVisible();
  await resume.click();
  await expect(page.getByText("A situação do pedido se atualiza a cada 30 segundos.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Parar atualização automática" })).toBeVisible();
});

test("refreshing, a paid PIX shows up without reloading the page: the new status, and without JavaScript a link to the updated order", async ({
  page,
}) => {
  if (!jsOff()) await page.clock.install();
  const { orderId } = await placeOrderByPosts(page, SLUG, { payment: "PIX", delivery: "TAKEOUT" });
  if (!orderId) throw new Error("no order id");
  const watch = watchRefreshes(page, orderId);
  await expect(statusHeading(page, "Aguardando pagamento")).toBeVisible();
  await payPix(page.request, orderId);
  if (jsOff()) {
    const frame = statusFrame(page);
    await expect(frame.getByText("A situação do pedido mudou: Aguardando confirmação.")).toBeVisible({
      timeout: 15_000,
    });
    expect(watch.seen.documents).toBe(0);
    // Its longest line and the link fit the frame on a 320 px phone, with nothing to scroll inside it.
    await page.setViewportSize({ width: 320, height: 720 });
    expect(await frame.locator("body").evaluate((body) => body.scrollHeight <= window.innerHeight)).toBe(true);
    // The page itself moves only when the customer follows the link, in the whole tab.
    await frame.getByRole("link", { name: "Ver o pedido atualizado" }).click();
    await expect(page).toHaveURL(new RegExp(`/${SLUG}/orders/${orderId}$`));
  } else {
    await letTimePass(page, LONGER_THAN_THE_INTERVAL);
    await expect(
      page.getByRole("status").filter({ hasText: "Situação do pedido: Aguardando confirmação" }),
    ).toBeAttached();
    expect(watch.seen.documents).toBe(0);
  }
  await expect(statusHeading(page, "Aguardando confirmação")).toBeVisible();
  await expect(page.getByRole("img", { name: /QR code/ })).toHaveCount(0);
});
