import { lazyIsland } from "~/lib/lazy-island";
import * as onServer from "./frame.server";

/**
 * Parts of every page that are plain links and forms until their code is here (decision 004): the
 * preferences menu (its forms post without JavaScript; the code adds Escape and focus handling)
 * and the error page. Their code loads when the browser is idle after hydration (entry.client).
 */
const preferences = lazyIsland(() => import("./PreferencesMenu").then((module) => module.PreferencesMenu), onServer.PreferencesMenu);
const errorPage = lazyIsland(
  () => import("./GeneralErrorBoundary").then((module) => module.GeneralErrorBoundary),
  onServer.GeneralErrorBoundary,
);

export const PreferencesMenu = preferences.Island;
export const GeneralErrorBoundary = errorPage.Island;

