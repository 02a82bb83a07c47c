import type { CartLine, CartPageView } from "./cart-view";

/** A cart form the customer sent with JavaScript: its intent and, for a line or an extra, which. */
export interface CartChange {
  intent: string;
  kind?: string;
  id?: string;
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * What the page's polite live region says once a change went through (JavaScript on): the line
 * removed (its control is gone with it, so focus moves and this says why), a line's or an
 * extra's new quantity, the new mode, the neighbourhood's fee; else "cart updated".
 */
export function cartChangeMessage(change: CartChange, before: CartPageView, after: CartPageView, t: Translate): string {
  const linesOf = (view: CartPageView) => (view.state === "open" ? view.cart.lines : []);
  const sameLine = (line: CartLine) => line.kind === change.kind && String(line.id) === change.id;
  const removed = (name: string) =>
    after.state === "empty"
      ? `${t("cart.line.removed", { name })} ${t("cart.empty")}`
      : t("cart.line.removed", { name });

  if (change.intent === "remove" || change.intent === "step") {
    const was = linesOf(before).find(sameLine);
    const now = linesOf(after).find(sameLine);
    if (now && change.intent === "step") return t("cart.line.quantityNow", { name: now.name, count: now.quantity });
    if (was && !now) return removed(was.name);
  }
  if (change.intent === "extra" && after.state === "open") {
    const additional = after.extras
      .flatMap((extra) => extra.additionals)
      .find((candidate) => String(candidate.id) === change.id);
    if (additional) return t("cart.line.quantityNow", { name: additional.name, count: additional.quantity });
  }
  if (change.intent === "mode" && after.state === "open")
    return t("cart.mode.changedTo", { mode: t(`cart.mode.${after.mode}`) });
  if (change.intent === "area" && after.state === "open" && after.cart.area) {
    return t("cart.area.fee", { area: after.cart.area, fee: after.cart.summary.deliveryFee ?? t("cart.summary.free") });
  }
  return t("cart.updated");
}
