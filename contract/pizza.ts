import type { Currency, PizzaPriceRule } from "./merchant";

export const PIZZA_STEPS = 4;
export const INITIAL_PIZZA_SIZE_ID = 10000;
export const INITIAL_PIZZA_QUANTITY = 1;

export interface FlavorShare {
  price: number;
  parts: number;
}

/** In minor units: whole pesos in Colombia (shown without cents), one cent elsewhere. */
export const roundingUnit = (currency: Currency): number => (currency === "COP" ? 100 : 1);

function divideRounded(numerator: number, denominator: number, unit: number): number {
  const scaled = denominator * unit;
  return Math.floor((2 * numerator + scaled) / (2 * scaled)) * unit;
}

/**
 * PROPORTIONAL: each price times its share; AVERAGE: the plain mean, whatever the shares; HIGHEST: the
 * dearest. Rounded once, at the end, half up to `unit`.
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

/** The amounts add up to pizzaFlavorsPrice exactly: the rounding goes to the largest remainders. */
export function pizzaFlavorAmounts(rule: PizzaPriceRule, flavors: readonly FlavorShare[], unit = 1): number[] {
  if (flavors.length === 0) return [];
  if (rule === "HIGHEST") {
    const dearest = flavors.reduce((best, flavor, index) => (flavor.price > flavors[best]!.price ? index : best), 0);
    return flavors.map((flavor, index) => (index === dearest ? flavor.price : 0));
  }
  const numerators = flavors.map((flavor) => (rule === "PROPORTIONAL" ? flavor.price * flavor.parts : flavor.price));
  const denominator = rule === "PROPORTIONAL" ? flavors.reduce((sum, flavor) => sum + flavor.parts, 0) : flavors.length;
  const scaled = denominator * unit;
  const amounts = numerators.map((numerator) => Math.floor(numerator / scaled) * unit);
  let left = pizzaFlavorsPrice(rule, flavors, unit) - amounts.reduce((sum, amount) => sum + amount, 0);
  const byRemainder = numerators
    .map((numerator, index) => ({ index, remainder: numerator % scaled }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (left < unit) break;
    amounts[index]! += unit;
    left -= unit;
  }
  return amounts;
}
