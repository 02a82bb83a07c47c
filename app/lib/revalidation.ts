import { matchRoutes, type ShouldRevalidateFunction } from "@remix-run/react";
import { modalOnlyChange } from "./modal-url";

/** After a refused or failed form nothing a loader reads has changed; after an API failure the loader would fail too and the page would lose what the customer typed. */
const refused = (actionStatus: number | undefined) => actionStatus !== undefined && actionStatus >= 400;

/**
 * A route whose action changes the page's frame says so: `export const handle = { changesFrame: true } satisfies FrameHandle;`
 * (a type import only: the route's browser module carries no import for it).
 * The frame is the store's bar and footer (the customer's first name, "track your order", the
 * table's bar) and the root's language and colours: the preferences, login, registration, logout
 * and name-change forms change it, as do placing an order, the order's own forms, and joining or
 * leaving a table.
 */
export interface FrameHandle {
  changesFrame: true;
}

interface RouterRoutes {
  routes: Parameters<typeof matchRoutes>[0];
}

/**
 * Whether the route that answered `formAction` declares `changesFrame`. The router loads a route's
 * module (and with it its handle) before running its action, so the handle is there by the time the
 * frame asks; without the router (never in a browser) the frame is loaded again, to be safe.
 */
function actionChangesFrame(formAction: string): boolean {
  const router = typeof window === "undefined" ? undefined : (window as { __remixRouter?: RouterRoutes }).__remixRouter;
  if (!router) return true;
  const matches = matchRoutes(router.routes, new URL(formAction, window.location.href).pathname) ?? [];
  const handle = matches[matches.length - 1]?.route.handle as Partial<FrameHandle> | undefined;
  return handle?.changesFrame === true;
}

/**
 * The page's frame (root: language, colours, translations; layout: the store's bar and footer)
 * depends on the store and the customer's preferences only: it is loaded again for another store
 * or after a form whose route changes it (its handle's `changesFrame`), never for a dish, a search or a cart change.
 */
export const revalidateFrame: ShouldRevalidateFunction = ({ currentParams, nextParams, formAction, actionStatus }) => {
  if (refused(actionStatus)) return false;
  if (formAction && actionChangesFrame(formAction)) return true;
  return currentParams.slug !== nextParams.slug;
};

/** The table's bill page, on a store's path or a custom domain's. */
const TABLE_BILL = /\/table\/bill$/;

/**
 * The store's layout: its frame, and also when the table's bill page reads itself again (its
 * polling, or its own link): the table's bar follows the table as its bill is asked and closed.
 */
export const revalidateStoreFrame: ShouldRevalidateFunction = (args) =>
  revalidateFrame(args) || (!args.formMethod && args.currentUrl.pathname === args.nextUrl.pathname && TABLE_BILL.test(args.nextUrl.pathname));

/**
 * A page's own loader runs again as usual, except after a refused form and when a navigation only
 * opens, closes or moves inside the menu's dialogs (the page fetches a dialog's data by itself).
 */
export const skipRevalidation: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, actionStatus, defaultShouldRevalidate }) => {
  if (refused(actionStatus)) return false;
  return modalOnlyChange(currentUrl, nextUrl, formMethod) ? false : defaultShouldRevalidate;
};
