import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Currency } from "../merchant";
import { formatMoney } from "./money";
import {
  MONEY_INPUT_MAX,
  formatMoneyInput,
  formatMoneyInputMax,
  parseMoneyInput,
  tidyMoneyInput,
  type MoneyInputResult,
} from "./money-input";

const read = (minorUnits: number) => ({ ok: true, minorUnits });
const refused = (reason: Extract<MoneyInputResult, { ok: false }>["reason"]) => ({ ok: false, reason });

describe("parseMoneyInput: digits are whole units", () => {
  it.each<[Currency, string, object]>([
    // Brazil: "," decimal, "." thousands.
    ["BRL", "100", read(100_00)],
    ["BRL", "100,5", read(100_50)],
    ["BRL", "100,50", read(100_50)],
    ["BRL", "1.000,00", read(1_000_00)],
    ["BRL", "1.000", read(1_000_00)],
    ["BRL", "R$ 100", read(100_00)],
    ["BRL", "R$100,00", read(100_00)],
    ["BRL", " 1 000 ", read(1_000_00)],
    ["BRL", "0,50", read(50)],
    ["BRL", ",5", read(50)],
    ["BRL", "100,", read(100_00)],
    ["BRL", "0100", read(100_00)],
    // A "." before one or two digits can only be a decimal mark (a thousands group has three).
    ["BRL", "100.50", read(100_50)],
    ["BRL", "1,000.50", read(1_000_50)],
    // Colombia: whole pesos, "." (or ",") before three digits groups thousands.
    ["COP", "50.000", read(50_000_00)],
    ["COP", "50000", read(50_000_00)],
    ["COP", "50,000", read(50_000_00)],
    ["COP", "$ 50.000", read(50_000_00)],
    ["COP", "1.250.000", read(1_250_000_00)],
    ["COP", "50.000,00", read(50_000_00)],
    // Mexico: "." decimal, "," thousands.
    ["MXN", "500", read(500_00)],
    ["MXN", "500.50", read(500_50)],
    ["MXN", "500.5", read(500_50)],
    ["MXN", "1,000", read(1_000_00)],
    ["MXN", "1,000.50", read(1_000_50)],
    ["MXN", "$500", read(500_00)],
    ["MXN", "MXN 500", read(500_00)],
    ["MXN", "500,50", read(500_50)],
  ])("%s %j", (currency, typed, expected) => {
    expect(parseMoneyInput(currency, typed)).toEqual(expected);
  });

  it.each<[Currency, string]>([
    // One unit or a thousand? Refused, never guessed.
    ["BRL", "1,000"],
    ["MXN", "1.000"],
    // Not a number as written.
    ["BRL", "abc"],
    ["BRL", "R$"],
    ["BRL", "-100"],
    ["BRL", "1e5"],
    ["BRL", "10.00.000"],
    ["BRL", "1.0000"],
    ["BRL", "100,505"],
    ["BRL", "1.000.50"],
    ["BRL", "1,000,00"],
    ["BRL", "US$ 100"],
    ["COP", "50.000,000"],
    ["MXN", "1.000.000"],
  ])("%s %j is not money", (currency, typed) => {
    expect(parseMoneyInput(currency, typed)).toEqual(refused("invalid"));
  });

  it.each(["50,5", "50.000,50", "50000,5", "$ 50.000,05"])(
    "COP %j has cents, which pesos have not: said as such, not as mere invalid money",
    (typed) => {
      expect(parseMoneyInput("COP", typed)).toEqual(refused("cents"));
    },
  );

  it("says an empty field is empty", () => {
    expect(parseMoneyInput("BRL", "")).toEqual(refused("empty"));
    expect(parseMoneyInput("COP", "   ")).toEqual(refused("empty"));
  });

  it("refuses more than fifty of the largest banknote, and accepts exactly that", () => {
    expect(parseMoneyInput("BRL", "1000000000000000")).toEqual(refused("tooLarge"));
    expect(parseMoneyInput("BRL", "9".repeat(40))).toEqual(refused("tooLarge"));
    expect(parseMoneyInput("BRL", "10.000,01")).toEqual(refused("tooLarge"));
    expect(parseMoneyInput("BRL", "10.000")).toEqual(read(MONEY_INPUT_MAX.BRL));
    expect(parseMoneyInput("COP", "5.000.001")).toEqual(refused("tooLarge"));
    expect(parseMoneyInput("COP", "5.000.000")).toEqual(read(MONEY_INPUT_MAX.COP));
    expect(parseMoneyInput("MXN", "50,000.01")).toEqual(refused("tooLarge"));
    expect(parseMoneyInput("MXN", "50000")).toEqual(read(MONEY_INPUT_MAX.MXN));
  });
});

describe("formatMoneyInput", () => {
  it.each<[Currency, number, string]>([
    ["BRL", 100_00, "100,00"],
    ["BRL", 100_50, "100,50"],
    ["BRL", 1_234_567_89, "1.234.567,89"],
    ["BRL", 5, "0,05"],
    ["COP", 50_000_00, "50.000"],
    ["COP", 1_250_000_00, "1.250.000"],
    ["MXN", 500_50, "500.50"],
    ["MXN", 1_000_00, "1,000.00"],
  ])("%s %i -> %j", (currency, minorUnits, shown) => {
    expect(formatMoneyInput(currency, minorUnits)).toBe(shown);
  });

  it("shows what was typed as it was read, and leaves what is not money as typed", () => {
    expect(tidyMoneyInput("BRL", "100")).toBe("100,00");
    expect(tidyMoneyInput("BRL", "R$ 1000,5")).toBe("1.000,50");
    expect(tidyMoneyInput("COP", "50000")).toBe("50.000");
    expect(tidyMoneyInput("MXN", "1000.5")).toBe("1,000.50");
    expect(tidyMoneyInput("BRL", "abc")).toBe("abc");
    expect(tidyMoneyInput("BRL", "1000000000000000")).toBe("1000000000000000");
  });

  it.each<Currency>(["BRL", "COP", "MXN"])("writes the %s limit as formatMoney does", (currency) => {
    expect(formatMoneyInputMax(currency)).toBe(formatMoney(MONEY_INPUT_MAX[currency], currency));
  });
});

describe("money input round trip (property)", () => {
  const currencies = fc.constantFrom<Currency>("BRL", "COP", "MXN");

  it("reads back every amount it writes, and writing what it wrote changes nothing", () => {
    fc.assert(
      fc.property(currencies, fc.nat(), (currency, seed) => {
        const units = seed % (MONEY_INPUT_MAX[currency] + 1);
        const minorUnits = currency === "COP" ? units - (units % 100) : units;
        const shown = formatMoneyInput(currency, minorUnits);
        expect(parseMoneyInput(currency, shown)).toEqual(read(minorUnits));
        expect(tidyMoneyInput(currency, shown)).toBe(shown);
      }),
    );
  });

  it("never throws and never gives more than the limit, whatever is typed", () => {
    const typed = fc.string({ unit: fc.constantFrom(..."0123456789 .,R$-ab"), maxLength: 24 });
    fc.assert(
      fc.property(currencies, typed, (currency, text) => {
        const result = parseMoneyInput(currency, text);
        if (result.ok) {
          expect(Number.isSafeInteger(result.minorUnits)).toBe(true);
          expect(result.minorUnits).toBeLessThanOrEqual(MONEY_INPUT_MAX[currency]);
        }
      }),
    );
  });
});
