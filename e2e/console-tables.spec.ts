import { expect, type Page } from "@playwright/test";
import { test } from "./support/test";
import { blockingViolations } from "./support/axe";
import { addSimpleDish, joinTable, sendRound } from "./support/table";

/*
 * The store's side of a table, at NAPOLI-MESA-3 (no other spec uses it): a guest without
 * JavaScript sends a round; the kitchen screen, open with JavaScript, shows it within seconds and
 * says it in its live region; "Servida" takes it off the screen; the table's page shows who served
 * it and the bill; the guest asks for the bill, staff marks it paid, then closed, and the guest's
 * bill page follows. One run covers both projects: the guest's phone has JavaScript off.
 */

const SLUG = "bella-napoli";
const TABLE_3 = 100903;

async function logIn(page: Page, next: string) {
  await page.goto(`/_console/${SLUG}/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel("E-mail").fill(`equipe@${SLUG}.demo`);
  await page.getByLabel("Senha").fill("comanda123");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(new RegExp(`${next}$`));
}

test("a round from table 3 reaches the kitchen screen, is served, and the bill is paid and closed", async ({
  page,
  browser,
  baseURL,
}) => {
  test.skip(!test.info().project.use.javaScriptEnabled, "One run covers both: the guest's phone has JavaScript off");
  test.setTimeout(120_000);
  const guestName = `Gil ${Date.now() % 100_000}`;
  const phone = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: "pt-BR" });
  try {
    await logIn(page, `/_console/${SLUG}/tables/kitchen`);
    await expect(page.getByRole("button", { name: "Pausar atualização" })).toBeVisible();
    const announcer = page.locator("#kitchen-announcer");
    await expect(announcer).toHaveText("");

    const guest = await phone.newPage();
    await joinTable(guest, SLUG, "NAPOLI-MESA-3", { name: guestName, guests: 2 });
    await addSimpleDish(guest, SLUG);
    await sendRound(guest, SLUG);

    // The kitchen asks every 5 s: the round shows, and the live region says it.
    const card = page
      .getByTestId("console-round")
      .filter({ has: page.getByRole("heading", { name: `Mesa 3 · ${guestName}` }) });
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(announcer).toHaveText(`Nova rodada: mesa 3, ${guestName}.`);
    expect(await blockingViolations(page, "kitchen with a round")).toEqual([]);

    await card.getByRole("button", { name: "Servida" }).click();
    await expect(page.getByText("Rodada marcada como servida.")).toBeVisible();
    await expect(card).toHaveCount(0);

    // The table's page: the guest, the round served by whom, the bill.
    await page.goto(`/_console/${SLUG}/tables/${TABLE_3}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mesa 3");
    await expect(page.getByText(`${guestName}, 2 pessoas (abriu a mesa)`)).toBeVisible();
    await expect(page.getByText(/^Servida às \d\d:\d\d por Equipe$/)).toBeVisible();
    await expect(page.getByTestId("table-status")).toHaveText("Aberta");
    expect(await blockingViolations(page, "table page")).toEqual([]);

    // The guest asks for the bill (no JavaScript: "are you sure?", then asked).
    await guest.goto(`/${SLUG}/table/bill`);
    const guestTotal = await guest.getByTestId("bill-total").locator("dd").textContent();
    await guest.getByRole("button", { name: "Pedir a conta" }).click();
    await guest.getByRole("button", { name: "Sim, pedir a conta" }).click();
    await expect(guest.getByTestId("bill-status")).toHaveText("Conta pedida: aguardando pagamento");

    await page.reload();
    await expect(page.getByTestId("table-status")).toHaveText("Conta pedida");
    expect(await page.getByTestId("table-bill-total").textContent()).toBe(guestTotal);
    await page.getByRole("button", { name: "Paga" }).click();
    await expect(page.getByText("Mesa marcada como paga.")).toBeVisible();
    await expect(page.getByTestId("table-status")).toHaveText("Paga");
    await guest.reload();
    await expect(guest.getByTestId("bill-status")).toHaveText("Conta paga");

    await page.getByRole("button", { name: "Fechada" }).click();
    await expect(page.getByText("Mesa fechada.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Paga" })).toHaveCount(0);
    await guest.reload();
    await expect(guest.getByTestId("bill-status")).toHaveText("Conta fechada");

    // The QR sheet: table 3's card holds its assign URL on this storefront.
    await page.goto(`/_console/${SLUG}/tables/qr`);
    const qr = page.locator('[data-code="NAPOLI-MESA-3"]');
    await expect(qr.getByRole("img", { name: "QR code da mesa 3" })).toBeVisible();
    await expect(qr).toContainText(`/${SLUG}/table/assign?code=NAPOLI-MESA-3`);
  } finally {
    await phone.close();
  }
});
