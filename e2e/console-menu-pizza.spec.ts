import { expect, type Page } from "@playwright/test";
import { test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { bySlug, priceText } from "./demo";

/*
 * The owner adds a flavour to the sweet pizza with its price in each size; a new visitor's builder
 * shows it in the size chosen at that price. The flavour is the spec's own (a name per run) and is
 * hidden again at the end, so the builder other specs walk is back as seeded.
 */

const SLUG = "bella-napoli";
const pizzeria = bySlug(SLUG);
const pizza = pizzeria.categories
  .flatMap((category) => category.pizzas)
  .find((candidate) => candidate.name === "Pizza doce")!;
const EDITOR = `/_console/${SLUG}/menu/pizzas/${pizza.id}`;

async function logInAsOwner(page: Page) {
  await page.goto(`/_console/${SLUG}/login?next=${encodeURIComponent(EDITOR)}`);
  await page.getByLabel("E-mail").fill(`dono@${SLUG}.demo`);
  await page.getByLabel("Senha").fill("comanda123");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pizza: Pizza doce" })).toBeVisible();
}

/** The "up" button of a row (its name is visually hidden after the colon, which Chromium spaces apart). */
const moveUp = (name: string) => new RegExp(`^Subir\\s*:\\s*${name}$`);

/** A new visitor's builder at the flavours of size `size`. */
async function flavoursOfSize(page: Page, size: string) {
  await page.goto(`/${SLUG}?modal=menuPizza&modalId=${pizza.id}`);
  const dialog = page.getByRole("dialog", { name: pizza.name });
  await expect(dialog.getByText(/^Passo 1 de 4/)).toBeVisible();
  if (test.info().project.name === "js-on")
    await expect.poll(() => dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
  await dialog.getByRole("radio", { name: new RegExp(`^${size}`) }).check();
  await dialog.getByRole("button", { name: "Continuar" }).click();
  await expect(dialog.getByText(/^Passo 2 de 4/)).toBeVisible();
  return dialog;
}

test("the owner adds a flavour priced per size; a new visitor's pizza builder offers it at that price", async ({
  page,
  browser,
  baseURL,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  const flavour = `Doce de leite ${javaScriptEnabled ? "js" : "sem js"}`;
  await logInAsOwner(page);
  await expectAccessible(page, "console pizza editor");
  const form = page.locator("#flavor-new");

  // A price it cannot read is refused beside its field, in Portuguese, with what was typed kept.
  await form.getByLabel("Nome do sabor").fill(flavour);
  await form.getByLabel("Preço no tamanho Broto", { exact: true }).fill("38,90");
  await form.getByLabel("Preço no tamanho Média", { exact: true }).fill("cinquenta");
  await form.getByRole("button", { name: "Adicionar sabor" }).click();
  const refused = page.locator("#flavor-new");
  await expect(refused.getByText("Informe um preço válido, como 34,90.")).toBeVisible();
  await expect(refused.getByLabel("Nome do sabor")).toHaveValue(flavour);
  await expect(refused.getByLabel("Preço no tamanho Broto", { exact: true })).toHaveValue("38,90");

  await refused.getByLabel("Preço no tamanho Média", { exact: true }).fill("R$ 54,90");
  await refused.getByRole("button", { name: "Adicionar sabor" }).click();
  await expect(page.getByText("Sabor salvo.")).toBeVisible();
  const saved = page.getByRole("heading", { level: 3, name: flavour });
  await expect(saved).toBeVisible();

  // Moved up one place, the focus stays on its button and the page says where it went.
  await page.getByRole("button", { name: moveUp(flavour) }).click();
  await expect(page.getByRole("status").getByText(/^Movido para a posição \d+ de \d+\.$/)).toBeVisible();
  if (javaScriptEnabled) await expect(page.getByRole("button", { name: moveUp(flavour) })).toBeFocused();

  const context = await browser.newContext({ javaScriptEnabled, locale: "pt-BR", baseURL });
  try {
    const visitor = await context.newPage();
    const dialog = await flavoursOfSize(visitor, "Média");
    const offered = dialog.getByRole("checkbox", { name: new RegExp(`^${flavour}`) });
    await expect(offered).toBeVisible();
    await expect(
      dialog.locator(".c-option").filter({ hasText: flavour }).getByText(priceText(pizzeria, 5490)),
    ).toBeVisible();

    // Hidden again, it leaves the builder at once.
    const card = page.locator("div.c-console-card").filter({ has: saved });
    await card.getByLabel("Visível no cardápio").uncheck();
    await card.getByRole("button", { name: `Salvar sabor ${flavour}` }).click();
    await expect(page.getByText("Sabor salvo.")).toBeVisible();
    const again = await flavoursOfSize(await context.newPage(), "Média");
    await expect(again.getByRole("checkbox", { name: /^Brigadeiro/ })).toBeVisible();
    await expect(again.getByRole("checkbox", { name: new RegExp(`^${flavour}`) })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
