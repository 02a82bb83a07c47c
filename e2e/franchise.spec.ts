import { expect, type Page } from "@playwright/test";
import { test, walkedWithoutJsBy } from "./support/test";
import { bySlug, gotoStore, priceText } from "./demo";
import { hydrated } from "./support/hydration";
import { blockingViolations } from "./support/axe";

/**
 * The franchise's store finder (decision 030): Sabor da Casa lists its stores; a CEP lists the nearest
 * first with their distance (Lages, SC, is within 300 km of Porto Alegre and Curitiba only), and a
 * store's link opens its menu. With JavaScript the finder's GET form is submitted client-side (a
 * static part, decision 027); without it, by the browser.
 */

const FRANCHISE = "sabor-da-casa";
const LAGES_CEP = "88501-000";

/** With JavaScript, waits until React has hydrated the page (the list itself is static HTML). */
async function ready(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await hydrated(page.locator("header").first());
}

const storeLinks = (page: Page) =>
  page
    .getByRole("region", { name: /^(Nossas lojas|Lojas mais perto)/ })
    .getByRole("listitem")
    .getByRole("heading");

test("the finder by CEP lists the nearest store first with its distance, and opening it shows its menu", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(`/${FRANCHISE}`);
  await ready(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1, name: "Lojas Sabor da Casa" })).toBeVisible();
  // Without a location: every listed store, open ones first; the hidden one (Florianópolis) is not there.
  // At the suite's fixed instant (decision 023) every store with hours is open; Recife (no hours) comes last.
  await expect(storeLinks(page)).toHaveText([
    "Sabor da Casa Belo Horizonte",
    "Sabor da Casa Curitiba",
    "Sabor da Casa Porto Alegre",
    "Sabor da Casa Salvador",
    "Sabor da Casa Recife",
  ]);
  await expect(page.getByRole("listitem").filter({ hasText: "Sabor da Casa Recife" })).toContainText("Fechada agora");
  await expect(page.getByRole("listitem").filter({ hasText: "Sabor da Casa Curitiba" })).toContainText("Aberta agora");
  await expect(page.getByRole("link", { name: "Sabor da Casa Florianópolis" })).toHaveCount(0);

  await page.getByRole("textbox", { name: "CEP" }).fill(LAGES_CEP);
  await page.getByRole("button", { name: "Buscar lojas" }).click();
  // The city select goes along, empty ("all cities").
  await expect(page).toHaveURL(new RegExp(`/${FRANCHISE}/stores\\?cep=${LAGES_CEP}(&city=)?$`));
  await expect(page.getByRole("heading", { name: `Lojas mais perto do CEP ${LAGES_CEP}` })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Algumas lojas estão longe do seu CEP" })).toBeVisible();
  await expect(storeLinks(page)).toHaveText([portoAlegre.name, curitiba.name]);
  const items = page.getByRole("region", { name: /^Lojas mais perto/ }).getByRole("listitem");
  await expect(items.nth(0)).toContainText("A 260,2 km do CEP");
  await expect(items.nth(1)).toContainText("A 285,3 km do CEP");
  await expect(page.getByRole("textbox", { name: "CEP" })).toHaveValue(LAGES_CEP);

  await ready(page, javaScriptEnabled);
  await page.getByRole("link", { name: portoAlegre.name, exact: true }).click();
  await expect(page).toHaveURL(`/${portoAlegre.slug}`);
  // At the suite's fixed hour the store may be closed: its notice is dismissed as a customer would.
  const notice = page.getByRole("dialog").filter({ has: page.getByRole("button", { name: "Ver cardápio" }) });
  if (await notice.isVisible()) await notice.getByRole("button", { name: "Ver cardápio" }).click();
  await expect(page.getByRole("heading", { name: portoAlegre.name, level: 1 })).toBeVisible();
  await expect(page.getByText("Arroz carreteiro").first()).toBeVisible();
});

test("an unknown CEP says so on the field and keeps what was typed; the city filter narrows the list", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, walkedWithoutJsBy("the finder by CEP above"));
  await page.goto(`/${FRANCHISE}/stores`);
  await ready(page, javaScriptEnabled);
  const cep = page.getByRole("textbox", { name: "CEP" });
  await cep.fill("99999-999");
  await page.getByRole("button", { name: "Buscar lojas" }).click();
  await expect(page.getByText("Não encontramos esse CEP. Confira os números ou escolha uma cidade.")).toBeVisible();
  await expect(cep).toHaveValue("99999-999");
  await expect(cep).toHaveAttribute("aria-invalid", "true");
  await expect(cep).toHaveAccessibleDescription("Não encontramos esse CEP. Confira os números ou escolha uma cidade.");
  // The stores are still listed, without distances.
  await expect(storeLinks(page)).toHaveCount(5);

  await ready(page, javaScriptEnabled);
  await cep.fill("123");
  await page.getByRole("button", { name: "Buscar lojas" }).click();
  await expect(page.getByText("Informe um CEP válido")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "CEP" })).toHaveValue("123");

  await ready(page, javaScriptEnabled);
  await page.getByRole("textbox", { name: "CEP" }).fill("");
  await page.getByLabel("Cidade").selectOption({ label: "Recife" });
  await page.getByRole("button", { name: "Buscar lojas" }).click();
  await expect(storeLinks(page)).toHaveText(["Sabor da Casa Recife"]);
  await expect(page.getByLabel("Cidade")).toHaveValue(/\d+/);

  // A CEP far from the city's stores: none is near it, and the city's stores are still listed, with their distance.
  await ready(page, javaScriptEnabled);
  await page.getByRole("textbox", { name: "CEP" }).fill(LAGES_CEP);
  await page.getByRole("button", { name: "Buscar lojas" }).click();
  await expect(page.getByRole("heading", { name: "Lojas em Recife" })).toBeVisible();
  await expect(
    page.getByRole("status").filter({ hasText: `Nenhuma loja fica perto do CEP ${LAGES_CEP}.` }),
  ).toBeVisible();
  await expect(page.getByText("Nenhuma loja disponível")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Lojas em Recife" }).getByRole("listitem")).toContainText([
    /Sabor da Casa Recife[\s\S]*km do CEP/,
  ]);
});

test("a store's /stores page leads to its franchise's list; a merchant outside a franchise has none", async ({
  javaScriptEnabled,
  page,
}) => {
  test.skip(!javaScriptEnabled, walkedWithoutJsBy("the finder by CEP above"));
  await page.goto("/sabor-da-casa-curitiba/stores?cep=80420-000");
  await expect(page).toHaveURL(`/${FRANCHISE}/stores?cep=80420-000`);
  await expect(storeLinks(page).first()).toHaveText("Sabor da Casa Curitiba");
  const response = await page.goto("/bella-napoli/stores");
  expect(response?.status()).toBe(404);
});

test("axe finds nothing serious on the store list, light and dark", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the list is static HTML, the same markup without JavaScript; audited once");
  const findings: string[] = [];
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    for (const path of [`/${FRANCHISE}/stores?cep=${LAGES_CEP}`, `/${FRANCHISE}/stores?cep=99999-999`]) {
      await page.goto(path);
      await ready(page, true);
      findings.push(...(await blockingViolations(page, `${colorScheme} ${path}`)));
    }
  }
  expect(findings).toEqual([]);
});

/*
 * Decision 030: a cart with items at one store goes along to the store chosen in the franchise's
 * list (a POST, a button that reads as the store's link). Every store sells the chain's menu
 * (Pudim de leite) plus two regional dishes of its own (Barreado is Curitiba's).
 */
const curitiba = bySlug("sabor-da-casa-curitiba");
const portoAlegre = bySlug("sabor-da-casa-porto-alegre");
const dishOf = (store: ReturnType<typeof bySlug>, name: string) => {
  const dish = store.categories.flatMap((category) => category.items).find((item) => item.name === name);
  if (!dish) throw new Error(`${store.slug} has no ${name}`);
  return dish;
};

/** Adds a dish without choices from the store's menu, as a customer does. */
async function addDish(page: Page, name: string) {
  await page.getByRole("link", { name, exact: true }).first().click();
  const dialog = page.getByRole("dialog", { name });
  await dialog.getByRole("button", { name: /^Adicionar/ }).click();
  await expect(dialog).toBeHidden();
}

test("choosing another store of the franchise carries the cart there, priced by that store", async ({
  page,
  javaScriptEnabled,
}) => {
  // The menu's links and forms work before hydration too: no need to wait for it.
  await gotoStore(page, `/${curitiba.slug}`);
  await addDish(page, "Pudim de leite");
  await expect(page.getByRole("link", { name: /Ver carrinho/ })).toContainText("1 item");

  await page.goto(`/${FRANCHISE}`);
  await ready(page, javaScriptEnabled);
  await expect(
    page.getByText(`Você tem 1 item no carrinho de ${curitiba.name}. Ele vai junto para a loja que você escolher.`),
  ).toBeVisible();
  // The store holding the cart is still a link; the others carry it.
  await expect(page.getByRole("link", { name: curitiba.name, exact: true })).toBeVisible();
  await page.getByRole("button", { name: portoAlegre.name, exact: true }).click();

  await expect(page).toHaveURL(`/${portoAlegre.slug}`);
  await expect(page.getByRole("status").filter({ hasText: "Seu carrinho veio junto" })).toBeVisible();
  await expect(page.getByRole("heading", { name: portoAlegre.name, level: 1 })).toBeVisible();
  await page.getByRole("link", { name: /Ver carrinho/ }).click();
  await expect(page).toHaveURL(`/${portoAlegre.slug}/cart`);
  await expect(page.getByRole("heading", { level: 1, name: "Seu carrinho" })).toBeVisible();
  const price = priceText(portoAlegre, dishOf(portoAlegre, "Pudim de leite").price);
  const line = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Pudim de leite" }) });
  await expect(line).toContainText(price);
  await expect(page.getByRole("region", { name: "Resumo do pedido" })).toContainText(price);

  // It left Curitiba: nothing in the cart there now.
  await gotoStore(page, `/${curitiba.slug}`);
  await expect(page.getByRole("heading", { name: curitiba.name, level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: /Ver carrinho/ })).toHaveCount(0);
});

test("a dish the chosen store does not sell keeps the cart where it was, and the customer may go anyway", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, walkedWithoutJsBy("the carried cart above"));
  await gotoStore(page, `/${curitiba.slug}`);
  await addDish(page, "Barreado");
  await addDish(page, "Pudim de leite");
  await expect(page.getByRole("link", { name: /Ver carrinho/ })).toContainText("2 itens");

  await page.goto(`/${FRANCHISE}/stores`);
  await ready(page, javaScriptEnabled);
  // The markup is the same without JavaScript: audited once, with the store buttons and the refusal.
  const findings = await blockingViolations(page, "store list carrying a cart");
  await page.getByRole("button", { name: portoAlegre.name, exact: true }).click();

  const refusal = page
    .getByRole("alert")
    .filter({ hasText: `Alguns pratos do seu carrinho não são vendidos em ${portoAlegre.name}` });
  await expect(refusal).toBeVisible();
  await expect(refusal.getByRole("listitem")).toHaveText(["Barreado"]);
  await expect(refusal).toContainText(`Seu carrinho continua em ${curitiba.name}.`);
  await expect(page.getByRole("link", { name: `Ficar em ${curitiba.name} com meu carrinho` })).toBeVisible();
  findings.push(...(await blockingViolations(page, "refused carry")));
  expect(findings).toEqual([]);
  await page.getByRole("link", { name: `Ir para ${portoAlegre.name} mesmo assim e começar um carrinho novo` }).click();

  await expect(page).toHaveURL(`/${portoAlegre.slug}`);
  await expect(page.getByRole("heading", { name: portoAlegre.name, level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: /Ver carrinho/ })).toHaveCount(0);
  // The cart is still at Curitiba, whole.
  await gotoStore(page, `/${curitiba.slug}`);
  await expect(page.getByRole("link", { name: /Ver carrinho/ })).toContainText("2 itens");
});
