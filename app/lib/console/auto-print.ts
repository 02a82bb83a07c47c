import { useEffect, useRef } from "react";
import { consoleHref } from "./console-paths";

/** This screen's choice (a device setting, like the alert's sound): "on" prints the ticket after an accept. */
export const AUTO_PRINT_KEY = "comanda:console-auto-print";
/** The orders this tab already printed on accept: a reload of the answer never prints twice. */
const PRINTED_KEY = "comanda:console-auto-printed";

/** The order an accept just answered for, from the URL staff land on after it (the inbox's or the order's). */
export function acceptedOrderIn(pathname: string, search: string): number | null {
  const params = new URLSearchParams(search);
  if (params.get("done") !== "ACCEPT") return null;
  const id = params.get("order") ?? /\/orders\/(\d+)$/.exec(pathname)?.[1] ?? null;
  return id && /^\d{1,15}$/.test(id) ? Number(id) : null;
}

function alreadyPrinted(orderId: number): boolean {
  const printed = (window.sessionStorage.getItem(PRINTED_KEY) ?? "").split(",");
  if (printed.includes(String(orderId))) return true;
  window.sessionStorage.setItem(PRINTED_KEY, [...printed.slice(-50), String(orderId)].filter(Boolean).join(","));
  return false;
}

/**
 * The 80 mm ticket loads in a hidden frame and its print opens; a counter's Chrome in
 * --kiosk-printing prints it without the dialog (decision 094). Answers how to stop waiting for it.
 */
function printTicket(slug: string, orderId: number): () => void {
  const frame = document.createElement("iframe");
  frame.title = "ticket";
  frame.setAttribute("aria-hidden", "true");
  frame.tabIndex = -1;
  frame.style.cssText = "position:fixed;width:0;height:0;border:0;inset:auto 0 0 auto;visibility:hidden";
  frame.src = `${consoleHref(slug, `/orders/${orderId}/ticket`)}?size=80mm`;
  frame.addEventListener("load", () => frame.contentWindow?.print(), { once: true });
  document.body.appendChild(frame);
  // Long enough for the dialog to have taken the page; a kiosk printer has spooled it by then.
  const removal = window.setTimeout(() => frame.remove(), 60_000);
  return () => window.clearTimeout(removal);
}

const printsOnAccept = () => window.localStorage.getItem(AUTO_PRINT_KEY) === "on";

/** After an accept on this screen, with the screen's setting on, its ticket prints. */
export function useAutoPrintOnAccept(slug: string, pathname: string, search: string) {
  useEffect(() => {
    const orderId = acceptedOrderIn(pathname, search);
    if (orderId === null || !printsOnAccept() || alreadyPrinted(orderId)) return;
    return printTicket(slug, orderId);
  }, [slug, pathname, search]);
}

/**
 * The orders the store's auto-accept accepted since this screen opened print too, with the setting on:
 * those already accepted when it opened (or printed in this tab) do not, so a reload prints nothing.
 */
export function useAutoPrintAutoAccepted(slug: string, autoAccepted: readonly number[] | null) {
  const seen = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (autoAccepted === null) return;
    const before = seen.current;
    seen.current = new Set([...(before ?? []), ...autoAccepted]);
    if (before === null || !printsOnAccept()) return;
    // Oldest first, as they were accepted.
    const fresh = autoAccepted.filter((id) => !before.has(id) && !alreadyPrinted(id)).reverse();
    const stops = fresh.map((id) => printTicket(slug, id));
    return () => stops.forEach((stop) => stop());
  }, [slug, autoAccepted]);
}
