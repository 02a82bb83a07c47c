import { useParams, useRevalidator } from "@remix-run/react";
import { consoleHref } from "./console-paths";
import { useLiveUpdates } from "./live";

/**
 * The one place an open console page is kept fresh: every loader of the page (the alert bar's
 * included) is read again on each order event the store's live object pushes, and not between
 * them (decision 090); paused by staff (WCAG 2.2.2), no live updates at all.
 */
export function useConsoleRefresh(paused: boolean): void {
  const revalidator = useRevalidator();
  const { slug } = useParams();
  useLiveUpdates(paused || !slug ? null : consoleHref(slug, "/live"), () => revalidator.revalidate());
}
