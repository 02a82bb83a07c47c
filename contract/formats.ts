import type { Currency } from "./merchant";

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
