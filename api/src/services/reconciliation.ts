import { expireOverdueOxxo, expireOverduePix } from "../db/orders";
import {
  PREFERENCE_PREFIX,
  type PaymentAttemptRow,
  markPendingAttemptsRead,
  pendingAttemptsDue,
} from "../db/payment-attempts";
import { EXPIRY_LIMIT, RECONCILE_LIMIT, readWindowAt } from "../domain/reconciliation";
import { ProviderRefused, ProviderUnavailable } from "../payments/provider";
import { type PaymentSecrets, paymentProviderFor } from "./payment-accounts";
import { type PaymentApplied, applyProviderPayment, attemptOfPayment } from "./provider-payments";

/*
 * The reconciliation cron (decision 088): what a lost notification would have done, done from the
 * provider's own answer, and unpaid orders ended at their payment's deadline though nobody opens them.
 */

export interface ReconciliationRun {
  read: number;
  applied: Record<Exclude<PaymentApplied, "unchanged">, number>;
  /** Merchants whose provider could not be asked this run: their payments are read again later. */
  unreachable: number;
}

/**
 * Reads again, at each merchant's own account, the Mercado Pago payments still pending past the
 * window (least recently read first, RECONCILE_LIMIT per run) and applies each as its notification
 * would have. One merchant's provider down, refusing or unreadable never stops the others'.
 */
export async function reconcilePendingPayments(
  d1: D1Database,
  secrets: PaymentSecrets,
  inProcess: (request: Request) => Promise<Response>,
  now: Date,
  limit = RECONCILE_LIMIT,
): Promise<ReconciliationRun> {
  const due = await pendingAttemptsDue(d1, "mercadopago", readWindowAt(now), limit);
  const run: ReconciliationRun = { read: 0, applied: { paid: 0, failed: 0, refunded: 0 }, unreachable: 0 };
  const byMerchant = new Map<number, PaymentAttemptRow[]>();
  for (const attempt of due)
    byMerchant.set(attempt.merchant_id, [...(byMerchant.get(attempt.merchant_id) ?? []), attempt]);
  for (const [merchantId, attempts] of byMerchant) {
    try {
      await reconcileMerchant(d1, secrets, inProcess, now, merchantId, attempts, run);
    } catch (error) {
      // The error's name and the merchant only: an adapter's message is redacted, but a log line needs no more.
      run.unreachable += 1;
      console.warn(`reconciliation: merchant ${merchantId} skipped this run (${errorName(error)})`);
    } finally {
      // Read or not, each goes to the back of the queue, so a merchant that is down never holds up the rest.
      await markPendingAttemptsRead(
        d1,
        attempts.map((attempt) => attempt.id),
        now,
      );
    }
  }
  return run;
}

async function reconcileMerchant(
  d1: D1Database,
  secrets: PaymentSecrets,
  inProcess: (request: Request) => Promise<Response>,
  now: Date,
  merchantId: number,
  attempts: PaymentAttemptRow[],
  run: ReconciliationRun,
): Promise<void> {
  const chosen = await paymentProviderFor(d1, secrets, merchantId, inProcess);
  // Back on the sandbox: its Mercado Pago payments cannot be read any more (their deadline ends the orders).
  if (chosen.name !== "mercadopago") return;
  for (const attempt of attempts) {
    try {
      if (attempt.provider_payment_id.startsWith(PREFERENCE_PREFIX)) {
        // A hosted checkout whose payment we were never told of (decision 086): its payments are
        // found by the checkout's reference, oldest first, and applied as their notifications would be.
        if (attempt.external_reference === null) continue;
        const payments = await chosen.provider.searchPayments(attempt.external_reference);
        run.read += 1;
        for (const payment of payments.reverse()) {
          const found = await attemptOfPayment(d1, merchantId, payment, now);
          if (!found) continue;
          const applied = await applyProviderPayment(d1, chosen.provider, found, payment, now);
          if (applied !== "unchanged") run.applied[applied] += 1;
        }
        continue;
      }
      const payment = await chosen.provider.getPayment(attempt.provider_payment_id);
      run.read += 1;
      const applied = await applyProviderPayment(d1, chosen.provider, attempt, payment, now);
      if (applied !== "unchanged") run.applied[applied] += 1;
    } catch (error) {
      // A payment the account does not know (credentials changed to another account): the next one.
      if (!(error instanceof ProviderRefused)) throw error;
      console.warn(
        `reconciliation: payment ${attempt.provider_payment_id} of merchant ${merchantId} not readable (${error.status})`,
      );
    }
  }
}

const errorName = (error: unknown) =>
  error instanceof ProviderUnavailable
    ? `provider unavailable after ${error.attempts} attempts`
    : error instanceof Error
      ? error.name
      : "unknown error";

/**
 * Ends the unpaid orders whose payment's deadline has passed (earliest first, EXPIRY_LIMIT per
 * run), so that the store's inbox and the customer's page say so without anyone opening them. One
 * row per method with a deadline: PIX and the OXXO voucher.
 */
export async function expireOverduePayments(d1: D1Database, now: Date, limit = EXPIRY_LIMIT): Promise<number> {
  const expirers: ((remaining: number) => Promise<number>)[] = [
    (remaining) => expireOverduePix(d1, now, remaining),
    (remaining) => expireOverdueOxxo(d1, now, remaining),
  ];
  let expired = 0;
  for (const expire of expirers) {
    if (expired >= limit) break;
    expired += await expire(limit - expired);
  }
  return expired;
}
