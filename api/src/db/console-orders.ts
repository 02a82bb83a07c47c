import type { ConsoleOrderFilter, ConsoleOrderSummary, OrderStatus } from "../../../contract";
import { ORDER_SELECT, type OrderRow } from "./order-rows";

export const FILTER_STATUSES: Record<ConsoleOrderFilter, readonly OrderStatus[] | null> = {
  new: ["WAITING_CONFIRMATION", "WAITING_PAYMENT"],
  active: ["CONFIRMED", "OUT_FOR_DELIVERY", "READY_FOR_PICKUP"],
  done: ["DELIVERED", "CANCELED", "EXPIRED_PAYMENT", "PAYMENT_REJECTED", "CHARGEBACK_REQUESTED"],
  all: null,
};

/** Units of every line of an order, from its snapshot, in SQL. */
const UNITS_SQL = `(SELECT COALESCE(SUM(json_extract(value, '$.quantity')), 0) FROM json_each(orders.snapshot, '$.items'))
  + (SELECT COALESCE(SUM(json_extract(value, '$.quantity')), 0) FROM json_each(orders.snapshot, '$.pizzas'))`;

export async function listMerchantOrders(
  d1: D1Database,
  merchantId: number,
  query: { statuses: readonly OrderStatus[] | null; since: string | null; limit: number },
): Promise<ConsoleOrderSummary[]> {
  const statuses = query.statuses ?? [];
  const { results } = await d1
    .prepare(
      `SELECT id, status, delivery_type, customer_name, total, payment_method, payment_status, scheduled_to, created_at, ${UNITS_SQL} AS units
       FROM orders
       WHERE merchant_id = ?1 AND (?2 IS NULL OR created_at >= ?2)
         ${statuses.length ? `AND status IN (${statuses.map((status) => `'${status}'`).join(", ")})` : ""}
       ORDER BY id DESC LIMIT ?3`,
    )
    .bind(merchantId, query.since, query.limit)
    .all<ConsoleOrderSummary>();
  return results;
}

/** How many orders await the store's answer, and the newest of them (the inbox's badge and sound). */
export async function waitingOrders(
  d1: D1Database,
  merchantId: number,
): Promise<{ waiting: number; newest: number | null }> {
  const row = await d1
    .prepare(
      "SELECT count(*) AS waiting, max(id) AS newest FROM orders WHERE merchant_id = ? AND status = 'WAITING_CONFIRMATION'",
    )
    .bind(merchantId)
    .first<{ waiting: number; newest: number | null }>();
  return { waiting: row?.waiting ?? 0, newest: row?.newest ?? null };
}

export function findMerchantOrder(d1: D1Database, merchantId: number, id: number): Promise<OrderRow | null> {
  return d1
    .prepare(`${ORDER_SELECT} WHERE orders.merchant_id = ?1 AND orders.id = ?2`)
    .bind(merchantId, id)
    .first<OrderRow>();
}
