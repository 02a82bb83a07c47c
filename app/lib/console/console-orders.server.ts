import { formatInTimeZone } from "date-fns-tz";
import type { TFunction } from "i18next";
import * as z from "zod";
import {
  CANCEL_NOTE_MAX,
  REFUND_REASON_MAX,
  cancelReasons,
  consoleOrderActions,
  consoleOrderFilters,
  type ConsoleOrder,
  type ConsoleOrderAction,
  type ConsoleOrderFilter,
  type ConsoleOrderSummary,
  type Currency,
  type StaffRole,
  nextOrderStatus,
  type OrderStatus,
} from "../../../contract";
import { moneyInputSchema } from "../../../contract/validation";
import { formatMoney } from "../../../contract/formats/money";
import { formatScheduledLabel } from "~/lib/scheduling/scheduling-format";
import { minutesSince } from "./console-alerts";
import { consoleHref } from "./console-paths";
import type { StaffPage } from "./console-session.server";
import { dateTime, presentOrder } from "~/lib/orders/order-view";

/* What the console's order pages show, worked out on the server in the staff's language and the store's money and time. */

type Store = StaffPage["store"];

/** The inbox's filters as the URL gives them: unknown values are the defaults. */
export function inboxQuery(url: URL): { filter: ConsoleOrderFilter; today: boolean } {
  const filter = url.searchParams.get("filter");
  return {
    filter: (consoleOrderFilters as readonly string[]).includes(filter ?? "") ? (filter as ConsoleOrderFilter) : "all",
    today: url.searchParams.get("today") !== "0",
  };
}

export interface InboxLine {
  id: number;
  href: string;
  status: ConsoleOrderSummary["status"];
  statusKey: string;
  customer: string;
  typeKey: string;
  paymentKey: string;
  paid: boolean;
  total: string;
  time: string;
  units: number;
  scheduled: string | null;
  /** Minutes since it was placed, while the store still owes it something; null once over. */
  waited: number | null;
  /** The time promised to the customer (HH:mm), and whether it has passed with the order still in the store's hands. */
  promised: string | null;
  late: boolean;
  /** Where the kitchen has it (a confirmed order it started), as a text key; null otherwise. */
  kitchenKey: string | null;
  /** The card's one-tap move, and whether it may be refused from the card. */
  move: "ACCEPT" | "DISPATCH" | "READY" | "DELIVER" | null;
  refusable: boolean;
}

/** Statuses in which the store still owes the customer something. */
const OPEN: readonly OrderStatus[] = ["WAITING_CONFIRMATION", "CONFIRMED", "OUT_FOR_DELIVERY", "READY_FOR_PICKUP"];
/** Past the promise in these, the store is late (a pickup that is ready waits for the customer). */
const LATE_IN: readonly OrderStatus[] = ["WAITING_CONFIRMATION", "CONFIRMED", "OUT_FOR_DELIVERY"];
const MOVE_TO: Partial<Record<OrderStatus, InboxLine["move"]>> = {
  CONFIRMED: "ACCEPT",
  OUT_FOR_DELIVERY: "DISPATCH",
  READY_FOR_PICKUP: "READY",
  DELIVERED: "DELIVER",
};

/** The next move of an order from its card (the API still decides; a stale card gets a 409). */
export function cardMove(order: Pick<ConsoleOrderSummary, "status" | "delivery_type">): InboxLine["move"] {
  const next = nextOrderStatus(order.status, order.delivery_type);
  return next ? (MOVE_TO[next] ?? null) : null;
}

export function presentInbox(orders: ConsoleOrderSummary[], slug: string, store: Store, now = new Date()): InboxLine[] {
  return orders.map((order) => ({
    id: order.id,
    href: consoleHref(slug, `/orders/${order.id}`),
    status: order.status,
    statusKey: `orders.status.${order.status}`,
    customer: order.customer_name,
    typeKey: `orders.delivery.${order.delivery_type}`,
    paymentKey: `orders.payment.methods.${order.payment_method}`,
    paid: order.payment_status === "PAID",
    total: formatMoney(order.total, store.currency, store.locale),
    time: formatInTimeZone(new Date(order.created_at), store.timeZone, "HH:mm"),
    units: order.units,
    scheduled: order.scheduled_to
      ? formatScheduledLabel(order.scheduled_to, store.timeZone, store.locale) || null
      : null,
    waited: OPEN.includes(order.status) ? minutesSince(order.created_at, now) : null,
    // A delivery the kitchen has ready waits for its courier: the card says so, not only the order page.
    kitchenKey:
      order.status === "CONFIRMED" && order.kitchen_state
        ? `console.inbox.card.kitchen.${order.kitchen_state === "READY" && order.delivery_type === "DELIVERY" ? "READY_DELIVERY" : order.kitchen_state}`
        : null,
    promised:
      order.promised_at && OPEN.includes(order.status)
        ? formatInTimeZone(new Date(order.promised_at), store.timeZone, "HH:mm")
        : null,
    late: order.promised_at !== null && LATE_IN.includes(order.status) && now.getTime() > Date.parse(order.promised_at),
    move: cardMove(order),
    refusable: order.status === "WAITING_CONFIRMATION",
  }));
}

/** One order for the staff: the customer's view of it, with the phone, the history with who, and what may be done. */
export function presentConsoleOrder(order: ConsoleOrder, store: Store, t: TFunction, role: StaffRole = "STAFF") {
  const view = presentOrder(order, { ...store, sizeLabel: (size) => t("cart.line.size", { size }) });
  const phone = order.customer.phone;
  return {
    ...view,
    phone: {
      display: `+${phone.country_code} ${phone.ddd} ${phone.number}`,
      href: `tel:+${phone.country_code}${phone.ddd}${phone.number}`,
    },
    taxId: order.tax_id,
    history: order.history.map((entry) => ({
      statusKey: `orders.status.${entry.status}`,
      time: dateTime(entry.at, store.timeZone, store.locale),
      by: entry.by,
      auto: entry.auto === true,
    })),
    actions: order.actions,
    // The reason is the staff's own words: shown here, never on the customer's page.
    refunds: order.refunds.map((refund) => ({
      amount: formatMoney(refund.amount, store.currency, store.locale),
      time: dateTime(refund.created_at, store.timeZone, store.locale),
      // A cancel's refund keeps the cancel's reason code; a payment approved too late, its own; a part's, what the owner wrote.
      reason: (cancelReasons as readonly string[]).includes(refund.reason)
        ? t(`orders.cancellation.${refund.reason}`)
        : refund.reason === "CANCELED"
          ? t("orders.status.CANCELED")
          : refund.reason === "APPROVED_AFTER_ORDER_ENDED"
            ? t("console.order.refund.lateApproval")
            : refund.reason,
      by: refund.by,
    })),
    // Money goes out: the owner only, as the API holds it.
    refundable:
      role === "OWNER" && order.refundable > 0 ? formatMoney(order.refundable, store.currency, store.locale) : null,
    pixDeadline:
      order.payment.pix && order.payment.status === "PENDING"
        ? formatInTimeZone(new Date(order.payment.pix.expires_at), store.timeZone, "HH:mm")
        : null,
    placedTime: formatInTimeZone(new Date(order.created_at), store.timeZone, "HH:mm"),
    // Where the kitchen has it, once it started: a delivery that is ready awaits its courier.
    kitchen:
      order.kitchen && order.kitchen.state !== "QUEUED"
        ? {
            key: `console.order.kitchen.${order.kitchen.state}`,
            time: formatInTimeZone(
              new Date(
                (order.kitchen.state === "READY" ? order.kitchen.ready_at : order.kitchen.started_at) ??
                  order.updated_at,
              ),
              store.timeZone,
              "HH:mm",
            ),
          }
        : null,
    // The delivery area, unless the address already says it (an area named after its neighbourhood).
    areaName:
      order.delivery.area_name && !view.address?.some((line) => line.includes(order.delivery.area_name!))
        ? order.delivery.area_name
        : null,
  };
}

export type ConsoleOrderView = ReturnType<typeof presentConsoleOrder>;

/** The reasons a refusal or a cancel may give, and the longest note. */
export const CANCEL_CHOICES = { reasons: cancelReasons, noteMax: CANCEL_NOTE_MAX } as const;

/** The order page's action buttons: one move each; a refusal or a cancel with its reason and an optional note. */
export const consoleActionSchema = z.discriminatedUnion("action", [
  z.object({ action: z.enum(["ACCEPT", "DISPATCH", "READY", "DELIVER", "PIX_RECEIVED"]) }),
  z.object({
    action: z.enum(["REFUSE", "CANCEL"]),
    reason: z.enum(cancelReasons, { error: "console.order.actions.errors.reason" }),
    note: z.string().trim().max(CANCEL_NOTE_MAX, { error: "console.order.actions.errors.note" }).optional(),
  }),
]);

/** The partial refund's form, told apart from the moves by its `intent`; the nonce makes a second send of it refund nothing more. */
export function consoleRefundFormSchema(currency: Currency) {
  return z.object({
    intent: z.literal("refund"),
    amount: z.string({ error: "console.order.refund.errors.amount" }).pipe(moneyInputSchema(currency)),
    reason: z
      .string({ error: "console.order.refund.errors.reason" })
      .trim()
      .min(1, { error: "console.order.refund.errors.reason" })
      .max(REFUND_REASON_MAX, { error: "console.order.refund.errors.reasonTooLong" }),
    nonce: z.string().regex(/^[\w-]{8,64}$/),
  });
}

export const REFUND_CHOICES = { reasonMax: REFUND_REASON_MAX } as const;

export const isConsoleAction = (value: unknown): value is ConsoleOrderAction =>
  (consoleOrderActions as readonly unknown[]).includes(value);
