import { lazyIsland } from "~/partial";
import * as onServer from "~/partial/islands/menu.server";

/**
 * The menu's dialogs (item, pizza builder with valtio, closed store) load after hydration in the
 * browser, out of the menu's first-visit JavaScript (decision 004; ~/lib/lazy-island). The server
 * build imports them statically (`dialogs.server.ts` is empty in the browser), so a URL with
 * `?modal=…` is rendered in full on the server. In the browser `entry.client.tsx` asks for their
 * code at once on a page served with a dialog open, and otherwise when the browser is idle or a
 * dish link is pointed at or focused, so opening a dish does not wait on the network.
 */
const item = lazyIsland(
  ["age", "cart.errors", "dialog", "form", "item", "loyalty.errors", "menu.originalPrice", "menu.salePrice", "menu.unavailable"],
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
// The fidelity programme's congratulations (decision 026).
const fidelity = lazyIsland(["dialog", "fidelity.congrats"], () => import("../fidelity/FidelityDialog"), "FidelityDialog", onServer.FidelityDialog);
export const FidelityDialog = fidelity.Island;
