/*
 * Partial hydration, one module (decisions 004 and 027). A page is React, hydrated, except:
 * - static parts: what never changes in the browser (the menu's dishes, the store's intro, the
 *   footer) is rendered to HTML by the loader (`staticPart`, index.server.ts) and shown by
 *   `StaticHtml`, which the browser never hydrates and whose components never reach its bundle;
 * - islands: what the server renders in full but the browser needs only on demand (the dish and
 *   pizza dialogs, the preferences menu, the error page) is a `lazyIsland`, its server copy
 *   imported statically by frame-islands.server.ts and menu-islands.server.ts.
 * Pages import the browser's side from here and the server's from index.server.ts.
 */
export { StaticHtml, type StaticPart } from "./static-html";
export { lazyIsland, preloadIslands } from "./lazy-island";
