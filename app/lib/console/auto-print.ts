import { useEffect } from "react";
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
 * After an accept, with the screen's setting on, the 80 mm ticket loads in a hidden frame and its
 * print opens; a counter's Chrome in --kiosk-printing prints it without the dialog (decision 094).
 */
export function useAutoPrintOnAccept(slug: string, pathname: string, search: string) {
  useEffect(() => {
    const orderId = acceptedOrderIn(pathname, search);
    if (orderId === null || window.localStorage.getItem(AUTO_PRINT_KEY) !== "on" || alreadyPrinted(orderId)) return;
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
  }, [slug, pathname, search]);
}
