import { expect, type Page } from "@playwright/test";
import { test } from "./support/test";
import { expectAccessible, expectAccessibleInBothSchemes } from "./support/axe";

/*
 * The owner edits the menu in the console: a category, a dish with a required option group, a
 * second dish, a move, a hide, the trash and back, the history; staff read it only. The store is
 * Recife, closed until further notice: no spec orders from it, and the ones that open its menu
 * read its closed-store notice and a seeded dish. Only new dishes, in a new category, are edited,
 * and the category goes to the trash at the end, so its customers' menu is back as seeded.
 */

const SLUG = "sabor-da-casa-recife";

async function logIn(page: Page, who: "dono" | "equipe") {
  await page.goto(`/_console/${SLUG}/login?next=${encodeURIComponent(`/_console/${SLUG}/orders`)}`);
  await page.getByLabel("E-mail").fill(`${who}@${SLUG}.demo`);
  await page.getByLabel("Senha").fill("comanda123");
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.getByRole("navigation", { name: "Painel" }).getByRole("link", { name: "Cardápio" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cardápio" })).toBeVisible();
}

/** A button or link named "{what}: {name}", the name visually hidden (Chromium reads a space before the colon). */
const named = (what: string, name: string) => ({ name: new RegExp(`^${what}\\s*:\\s*${name}$`) });

test("the owner puts a dish with a required option group on the menu, moves, hides, trashes and restores it, and reads the history", async ({
  page,
  javaScriptEnabled,
}) => {
  // A long walk of a dozen forms, with axe on five pages of a whole store's menu.
  test.setTimeout(180_000);
  const run = javaScriptEnabled ? "js" : "sem js";
  const category = `Sobremesas ${run}`;
  const pudding = `Pudim ${run}`;
  const mousse = `Mousse ${run}`;
  await logIn(page, "dono");
  await expectAccessibleInBothSchemes(page, "console menu");
  const status = page.locator("#menu-status");

  await page.getByRole("link", { name: "Nova categoria" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nova categoria" })).toBeVisible();
  await page.getByLabel("Nome da categoria").fill(category);
  await expectAccessible(page, "console menu, new category");
  await page.getByRole("button", { name: "Criar categoria" }).click();
  await expect(status).toHaveText(`Categoria ${category} criada.`);
  const section = page.getByRole("region", { name: category });
  await expect(section.getByText("Nenhum prato nesta categoria.")).toBeVisible();

  // A price it cannot read is refused beside its field, in Portuguese, with what was typed kept.
  await page.getByRole("link", { name: "Novo prato" }).click();
  await page.getByLabel("Categoria").selectOption({ label: category });
  await page.getByLabel("Nome do prato").fill(pudding);
  await page.getByLabel("Preço", { exact: true }).fill("doze e noventa");
  await page.getByRole("button", { name: "Criar prato" }).click();
  await expect(page.locator("#item-price-error")).toHaveText("Informe um preço válido, como 34,90.");
  await expect(page.getByLabel("Nome do prato")).toHaveValue(pudding);
  await expect(page.getByLabel("Categoria")).toHaveValue(/\d+/);
  await expectAccessible(page, "console menu, dish refused");
  await page.getByLabel("Preço", { exact: true }).fill("R$ 12,90");
  await page.getByRole("button", { name: "Criar prato" }).click();
  await expect(page.locator("#item-status")).toHaveText("Prato criado. Agora você pode adicionar grupos de opções.");
  await expect(page.getByLabel("Preço", { exact: true })).toHaveValue("12,90");

  // The option group: one more row without saving, then Enter in a row saves the group only.
  const newGroup = page.getByRole("region", { name: "Novo grupo de opções" });
  await newGroup.getByLabel("Nome do grupo").fill("Calda");
  await newGroup.getByLabel("Escolha obrigatória").check();
  await newGroup.getByLabel("Nome da opção 1").fill("Chocolate");
  await newGroup.getByLabel("Nome da opção 2").fill("Caramelo");
  await newGroup.getByLabel("Preço a mais da opção 2").fill("2,50");
  await newGroup.getByRole("button", { name: "Mais uma opção" }).click();
  await expect(newGroup.getByLabel("Nome da opção 3")).toBeVisible();
  await expect(newGroup.getByLabel("Nome da opção 2")).toHaveValue("Caramelo");
  await newGroup.getByLabel("Nome da opção 3").fill("Morango");
  await expectAccessible(page, "console dish, option group");
  await newGroup.getByLabel("Nome da opção 3").press("Enter");
  await expect(page.locator("#item-status")).toHaveText("Grupo de opções salvo.");
  const group = page.getByRole("region", { name: "Calda" });
  await expect(group.getByLabel("Nome da opção 3")).toHaveValue("Morango");
  await expect(group.getByLabel("Preço a mais da opção 2")).toHaveValue("2,50");
  await expect(group.getByLabel("Escolha obrigatória")).toBeChecked();

  await page.getByRole("link", { name: "Voltar ao cardápio" }).click();
  await page.getByRole("link", { name: "Novo prato" }).click();
  await page.getByLabel("Categoria").selectOption({ label: category });
  await page.getByLabel("Nome do prato").fill(mousse);
  await page.getByLabel("Preço", { exact: true }).fill("9");
  await page.getByLabel("Preço promocional (opcional)").fill("7.50");
  await page.getByRole("button", { name: "Criar prato" }).click();
  await expect(page.locator("#item-status")).toHaveText("Prato criado. Agora você pode adicionar grupos de opções.");
  await page.getByRole("link", { name: "Voltar ao cardápio" }).click();

  const puddingRow = section.getByRole("listitem").filter({ has: page.getByRole("heading", { name: pudding }) });
  const mousseRow = section.getByRole("listitem").filter({ has: page.getByRole("heading", { name: mousse }) });
  await expect(puddingRow).toContainText("R$ 12,90");
  await expect(puddingRow).toContainText("Calda (obrigatório, de 1 a 1): Chocolate, Caramelo R$ 2,50, Morango");
  await expect(mousseRow).toContainText("Promoção R$ 7,50");

  // Up: the mousse goes first, and with JavaScript the focus stays on its buttons ("down" now, at the top).
  await mousseRow.getByRole("button", named("Subir", mousse)).click();
  await expect(status).toHaveText(`${mousse} mudou de posição.`);
  await expect(section.getByRole("heading", { level: 3 }).first()).toHaveText(mousse);
  if (javaScriptEnabled) await expect(mousseRow.getByRole("button", named("Descer", mousse))).toBeFocused();

  await puddingRow.getByRole("button", named("Ocultar", pudding)).click();
  await expect(status).toHaveText(`${pudding} está oculto: os clientes não veem mais.`);
  await expect(puddingRow.getByText("Oculto", { exact: true })).toBeVisible();
  if (javaScriptEnabled) await expect(puddingRow.getByRole("button", named("Mostrar", pudding))).toBeFocused();

  await puddingRow.getByRole("link", named("Excluir", pudding)).click();
  await expect(puddingRow.getByText(`Mover o prato ${pudding} para a lixeira?`, { exact: false })).toBeVisible();
  await expectAccessible(page, "console menu, trash asked");
  await puddingRow.getByRole("button", named("Mover para a lixeira", pudding)).click();
  await expect(status).toHaveText(`${pudding} foi para a lixeira. Dá para restaurar por 30 dias.`);
  await expect(section.getByRole("heading", { name: pudding })).toHaveCount(0);
  const trash = page.getByRole("region", { name: "Lixeira" });
  await trash.getByRole("button", named("Restaurar", pudding)).click();
  await expect(status).toHaveText(`${pudding} foi restaurado.`);
  await expect(section.getByRole("heading", { name: pudding })).toBeVisible();

  await page.getByRole("link", { name: "Histórico de alterações" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Histórico de alterações" })).toBeVisible();
  const changes = page.getByRole("listitem").filter({ hasText: `Criou o prato ${pudding}` });
  await expect(changes.first()).toContainText("Dono,");
  await expect(changes.first()).toContainText("R$ 12,90");
  await expect(page.getByText(`Mandou o prato ${pudding} para a lixeira`)).toBeVisible();
  await expect(page.getByText(`Restaurou o prato ${pudding}`)).toBeVisible();
  await expectAccessibleInBothSchemes(page, "console menu history");

  // The category and its dishes leave Recife's menu as they came.
  await page.getByRole("link", { name: "Voltar ao cardápio" }).click();
  await section.getByRole("link", named("Excluir", category)).click();
  await section.getByRole("button", named("Mover para a lixeira", category)).click();
  await expect(status).toHaveText(`${category} foi para a lixeira. Dá para restaurar por 30 dias.`);
});

test("staff read the menu and edit nothing; the editor's pages are the owner's", async ({ page }) => {
  await logIn(page, "equipe");
  await expect(page.getByText(/^Só o dono edita o cardápio\./)).toBeVisible();
  await expect(page.getByRole("link", { name: "página de disponibilidade." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
  await expect(page.getByRole("main").getByRole("button")).toHaveCount(0);
  await expectAccessible(page, "console menu, staff");
  await page.goto(`/_console/${SLUG}/menu/items/new`);
  await expect(page.getByRole("heading", { level: 1, name: "Só o dono edita o cardápio" })).toBeVisible();
});
