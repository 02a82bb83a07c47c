import type { SubmissionResult } from "@conform-to/react";
// Browser code imports the pure modules, never contract/index (it would bring zod along).
import type { CartAdjustment, DeliveryType } from "../../../contract";
import type { presentCart, presentExtras, presentFreeDelivery, presentMinimum, presentModes } from "./cart-view.server";
import type { StaticPart } from "~/partial";

export type CartView = ReturnType<typeof presentCart>;
export type CartExtrasView = ReturnType<typeof presentExtras>;
export type ModeView = ReturnType<typeof presentModes>[number];
export type MinimumView = ReturnType<typeof presentMinimum>;
/** The store's free delivery, formatted: `missing` null once the cart reached it. */
export type FreeDeliveryView = NonNullable<ReturnType<typeof presentFreeDelivery>>;

export interface CartLine {
  kind: "items" | "pizzas";
  id: number;
  name: string;
  image: string | null;
  details: string[];
  notes: string | null;
  quantity: number;
  unitPrice: string;
  total: string;
  /** A loyalty redemption, shown instead of its price. */
  points?: number | null;
}

/** A line priced now at another unit price than the one it was added at, both formatted. */
export interface RepricedLineView {
  kind: "item" | "pizza";
  id: number;
  name: string;
  from: string;
  to: string;
}

export interface CartSummaryView {
  subtotal: string;
  /** Undefined: not a delivery, or a fee not known yet; null: free. */
  deliveryFee: string | null | undefined;
  /** The fee depends on a neighbourhood the cart does not have yet: the page asks for it instead of showing a fee. */
  deliveryFeePending: boolean;
  /** freeDelivery: a free-delivery coupon before the fee is known, shown as such rather than as "− R$ 0,00". */
  adjustments: {
    name: string;
    source: CartAdjustment["source"];
    amount: string;
    discount: boolean;
    freeDelivery?: boolean;
  }[];
  total: string;
  pointsTotal?: number;
}

export interface CartActionData {
  /** Errors by field name ("" for the whole form), as locale keys. */
  reply: SubmissionResult<string[]>;
  notServed: string | null;
  minimumRefused: boolean;
  ready: boolean;
}

/** The checkout's refusal shows next to its button. */
const FORMS_WITH_OWN_MESSAGE = new Set(["notes", "extra", "area", "checkout", "send"]);

/** A refusal no form of the page shows by itself (a change of mode, a line no longer on the page, a forged form). */
export function pageError(
  reply: SubmissionResult<string[]> | null | undefined,
  lines: readonly Pick<CartLine, "kind" | "id">[],
): string | null {
  if (!reply?.error) return null;
  const values = (reply.initialValue ?? {}) as Record<string, unknown>;
  if (typeof values.intent === "string" && FORMS_WITH_OWN_MESSAGE.has(values.intent)) return null;
  const onItsLine = lines.some((line) => line.kind === values.kind && String(line.id) === values.id);
  if ((values.intent === "step" || values.intent === "remove") && onItsLine) return null;
  const errors = Object.entries(reply.error).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : 0));
  return errors.find(([, messages]) => messages?.[0])?.[1]?.[0] ?? null;
}

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
      mode: DeliveryType;
      /** The cart changes only when the customer confirms. */
      proposedMode: DeliveryType | null;
      allowNotes: boolean;
      minimum: MinimumView;
      areas: string[];
      closed: boolean;
      scheduleOnly: boolean;
      paused?: string | null;
      totals: StaticPart;
      locate?: StaticPart | null;
      /** The lines the store re-priced since they were added (decision 097). */
      repriced?: StaticPart | null;
    };
