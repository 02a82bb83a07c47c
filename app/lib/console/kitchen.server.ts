import { formatInTimeZone } from "date-fns-tz";
import type { TFunction } from "i18next";
import type { ConsoleRound, KitchenState, KitchenTicket } from "../../../contract";
import { formatMoney } from "../../../contract/formats/money";
import { consoleHref } from "./console-paths";
import type { StaffPage } from "./console-session.server";
import { frozenLinesView, type OrderLineView } from "~/lib/orders/order-view";

type Store = StaffPage["store"];

export interface KitchenOrderView {
  id: number;
  href: string;
  ticketHref: string;
  typeKey: string;
  customer: string;
  placedAt: string;
  /** HH:mm promised to the customer, and whether it has passed. */
  promised: string | null;
  late: boolean;
  waitingMinutes: number;
  state: KitchenState;
  lines: OrderLineView[];
  notes: string | null;
}

/** One line of the kitchen's queue: a confirmed order or a table's round, by the time it is due. */
export interface KitchenEntry {
  type: "order" | "round";
  id: number;
}

const clock = (iso: string, store: Store) => formatInTimeZone(new Date(iso), store.timeZone, "HH:mm");
const minutesSince = (iso: string, now: Date) => Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 60_000));

export function presentKitchenOrder(
  ticket: KitchenTicket,
  slug: string,
  store: Store,
  t: TFunction,
  now: Date,
): KitchenOrderView {
  return {
    id: ticket.id,
    href: consoleHref(slug, `/orders/${ticket.id}`),
    ticketHref: consoleHref(slug, `/orders/${ticket.id}/ticket`),
    typeKey: `orders.delivery.${ticket.delivery_type}`,
    customer: ticket.customer_name,
    placedAt: clock(ticket.created_at, store),
    promised: ticket.promised_at ? clock(ticket.promised_at, store) : null,
    late: ticket.promised_at !== null && now.getTime() > Date.parse(ticket.promised_at),
    waitingMinutes: minutesSince(ticket.created_at, now),
    state: ticket.kitchen.state,
    lines: frozenLinesView(ticket, {
      money: (minor) => formatMoney(minor, store.currency, store.locale),
      sizeLabel: (size) => t("cart.line.size", { size }),
    }),
    notes: ticket.notes,
  };
}

/**
 * Delivery, pickup and table rounds in one queue, the first due first: an order by the time promised
 * to its customer (placed, when none was), a round by when it was sent (a table waits from then).
 */
export function kitchenQueue(tickets: KitchenTicket[], rounds: ConsoleRound[]): KitchenEntry[] {
  return [
    ...tickets.map((ticket) => ({
      type: "order" as const,
      id: ticket.id,
      due: ticket.promised_at ?? ticket.created_at,
    })),
    ...rounds.map((round) => ({ type: "round" as const, id: round.id, due: round.sent_at })),
  ]
    .sort((a, b) => Date.parse(a.due) - Date.parse(b.due))
    .map(({ type, id }) => ({ type, id }));
}

const ORDER_DONE = ["preparing", "ready", "readyForPickup"] as const;
export type KitchenDone = (typeof ORDER_DONE)[number];

/** What the kitchen's last move of an order did, from `?done=…&order=…`: a locale key and the order. */
export function kitchenOrderDone(url: URL): { key: string; id: number } | null {
  const done = url.searchParams.get("done");
  const order = url.searchParams.get("order");
  if (!(ORDER_DONE as readonly (string | null)[]).includes(done) || !order || !/^[1-9]\d{0,15}$/.test(order))
    return null;
  return { key: `console.tables.kitchen.done.${done}`, id: Number(order) };
}

export const kitchenRefusalKey = (status: number, code: string): string =>
  code === "INVALID_TRANSITION"
    ? "console.tables.kitchen.errors.changed"
    : status === 404
      ? "console.tables.errors.notFound"
      : "console.tables.errors.unavailable";
