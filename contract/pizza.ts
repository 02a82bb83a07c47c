import type { Currency, PizzaPriceRule } from "./merchant";

/** The pizza builder's defaults (core spec §9). */
export const PIZZA_STEPS = 4;
export const INITIAL_PIZZA_SIZE_ID = 10000;
export const INITIAL_PIZZA_QUANTITY = 1;

/** One chosen flavor: its whole-pizza price at the chosen size and how many parts it takes. */
export interface FlavorShare {
  price: number;
  parts: number;
}

/**
 * Smallest amount a pizza price is rounded to, in minor units: whole pesos in Colombia (prices
 * there are shown without cents), one cent elsewhere.
 */
export const roundingUnit = (currency: Currency): number => (currency === "COP" ? 100 : 1);

/** `numerator / denominator` rounded half up to a multiple of `unit` (all positive integers). */
function divideRounded(numerator: number, denominator: number, unit: number): number {
  const scaled = denominator * unit;
  return Math.floor((2 * numerator + scaled) / (2 * scaled)) * unit;
}

/**
 * Price of one pizza of several flavors, before complements (core spec §4):
 * - PROPORTIONAL: each flavor's price times its share of the pizza (2 of 3 parts = 2/3);
 * - AVERAGE: the plain mean of the chosen flavors' prices, whatever their shares;
 * - HIGHEST: the price of the dearest chosen flavor.
 * Rounding: once, at the end, half up to the currency's rounding unit.
 */
export function pizzaFlavorsPrice(rule: PizzaPriceRule, flavors: readonly FlavorShare[], unit = 1): number {
  if (flavors.length === 0) return 0;
  switch (rule) {
    case "HIGHEST":
      return Math.max(...flavors.map((flavor) => flavor.price));
    case "AVERAGE":
      return divideRounded(
        flavors.reduce((sum, flavor) => sum + flavor.price, 0),
        flavors.length,
        unit,
      );
    case "PROPORTIONAL":
      return divideRounded(
        flavors.reduce((sum, flavor) => sum + flavor.price * flavor.parts, 0),
        flavors.reduce((sum, flavor) => sum + flavor.parts, 0),
        unit,
      );
  }
}

/**
 * What each chosen flavor adds to `pizzaFlavorsPrice` under the rule, for the builder's summary
 * (same order as `flavors`): PROPORTIONAL its price times its share, AVERAGE its price over the
 * number of flavors, HIGHEST the whole price on the dearest flavor and nothing on the others.
 * Each amount is a multiple of `unit`, and they add up to the pizza's price exactly (the
 * rounding goes to the largest remainders).
 */
export function pizzaFlavorAmounts(rule: PizzaPriceRule, flavors: readonly FlavorShare[], unit = 1): number[] {
  if (flavors.length === 0) return [];
  if (rule === "HIGHEST") {
    const dearest = flavors.reduce((best, flavor, index) => (flavor.price > flavors[best]!.price ? index : best), 0);
    return flavors.map((flavor, index) => (index === dearest ? flavor.price : 0));
  }
  // Each exact amount is numerator / denominator.
  const numerators = flavors.map((flavor) => (rule === "PROPORTIONAL" ? flavor.price * flavor.parts : flavor.price));
  const denominator = rule === "PROPORTIONAL" ? flavors.reduce((sum, flavor) => sum + flavor.parts, 0) : flavors.length;
  const scaled = denominator * unit;
  const amounts = numerators.map((numerator) => Math.floor(numerator / scaled) * unit);
  let left = pizzaFlavorsPrice(rule, flavors, unit) - amounts.reduce((sum, amount) => sum + amount, 0);
  const byRemainder = numerators.map((numerator, index) => ({ index, remainder: numerator % scaled })).sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (left < unit) break;
    amounts[index]! += unit;
    left -= unit;
  }
  return amounts;
}
