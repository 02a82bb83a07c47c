import type { CountryCode, Currency, Language } from "../merchant";

const SPANISH_BY_COUNTRY: Record<CountryCode, string> = { BRA: "es", COL: "es-CO", MEX: "es-MX" };

/**
 * The locale dates and plain numbers are shown in: the customer's language with the merchant's
 * region where it matters. Money does not follow it (see formatMoney).
 */
export function displayLocale(language: Language, country: CountryCode): string {
  return language === "es" ? SPANISH_BY_COUNTRY[country] : language;
}

/**
 * How each currency is written where it is spent: "R$ 39,90", "$ 28.000", "$99.00". A price is
 * the merchant's, so it reads as on the store's own menu board in every interface language:
 * Spanish at a Brazilian store would otherwise write "39,90 BRL", English at a Colombian one
 * "COP 28,000", Portuguese at a Mexican one "MX$ 99,00". Colombian pesos are shown whole
 * (customer spec §5).
 *
 * Written out rather than asked of Intl.NumberFormat: the browser's first Intl.NumberFormat loads
 * ICU's number data, a 20-40 ms task on a desktop (four times that on the phones we budget for)
 * that fell on the first tap on a dish, or on hydrating a page served with a dish open. These are
 * exactly what `Intl.NumberFormat(pt-BR | es-CO | es-MX, { style: "currency" })` writes, no-break
 * spaces included; money.test.ts compares the two over a range of amounts.
 */
const MONEY_STYLES: Record<Currency, { prefix: string; digits: number; group: string; decimal: string }> = {
  BRL: { prefix: "R$\u00a0", digits: 2, group: ".", decimal: "," },
  COP: { prefix: "$\u00a0", digits: 0, group: ".", decimal: "," },
  MXN: { prefix: "$", digits: 2, group: ",", decimal: "." },
};

/**
 * Formats integer minor units (1/100) in the merchant's currency, written as in the currency's
 * country whatever the interface language. `_locale` (the display locale callers pass) is not
 * used for the amount: the language of the page does not change how a price is written.
 */
export function formatMoney(minorUnits: number, currency: Currency, _locale?: string): string {
  const { prefix, digits, group, decimal } = MONEY_STYLES[currency];
  // Half away from zero, as Intl rounds: 28.000,50 pesos are $ 28.001.
  const shown = Math.round(Math.abs(minorUnits) / 10 ** (2 - digits));
  const whole = String(Math.floor(shown / 10 ** digits)).replace(/\B(?=(\d{3})+$)/g, group);
  const fraction = digits > 0 ? decimal + String(shown % 10 ** digits).padStart(digits, "0") : "";
  return `${minorUnits < 0 ? "-" : ""}${prefix}${whole}${fraction}`;
}

/** Delivery time as the spec shows it: 'min - max min'. */
export function formatDeliveryTime(minimum: number, maximum: number): string {
  return minimum === maximum ? `${minimum} min` : `${minimum} - ${maximum} min`;
}
