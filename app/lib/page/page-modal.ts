import { useLocation, useMatches } from "@remix-run/react";
import { dialogKey } from "./modal-url";

// Apart from Dialog.tsx: the page needs these on every visit, the dialogs' code loads later.

/** React 18 passes `inert` as a plain attribute. */
export const inertWhen = (condition: boolean) => (condition ? ({ inert: "" } as Record<string, string>) : {});

/**
 * The layout makes its header and footer inert, so without JavaScript the keyboard stays in the
 * modal. The data counts only while the URL still asks for the dialog it was loaded for.
 */
export function usePageHasModal(): boolean {
  const key = dialogKey(new URLSearchParams(useLocation().search));
  return useMatches().some(({ data }) => {
    if (typeof data !== "object" || data === null || !("modalOpen" in data) || data.modalOpen !== true) return false;
    return ("modalFor" in data ? data.modalFor : null) === key;
  });
}

/** A notice the store opened by itself shows over the menu only, never under a dish the URL asks for. */
export function usePageHasNotice(): boolean {
  const key = dialogKey(new URLSearchParams(useLocation().search));
  const matches = useMatches();
  return (
    key === null &&
    matches.some(
      ({ data }) => typeof data === "object" && data !== null && "noticeOpen" in data && data.noticeOpen === true,
    )
  );
}
