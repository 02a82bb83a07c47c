import { expect, type Page } from "@playwright/test";
import { test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { bySlug, gotoStore, priceText } from "./demo";

/*
 * The owner adds an additional with a price to one of the store's cart extras; a new visitor's cart
 * offers it at that price. The additional is the spec's own (a name per project) and is removed at
 * the end, so the cart other specs walk is back as seeded. No other spec asserts this store's extras.
 */

const SLUG = "emporio-santa-cecilia";
const store = bySlug(SLUG);
const EDITOR = `/_console/${SLUG}/menu/extras`;

async function logInAsOwner(page: Page) {
  await page.goto(`/_console/${SLUG}/login?next=${encodeURIComponent(EDITOR)}`);
  await page.getByLabel("E-mail").fill(`dono@${SLUG}.demo`);
  await page.getByLabel("Senha").fill("comanda123");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Extras do carrinho" })).toBeVisible();
}

const sacolas = (page: Page) =>
  page.locator("section.c-menu-group").filter({
    has: page.getByRole("heading", { level: 2, name: "Sacolas", exact: true }),
  });

/** The row of the spec's own additional in the group's form (1-based), or null when it is not there. */
async function rowOf(page: Page, name: string): Promise<number | null> {
  for (let row = 1; row <= 6; row++) {
    const field = sacolas(page).getByLabel(`Nome do extra ${row}`, { exact: true });
    if ((await field.count()) > 0 && (await field.inputValue()) === name) return row;
  }
  return null;
}

/** The "up" button of a row (its name is visually hidden after the colon, which Chromium spaces apart). */
const moveUp = (name: string) => new RegExp(`^Subir\\s*:\\s*${name}$`);

/** A dish with no required choice, added by a new visitor; then their cart. */
async function cartWithADish(page: Page) {
  const plain = store.categories
    .filter((category) => category.enabled && !category.redeemable)
    .flatMap((category) => category.items)
    .find(
      (candidate) =>
        candidate.enabled && candidate.available && candidate.option_groups.every((group) => group.min === 0),
    )!;
  await gotoStore(page, `/${SLUG}`);
  await page.getByRole("link", { name: plain.name, exact: true }).first().click();
  const dialog = page.getByRole("dialog", { name: plain.name });
  await dialog.getByRole("button", { name: /^Adicionar/ }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("link", { name: /Ver carrinho/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Seu carrinho" })).toBeVisible();
}

test("the owner adds a priced additional to the cart's extras; a new visitor's cart offers it at that price", async ({
  page,
  browser,
  baseURL,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  const name = `Sacola retornável ${javaScriptEnabled ? "js" : "sem js"}`;
  await logInAsOwner(page);
  await expectAccessible(page, "console cart extras");

  // A price it cannot read is refused beside its field, with what was typed kept.
  await sacolas(page).getByLabel("Nome do extra 4").fill(name);
  await sacolas(page).getByLabel("Preço do extra 4").fill("três e cinquenta");
  await sacolas(page)
    .getByRole("button", { name: /^Salvar grupo/ })
    .click();
  await expect(sacolas(page).getByText("Informe um preço válido, como 34,90.", { exact: true })).toBeVisible();
  await expect(sacolas(page).getByLabel("Nome do extra 4")).toHaveValue(name);

  await sacolas(page).getByLabel("Preço do extra 4").fill("R$ 3,50");
  await sacolas(page)
    .getByRole("button", { name: /^Salvar grupo/ })
    .click();
  await expect(page.getByText("Grupo salvo. O carrinho já mostra a mudança.")).toBeVisible();
  await expect(sacolas(page).getByLabel("Nome do extra 4")).toHaveValue(name);

  const context = await browser.newContext({ javaScriptEnabled, locale: "pt-BR", baseURL });
  try {
    // Moved up twice from its own list (past the hidden "Sacola térmica", then "Sacola de papel"): the focus
    // stays on its button and the page says where it went each time.
    const order = sacolas(page).getByRole("list", { name: "Ordem dos adicionais: Sacolas" });
    await order.getByRole("button", { name: moveUp(name) }).click();
    await expect(page.getByText("Movido para a posição 3 de 4.")).toBeVisible();
    if (javaScriptEnabled) await expect(order.getByRole("button", { name: moveUp(name) })).toBeFocused();
    await order.getByRole("button", { name: moveUp(name) }).click();
    await expect(page.getByText("Movido para a posição 2 de 4.")).toBeVisible();
    await expect(sacolas(page).getByLabel("Nome do extra 2")).toHaveValue(name);

    const visitor = await context.newPage();
    await cartWithADish(visitor);
    const offered = visitor.locator(".c-extra").filter({ hasText: name });
    await expect(offered).toBeVisible();
    await expect(offered).toContainText(priceText(store, 350));
    // The cart offers it where the owner put it: before the bag it passed.
    const offers = await visitor.locator(".c-extra__name > span:first-child").allTextContents();
    expect(offers.indexOf(name)).toBeGreaterThan(-1);
    expect(offers.indexOf(name)).toBeLessThan(offers.indexOf("Sacola de papel"));
  } finally {
    await context.close();
    // Back as seeded: the spec's own additional removed, wherever it is.
    const row = await rowOf(page, name);
    if (row !== null) await sacolas(page).getByLabel(`Remover o extra ${row}`).check();
    await sacolas(page)
      .getByRole("button", { name: /^Salvar grupo/ })
      .click();
    await expect(page.getByText("Grupo salvo. O carrinho já mostra a mudança.")).toBeVisible();
    await expect(sacolas(page).getByLabel("Nome do extra 4")).toHaveValue("");
  }
});
