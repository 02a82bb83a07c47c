import type { CountryCode, Currency, Language } from "../merchant";
import { onlyDigits } from "./digits";

const SPANISH_BY_COUNTRY: Record<CountryCode, string> = { BRA: "es", COL: "es-CO", MEX: "es-MX" };

/**
 * The locale numbers and dates are shown in: the customer's language with the merchant's region
 * where it matters ("es" in Mexico writes $99.00, in Colombia $ 28.000, not "99,00 MXN").
 */
export function displayLocale(language: Language, country: CountryCode): string {
  return language === "es" ? SPANISH_BY_COUNTRY[country] : language;
}

/** Fraction digits shown per currency: Colombian pesos are shown whole (customer spec §5). */
const DISPLAY_FRACTION_DIGITS: Record<Currency, number> = { BRL: 2, COP: 0, MXN: 2 };

/** Formats integer minor units (1/100) in the merchant's currency and the customer's language. */
export function formatMoney(minorUnits: number, currency: Currency, locale: string): string {
  const digits = DISPLAY_FRACTION_DIGITS[currency];
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minorUnits / 100);
}

/** Delivery time as the spec shows it: 'min - max min'. */
export function formatDeliveryTime(minimum: number, maximum: number): string {
  return minimum === maximum ? `${minimum} min` : `${minimum} - ${maximum} min`;
}

const INPUT_LOCALE: Record<CountryCode, string> = { BRA: "pt-BR", COL: "es-CO", MEX: "es-MX" };

/**
 * Money as typed (customer spec §5): digits only; Colombia types whole pesos, the others type
 * cents that fill from the right ("1234" -> "12,34" in Brazil, "12.34" in Mexico).
 */
export function formatMoneyInput(country: CountryCode, input: string): string {
  const digits = onlyDigits(input).replace(/^0+(?=\d)/, "");
  if (digits === "") return "";
  const whole = country === "COL";
  return new Intl.NumberFormat(INPUT_LOCALE[country], {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(whole ? Number(digits) : Number(digits) / 100);
}

/** Minor units (1/100) of what was typed in a money input, or null when nothing was. */
export function parseMoneyInput(country: CountryCode, input: string): number | null {
  const digits = onlyDigits(input);
  if (digits === "") return null;
  return country === "COL" ? Number(digits) * 100 : Number(digits);
}
