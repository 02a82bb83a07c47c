import { recordOrderEvent } from "../live/order-events";
import type { OrderStatus, PaymentFailure, PaymentStatus } from "../../../contract";
import type { cardCharges } from "./schema";

/*
 * Card charges of the sandbox provider, decided on its hosted page by the browser the link was
 * handed to (docs/decisions/047). Every move is one guarded batch, so requests that cross (a double
 * submit, a second charge, a cancel meanwhile) apply once at most.
 */

export type CardChargeRow = typeof cardCharges.$inferSelect;

/** A charge can be paid for this long after it is made. */
export const CHARGE_TTL_SECONDS = 30 * 60;

const PAYABLE = "('WAITING_PAYMENT', 'PAYMENT_REJECTED')";

const randomUrlSafe = (size: number) =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(size))))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

/** A random, unguessable id: it is in the hosted page's URL. */
export function newChargeId(): string {
  return `ch_${randomUrlSafe(18)}`;
}

export const newChargeSecret = () => randomUrlSafe(32);

/** SHA-256 hex of a charge secret: the table keeps only this. */
export async function hashChargeSecret(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(secret));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

export interface ChargeableOrder {
  id: number;
  clientId: number | null;
  status: OrderStatus;
  paymentMethod: string;
  paymentStatus: PaymentStatus;
  cardGuid: string | null;
  total: number;
}

export async function orderOfCart(
  d1: D1Database,
  merchantId: number,
  cartGuid: string,
): Promise<ChargeableOrder | null> {
  const row = await d1
    .prepare(
      `SELECT id, client_id AS clientId, status, payment_method AS paymentMethod, payment_status AS paymentStatus, card_guid AS cardGuid, total
       FROM orders WHERE merchant_id = ?1 AND cart_guid = ?2 LIMIT 1`,
    )
    .bind(merchantId, cartGuid)
    .first<ChargeableOrder>();
  return row ?? null;
}

export async function findLiveCard(d1: D1Database, merchantId: number, clientId: number, guid: string) {
  return d1
    .prepare(
      "SELECT guid, brand, exp_month, exp_year, last_four_digits FROM client_cards WHERE merchant_id = ?1 AND client_id = ?2 AND guid = ?3 AND deleted_at IS NULL",
    )
    .bind(merchantId, clientId, guid)
    .first<{ guid: string; brand: string; exp_month: number; exp_year: number; last_four_digits: string }>();
}

export async function isLiveCard(d1: D1Database, merchantId: number, clientId: number, guid: string): Promise<boolean> {
  const row = await d1
    .prepare(
      "SELECT 1 AS found FROM client_cards WHERE merchant_id = ?1 AND client_id = ?2 AND guid = ?3 AND deleted_at IS NULL",
    )
    .bind(merchantId, clientId, guid)
    .first<{ found: number }>();
  return row !== null;
}

/**
 * Supersedes a PENDING charge of the same order; only the link secret's hash is kept. Null when the
 * order stopped being payable by that card meanwhile.
 */
export async function createCharge(
  d1: D1Database,
  args: {
    merchantId: number;
    orderId: number;
    cardGuid: string;
    returnUrl: string;
    cancelUrl: string;
    now: number;
    nowIso: string;
  },
): Promise<{ charge: CardChargeRow; handoff: string } | null> {
  const id = newChargeId();
  const handoff = newChargeSecret();
  const payable = `status IN ${PAYABLE} AND payment_method = 'CARD' AND card_guid = ?3`;
  const results = await d1.batch([
    d1
      .prepare(
        "UPDATE card_charges SET status = 'CANCELED', decided_at = ?3 WHERE merchant_id = ?1 AND order_id = ?2 AND status = 'PENDING'",
      )
      .bind(args.merchantId, args.orderId, args.now),
    d1
      .prepare(
        `UPDATE orders SET payment_status = 'PENDING', payment_failure = NULL, updated_at = ?4 WHERE merchant_id = ?1 AND id = ?2 AND ${payable}`,
      )
      .bind(args.merchantId, args.orderId, args.cardGuid, args.nowIso),
    d1
      .prepare(
        `INSERT INTO card_charges (id, merchant_id, order_id, card_guid, amount, status, failure, return_url, cancel_url, created_at, expires_at, decided_at,
           handoff_hash, holder_hash)
         SELECT ?4, merchant_id, id, card_guid, total, 'PENDING', NULL, ?5, ?6, ?7, ?8, NULL, ?9, NULL
         FROM orders WHERE merchant_id = ?1 AND id = ?2 AND ${payable} AND payment_status = 'PENDING'
         RETURNING *`,
      )
      .bind(
        args.merchantId,
        args.orderId,
        args.cardGuid,
        id,
        args.returnUrl,
        args.cancelUrl,
        args.now,
        args.now + CHARGE_TTL_SECONDS,
        await hashChargeSecret(handoff),
      ),
  ]);
  const row = (results[2]?.results?.[0] ?? null) as Record<string, unknown> | null;
  return row ? { charge: toRow(row), handoff } : null;
}

/**
 * Spends the link's one-time `handoff`: from then on only the browser holding `holder` may pay or
 * cancel. False when the handoff is wrong or already spent.
 */
export async function claimCharge(
  d1: D1Database,
  id: string,
  handoff: string,
  holder: string,
  now: number,
): Promise<boolean> {
  const row = await d1
    .prepare(
      `UPDATE card_charges SET handoff_hash = NULL, holder_hash = ?3
       WHERE id = ?1 AND handoff_hash = ?2 AND status = 'PENDING' AND expires_at > ?4 RETURNING id`,
    )
    .bind(id, await hashChargeSecret(handoff), await hashChargeSecret(holder), now)
    .first<{ id: string }>();
  return row !== null;
}

function toRow(row: Record<string, unknown>): CardChargeRow {
  return {
    id: row.id as string,
    merchantId: row.merchant_id as number,
    orderId: row.order_id as number,
    cardGuid: row.card_guid as string,
    amount: row.amount as number,
    status: row.status as CardChargeRow["status"],
    failure: (row.failure as string | null) ?? null,
    returnUrl: row.return_url as string,
    cancelUrl: row.cancel_url as string,
    createdAt: row.created_at as number,
    expiresAt: row.expires_at as number,
    decidedAt: (row.decided_at as number | null) ?? null,
    handoffHash: (row.handoff_hash as string | null) ?? null,
    holderHash: (row.holder_hash as string | null) ?? null,
  };
}

export interface ChargeView {
  charge: CardChargeRow;
  merchantSlug: string;
  merchantName: string;
  currency: string | null;
  card: { brand: string; lastFour: string; behaviour: "APPROVE" | "DECLINE" | "CHALLENGE" } | null;
  orderStatus: OrderStatus;
}

export async function loadChargeView(d1: D1Database, id: string): Promise<ChargeView | null> {
  const row = await d1
    .prepare(
      `SELECT ch.*, m.slug AS merchant_slug, m.name AS merchant_name, json_extract(m.tropicalization, '$.currency') AS currency,
              cc.brand AS card_brand, cc.last_four_digits AS card_last_four, cc.behaviour AS card_behaviour,
              o.status AS order_status
       FROM card_charges ch
       JOIN merchants m ON m.id = ch.merchant_id
       JOIN orders o ON o.merchant_id = ch.merchant_id AND o.id = ch.order_id
       LEFT JOIN client_cards cc ON cc.merchant_id = ch.merchant_id AND cc.guid = ch.card_guid AND cc.client_id = o.client_id AND cc.deleted_at IS NULL
       WHERE ch.id = ?1 LIMIT 1`,
    )
    .bind(id)
    .first<Record<string, unknown>>();
  if (!row) return null;
  return {
    charge: toRow(row),
    merchantSlug: row.merchant_slug as string,
    merchantName: row.merchant_name as string,
    currency: (row.currency as string | null) ?? null,
    card:
      row.card_brand === null || row.card_brand === undefined
        ? null
        : {
            brand: row.card_brand as string,
            lastFour: row.card_last_four as string,
            behaviour: row.card_behaviour as "APPROVE" | "DECLINE" | "CHALLENGE",
          },
    orderStatus: row.order_status as OrderStatus,
  };
}

export type ChargeDecision =
  | { outcome: "APPROVED" }
  | { outcome: "DECLINED"; failure: Exclude<PaymentFailure, "CANCELED_BY_CUSTOMER"> }
  | { outcome: "CANCELED" };

/** True when this request decided it; false when it was decided, superseded, expired or the order stopped being payable. */
export async function decideCharge(
  d1: D1Database,
  charge: CardChargeRow,
  decision: ChargeDecision,
  now: number,
  nowIso: string,
): Promise<boolean> {
  const approved = decision.outcome === "APPROVED";
  const orderStatus: OrderStatus = approved ? "WAITING_CONFIRMATION" : "PAYMENT_REJECTED";
  const paymentStatus: PaymentStatus = approved ? "PAID" : "FAILED";
  const failure: PaymentFailure | null =
    decision.outcome === "APPROVED"
      ? null
      : decision.outcome === "CANCELED"
        ? "CANCELED_BY_CUSTOMER"
        : decision.failure;
  const { merchantId, orderId, id } = charge;
  // A card pays only the orders of its own client, and only while it is saved.
  const ownCard = approved
    ? `AND EXISTS (SELECT 1 FROM client_cards cc WHERE cc.merchant_id = ?1 AND cc.guid = orders.card_guid AND cc.client_id = orders.client_id AND cc.deleted_at IS NULL)`
    : "";

  const statements = [
    d1
      .prepare(
        `UPDATE orders SET status = ?4, payment_status = ?5, payment_failure = ?6, updated_at = ?7,
           history = json_insert(history, '$[#]', json_object('status', ?4, 'at', ?7))
         WHERE merchant_id = ?1 AND id = ?2 AND status IN ${PAYABLE} AND payment_status = 'PENDING' AND payment_method = 'CARD'
           AND card_guid = (SELECT card_guid FROM card_charges WHERE id = ?3) ${ownCard}
           AND EXISTS (SELECT 1 FROM card_charges WHERE id = ?3 AND merchant_id = ?1 AND order_id = ?2 AND status = 'PENDING' AND expires_at > ?8)`,
      )
      .bind(merchantId, orderId, id, orderStatus, paymentStatus, failure, nowIso, now),
    // The charge is decided only when the order has just reached the decision's state.
    d1
      .prepare(
        `UPDATE card_charges SET status = ?4, failure = ?5, decided_at = ?6
         WHERE id = ?3 AND status = 'PENDING'
           AND EXISTS (SELECT 1 FROM orders WHERE merchant_id = ?1 AND id = ?2 AND status = ?7 AND payment_status = ?8 AND updated_at = ?9)
         RETURNING id`,
      )
      .bind(merchantId, orderId, id, decision.outcome, failure, now, orderStatus, paymentStatus, nowIso),
  ];
  if (approved) {
    statements.push(
      d1
        .prepare(
          `UPDATE carts SET status = 'FINALIZED', updated_at = ?3
           WHERE merchant_id = ?1 AND guid = (SELECT cart_guid FROM orders WHERE merchant_id = ?1 AND id = ?2) AND status = 'PENDING'
             AND EXISTS (SELECT 1 FROM card_charges WHERE id = ?4 AND status = 'APPROVED')`,
        )
        .bind(merchantId, orderId, nowIso, id),
      d1
        .prepare(
          `UPDATE client_cards SET last_used_at = ?3
           WHERE merchant_id = ?1 AND guid = ?2 AND EXISTS (SELECT 1 FROM card_charges WHERE id = ?4 AND status = 'APPROVED' AND decided_at = ?3)`,
        )
        .bind(merchantId, charge.cardGuid, now, id),
    );
  }
  const results = await d1.batch(statements);
  const decided = (results[1]?.results?.length ?? 0) > 0;
  if (decided) recordOrderEvent({ kind: approved ? "paid" : "moved", orderId, status: orderStatus, merchantId });
  return decided;
}

export function cancelChargeOfCanceledOrderStatement(
  d1: D1Database,
  merchantId: number,
  orderId: number,
  now: number,
): D1PreparedStatement {
  return d1
    .prepare(
      `UPDATE card_charges SET status = 'CANCELED', decided_at = ?1
       WHERE merchant_id = ?2 AND order_id = ?3 AND status = 'PENDING' AND EXISTS (SELECT 1 FROM orders WHERE id = ?3 AND status = 'CANCELED')`,
    )
    .bind(now, merchantId, orderId);
}

export function supersedeChargesStatement(
  d1: D1Database,
  merchantId: number,
  orderId: number,
  now: number,
): D1PreparedStatement {
  return d1
    .prepare(
      "UPDATE card_charges SET status = 'CANCELED', decided_at = ?1 WHERE merchant_id = ?2 AND order_id = ?3 AND status = 'PENDING'",
    )
    .bind(now, merchantId, orderId);
}
