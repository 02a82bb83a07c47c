import { expect, test, type Page } from "@playwright/test";
import { bySlug, priceText } from "./demo";

const pizzeria = bySlug("bella-napoli");
const brl = (minor: number) => priceText(pizzeria, minor);
const item = (name: string) => {
  const found = pizzeria.categories.flatMap((category) => category.items).find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no item ${name}`);
  return found;
};
const option = (itemName: string, optionName: string) => {
  const found = item(itemName).option_groups.flatMap((group) => group.options).find((candidate) => candidate.name === optionName);
  if (!found) throw new Error(`no option ${optionName}`);
  return found;
};

const FRIES = "Batata frita com cheddar e bacon";
const SODA = "Refrigerante lata 350 ml";

/** The store's hours follow the wall clock: when it is closed, the visitor first sees the notice. */
async function openMenu(page: Page, path = "/bella-napoli") {
  await page.goto(path);
  const notice = page.getByRole("dialog", { name: "Loja fechada no momento" });
  if (await notice.isVisible()) {
    await notice.getByRole("button", { name: "Ver cardápio" }).click();
    await expect(notice).toBeHidden();
  }
}

async function addFries(page: Page, size: string) {
  await page.getByRole("link", { name: FRIES, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: FRIES });
  await dialog.getByRole("radio", { name: size }).check();
  await dialog.getByRole("button", { name: /^Adicionar/ }).click();
  await expect(dialog).toBeHidden();
}

async function addSoda(page: Page, flavor: string) {
  await page.getByRole("link", { name: SODA, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: SODA });
  await dialog.getByRole("radio", { name: flavor, exact: true }).check();
  await dialog.getByRole("button", { name: /^Adicionar/ }).click();
  await expect(dialog).toBeHidden();
}

test("item modal: a missing required option comes back with its message, nothing typed is lost", async ({ page }) => {
  await openMenu(page);
  await page.getByRole("link", { name: FRIES, exact: true }).click();
  await expect(page).toHaveURL(/modal=menuItem&modalId=\d+/);
  const dialog = page.getByRole("dialog", { name: FRIES });
  await expect(dialog.getByText("Obrigatório")).toBeVisible();
  await dialog.getByLabel("Alguma observação?").fill("bem crocante");
  await dialog.getByRole("button", { name: /^Adicionar/ }).click();

  await expect(dialog.getByRole("alert")).toHaveText("Escolha pelo menos 1 opção neste grupo.");
  await expect(dialog.getByLabel("Alguma observação?")).toHaveValue("bem crocante");

  await dialog.getByRole("radio", { name: "Grande (700 g)" }).check();
  await dialog.getByRole("button", { name: /^Adicionar/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/modal=/);
  await expect(page.getByRole("link", { name: /Ver carrinho/ })).toContainText("1 item");

  await page.getByRole("link", { name: /Ver carrinho/ }).click();
  const line = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: FRIES }) });
  await expect(line).toContainText("Grande (700 g)");
  await expect(line).toContainText("Obs.: bem crocante");
  await expect(line).toContainText(brl(item(FRIES).price + option(FRIES, "Grande (700 g)").price));
});

test("closing the item modal drops its parameters", async ({ page }) => {
  await openMenu(page);
  await page.getByRole("link", { name: SODA, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: SODA });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("link", { name: "Fechar" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/bella-napoli$/);
});

test("cart: two items, a quantity changed, one removed, the minimum-order notice on a small cart", async ({ page }) => {
  await openMenu(page);
  await addFries(page, "Média (400 g)");
  await addSoda(page, "Guaraná Antarctica");
  await expect(page.getByRole("link", { name: /Ver carrinho/ })).toContainText("2 itens");
  await page.getByRole("link", { name: /Ver carrinho/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Seu carrinho" })).toBeVisible();

  const fries = item(FRIES).price;
  const soda = item(SODA).price;
  await expect(page.getByRole("region", { name: "Resumo do pedido" })).toContainText(brl(fries + soda));

  await page.getByRole("button", { name: `Aumentar ${SODA}` }).click();
  await expect(page.getByRole("form", { name: `Quantidade de ${SODA}` })).toContainText("2");
  await expect(page.getByRole("region", { name: "Resumo do pedido" })).toContainText(brl(fries + 2 * soda));

  await page.getByRole("button", { name: `Remover ${FRIES}` }).click();
  await expect(page.getByRole("heading", { name: FRIES })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Resumo do pedido" })).toContainText(brl(2 * soda));

  // R$ 30 minimum; the pizzeria's delivery fee does not count towards it.
  const minimum = pizzeria.order_settings.minimum_order_value;
  await expect(page.getByText(`O pedido mínimo é ${brl(minimum)}. Faltam ${brl(minimum - 2 * soda)} para continuar.`)).toBeVisible();
  await page.getByRole("button", { name: /^Continuar/ }).click();
  await expect(page.getByRole("alert")).toContainText("Pedido mínimo não atingido");
});

test("delivery: a neighbourhood not served offers pickup; a served one shows its fee", async ({ page }) => {
  await openMenu(page);
  await addFries(page, "Grande (700 g)");
  await page.getByRole("link", { name: /Ver carrinho/ }).click();

  await page.getByLabel("Bairro para entrega").fill("Cambuci");
  await page.getByRole("button", { name: "Calcular entrega" }).click();
  const refusal = page.getByRole("alert");
  await expect(refusal).toContainText("Não entregamos em “Cambuci”.");
  await refusal.getByRole("button", { name: "Retirar na loja" }).click();
  await expect(page.getByRole("radio", { name: /Retirar na loja/ })).toBeChecked();
  await expect(page.getByRole("region", { name: "Resumo do pedido" })).not.toContainText("Taxa de entrega");
  const subtotal = item(FRIES).price + option(FRIES, "Grande (700 g)").price;
  await expect(page.getByRole("region", { name: "Resumo do pedido" })).toContainText(brl(subtotal));

  await page.getByRole("radio", { name: /Entrega/ }).check();
  await page.getByRole("button", { name: "Confirmar" }).click();
  await expect(page.getByLabel("Bairro para entrega")).toBeVisible();
  await page.getByLabel("Bairro para entrega").fill("bela vista");
  await page.getByRole("button", { name: "Calcular entrega" }).click();
  const belaVista = pizzeria.delivery_areas?.areas.find((area) => area.name === "Bela Vista");
  expect(belaVista).toBeDefined();
  await expect(page.getByText(`Entrega para Bela Vista: ${brl(belaVista!.fee)}`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Resumo do pedido" })).toContainText(brl(subtotal + belaVista!.fee));
});

test("a closed store shows the closed-store modal with its next opening, once", async ({ page }) => {
  await page.goto("/sabor-da-casa-recife");
  const notice = page.getByRole("dialog", { name: "Loja fechada no momento" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("montar seu carrinho");
  await notice.getByRole("button", { name: "Ver cardápio" }).click();
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(page.getByRole("dialog", { name: "Loja fechada no momento" })).toHaveCount(0);
});

test("the taqueria's cart speaks Spanish and counts in pesos", async ({ page }) => {
  const taqueria = bySlug("taqueria-el-guero");
  const plain = taqueria.categories
    .filter((category) => category.enabled && !category.redeemable)
    .flatMap((category) => category.items)
    .find((candidate) => candidate.enabled && candidate.available && candidate.option_groups.every((group) => group.min === 0));
  expect(plain, "the taqueria has an item without required options").toBeDefined();
  await page.goto("/taqueria-el-guero");
  const notice = page.getByRole("dialog", { name: "Tienda cerrada en este momento" });
  if (await notice.isVisible()) await notice.getByRole("button", { name: "Ver menú" }).click();
  await page.getByRole("link", { name: plain!.name, exact: true }).first().click();
  const dialog = page.getByRole("dialog", { name: plain!.name });
  await dialog.getByRole("button", { name: /^Agregar/ }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("link", { name: /Ver carrito/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tu carrito" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Resumen del pedido" })).toContainText(priceText(taqueria, plain!.price));
});

const cartLine = (page: Page, name: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
const summary = (page: Page) => page.getByRole("region", { name: "Resumo do pedido" });

test("a double-tapped remove takes one line away and keeps the others", async ({ page }) => {
  await openMenu(page);
  await addFries(page, "Média (400 g)");
  await addSoda(page, "Guaraná Antarctica");
  await page.getByRole("link", { name: /Ver carrinho/ }).click();

  await page.getByRole("button", { name: `Remover ${FRIES}` }).dblclick();
  await expect(cartLine(page, FRIES)).toHaveCount(0);
  await expect(cartLine(page, SODA)).toHaveCount(1);
  await page.reload();
  await expect(cartLine(page, SODA)).toHaveCount(1);
  await expect(page.getByText("Seu carrinho está vazio.")).toHaveCount(0);
  await expect(summary(page)).toContainText(brl(item(SODA).price));
});

test("a stale tab acting on a line already removed says so and keeps the cart", async ({ page, context }) => {
  await openMenu(page);
  await addFries(page, "Média (400 g)");
  await addSoda(page, "Guaraná Antarctica");
  await page.getByRole("link", { name: /Ver carrinho/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Seu carrinho" })).toBeVisible();
  const stale = await context.newPage();
  await stale.goto(page.url());
  await expect(cartLine(stale, FRIES)).toHaveCount(1);

  await page.getByRole("button", { name: `Remover ${FRIES}` }).click();
  await expect(cartLine(page, FRIES)).toHaveCount(0);

  await stale.getByRole("button", { name: `Aumentar ${FRIES}` }).click();
  await expect(stale.getByRole("alert")).toHaveText("Este item não está mais no seu carrinho.");
  // The refused tab shows the cart as it is now.
  await expect(cartLine(stale, FRIES)).toHaveCount(0);
  await expect(cartLine(stale, SODA)).toHaveCount(1);
  await stale.goto(page.url());
  await expect(cartLine(stale, SODA)).toHaveCount(1);
  await expect(cartLine(stale, FRIES)).toHaveCount(0);
  await stale.close();
});

test("two taps on + at the same time (two tabs) add two; − at one unit removes the line", async ({ page, context }) => {
  await openMenu(page);
  await addSoda(page, "Guaraná Antarctica");
  await addFries(page, "Média (400 g)");
  await page.getByRole("link", { name: /Ver carrinho/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Seu carrinho" })).toBeVisible();
  const other = await context.newPage();
  await other.goto(page.url());

  // Both tabs show one soda; each tap means "one more", so both count.
  await Promise.all([
    page.getByRole("button", { name: `Aumentar ${SODA}` }).click(),
    other.getByRole("button", { name: `Aumentar ${SODA}` }).click(),
  ]);
  // Each tab shows the cart after its own tap (2 or 3, by which landed first).
  for (const tab of [page, other]) await expect(tab.getByRole("form", { name: `Quantidade de ${SODA}` })).toContainText(/[23]/);
  await other.close();
  await page.reload();
  await expect(page.getByRole("form", { name: `Quantidade de ${SODA}` })).toContainText("3");
  await expect(summary(page)).toContainText(brl(3 * item(SODA).price + item(FRIES).price + option(FRIES, "Média (400 g)").price));

  await page.getByRole("button", { name: `Diminuir ${FRIES}` }).click();
  await expect(cartLine(page, FRIES)).toHaveCount(0);
  await expect(cartLine(page, SODA)).toHaveCount(1);
});

test("a link with ?method=2 proposes pickup and changes nothing until the customer confirms", async ({ page }) => {
  await openMenu(page);
  await addFries(page, "Grande (700 g)");
  await page.getByRole("link", { name: /Ver carrinho/ }).click();
  await page.getByLabel("Bairro para entrega").fill("Bela Vista");
  await page.getByRole("button", { name: "Calcular entrega" }).click();
  const belaVista = pizzeria.delivery_areas!.areas.find((area) => area.name === "Bela Vista")!;
  await expect(page.getByText(`Entrega para Bela Vista: ${brl(belaVista.fee)}`)).toBeVisible();
  const cartPath = new URL(page.url()).pathname;

  await page.goto(`${cartPath}?method=2`);
  await expect(page.getByRole("status").filter({ hasText: "O link que você abriu pede Retirar na loja." })).toBeVisible();
  await expect(page.getByRole("radio", { name: /Retirar na loja/ })).toBeChecked();
  await expect(summary(page)).toContainText(brl(belaVista.fee));

  // Loading the link did not write: the cart is still a delivery to Bela Vista.
  await page.goto(cartPath);
  await expect(page.getByRole("radio", { name: /Entrega/ })).toBeChecked();
  await expect(page.getByText(`Entrega para Bela Vista: ${brl(belaVista.fee)}`)).toBeVisible();

  await page.goto(`${cartPath}?method=2`);
  await page.getByRole("button", { name: "Confirmar" }).click();
  await expect(page.getByRole("radio", { name: /Retirar na loja/ })).toBeChecked();
  await expect(summary(page)).not.toContainText("Taxa de entrega");
  await expect(page).not.toHaveURL(/method=/);
});
