import type { ShouldRevalidateFunction } from "@remix-run/react";
import { builderOnlyChange } from "./modal-url";

/**
 * When a route's loader need not run again: steps inside one open pizza builder (the builder
 * renders them from its own store), and after a refused or failed form (it changed nothing this
 * loader reads; after an API failure the loader would fail too and the page would lose what the
 * customer typed).
 */
export const skipRevalidation: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, actionStatus, defaultShouldRevalidate }) => {
  if (actionStatus !== undefined && actionStatus >= 400) return false;
  return builderOnlyChange(currentUrl, nextUrl, formMethod) ? false : defaultShouldRevalidate;
};
