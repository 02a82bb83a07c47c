import { expect, type Page } from "@playwright/test";
import { test } from "./support/test";
import { simpleDish } from "./support/checkout";
import { setTableStatus } from "./support/admin";
import { addSimpleDish, joinTable, kitchenRounds, sendRound, tableBar } from "./support/table";
import { blockingViolations } from "./support/axe";

/*
 * The table guest, with JavaScript on and off: a QR code that names no table, joining
 * NAPOLI-MESA-2 (a refused name kept with its message), the menu and the cart in table mode, a
 * round sent to the kitchen, a second phone at the same table that does not see the first
 * guest's cart, and leaving the table.
 */

const SLUG = "bella-napoli";
const jsOn = () => Boolean(test.info().project.use.javaScriptEnabled);

/** axe on the page as it is (JavaScript on only): no serious or critical violation. */
async function expectAccessible(page: Page, state: string) {
  if (!jsOn()) return;
  expect(await blockingViolations(page, state)).toEqual([]);
}

test("a guest joins table 2, sends a round to the kitchen, a table-mate does not see their cart, and leaves", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const suffix = `${test.info().project.name}-${Date.now() % 100_000}`;
  const name = `Ana ${suffix}`;

  // A code that names no table: the page says so, with a way to the menu.
  await page.goto(`/${SLUG}/table/assign?code=NAPOLI-MESA-404`);
  await expect(page.getByRole("heading", { level: 1, name: "Mesa não encontrada" })).toBeVisible();
  await expect(page.getByText("Esta mesa não existe.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Voltar ao cardápio" })).toHaveAttribute("href", `/${SLUG}`);
  // A disabled table is the same "does not exist".
  await page.goto(`/${SLUG}/table/assign?code=NAPOLI-MESA-9`);
  await expect(page.getByRole("heading", { level: 1, name: "Mesa não encontrada" })).toBeVisible();

  // The table's QR code: a name too short is refused on its field, what was typed is kept.
  await page.goto(`/${SLUG}/table/assign?code=NAPOLI-MESA-2`);
  await expect(page.getByRole("heading", { level: 1, name: "Mesa 2" })).toBeVisible();
  await expectAccessible(page, "assign");
  const nameField = page.getByLabel("Seu nome");
  await nameField.fill("A");
  await page.getByLabel(/^Quantas pessoas/).fill("3");
  await page.getByRole("button", { name: "Entrar na mesa" }).click();
  await expect(nameField).toHaveAttribute("aria-invalid", "true");
  await expect(nameField).toHaveAccessibleDescription("Informe pelo menos 2 caracteres");
  await expect(nameField).toHaveValue("A");
  const problems = page.locator("#table-assign-problems");
  await expect(problems).toBeFocused();
  await problems.getByRole("link", { name: "Seu nome: Informe pelo menos 2 caracteres" }).click();
  await expect(nameField).toBeFocused();
  await expect(page.getByLabel(/^Quantas pessoas/)).toHaveValue("3");
  await expectAccessible(page, "assign refused");
  // Too many guests, with the name fixed: refused on that field.
  await nameField.fill(name);
  await page.getByLabel(/^Quantas pessoas/).fill("99");
  await page.getByRole("button", { name: "Entrar na mesa" }).click();
  await expect(page.getByLabel(/^Quantas pessoas/)).toHaveAccessibleDescription("Informe um número de 1 a 30.");
  await expect(nameField).toHaveValue(name);

  // A good form: on to the menu in table mode.
  await joinTable(page, SLUG, "NAPOLI-MESA-2", { name, guests: 2 });
  await expect(tableBar(page)).toContainText(`Mesa 2 · ${name}`);
  await expect(page.getByText("Pronto! Você está na mesa.")).toBeVisible();
  // Scanning the code again from this phone goes straight to the menu.
  await page.goto(`/${SLUG}/table/assign?code=NAPOLI-MESA-2`);
  await expect(page).toHaveURL(new RegExp(`/${SLUG}$`));

  // The cart in table mode: its lines and total, no delivery and no checkout, "Enviar para a cozinha".
  await addSimpleDish(page, SLUG);
  const { item } = simpleDish(SLUG);
  await page.goto(`/${SLUG}/cart`);
  await expect(page.getByRole("heading", { level: 1, name: "Seu carrinho" })).toBeVisible();
  await expect(page.getByText(item.name).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Como você quer receber?" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Continuar/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Enviar para a cozinha ·/ })).toBeVisible();
  await expectAccessible(page, "table cart");

  // A second phone at the same table: its own (empty) cart, never the first guest's.
  const mate = await browser.newContext({ baseURL, javaScriptEnabled: jsOn(), locale: "pt-BR" });
  try {
    const matePage = await mate.newPage();
    await joinTable(matePage, SLUG, "NAPOLI-MESA-2", { name: `Bruno ${suffix}` });
    await matePage.goto(`/${SLUG}/cart`);
    await expect(matePage.getByText("Seu carrinho está vazio.")).toBeVisible();
    await expect(matePage.getByText(item.name)).toHaveCount(0);
  } finally {
    await mate.close();
  }

  // Sent to the kitchen: the bill with the notice; the kitchen has the round under the guest's name.
  await sendRound(page, SLUG);
  await expect(page.getByText("Pedido enviado para a cozinha")).toBeVisible();
  const rounds = await kitchenRounds(page.request, SLUG);
  const mine = rounds.filter((round) => round.table_client_name === name);
  expect(mine).toHaveLength(1);
  expect(mine[0]!.table_number).toBe(2);
  expect(mine[0]!.items.map((line) => line.name)).toContain(item.name);
  // The cart was sent: the next one starts empty.
  await page.goto(`/${SLUG}/cart`);
  await expect(page.getByText("Seu carrinho está vazio.")).toBeVisible();

  // Leaving: an "are you sure?" page, then back to the normal menu.
  await tableBar(page).getByRole("link", { name: "Sair da mesa" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sair da mesa 2?" })).toBeVisible();
  await expectAccessible(page, "leave");
  await page.getByRole("button", { name: "Sair da mesa" }).click();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}$`));
  await expect(page.getByText("Você saiu da mesa.")).toBeVisible();
  await expect(tableBar(page)).toHaveCount(0);
  // Nothing left to leave: the leave page goes back to the menu.
  await page.goto(`/${SLUG}/table/leave`);
  await expect(page).toHaveURL(new RegExp(`/${SLUG}$`));

  // Table 4 keeps the table on the device (modality 3): the bar says when the order is ready.
  await joinTable(page, SLUG, "NAPOLI-MESA-4", { name });
  await expect(tableBar(page)).toContainText(/Pronto em \d+/);

  // The store closes table 4 and a new party sits there: this guest is no longer at it, so the next
  // page sends them back to that table's assign page (core spec §4), without the table's bar.
  await setTableStatus(page.request, 100904, "CLOSED");
  const newParty = await browser.newContext({ baseURL, javaScriptEnabled: jsOn(), locale: "pt-BR" });
  try {
    await joinTable(await newParty.newPage(), SLUG, "NAPOLI-MESA-4", { name: `Carla ${suffix}` });
  } finally {
    await newParty.close();
  }
  await page.goto(`/${SLUG}`);
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/table/assign\\?code=NAPOLI-MESA-4$`));
  await expect(tableBar(page)).toHaveCount(0);
});
