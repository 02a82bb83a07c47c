import type { Currency, Pizza, PizzaPriceRule } from "../../../contract";
import {
  INITIAL_PIZZA_SIZE_ID,
  pizzaFlavorAmounts,
  pizzaFlavorsPrice,
  roundingUnit,
  type FlavorShare,
} from "../../../contract/pizza";
import { flavorParts, pizzaBuilderReducer, type PizzaBuilderState } from "./pizza-builder";

export interface PizzaModal {
  id: number;
  name: string;
  description: string;
  image: string | null;
  available: boolean;
  rule: PizzaPriceRule;
  sizes: { id: number; name: string; slices: number; maxFlavors: number }[];
  flavors: { id: number; name: string; description: string; prices: Record<number, number> }[];
  complements: { id: number; name: string; kind: "EDGE" | "CRUST" | "TOPPING"; prices: Record<number, number> }[];
}

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;
const priceMap = (prices: { size_id: number; price: number }[]) =>
  Object.fromEntries(prices.map((entry) => [entry.size_id, entry.price])) as Record<number, number>;

export function presentPizzaModal(pizza: Pizza, rule: PizzaPriceRule): PizzaModal {
  return {
    id: pizza.id,
    name: pizza.name,
    description: pizza.description,
    image: pizza.image,
    available: pizza.available,
    rule,
    sizes: [...pizza.sizes]
      .sort(byOrder)
      .map((size) => ({ id: size.id, name: size.name, slices: size.slices, maxFlavors: size.max_flavors })),
    flavors: pizza.flavors
      .filter((flavor) => flavor.enabled)
      .sort(byOrder)
      .map((flavor) => ({
        id: flavor.id,
        name: flavor.name,
        description: flavor.description,
        prices: priceMap(flavor.prices),
      })),
    complements: pizza.complements
      .filter((complement) => complement.enabled)
      .sort(byOrder)
      .map((complement) => ({
        id: complement.id,
        name: complement.name,
        kind: complement.kind,
        prices: priceMap(complement.prices),
      })),
  };
}

export const sizeOf = (pizza: PizzaModal, state: PizzaBuilderState) =>
  pizza.sizes.find((size) => size.id === state.sizeId) ?? null;

export const complementsAt = (pizza: PizzaModal, sizeId: number, kind: "EDGE" | "CRUST" | "TOPPING") =>
  pizza.complements.filter((complement) => complement.kind === kind && complement.prices[sizeId] !== undefined);

export function reachableStep(pizza: PizzaModal, state: PizzaBuilderState): number {
  if (!sizeOf(pizza, state)) return 1;
  if (state.flavors.length === 0) return Math.min(state.step, 2);
  return state.step;
}

function chosenShares(pizza: PizzaModal, state: PizzaBuilderState): (FlavorShare & { id: number; name: string })[] {
  return state.flavors.flatMap((chosen) => {
    const flavor = pizza.flavors.find((candidate) => candidate.id === chosen.id);
    const price = flavor?.prices[state.sizeId];
    return flavor && price !== undefined ? [{ id: flavor.id, name: flavor.name, price, parts: chosen.count }] : [];
  });
}

const complementsPrice = (pizza: PizzaModal, state: PizzaBuilderState) =>
  state.complementIds.reduce(
    (sum, id) => sum + (pizza.complements.find((complement) => complement.id === id)?.prices[state.sizeId] ?? 0),
    0,
  );

/** The price the API will compute (same rule, same rounding); shown, never sent. */
export function pizzaUnitPrice(pizza: PizzaModal, state: PizzaBuilderState, currency: Currency): number {
  return (
    pizzaFlavorsPrice(pizza.rule, chosenShares(pizza, state), roundingUnit(currency)) + complementsPrice(pizza, state)
  );
}

/** Before a flavor, "from" the cheapest pizza of that size: no rule prices a mix below its cheapest flavor. */
export function runningPrice(
  pizza: PizzaModal,
  state: PizzaBuilderState,
  currency: Currency,
): { from: boolean; amount: number } | null {
  if (!sizeOf(pizza, state)) return null;
  if (chosenShares(pizza, state).length > 0) return { from: false, amount: pizzaUnitPrice(pizza, state, currency) };
  const prices = pizza.flavors
    .map((flavor) => flavor.prices[state.sizeId])
    .filter((price): price is number => price !== undefined);
  return prices.length > 0 ? { from: true, amount: Math.min(...prices) + complementsPrice(pizza, state) } : null;
}

export function flavorLines(pizza: PizzaModal, state: PizzaBuilderState, currency: Currency) {
  const shares = chosenShares(pizza, state);
  const amounts = pizzaFlavorAmounts(pizza.rule, shares, roundingUnit(currency));
  const parts = shares.reduce((sum, share) => sum + share.parts, 0);
  return shares.map((share, index) => ({
    id: share.id,
    name: share.name,
    parts: share.parts,
    of: parts,
    amount: amounts[index]!,
  }));
}

export type StepResult =
  | { ok: true; state: PizzaBuilderState }
  | { ok: false; error: string; field: PizzaErrorField; values?: Record<string, number>; draft?: PizzaBuilderState };

export type PizzaErrorField = "size" | "flavors" | "quantity" | "notes";

/** Without JavaScript it posts the ticked flavors too. */
export const FLAVOR_SEARCH_BUTTON = "searchFlavors";
export const FLAVOR_SEARCH_MAX = 60;

const idsOf = (form: FormData, name: string) =>
  form
    .getAll(name)
    .map(Number)
    .filter((id) => Number.isInteger(id));

/** The same function runs on the server without JavaScript and in the browser with it. */
export function applyPizzaStep(pizza: PizzaModal, state: PizzaBuilderState, form: FormData): StepResult {
  const step = reachableStep(pizza, state);
  if (step === 1) {
    const sizeId = Number(form.get("size"));
    const size = pizza.sizes.find((candidate) => candidate.id === sizeId);
    if (!size) return { ok: false, error: "pizza.errors.size", field: "size" };
    let next = pizzaBuilderReducer(state, { type: "setSize", sizeId: size.id });
    const chosen = [...idsOf(form, "crust"), ...idsOf(form, "edge")];
    const allowed = [...complementsAt(pizza, size.id, "CRUST"), ...complementsAt(pizza, size.id, "EDGE")].map(
      (c) => c.id,
    );
    const toppings = next.complementIds.filter((id) => !allowed.includes(id));
    next = { ...next, complementIds: [...chosen.filter((id) => allowed.includes(id)), ...toppings] };
    return { ok: true, state: { ...next, step: 2 } };
  }
  const size = sizeOf(pizza, state)!;
  if (step === 2) {
    const chosen = idsOf(form, "flavor").filter((id) =>
      pizza.flavors.some((flavor) => flavor.id === id && flavor.prices[size.id] !== undefined),
    );
    let next: PizzaBuilderState = { ...state, flavors: [] };
    for (const id of chosen)
      next = pizzaBuilderReducer(next, { type: "addFlavor", id, maxFlavors: Number.MAX_SAFE_INTEGER });
    if (form.has(FLAVOR_SEARCH_BUTTON)) {
      return {
        ok: true,
        state: {
          ...next,
          step: 2,
          search: String(form.get("flavorSearch") ?? "")
            .trim()
            .slice(0, FLAVOR_SEARCH_MAX),
        },
      };
    }
    if (chosen.length === 0) return { ok: false, error: "pizza.errors.flavorsMin", field: "flavors" };
    if (flavorParts(next) > size.maxFlavors) {
      return {
        ok: false,
        error: "pizza.errors.flavorsMax",
        field: "flavors",
        values: { count: size.maxFlavors },
        draft: next,
      };
    }
    return { ok: true, state: { ...next, step: 3, search: "" } };
  }
  if (step === 3) {
    const toppings = complementsAt(pizza, size.id, "TOPPING").map((c) => c.id);
    const kept = state.complementIds.filter((id) => !toppings.includes(id));
    const chosen = idsOf(form, "topping").filter((id) => toppings.includes(id));
    return { ok: true, state: { ...state, complementIds: [...kept, ...chosen], step: 4 } };
  }
  let next = pizzaBuilderReducer(state, { type: "setNotes", notes: String(form.get("notes") ?? "") });
  next = pizzaBuilderReducer(next, { type: "setQuantity", quantity: Number(form.get("quantity") ?? 1) });
  return { ok: true, state: next };
}

export const pizzaIsComplete = (pizza: PizzaModal, state: PizzaBuilderState) =>
  state.sizeId !== INITIAL_PIZZA_SIZE_ID && sizeOf(pizza, state) !== null && state.flavors.length > 0;
