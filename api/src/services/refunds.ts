import type { OrderRow } from "../db/orders";
import { type PaymentAttemptRow, paymentAttemptsOfOrder, settlePaymentAttemptStatement } from "../db/payment-attempts";
import {
  type NewRefund,
  findRefundByKey,
  insertCancelRefundStatement,
  partialRefundStatements,
  refundsOfOrder,
} from "../db/payment-refunds";
import { HttpError } from "../http/errors";
import { ProviderRefused, ProviderUnavailable, type ProviderRefund } from "../payments/provider";
import { type PaymentSecrets, paymentProviderFor } from "./payment-accounts";

/*
 * Money given back for an order (decision 085): through the provider the order was paid at, with an
 * idempotency key from the order (a store cancel) or from the console form's nonce (a part), so a
 * request sent again refunds once. A sandbox store's refund is recorded the same way, with our own id.
 */

/** What a refund needs to reach the merchant's provider. */
export interface PaymentsAccess {
  secrets: PaymentSecrets;
  inProcess: (request: Request) => Promise<Response>;
}

/** Who gave the money back: a staff member's id, or the system (the admin key). */
export type RefundedBy = { staffId: number } | "system";

const byOf = (by: RefundedBy) => (by === "system" ? "system" : String(by.staffId));

const isPaidOnline = (row: OrderRow) => row.payment_kind === "ONLINE" && row.payment_status === "PAID";

/** The provider's payment the order was paid with: its latest paid Mercado Pago attempt, if any. */
async function paidAttemptOf(d1: D1Database, orderId: number): Promise<PaymentAttemptRow | null> {
  const attempts = await paymentAttemptsOfOrder(d1, orderId);
  return attempts.filter((attempt) => attempt.provider === "mercadopago" && attempt.status === "PAID").at(-1) ?? null;
}

/** What was paid online and what of it is left to give back (minor units). */
export async function refundableOf(d1: D1Database, row: OrderRow): Promise<{ paid: number; left: number }> {
  if (!isPaidOnline(row)) return { paid: 0, left: 0 };
  const attempt = await paidAttemptOf(d1, row.id);
  const paid = attempt?.amount ?? row.total;
  // Only the paid payment's refunds: a late approval of another attempt was given back whole, apart.
  const refunded = (await refundsOfOrder(d1, row.id))
    .filter((refund) => refund.attempt_id === (attempt?.id ?? null))
    .reduce((sum, refund) => sum + refund.amount, 0);
  return { paid, left: Math.max(0, paid - refunded) };
}

async function refundAtProvider(
  d1: D1Database,
  payments: PaymentsAccess,
  row: OrderRow,
  attempt: PaymentAttemptRow,
  amount: number,
  idempotencyKey: string,
): Promise<ProviderRefund> {
  const chosen = await paymentProviderFor(d1, payments.secrets, row.merchant_id, payments.inProcess);
  if (chosen.name !== "mercadopago") {
    console.warn(`Refund of order ${row.id} not made: its store has no Mercado Pago account any more`);
    throw new HttpError(422, "REVERSAL_FAILED", "The store's payment account is gone; the payment cannot be refunded");
  }
  try {
    return await chosen.provider.refund({ paymentId: attempt.provider_payment_id, amount, idempotencyKey });
  } catch (error) {
    if (error instanceof ProviderUnavailable) {
      console.warn(`Refund of order ${row.id} not made: ${error.message}`);
      throw new HttpError(
        503,
        "REVERSAL_FAILED",
        "The payment provider did not answer; nothing was refunded or changed, the same request may be sent again",
      );
    }
    if (error instanceof ProviderRefused) {
      console.warn(`Refund of order ${row.id} refused: ${error.message}`);
      throw new HttpError(422, "REVERSAL_FAILED", "The payment provider refused the refund; nothing was changed");
    }
    throw error;
  }
}

/**
 * A store cancel's refund of everything left of a paid online payment, made at the provider BEFORE
 * the move; answers the statements for the move's batch (the refund's row, the attempt REFUNDED),
 * written only if the move applies. The provider down: a typed refusal and nothing to move.
 */
export async function refundForCancel(
  d1: D1Database,
  payments: PaymentsAccess,
  row: OrderRow,
  args: { reason: string; by: RefundedBy; now: Date; movedAt: string },
): Promise<D1PreparedStatement[]> {
  const { left } = await refundableOf(d1, row);
  if (left === 0) return [];
  const idempotencyKey = `refund:${row.merchant_id}:${row.id}:full`;
  const attempt = await paidAttemptOf(d1, row.id);
  const base = {
    merchantId: row.merchant_id,
    orderId: row.id,
    idempotencyKey,
    kind: "FULL" as const,
    reason: args.reason,
    refundedBy: byOf(args.by),
    at: args.now,
  };
  if (!attempt) {
    const refund: NewRefund = {
      ...base,
      attemptId: null,
      provider: "sandbox",
      providerRefundId: idempotencyKey,
      amount: left,
    };
    return [insertCancelRefundStatement(d1, refund, args.movedAt)];
  }
  const made = await refundAtProvider(d1, payments, row, attempt, left, idempotencyKey);
  const refund: NewRefund = {
    ...base,
    attemptId: attempt.id,
    provider: "mercadopago",
    providerRefundId: made.id,
    amount: made.amount,
  };
  return [
    insertCancelRefundStatement(d1, refund, args.movedAt),
    settlePaymentAttemptStatement(d1, attempt.id, "REFUNDED", "refunded", args.now),
  ];
}

export interface PartialRefundRequest {
  amount: number;
  reason: string;
  /** The console form's nonce: the same form sent twice refunds once. */
  nonce: string;
}

/**
 * A part of a paid online order given back from the console: more than zero and at most what is
 * left, refunded at the provider, then recorded; the order keeps its state, and its payment becomes
 * REFUNDED when nothing is left. 409 when the order has no paid online payment, 422
 * REFUND_TOO_LARGE over what is left, REVERSAL_FAILED when the provider fails (nothing written).
 */
export async function refundPart(
  d1: D1Database,
  payments: PaymentsAccess,
  row: OrderRow,
  request: PartialRefundRequest,
  by: RefundedBy,
  now: Date,
): Promise<void> {
  const idempotencyKey = `refund:${row.merchant_id}:${row.id}:part:${request.nonce}`;
  const earlier = await findRefundByKey(d1, row.merchant_id, idempotencyKey);
  if (earlier) {
    if (earlier.order_id !== row.id) throw new HttpError(409, "ALREADY_USED", "This refund form was used already");
    return;
  }
  if (!isPaidOnline(row))
    throw new HttpError(409, "INVALID_TRANSITION", `Order ${row.id} has no paid online payment to refund`);
  const { paid, left } = await refundableOf(d1, row);
  if (request.amount > left)
    throw new HttpError(422, "REFUND_TOO_LARGE", `At most ${left} is left to refund of order ${row.id}`);
  const attempt = await paidAttemptOf(d1, row.id);
  const base = {
    merchantId: row.merchant_id,
    orderId: row.id,
    idempotencyKey,
    kind: "PARTIAL" as const,
    reason: request.reason,
    refundedBy: byOf(by),
    at: now,
  };
  const refund: NewRefund = attempt
    ? await refundAtProvider(d1, payments, row, attempt, request.amount, idempotencyKey).then((made) => ({
        ...base,
        attemptId: attempt.id,
        provider: "mercadopago" as const,
        providerRefundId: made.id,
        amount: made.amount,
      }))
    : { ...base, attemptId: null, provider: "sandbox", providerRefundId: idempotencyKey, amount: request.amount };
  const [written] = await d1.batch(partialRefundStatements(d1, refund, paid));
  if ((written?.meta.changes ?? 0) === 0 && !(await findRefundByKey(d1, row.merchant_id, idempotencyKey))) {
    // Another refund took what was left between the check and the batch; the provider's was made.
    console.error(`Refund ${refund.providerRefundId} of order ${row.id} made at the provider but not recorded`);
    throw new HttpError(409, "REFUND_TOO_LARGE", `Order ${row.id} changed meanwhile`);
  }
}
