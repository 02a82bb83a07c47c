import { expect, type Page } from "@playwright/test";
import { test } from "./support/test";
import { formatMoney } from "../contract/formats/money";
import { setTableStatus } from "./support/admin";
import { simpleDish } from "./support/checkout";
import { addSimpleDish, joinTable, sendRound, tableBar } from "./support/table";
import { blockingViolations } from "./support/axe";

/*
 * The table's bill, two phones at NAPOLI-MESA-1: one with JavaScript, one without (so
 * the test runs in the js-on project only: it covers both itself). Each sends a round; both bills
 * show both guests' rounds, the 10 % service charge and the same total; the phone without
 * JavaScript asks for the bill, the other sees it by polling; the store marks it PAID, then CLOSED;
 * both see it closed and are no longer at the table. A guest of table 2 sees nothing of table 1.
 */

const SLUG = "bella-napoli";
const TABLE_1 = 100901;

/** Money as the page writes it, spaces made plain (Intl puts a no-break space after "R$"). */
const plain = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();
const brl = (minor: number) => plain(formatMoney(minor, "BRL", "pt-BR"));

async function expectAccessible(page: Page, state: string) {
  expect(await blockingViolations(page, state)).toEqual([]);
}

const status = (page: Page) => page.getByTestId("bill-status");

async function expectBill(
  page: Page,
  names: { mine: string; mate: string },
  amounts: { guest: string; subtotal: string; service: string; total: string },
) {
  const guests = page.getByTestId("bill-guest");
  await expect(guests).toHaveCount(2);
  // The caller first, marked as "você"; then the table-mate, each with their subtotal.
  await expect(guests.nth(0).getByRole("heading", { level: 2 })).toHaveText(`${names.mine} (você)`);
  await expect(guests.nth(1).getByRole("heading", { level: 2 })).toHaveText(names.mate);
  for (const index of [0, 1])
    expect(plain(await guests.nth(index).locator("dd").last().textContent())).toBe(amounts.guest);
  expect(plain(await page.getByTestId("bill-subtotal").locator("dd").textContent())).toBe(amounts.subtotal);
  await expect(page.getByTestId("bill-service").locator("dt")).toHaveText("Taxa de serviço (10%)");
  expect(plain(await page.getByTestId("bill-service").locator("dd").textContent())).toBe(amounts.service);
  expect(plain(await page.getByTestId("bill-total").locator("dd").textContent())).toBe(amounts.total);
}

test("two phones at table 1, one without JavaScript: rounds, the bill with the service charge, asking for it, paid and closed", async ({
  page,
  browser,
  baseURL,
}) => {
  test.skip(!test.info().project.use.javaScriptEnabled, "One run covers both: the second phone has JavaScript off");
  test.setTimeout(180_000);
  const suffix = Date.now() % 100_000;
  const names = { on: `Ana ${suffix}`, off: `Bruno ${suffix}`, other: `Carla ${suffix}` };
  // The phone with JavaScript polls every 20 s: its clock (flowing as the real one) is run ahead instead.
  await page.clock.install();
  const noJs = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: "pt-BR" });
  const stranger = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: "pt-BR" });
  try {
    const off = await noJs.newPage();
    // Not at a table yet: the bill sends the visitor to the menu, saying why.
    await off.goto(`/${SLUG}/table/bill`);
    await expect(off).toHaveURL(new RegExp(`/${SLUG}$`));
    await expect(off.getByText("Você não está em uma mesa.")).toBeVisible();

    // Both scan table 1's code, add the store's simple dish and send a round.
    await joinTable(page, SLUG, "NAPOLI-MESA-1", { name: names.on });
    await joinTable(off, SLUG, "NAPOLI-MESA-1", { name: names.off, guests: 2 });
    for (const guest of [page, off]) {
      await addSimpleDish(guest, SLUG);
      await sendRound(guest, SLUG);
    }

    // What the bill must say, from the seed's price: 10 % of the subtotal, rounded half up.
    const { item, quantity } = simpleDish(SLUG);
    const guestTotal = item.price * quantity;
    const subtotal = 2 * guestTotal;
    const service = Math.floor((subtotal * 1000 + 5000) / 10_000);
    const amounts = {
      guest: brl(guestTotal),
      subtotal: brl(subtotal),
      service: brl(service),
      total: brl(subtotal + service),
    };

    await off.goto(`/${SLUG}/table/bill`);
    await expect(status(off)).toHaveText("Mesa aberta");
    await expectBill(off, { mine: names.off, mate: names.on }, amounts);
    await expect(off.getByText(item.name)).toHaveCount(2);
    // Without JavaScript the page reloads itself; with it, it polls instead.
    await expect(off.locator('meta[http-equiv="refresh"]')).toHaveAttribute("content", "20");
    await expect(off.getByRole("link", { name: "Atualizar" })).toHaveAttribute("href", `/${SLUG}/table/bill`);

    await page.goto(`/${SLUG}/table/bill`);
    await expect(status(page)).toHaveText("Mesa aberta");
    await expectBill(page, { mine: names.on, mate: names.off }, amounts);
    await expect(page.getByRole("link", { name: "Pedir mais" })).toHaveAttribute("href", `/${SLUG}`);
    await expectAccessible(page, "bill open");

    // A guest of table 2 sees table 2's bill: nothing of table 1's guests, rounds or total.
    const other = await stranger.newPage();
    await joinTable(other, SLUG, "NAPOLI-MESA-2", { name: names.other });
    await other.goto(`/${SLUG}/table/bill`);
    await expect(status(other)).toBeVisible();
    await expect(other.getByText(names.on)).toHaveCount(0);
    await expect(other.getByText(names.off)).toHaveCount(0);
    // …and table 1's guests never see table 2's.
    await page.reload();
    await expect(page.getByText(names.other)).toHaveCount(0);

    // The phone without JavaScript asks for the bill: "are you sure?", then asked.
    await off.getByRole("button", { name: "Pedir a conta" }).click();
    await expect(off.getByText("Pedir a conta agora?")).toBeVisible();
    await off.getByRole("button", { name: "Sim, pedir a conta" }).click();
    await expect(off).toHaveURL(new RegExp(`/${SLUG}/table/bill$`));
    await expect(status(off)).toHaveText("Conta pedida: aguardando pagamento");
    await expect(off.getByText("Conta pedida. Um atendente vem até a mesa.")).toBeVisible();
    await expect(off.getByRole("button", { name: "Pedir a conta" })).toHaveCount(0);
    // The same confirmation sent again (back and resend): the bill is asked once, no error.
    const again = await off.request.post(`/${SLUG}/table/bill`, { form: { intent: "close-confirm" }, maxRedirects: 0 });
    expect(again.status()).toBe(302);
    // The phone with JavaScript sees it by polling, announced politely; no more "Pedir a conta".
    await page.clock.runFor(20_000);
    await expect(status(page)).toHaveText("Conta pedida: aguardando pagamento");
    // Its table's bar follows, without a reload: nothing more goes to the kitchen.
    await expect(tableBar(page)).toContainText("Conta pedida: novos pedidos não vão mais para a cozinha.");
    await expect(page.getByRole("status").filter({ hasText: "Conta atualizada: Conta pedida" })).toBeAttached();
    await expect(page.getByRole("button", { name: "Pedir a conta" })).toHaveCount(0);
    await expectBill(page, { mine: names.on, mate: names.off }, amounts);
    await expectAccessible(page, "bill asked");

    // A dish added now could never be sent: the dialog says why instead of keeping it in a cart.
    await page.goto(`/${SLUG}?modal=menuItem&modalId=${item.id}`);
    const dialog = page.getByRole("dialog", { name: item.name });
    await dialog.getByRole("button", { name: /·/ }).click();
    await expect(dialog.getByText(/^A conta desta mesa já foi pedida: nada mais pode ser adicionado\./)).toBeVisible();
    await page.goto(`/${SLUG}/table/bill`);

    // The store: paid, then closed.
    await setTableStatus(page.request, TABLE_1, "PAID");
    await off.reload();
    await expect(status(off)).toHaveText("Conta paga");
    await page.clock.runFor(20_000);
    await expect(status(page)).toHaveText("Conta paga");

    await setTableStatus(page.request, TABLE_1, "CLOSED");
    await off.reload();
    await expect(status(off)).toHaveText("Conta fechada");
    await expect(off.getByText(/^Obrigado pela visita ao Pizzaria Bella Napoli!/)).toBeVisible();
    await expect(off.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
    // The stay is over: no table's bar on the closed bill.
    await expect(tableBar(off)).toHaveCount(0);
    await page.clock.runFor(20_000);
    await expect(status(page)).toHaveText("Conta fechada");
    await expect(page.getByText(/^Obrigado pela visita ao Pizzaria Bella Napoli!/)).toBeVisible();
    await expect(tableBar(page)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Voltar ao cardápio" }).last()).toHaveAttribute("href", `/${SLUG}`);
    await expectBill(page, { mine: names.on, mate: names.off }, amounts);
    await expectAccessible(page, "bill closed");

    // The bill closed, neither phone is at the table any more: the menu, without the table's bar.
    for (const guest of [off, page]) {
      await guest.goto(`/${SLUG}/table/bill`);
      await expect(guest).toHaveURL(new RegExp(`/${SLUG}$`));
      await expect(tableBar(guest)).toHaveCount(0);
    }
  } finally {
    await noJs.close();
    await stranger.close();
  }
});
