import { MAX_LINE_QUANTITY } from "../../../contract/limits";
import { INITIAL_PIZZA_QUANTITY, INITIAL_PIZZA_SIZE_ID, PIZZA_STEPS } from "../../../contract/pizza";

export interface FlavorCount {
  id: number;
  count: number;
}

/** Core spec §3. Prices are not part of it: the API computes them again and never reads one from the browser. */
export interface PizzaBuilderState {
  step: number;
  sizeId: number;
  flavors: FlavorCount[];
  complementIds: number[];
  quantity: number;
  notes: string;
  search: string;
}

export const initialPizzaState = (flavorId?: number): PizzaBuilderState => ({
  step: 1,
  sizeId: INITIAL_PIZZA_SIZE_ID,
  flavors: flavorId === undefined ? [] : [{ id: flavorId, count: 1 }],
  complementIds: [],
  quantity: INITIAL_PIZZA_QUANTITY,
  notes: "",
  search: "",
});

export type PizzaBuilderAction =
  | { type: "init"; flavorId?: number }
  | { type: "setStep"; step: number }
  | { type: "next" }
  | { type: "back" }
  | { type: "setSize"; sizeId: number; initialFlavorId?: number }
  | { type: "addFlavor"; id: number; maxFlavors: number }
  | { type: "removeFlavor"; id: number }
  | { type: "toggleComplement"; id: number; exclusiveWith?: readonly number[] }
  | { type: "setQuantity"; quantity: number }
  | { type: "setNotes"; notes: string }
  | { type: "setSearch"; search: string };

export const flavorParts = (state: Pick<PizzaBuilderState, "flavors">) =>
  state.flavors.reduce((sum, flavor) => sum + flavor.count, 0);

const clampStep = (step: number) => Math.min(PIZZA_STEPS, Math.max(1, Math.trunc(step) || 1));

/** Core spec §4: changing size resets flavors to the initial one, complements, quantity and notes. */
export function pizzaBuilderReducer(state: PizzaBuilderState, action: PizzaBuilderAction): PizzaBuilderState {
  switch (action.type) {
    case "init":
      return initialPizzaState(action.flavorId);
    case "setStep":
      return { ...state, step: clampStep(action.step) };
    case "next":
      return { ...state, step: clampStep(state.step + 1) };
    case "back":
      return { ...state, step: clampStep(state.step - 1) };
    case "setSize":
      if (action.sizeId === state.sizeId) return state;
      return {
        ...state,
        sizeId: action.sizeId,
        flavors: action.initialFlavorId === undefined ? [] : [{ id: action.initialFlavorId, count: 1 }],
        complementIds: [],
        quantity: INITIAL_PIZZA_QUANTITY,
        notes: "",
      };
    case "addFlavor": {
      if (flavorParts(state) >= action.maxFlavors) return state;
      const existing = state.flavors.find((flavor) => flavor.id === action.id);
      return {
        ...state,
        flavors: existing
          ? state.flavors.map((flavor) => (flavor.id === action.id ? { ...flavor, count: flavor.count + 1 } : flavor))
          : [...state.flavors, { id: action.id, count: 1 }],
      };
    }
    case "removeFlavor":
      return {
        ...state,
        flavors: state.flavors
          .map((flavor) => (flavor.id === action.id ? { ...flavor, count: flavor.count - 1 } : flavor))
          .filter((flavor) => flavor.count > 0),
      };
    case "toggleComplement": {
      if (state.complementIds.includes(action.id)) {
        return { ...state, complementIds: state.complementIds.filter((id) => id !== action.id) };
      }
      const others = action.exclusiveWith ?? [];
      return { ...state, complementIds: [...state.complementIds.filter((id) => !others.includes(id)), action.id] };
    }
    case "setQuantity":
      return { ...state, quantity: Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.trunc(action.quantity) || 1)) };
    case "setNotes":
      return { ...state, notes: action.notes.slice(0, 140) };
    case "setSearch":
      return { ...state, search: action.search.slice(0, 60) };
  }
}

/** Reload and back keep every choice, with or without JavaScript. A flavor appears once per part. */
export function pizzaStateToParams(state: PizzaBuilderState, params = new URLSearchParams()): URLSearchParams {
  for (const name of ["step", "size", "flavor", "complement", "quantity", "notes", "flavorSearch"]) params.delete(name);
  params.set("step", String(state.step));
  if (state.sizeId !== INITIAL_PIZZA_SIZE_ID) params.set("size", String(state.sizeId));
  for (const flavor of state.flavors)
    for (let part = 0; part < flavor.count; part++) params.append("flavor", String(flavor.id));
  for (const id of state.complementIds) params.append("complement", String(id));
  if (state.quantity !== INITIAL_PIZZA_QUANTITY) params.set("quantity", String(state.quantity));
  if (state.notes) params.set("notes", state.notes);
  if (state.search) params.set("flavorSearch", state.search);
  return params;
}

const ids = (values: string[]) => values.map(Number).filter((value) => Number.isInteger(value) && value > 0);

export function pizzaStateFromParams(params: URLSearchParams): PizzaBuilderState {
  const flavors: FlavorCount[] = [];
  for (const id of ids(params.getAll("flavor"))) {
    const existing = flavors.find((flavor) => flavor.id === id);
    if (existing) existing.count += 1;
    else flavors.push({ id, count: 1 });
  }
  const size = Number(params.get("size"));
  const quantity = Number(params.get("quantity") ?? INITIAL_PIZZA_QUANTITY);
  return {
    step: clampStep(Number(params.get("step") ?? 1)),
    sizeId: Number.isInteger(size) && size > 0 ? size : INITIAL_PIZZA_SIZE_ID,
    flavors,
    complementIds: [...new Set(ids(params.getAll("complement")))],
    quantity: Number.isInteger(quantity) ? Math.min(MAX_LINE_QUANTITY, Math.max(1, quantity)) : INITIAL_PIZZA_QUANTITY,
    notes: (params.get("notes") ?? "").slice(0, 140),
    search: (params.get("flavorSearch") ?? "").slice(0, 60),
  };
}
