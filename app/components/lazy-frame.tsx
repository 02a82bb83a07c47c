import { lazyIsland } from "~/partial";
import * as onServer from "~/partial/islands/frame.server";

/** Plain links and forms until their code loads, when the browser is idle after hydration (decision 004). */
const preferences = lazyIsland(
  ["preferences"],
  () => import("./PreferencesMenu"),
  "PreferencesMenu",
  onServer.PreferencesMenu,
);
const errorPage = lazyIsland(
  ["errors"],
  () => import("./GeneralErrorBoundary"),
  "GeneralErrorBoundary",
  onServer.GeneralErrorBoundary,
);

export const PreferencesMenu = preferences.Island;
export const GeneralErrorBoundary = errorPage.Island;

/** Here, beside islands the root imports anyway, it costs the first load no file of its own. */
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
