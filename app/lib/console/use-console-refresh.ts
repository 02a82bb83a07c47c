import { useFetchers, useNavigation, useParams, useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { consoleHref } from "./console-paths";
import { useLiveUpdates } from "./live";

/**
 * The one place an open console page is kept fresh: every loader of the page (the alert bar's
 * included) is read again on each order event the store's live object pushes, and not between
 * them (decision 090); paused by staff (WCAG 2.2.2), no live updates at all.
 */
export function useConsoleRefresh(paused: boolean): void {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const { slug } = useParams();
  // An event of staff's own tap arrives while its form's redirect is loading: reading the page then
  // would cancel that navigation (and the result it says), so the read waits until it has landed.
  const busy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
  const deferred = useRef(false);
  useEffect(() => {
    if (busy || !deferred.current) return;
    deferred.current = false;
    revalidator.revalidate();
  }, [busy, revalidator]);
  useLiveUpdates(paused || !slug ? null : consoleHref(slug, "/live"), () => {
    if (busy) deferred.current = true;
    else revalidator.revalidate();
  });
}
