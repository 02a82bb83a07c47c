import { describe, expect, it } from "vitest";
import { INITIAL_PIZZA_SIZE_ID } from "../../../contract";
import {
  initialPizzaState,
  pizzaBuilderReducer as reduce,
  pizzaStateFromParams,
  pizzaStateToParams,
  type PizzaBuilderState,
} from "./pizza-builder";

const withSize = (state: PizzaBuilderState, sizeId = 2) => reduce(state, { type: "setSize", sizeId });

describe("pizza builder transitions (core spec §4)", () => {
  it("starts at step 1 with the spec's initial size id 10000 and quantity 1", () => {
    expect(initialPizzaState()).toMatchObject({ step: 1, sizeId: INITIAL_PIZZA_SIZE_ID, quantity: 1, flavors: [] });
  });

  it("initializing with a flavor sets that one flavor and quantity 1", () => {
    const busy = { ...initialPizzaState(), quantity: 3, flavors: [{ id: 9, count: 2 }] };
    expect(reduce(busy, { type: "init", flavorId: 5 })).toMatchObject({
      flavors: [{ id: 5, count: 1 }],
      quantity: 1,
      step: 1,
    });
  });

  it("moves by one step, never below 1 nor past 4", () => {
    let state = initialPizzaState();
    state = reduce(state, { type: "back" });
    expect(state.step).toBe(1);
    for (let i = 0; i < 6; i++) state = reduce(state, { type: "next" });
    expect(state.step).toBe(4);
    expect(reduce(state, { type: "back" }).step).toBe(3);
    expect(reduce(state, { type: "setStep", step: -2 }).step).toBe(1);
  });

  it("changing size resets flavors to the initial one, complements, quantity and notes", () => {
    let state = withSize(initialPizzaState(7));
    state = reduce(state, { type: "addFlavor", id: 8, maxFlavors: 3 });
    state = reduce(state, { type: "toggleComplement", id: 40 });
    state = reduce(state, { type: "setQuantity", quantity: 3 });
    state = reduce(state, { type: "setNotes", notes: "bem assada" });
    const resized = reduce(state, { type: "setSize", sizeId: 3, initialFlavorId: 7 });
    expect(resized).toMatchObject({
      sizeId: 3,
      flavors: [{ id: 7, count: 1 }],
      complementIds: [],
      quantity: 1,
      notes: "",
    });
    expect(reduce(state, { type: "setSize", sizeId: 2 })).toBe(state);
  });

  it("adding a flavor increments its count up to the size's maximum; removing decrements and drops it at zero", () => {
    let state = withSize(initialPizzaState());
    state = reduce(state, { type: "addFlavor", id: 1, maxFlavors: 3 });
    state = reduce(state, { type: "addFlavor", id: 1, maxFlavors: 3 });
    state = reduce(state, { type: "addFlavor", id: 2, maxFlavors: 3 });
    expect(state.flavors).toEqual([
      { id: 1, count: 2 },
      { id: 2, count: 1 },
    ]);
    expect(reduce(state, { type: "addFlavor", id: 3, maxFlavors: 3 }).flavors).toEqual(state.flavors);
    state = reduce(state, { type: "removeFlavor", id: 1 });
    expect(state.flavors).toEqual([
      { id: 1, count: 1 },
      { id: 2, count: 1 },
    ]);
    state = reduce(state, { type: "removeFlavor", id: 2 });
    expect(state.flavors).toEqual([{ id: 1, count: 1 }]);
  });

  it("an edge replaces the other edge; toggling again removes it", () => {
    let state = reduce(initialPizzaState(), { type: "toggleComplement", id: 10, exclusiveWith: [10, 11] });
    state = reduce(state, { type: "toggleComplement", id: 11, exclusiveWith: [10, 11] });
    expect(state.complementIds).toEqual([11]);
    expect(reduce(state, { type: "toggleComplement", id: 11 }).complementIds).toEqual([]);
  });

  it("keeps quantity within 1 to 99 and notes within 140 characters", () => {
    expect(reduce(initialPizzaState(), { type: "setQuantity", quantity: 0 }).quantity).toBe(1);
    expect(reduce(initialPizzaState(), { type: "setQuantity", quantity: 500 }).quantity).toBe(99);
    expect(reduce(initialPizzaState(), { type: "setNotes", notes: "x".repeat(200) }).notes).toHaveLength(140);
  });

  it("round-trips through the URL, one flavor parameter per part", () => {
    const state: PizzaBuilderState = {
      step: 3,
      sizeId: 5,
      flavors: [
        { id: 1, count: 2 },
        { id: 4, count: 1 },
      ],
      complementIds: [9, 12],
      quantity: 2,
      notes: "sem cebola",
      search: "queijo",
    };
    const params = pizzaStateToParams(state, new URLSearchParams("modal=menuPizza&modalId=3&q=pizza"));
    expect(params.getAll("flavor")).toEqual(["1", "1", "4"]);
    expect(params.get("q")).toBe("pizza");
    expect(pizzaStateFromParams(params)).toEqual(state);
  });

  it("reads a tampered URL safely", () => {
    const state = pizzaStateFromParams(new URLSearchParams("step=9&size=abc&flavor=-1&flavor=x&quantity=1000"));
    expect(state).toMatchObject({ step: 4, sizeId: INITIAL_PIZZA_SIZE_ID, flavors: [], quantity: 99 });
  });
});
