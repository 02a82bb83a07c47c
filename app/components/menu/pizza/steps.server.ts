// What the menu's loader and action use of the pizza builder, server-only: the browser gets this
// code with the builder, after hydration (decision 004), not in the menu's route chunk. Do not
// import it from a component: in the browser build a `.server` module is empty.
export { pizzaStateFromParams, pizzaStateToParams } from "~/lib/pizza-builder";
export { applyPizzaStep, pizzaIsComplete, presentPizzaModal } from "~/lib/pizza-step";
