import type { CountryCode, Currency, Language } from "../merchant";

const SPANISH_BY_COUNTRY: Record<CountryCode, string> = { BRA: "es", COL: "es-CO", MEX: "es-MX" };

export function displayLocale(language: Language, country: CountryCode): string {
  return language === "es" ? SPANISH_BY_COUNTRY[country] : language;
}

/**
 * Written as where the currency is spent, in every interface language. Not Intl.NumberFormat: its first call
 * loads ICU's number data, a 20-40 ms task that fell on the first tap on a dish; money.test.ts checks these
 * match Intl.
 */
const MONEY_STYLES: Record<Currency, { prefix: string; digits: number; group: string; decimal: string }> = {
  BRL: { prefix: "R$\u00a0", digits: 2, group: ".", decimal: "," },
  COP: { prefix: "$\u00a0", digits: 0, group: ".", decimal: "," },
  MXN: { prefix: "$", digits: 2, group: ",", decimal: "." },
};

/** `_locale` is unused: the page's language does not change how a price is written. */
export function formatMoney(minorUnits: number, currency: Currency, _locale?: string): string {
  const { prefix, digits, group, decimal } = MONEY_STYLES[currency];
  // Half away from zero, as Intl rounds.
  const shown = Math.round(Math.abs(minorUnits) / 10 ** (2 - digits));
  const whole = String(Math.floor(shown / 10 ** digits)).replace(/\B(?=(\d{3})+$)/g, group);
  const fraction = digits > 0 ? decimal + String(shown % 10 ** digits).padStart(digits, "0") : "";
  return `${minorUnits < 0 ? "-" : ""}${prefix}${whole}${fraction}`;
}

export function formatDeliveryTime(minimum: number, maximum: number): string {
  return minimum === maximum ? `${minimum} min` : `${minimum} - ${maximum} min`;
}
