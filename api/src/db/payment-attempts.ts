/** Our words for a provider payment's state (payments/provider.ts). */
export type AttemptStatus = "PENDING" | "PAID" | "FAILED" | "REFUNDED";

/* A provider's payment for an order: one row per attempt, keyed by (provider, provider_payment_id). */

export interface PaymentAttemptRow {
  id: number;
  order_id: number;
  merchant_id: number;
  provider: "sandbox" | "mercadopago";
  provider_payment_id: string;
  method: "PIX" | "CARD" | "PSE" | "OXXO";
  amount: number;
  currency: string;
  status: AttemptStatus;
  status_history: string;
  external_reference: string | null;
  checkout_url: string | null;
  created_at: number;
  updated_at: number;
}

export interface NewPaymentAttempt {
  merchantId: number;
  /** The order's idempotency key: the attempt is written for the order the same batch inserted (or found). */
  orderIdempotencyKey: string;
  provider: "sandbox" | "mercadopago";
  providerPaymentId: string;
  method: PaymentAttemptRow["method"];
  amount: number;
  currency: string;
  status: AttemptStatus;
  providerStatus: string;
  /** A hosted checkout's: our reference of the attempt and the page the customer pays on. */
  externalReference?: string | null;
  checkoutUrl?: string | null;
  at: Date;
}

/** A hosted checkout's attempt holds its preference until the provider tells the payment made there. */
export const PREFERENCE_PREFIX = "preference:";

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** For the placement's batch: nothing when no order has the key, or the payment is recorded already. */
export function insertPaymentAttemptStatement(d1: D1Database, attempt: NewPaymentAttempt): D1PreparedStatement {
  const history = JSON.stringify([
    { status: attempt.status, provider_status: attempt.providerStatus, at: attempt.at.toISOString() },
  ]);
  return d1
    .prepare(
      `INSERT INTO payment_attempts (order_id, merchant_id, provider, provider_payment_id, method, amount, currency, status, status_history, external_reference, checkout_url, created_at, updated_at)
       SELECT id, merchant_id, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?11, ?12, ?10, ?10 FROM orders WHERE merchant_id = ?1 AND idempotency_key = ?2
       ON CONFLICT DO NOTHING`,
    )
    .bind(
      attempt.merchantId,
      attempt.orderIdempotencyKey,
      attempt.provider,
      attempt.providerPaymentId,
      attempt.method,
      attempt.amount,
      attempt.currency,
      attempt.status,
      history,
      seconds(attempt.at),
      attempt.externalReference ?? null,
      attempt.checkoutUrl ?? null,
    );
}

/** The attempt a hosted checkout's payment belongs to, by the reference the checkout was made with. */
export async function findHostedCheckoutAttempt(
  d1: D1Database,
  merchantId: number,
  externalReference: string,
): Promise<PaymentAttemptRow | null> {
  return d1
    .prepare(
      "SELECT * FROM payment_attempts WHERE merchant_id = ?1 AND external_reference = ?2 AND checkout_url IS NOT NULL ORDER BY id LIMIT 1",
    )
    .bind(merchantId, externalReference)
    .first<PaymentAttemptRow>();
}

/** The order's newest hosted checkout, whose page is where its customer pays now. */
export async function latestHostedCheckout(d1: D1Database, orderId: number): Promise<PaymentAttemptRow | null> {
  return d1
    .prepare("SELECT * FROM payment_attempts WHERE order_id = ?1 AND checkout_url IS NOT NULL ORDER BY id DESC LIMIT 1")
    .bind(orderId)
    .first<PaymentAttemptRow>();
}

/**
 * The hosted checkout's first payment becomes its attempt's; a later one on the same page (after a
 * refusal) is an attempt of its own. Either way nothing when the payment is recorded already.
 */
export function claimHostedPaymentStatements(
  d1: D1Database,
  checkout: PaymentAttemptRow,
  providerPaymentId: string,
  at: Date,
): D1PreparedStatement[] {
  return [
    d1
      .prepare(
        `UPDATE payment_attempts SET provider_payment_id = ?2, updated_at = ?3
         WHERE id = ?1 AND provider_payment_id LIKE '${PREFERENCE_PREFIX}%'
           AND NOT EXISTS (SELECT 1 FROM payment_attempts WHERE provider = 'mercadopago' AND provider_payment_id = ?2)`,
      )
      .bind(checkout.id, providerPaymentId, seconds(at)),
    d1
      .prepare(
        `INSERT INTO payment_attempts (order_id, merchant_id, provider, provider_payment_id, method, amount, currency, status, status_history, external_reference, checkout_url, created_at, updated_at)
         SELECT order_id, merchant_id, provider, ?2, method, amount, currency, 'PENDING', json_array(json_object('status', 'PENDING', 'provider_status', 'checkout', 'at', ?4)), external_reference, checkout_url, ?3, ?3
         FROM payment_attempts WHERE id = ?1
         ON CONFLICT DO NOTHING`,
      )
      .bind(checkout.id, providerPaymentId, seconds(at), at.toISOString()),
  ];
}

export async function findPaymentAttempt(
  d1: D1Database,
  provider: PaymentAttemptRow["provider"],
  providerPaymentId: string,
): Promise<PaymentAttemptRow | null> {
  return d1
    .prepare("SELECT * FROM payment_attempts WHERE provider = ?1 AND provider_payment_id = ?2")
    .bind(provider, providerPaymentId)
    .first<PaymentAttemptRow>();
}

export async function paymentAttemptsOfOrder(d1: D1Database, orderId: number): Promise<PaymentAttemptRow[]> {
  const { results } = await d1
    .prepare("SELECT * FROM payment_attempts WHERE order_id = ?1 ORDER BY id")
    .bind(orderId)
    .all<PaymentAttemptRow>();
  return results;
}

/** The attempt's new state, appended to its history; a state it is in already changes nothing. */
export function settlePaymentAttemptStatement(
  d1: D1Database,
  attemptId: number,
  status: AttemptStatus,
  providerStatus: string,
  at: Date,
): D1PreparedStatement {
  return d1
    .prepare(
      `UPDATE payment_attempts SET status = ?2, updated_at = ?4,
         status_history = json_insert(status_history, '$[#]', json_object('status', ?2, 'provider_status', ?3, 'at', ?5))
       WHERE id = ?1 AND status <> ?2`,
    )
    .bind(attemptId, status, providerStatus, seconds(at), at.toISOString());
}

/** Pending attempts at a provider due for a read (domain/reconciliation.ts), least recently read first. */
export async function pendingAttemptsDue(
  d1: D1Database,
  provider: PaymentAttemptRow["provider"],
  window: { createdSince: number; frequentSince: number; frequentReadBefore: number; slowReadBefore: number },
  limit: number,
): Promise<PaymentAttemptRow[]> {
  const { results } = await d1
    .prepare(
      `SELECT * FROM payment_attempts
       WHERE status = 'PENDING' AND provider = ?1 AND created_at >= ?2
         AND updated_at <= CASE WHEN created_at >= ?3 THEN ?4 ELSE ?5 END
       ORDER BY updated_at, id LIMIT ?6`,
    )
    .bind(provider, window.createdSince, window.frequentSince, window.frequentReadBefore, window.slowReadBefore, limit)
    .all<PaymentAttemptRow>();
  return results;
}

/** A pending attempt read and still pending goes to the back of the reconciliation's queue. */
export async function markPendingAttemptsRead(d1: D1Database, attemptIds: number[], at: Date): Promise<void> {
  if (attemptIds.length === 0) return;
  await d1.batch(
    attemptIds.map((id) =>
      d1
        .prepare("UPDATE payment_attempts SET updated_at = ?2 WHERE id = ?1 AND status = 'PENDING'")
        .bind(id, seconds(at)),
    ),
  );
}

/**
 * An approved attempt becomes PAID only when its order is paid and no other attempt of it is: run
 * in the batch of the order's paid move, it records the payment that paid the order, and leaves
 * one that came too late (the order expired, canceled or paid otherwise) PENDING, to be refunded.
 */
export function confirmPaymentAttemptStatement(
  d1: D1Database,
  attemptId: number,
  providerStatus: string,
  at: Date,
): D1PreparedStatement {
  return d1
    .prepare(
      `UPDATE payment_attempts SET status = 'PAID', updated_at = ?3,
         status_history = json_insert(status_history, '$[#]', json_object('status', 'PAID', 'provider_status', ?2, 'at', ?4))
       WHERE id = ?1 AND status NOT IN ('PAID', 'REFUNDED')
         AND EXISTS (SELECT 1 FROM orders WHERE orders.id = payment_attempts.order_id AND orders.payment_status = 'PAID')
         AND NOT EXISTS (
           SELECT 1 FROM payment_attempts AS other
           WHERE other.order_id = payment_attempts.order_id AND other.id <> payment_attempts.id AND other.status = 'PAID'
         )`,
    )
    .bind(attemptId, providerStatus, seconds(at), at.toISOString());
}

/** The money of an attempt given back at the provider, in its history (refund id, amount in minor units, why). */
export function refundedPaymentAttemptStatement(
  d1: D1Database,
  attemptId: number,
  refund: { id: string; amount: number; reason: string },
  at: Date,
): D1PreparedStatement {
  return d1
    .prepare(
      `UPDATE payment_attempts SET status = 'REFUNDED', updated_at = ?5,
         status_history = json_insert(status_history, '$[#]',
           json_object('status', 'REFUNDED', 'provider_status', 'refunded', 'refund_id', ?2, 'amount', ?3, 'reason', ?4, 'at', ?6))
       WHERE id = ?1 AND status <> 'REFUNDED'`,
    )
    .bind(attemptId, refund.id, refund.amount, refund.reason, seconds(at), at.toISOString());
}

export async function findPaymentAttemptById(d1: D1Database, id: number): Promise<PaymentAttemptRow | null> {
  return d1.prepare("SELECT * FROM payment_attempts WHERE id = ?1").bind(id).first<PaymentAttemptRow>();
}
