import { fromZonedTime, formatInTimeZone } from "date-fns-tz";
import * as z from "zod";
import {
  AUTO_ACCEPTED_WINDOW_MINUTES,
  type ConsoleOrder,
  type ConsoleOrderActionRequest,
  type ConsoleOrderFilter,
  type ConsoleOrderSummary,
  type ConsoleWaiting,
  consoleHistoryEntrySchema,
} from "../../../contract/console";
import { timeToReceiveSchema } from "../../../contract/operation";
import { createDb } from "../db/client";
import {
  autoAcceptedSince,
  FILTER_STATUSES,
  findMerchantOrder,
  listMerchantOrders,
  waitingOrders,
} from "../db/console-orders";
import { loadDocument } from "../db/merchants";
import { type OrderRow, consoleRefundsOf, toOrder, withLazyExpiry } from "../db/orders";
import { notFound } from "../http/errors";
import { actionsFor, staffAction } from "./order-moves";
import { type PartialRefundRequest, type PaymentsAccess, refundPart, refundableOf } from "./refunds";

async function consoleOrder(d1: D1Database, row: OrderRow): Promise<ConsoleOrder> {
  const order = toOrder(row);
  const history = z.array(consoleHistoryEntrySchema).parse(JSON.parse(row.history));
  const { left } = await refundableOf(d1, row);
  return { ...order, history, actions: actionsFor(row), refunds: consoleRefundsOf(row), refundable: left };
}

async function merchantOrder(d1: D1Database, merchantId: number, id: number): Promise<OrderRow> {
  const row = await findMerchantOrder(d1, merchantId, id);
  if (!row) throw notFound("No such order at this store");
  return withLazyExpiry(d1, row);
}

/** The slot of a scheduled order; else placed + the longest time the customer was told (null when none was). */
export function promisedAt(order: { created_at: string; scheduled_to: string | null; time_to_receive: string | null }) {
  if (order.scheduled_to) return order.scheduled_to;
  const time = order.time_to_receive ? timeToReceiveSchema.safeParse(JSON.parse(order.time_to_receive)) : null;
  if (!time?.success) return null;
  return new Date(Date.parse(order.created_at) + time.data.maximum * 60_000).toISOString();
}

/** What every console page's alert bar reads: one indexed query. */
export async function consoleWaiting(d1: D1Database, merchantId: number, now = new Date()): Promise<ConsoleWaiting> {
  const since = new Date(now.getTime() - AUTO_ACCEPTED_WINDOW_MINUTES * 60_000).toISOString();
  const [{ waiting, ids, oldestAt }, autoAccepted] = await Promise.all([
    waitingOrders(d1, merchantId),
    autoAcceptedSince(d1, merchantId, since),
  ]);
  return { waiting, waiting_ids: ids, oldest_waiting_at: oldestAt, auto_accepted_ids: autoAccepted };
}

export async function listConsoleOrders(
  d1: D1Database,
  merchantId: number,
  query: { filter: ConsoleOrderFilter; today: "0" | "1"; limit: number },
  now = new Date(),
): Promise<
  Omit<ConsoleWaiting, "auto_accepted_ids"> & { orders: ConsoleOrderSummary[]; newest_waiting_id: number | null }
> {
  let since: string | null = null;
  if (query.today === "1") {
    const { timezone } = await loadDocument(createDb(d1), merchantId, "tropicalization");
    since = fromZonedTime(`${formatInTimeZone(now, timezone, "yyyy-MM-dd")}T00:00:00`, timezone).toISOString();
  }
  const [orders, waiting] = await Promise.all([
    listMerchantOrders(d1, merchantId, { statuses: FILTER_STATUSES[query.filter], since, limit: query.limit }),
    waitingOrders(d1, merchantId),
  ]);
  return {
    orders: orders.map(({ time_to_receive, ...order }) => ({
      ...order,
      promised_at: promisedAt({ ...order, time_to_receive }),
    })),
    waiting: waiting.waiting,
    waiting_ids: waiting.ids,
    oldest_waiting_at: waiting.oldestAt,
    newest_waiting_id: waiting.newest,
  };
}

export async function readConsoleOrder(d1: D1Database, merchantId: number, id: number): Promise<ConsoleOrder> {
  return consoleOrder(d1, await merchantOrder(d1, merchantId, id));
}

/** A staff member's console action on an order (order-moves.ts staffAction). */
export async function actOnOrder(
  d1: D1Database,
  merchantId: number,
  id: number,
  request: ConsoleOrderActionRequest & { note?: string | null },
  staff: { id: number; name: string },
  payments: PaymentsAccess,
): Promise<ConsoleOrder> {
  const row = await merchantOrder(d1, merchantId, id);
  return consoleOrder(d1, await staffAction(d1, row, request, staff, payments));
}

/** The owner gives back part of a paid online order (refunds.ts refundPart); the order as it is then. */
export async function refundPartOfOrder(
  d1: D1Database,
  merchantId: number,
  id: number,
  request: PartialRefundRequest,
  staffId: number,
  payments: PaymentsAccess,
  now = new Date(),
): Promise<ConsoleOrder> {
  const row = await merchantOrder(d1, merchantId, id);
  await refundPart(d1, payments, row, request, { staffId }, now);
  return readConsoleOrder(d1, merchantId, id);
}
