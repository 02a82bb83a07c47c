import { describe, expect, it } from "vitest";
import { pizzaFlavorAmounts, pizzaFlavorsPrice, roundingUnit } from "./pizza";

const flavors = (...prices: number[]) => prices.map((price) => ({ price, parts: 1 }));

describe("pizza price rules", () => {
  it.each([
    // rule, flavors, expected (minor units)
    ["PROPORTIONAL", flavors(5990), 5990],
    ["PROPORTIONAL", flavors(5990, 6990), 6490],
    ["PROPORTIONAL", flavors(5990, 6990, 7990), 6990],
    ["PROPORTIONAL", flavors(5990, 6990, 7990, 8990), 7490],
    // (5990 + 5990 + 7990) / 3 = 6656.67 → half up 6657
    [
      "PROPORTIONAL",
      [
        { price: 5990, parts: 2 },
        { price: 7990, parts: 1 },
      ],
      6657,
    ],
    ["AVERAGE", flavors(5990), 5990],
    ["AVERAGE", flavors(5990, 6995), 6493], // 6492.5 → half up
    ["AVERAGE", flavors(5990, 6990, 7991), 6990], // 6990.33
    ["AVERAGE", flavors(1000, 2000, 3000, 4001), 2500], // 2500.25
    // AVERAGE ignores the shares, PROPORTIONAL does not
    [
      "AVERAGE",
      [
        { price: 5990, parts: 2 },
        { price: 7990, parts: 1 },
      ],
      6990,
    ],
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

describe("what each flavor adds", () => {
  it.each([
    ["PROPORTIONAL", flavors(6290, 7490), [3145, 3745]],
    // thirds: 2096.67 + 2496.67 + 2330 = 6923.33 → 6923: the one cent left goes to the first of the largest remainders
    ["PROPORTIONAL", flavors(6290, 7490, 6990), [2097, 2496, 2330]],
    [
      "PROPORTIONAL",
      [
        { price: 5990, parts: 2 },
        { price: 7990, parts: 1 },
      ],
      [3994, 2663],
    ],
    [
      "AVERAGE",
      [
        { price: 5990, parts: 2 },
        { price: 7990, parts: 1 },
      ],
      [2995, 3995],
    ],
    ["AVERAGE", flavors(5990, 6995), [2995, 3498]],
    ["HIGHEST", flavors(5990, 8990, 7990), [0, 8990, 0]],
    ["HIGHEST", flavors(5990), [5990]],
  ] as const)("%s of %j is %j", (rule, chosen, expected) => {
    const amounts = pizzaFlavorAmounts(rule, chosen);
    expect(amounts).toEqual(expected);
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(pizzaFlavorsPrice(rule, chosen));
  });

  it("keeps Colombian amounts in whole pesos and adds up to the rounded price", () => {
    const chosen = flavors(4_500_000, 4_750_050, 3_900_000);
    const amounts = pizzaFlavorAmounts("PROPORTIONAL", chosen, roundingUnit("COP"));
    for (const amount of amounts) expect(amount % 100).toBe(0);
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(
      pizzaFlavorsPrice("PROPORTIONAL", chosen, roundingUnit("COP")),
    );
  });

  it("has no amount without flavors", () => {
    expect(pizzaFlavorAmounts("AVERAGE", [])).toEqual([]);
  });
});
