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
  /** freeDelivery: a free-delivery coupon before the fee is known, shown as such rather than as "− R$ 0,00". */
  adjustments: { name: string; source: CartAdjustment["source"]; amount: string; discount: boolean; freeDelivery?: boolean }[];
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
      /** "Use my location" (a link to the location page) for delivery, as server HTML. */
      locate?: StaticPart | null;
    };
