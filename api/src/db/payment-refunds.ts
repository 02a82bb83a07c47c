import type { PaymentAttemptRow } from "./payment-attempts";

/* Money given back for an order (payment_refunds, decision 085). */

export type RefundKind = "FULL" | "PARTIAL";

export interface PaymentRefundRow {
  id: number;
  merchant_id: number;
  order_id: number;
  attempt_id: number | null;
  provider: PaymentAttemptRow["provider"];
  provider_refund_id: string;
  idempotency_key: string;
  amount: number;
  kind: RefundKind;
  reason: string;
  refunded_by: string;
  status: "APPROVED";
  created_at: number;
}

export interface NewRefund {
  merchantId: number;
  orderId: number;
  attemptId: number | null;
  provider: PaymentAttemptRow["provider"];
  providerRefundId: string;
  idempotencyKey: string;
  amount: number;
  kind: RefundKind;
  reason: string;
  /** A staff member's id, or 'system'. */
  refundedBy: string;
  at: Date;
}

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/**
 * What was given back of the order's paid payment: its attempt's refunds (`attempt` is the
 * placeholder of the attempt's id, null for a sandbox store's), never those of a payment the
 * order did not take (a late approval's, given back whole).
 */
const refundedSum = (attempt: string) =>
  `(SELECT COALESCE(SUM(amount), 0) FROM payment_refunds WHERE order_id = ?2 AND attempt_id IS ${attempt})`;

/** A refund recorded as it is, once per key: a payment its order did not take, given back whole. */
export function insertRefundStatement(d1: D1Database, refund: NewRefund): D1PreparedStatement {
  return d1
    .prepare(
      `INSERT INTO payment_refunds (merchant_id, order_id, attempt_id, provider, provider_refund_id, idempotency_key, amount, kind, reason, refunded_by, status, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, 'APPROVED', ?11)
       ON CONFLICT DO NOTHING`,
    )
    .bind(...refundBinds(refund));
}

/**
 * A full refund, for the cancel's batch: written only when the move applied (the order CANCELED
 * at the move's instant), and once per provider refund.
 */
export function insertCancelRefundStatement(d1: D1Database, refund: NewRefund, movedAt: string): D1PreparedStatement {
  return d1
    .prepare(
      `INSERT INTO payment_refunds (merchant_id, order_id, attempt_id, provider, provider_refund_id, idempotency_key, amount, kind, reason, refunded_by, status, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, 'APPROVED', ?11
       FROM orders WHERE id = ?2 AND merchant_id = ?1 AND status = 'CANCELED' AND updated_at = ?12
       ON CONFLICT DO NOTHING`,
    )
    .bind(...refundBinds(refund), movedAt);
}

/**
 * A part refunded from the console, with what it settles, in one batch: the refund (only while the
 * refunds stay within what was paid and the payment is still PAID), then, when they reach it, the
 * order's payment and its attempt REFUNDED. The first result's `meta.changes` says whether it was written.
 */
export function partialRefundStatements(d1: D1Database, refund: NewRefund, paid: number): D1PreparedStatement[] {
  const at = refund.at.toISOString();
  return [
    d1
      .prepare(
        `INSERT INTO payment_refunds (merchant_id, order_id, attempt_id, provider, provider_refund_id, idempotency_key, amount, kind, reason, refunded_by, status, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, 'APPROVED', ?11
         FROM orders WHERE id = ?2 AND merchant_id = ?1 AND payment_status = 'PAID' AND ${refundedSum("?3")} + ?7 <= ?12
         ON CONFLICT DO NOTHING`,
      )
      .bind(...refundBinds(refund), paid),
    d1
      .prepare(
        `UPDATE orders SET payment_status = 'REFUNDED', updated_at = ?3
         WHERE id = ?2 AND merchant_id = ?1 AND payment_status = 'PAID' AND ${refundedSum("?5")} >= ?4`,
      )
      .bind(refund.merchantId, refund.orderId, at, paid, refund.attemptId),
    ...(refund.attemptId === null
      ? []
      : [
          d1
            .prepare(
              `UPDATE payment_attempts SET status = 'REFUNDED', updated_at = ?3,
                 status_history = json_insert(status_history, '$[#]', json_object('status', 'REFUNDED', 'provider_status', 'refunded', 'at', ?4))
               WHERE id = ?1 AND status = 'PAID' AND (SELECT COALESCE(SUM(amount), 0) FROM payment_refunds WHERE attempt_id = ?1) >= ?2`,
            )
            .bind(refund.attemptId, paid, seconds(refund.at), at),
        ]),
  ];
}

function refundBinds(refund: NewRefund) {
  return [
    refund.merchantId,
    refund.orderId,
    refund.attemptId,
    refund.provider,
    refund.providerRefundId,
    refund.idempotencyKey,
    refund.amount,
    refund.kind,
    refund.reason,
    refund.refundedBy,
    seconds(refund.at),
  ];
}

export async function findRefundByKey(
  d1: D1Database,
  merchantId: number,
  idempotencyKey: string,
): Promise<PaymentRefundRow | null> {
  return d1
    .prepare("SELECT * FROM payment_refunds WHERE merchant_id = ?1 AND idempotency_key = ?2")
    .bind(merchantId, idempotencyKey)
    .first<PaymentRefundRow>();
}

export async function refundsOfOrder(d1: D1Database, orderId: number): Promise<PaymentRefundRow[]> {
  const { results } = await d1
    .prepare("SELECT * FROM payment_refunds WHERE order_id = ?1 ORDER BY id")
    .bind(orderId)
    .all<PaymentRefundRow>();
  return results;
}
