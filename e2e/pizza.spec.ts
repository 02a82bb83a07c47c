import { expect, test, type Locator, type Page } from "@playwright/test";
import { pizzaFlavorsPrice } from "../contract";
import { bySlug, priceText } from "./demo";

const pizzeria = bySlug("bella-napoli");
const pizza = pizzeria.categories.flatMap((category) => category.pizzas).find((candidate) => candidate.name === "Pizza salgada")!;
const large = pizza.sizes.find((size) => size.name === "Grande")!;
const at = (prices: { size_id: number; price: number }[]) => prices.find((entry) => entry.size_id === large.id)!.price;
const flavor = (name: string) => pizza.flavors.find((candidate) => candidate.name === name)!;
const edge = pizza.complements.find((complement) => complement.name === "Borda recheada de catupiry")!;
/** Half calabresa, half quatro queijos, large, stuffed edge: the price the disclosed rule gives. */
const expected =
  pizzaFlavorsPrice(pizzeria.menu_settings.pizza_price_rule, [
    { price: at(flavor("Calabresa").prices), parts: 1 },
    { price: at(flavor("Quatro Queijos").prices), parts: 1 },
  ]) + at(edge.prices);
const brl = (minor: number) => priceText(pizzeria, minor);

async function openBuilder(page: Page) {
  await page.goto("/bella-napoli");
  const notice = page.getByRole("dialog", { name: "Loja fechada no momento" });
  if (await notice.isVisible()) await notice.getByRole("button", { name: "Ver cardápio" }).click();
  await page.getByRole("link", { name: pizza.name, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: pizza.name });
  await expect(dialog.getByText("Passo 1 de 4")).toBeVisible();
  return dialog;
}

test("half calabresa, half quatro queijos, large with stuffed edge reaches the cart at the disclosed rule's price", async ({ page }) => {
  expect(pizzeria.menu_settings.pizza_price_rule).toBe("PROPORTIONAL");
  const dialog = await openBuilder(page);
  await expect(page).toHaveURL(/modal=menuPizza&modalId=\d+&step=1/);

  await dialog.getByRole("radio", { name: /^Grande/ }).check();
  await dialog.getByRole("radio", { name: /Borda recheada de catupiry/ }).check();
  await dialog.getByRole("button", { name: "Continuar" }).click();

  await expect(dialog.getByText("Passo 2 de 4")).toBeVisible();
  await expect(dialog.getByRole("group", { name: /Escolha até 3 sabores/ })).toBeVisible();
  await dialog.getByRole("checkbox", { name: /^Calabresa/ }).check();
  await dialog.getByRole("checkbox", { name: /^Quatro Queijos/ }).check();
  await expect(dialog.getByText("Pizza meio a meio: cada sabor é cobrado pela sua fração da pizza.")).toBeVisible();
  await dialog.getByRole("button", { name: "Continuar" }).click();

  await expect(dialog.getByText("Passo 3 de 4")).toBeVisible();
  // Going back a step keeps the choices.
  await dialog.getByRole("link", { name: "Voltar" }).click();
  await expect(dialog.getByText("Passo 2 de 4")).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: /^Calabresa/ })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: /^Quatro Queijos/ })).toBeChecked();
  await dialog.getByRole("button", { name: "Continuar" }).click();
  await expect(dialog.getByText("Passo 3 de 4")).toBeVisible();
  await dialog.getByRole("button", { name: "Continuar" }).click();

  await expect(dialog.getByText("Passo 4 de 4")).toBeVisible();
  await expect(dialog).toContainText("1/2 Calabresa, 1/2 Quatro Queijos");
  await dialog.getByLabel("Observações da pizza").fill("bem assada");
  await dialog.getByRole("button", { name: `Adicionar · ${brl(expected)}` }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("link", { name: /Ver carrinho/ }).click();
  const line = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: pizza.name }) });
  await expect(line).toContainText("½ Calabresa, ½ Quatro Queijos");
  await expect(line).toContainText("Borda recheada de catupiry");
  await expect(line).toContainText(brl(expected));
});

test("a size takes no more flavors than its maximum", async ({ page }, testInfo) => {
  const dialog = await openBuilder(page);
  await dialog.getByRole("radio", { name: /^Média/ }).check();
  await dialog.getByRole("button", { name: "Continuar" }).click();
  await expect(dialog.getByRole("group", { name: /Escolha até 2 sabores/ })).toBeVisible();
  await dialog.getByRole("checkbox", { name: /^Calabresa/ }).check();
  await dialog.getByRole("checkbox", { name: /^Marguerita/ }).check();
  const third = dialog.getByRole("checkbox", { name: /^Portuguesa/ });
  if (testInfo.project.name === "js-on") {
    // With JavaScript a full pizza cannot take a third flavor at all.
    await expect(dialog.getByText("2 de 2 escolhidos")).toBeVisible();
    await expect(third).toBeDisabled();
    return;
  }
  // Without JavaScript the server refuses the step and keeps the choices.
  await third.check();
  await dialog.getByRole("button", { name: "Continuar" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Este tamanho aceita no máximo 2 sabores.");
  await expect(dialog.getByText("Passo 2 de 4")).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: /^Calabresa/ })).toBeChecked();
});

/** Presses Tab until the target has the focus, as a keyboard user would (at most 40 presses). */
async function tabTo(page: Page, target: Locator) {
  for (let press = 0; press < 40; press++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error("Tab never reached the target");
}

test("keyboard alone builds a pizza", async ({ page }, testInfo) => {
  const js = testInfo.project.name === "js-on";
  /** With JavaScript focus moves to each step's heading; without it every step is a new page. */
  const stepHeading = async (name: string) => {
    const heading = dialog.getByRole("heading", { name, level: 3 });
    if (js) await expect(heading).toBeFocused();
    else await expect(heading).toBeVisible();
  };
  const dialog = await openBuilder(page);
  const large = dialog.getByRole("radio", { name: /^Grande/ });
  await tabTo(page, dialog.getByRole("radio").first());
  await page.keyboard.press("Space");
  while (!(await large.isChecked())) await page.keyboard.press("ArrowDown");
  await tabTo(page, dialog.getByRole("button", { name: "Continuar" }));
  await page.keyboard.press("Enter");
  await stepHeading("Sabores");

  const calabresa = dialog.getByRole("checkbox", { name: /^Calabresa/ });
  await tabTo(page, calabresa);
  await page.keyboard.press("Space");
  await expect(calabresa).toBeChecked();
  await tabTo(page, dialog.getByRole("button", { name: "Continuar" }));
  await page.keyboard.press("Enter");
  await stepHeading("Adicionais");
  await tabTo(page, dialog.getByRole("button", { name: "Continuar" }));
  await page.keyboard.press("Enter");
  await stepHeading("Resumo");
  await tabTo(page, dialog.getByRole("button", { name: /^Adicionar/ }));
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("link", { name: /Ver carrinho/ })).toContainText("1 item");
});
