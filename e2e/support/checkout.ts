import { expect, type Page } from "@playwright/test";
import type { Item } from "../../contract";
import { visibleCategories } from "../../app/lib/menu/menu";
import { bySlug } from "../demo";
import { brandField } from "../../app/lib/checkout/checkout-view";
import {
  demoCustomer,
  expectRedirect,
  openPage,
  postForm,
  postLogIn,
  readPage,
  submitForm,
  type ServedPage,
} from "./account";

/*
 * Placing an order through the real pages, with JavaScript on or off alike: a cart
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

const BELLA_VISTA = {
  zip: "01310-100",
  street: "Rua Treze de Maio",
  number: "120",
  neighborhood: "Bela Vista",
  city: "São Paulo",
  state: "SP",
};

const ONLINE = (payment: CheckoutPayment) => payment === "PIX" || (typeof payment === "object" && "card" in payment);

/** A dish of the store that has no required choices, and how many of it pass the minimum order. */
export function simpleDish(slug: string): { item: Item; quantity: number } {
  const merchant = bySlug(slug);
  const items = visibleCategories(merchant.categories).flatMap((category) =>
    category.items.filter(
      (item) =>
        item.available && item.enabled && item.price > 0 && item.option_groups.every((group) => group.min === 0),
    ),
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
export async function goToCheckout(
  page: Page,
  slug: string,
  delivery: "DELIVERY" | "TAKEOUT",
  neighborhood = BELLA_VISTA.neighborhood,
): Promise<void> {
  await page.goto(`/${slug}/cart`);
  // The cart's mode in pt-BR, es or en.
  const modeName =
    delivery === "DELIVERY" ? /^(Entrega|Domicilio|Delivery)/ : /^(Retirar na loja|Recoger en tienda|Pick up)/;
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

/** The checkout's sections, by their legends. */
export const checkoutSection = (page: Page, legend: string | RegExp) => page.getByRole("group", { name: legend });

/** Fills the checkout form as the options say (the page must be on /{slug}/checkout). */
export async function fillCheckout(page: Page, options: PlaceOrderOptions): Promise<void> {
  const delivery = options.delivery ?? "DELIVERY";
  const contact = checkoutSection(page, "Seus dados");
  if (!(await contact.getByLabel("Nome").inputValue())) await contact.getByLabel("Nome").fill("Cliente Teste");
  if (!(await contact.getByLabel("Telefone").inputValue()))
    await contact.getByLabel("Telefone").fill("(11) 98765-4321");

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
    const names = {
      CREDIT_CARD: "Cartão de crédito na maquininha",
      DEBIT_CARD: "Cartão de débito na maquininha",
      MEAL_VOUCHER: "Vale-refeição na maquininha",
    };
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

/*
 * An order by posts (support/account.ts: each form read from its page and posted as a browser
 * without JavaScript posts it, each redirect followed): for tests whose subject is the order page,
 * the orders list, ratings, fidelity, loyalty, the card's payment or the checkout page itself, not
 * the way there, which checkout.spec's first test and the cart's specs walk through the UI. The
 * page is opened only where the UI would leave it.
 */

/** fillCart by posts: the simple dish's form of its dialog, sent as many times as the minimum needs. */
export async function fillCartByPosts(page: Page, slug: string): Promise<void> {
  const { item, quantity } = simpleDish(slug);
  const dialog = await readPage(page, `/${slug}?modal=menuItem&modalId=${item.id}`);
  for (let added = 0; added < quantity; added++) {
    await submitForm(page, dialog, { form: `input[name="itemId"][value="${item.id}"]` });
  }
}

/**
 * goToCheckout by posts: the cart's mode (when it offers a choice and another is set), a
 * delivery's neighbourhood (when asked and not that one), then "Continuar". Returns the
 * checkout's address (not opened).
 */
export async function goToCheckoutByPosts(
  page: Page,
  slug: string,
  delivery: "DELIVERY" | "TAKEOUT",
  neighborhood = BELLA_VISTA.neighborhood,
): Promise<string> {
  let cart = await readPage(page, `/${slug}/cart`);
  const mode = cart.document.querySelector(`input[type="radio"][name="type"][value="${delivery}"]`) as unknown as {
    checked: boolean;
  } | null;
  if (mode && !mode.checked) {
    cart = await submitForm(page, cart, { form: `input[name="type"][value="${delivery}"]`, fill: { type: delivery } });
  }
  if (delivery === "DELIVERY") {
    const area = cart.document.querySelector('input[name="neighborhood"]') as unknown as { value: string } | null;
    if (area && area.value !== neighborhood)
      cart = await submitForm(page, cart, { form: 'input[name="neighborhood"]', fill: { neighborhood } });
  }
  return expectRedirect(
    await postForm(page, cart, { form: 'input[name="intent"][value="checkout"]' }),
    new RegExp(`^/${slug}/checkout$`),
    `The cart's "Continuar" at ${slug}`,
  );
}

/** The labelled radio of `name` whose label's text includes `text`: its value. */
function radioLabelled(from: ServedPage, name: string, text: string): string {
  const radio = [...from.document.querySelectorAll(`input[type="radio"][name="${name}"]`)].find((input) =>
    input.closest("label")?.textContent?.includes(text),
  );
  const value = radio?.getAttribute("value");
  if (!value) throw new Error(`${from.url} offers no "${name}" labelled "${text}"`);
  return value;
}

/** fillCheckout by field names: what the options say, into the checkout form of `checkout`. */
function checkoutFields(checkout: ServedPage, options: PlaceOrderOptions): Record<string, string | boolean> {
  const fields: Record<string, string | boolean> = {};
  const value = (name: string) =>
    (checkout.document.querySelector(`#checkout-form [name="${name}"]`) as unknown as { value: string } | null)
      ?.value ?? "";
  // The name and phone a logged-in client already has stay, as fillCheckout leaves them.
  if (!value("name")) fields.name = "Cliente Teste";
  if (!value("phone")) fields.phone = "(11) 98765-4321";
  if ((options.delivery ?? "DELIVERY") === "DELIVERY") {
    if (checkout.document.querySelector('input[type="radio"][name="address_choice"][value="new"]'))
      fields.address_choice = "new";
    const address = options.address ?? BELLA_VISTA;
    Object.assign(fields, {
      zip_code: address.zip,
      street: address.street,
      number: address.number,
      neighborhood: address.neighborhood,
      city: address.city,
      state: address.state,
    });
  }
  const payment = options.payment;
  if (payment === "CASH") {
    fields.payment = "CASH";
    if (options.changeFor) fields.change_for = options.changeFor;
    else fields.no_change = true;
  } else if (payment === "PIX" || payment === "PIX_ON_DELIVERY") {
    fields.payment = payment;
  } else if ("card" in payment) {
    fields.payment = "CARD";
    fields.card_guid = radioLabelled(checkout, "card_guid", `•••• ${payment.card}`);
  } else {
    fields.payment = payment.machine;
    const brand = brandField(payment.machine);
    // Its first brand when none is given (fillCheckout's option 1: the select's first is "choose").
    fields[brand] =
      payment.brand ??
      checkout.document.querySelector(`select[name="${brand}"] option:nth-child(2)`)?.getAttribute("value") ??
      "";
  }
  if (options.taxId) fields.tax_id = options.taxId;
  return fields;
}

/**
 * The checkout page with the store's simple dish in the cart, reached by posts and opened as the
 * cart's "Continuar" leaves it (hydrated, with JavaScript): for a test whose subject is the
 * checkout. checkout.spec's first test walks from the menu to the checkout through the UI, and
 * the cart's specs walk the cart.
 */
export async function openCheckoutByPosts(page: Page, slug: string, delivery: "DELIVERY" | "TAKEOUT"): Promise<void> {
  await fillCartByPosts(page, slug);
  await openPage(page, await goToCheckoutByPosts(page, slug, delivery));
}

/** Saves a card by posts: "Adicionar cartão", the sandbox provider's form, then "Salvar cartão" on the return. */
export async function saveCardByPosts(page: Page, slug: string, number: string): Promise<void> {
  const cards = await readPage(page, `/${slug}/profile/cards`);
  const provider = await submitForm(page, cards, { form: 'input[name="intent"][value="add"]' });
  expectRedirect(provider.url, /^\/_provider\/cards\?/, `"Adicionar cartão" at ${slug}`);
  const fill = {
    card_number: number,
    holder_name: "Cliente Teste",
    expiry: "08/2030",
    cvv: "123",
    holder_document: "529.982.247-25",
  };
  const back = await submitForm(page, provider, { form: 'input[name="card_number"]', fill });
  expectRedirect(back.url, new RegExp(`^/${slug}/profile/cards/return\\?card_token=`), `The provider's card form`);
  const saved = await submitForm(page, back, { form: "#card-save" });
  expectRedirect(saved.url, new RegExp(`^/${slug}/profile/cards$`), `Saving the card ${number.slice(-4)}`);
}

/**
 * A whole order by posts: the login when asked (or paying online, the demo customer by default),
 * a card saved when the payment names one the customer lacks, the cart, its mode, the checkout
 * form; then the page opens where the checkout's redirect leads, as after "Finalizar pedido": the
 * order page (`?sent=1`, its id returned), or through the store's card handoff, the provider's
 * page (`orderId` null). With `submit: false` the page opens on the checkout and fillCheckout
 * fills it (the test then reads or sends it).
 */
export async function placeOrderByPosts(page: Page, slug: string, options: PlaceOrderOptions): Promise<PlacedOrder> {
  const login = options.login ?? ONLINE(options.payment);
  if (login) {
    const who = login === true ? demoCustomer(slug) : login;
    // Followed by request: the page opens once, where the order leads.
    await readPage(page, await postLogIn(page, slug, who.email, who.password));
  }
  const payment = options.payment;
  if (typeof payment === "object" && "card" in payment) {
    const cards = await readPage(page, `/${slug}/profile/cards`);
    const saved = [...cards.document.querySelectorAll("h2")].some((heading) =>
      heading.textContent?.trim().endsWith(`•••• ${payment.card}`),
    );
    if (!saved) await saveCardByPosts(page, slug, payment.number ?? `411111111111${payment.card}`);
  }
  await fillCartByPosts(page, slug);
  const checkoutUrl = await goToCheckoutByPosts(page, slug, options.delivery ?? "DELIVERY");
  if (options.submit === false) {
    await openPage(page, checkoutUrl);
    await fillCheckout(page, options);
    return { orderId: null, url: page.url() };
  }
  const checkout = await readPage(page, checkoutUrl);
  const sent = await postForm(page, checkout, {
    form: "#checkout-form",
    fill: checkoutFields(checkout, options),
    submit: 'button[name="intent"][value="order"]',
  });
  const card = typeof payment === "object" && "card" in payment;
  expectRedirect(
    sent,
    card ? new RegExp(`^/${slug}/payments/card\\?`) : new RegExp(`^/${slug}/orders/\\d+\\?sent=1$`),
    `The checkout at ${slug}`,
  );
  await openPage(page, sent);
  if (card) {
    expectRedirect(page.url(), /^\/_provider\/payments\//, "The card's handoff");
    return { orderId: null, url: page.url() };
  }
  return { orderId: orderIdOf(page.url()), url: page.url() };
}
