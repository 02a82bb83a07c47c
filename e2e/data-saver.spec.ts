import { expect, type Page } from "@playwright/test";
import { test } from "./support/test";
import type { Item } from "../contract";
import { bySlug, gotoStore } from "./demo";

/*
 * The data-saver mode (decision 034): with `Save-Data: on` (or the customer's choice in
 * Preferences) pages come with no script, no module preload or prefetch, no dish photo or banner
 * image (the logo stays), and every purchase flow works as plain HTML forms. Run in the js-on
 * project only (playwright.config.ts): the customer's browser has JavaScript, the page just
 * brings none; without JavaScript the same pages are the js-off project's daily bread.
 */

const pizzeria = bySlug("bella-napoli");
const pizza = pizzeria.categories
  .flatMap((category) => category.pizzas)
  .find((candidate) => candidate.name === "Pizza salgada")!;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const byOrder = <T extends { order: number }>(list: T[]) => [...list].sort((a, b) => a.order - b.order);
/** A dish with a required single choice, not for adults: the dialog's options matter. */
const dish: Item = pizzeria.categories
  .flatMap((category) => category.items)
  .find(
    (item) =>
      item.enabled &&
      item.available &&
      !item.tags.includes("+18") &&
      item.option_groups.some((group) => group.min === 1 && group.max === 1),
  )!;

async function expectLean(page: Page) {
  await expect(page.locator("script")).toHaveCount(0);
  await expect(page.locator('link[rel="modulepreload"], link[rel="prefetch"], link[rel*="preload"]')).toHaveCount(0);
  // The store's logo is the one image left.
  const images = page.locator("img");
  await expect(images).toHaveCount(1);
  await expect(images).toHaveAttribute("src", pizzeria.stylizations.logo!.small);
}

async function setDataSaver(page: Page, choice: "Ativada" | "Desativada") {
  await page.getByText(/^\W*Preferências$/).click();
  const group = page.getByRole("group", { name: "Economia de dados" });
  // The switch says what it does.
  await expect(group).toHaveAccessibleDescription(/^Sem fotos dos pratos nem scripts/);
  await group.getByRole("button", { name: choice, exact: true }).click();
}

test.describe("with Save-Data: on", () => {
  // Every request says Save-Data, as a phone in data-saving mode does. Not extraHTTPHeaders: Chromium
  // leaves those off the GET that follows a redirect (after every form post here).
  test.beforeEach(async ({ context }) => {
    await context.route("**/*", (route) =>
      route.continue({ headers: { ...route.request().headers(), "save-data": "on" } }),
    );
  });

  test("the menu comes without scripts or photos, a pizza is built and a dish with options added, and Preferences turn the mode off for good", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const response = await gotoStore(page, "/bella-napoli");
    expect(response?.headers()["vary"]).toMatch(/Save-Data/);
    await expect(
      page.getByRole("heading", { level: 1, name: pizzeria.general_informations.merchant.name }),
    ).toBeVisible();
    await expectLean(page);
    // A banner says its offer in words instead of a picture.
    const banner = byOrder(pizzeria.banners.filter((candidate) => candidate.enabled_mobile))[0]!;
    await expect(page.getByRole("region", { name: "Destaques" })).toContainText(banner.title);

    // The pizza builder, step by step, as plain forms.
    await page.getByRole("link", { name: pizza.name, exact: true }).click();
    const builder = page.getByRole("dialog", { name: pizza.name });
    await expect(builder.getByText(/^Passo 1 de 4/)).toBeVisible();
    await expectLean(page);
    await builder.getByRole("radio", { name: /^Grande/ }).check();
    await builder.getByRole("button", { name: "Continuar" }).click();
    await builder.getByRole("checkbox", { name: /^Calabresa/ }).check();
    await builder.getByRole("button", { name: "Continuar" }).click();
    await expect(builder.getByText(/^Passo 3 de 4/)).toBeVisible();
    await builder.getByRole("button", { name: "Continuar" }).click();
    await expect(builder.getByText(/^Passo 4 de 4/)).toBeVisible();
    await builder.getByRole("button", { name: /^Adicionar · / }).click();
    await expect(builder).toBeHidden();

    // A dish with a required choice: refused without it (nothing lost), added with it.
    await page.getByRole("link", { name: dish.name, exact: true }).first().click();
    const dialog = page.getByRole("dialog", { name: dish.name });
    await expect(dialog.getByRole("button", { name: /·/ })).toBeVisible();
    await expect(dialog.locator("img")).toHaveCount(0);
    await dialog.getByLabel("Alguma observação?").fill("sem cebola");
    await dialog.getByRole("button", { name: /·/ }).click();
    await expect(dialog.getByRole("alert").first()).toBeVisible();
    await expect(dialog.getByLabel("Alguma observação?")).toHaveValue("sem cebola");
    for (const group of dish.option_groups.filter((candidate) => candidate.min === 1 && candidate.max === 1)) {
      const option = byOrder(group.options.filter((candidate) => candidate.enabled))[0]!;
      await dialog
        .getByRole("radio", { name: new RegExp(`^${escape(option.name)}`) })
        .first()
        .check();
    }
    await dialog.getByRole("button", { name: /·/ }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("link", { name: /Ver carrinho/ }).click();
    await expect(page).toHaveURL(/\/bella-napoli\/cart$/);
    await expect(page.getByRole("main")).toContainText(pizza.name);
    await expect(page.getByRole("main")).toContainText(dish.name);
    await expect(page.locator("script")).toHaveCount(0);

    // The customer turns the mode off: scripts and photos come back, and stay after a reload
    // although the browser still asks to save data.
    await page.goto("/bella-napoli");
    await setDataSaver(page, "Desativada");
    await expect(page).toHaveURL(/\/bella-napoli$/);
    await expect(page.locator("script").first()).toBeAttached();
    await expect(page.locator("img.c-item__image").first()).toBeAttached();
    await page.reload();
    await expect(page.locator("img.c-item__image").first()).toBeAttached();
    await expect(page.locator("script").first()).toBeAttached();
    await page.getByText(/^\W*Preferências$/).click();
    await expect(
      page.getByRole("group", { name: "Economia de dados" }).getByRole("button", { name: "Desativada", exact: true }),
    ).toHaveAttribute("aria-pressed", "true");
  });
});

test("a customer whose browser does not ask turns the mode on in Preferences, and it holds across a reload", async ({
  page,
}) => {
  await gotoStore(page, "/bella-napoli");
  await expect(page.locator("img.c-item__image").first()).toBeAttached();
  await setDataSaver(page, "Ativada");
  await expect(
    page.getByRole("heading", { level: 1, name: pizzeria.general_informations.merchant.name }),
  ).toBeVisible();
  await expectLean(page);
  await page.reload();
  await expectLean(page);
  await page.getByText(/^\W*Preferências$/).click();
  await expect(
    page.getByRole("group", { name: "Economia de dados" }).getByRole("button", { name: "Ativada", exact: true }),
  ).toHaveAttribute("aria-pressed", "true");
  // And back: the panel is open already.
  await page
    .getByRole("group", { name: "Economia de dados" })
    .getByRole("button", { name: "Desativada", exact: true })
    .click();
  await expect(page.locator("img.c-item__image").first()).toBeAttached();
});
