import type { SubmissionResult } from "@conform-to/react";
// Browser code imports the pure modules, never contract/index (it would bring zod along).
import type { CartAdjustment, DeliveryType } from "../../contract";
import type { presentCart, presentExtras, presentMinimum, presentModes } from "./cart-view.server";
import type { StaticPart } from "~/partial";

/*
 * The cart page's view models: what its components render, shaped from the API's cart on the
 * server (prices formatted there, cart-view.server.ts), and what a refused form sends back.
 */

export type CartView = ReturnType<typeof presentCart>;
export type CartExtrasView = ReturnType<typeof presentExtras>;
export type ModeView = ReturnType<typeof presentModes>[number];
export type MinimumView = ReturnType<typeof presentMinimum>;

/** One line of the cart page: an item or a pizza. */
export interface CartLine {
  kind: "items" | "pizzas";
  id: number;
  name: string;
  image: string | null;
  /** Options, or size, flavors and complements, as short texts. */
  details: string[];
  notes: string | null;
  quantity: number;
  unitPrice: string;
  total: string;
  /** A loyalty redemption: the points the line costs (shown instead of its price). */
  points?: number | null;
}

export interface CartSummaryView {
  subtotal: string;
  /** Undefined: not a delivery, or a fee not known yet (deliveryFeePending); null: free. */
  deliveryFee: string | null | undefined;
  /**
   * A delivery whose fee depends on a neighbourhood the cart does not have yet: the API charges
   * nothing until then, and the page asks for the neighbourhood instead of showing a fee.
   */
  deliveryFeePending: boolean;
  /** The adjustments priced by the API (fees, later coupons, loyalty, service charge), in its order. */
  adjustments: { name: string; source: CartAdjustment["source"]; amount: string; discount: boolean }[];
  total: string;
  /** Points the redeemed lines cost; 0 or absent: none. */
  pointsTotal?: number;
}

/** What a cart form's action answers when it does not redirect. */
export interface CartActionData {
  /** conform's reply: the values sent back, errors by field name ("" for the whole form), as locale keys. */
  reply: SubmissionResult<string[]>;
  /** A neighbourhood the store does not deliver to. */
  notServed: string | null;
  /** The minimum-order notice after a refused checkout. */
  minimumRefused: boolean;
  ready: boolean;
}

/** Forms that show their own refusal next to their fields (the checkout's, next to its button). */
const FORMS_WITH_OWN_MESSAGE = new Set(["notes", "extra", "area", "checkout", "send"]);

/**
 * The refusal said at the top of the page: one no form of the page shows by itself (a change of
 * mode, a line that is no longer on the page, a forged form).
 */
export function pageError(reply: SubmissionResult<string[]> | null | undefined, lines: readonly Pick<CartLine, "kind" | "id">[]): string | null {
  if (!reply?.error) return null;
  const values = (reply.initialValue ?? {}) as Record<string, unknown>;
  if (typeof values.intent === "string" && FORMS_WITH_OWN_MESSAGE.has(values.intent)) return null;
  const onItsLine = lines.some((line) => line.kind === values.kind && String(line.id) === values.id);
  if ((values.intent === "step" || values.intent === "remove") && onItsLine) return null;
  const errors = Object.entries(reply.error).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : 0));
  return errors.find(([, messages]) => messages?.[0])?.[1]?.[0] ?? null;
}

/** The cart page's loader data. */
export type CartPageView =
  | { state: "empty"; title: string; notice: string | null }
  | { state: "unavailable"; title: string; notice: string | null }
  | {
      state: "open";
      title: string;
      notice: string | null;
      cart: CartView;
      extras: CartExtrasView;
      modes: ModeView[];
      /** The cart's own delivery type. */
      mode: DeliveryType;
      /** A mode a link asked for (`?method=`) or the only one the store offers now; the cart changes when the customer confirms. */
      proposedMode: DeliveryType | null;
      allowNotes: boolean;
      minimum: MinimumView;
      areas: string[];
      closed: boolean;
      scheduleOnly: boolean;
      /** Why and until when the store paused new orders, while it does. */
      paused?: string | null;
      /** The summary, the minimum, when and the pause, as server HTML (CartTotals). */
      totals: StaticPart;
    };

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
  const removed = (name: string) => (after.state === "empty" ? `${t("cart.line.removed", { name })} ${t("cart.empty")}` : t("cart.line.removed", { name }));

  if (change.intent === "remove" || change.intent === "step") {
    const was = linesOf(before).find(sameLine);
    const now = linesOf(after).find(sameLine);
    if (now && change.intent === "step") return t("cart.line.quantityNow", { name: now.name, count: now.quantity });
    if (was && !now) return removed(was.name);
  }
  if (change.intent === "extra" && after.state === "open") {
    const additional = after.extras.flatMap((extra) => extra.additionals).find((candidate) => String(candidate.id) === change.id);
    if (additional) return t("cart.line.quantityNow", { name: additional.name, count: additional.quantity });
  }
  if (change.intent === "mode" && after.state === "open") return t("cart.mode.changedTo", { mode: t(`cart.mode.${after.mode}`) });
  if (change.intent === "area" && after.state === "open" && after.cart.area) {
    return t("cart.area.fee", { area: after.cart.area, fee: after.cart.summary.deliveryFee ?? t("cart.summary.free") });
  }
  return t("cart.updated");
}
