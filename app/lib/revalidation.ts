import type { ShouldRevalidateFunction } from "@remix-run/react";
import { modalOnlyChange } from "./modal-url";

/** After a refused or failed form nothing a loader reads has changed; after an API failure the loader would fail too and the page would lose what the customer typed. */
const refused = (actionStatus: number | undefined) => actionStatus !== undefined && actionStatus >= 400;

/**
 * Forms after which the frame changes: the preferences, and the customer's login, registration,
 * logout and name change (the store's bar shows their first name, issue 13); placing an order and
 * the order's own forms (the "track your order" link under the bar, issue 14); joining and
 * leaving a table (the table's bar, issue 15).
 */
const FRAME_FORMS = /\/(preferences|login(\/(email|otp|new-user|default))?|logout|profile|checkout|orders\/\d+|table\/(assign|leave))$/;

/**
 * The page's frame (root: language, colours, translations; layout: the store's bar and footer)
 * depends on the store and the customer's preferences only: it is loaded again for another store
 * or after a preferences form, never for a dish, a search or a cart change (issue 12).
 */
export const revalidateFrame: ShouldRevalidateFunction = ({ currentParams, nextParams, formAction, actionStatus }) => {
  if (refused(actionStatus)) return false;
  if (formAction && FRAME_FORMS.test(new URL(formAction, "https://x.invalid").pathname)) return true;
  return currentParams.slug !== nextParams.slug;
};

/**
 * A page's own loader runs again as usual, except after a refused form and when a navigation only
 * opens, closes or moves inside the menu's dialogs (the page fetches a dialog's data by itself).
 */
export const skipRevalidation: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, actionStatus, defaultShouldRevalidate }) => {
  if (refused(actionStatus)) return false;
  return modalOnlyChange(currentUrl, nextUrl, formMethod) ? false : defaultShouldRevalidate;
};
