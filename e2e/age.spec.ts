import { expect } from "@playwright/test";
import { test, walkedWithoutJsBy } from "./support/test";
import { bySlug, gotoStore } from "./demo";
import { logInByPosts, readPage, registerNewClientByPosts, submitForm } from "./support/account";
import { placeOrderByPosts } from "./support/checkout";
import { hydrated } from "./support/hydration";
import { joinTable, tableBar } from "./support/table";
import { blockingViolations } from "./support/axe";

// A dish for adults (tag +18: beer, wine) asks the visitor's age once per store before it can be
// added (spec isOver18, decision 031); the other dishes never ask.
const BEER = "Cerveja long neck 355 ml";
const WINE = "Taça de vinho tinto";
const QUESTION = "Este produto é vendido apenas para maiores de 18 anos. Você tem 18 anos ou mais?";
const SLUG = "bella-napoli";
const dish = (name: string) =>
  bySlug(SLUG)
    .categories.flatMap((category) => category.items)
    .find((item) => item.name === name)!;

test("a dish for adults asks the visitor's age once; no closes it, yes opens it and it can be added", async ({
  page,
  javaScriptEnabled,
}) => {
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
  // The question's button is gone: with JavaScript the focus goes to the dish's first choice, not the page.
  if (test.info().project.use.javaScriptEnabled) await expect(beer.getByRole("radio").first()).toBeFocused();
  // Without it the page answered opens on the dish's name (autofocus), not on the menu's top: one Tab to its first choice.
  else await expect(beer.getByRole("heading", { name: BEER })).toBeFocused();
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

test("adding a dish for adults without answering is refused: the dish asks again, and nothing is added", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, "the server's check: a form post, the same with or without JavaScript");
  const beer = bySlug("bella-napoli")
    .categories.flatMap((category) => category.items)
    .find((item) => item.name === BEER)!;
  const group = beer.option_groups[0]!;
  await gotoStore(page, "/bella-napoli");
  const response = await page.request.post(`/bella-napoli?modal=menuItem&modalId=${beer.id}&index`, {
    form: {
      intent: "add-item",
      itemId: String(beer.id),
      [`options.${group.id}`]: String(group.options[0]!.id),
      quantity: "1",
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  // The page answered is the dish asking the question again.
  expect(await response.text()).toContain(QUESTION);
  await page.goto("/bella-napoli/cart");
  await expect(page.getByText("Seu carrinho está vazio.")).toBeVisible();
});

test("'Pedir de novo' of an order with a dish for adults asks the age first: no goes back and adds nothing, yes orders it again", async ({
  page,
  browser,
  baseURL,
  javaScriptEnabled,
}) => {
  test.skip(
    !javaScriptEnabled,
    walkedWithoutJsBy("the age question on the menu above, and 'Pedir de novo' in orders.spec"),
  );
  test.setTimeout(120_000);
  // A client of their own: the order, placed after answering yes on the menu, is theirs alone.
  const password = "Idade-18-ou-mais";
  const email = await registerNewClientByPosts(page, SLUG, { password });
  // The order, by posts (its subject is the reorder): the wine after a yes to its question, the
  // simple dish, takeout paid in cash. The first test walks the question on the menu.
  const question = await readPage(page, `/${SLUG}?modal=menuItem&modalId=${dish(WINE).id}`);
  const wine = await submitForm(page, question, { form: ".c-age-question" });
  await submitForm(page, wine, { form: `input[name="itemId"][value="${dish(WINE).id}"]` });
  const orderId = (await placeOrderByPosts(page, SLUG, { payment: "CASH", delivery: "TAKEOUT" })).orderId!;

  // The same client on another phone, where nobody answered the question.
  const other = await browser.newContext({ baseURL, javaScriptEnabled, locale: "pt-BR" });
  try {
    const phone = await other.newPage();
    await logInByPosts(phone, SLUG, email, password);
    const orderPage = `/${SLUG}/orders/${orderId}`;
    await phone.goto(orderPage);
    await phone.getByRole("button", { name: "Pedir de novo" }).click();
    const question = phone.getByText(
      `Este pedido tem produtos vendidos apenas para maiores de 18 anos: ${WINE}. Você tem 18 anos ou mais?`,
    );
    await expect(question).toBeVisible();
    await expect(phone.getByRole("button", { name: "Pedir de novo" })).toHaveCount(0);
    expect(await blockingViolations(phone, "reorder age question")).toEqual([]);

    // No: back to the order, and nothing went to a cart.
    await phone.getByRole("link", { name: "Não, voltar ao pedido" }).click();
    await expect(phone).toHaveURL(new RegExp(`${orderPage}$`));
    await expect(question).toHaveCount(0);
    await expect(phone.getByRole("button", { name: "Pedir de novo" })).toBeVisible();
    // A post that skips the question is refused by the server (a stale page, a crafted form).
    const crafted = await phone.request.post(orderPage, { form: { intent: "reorder" }, maxRedirects: 0 });
    expect(crafted.status()).toBe(403);
    expect(await crafted.text()).toContain("Você tem 18 anos ou mais?");
    await phone.goto(`/${SLUG}/cart`);
    await expect(phone.getByText("Seu carrinho está vazio.")).toBeVisible();

    // Yes: the order goes to the cart, the wine with it, and the answer holds on the menu too.
    await phone.goto(orderPage);
    await phone.getByRole("button", { name: "Pedir de novo" }).click();
    await phone.getByRole("button", { name: "Sim, tenho 18 anos ou mais" }).click();
    await expect(phone).toHaveURL(new RegExp(`/${SLUG}/cart$`));
    await expect(phone.getByRole("heading", { level: 1, name: "Seu carrinho" })).toBeVisible();
    await expect(phone.getByRole("main").getByText(WINE).first()).toBeVisible();
    await phone.goto(`/${SLUG}?modal=menuItem&modalId=${dish(BEER).id}`);
    const beer = phone.getByRole("dialog", { name: BEER });
    await expect(beer.getByRole("button", { name: /^Adicionar/ })).toBeVisible();
    await expect(beer.getByText(QUESTION)).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test("at a table, a dish for adults asks the age as on the menu, and an add without the answer is refused", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(
    !javaScriptEnabled,
    walkedWithoutJsBy("the age question on the menu above, and the table's round in table.spec"),
  );
  // A table's rounds are built through the menu's own dialog and action (nothing else adds to a table's cart).
  await joinTable(page, SLUG, "NAPOLI-MESA-2", { name: `Idade ${test.info().project.name} ${Date.now() % 100_000}` });
  const item = dish(BEER);
  const group = item.option_groups[0]!;
  await page.goto(`/${SLUG}?modal=menuItem&modalId=${item.id}`);
  const beer = page.getByRole("dialog", { name: BEER });
  await expect(beer.getByText(QUESTION)).toBeVisible();
  await expect(beer.getByRole("button", { name: /^Adicionar/ })).toHaveCount(0);
  // The server's check: an add posted without the answer is refused with the question.
  const response = await page.request.post(`/${SLUG}?modal=menuItem&modalId=${item.id}&index`, {
    form: {
      intent: "add-item",
      itemId: String(item.id),
      [`options.${group.id}`]: String(group.options[0]!.id),
      quantity: "1",
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  expect(await response.text()).toContain(QUESTION);
  await page.goto(`/${SLUG}/cart`);
  await expect(page.getByText("Seu carrinho está vazio.")).toBeVisible();

  // Yes: the beer goes into this guest's cart for the next round.
  await page.goto(`/${SLUG}?modal=menuItem&modalId=${item.id}`);
  await beer.getByRole("button", { name: "Sim, tenho 18 anos ou mais" }).click();
  await beer.getByRole("radio", { name: "Heineken" }).check();
  await beer.getByRole("button", { name: /^Adicionar/ }).click();
  await expect(beer).toBeHidden();
  await page.goto(`/${SLUG}/cart`);
  await expect(page.getByText(BEER).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^Enviar para a cozinha ·/ })).toBeVisible();

  // Nothing is sent: the guest leaves the table as they found it.
  await tableBar(page).getByRole("link", { name: "Sair da mesa" }).click();
  await page.getByRole("button", { name: "Sair da mesa" }).click();
  await expect(tableBar(page)).toHaveCount(0);
});
