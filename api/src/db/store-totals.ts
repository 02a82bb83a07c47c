import type { ConsoleOrderSummary, DayOrder, EarlierOrder } from "../../../contract";
import { UNITS_SQL } from "./console-orders";

/** One merchant's orders placed in [from, to), oldest first, each with what was refunded of it; at most `limit`. */
export async function ordersPlacedBetween(
  d1: D1Database,
  merchantId: number,
  range: { from: string; to: string },
  limit: number,
): Promise<(DayOrder & { change_for: number | null })[]> {
  const { results } = await d1
    .prepare(
      `SELECT orders.id, orders.created_at, orders.customer_name, orders.payment_method, orders.total, orders.status,
              orders.change_for,
              (SELECT COALESCE(SUM(amount), 0) FROM payment_refunds
                WHERE payment_refunds.merchant_id = orders.merchant_id AND payment_refunds.order_id = orders.id) AS refunded
       FROM orders
       WHERE orders.merchant_id = ?1 AND orders.created_at >= ?2 AND orders.created_at < ?3
       ORDER BY orders.created_at, orders.id LIMIT ?4`,
    )
    .bind(merchantId, range.from, range.to, limit)
    .all<DayOrder & { change_for: number | null }>();
  return results;
}

/** LIKE's wildcards taken literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The phone's digits as the customer would say them: country code, area code and number. */
const PHONE_DIGITS_SQL = `(json_extract(orders.customer_phone, '$.country_code') || json_extract(orders.customer_phone, '$.ddd') || json_extract(orders.customer_phone, '$.number'))`;

/** The merchant's orders whose number is `q`, or whose customer's name or phone holds it; newest first, at most `limit`. */
export async function searchMerchantOrders(
  d1: D1Database,
  merchantId: number,
  search: { text: string; number: number | null; digits: string | null },
  limit: number,
): Promise<(Omit<ConsoleOrderSummary, "promised_at"> & { time_to_receive: string | null })[]> {
  const { results } = await d1
    .prepare(
      `SELECT id, status, delivery_type, customer_name, total, payment_method, payment_status, scheduled_to, created_at, time_to_receive, kitchen_state, ${UNITS_SQL} AS units
       FROM orders
       WHERE merchant_id = ?1
         AND (id = ?2 OR customer_name LIKE ?3 ESCAPE '\\' COLLATE NOCASE OR (?4 IS NOT NULL AND ${PHONE_DIGITS_SQL} LIKE ?4))
       ORDER BY id DESC LIMIT ?5`,
    )
    .bind(
      merchantId,
      search.number,
      `%${escapeLike(search.text)}%`,
      search.digits === null ? null : `%${search.digits}%`,
      limit,
    )
    .all<Omit<ConsoleOrderSummary, "promised_at"> & { time_to_receive: string | null }>();
  return results;
}

/** The same customer's (same client, or same phone) orders placed before `orderId` at this merchant only; newest first. */
export async function earlierOrdersOf(
  d1: D1Database,
  merchantId: number,
  orderId: number,
  limit: number,
): Promise<EarlierOrder[]> {
  const { results } = await d1
    .prepare(
      `SELECT orders.id, orders.created_at, orders.total, orders.status
       FROM orders, (SELECT client_id, customer_phone FROM orders WHERE merchant_id = ?1 AND id = ?2) AS this
       WHERE orders.merchant_id = ?1 AND orders.id < ?2
         AND ((this.client_id IS NOT NULL AND orders.client_id = this.client_id)
           OR ${PHONE_DIGITS_SQL} = (json_extract(this.customer_phone, '$.country_code') || json_extract(this.customer_phone, '$.ddd') || json_extract(this.customer_phone, '$.number')))
       ORDER BY orders.id DESC LIMIT ?3`,
    )
    .bind(merchantId, orderId, limit)
    .all<EarlierOrder>();
  return results;
}

export async function readAutoAccept(d1: D1Database, merchantId: number): Promise<boolean> {
  const row = await d1
    .prepare("SELECT auto_accept FROM store_day WHERE merchant_id = ?1")
    .bind(merchantId)
    .first<{ auto_accept: number }>();
  return row?.auto_accept === 1;
}

export async function writeAutoAccept(d1: D1Database, merchantId: number, autoAccept: boolean, at: string) {
  await d1
    .prepare(
      `INSERT INTO store_day (merchant_id, auto_accept, updated_at) VALUES (?1, ?2, ?3)
       ON CONFLICT (merchant_id) DO UPDATE SET auto_accept = excluded.auto_accept, updated_at = excluded.updated_at`,
    )
    .bind(merchantId, autoAccept ? 1 : 0, at)
    .run();
}

/** Of these orders, those awaiting an answer at a merchant that accepts automatically. */
export async function ordersToAcceptAutomatically(d1: D1Database, orderIds: number[]): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const { results } = await d1
    .prepare(
      `SELECT orders.id FROM orders JOIN store_day ON store_day.merchant_id = orders.merchant_id
       WHERE store_day.auto_accept = 1 AND orders.status = 'WAITING_CONFIRMATION'
         AND orders.id IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(orderIds))
    .all<{ id: number }>();
  return results.map((row) => row.id);
}
