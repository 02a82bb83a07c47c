import { lazyIsland } from "~/partial";
import * as onServer from "~/partial/islands/menu.server";

/**
 * Out of the menu's first-visit JavaScript (decision 004); the server imports them statically, so a URL
 * with `?modal=…` renders in full. entry.client asks for their code early so opening a dish does not wait.
 */
const item = lazyIsland(
  [
    "age",
    "cart.errors",
    "dialog",
    "form",
    "item",
    "loyalty.errors",
    "menu.originalPrice",
    "menu.salePrice",
    "menu.unavailable",
  ],
  () => import("./ItemDialog"),
  "ItemDialog",
  onServer.ItemDialog,
);
const pizza = lazyIsland(
  [
    "cart.errors",
    "dialog",
    "form",
    "item",
    "loyalty.errors",
    "menu.free",
    "menu.from",
    "menu.originalPrice",
    "menu.salePrice",
    "menu.search",
    "menu.unavailable",
    "pizza",
  ],
  () => import("./PizzaDialog"),
  "PizzaDialog",
  onServer.PizzaDialog,
);
const closedStore = lazyIsland(
  ["closedStore", "dialog", "pointsAlert", "scheduling.choose", "welcome"],
  () => import("./ClosedStoreDialog"),
  "ClosedStoreDialog",
  onServer.ClosedStoreDialog,
);

export const ItemDialog = item.Island;
export const PizzaDialog = pizza.Island;
export const ClosedStoreDialog = closedStore.Island;
const fidelity = lazyIsland(
  ["dialog", "fidelity.congrats"],
  () => import("~/components/fidelity/FidelityDialog"),
  "FidelityDialog",
  onServer.FidelityDialog,
);
export const FidelityDialog = fidelity.Island;
