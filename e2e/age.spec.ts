import { expect } from "@playwright/test";
import { test } from "./support/test";
import { bySlug, gotoStore } from "./demo";
import { hydrated } from "./support/hydration";
import { blockingViolations } from "./support/axe";

// A dish for adults (tag +18: beer, wine) asks the visitor's age once per store before it can be
// added (spec isOver18, decision 031); the other dishes never ask.
const BEER = "Cerveja long neck 355 ml";
const WINE = "Taça de vinho tinto";
const QUESTION = "Este produto é vendido apenas para maiores de 18 anos. Você tem 18 anos ou mais?";

test("a dish for adults asks the visitor's age once; no closes it, yes opens it and it can be added", async ({ page, javaScriptEnabled }) => {
  await gotoStore(page, "/bella-napoli");
  // With JavaScript, the dialogs open without a page load once the page has hydrated.
  if (javaScriptEnabled) await hydrated(page.locator("#main"));
  await page.getByRole("link", { name: BEER, exact: true }).click();
  const beer = page.getByRole("dialog", { name: BEER });
  await expect(beer.getByText(QUESTION)).toBeVisible();
  await expect(beer.getByRole("button", { name: /^Adicionar/ })).toHaveCount(0);
  if (javaScriptEnabled) {
    expect(await blockingViolations(page, "age question", { within: ".c-dialog" })).toEqual([]);
  }

  await beer.getByRole("link", { name: "Não, voltar ao cardápio" }).click();
  await expect(beer).toBeHidden();
  await expect(page).toHaveURL(/\/bella-napoli$/);

  // A dish that is not for adults never asks.
  await page.getByRole("link", { name: "Suco natural", exact: true }).click();
  const juice = page.getByRole("dialog", { name: "Suco natural" });
  await expect(juice.getByRole("button", { name: /^Adicionar/ })).toBeVisible();
  await expect(juice.getByText(QUESTION)).toHaveCount(0);
  await juice.getByRole("link", { name: "Fechar" }).click();
  await expect(juice).toBeHidden();

  await page.getByRole("link", { name: BEER, exact: true }).click();
  await beer.getByRole("button", { name: "Sim, tenho 18 anos ou mais" }).click();
  await expect(page).toHaveURL(/\/bella-napoli\?modal=menuItem&modalId=\d+$/);
  await beer.getByRole("radio", { name: "Heineken" }).check();
  await beer.getByRole("button", { name: /^Adicionar/ }).click();
  await expect(beer).toBeHidden();
  await expect(page.getByRole("link", { name: /Ver carrinho/ })).toContainText("1 item");

  // Answered once for the store: the wine opens at once, after a reload too.
  await page.reload();
  await page.getByRole("link", { name: WINE, exact: true }).click();
  const wine = page.getByRole("dialog", { name: WINE });
  await expect(wine.getByRole("button", { name: /^Adicionar/ })).toBeVisible();
  await expect(wine.getByText(QUESTION)).toHaveCount(0);
});

test("adding a dish for adults without answering is refused: the dish asks again, and nothing is added", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "the server's check: a form post, the same with or without JavaScript");
  const beer = bySlug("bella-napoli").categories.flatMap((category) => category.items).find((item) => item.name === BEER)!;
  const group = beer.option_groups[0]!;
  await gotoStore(page, "/bella-napoli");
  const response = await page.request.post(`/bella-napoli?modal=menuItem&modalId=${beer.id}&index`, {
    form: { intent: "add-item", itemId: String(beer.id), [`options.${group.id}`]: String(group.options[0]!.id), quantity: "1" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  // The page answered is the dish asking the question again.
  expect(await response.text()).toContain(QUESTION);
  await page.goto("/bella-napoli/cart");
  await expect(page.getByText("Seu carrinho está vazio.")).toBeVisible();
});
