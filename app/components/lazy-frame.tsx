import { lazyIsland } from "~/partial";
import * as onServer from "~/partial/islands/frame.server";

/**
 * Parts of every page that are plain links and forms until their code is here (decision 004): the
 * preferences menu (its forms post without JavaScript; the code adds Escape and focus handling)
 * and the error page. Their code loads when the browser is idle after hydration (entry.client).
 */
const preferences = lazyIsland(["preferences"], () => import("./PreferencesMenu"), "PreferencesMenu", onServer.PreferencesMenu);
const errorPage = lazyIsland(["errors"], () => import("./GeneralErrorBoundary"), "GeneralErrorBoundary", onServer.GeneralErrorBoundary);

export const PreferencesMenu = preferences.Island;
export const GeneralErrorBoundary = errorPage.Island;

/**
 * Comanda's own bar, on pages without a merchant (the landing, an unknown store, errors). Here,
 * beside the islands the root and the layout import anyway, it costs the first load no file of its own.
 */
export function ComandaHeader() {
  return (
    <header className="c-header c-header--plain">
      <div className="c-header__inner">
        <a className="c-header__name" href="/">
          Comanda
        </a>
        <PreferencesMenu />
      </div>
    </header>
  );
}
