// The menu's dialogs (lazy-dialogs.tsx), imported statically by the server build only: see
// frame-islands.server.ts.
export { ClosedStoreDialog } from "~/components/menu/ClosedStoreDialog";
export { FidelityDialog } from "~/components/fidelity/FidelityDialog";
export { ItemDialog } from "~/components/menu/ItemDialog";
export { PizzaDialog } from "~/components/menu/PizzaDialog";
