import { describe, expect, it } from "vitest";
import { displayLocale, formatDeliveryTime, formatMoney } from "./money";

// Intl separates currency and amount with a no-break space in some locales.
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, " ");

describe("formatMoney", () => {
  it.each([
    [3490, "BRL", "pt-BR", "R$ 34,90"],
    [2800000, "COP", "es-CO", "$ 28.000"],
    [9900, "MXN", "es-MX", "$99.00"],
    [3490, "BRL", "en", "R$34.90"],
    [0, "BRL", "pt-BR", "R$ 0,00"],
  ] as const)("%i %s in %s -> %s", (minor, currency, locale, expected) => {
    expect(plain(formatMoney(minor, currency, locale))).toBe(expected);
  });

  it("shows Colombian pesos whole, rounding the centavos away", () => {
    expect(plain(formatMoney(2800050, "COP", "es-CO"))).toBe("$ 28.001");
  });
});

describe("displayLocale", () => {
  it("gives Spanish the merchant's region and leaves the others alone", () => {
    expect(displayLocale("es", "MEX")).toBe("es-MX");
    expect(displayLocale("es", "COL")).toBe("es-CO");
    expect(displayLocale("pt-BR", "MEX")).toBe("pt-BR");
    expect(displayLocale("en", "COL")).toBe("en");
  });
});

describe("formatDeliveryTime", () => {
  it("writes 'min - max min' (core spec §9)", () => {
    expect(formatDeliveryTime(40, 60)).toBe("40 - 60 min");
    expect(formatDeliveryTime(30, 30)).toBe("30 min");
  });
});
