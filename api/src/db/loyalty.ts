import type { LoyaltyCampaign, LoyaltySettings, OrderStatus } from "../../../contract";
import { indexMenu } from "../domain/cart-pricing";
import { type StoredEntry, earnedPoints, earningDates, programOn, runningCampaigns } from "../domain/loyalty";
import { createDb } from "./client";
import { parseDocument } from "./documents";
import { loadMenu } from "./menu";
import type { OrderRow, OrderSnapshot } from "./order-rows";

export async function loadLoyaltyDocuments(
  d1: D1Database,
  merchantId: number,
): Promise<{ settings: LoyaltySettings | null; campaigns: LoyaltyCampaign[] | null }> {
  const row = await d1
    .prepare("SELECT loyalty_settings, loyalty_campaigns FROM merchants WHERE id = ?1")
    .bind(merchantId)
    .first<{ loyalty_settings: string | null; loyalty_campaigns: string | null }>();
  if (!row) throw new Error(`Merchant ${merchantId} vanished while reading its loyalty settings`);
  return {
    settings: parseDocument("loyalty_settings", row.loyalty_settings, merchantId),
    campaigns: parseDocument("loyalty_campaigns", row.loyalty_campaigns, merchantId),
  };
}

export async function loadLedger(d1: D1Database, merchantId: number, clientId: number): Promise<StoredEntry[]> {
  const { results } = await d1
    .prepare(
      `SELECT id, kind, points, description, order_id, effective_at, expires_at, created_at
       FROM loyalty_entries WHERE merchant_id = ?1 AND client_id = ?2 ORDER BY id`,
    )
    .bind(merchantId, clientId)
    .all<StoredEntry>();
  return results;
}

/** The balance in SQL: the same sum as ledgerView (entries in effect at ?at). */
const BALANCE_SQL = `(SELECT COALESCE(SUM(points), 0) FROM loyalty_entries
  WHERE merchant_id = ?1 AND client_id = ?2 AND effective_at <= ?5 AND (expires_at IS NULL OR expires_at > ?5))`;

/** The kind a REDEEMED entry is written with when the balance does not cover it: the kind CHECK refuses it, failing the batch. */
const SHORT = "INSUFFICIENT_POINTS";

/**
 * When the balance does not cover `cost`, the row's kind breaks the kind CHECK and the whole batch
 * fails: two orders spending the same points cannot both land.
 */
export function redeemStatement(
  d1: D1Database,
  input: {
    merchantId: number;
    clientId: number;
    cost: number;
    idempotencyKey: string;
    cartGuid: string;
    at: string;
    expiresAt: string | null;
  },
): D1PreparedStatement {
  return d1
    .prepare(
      `INSERT INTO loyalty_entries (merchant_id, client_id, kind, points, description, order_id, effective_at, expires_at, created_at)
       SELECT ?1, ?2, CASE WHEN ${BALANCE_SQL} >= ?3 THEN 'REDEEMED' ELSE '${SHORT}' END, -?3, 'Order ' || o.id, o.id, ?5, ?6, ?5
       FROM orders o
       WHERE o.merchant_id = ?1 AND o.idempotency_key = ?4 AND o.cart_guid = ?7
         AND NOT EXISTS (SELECT 1 FROM loyalty_entries e WHERE e.merchant_id = ?1 AND e.order_id = o.id AND e.kind = 'REDEEMED')`,
    )
    .bind(
      input.merchantId,
      input.clientId,
      input.cost,
      input.idempotencyKey,
      input.at,
      input.expiresAt,
      input.cartGuid,
    );
}

export function isInsufficientPoints(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if (/CHECK constraint failed: loyalty_entries_kind_check/.test(current.message)) return true;
  }
  return false;
}

/** Only if the order is DELIVERED when the batch runs; once per order (partial unique index). */
export function earnStatement(
  d1: D1Database,
  input: { orderId: number; points: number; at: string; effectiveAt: string; expiresAt: string | null },
): D1PreparedStatement {
  return d1
    .prepare(
      `INSERT INTO loyalty_entries (merchant_id, client_id, kind, points, description, order_id, effective_at, expires_at, created_at)
       SELECT merchant_id, client_id, 'EARNED', ?2, 'Order ' || id, id, ?3, ?4, ?5
       FROM orders WHERE id = ?1 AND status = 'DELIVERED' AND client_id IS NOT NULL
       ON CONFLICT DO NOTHING`,
    )
    .bind(input.orderId, input.points, input.effectiveAt, input.expiresAt, input.at);
}

/** Only if the order is `status` when the batch runs; once per order. */
export function refundStatement(d1: D1Database, orderId: number, status: string, at: string): D1PreparedStatement {
  return d1
    .prepare(
      `INSERT INTO loyalty_entries (merchant_id, client_id, kind, points, description, order_id, effective_at, expires_at, created_at)
       SELECT e.merchant_id, e.client_id, 'REFUNDED', -e.points, e.description, e.order_id, ?3, e.expires_at, ?3
       FROM loyalty_entries e JOIN orders o ON o.id = e.order_id AND o.merchant_id = e.merchant_id
       WHERE e.order_id = ?1 AND e.kind = 'REDEEMED' AND o.status = ?2
       ON CONFLICT DO NOTHING`,
    )
    .bind(orderId, status, at);
}

export async function earnOnDeliveryStatements(
  d1: D1Database,
  row: OrderRow,
  to: OrderStatus,
  now: Date = new Date(),
): Promise<D1PreparedStatement[]> {
  if (to !== "DELIVERED" || row.client_id === null) return [];
  const { settings, campaigns } = await loadLoyaltyDocuments(d1, row.merchant_id);
  if (!programOn(settings)) return [];
  const menu = await loadMenu(createDb(d1), row.merchant_id);
  const index = indexMenu(menu);
  const snapshot = JSON.parse(row.snapshot) as OrderSnapshot;
  const lines = [
    ...snapshot.items
      .filter((line) => !line.redeemed)
      .map((line) => ({ categoryId: index.items.get(line.item_id)?.category.id ?? null, total: line.total })),
    ...snapshot.pizzas.map((line) => ({
      categoryId: index.pizzas.get(line.pizza_id)?.category.id ?? null,
      total: line.total,
    })),
    ...snapshot.extras.map((line) => ({ categoryId: null, total: line.total })),
  ];
  const points = earnedPoints(settings, runningCampaigns(campaigns, new Date(row.created_at)), lines);
  if (points <= 0) return [];
  const dates = earningDates(settings, now);
  return [
    earnStatement(d1, {
      orderId: row.id,
      points,
      at: now.toISOString(),
      effectiveAt: dates.effective_at,
      expiresAt: dates.expires_at,
    }),
  ];
}
