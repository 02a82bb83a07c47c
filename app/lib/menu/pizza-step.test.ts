import { describe, expect, it } from "vitest";
import { initialPizzaState } from "./pizza-builder";
import {
  applyPizzaStep,
  FLAVOR_SEARCH_BUTTON,
  flavorLines,
  pizzaUnitPrice,
  reachableStep,
  runningPrice,
  type PizzaModal,
} from "./pizza-step";

const pizza: PizzaModal = {
  id: 1,
  name: "Pizza",
  description: "",
  image: null,
  available: true,
  rule: "PROPORTIONAL",
  sizes: [
    { id: 10, name: "Média", slices: 6, maxFlavors: 2 },
    { id: 11, name: "Grande", slices: 8, maxFlavors: 3 },
  ],
  flavors: [
    { id: 20, name: "Calabresa", description: "", prices: { 10: 5290, 11: 6290 } },
    { id: 21, name: "Quatro Queijos", description: "", prices: { 10: 6290, 11: 7490 } },
    { id: 22, name: "Portuguesa", description: "", prices: { 10: 5890, 11: 6990 } },
  ],
  complements: [
    { id: 30, name: "Tradicional", kind: "CRUST", prices: { 10: 0, 11: 0 } },
    { id: 31, name: "Borda de catupiry", kind: "EDGE", prices: { 10: 1000, 11: 1200 } },
    { id: 32, name: "Bacon", kind: "TOPPING", prices: { 10: 700, 11: 900 } },
  ],
};
const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("applyPizzaStep", () => {
  it("needs a size first, then moves on with the crust and edge chosen", () => {
    expect(applyPizzaStep(pizza, initialPizzaState(), form([]))).toMatchObject({
      ok: false,
      error: "pizza.errors.size",
      field: "size",
    });
    const result = applyPizzaStep(
      pizza,
      initialPizzaState(),
      form([
        ["size", "11"],
        ["crust", "30"],
        ["edge", "31"],
      ]),
    );
    expect(result).toMatchObject({ ok: true, state: { step: 2, sizeId: 11, complementIds: [30, 31] } });
  });

  it("refuses more flavors than the size takes and hands back the choices to show again", () => {
    const state = { ...initialPizzaState(), sizeId: 10, step: 2 };
    const result = applyPizzaStep(
      pizza,
      state,
      form([
        ["flavor", "20"],
        ["flavor", "21"],
        ["flavor", "22"],
      ]),
    );
    expect(result).toMatchObject({
      ok: false,
      error: "pizza.errors.flavorsMax",
      field: "flavors",
      values: { count: 2 },
    });
    expect(result.ok ? null : result.draft?.flavors.map((flavor) => flavor.id)).toEqual([20, 21, 22]);
  });

  it("keeps the edge when toppings are chosen, and prices half and half by the rule", () => {
    let state = { ...initialPizzaState(), sizeId: 11, step: 2, complementIds: [31] };
    const flavors = applyPizzaStep(
      pizza,
      state,
      form([
        ["flavor", "20"],
        ["flavor", "21"],
      ]),
    );
    if (!flavors.ok) throw new Error("flavors refused");
    state = flavors.state;
    const toppings = applyPizzaStep(pizza, state, form([["topping", "32"]]));
    if (!toppings.ok) throw new Error("toppings refused");
    expect(toppings.state).toMatchObject({ step: 4, complementIds: [31, 32] });
    // (6290 + 7490) / 2 = 6890, + edge 1200 + bacon 900
    expect(pizzaUnitPrice(pizza, toppings.state, "BRL")).toBe(8990);
  });

  it("never shows a step whose earlier choice is missing", () => {
    expect(reachableStep(pizza, { ...initialPizzaState(), step: 4 })).toBe(1);
    expect(reachableStep(pizza, { ...initialPizzaState(), sizeId: 10, step: 4 })).toBe(2);
  });

  it("searches flavors without losing the ticked ones, and stays on the step", () => {
    const state = { ...initialPizzaState(), sizeId: 10, step: 2 };
    const result = applyPizzaStep(
      pizza,
      state,
      form([
        ["flavor", "21"],
        ["flavorSearch", " calab "],
        [FLAVOR_SEARCH_BUTTON, "1"],
      ]),
    );
    expect(result).toMatchObject({ ok: true, state: { step: 2, search: "calab", flavors: [{ id: 21, count: 1 }] } });
    // Nothing ticked is no refusal for a search; Continue still needs a flavor.
    expect(
      applyPizzaStep(
        pizza,
        state,
        form([
          ["flavorSearch", "x"],
          [FLAVOR_SEARCH_BUTTON, "1"],
        ]),
      ),
    ).toMatchObject({ ok: true, state: { step: 2, flavors: [] } });
    expect(applyPizzaStep(pizza, state, form([["flavorSearch", "x"]]))).toMatchObject({
      ok: false,
      error: "pizza.errors.flavorsMin",
      field: "flavors",
    });
  });
});

describe("runningPrice", () => {
  it("shows nothing before a size, then from the cheapest flavor with the chosen edge, then the price", () => {
    expect(runningPrice(pizza, initialPizzaState(), "BRL")).toBeNull();
    const sized = { ...initialPizzaState(), sizeId: 11, step: 2, complementIds: [30, 31] };
    expect(runningPrice(pizza, sized, "BRL")).toEqual({ from: true, amount: 6290 + 1200 });
    const withFlavor = { ...sized, flavors: [{ id: 21, count: 1 }], complementIds: [30, 31, 32] };
    expect(runningPrice(pizza, withFlavor, "BRL")).toEqual({ from: false, amount: 7490 + 1200 + 900 });
  });
});

describe("flavorLines", () => {
  it("gives each flavor its part and what it adds, adding up to the flavors' price", () => {
    const state = {
      ...initialPizzaState(),
      sizeId: 11,
      flavors: [
        { id: 20, count: 2 },
        { id: 21, count: 1 },
      ],
    };
    const lines = flavorLines(pizza, state, "BRL");
    expect(lines).toEqual([
      { id: 20, name: "Calabresa", parts: 2, of: 3, amount: 4193 },
      { id: 21, name: "Quatro Queijos", parts: 1, of: 3, amount: 2497 },
    ]);
    expect(lines[0]!.amount + lines[1]!.amount).toBe(pizzaUnitPrice(pizza, state, "BRL"));
    expect(flavorLines({ ...pizza, rule: "HIGHEST" }, state, "BRL").map((line) => line.amount)).toEqual([0, 7490]);
  });
});
