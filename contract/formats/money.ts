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
 * "COP 28,000", Portuguese at a Mexican one "MX$ 99,00".
 */
const MONEY_LOCALE: Record<Currency, string> = { BRL: "pt-BR", COP: "es-CO", MXN: "es-MX" };

/** Fraction digits shown per currency: Colombian pesos are shown whole (customer spec §5). */
const DISPLAY_FRACTION_DIGITS: Record<Currency, number> = { BRL: 2, COP: 0, MXN: 2 };

const moneyFormats = new Map<Currency, Intl.NumberFormat>();

/**
 * Formats integer minor units (1/100) in the merchant's currency, written as in the currency's
 * country whatever the interface language. `_locale` (the display locale callers pass) is not
 * used for the amount: the language of the page does not change how a price is written.
 */
export function formatMoney(minorUnits: number, currency: Currency, _locale?: string): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    const digits = DISPLAY_FRACTION_DIGITS[currency];
    format = new Intl.NumberFormat(MONEY_LOCALE[currency], {
      style: "currency",
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    moneyFormats.set(currency, format);
  }
  return format.format(minorUnits / 100);
}

/** Delivery time as the spec shows it: 'min - max min'. */
export function formatDeliveryTime(minimum: number, maximum: number): string {
  return minimum === maximum ? `${minimum} min` : `${minimum} - ${maximum} min`;
}
