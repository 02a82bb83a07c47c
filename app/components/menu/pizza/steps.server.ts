// Server-only: do not import it from a component, in the browser build a `.server` module is empty.
export { pizzaStateFromParams, pizzaStateToParams } from "~/lib/menu/pizza-builder";
export { applyPizzaStep, pizzaIsComplete, presentPizzaModal } from "~/lib/menu/pizza-step";
