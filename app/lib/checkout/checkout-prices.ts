import type { CartSummaryView } from "~/lib/cart/cart-view";

// Every price is drawn and CSS alone (`:has()`) shows the one of the radios checked, so the total
// follows the choice without JavaScript; the API places nothing at another total (TOTAL_CHANGED).

export const CHECKOUT_FORM_ID = "checkout-form";

/** The cart's own address, or none; takeout too. */
export const CART_ADDRESS = "new";

export interface CheckoutPrice {
  address: string;
  method: string | null;
  summary: CartSummaryView;
  total: string;
  totalMinor: number;
}

export const priceKey = (price: Pick<CheckoutPrice, "address" | "method">) =>
  price.method ? `${price.address}.${price.method}` : price.address;

export const shownTotalField = (key?: string) => (key ? `shown_total.${key}` : "shown_total");

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

/** A browser without `:has()` shows the first price (the others are `hidden`). */
export function priceSwitchCss(prices: readonly CheckoutPrice[], formId: string): string {
  if (
    prices.length < 2 ||
    !prices.every((price) => CSS_VALUE.test(price.address) && CSS_VALUE.test(price.method ?? "-"))
  )
    return "";
  const first = prices[0]!.address;
  const radios = prices.some((price) => price.address !== first);
  const campaignMethods = (address: string) =>
    prices.filter((price) => price.address === address && price.method).map((price) => price.method!);
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
