import { useLocation, useMatches } from "@remix-run/react";
import { dialogKey } from "./modal-url";

// Apart from Dialog.tsx: the page and its layout need these on every visit, the dialogs' code
// loads later (decision 004).

/** `inert` for the page behind a server-rendered modal (React 18 passes it as a plain attribute). */
export const inertWhen = (condition: boolean) => (condition ? ({ inert: "" } as Record<string, string>) : {});

/**
 * True while the page shows a modal: a route says so with `modalOpen: true` in its loader data, and
 * the layout makes its header and footer inert, so that without JavaScript the keyboard stays in the
 * modal (with JavaScript, showModal does that already). The data counts only while the URL still
 * asks for the dialog it was loaded for (`modalFor`, modal-url's dialogKey): with JavaScript a dish
 * is opened and closed without loading the page again.
 */
export function usePageHasModal(): boolean {
  const key = dialogKey(new URLSearchParams(useLocation().search));
  return useMatches().some(({ data }) => {
    if (typeof data !== "object" || data === null || !("modalOpen" in data) || data.modalOpen !== true) return false;
    return ("modalFor" in data ? data.modalFor : null) === key;
  });
}

/**
 * True while the page shows a notice the store opened by itself (the closed-store, schedule-only or
 * welcome notice, the fidelity congratulations): a route says so with `noticeOpen: true`. They show
 * over the menu only, never under a dish the URL asks for.
 */
export function usePageHasNotice(): boolean {
  const key = dialogKey(new URLSearchParams(useLocation().search));
  const matches = useMatches();
  return key === null && matches.some(({ data }) => typeof data === "object" && data !== null && "noticeOpen" in data && data.noticeOpen === true);
}
