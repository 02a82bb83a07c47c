import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Rejection } from "../domain/cart-pricing";
import { type CouponRow, clientRuleReason } from "../domain/coupons";
import type { Statement } from "./carts";
import type { Db } from "./client";
import { parseDocument } from "./documents";
import { cartCoupons, clientCoupons, coupons, merchants } from "./schema";

/*
 * Who holds a single-use coupon is settled by the database: the add is one conditional INSERT that
 * yields to the unique indexes and to the cart's coupon limit; never a read-then-write.
 */

export async function findCouponByCode(db: Db, merchantId: number, code: string): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.merchantId, merchantId), eq(coupons.code, code)))
    .limit(1);
  return row ?? null;
}

export async function findCouponById(db: Db, merchantId: number, id: number): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.merchantId, merchantId), eq(coupons.id, id)))
    .limit(1);
  return row ?? null;
}

export interface ClientCouponHistory {
  /** Coupon ids the client holds on a cart other than `exceptCart` (open, or ordered). */
  heldElsewhere: Set<number>;
  /** Per coupon id, the client's orders (not canceled: a cancel deletes the row) whose cart held it. */
  orderedUses: Map<number, number>;
  /** An order at this merchant in any status but CANCELED and EXPIRED_PAYMENT. */
  hasOrder: boolean;
  hasCpf: boolean;
}

export async function clientCouponHistory(
  d1: D1Database,
  merchantId: number,
  clientId: number,
  exceptCart: string | null,
): Promise<ClientCouponHistory> {
  const [held, uses, ordered, client] = await d1.batch([
    d1
      .prepare(
        "SELECT DISTINCT coupon_id FROM cart_coupons WHERE merchant_id = ?1 AND client_id = ?2 AND cart_guid <> ?3",
      )
      .bind(merchantId, clientId, exceptCart ?? ""),
    d1
      .prepare(
        `SELECT cc.coupon_id, count(*) AS n FROM cart_coupons cc
           JOIN orders o ON o.merchant_id = cc.merchant_id AND o.cart_guid = cc.cart_guid
         WHERE cc.merchant_id = ?1 AND o.client_id = ?2 AND cc.cart_guid <> ?3 GROUP BY cc.coupon_id`,
      )
      .bind(merchantId, clientId, exceptCart ?? ""),
    d1
      .prepare(
        "SELECT 1 AS yes FROM orders WHERE merchant_id = ?1 AND client_id = ?2 AND status NOT IN ('CANCELED', 'EXPIRED_PAYMENT') LIMIT 1",
      )
      .bind(merchantId, clientId),
    d1.prepare("SELECT cpf FROM clients WHERE merchant_id = ?1 AND id = ?2").bind(merchantId, clientId),
  ]);
  const heldRows = (held?.results ?? []) as { coupon_id: number }[];
  const cpf = ((client?.results ?? [])[0] as { cpf: string | null } | undefined)?.cpf ?? null;
  return {
    heldElsewhere: new Set(heldRows.map((row) => row.coupon_id)),
    orderedUses: new Map(
      ((uses?.results ?? []) as { coupon_id: number; n: number }[]).map((row) => [row.coupon_id, row.n]),
    ),
    hasOrder: (ordered?.results ?? []).length > 0,
    hasCpf: cpf !== null && cpf !== "",
  };
}

export function insertCartCouponStatement(
  db: Db,
  row: {
    merchantId: number;
    cartGuid: string;
    couponId: number;
    clientId: number | null;
    singleUse: boolean;
    createdAt: string;
  },
  max: number,
): Statement {
  // Every column in the table's order (drizzle's INSERT … SELECT lists them all); id: the next one.
  return db
    .insert(cartCoupons)
    .select(
      sql`SELECT NULL, ${row.merchantId}, ${row.cartGuid}, ${row.couponId}, ${row.clientId}, ${row.singleUse ? 1 : 0}, ${row.createdAt}
          WHERE (SELECT count(*) FROM cart_coupons WHERE merchant_id = ${row.merchantId} AND cart_guid = ${row.cartGuid}) < ${max}`,
    )
    .onConflictDoNothing();
}

/** The condition "this coupon was put on this cart at `createdAt`": what a delivery type change of the same batch waits for. */
export const couponAddedAt = (merchantId: number, cartGuid: string, couponId: number, createdAt: string) =>
  sql`EXISTS (SELECT 1 FROM cart_coupons WHERE merchant_id = ${merchantId} AND cart_guid = ${cartGuid} AND coupon_id = ${couponId} AND created_at = ${createdAt})`;

export function deleteCartCouponStatement(db: Db, merchantId: number, cartGuid: string, couponId: number): Statement {
  return db
    .delete(cartCoupons)
    .where(
      and(
        eq(cartCoupons.merchantId, merchantId),
        eq(cartCoupons.cartGuid, cartGuid),
        eq(cartCoupons.couponId, couponId),
      ),
    );
}

/** Only if the order is `status` when the batch runs; the order keeps its discount in its snapshot. */
export function releaseOrderCouponsStatement(d1: D1Database, orderId: number, status: string): D1PreparedStatement {
  return d1
    .prepare(
      `DELETE FROM cart_coupons
       WHERE (merchant_id, cart_guid) = (SELECT merchant_id, cart_guid FROM orders WHERE id = ?1 AND status = ?2)`,
    )
    .bind(orderId, status);
}

export async function cartCouponState(db: Db, merchantId: number, cartGuid: string, couponId: number) {
  const rows = await db
    .select({ couponId: cartCoupons.couponId })
    .from(cartCoupons)
    .where(and(eq(cartCoupons.merchantId, merchantId), eq(cartCoupons.cartGuid, cartGuid)));
  return { count: rows.length, holds: rows.some((row) => row.couponId === couponId) };
}

export async function walletCoupons(db: Db, merchantId: number, clientId: number): Promise<CouponRow[]> {
  const added = db
    .select({ couponId: clientCoupons.couponId })
    .from(clientCoupons)
    .where(and(eq(clientCoupons.merchantId, merchantId), eq(clientCoupons.clientId, clientId)));
  return db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.merchantId, merchantId),
        or(eq(coupons.displayedInWallet, true), eq(coupons.clientId, clientId), inArray(coupons.id, added)),
      ),
    )
    .orderBy(asc(coupons.id));
}

export async function addWalletCoupon(
  db: Db,
  merchantId: number,
  clientId: number,
  couponId: number,
): Promise<boolean> {
  const result = await db
    .insert(clientCoupons)
    .values({ merchantId, clientId, couponId, createdAt: new Date().toISOString() })
    .onConflictDoNothing();
  return ((result as { meta?: { changes?: number } }).meta?.changes ?? 0) > 0;
}

/** Rules 4 and 5 again at placement: another order may have used the coupon meanwhile. */
export async function couponOrderRefusal(
  d1: D1Database,
  merchantId: number,
  clientId: number | null,
  cartGuid: string,
  onCart: readonly CouponRow[],
  applied: readonly { id: number; applied: boolean }[],
): Promise<Rejection | null> {
  const checked = onCart.filter(
    (coupon) =>
      (coupon.singleUse || coupon.maxUsesPerClient !== null || coupon.firstOrderOnly) &&
      applied.some((line) => line.id === coupon.id && line.applied),
  );
  if (clientId === null || checked.length === 0) return null;
  const history = await clientCouponHistory(d1, merchantId, clientId, cartGuid);
  for (const coupon of checked) {
    const reason = clientRuleReason(coupon, {
      usedElsewhere: history.heldElsewhere.has(coupon.id),
      hasOrder: history.hasOrder,
      hasCpf: history.hasCpf,
      orderedUses: history.orderedUses.get(coupon.id) ?? 0,
    });
    if (reason) {
      return {
        status: 422,
        code: reason,
        message: `Coupon ${coupon.code} can no longer be used (${reason})`,
        errors: [{ field: "coupon", message: coupon.code }],
      };
    }
  }
  return null;
}

export async function couponSettingsOf(db: Db, merchantId: number) {
  const [row] = await db
    .select({ text: merchants.couponSettings })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .limit(1);
  return parseDocument("coupon_settings", row?.text ?? null, merchantId);
}

/*
 * A coupon's uses are the orders whose cart holds it: a cancel or an expired payment deletes the row
 * (releaseOrderCouponsStatement), so the count goes down with it. Counted in SQL where the order is
 * inserted, so two orders racing for the last use cannot both pass.
 */
const USES = `(SELECT count(*) FROM cart_coupons cc JOIN orders o ON o.merchant_id = cc.merchant_id AND o.cart_guid = cc.cart_guid
  WHERE cc.merchant_id = c.merchant_id AND cc.coupon_id = c.id)`;
const CLIENT_USES = `(SELECT count(*) FROM cart_coupons cc JOIN orders o ON o.merchant_id = cc.merchant_id AND o.cart_guid = cc.cart_guid
  WHERE cc.merchant_id = c.merchant_id AND cc.coupon_id = c.id AND o.client_id = ?)`;
const PER_CLIENT = "(CASE WHEN c.single_use = 1 THEN 1 ELSE c.max_uses_per_client END)";
const TOTAL_REACHED = `(c.max_uses IS NOT NULL AND ${USES} >= c.max_uses)`;
const CLIENT_REACHED = `(${PER_CLIENT} IS NOT NULL AND ${CLIENT_USES} >= ${PER_CLIENT})`;
const marks = (count: number) => Array.from({ length: count }, () => "?").join(", ");

/** The order's insert waits for this: none of the coupons it is priced with has reached a limit. */
export function couponLimitGuard(
  merchantId: number,
  clientId: number | null,
  couponIds: readonly number[],
): { sql: string; binds: unknown[] } {
  if (couponIds.length === 0) return { sql: "1", binds: [] };
  return {
    sql: `NOT EXISTS (SELECT 1 FROM coupons c WHERE c.merchant_id = ? AND c.id IN (${marks(couponIds.length)})
      AND (${TOTAL_REACHED} OR ${CLIENT_REACHED}))`,
    binds: [merchantId, ...couponIds, clientId],
  };
}

/** Which of these coupons are used up in all, and which by this client. */
export async function couponLimitsReached(
  d1: D1Database,
  merchantId: number,
  clientId: number | null,
  couponIds: readonly number[],
): Promise<{ total: Set<number>; byClient: Set<number> }> {
  if (couponIds.length === 0) return { total: new Set(), byClient: new Set() };
  const { results } = await d1
    .prepare(
      `SELECT c.id, ${TOTAL_REACHED} AS total, ${CLIENT_REACHED} AS by_client FROM coupons c
       WHERE c.merchant_id = ? AND c.id IN (${marks(couponIds.length)})`,
    )
    .bind(clientId, merchantId, ...couponIds)
    .all<{ id: number; total: number; by_client: number }>();
  return {
    total: new Set(results.filter((row) => row.total === 1).map((row) => row.id)),
    byClient: new Set(results.filter((row) => row.by_client === 1).map((row) => row.id)),
  };
}

/** Whether a coupon with a total limit has every use taken now (404 to the next add). */
export async function couponUsedUp(d1: D1Database, coupon: CouponRow): Promise<boolean> {
  if (coupon.maxUses === null) return false;
  const reached = await couponLimitsReached(d1, coupon.merchantId, null, [coupon.id]);
  return reached.total.has(coupon.id);
}

/**
 * An order holds only the coupons that discounted it: one left on the cart unapplied (a rule no
 * longer held) is taken off once the order exists, so it spends none of its uses.
 */
export function dropUnappliedCouponsStatement(
  d1: D1Database,
  order: { merchantId: number; cartGuid: string; idempotencyKey: string },
  couponIds: readonly number[],
): D1PreparedStatement[] {
  if (couponIds.length === 0) return [];
  return [
    d1
      .prepare(
        `DELETE FROM cart_coupons WHERE merchant_id = ? AND cart_guid = ? AND coupon_id IN (${marks(couponIds.length)})
           AND EXISTS (SELECT 1 FROM orders WHERE merchant_id = ? AND idempotency_key = ? AND cart_guid = ?)`,
      )
      .bind(order.merchantId, order.cartGuid, ...couponIds, order.merchantId, order.idempotencyKey, order.cartGuid),
  ];
}

/** Only while the cart is open: a cart that became an order keeps its coupons (they are its uses). */
export function releaseOpenCartCouponStatement(
  d1: D1Database,
  merchantId: number,
  cartGuid: string,
  couponId: number,
): D1PreparedStatement {
  return d1
    .prepare(
      `DELETE FROM cart_coupons WHERE merchant_id = ?1 AND cart_guid = ?2 AND coupon_id = ?3
         AND EXISTS (SELECT 1 FROM carts WHERE merchant_id = ?1 AND guid = ?2 AND status = 'OPEN')`,
    )
    .bind(merchantId, cartGuid, couponId);
}
