import { expect, type Locator, type Page } from "@playwright/test";
import { SERVER_ANSWERS_ONLY, test, walkedWithoutJsBy } from "./support/test";
import { bySlug, gotoStore, priceText } from "./demo";

const pizzeria = bySlug("bella-napoli");
const brl = (minor: number) => priceText(pizzeria, minor);
const item = (name: string) => {
  const found = pizzeria.categories.flatMap((category) => category.items).find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no item ${name}`);
  return found;
};
const option = (itemName: string, optionName: string) => {
  const found = item(itemName)
    .option_groups.flatMap((group) => group.options)
    .find((candidate) => candidate.name === optionName);
  if (!found) throw new Error(`no option ${optionName}`);
  return found;
};

const FRIES = "Batata frita com cheddar e bacon";
/** The delivery section of the cart page: mode, neighbourhood and its fee. */
const deliverySection = (page: Page) => page.getByRole("region", { name: "Como você quer receber?" });
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
  await expect(
    page.getByText(`O pedido mínimo é ${brl(minimum)}. Faltam ${brl(minimum - 2 * soda)} para continuar.`).first(),
  ).toBeVisible();

  // The pizzeria prices delivery by neighbourhood: none chosen, no order (and no made-up fee).
  await page.getByRole("button", { name: /^Continuar/ }).click();
  const needed = checkoutBar(page).getByRole("alert");
  await expect(needed).toContainText("Informe seu bairro para sabermos a taxa de entrega.");
  await expect(needed.getByRole("link", { name: "Informar o bairro" })).toHaveAttribute("href", "#neighborhood");
  await expect(page.getByLabel("Bairro para entrega")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Bairro para entrega").fill("Bela Vista");
  await page.getByRole("button", { name: "Calcular entrega" }).click();
  await page.getByRole("button", { name: /^Continuar/ }).click();
  await expect(checkoutBar(page).getByRole("alert")).toContainText("Pedido mínimo não atingido");
});

test("a store closed until further notice shows the closed-store modal once, promising no order", async ({ page }) => {
  await page.goto("/sabor-da-casa-recife");
  const notice = page.getByRole("dialog", { name: "Loja fechada no momento" });
  await expect(notice).toBeVisible();
  // No reopening date: it says so, and offers the chain's other stores rather than an order "when it opens".
  await expect(notice).toContainText("ainda não tem data para voltar");
  await expect(notice).not.toContainText("quando a loja abrir");
  await expect(notice.getByRole("link", { name: "Ver outras lojas da rede" })).toBeVisible();
  await notice.getByRole("button", { name: "Ver cardápio" }).click();
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(page.getByRole("dialog", { name: "Loja fechada no momento" })).toHaveCount(0);
});

test("the taqueria's cart speaks Spanish and counts in pesos", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, SERVER_ANSWERS_ONLY);
  const taqueria = bySlug("taqueria-el-guero");
  const plain = taqueria.categories
    .filter((category) => category.enabled && !category.redeemable)
    .flatMap((category) => category.items)
    .find(
      (candidate) =>
        candidate.enabled && candidate.available && candidate.option_groups.every((group) => group.min === 0),
    );
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
  await expect(page.getByRole("region", { name: "Resumen del pedido" })).toContainText(
    priceText(taqueria, plain!.price),
  );
});

const cartLine = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
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

test("a stale tab acting on a line already removed says so and keeps the cart", async ({
  javaScriptEnabled,
  page,
  context,
}) => {
  test.skip(!javaScriptEnabled, walkedWithoutJsBy("'cart: two items…' and 'a double-tapped remove…' above"));
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

test("two taps on + at the same time (two tabs) add two; − at one unit removes the line", async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, SERVER_ANSWERS_ONLY);
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
  for (const tab of [page, other])
    await expect(tab.getByRole("form", { name: `Quantidade de ${SODA}` })).toContainText(/[23]/);
  await other.close();
  await page.reload();
  await expect(page.getByRole("form", { name: `Quantidade de ${SODA}` })).toContainText("3");
  await expect(summary(page)).toContainText(
    brl(3 * item(SODA).price + item(FRIES).price + option(FRIES, "Média (400 g)").price),
  );

  await page.getByRole("button", { name: `Diminuir ${FRIES}` }).click();
  await expect(cartLine(page, FRIES)).toHaveCount(0);
  await expect(cartLine(page, SODA)).toHaveCount(1);
});

test("a link with ?method=2 proposes pickup and changes nothing until the customer confirms", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, SERVER_ANSWERS_ONLY);
  await openMenu(page);
  await addFries(page, "Grande (700 g)");
  await page.getByRole("link", { name: /Ver carrinho/ }).click();
  await page.getByLabel("Bairro para entrega").fill("Bela Vista");
  await page.getByRole("button", { name: "Calcular entrega" }).click();
  const belaVista = pizzeria.delivery_areas!.areas.find((area) => area.name === "Bela Vista")!;
  await expect(deliverySection(page).getByText(`Entrega para Bela Vista: ${brl(belaVista.fee)}`)).toBeVisible();
  const cartPath = new URL(page.url()).pathname;

  await page.goto(`${cartPath}?method=2`);
  await expect(
    page.getByRole("status").filter({ hasText: "O link que você abriu pede Retirar na loja." }),
  ).toBeVisible();
  await expect(page.getByRole("radio", { name: /Retirar na loja/ })).toBeChecked();
  await expect(summary(page)).toContainText(brl(belaVista.fee));

  // Loading the link did not write: the cart is still a delivery to Bela Vista.
  await page.goto(cartPath);
  await expect(page.getByRole("radio", { name: /Entrega/ })).toBeChecked();
  await expect(deliverySection(page).getByText(`Entrega para Bela Vista: ${brl(belaVista.fee)}`)).toBeVisible();

  await page.goto(`${cartPath}?method=2`);
  await page.getByRole("button", { name: "Confirmar" }).click();
  await expect(page.getByRole("radio", { name: /Retirar na loja/ })).toBeChecked();
  await expect(summary(page)).not.toContainText("Taxa de entrega");
  await expect(page).not.toHaveURL(/method=/);
});

/** The sticky "Continuar" bar: the checkout form. */
const checkoutBar = (page: Page) =>
  page.locator("form").filter({ has: page.getByRole("button", { name: /^(Continuar|Continue)/ }) });

test("the delivery fee: none before a neighbourhood; a refused one says why where the customer looks, keeps no fee and offers pickup; back after takeout", async ({
  page,
  javaScriptEnabled,
}) => {
  await openMenu(page);
  await addFries(page, "Grande (700 g)");
  await page.getByRole("link", { name: /Ver carrinho/ }).click();
  const subtotal = item(FRIES).price + option(FRIES, "Grande (700 g)").price;
  const area = (name: string) => pizzeria.delivery_areas!.areas.find((candidate) => candidate.name === name)!;
  const defaultFee = pizzeria.order_settings.delivery_fee.value;

  // No neighbourhood yet: the summary asks for it; the store's default fee is nowhere.
  await expect(summary(page)).toContainText("Taxa de entrega");
  await expect(summary(page).getByRole("link", { name: "Informe seu bairro" })).toHaveAttribute(
    "href",
    "#neighborhood",
  );
  await expect(summary(page)).toContainText(`Total sem a entrega${brl(subtotal)}`);
  await expect(summary(page)).not.toContainText(brl(defaultFee));
  await expect(page.getByRole("button", { name: /^Continuar/ })).toHaveText(`Continuar · ${brl(subtotal)}`);

  await page.getByLabel("Bairro para entrega").fill("Bela Vista");
  await page.getByRole("button", { name: "Calcular entrega" }).click();
  await expect(summary(page)).toContainText(`Taxa de entrega${brl(area("Bela Vista").fee)}`);
  await expect(summary(page)).toContainText(`Total${brl(subtotal + area("Bela Vista").fee)}`);

  // A refused neighbourhood does not leave Bela Vista's fee beside it.
  await page.getByLabel("Bairro para entrega").fill("Cambuci");
  await page.getByRole("button", { name: "Calcular entrega" }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "Não entregamos em “Cambuci”." });
  await expect(refusal).toBeVisible();
  // Where the customer is looking: without JavaScript the answer is a new page opened at its top,
  // and the refusal takes the focus; with it, the focus stays on the button just above.
  if (!javaScriptEnabled) await expect(refusal).toBeFocused();
  await expect(refusal).toBeInViewport();
  // The field says it was refused, and why.
  const field = page.getByLabel("Bairro para entrega");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAttribute("aria-describedby", (await refusal.getAttribute("id"))!);
  await expect(summary(page).getByRole("link", { name: "Informe seu bairro" })).toBeVisible();
  await expect(summary(page)).not.toContainText(brl(area("Bela Vista").fee));
  await expect(deliverySection(page).getByText(/^Entrega para/)).toHaveCount(0);

  // The refusal offers pickup; taken, then delivery again, to a neighbourhood typed as people do.
  await refusal.getByRole("button", { name: "Retirar na loja" }).click();
  await expect(page.getByRole("radio", { name: /Retirar na loja/ })).toBeChecked();
  await expect(summary(page)).not.toContainText("Taxa de entrega");
  await expect(summary(page)).toContainText(brl(subtotal));
  await page.getByRole("radio", { name: /Entrega/ }).check();
  await page.getByRole("button", { name: "Confirmar" }).click();
  await page.getByLabel("Bairro para entrega").fill("vila mariana");
  await page.getByRole("button", { name: "Calcular entrega" }).click();
  await expect(summary(page)).toContainText(`Taxa de entrega${brl(area("Vila Mariana").fee)}`);

  // Takeout and back: the neighbourhood and its fee are still the customer's.
  await page.getByRole("radio", { name: /Retirar na loja/ }).check();
  await page.getByRole("button", { name: "Confirmar" }).click();
  await expect(summary(page)).not.toContainText("Taxa de entrega");
  await page.getByRole("radio", { name: /Entrega/ }).check();
  await page.getByRole("button", { name: "Confirmar" }).click();
  await expect(
    deliverySection(page).getByText(`Entrega para Vila Mariana: ${brl(area("Vila Mariana").fee)}`),
  ).toBeVisible();
  await expect(summary(page)).toContainText(`Taxa de entrega${brl(area("Vila Mariana").fee)}`);
  await expect(summary(page)).toContainText(`Total${brl(subtotal + area("Vila Mariana").fee)}`);
});

// ---------- La Brasa Burger (es, COP): order extras, its packaging fee, the minimum ----------

const laBrasa = bySlug("la-brasa-burger");
const cop = (minor: number) => priceText(laBrasa, minor);
const laBrasaSummary = (page: Page) => page.getByRole("region", { name: "Resumen del pedido" });

/** A dish of La Brasa with no required choice, added from its menu; then its cart. */
async function laBrasaCartWithADish(page: Page) {
  const plain = laBrasa.categories
    .filter((category) => category.enabled && !category.redeemable)
    .flatMap((category) => category.items)
    .find(
      (candidate) =>
        candidate.enabled && candidate.available && candidate.option_groups.every((group) => group.min === 0),
    );
  if (!plain) throw new Error("La Brasa has no dish without required choices");
  await gotoStore(page, "/la-brasa-burger");
  await page.getByRole("link", { name: plain.name, exact: true }).first().click();
  const dialog = page.getByRole("dialog", { name: plain.name });
  await dialog.getByRole("button", { name: /^Agregar/ }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("link", { name: /Ver carrito/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tu carrito" })).toBeVisible();
  return plain;
}

const quantityOf = (page: Page, name: string) =>
  page.getByRole("form", { name: `Cantidad de ${name}` }).locator("output");

test("order extras have the −/+ of the lines, a readable number, and stop at their extra's max", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, walkedWithoutJsBy("'cart: two items…' above"));
  await page.setViewportSize({ width: 360, height: 740 });
  const dish = await laBrasaCartWithADish(page);
  const picante = laBrasa.extras
    .flatMap((extra) => extra.additionals)
    .find((additional) => additional.name === "Ají picante")!;

  const more = page.getByRole("button", { name: "Aumentar Salsa rosada" });
  await more.click();
  await expect(quantityOf(page, "Salsa rosada")).toHaveText("1");
  await expect(more).toBeFocused();
  await more.click();
  await expect(quantityOf(page, "Salsa rosada")).toHaveText("2");
  await expect(page.getByRole("status").filter({ hasText: "Salsa rosada: 2 unidades" })).toBeAttached();
  await page.getByRole("button", { name: "Disminuir Salsa rosada" }).click();
  await expect(quantityOf(page, "Salsa rosada")).toHaveText("1");

  // The number is shown whole, between buttons a finger can hit.
  for (const control of [page.getByRole("button", { name: "Disminuir Salsa rosada" }), more]) {
    const box = (await control.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }
  const shown = quantityOf(page, "Salsa rosada");
  expect(await shown.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
  expect((await shown.boundingBox())!.width).toBeGreaterThanOrEqual(16);

  // A priced additional goes into the subtotal.
  await page.getByRole("button", { name: "Aumentar Ají picante" }).click();
  await expect(quantityOf(page, "Ají picante")).toHaveText("1");
  await expect(laBrasaSummary(page)).toContainText(`Subtotal${cop(dish.price + picante.price)}`);

  // Cutlery: one at most; at the max "+" is off and focus goes to its "−".
  const cutlery = page.getByRole("button", { name: "Aumentar Incluir cubiertos y servilletas" });
  await cutlery.click();
  await expect(quantityOf(page, "Incluir cubiertos y servilletas")).toHaveText("1");
  await expect(cutlery).toBeDisabled();
  await expect(page.getByRole("button", { name: "Disminuir Incluir cubiertos y servilletas" })).toBeFocused();

  await page.reload();
  await expect(quantityOf(page, "Salsa rosada")).toHaveText("1");
  await expect(quantityOf(page, "Ají picante")).toHaveText("1");
});

test("a packaging fee is shown by its own name, and prices in pesos read as in Colombia", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, SERVER_ANSWERS_ONLY);
  const dish = await laBrasaCartWithADish(page);
  const fee = laBrasa.order_settings.extra_fee!;
  await expect(laBrasaSummary(page)).toContainText(`${fee.title}${cop(fee.value)}`);
  await expect(laBrasaSummary(page)).not.toContainText("Cargos");
  await expect(laBrasaSummary(page)).toContainText(`Subtotal${cop(dish.price)}`);
  await expect(laBrasaSummary(page)).not.toContainText("COP");

  // In English too: the same "$ 39.900" a Colombian reads, the fee by its own name.
  await page.getByText("Preferencias").click();
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const english = page.getByRole("region", { name: "Order summary" });
  await expect(english).toContainText(`${fee.title}${cop(fee.value)}`);
  await expect(english).toContainText(`Subtotal${cop(dish.price)}`);
  await expect(english).not.toContainText("COP");
});

test("Spanish at the Brazilian store shows prices as a Brazilian reads them (R$ 39,90, not 39,90 BRL)", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, SERVER_ANSWERS_ONLY);
  await openMenu(page);
  await addSoda(page, "Guaraná Antarctica");
  await page.getByText("Preferências").click();
  await page.getByRole("button", { name: "Español" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await page.getByRole("link", { name: /Ver carrito/ }).click();
  const resumen = page.getByRole("region", { name: "Resumen del pedido" });
  await expect(resumen).toContainText(`Subtotal${brl(item(SODA).price)}`);
  expect(brl(item(SODA).price)).toMatch(/^R\$\s\d+,\d{2}$/);
  await expect(page.locator("main")).not.toContainText("BRL");
});

test("the minimum-order refusal shows next to the button that was pressed, and takes focus", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await laBrasaCartWithADish(page);
  const button = page.getByRole("button", { name: /^Continuar/ });
  await button.click();

  const refusal = checkoutBar(page).getByRole("alert");
  await expect(refusal).toContainText("Pedido mínimo no alcanzado");
  await expect(refusal).toContainText(`El pedido mínimo es de ${cop(laBrasa.order_settings.minimum_order_value)}.`);
  // Where the customer is, with or without JavaScript: on screen, beside the button.
  await expect(refusal).toBeInViewport();
  await expect(button).toBeInViewport();
  if (javaScriptEnabled) await expect(refusal).toBeFocused();
});

/**
 * Whether `focused` is hidden, even partly, under the cart's sticky bar. A text area counts by its
 * first lines, where the caret is (the browser scrolls the caret into view, not the whole box).
 */
async function coveredByTheBar(focused: Locator) {
  return focused.evaluate((element) => {
    const bar = document.querySelector("form.c-cart-checkout");
    if (!bar || bar.contains(element)) return false;
    const box = element.getBoundingClientRect();
    const barBox = bar.getBoundingClientRect();
    const mustShow = element.tagName === "TEXTAREA" ? Math.min(box.height, 40) : box.height;
    return box.top + mustShow > barBox.top + 1 && box.top < barBox.bottom;
  });
}

test("tabbing through the cart, the sticky 'Continuar' bar never covers the focused control", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, walkedWithoutJsBy("'cart: two items…' and the minimum-order refusal above"));
  await page.setViewportSize({ width: 360, height: 640 });
  await laBrasaCartWithADish(page);
  // With a refusal in the bar it is taller; it must still cover nothing.
  await page.getByRole("button", { name: /^Continuar/ }).click();
  await expect(checkoutBar(page).getByRole("alert")).toBeVisible();
  await expect(checkoutBar(page).getByRole("alert")).toBeFocused();
  for (const withRefusal of [true, false]) {
    // A new visit (a reload would send the refused form again without JavaScript).
    if (!withRefusal) await page.goto("/la-brasa-burger/cart");
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator("h1").focus();
    const seen: string[] = [];
    for (let tab = 0; tab < 60; tab += 1) {
      await page.keyboard.press("Tab");
      const focused = page.locator(":focus");
      const name = await focused.evaluate(
        (element) => element.getAttribute("aria-label") ?? element.textContent?.trim() ?? element.tagName,
      );
      if (/^Continuar/.test(name)) break;
      seen.push(name);
      expect(await coveredByTheBar(focused), `"${name}" is hidden under the sticky bar`).toBe(false);
    }
    expect(seen).toEqual(
      expect.arrayContaining(["Aumentar Salsa rosada", "Aumentar Ají picante", "Calcular envío", "Guardar nota"]),
    );
  }
});

test("focus after cart changes: kept on the control used, moved to the next line when a line goes, announced", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript every change is a new page");
  await openMenu(page);
  await addFries(page, "Média (400 g)");
  await addSoda(page, "Guaraná Antarctica");
  await page.getByRole("link", { name: /Ver carrinho/ }).click();
  const status = page.locator(".c-cart-status[role=status]");

  const more = page.getByRole("button", { name: `Aumentar ${FRIES}` });
  await more.click();
  await expect(page.getByRole("form", { name: `Quantidade de ${FRIES}` })).toContainText("2");
  await expect(more).toBeFocused();
  await expect(status).toHaveText(`${FRIES}: 2 unidades`);

  // "−" at one unit takes the line away: focus goes to the next line's "−", and the change is said.
  const less = page.getByRole("button", { name: `Diminuir ${SODA}` });
  await page.getByRole("button", { name: `Diminuir ${FRIES}` }).click();
  await expect(page.getByRole("form", { name: `Quantidade de ${FRIES}` })).toContainText("1");
  await page.getByRole("button", { name: `Diminuir ${FRIES}` }).click();
  await expect(cartLine(page, FRIES)).toHaveCount(0);
  await expect(less).toBeFocused();
  await expect(status).toHaveText(`${FRIES} removido do carrinho.`);

  // A change of mode redraws its form: focus stays on its button.
  await page.getByRole("radio", { name: /Retirar na loja/ }).check();
  await page.getByRole("button", { name: "Confirmar" }).click();
  await expect(summary(page)).not.toContainText("Taxa de entrega");
  await expect(page.getByRole("button", { name: "Confirmar" })).toBeFocused();
  await expect(status).toHaveText("Agora seu pedido é para Retirar na loja.");

  // "Remover" on the last line: focus goes to the cart's heading, which says the cart is empty.
  await page.getByRole("button", { name: `Remover ${SODA}` }).click();
  await expect(page.getByText("Seu carrinho está vazio.", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Seu carrinho" })).toBeFocused();
  await expect(status).toHaveText(`${SODA} removido do carrinho. Seu carrinho está vazio.`);
});
