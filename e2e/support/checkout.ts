import { expect, type Page } from "@playwright/test";
import type { Item } from "../../contract";
import { visibleCategories } from "../../app/lib/menu";
import { bySlug } from "../demo";
import { demoCustomer, dismissClosedNotice, logIn } from "./account";

/*
 * Placing an order through the real pages (issue 14), with JavaScript on or off alike: a cart
 * filled from the menu (a dish without required choices, enough of it for the store's minimum),
 * the cart's mode, then the checkout form filled and sent. Texts are the pt-BR ones (the projects
 * browse in pt-BR). Online payments need a login: the demo customer's unless told otherwise.
 */

export type CheckoutPayment =
  | "CASH"
  | "PIX"
  | "PIX_ON_DELIVERY"
  /** A saved card by its last four digits; saved first through the provider's page with `number` when the client has none such. */
  | { card: string; number?: string }
  /** The card machine on delivery: credit, debit or meal voucher, with a brand (its first one when none is given). */
  | { machine: "CREDIT_CARD" | "DEBIT_CARD" | "MEAL_VOUCHER"; brand?: string };

export interface PlaceOrderOptions {
  payment: CheckoutPayment;
  /** CASH: what "Troco para" gets (as typed, e.g. "100,00"); none: "Não preciso de troco". */
  changeFor?: string;
  delivery?: "DELIVERY" | "TAKEOUT";
  /** Log in as the store's demo customer first (default: only for online payments). */
  login?: boolean | { email: string; password: string };
  /** CPF/CNPJ on the receipt (required by some stores: the franchise's). */
  taxId?: string;
  /** Stop on the filled checkout instead of sending it (the page is left there). */
  submit?: boolean;
  /** Neighbourhood of the delivery (it must be served), and the rest of the address. */
  address?: { zip: string; street: string; number: string; neighborhood: string; city: string; state: string };
}

export interface PlacedOrder {
  /** The order's id, read from the order page's URL; null when the browser is on the card provider's page. */
  orderId: number | null;
  /** Where the browser landed (the order page, or the provider's hosted page for a card). */
  url: string;
}

const BELLA_VISTA = { zip: "01310-100", street: "Rua Treze de Maio", number: "120", neighborhood: "Bela Vista", city: "São Paulo", state: "SP" };

const ONLINE = (payment: CheckoutPayment) => payment === "PIX" || (typeof payment === "object" && "card" in payment);

/** A dish of the store that has no required choices, and how many of it pass the minimum order. */
export function simpleDish(slug: string): { item: Item; quantity: number } {
  const merchant = bySlug(slug);
  const items = visibleCategories(merchant.categories).flatMap((category) =>
    category.items.filter((item) => item.available && item.enabled && item.price > 0 && item.option_groups.every((group) => group.min === 0)),
  );
  const item = [...items].sort((a, b) => b.price - a.price)[0];
  if (!item) throw new Error(`${slug} has no dish without required choices`);
  const minimum = merchant.order_settings.minimum_order_value;
  return { item, quantity: Math.max(1, Math.ceil((minimum + 1) / item.price)) };
}

/** Adds the store's simple dish through its dialog, as many times as the minimum needs. */
export async function fillCart(page: Page, slug: string): Promise<void> {
  const { item, quantity } = simpleDish(slug);
  for (let added = 0; added < quantity; added++) {
    await page.goto(`/${slug}?modal=menuItem&modalId=${item.id}`);
    const dialog = page.getByRole("dialog", { name: item.name });
    await dialog.getByRole("button", { name: /·/ }).click();
    await expect(dialog).toBeHidden();
  }
}

/** From the cart: the mode (and a delivery's neighbourhood), then "Continuar" to the checkout. */
export async function goToCheckout(page: Page, slug: string, delivery: "DELIVERY" | "TAKEOUT", neighborhood = BELLA_VISTA.neighborhood): Promise<void> {
  await page.goto(`/${slug}/cart`);
  // The cart's mode in pt-BR, es or en.
  const modeName = delivery === "DELIVERY" ? /^(Entrega|Domicilio|Delivery)/ : /^(Retirar na loja|Recoger en tienda|Pick up)/;
  const mode = page.getByRole("radio", { name: modeName });
  if ((await mode.count()) > 0 && !(await mode.isChecked())) {
    await mode.check();
    await page.getByRole("button", { name: /^(Confirmar|Confirm)$/ }).click();
    await expect(page.getByRole("radio", { name: modeName })).toBeChecked();
  }
  if (delivery === "DELIVERY") {
    const area = page.getByLabel(/^(Bairro para entrega|Barrio|Neighbo)/);
    if ((await area.count()) > 0 && (await area.inputValue()) !== neighborhood) {
      await area.fill(neighborhood);
      await page.getByRole("button", { name: "Calcular entrega" }).click();
      await expect(page.getByText(new RegExp(`^Entrega para ${neighborhood}`)).first()).toBeVisible();
    }
  }
  await page.getByRole("button", { name: /^(Continuar|Continue)/ }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/checkout$`));
}

/** Saves a card through the profile's "Adicionar cartão" and the sandbox provider's page. */
export async function saveCard(page: Page, slug: string, number: string): Promise<void> {
  await page.goto(`/${slug}/profile/cards`);
  await page.getByRole("button", { name: "Adicionar cartão" }).click();
  await expect(page).toHaveURL(/\/_provider\/cards\?/);
  await page.getByLabel("Número do cartão").fill(number);
  await page.getByLabel("Nome impresso no cartão").fill("Cliente Teste");
  await page.getByLabel("Validade").fill("08/2030");
  await page.getByLabel("Código de segurança (CVV)").fill("123");
  await page.getByLabel("CPF ou documento do titular").fill("529.982.247-25");
  await page.getByRole("button", { name: "Salvar cartão" }).click();
  await expect(page).toHaveURL(/\/profile\/cards\/return\?card_token=/);
  await page.getByRole("button", { name: "Salvar cartão" }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/profile/cards$`));
}

/** The checkout's sections, by their legends. */
export const checkoutSection = (page: Page, legend: string | RegExp) => page.getByRole("group", { name: legend });

/** Fills the checkout form as the options say (the page must be on /{slug}/checkout). */
export async function fillCheckout(page: Page, options: PlaceOrderOptions): Promise<void> {
  const delivery = options.delivery ?? "DELIVERY";
  const contact = checkoutSection(page, "Seus dados");
  if (!(await contact.getByLabel("Nome").inputValue())) await contact.getByLabel("Nome").fill("Cliente Teste");
  if (!(await contact.getByLabel("Telefone").inputValue())) await contact.getByLabel("Telefone").fill("(11) 98765-4321");

  if (delivery === "DELIVERY") {
    const fresh = page.getByRole("radio", { name: "Novo endereço" });
    if ((await fresh.count()) > 0) await fresh.check();
    const address = options.address ?? BELLA_VISTA;
    await page.getByLabel("CEP").fill(address.zip);
    await page.getByLabel("Rua").fill(address.street);
    await page.getByLabel("Número", { exact: true }).fill(address.number);
    await page.getByLabel("Bairro").fill(address.neighborhood);
    await page.getByLabel("Cidade").fill(address.city);
    await page.getByLabel("Estado").fill(address.state);
  }

  const payment = options.payment;
  if (payment === "CASH") {
    await page.getByRole("radio", { name: "Dinheiro" }).check();
    if (options.changeFor) await page.getByLabel("Troco para").fill(options.changeFor);
    else await page.getByLabel("Não preciso de troco").check();
  } else if (payment === "PIX") {
    await page.getByRole("radio", { name: "Pix", exact: true }).check();
  } else if (payment === "PIX_ON_DELIVERY") {
    await page.getByRole("radio", { name: "Pix na entrega" }).check();
  } else if ("card" in payment) {
    await page.getByRole("radio", { name: "Cartão", exact: true }).check();
    await page.getByRole("radio", { name: new RegExp(`•••• ${payment.card}`) }).check();
  } else {
    const names = { CREDIT_CARD: "Cartão de crédito na maquininha", DEBIT_CARD: "Cartão de débito na maquininha", MEAL_VOUCHER: "Vale-refeição na maquininha" };
    await page.getByRole("radio", { name: names[payment.machine] }).check();
    const select = page.getByLabel(`Bandeira (${names[payment.machine]})`);
    if (payment.brand) await select.selectOption(payment.brand);
    else await select.selectOption({ index: 1 });
  }
  if (options.taxId) await page.getByLabel(/^CPF\/CNPJ na nota/).fill(options.taxId);
}

/** The "Finalizar pedido · {total}" button. */
export const finishButton = (page: Page) => page.getByRole("button", { name: /^Finalizar pedido ·/ });

/** The order id of an order page's URL (/{slug}/orders/{id}), or null. */
export function orderIdOf(url: string): number | null {
  const match = /\/orders\/(\d+)(?:[?#]|$)/.exec(url);
  return match ? Number(match[1]) : null;
}

/**
 * A whole order through the pages: login when asked (or paying online), cart, mode, checkout form,
 * "Finalizar pedido". Offline and PIX orders land on the order page (its id is returned); a card
 * lands on the provider's hosted page (`orderId` null, the page is left there).
 */
export async function placeOrder(page: Page, slug: string, options: PlaceOrderOptions): Promise<PlacedOrder> {
  const login = options.login ?? ONLINE(options.payment);
  if (login) {
    const who = login === true ? demoCustomer(slug) : login;
    await logIn(page, slug, who.email, who.password);
  }
  const payment = options.payment;
  if (typeof payment === "object" && "card" in payment) {
    await page.goto(`/${slug}/profile/cards`);
    const saved = page.getByRole("heading", { level: 2, name: new RegExp(`•••• ${payment.card}$`) });
    if ((await saved.count()) === 0) await saveCard(page, slug, payment.number ?? `411111111111${payment.card}`);
  }
  await page.goto(`/${slug}`);
  await dismissClosedNotice(page);
  await fillCart(page, slug);
  await goToCheckout(page, slug, options.delivery ?? "DELIVERY");
  await fillCheckout(page, options);
  if (options.submit === false) return { orderId: null, url: page.url() };
  await finishButton(page).click();
  if (typeof payment === "object" && "card" in payment) {
    await expect(page).toHaveURL(/\/_provider\/payments\//);
    return { orderId: null, url: page.url() };
  }
  await expect(page).toHaveURL(new RegExp(`/${slug}/orders/\\d+`));
  return { orderId: orderIdOf(page.url()), url: page.url() };
}
