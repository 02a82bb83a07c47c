import { describe, expect, it } from "vitest";
import { displayLocale, formatDeliveryTime, formatMoney } from "./money";

// Intl separates currency and amount with a no-break space in some locales.
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, " ");

describe("formatMoney", () => {
  it.each([
    [3490, "BRL", "R$ 34,90"],
    [0, "BRL", "R$ 0,00"],
    [123456789, "BRL", "R$ 1.234.567,89"],
    [2800000, "COP", "$ 28.000"],
    [9900, "MXN", "$99.00"],
    [123456789, "MXN", "$1,234,567.89"],
  ] as const)("%i %s -> %s", (minor, currency, expected) => {
    expect(plain(formatMoney(minor, currency))).toBe(expected);
  });

  it("writes every amount exactly as Intl.NumberFormat does in the currency's country", () => {
    const intl = {
      BRL: new Intl.NumberFormat("pt-BR", {
        style: "currency",
        currency: "BRL",
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
      COP: new Intl.NumberFormat("es-CO", {
        style: "currency",
        currency: "COP",
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      }),
      MXN: new Intl.NumberFormat("es-MX", {
        style: "currency",
        currency: "MXN",
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
    } as const;
    const amounts = [
      0, 1, 5, 49, 50, 51, 99, 100, 150, 999, 1000, 9999, 10000, 99999, 100000, 123456, 999999, 1000000, 123456789,
      9999999950,
    ];
    for (const currency of ["BRL", "COP", "MXN"] as const) {
      for (const minor of [...amounts, ...amounts.map((amount) => -amount).filter(Boolean)]) {
        expect(formatMoney(minor, currency), `${minor} ${currency}`).toBe(intl[currency].format(minor / 100));
      }
    }
  });

  it("shows Colombian pesos whole, rounding the centavos away", () => {
    expect(plain(formatMoney(2800050, "COP", "es-CO"))).toBe("$ 28.001");
  });

  // Each demo currency at its own country's store, in every interface language the storefront
  // offers, through the locale the routes pass (displayLocale): a price reads the same in all.
  const stores = [
    { currency: "BRL", country: "BRA", minor: 3990, expected: "R$ 39,90" },
    { currency: "COP", country: "COL", minor: 2790000, expected: "$ 27.900" },
    { currency: "MXN", country: "MEX", minor: 14900, expected: "$149.00" },
  ] as const;
  const languages = ["pt-BR", "es", "en"] as const;
  describe.each(stores)("$currency at a store in $country", ({ currency, country, minor, expected }) => {
    it.each(languages)("reads %s as it is written there", (language) => {
      expect(plain(formatMoney(minor, currency, displayLocale(language, country)))).toBe(expected);
    });
  });

  it("never writes the ISO code or a foreign symbol, whatever locale a caller passes", () => {
    for (const locale of ["es", "en", "pt-BR", "es-CO", "es-MX", "en-US", "fr"]) {
      expect(plain(formatMoney(3990, "BRL", locale))).toBe("R$ 39,90");
      expect(plain(formatMoney(2790000, "COP", locale))).toBe("$ 27.900");
      expect(plain(formatMoney(14900, "MXN", locale))).toBe("$149.00");
    }
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
