import type { Currency } from "../merchant";

// Money a customer types (decision 045): digits are whole units ("100" is R$ 100,00). A separator and one or
// two final digits is the decimal mark; before three digits it is a thousands separator, except the
// currency's own decimal mark where it has cents ("1,000" at a Brazilian store is refused, never guessed). No
// Intl: the server and the browser must write the same text.

interface Convention {
  decimal: "," | ".";
  group: "," | ".";
  fractionDigits: 0 | 2;
  symbol: string;
}

const CONVENTIONS: Record<Currency, Convention> = {
  BRL: { decimal: ",", group: ".", fractionDigits: 2, symbol: "R$\u00a0" },
  COP: { decimal: ",", group: ".", fractionDigits: 0, symbol: "$\u00a0" },
  MXN: { decimal: ".", group: ",", fractionDigits: 2, symbol: "$" },
};

/**
 * Fifty of the currency's largest banknote, in minor units: more than any cash order, far less than a slip of
 * extra zeros.
 */
export const MONEY_INPUT_MAX: Record<Currency, number> = {
  BRL: 10_000_00,
  COP: 5_000_000_00,
  MXN: 50_000_00,
};

export const MONEY_INPUT_EXAMPLES: Record<Currency, { whole: string; cents: string | null }> = {
  BRL: { whole: "100", cents: "100,50" },
  COP: { whole: "50.000", cents: null },
  MXN: { whole: "500", cents: "500.50" },
};

/** `cents`: a decimal part in a currency that has none. */
export type MoneyInputResult =
  { ok: true; minorUnits: number } | { ok: false; reason: "empty" | "invalid" | "cents" | "tooLarge" };

const SYMBOL = /^(?:R\$|MX\$|COL\$|\$|BRL|COP|MXN)|(?:BRL|COP|MXN)$/gi;
const MAX_WHOLE_DIGITS = 13;

const isGrouped = (parts: string[]) =>
  parts.length > 0 && /^\d{1,3}$/.test(parts[0]!) && parts.slice(1).every((part) => /^\d{3}$/.test(part));

export function parseMoneyInput(currency: Currency, typed: string): MoneyInputResult {
  if (typed.trim() === "") return { ok: false, reason: "empty" };
  const convention = CONVENTIONS[currency];
  const text = typed.replace(/\s/g, "").replace(SYMBOL, "");
  if (!/^[\d.,]*\d[\d.,]*$/.test(text)) return { ok: false, reason: "invalid" };

  const parts = text.split(/[.,]/);
  const marks = text.match(/[.,]/g) ?? [];
  const last = parts[parts.length - 1]!;
  const lastMark = marks[marks.length - 1];
  let whole: string;
  let fraction = "";
  if (lastMark === undefined) {
    whole = text;
  } else if (last.length === 3) {
    if (convention.fractionDigits > 0 && lastMark === convention.decimal) return { ok: false, reason: "invalid" };
    if (marks.some((mark) => mark !== lastMark) || !isGrouped(parts)) return { ok: false, reason: "invalid" };
    whole = parts.join("");
  } else if (last.length <= 2) {
    const wholeParts = parts.slice(0, -1);
    const groupMarks = marks.slice(0, -1);
    if (
      groupMarks.length > 0 &&
      (groupMarks.some((mark) => mark === lastMark || mark !== groupMarks[0]) || !isGrouped(wholeParts))
    ) {
      return { ok: false, reason: "invalid" };
    }
    whole = wholeParts.join("");
    fraction = last;
  } else {
    return { ok: false, reason: "invalid" };
  }
  if (convention.fractionDigits === 0 && /[1-9]/.test(fraction)) return { ok: false, reason: "cents" };

  whole = whole.replace(/^0+/, "");
  if (whole.length > MAX_WHOLE_DIGITS) return { ok: false, reason: "tooLarge" };
  const minorUnits =
    Number(whole || "0") * 100 + (convention.fractionDigits === 0 ? 0 : Number(fraction.padEnd(2, "0")));
  return minorUnits > MONEY_INPUT_MAX[currency] ? { ok: false, reason: "tooLarge" } : { ok: true, minorUnits };
}

export function formatMoneyInput(currency: Currency, minorUnits: number): string {
  const { decimal, group, fractionDigits } = CONVENTIONS[currency];
  const units = fractionDigits === 0 ? Math.round(minorUnits / 100) : Math.floor(minorUnits / 100);
  const whole = String(units).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return fractionDigits === 0 ? whole : `${whole}${decimal}${String(minorUnits % 100).padStart(2, "0")}`;
}

export function tidyMoneyInput(currency: Currency, typed: string): string {
  const read = parseMoneyInput(currency, typed);
  return read.ok ? formatMoneyInput(currency, read.minorUnits) : typed;
}

export function formatMoneyInputMax(currency: Currency): string {
  return CONVENTIONS[currency].symbol + formatMoneyInput(currency, MONEY_INPUT_MAX[currency]);
}
