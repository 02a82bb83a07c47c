import { expect, type Page } from "@playwright/test";
import { test } from "./support/test";
import { loyaltyDemoCustomers } from "../api/seed/data/loyalty";
import { bySlug } from "./demo";
import { DEMO_CUSTOMER_PASSWORD, logInByPosts } from "./support/account";

/*
 * The owner makes a category redeemable with points and gives a new dish of it a points price; a
 * customer's loyalty page lists it at once. Bella Napoli is the one store with a loyalty programme:
 * only a new category, of each project's own name, is edited; its points price is above every
 * seeded reward's (the cheapest, which the points alert reads, stays the seed's), and it goes to the
 * trash at the end. Redeemable categories are not on the menu, so no menu spec meets it.
 */

const SLUG = "bella-napoli";
/** A seeded reward, there before and after. */
const loyaltyReward = "Refrigerante lata (resgate)";
/** A seeded category that is bought, not redeemed. */
const bought = bySlug(SLUG).categories.find((category) => !category.redeemable && category.items.length > 0)!.name;

async function logInAsOwner(page: Page) {
  await page.goto(`/_console/${SLUG}/login?next=${encodeURIComponent(`/_console/${SLUG}/menu`)}`);
  await page.getByLabel("E-mail").fill(`dono@${SLUG}.demo`);
  await page.getByLabel("Senha").fill("comanda123");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cardápio" })).toBeVisible();
}

const named = (what: string, name: string) => ({ name: new RegExp(`^${what}\\s*:\\s*${name}$`) });

test("the owner gives a dish of a redeemable category a points price, and the customer's loyalty page lists it", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  const run = javaScriptEnabled ? "js" : "sem js";
  const category = `Trocas ${run}`;
  const dish = `Caneca da casa ${run}`;
  await logInAsOwner(page);
  const status = page.locator("#menu-status");

  await page.getByRole("link", { name: "Nova categoria" }).click();
  await page.getByLabel("Nome da categoria").fill(category);
  await page.getByLabel("Resgatável com pontos").check();
  await page.getByRole("button", { name: "Criar categoria" }).click();
  await expect(status).toHaveText(`Categoria ${category} criada.`);

  await page.getByRole("link", { name: "Novo prato" }).first().click();
  const points = page.getByLabel("Preço em pontos (opcional)");
  if (javaScriptEnabled) {
    // With the script, only for a dish of a redeemable category.
    await page.getByLabel("Categoria").selectOption({ label: bought });
    await expect(points).toHaveCount(0);
  }
  await page.getByLabel("Categoria").selectOption({ label: category });
  await page.getByLabel("Nome do prato").fill(dish);
  await page.getByLabel("Preço", { exact: true }).fill("R$ 1,00");
  await points.fill("9000");
  await page.getByRole("button", { name: "Criar prato" }).click();
  await expect(page.locator("#item-status")).toHaveText("Prato criado. Agora você pode adicionar grupos de opções.");
  await expect(points).toHaveValue("9000");

  // A customer's points page lists it at once, for its points.
  const customer = page.context().browser()!.newContext();
  const other = await (await customer).newPage();
  try {
    await logInByPosts(other, SLUG, loyaltyDemoCustomers[javaScriptEnabled ? 0 : 1]!.email, DEMO_CUSTOMER_PASSWORD);
    await other.goto(`/${SLUG}/loyalty`);
    const redeem = other.getByRole("button", { name: new RegExp(`^Resgatar ${dish} por 9\\.?000 pontos$`) });
    await expect(redeem).toBeVisible();
    // The demo customer's 120 points are short of it.
    await expect(redeem).toBeDisabled();

    // Put back: the category to the trash, and the dish leaves the points page.
    await page.goto(`/_console/${SLUG}/menu`);
    const section = page.getByRole("region", { name: category });
    await section.getByRole("link", named("Excluir", category)).click();
    await section.getByRole("button", named("Mover para a lixeira", category)).click();
    await expect(status).toHaveText(`${category} foi para a lixeira. Dá para restaurar por 30 dias.`);
    await other.goto(`/${SLUG}/loyalty`);
    await expect(other.getByText(loyaltyReward).first()).toBeVisible();
    await expect(redeem).toHaveCount(0);
  } finally {
    await (await customer).close();
  }
});
