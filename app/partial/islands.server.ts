// The islands' components, imported statically by the server build only (a `.server` module is an
// empty module in the browser build): the server renders an island in full, never a suspended lazy
// component (decision 004, decision 007: every flow works without JavaScript); the browser loads
// each one's code when it is needed (lazy-island.tsx).

// The page frame's islands (lazy-frame.tsx).
export { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
export { PreferencesMenu } from "~/components/PreferencesMenu";

// The menu's dialogs (lazy-dialogs.tsx).
export { ClosedStoreDialog } from "~/components/menu/ClosedStoreDialog";
export { FidelityDialog } from "~/components/fidelity/FidelityDialog";
export { ItemDialog } from "~/components/menu/ItemDialog";
export { PizzaDialog } from "~/components/menu/PizzaDialog";
