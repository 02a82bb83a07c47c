import { expect, type Browser, type Page } from "@playwright/test";
import { bySlug, firstVisibleItem } from "./demo";
import { fillCart, simpleDish } from "./support/checkout";
import { test } from "./support/test";
import { blockingViolations } from "./support/axe";

/*
 * The day's switches from the store's console reach the storefront at once, past its 300 s
 * configuration cache. The store is Florianópolis: no other spec orders from it (they only read its
 * header and audit its menu), so pausing it for a minute breaks no one; everything is put back.
 * Staff works with JavaScript, the customer is a new visitor without it.
 */

const SLUG = "sabor-da-casa-florianopolis";
const store = bySlug(SLUG);
/** A dish nobody else opens: neither the one the audits open first nor the one the checkout helpers order. */
const dish = store.categories
  .flatMap((category) => category.items)
  .find(
    (item) =>
      item.enabled &&
      item.available &&
      item.id !== firstVisibleItem(store).id &&
      item.id !== simpleDish(SLUG).item.id &&
      item.option_groups.every((group) => group.min === 0),
  )!;

async function staffOnDayPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ javaScriptEnabled: true })).newPage();
  await page.goto(`/_console/${SLUG}/login?next=${encodeURIComponent(`/_console/${SLUG}/day`)}`);
  await page.getByLabel("E-mail").fill(`equipe@${SLUG}.demo`);
  await page.getByLabel("Senha").fill("comanda123");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Disponibilidade de hoje" })).toBeVisible();
  expect(await blockingViolations(page, "console day")).toEqual([]);
  return page;
}

const newCustomer = async (browser: Browser) => (await browser.newContext({ javaScriptEnabled: false })).newPage();
const dishDialog = (page: Page) => page.getByRole("dialog", { name: dish.name });

test.beforeEach(({ javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "one run: staff with JavaScript and a customer without it, chosen here");
});

test("a dish sold out today: a new visitor cannot add it; back on sale, they can", async ({ browser }) => {
  const staff = await staffOnDayPage(browser);
  await staff.getByLabel("Buscar prato").fill(dish.name);
  await staff.getByRole("button", { name: "Buscar" }).click();
  await expect(staff.getByText(/^1 de \d+ pratos$/)).toBeVisible();
  const card = staff.getByRole("listitem").filter({ has: staff.getByRole("heading", { name: dish.name }) });
  try {
    await card.getByRole("button", { name: new RegExp(`^Esgotar hoje\\s*:\\s*${dish.name}$`) }).click();
    await expect(staff.getByRole("status")).toHaveText(`${dish.name}: esgotado até 05:00.`);
    await expect(card.getByText("Esgotado hoje")).toBeVisible();
    expect(new URL(staff.url()).searchParams.get("q")).toBe(dish.name);

    const customer = await newCustomer(browser);
    await customer.goto(`/${SLUG}?modal=menuItem&modalId=${dish.id}`);
    await expect(dishDialog(customer).getByRole("button", { name: "Indisponível" })).toBeDisabled();
    await customer.context().close();
  } finally {
    await card.getByRole("button", { name: new RegExp(`^Voltar a vender\\s*:\\s*${dish.name}$`) }).click();
  }
  await expect(staff.getByRole("status")).toHaveText(`${dish.name}: voltou à venda.`);

  const customer = await newCustomer(browser);
  await customer.goto(`/${SLUG}?modal=menuItem&modalId=${dish.id}`);
  await dishDialog(customer)
    .getByRole("button", { name: /^Adicionar/ })
    .click();
  await expect(customer.getByRole("link", { name: /1 item/ }).first()).toBeVisible();
  await staff.context().close();
});

test("new orders paused for 15 minutes: the store says until when, and refuses the order", async ({ browser }) => {
  const staff = await staffOnDayPage(browser);
  await staff.getByRole("button", { name: "Pausar novos pedidos" }).click();
  try {
    await expect(staff.getByRole("status")).toHaveText(/^Novos pedidos pausados até \d\d:\d\d\.$/);
    // The focus lands on the result, not on the page's body.
    await expect(staff.getByRole("status")).toBeFocused();
    const until = /(\d\d:\d\d)/.exec((await staff.getByRole("status").textContent()) ?? "")![1]!;

    const customer = await newCustomer(browser);
    await customer.goto(`/${SLUG}`);
    await expect(
      customer.getByText(`A loja pausou novos pedidos até ${until}. Muitos pedidos no momento`),
    ).toBeVisible();
    // The cart's "Continuar" is refused (the API's validation) with the same why and until when.
    await fillCart(customer, SLUG);
    await customer.goto(`/${SLUG}/cart`);
    await expect(customer.getByText(`A loja pausou novos pedidos até ${until}.`)).toBeVisible();
    await customer.getByRole("button", { name: /^Continuar/ }).click();
    await expect(customer.getByRole("alert")).toContainText("A loja pausou novos pedidos por alguns minutos");
    expect(customer.url()).toMatch(/\/cart$/);
    await customer.context().close();
  } finally {
    await staff.getByRole("button", { name: "Retomar pedidos agora" }).click();
    await expect(staff.getByRole("status")).toHaveText("A loja voltou a receber pedidos.");
    await expect(staff.getByRole("status")).toBeFocused();
    await staff.context().close();
  }
});
