import {
  type ConsoleOrderSummary,
  type DayTotals,
  EARLIER_ORDERS_LIMIT,
  type EarlierOrder,
  ORDER_SEARCH_LIMIT,
} from "../../../contract";
import { createDb } from "../db/client";
import { findMerchantOrder } from "../db/console-orders";
import { loadDocument } from "../db/merchants";
import { moveOrder } from "../db/orders";
import {
  earlierOrdersOf,
  ordersPlacedBetween,
  ordersToAcceptAutomatically,
  readAutoAccept,
  searchMerchantOrders,
  writeAutoAccept,
} from "../db/store-totals";
import { dayTotalsOf, storeDayRange } from "../domain/day-totals";
import { notFound } from "../http/errors";
import type { OrderEvent } from "../live/order-events";
import { promisedAt } from "./console-orders";

/** More orders in one day than this is no store this serves; the answer says when it cut. */
const DAY_ORDERS_MAX = 5000;

/** The totals of the store's calendar day `date` (today there by default) and the orders they add up. */
export async function dayTotals(
  d1: D1Database,
  merchantId: number,
  date: string | undefined,
  now = new Date(),
): Promise<DayTotals> {
  const { timezone } = await loadDocument(createDb(d1), merchantId, "tropicalization");
  const range = storeDayRange(timezone, date, now);
  const rows = await ordersPlacedBetween(d1, merchantId, range, DAY_ORDERS_MAX + 1);
  const orders = rows.slice(0, DAY_ORDERS_MAX);
  return {
    date: range.date,
    timezone,
    ...dayTotalsOf(orders),
    orders: orders.map(({ change_for: _, ...order }) => order),
    truncated: rows.length > DAY_ORDERS_MAX,
  };
}

/** An order's number (with or without #), or part of its customer's name or phone; newest first, bounded. */
export async function searchOrders(d1: D1Database, merchantId: number, q: string): Promise<ConsoleOrderSummary[]> {
  const text = q.trim();
  const number = /^#?\d{1,15}$/.test(text) ? Number(text.replace("#", "")) : null;
  const digits = text.replace(/\D/g, "");
  // Fewer digits than a phone's area code match half the store.
  const phone = digits.length >= 4 && /^[\d\s()+-]+$/.test(text) ? digits : null;
  const rows = await searchMerchantOrders(d1, merchantId, { text, number, digits: phone }, ORDER_SEARCH_LIMIT);
  return rows.map(({ time_to_receive, ...order }) => ({
    ...order,
    promised_at: promisedAt({ ...order, time_to_receive }),
  }));
}

/** The last orders of this order's customer at this store (never another's): 404 for an order not of the store. */
export async function earlierOrders(d1: D1Database, merchantId: number, orderId: number): Promise<EarlierOrder[]> {
  if (!(await findMerchantOrder(d1, merchantId, orderId))) throw notFound("No such order at this store");
  return earlierOrdersOf(d1, merchantId, orderId, EARLIER_ORDERS_LIMIT);
}

export const autoAcceptOf = readAutoAccept;

export async function setAutoAccept(d1: D1Database, merchantId: number, autoAccept: boolean, now = new Date()) {
  await writeAutoAccept(d1, merchantId, autoAccept, now.toISOString());
  return readAutoAccept(d1, merchantId);
}

/**
 * Orders just placed or just paid (the request's or the cron run's order events) that await an answer at a store accepting automatically are
 * accepted now; each move records its own event, so the screens hear it as any accept.
 */
export async function acceptAutomatically(d1: D1Database, events: readonly OrderEvent[]): Promise<number[]> {
  // Placed awaiting an answer, a PIX paid, a card or bank payment approved: all arrive in this status.
  const arrived = events.flatMap((event) =>
    event.status === "WAITING_CONFIRMATION" && event.orderId !== null ? [event.orderId] : [],
  );
  const ids = await ordersToAcceptAutomatically(d1, [...new Set(arrived)]);
  const accepted: number[] = [];
  for (const orderId of ids) {
    if (await moveOrder(d1, { orderId, from: ["WAITING_CONFIRMATION"], to: "CONFIRMED", auto: true })) {
      accepted.push(orderId);
    }
  }
  return accepted;
}
