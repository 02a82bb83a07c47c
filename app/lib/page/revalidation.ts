import { matchRoutes, type ShouldRevalidateFunction } from "@remix-run/react";
import { modalOnlyChange } from "./modal-url";

/** After an API failure the loader would fail too and the page would lose what the customer typed. */
const refused = (actionStatus: number | undefined) => actionStatus !== undefined && actionStatus >= 400;

/**
 * A route whose action changes the page's frame (the store's bar and footer, the root's language and
 * colours) says so: `export const handle = { changesFrame: true } satisfies FrameHandle;`.
 */
export interface FrameHandle {
  changesFrame: true;
}

interface RouterRoutes {
  routes: Parameters<typeof matchRoutes>[0];
}

/** The router loads a route's module (and its handle) before running its action, so the handle is there. */
function actionChangesFrame(formAction: string): boolean {
  const router = typeof window === "undefined" ? undefined : (window as { __remixRouter?: RouterRoutes }).__remixRouter;
  if (!router) return true;
  const matches = matchRoutes(router.routes, new URL(formAction, window.location.href).pathname) ?? [];
  const handle = matches[matches.length - 1]?.route.handle as Partial<FrameHandle> | undefined;
  return handle?.changesFrame === true;
}

/** Loaded again for another store or after a form whose route changes it, never for a dish, a search or a cart change. */
export const revalidateFrame: ShouldRevalidateFunction = ({ currentParams, nextParams, formAction, actionStatus }) => {
  if (refused(actionStatus)) return false;
  if (formAction && actionChangesFrame(formAction)) return true;
  return currentParams.slug !== nextParams.slug;
};

const TABLE_BILL = /\/table\/bill$/;

/** Also when the table's bill page reads itself again: the table's bar follows the table. */
export const revalidateStoreFrame: ShouldRevalidateFunction = (args) =>
  revalidateFrame(args) ||
  (!args.formMethod && args.currentUrl.pathname === args.nextUrl.pathname && TABLE_BILL.test(args.nextUrl.pathname));

/** Not when a navigation only moves inside the menu's dialogs: the page fetches a dialog's data by itself. */
export const skipRevalidation: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  actionStatus,
  defaultShouldRevalidate,
}) => {
  if (refused(actionStatus)) return false;
  return modalOnlyChange(currentUrl, nextUrl, formMethod) ? false : defaultShouldRevalidate;
};
