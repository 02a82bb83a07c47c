// Server copies of the islands of menu/lazy-dialogs.tsx (docs/islands.md; checked by islands.test.ts).
export { ClosedStoreDialog } from "~/components/menu/ClosedStoreDialog";
export { FidelityDialog } from "~/components/fidelity/FidelityDialog";
export { ItemDialog } from "~/components/menu/ItemDialog";
export { PizzaDialog } from "~/components/menu/PizzaDialog";
