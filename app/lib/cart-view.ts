import type { SubmissionResult } from "@conform-to/react";
// Browser code imports the pure modules, never contract/index (it would bring zod along).
import type { Cart, CartAdjustment, Currency, DeliveryType, Extra, MinimumOrder, OperationModes } from "../../contract";
import { MAX_LINE_QUANTITY } from "../../contract/limits";
import { formatDeliveryTime, formatMoney } from "../../contract/formats/money";
import { visibleExtras } from "./menu";
import { replyFeedback } from "./reply-feedback";

/*
 * The cart page's view models: what its components render, shaped from the API's cart on the
 * server (prices formatted there), and what a refused form sends back.
 */

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

export type CartView = ReturnType<typeof presentCart>;

/** "½ Calabresa", "⅓ Portuguesa": a flavor's share of the pizza. */
function share(parts: number, total: number): string {
  if (parts === total) return "";
  const fractions: Record<string, string> = { "1/2": "½", "1/3": "⅓", "2/3": "⅔", "1/4": "¼", "3/4": "¾" };
  return `${fractions[`${parts}/${total}`] ?? `${parts}/${total}`} `;
}

export function presentCart(cart: Cart, currency: Currency, locale: string, sizeLabel: (size: string) => string) {
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const priced = (name: string, price: number) => `${name}${price > 0 ? ` (+ ${money(price)})` : ""}`;
  const lines: CartLine[] = [
    ...cart.items.map((item) => ({
      kind: "items" as const,
      id: item.id,
      name: item.name,
      image: item.image,
      details: item.options.map((option) => `${option.quantity > 1 ? `${option.quantity}× ` : ""}${priced(option.name, option.price)}`),
      notes: item.notes,
      quantity: item.quantity,
      unitPrice: money(item.unit_price),
      total: money(item.total),
      points: item.redeemed ? (item.points ?? 0) * item.quantity : null,
    })),
    ...cart.pizzas.map((pizza) => {
      const parts = pizza.flavors.reduce((sum, flavor) => sum + flavor.quantity, 0);
      return {
        kind: "pizzas" as const,
        id: pizza.id,
        name: pizza.name,
        image: pizza.image,
        details: [
          sizeLabel(pizza.size.name),
          pizza.flavors.map((flavor) => `${share(flavor.quantity, parts)}${flavor.name}`).join(", "),
          ...pizza.complements.map((complement) => priced(complement.name, complement.price)),
        ],
        notes: pizza.notes,
        quantity: pizza.quantity,
        unitPrice: money(pizza.unit_price),
        total: money(pizza.total),
      };
    }),
  ];
  const { summary } = cart;
  const isDelivery = cart.delivery.type === "DELIVERY";
  const feePending = isDelivery && cart.delivery.fee_pending;
  return {
    lines,
    count: cart.count,
    notes: cart.notes ?? "",
    deliveryType: cart.delivery.type,
    // The neighbourhood whose fee the cart pays; none while the fee is not known.
    area: isDelivery && !feePending && cart.delivery.address ? (cart.delivery.area_name ?? cart.delivery.address.neighborhood) : null,
    summary: {
      subtotal: money(summary.subtotal),
      deliveryFee: isDelivery && !feePending ? (summary.delivery_fee > 0 ? money(summary.delivery_fee) : null) : undefined,
      deliveryFeePending: feePending,
      adjustments: cart.adjustments.map((adjustment) => ({
        name: adjustment.name.trim(),
        source: adjustment.source,
        amount: money(adjustment.amount),
        discount: adjustment.type === "DISCOUNT",
      })),
      total: money(summary.total),
      ...(cart.points_total > 0 ? { pointsTotal: cart.points_total } : {}),
    } satisfies CartSummaryView,
  };
}

/**
 * The order extras (cutlery, sauces…) with the quantities the cart holds, each stepped by one
 * like a cart line: "+" only while the extra has room (its max, counted over its additionals).
 */
export function presentExtras(extras: Extra[], cart: Cart, currency: Currency, locale: string) {
  return visibleExtras(extras).map((extra) => {
    const additionals = extra.additionals.map((additional) => ({
      id: additional.id,
      name: additional.name,
      price: additional.price > 0 ? formatMoney(additional.price, currency, locale) : null,
      quantity: cart.extras.find((chosen) => chosen.additional_id === additional.id)?.quantity ?? 0,
    }));
    const chosen = additionals.reduce((sum, additional) => sum + additional.quantity, 0);
    return {
      id: extra.id,
      name: extra.name,
      max: extra.max,
      additionals: additionals.map((additional) => ({
        ...additional,
        canAdd: chosen < extra.max && additional.quantity < MAX_LINE_QUANTITY,
      })),
    };
  });
}
export type CartExtrasView = ReturnType<typeof presentExtras>;

/** The modes offered, each with its 'min - max min'. */
export function presentModes(modes: OperationModes | null, enabled: DeliveryType[]) {
  return enabled.map((type) => {
    const time =
      type === "DELIVERY" ? modes?.delivery_configuration.time_to_receive : type === "TAKEOUT" ? modes?.takeout_configuration.time_to_receive : undefined;
    return { type, time: time ? formatDeliveryTime(time.minimum, time.maximum) : null };
  });
}
export type ModeView = ReturnType<typeof presentModes>[number];

export function presentMinimum(minimum: MinimumOrder | null, currency: Currency, locale: string) {
  if (!minimum || minimum.reached || minimum.minimum === 0) return null;
  return {
    minimum: formatMoney(minimum.minimum, currency, locale),
    missing: formatMoney(minimum.missing, currency, locale),
    withFees: minimum.delivery_fee_counts,
  };
}
export type MinimumView = ReturnType<typeof presentMinimum>;

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

/** The feedback of one form of the page: its errors and the values the customer sent, to show again. */
export interface FormFeedback {
  formError: string | null;
  /** First error of each field, by field name. */
  fieldErrors: Record<string, string>;
  values: Record<string, unknown>;
}

/**
 * The reply of the form with this intent (and, for a line's forms, this line), or null when the
 * last answer was for another form of the page.
 */
export function feedbackFor(reply: SubmissionResult<string[]> | null | undefined, intent: string, line?: { kind: string; id: number }): FormFeedback | null {
  const values = (reply?.initialValue ?? {}) as Record<string, unknown>;
  if (!reply || values.intent !== intent) return null;
  if (line && (values.kind !== line.kind || values.id !== String(line.id))) return null;
  const { formError, fieldErrors } = replyFeedback(reply);
  return { formError, fieldErrors, values };
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
