import type { CartSummaryView } from "./cart-view";

/*
 * What the order costs for each choice the checkout offers before it is made (the saved address,
 * a payment whose loyalty campaign discounts it), priced by the API (GET …/quotes). The page draws
 * every price and shows the one of the radios checked now with CSS alone (`:has()`), so the total
 * on the button and in the summary follows the choice without JavaScript or a round trip; the form
 * sends the total it showed, and the API places nothing at another (TOTAL_CHANGED).
 */

/** The checkout form's id, which the style's selectors start from. */
export const CHECKOUT_FORM_ID = "checkout-form";

/** The address choice of a price: a saved address's id, or "new" (the cart's own address, or none; takeout too). */
export const CART_ADDRESS = "new";

export interface CheckoutPrice {
  address: string;
  /** The payment method whose campaign makes this price; null: paid any other way. */
  method: string | null;
  summary: CartSummaryView;
  total: string;
  totalMinor: number;
}

/** A price's key: "12", "12.PIX", "new". */
export const priceKey = (price: Pick<CheckoutPrice, "address" | "method">) => (price.method ? `${price.address}.${price.method}` : price.address);

/** The hidden field that carries the total shown for a price (and `shown_total` alone, the first price's). */
export const shownTotalField = (key?: string) => (key ? `shown_total.${key}` : "shown_total");

/** The total the form showed for what it sent: its address choice and payment, else the first price's. */
export function shownTotalOf(form: FormData): number | undefined {
  const address = form.get("address_choice");
  const payment = form.get("payment");
  const key = typeof address === "string" && address !== "" ? address : CART_ADDRESS;
  const candidates = typeof payment === "string" && payment !== "" ? [`${key}.${payment}`, key] : [key];
  for (const name of [...candidates.map(shownTotalField), shownTotalField()]) {
    const value = form.get(name);
    if (typeof value === "string" && /^\d{1,15}$/.test(value)) return Number(value);
  }
  return undefined;
}

const checked = (name: string, value: string) => `:has(input[name="${name}"][value="${value}"]:checked)`;
// Keys are ids, "new" and method codes: nothing else is ever written into the style.
const CSS_VALUE = /^[\w-]+$/;

/**
 * The style that shows, of the prices drawn (`[data-price]`), the one of the address and payment
 * checked now; with no address checked, the first price's address. Empty with one price (nothing
 * to switch). A browser without `:has()` shows the first price (the others are `hidden`).
 */
export function priceSwitchCss(prices: readonly CheckoutPrice[], formId: string): string {
  if (prices.length < 2 || !prices.every((price) => CSS_VALUE.test(price.address) && CSS_VALUE.test(price.method ?? "-"))) return "";
  const first = prices[0]!.address;
  const radios = prices.some((price) => price.address !== first);
  const campaignMethods = (address: string) => prices.filter((price) => price.address === address && price.method).map((price) => price.method!);
  const selectors = prices.flatMap((price) => {
    const method = price.method
      ? checked("payment", price.method)
      : campaignMethods(price.address)
          .map((other) => `:not(${checked("payment", other)})`)
          .join("");
    const ways = radios ? [checked("address_choice", price.address)] : [""];
    if (radios && price.address === first) ways.push(`:not(:has(input[name="address_choice"]:checked))`);
    return ways.map((address) => `#${formId}${address}${method} [data-price="${priceKey(price)}"]`);
  });
  return `@supports selector(:has(*)){#${formId} [data-price]{display:none}${selectors.join(",")}{display:contents}}`;
}
