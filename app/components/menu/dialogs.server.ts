// The menu's dialogs, imported statically by the server build only (a `.server` module is an
// empty module in the browser build): the server renders an open dialog in full, never a
// suspended lazy component (decision 004, decision 007: every flow works without JavaScript).
export { ClosedStoreDialog } from "./ClosedStoreDialog";
export { FidelityDialog } from "../fidelity/FidelityDialog";
export { ItemDialog } from "./ItemDialog";
export { PizzaDialog } from "./PizzaDialog";
