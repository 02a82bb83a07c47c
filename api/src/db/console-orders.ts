import type { ConsoleOrderFilter, ConsoleOrderSummary, OrderStatus } from "../../../contract";
import { ORDER_SELECT, type OrderRow } from "./order-rows";

export const FILTER_STATUSES: Record<ConsoleOrderFilter, readonly OrderStatus[] | null> = {
  new: ["WAITING_CONFIRMATION", "WAITING_PAYMENT"],
  active: ["CONFIRMED", "OUT_FOR_DELIVERY", "READY_FOR_PICKUP"],
  done: ["DELIVERED", "CANCELED", "EXPIRED_PAYMENT", "PAYMENT_REJECTED", "CHARGEBACK_REQUESTED"],
  all: null,
};

/** Units of every line of an order, from its snapshot, in SQL. */
export const UNITS_SQL = `(SELECT COALESCE(SUM(json_extract(value, '$.quantity')), 0) FROM json_each(orders.snapshot, '$.items'))
  + (SELECT COALESCE(SUM(json_extract(value, '$.quantity')), 0) FROM json_each(orders.snapshot, '$.pizzas'))`;

export async function listMerchantOrders(
  d1: D1Database,
  merchantId: number,
  query: { statuses: readonly OrderStatus[] | null; since: string | null; limit: number },
): Promise<(Omit<ConsoleOrderSummary, "promised_at"> & { time_to_receive: string | null })[]> {
  const statuses = query.statuses ?? [];
  const { results } = await d1
    .prepare(
      `SELECT id, status, delivery_type, customer_name, total, payment_method, payment_status, scheduled_to, created_at, time_to_receive, kitchen_state, ${UNITS_SQL} AS units
       FROM orders
       WHERE merchant_id = ?1 AND (?2 IS NULL OR created_at >= ?2)
         ${statuses.length ? `AND status IN (${statuses.map((status) => `'${status}'`).join(", ")})` : ""}
       ORDER BY id DESC LIMIT ?3`,
    )
    .bind(merchantId, query.since, query.limit)
    .all<Omit<ConsoleOrderSummary, "promised_at"> & { time_to_receive: string | null }>();
  return results;
}

/** More waiting than this is no Friday night anyone runs; the count stays exact past it. */
const WAITING_IDS_MAX = 200;

/** The orders awaiting the store's answer, oldest first: their count, ids and the oldest one's placing (every console page's bar and alert). */
export async function waitingOrders(
  d1: D1Database,
  merchantId: number,
): Promise<{ waiting: number; ids: number[]; newest: number | null; oldestAt: string | null }> {
  const { results } = await d1
    .prepare(
      `SELECT id, created_at, count(*) OVER () AS waiting FROM orders
       WHERE merchant_id = ? AND status = 'WAITING_CONFIRMATION' ORDER BY id LIMIT ${WAITING_IDS_MAX}`,
    )
    .bind(merchantId)
    .all<{ id: number; created_at: string; waiting: number }>();
  const newest = (
    results.length === WAITING_IDS_MAX
      ? await d1
          .prepare("SELECT max(id) AS newest FROM orders WHERE merchant_id = ? AND status = 'WAITING_CONFIRMATION'")
          .bind(merchantId)
          .first<{ newest: number | null }>()
      : null
  )?.newest;
  return {
    waiting: results[0]?.waiting ?? 0,
    ids: results.map((row) => row.id),
    newest: newest ?? results.at(-1)?.id ?? null,
    oldestAt: results.reduce<string | null>(
      (oldest, row) => (oldest === null || row.created_at < oldest ? row.created_at : oldest),
      null,
    ),
  };
}

/** Orders accepted by the store's auto-accept since `since` (their history says so), newest first. */
export async function autoAcceptedSince(d1: D1Database, merchantId: number, since: string): Promise<number[]> {
  const { results } = await d1
    .prepare(
      `SELECT id FROM orders
       WHERE merchant_id = ?1 AND status = 'CONFIRMED' AND updated_at >= ?2
         AND EXISTS (SELECT 1 FROM json_each(orders.history)
                     WHERE json_extract(value, '$.status') = 'CONFIRMED' AND json_extract(value, '$.auto') = 1
                       AND json_extract(value, '$.at') >= ?2)
       ORDER BY id DESC LIMIT 20`,
    )
    .bind(merchantId, since)
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

export function findMerchantOrder(d1: D1Database, merchantId: number, id: number): Promise<OrderRow | null> {
  return d1
    .prepare(`${ORDER_SELECT} WHERE orders.merchant_id = ?1 AND orders.id = ?2`)
    .bind(merchantId, id)
    .first<OrderRow>();
}
