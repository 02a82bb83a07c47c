import { describe, expect, it } from "vitest";
import { pizzaFlavorsPrice, roundingUnit } from "./pizza";

const flavors = (...prices: number[]) => prices.map((price) => ({ price, parts: 1 }));

describe("pizza price rules", () => {
  it.each([
    // rule, flavors, expected (minor units)
    ["PROPORTIONAL", flavors(5990), 5990],
    ["PROPORTIONAL", flavors(5990, 6990), 6490],
    ["PROPORTIONAL", flavors(5990, 6990, 7990), 6990],
    ["PROPORTIONAL", flavors(5990, 6990, 7990, 8990), 7490],
    // (5990 + 5990 + 7990) / 3 = 6656.67 → half up 6657
    ["PROPORTIONAL", [{ price: 5990, parts: 2 }, { price: 7990, parts: 1 }], 6657],
    ["AVERAGE", flavors(5990), 5990],
    ["AVERAGE", flavors(5990, 6995), 6493], // 6492.5 → half up
    ["AVERAGE", flavors(5990, 6990, 7991), 6990], // 6990.33
    ["AVERAGE", flavors(1000, 2000, 3000, 4001), 2500], // 2500.25
    // AVERAGE ignores the shares, PROPORTIONAL does not
    ["AVERAGE", [{ price: 5990, parts: 2 }, { price: 7990, parts: 1 }], 6990],
    ["HIGHEST", flavors(5990), 5990],
    ["HIGHEST", flavors(5990, 7990), 7990],
    ["HIGHEST", flavors(5990, 8990, 7990), 8990],
    ["HIGHEST", flavors(5990, 6990, 7990, 9990), 9990],
  ] as const)("%s of %j is %i", (rule, chosen, expected) => {
    expect(pizzaFlavorsPrice(rule, chosen)).toBe(expected);
  });

  it("rounds Colombian prices half up to whole pesos", () => {
    // (4_500_000 + 4_750_050) / 2 = 4_625_025 minor units → 46_250.25 pesos → 46_250 pesos
    expect(pizzaFlavorsPrice("AVERAGE", flavors(4_500_000, 4_750_050), roundingUnit("COP"))).toBe(4_625_000);
    // 46_250.50 pesos → 46_251 pesos
    expect(pizzaFlavorsPrice("AVERAGE", flavors(4_500_000, 4_750_100), roundingUnit("COP"))).toBe(4_625_100);
    expect(roundingUnit("BRL")).toBe(1);
  });

  it("prices no flavor at zero", () => {
    expect(pizzaFlavorsPrice("PROPORTIONAL", [])).toBe(0);
  });
});
