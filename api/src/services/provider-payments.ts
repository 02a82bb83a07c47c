import type { PaymentSettings } from "../../../contract";
import { findClient } from "../db/clients";
import { createDb } from "../db/client";
import { findMerchantBySlug } from "../db/merchants";
import { type OrderCaller, expireUnpaidPayment, findOrderAnywhere, isPaymentOverdue, moveOrder } from "../db/orders";
import {
  type NewPaymentAttempt,
  type PaymentAttemptRow,
  PREFERENCE_PREFIX,
  claimHostedPaymentStatements,
  confirmPaymentAttemptStatement,
  findHostedCheckoutAttempt,
  findPaymentAttempt,
  findPaymentAttemptById,
  insertPaymentAttemptStatement,
  latestHostedCheckout,
  paymentAttemptsOfOrder,
  refundedPaymentAttemptStatement,
  settlePaymentAttemptStatement,
} from "../db/payment-attempts";
import { insertRefundStatement } from "../db/payment-refunds";
import { HttpError } from "../http/errors";
import {
  type NotificationHeaders,
  type PaymentProvider,
  type ProviderPayment,
  ProviderRefused,
  ProviderUnavailable,
} from "../payments/provider";
import { type PaymentSecrets, paymentProviderFor } from "./payment-accounts";

/*
 * Online payments made at a merchant's own provider account (decision 084): the PIX a placement
 * creates there, and the provider's notifications that settle it.
 */

/** Where a merchant's provider sends its notifications: the storefront's public path, passed on to the API. */
export const webhookUrl = (origin: string, slug: string) =>
  `${origin.replace(/\/$/, "")}/_webhooks/mercadopago/${encodeURIComponent(slug)}`;

const GUEST_PAYER_EMAIL = "cliente@comanda.invalid";

/** The provider asks for a payer's e-mail: the logged-in client's, else one that names no one. */
export async function payerEmailOf(d1: D1Database, merchantId: number, caller: OrderCaller): Promise<string> {
  const client = caller.clientId === undefined ? null : await findClient(createDb(d1), merchantId, caller.clientId);
  return client?.email ?? GUEST_PAYER_EMAIL;
}

/** What an order keeps of a provider's PIX, and the attempt the placement's batch records. */
export interface ProviderPix {
  pix: { txid: string; code: string; expiresAt: string };
  attempt: Omit<NewPaymentAttempt, "merchantId" | "orderIdempotencyKey" | "at">;
}

/**
 * A PIX charge of the order's total at the merchant's provider, payable until its PIX deadline.
 * Its idempotency key comes from the order's: a placement sent again (after a timeout, a lost
 * answer, a failed batch) gets the same charge back, never a second one. 503
 * PAYMENT_PROVIDER_UNAVAILABLE when the provider does not answer (nothing is placed), 422
 * ONLINE_PAYMENT_FAILED when it refuses.
 */
export async function createProviderPix(
  provider: PaymentProvider,
  args: {
    settings: PaymentSettings | null;
    merchantId: number;
    slug: string | null;
    orderIdempotencyKey: string;
    amount: number;
    currency: string;
    payerEmail: string;
    webhooksOrigin: string | undefined;
    now: Date;
  },
): Promise<ProviderPix> {
  const pix = args.settings?.pix;
  if (!pix?.enabled) throw new HttpError(422, "ONLINE_PAYMENT_FAILED", "The PIX code could not be made");
  const expiresAt = new Date(args.now.getTime() + pix.expires_in_minutes * 60_000);
  try {
    const charge = await provider.createPixCharge({
      amount: args.amount,
      currency: args.currency,
      description: `Pedido ${args.slug ?? args.merchantId}`,
      payerEmail: args.payerEmail,
      expiresAt,
      // The amount is part of the key: a placement retried after its total changed (the store's prices, a coupon
      // ended) must not get back a charge of the old total.
      idempotencyKey: `order-pix:${args.merchantId}:${args.orderIdempotencyKey}:${args.amount}`,
      externalReference: `order:${args.merchantId}:${args.orderIdempotencyKey}`,
      ...(args.webhooksOrigin && args.slug ? { notificationUrl: webhookUrl(args.webhooksOrigin, args.slug) } : {}),
    });
    return {
      // Our own deadline, in the form the orders' PIX expiry is compared in (ISO, UTC).
      pix: { txid: `MP${charge.paymentId}`, code: charge.copyPasteCode, expiresAt: expiresAt.toISOString() },
      attempt: {
        provider: "mercadopago",
        providerPaymentId: charge.paymentId,
        method: "PIX",
        amount: args.amount,
        currency: args.currency,
        status: charge.status,
        providerStatus: charge.status.toLowerCase(),
      },
    };
  } catch (error) {
    if (error instanceof ProviderUnavailable) {
      console.warn(`PIX of merchant ${args.merchantId} not created: ${error.message}`);
      throw new HttpError(
        503,
        "PAYMENT_PROVIDER_UNAVAILABLE",
        "The payment provider did not answer; nothing was placed, the same order may be sent again",
      );
    }
    if (error instanceof ProviderRefused) {
      console.warn(`PIX of merchant ${args.merchantId} refused: ${error.message}`);
      throw new HttpError(422, "ONLINE_PAYMENT_FAILED", "The payment provider refused this PIX");
    }
    throw error;
  }
}

/** How long a hosted checkout's page takes a payment; then paying again makes a new one. */
export const HOSTED_CHECKOUT_MINUTES = 30;

/** The stand-in answers from the API's own host: its page is reached through the storefront's `/_provider/`. */
export function publicCheckoutUrl(url: string): string {
  const inProcess = /^https?:\/\/api\.internal\/provider\//.exec(url);
  return inProcess ? `/_provider/${url.slice(inProcess[0].length)}` : url;
}

export interface HostedCheckoutOrder {
  id: number;
  merchantId: number;
  idempotencyKey: string;
  /** Minor units: the order's total, the one amount the page charges. */
  total: number;
  status: string;
}

/**
 * Where the order's customer pays by card at the merchant's provider: its newest hosted checkout
 * while nothing was paid or refused there and it has not expired, else a new one (a new attempt)
 * of exactly the order's total. The key counts the order's attempts, so a retry after a lost answer
 * gets the same checkout back. 503 PAYMENT_PROVIDER_UNAVAILABLE when the provider does not answer
 * (the order stays as it is), 422 ONLINE_PAYMENT_FAILED when it refuses.
 */
export async function openHostedCheckout(
  d1: D1Database,
  provider: PaymentProvider,
  args: {
    order: HostedCheckoutOrder;
    slug: string;
    currency: string;
    payerEmail: string;
    origin: string;
    backPaths: { success: string; failure: string; pending: string };
    webhooksOrigin: string | undefined;
    now: Date;
  },
): Promise<string> {
  const { order, now } = args;
  const latest = await latestHostedCheckout(d1, order.id);
  const fresh = now.getTime() - (latest?.created_at ?? 0) * 1000 < (HOSTED_CHECKOUT_MINUTES - 5) * 60_000;
  if (
    latest?.checkout_url &&
    latest.status === "PENDING" &&
    latest.provider_payment_id.startsWith(PREFERENCE_PREFIX) &&
    latest.amount === order.total &&
    fresh
  )
    return latest.checkout_url;

  const tries = (await paymentAttemptsOfOrder(d1, order.id)).length;
  const reference = `order:${order.merchantId}:${order.idempotencyKey}:card-${tries}`;
  const origin = args.origin.replace(/\/$/, "");
  let checkout;
  try {
    checkout = await provider.createHostedCheckout({
      // One line of the order's total: what the page charges is exactly what the customer was shown.
      items: [{ title: `Pedido ${order.id}`, quantity: 1, unitPrice: order.total }],
      currency: args.currency,
      payerEmail: args.payerEmail,
      backUrls: {
        success: `${origin}${args.backPaths.success}`,
        failure: `${origin}${args.backPaths.failure}`,
        pending: `${origin}${args.backPaths.pending}`,
      },
      ...(args.webhooksOrigin ? { notificationUrl: webhookUrl(args.webhooksOrigin, args.slug) } : {}),
      externalReference: reference,
      expiresAt: new Date(now.getTime() + HOSTED_CHECKOUT_MINUTES * 60_000),
      idempotencyKey: `order-card:${order.merchantId}:${order.idempotencyKey}:${tries}:${order.total}`,
    });
  } catch (error) {
    if (error instanceof ProviderUnavailable) {
      console.warn(`Card checkout of order ${order.id} not created: ${error.message}`);
      throw new HttpError(503, "PAYMENT_PROVIDER_UNAVAILABLE", "The payment provider did not answer; try again");
    }
    if (error instanceof ProviderRefused) {
      console.warn(`Card checkout of order ${order.id} refused: ${error.message}`);
      throw new HttpError(422, "ONLINE_PAYMENT_FAILED", "The payment provider refused this checkout");
    }
    throw error;
  }
  const url = publicCheckoutUrl(checkout.redirectUrl);
  await d1.batch([
    insertPaymentAttemptStatement(d1, {
      merchantId: order.merchantId,
      orderIdempotencyKey: order.idempotencyKey,
      provider: "mercadopago",
      providerPaymentId: `${PREFERENCE_PREFIX}${checkout.id}`,
      method: "CARD",
      amount: order.total,
      currency: args.currency,
      status: "PENDING",
      providerStatus: "checkout",
      externalReference: reference,
      checkoutUrl: url,
      at: now,
    }),
  ]);
  return url;
}

export interface MercadoPagoNotification {
  slug: string;
  headers: NotificationHeaders;
  /** The query string's `type` (or `topic`): only payments are read. */
  type: string | null;
}

/** What the webhook answers: 200 taken (moved or nothing to move), 401 refused, 503 ask again later. */
export type NotificationOutcome = 200 | 401 | 503;

/**
 * A Mercado Pago notification to a merchant's path: its signature checked with that merchant's
 * secret before anything else, then the payment read back from the provider (the body is never
 * trusted) and applied once: approved, the order's PIX is received; rejected or cancelled, the
 * payment failed. A payment of another merchant, or of no order, moves nothing.
 */
export async function receiveMercadoPagoNotification(
  d1: D1Database,
  secrets: PaymentSecrets,
  notification: MercadoPagoNotification,
  inProcess: (request: Request) => Promise<Response>,
  now: Date,
): Promise<NotificationOutcome> {
  const { slug } = notification;
  const merchant = await findMerchantBySlug(createDb(d1), slug);
  const chosen = merchant ? await paymentProviderFor(d1, secrets, merchant.id, inProcess) : null;
  if (!merchant || chosen?.name !== "mercadopago") {
    console.warn(`Mercado Pago notification refused for ${slug}: no Mercado Pago account`);
    return 401;
  }
  const check = await chosen.provider.verifyNotification(notification.headers, now);
  if (!check.valid) {
    console.warn(`Mercado Pago notification refused for ${slug}: signature ${check.reason}`);
    return 401;
  }
  if (check.dataId === null || (notification.type !== null && notification.type !== "payment")) return 200;

  let payment;
  try {
    payment = await chosen.provider.getPayment(check.dataId);
  } catch (error) {
    if (error instanceof ProviderRefused) {
      console.warn(`Mercado Pago notification for ${slug}: payment ${check.dataId} not readable (${error.status})`);
      return 200;
    }
    if (error instanceof ProviderUnavailable) return 503;
    throw error;
  }
  const attempt = await attemptOfPayment(d1, merchant.id, payment, now);
  if (!attempt) {
    console.warn(`Mercado Pago notification for ${slug}: payment ${payment.paymentId} is none of its orders'`);
    return 200;
  }
  try {
    await applyProviderPayment(d1, chosen.provider, attempt, payment, now);
  } catch (error) {
    // The late payment's refund could not be made: asked again, the provider gives it another try.
    if (error instanceof ProviderUnavailable) return 503;
    throw error;
  }
  return 200;
}

/**
 * The merchant's attempt a provider's payment belongs to, or null (another merchant's, or no
 * order's). A hosted checkout's payment is told first by its reference: it becomes the checkout's
 * attempt (a later one on the same page, an attempt of its own).
 */
export async function attemptOfPayment(
  d1: D1Database,
  merchantId: number,
  payment: ProviderPayment,
  now: Date,
): Promise<PaymentAttemptRow | null> {
  if (!(await findPaymentAttempt(d1, "mercadopago", payment.paymentId)) && payment.externalReference) {
    const checkout = await findHostedCheckoutAttempt(d1, merchantId, payment.externalReference);
    if (checkout) await d1.batch(claimHostedPaymentStatements(d1, checkout, payment.paymentId, now));
  }
  const attempt = await findPaymentAttempt(d1, "mercadopago", payment.paymentId);
  return attempt && attempt.merchant_id === merchantId ? attempt : null;
}

/** What reading a payment did to its attempt and order. */
export type PaymentApplied = "paid" | "failed" | "refunded" | "unchanged";

/**
 * A provider's payment, as read from it, applied to its attempt and order: approved, the order's
 * PIX is received; rejected or cancelled, the payment failed; approved after the order stopped
 * awaiting it (past its deadline, ended, or paid by another attempt), the money goes back. The
 * webhook and the reconciliation cron both apply payments here, so a payment moves its order once
 * whichever of them reads it first. Throws ProviderUnavailable when a refund could not be made.
 */
export async function applyProviderPayment(
  d1: D1Database,
  provider: PaymentProvider,
  attempt: PaymentAttemptRow,
  payment: ProviderPayment,
  now: Date,
): Promise<PaymentApplied> {
  const order = await findOrderAnywhere(d1, attempt.order_id);
  if (!order) return "unchanged";
  if (payment.status === "PAID" && payment.amount !== attempt.amount) {
    console.warn(
      `Mercado Pago payment ${payment.paymentId} of merchant ${attempt.merchant_id} approved for another amount: not applied`,
    );
    return "unchanged";
  }

  const at = now.toISOString();
  if (payment.status === "PAID" && attempt.method !== "CARD") {
    if (attempt.status === "PAID" || attempt.status === "REFUNDED") return "unchanged";
    // A PIX, a PSE transfer or an OXXO voucher paid; a PIX or a voucher only until its deadline (the
    // settlement's guard). Guarded by status and payment state: a second notification finds nothing to move.
    const moved = await moveOrder(
      d1,
      {
        orderId: order.id,
        from: ["WAITING_PAYMENT"],
        to: "WAITING_CONFIRMATION",
        settlePayment: attempt.method === "PIX" ? "pixReceived" : "bankPaymentReceived",
        finalizeCart: true,
        at,
      },
      [confirmPaymentAttemptStatement(d1, attempt.id, payment.providerStatus, now)],
    );
    if (moved) return "paid";
    const [fresh, current] = await Promise.all([
      findPaymentAttemptById(d1, attempt.id),
      findOrderAnywhere(d1, order.id),
    ]);
    if (!fresh || fresh.status !== "PENDING" || !current) return "unchanged";
    const stillAwaiting =
      current.status === "WAITING_PAYMENT" &&
      current.payment_status === "PENDING" &&
      current.payment_method === attempt.method &&
      !isPaymentOverdue(current, now);
    if (stillAwaiting) return "unchanged";
    // Past its deadline and not expired yet by anyone: the order says so before the money goes back.
    await expireUnpaidPayment(d1, current, now);
    try {
      await refundLateApproval(d1, provider, fresh, payment, now);
    } catch (error) {
      if (!(error instanceof ProviderRefused)) throw error;
      console.warn(`Refund of late payment ${payment.paymentId} refused (${error.status}); read again later`);
      return "unchanged";
    }
    return "refunded";
  }
  const settle = settlePaymentAttemptStatement(d1, attempt.id, payment.status, payment.providerStatus, now);
  if (payment.status === "PAID" && attempt.method === "CARD" && order.payment_method === "CARD") {
    // An order refused before may be paid on the same page afterwards: the money came, so it is paid.
    const moved = await moveOrder(
      d1,
      {
        orderId: order.id,
        from: ["WAITING_PAYMENT", "PAYMENT_REJECTED"],
        to: "WAITING_CONFIRMATION",
        settlePayment: "cardPaid",
        finalizeCart: true,
        at,
      },
      [settle],
    );
    return moved ? "paid" : "unchanged";
  }
  if (payment.status === "FAILED") {
    await moveOrder(
      d1,
      {
        orderId: order.id,
        from: ["WAITING_PAYMENT"],
        to: "PAYMENT_REJECTED",
        settlePayment: "paymentRejected",
        failure: payment.failure ?? "UNEXPECTED",
        at,
      },
      [settle],
    );
    return "failed";
  }
  await d1.batch([settle]);
  return "unchanged";
}

/** Why a payment its order did not take was given back: kept on the refund and the attempt. */
export const LATE_APPROVAL_REASON = "APPROVED_AFTER_ORDER_ENDED";

/**
 * Gives back, whole, a payment its order did not take. The key comes from the attempt, so a
 * refund asked again (a retried notification, the next cron run) is the same refund. Recorded in
 * the attempt's history and as a refund of the order (payment_refunds, with the same key), which
 * the customer's page and the console show as any refund.
 */
async function refundLateApproval(
  d1: D1Database,
  provider: PaymentProvider,
  attempt: PaymentAttemptRow,
  payment: ProviderPayment,
  now: Date,
): Promise<void> {
  const alreadyRefunded = payment.refunds.reduce((sum, refund) => sum + refund.amount, 0);
  const idempotencyKey = `attempt-refund:${attempt.provider}:${attempt.id}`;
  const refund = await provider.refund({ paymentId: attempt.provider_payment_id, idempotencyKey });
  await d1.batch([
    refundedPaymentAttemptStatement(
      d1,
      attempt.id,
      { id: refund.id, amount: refund.amount, reason: LATE_APPROVAL_REASON },
      now,
    ),
    insertRefundStatement(d1, {
      merchantId: attempt.merchant_id,
      orderId: attempt.order_id,
      attemptId: attempt.id,
      provider: attempt.provider,
      providerRefundId: refund.id,
      idempotencyKey,
      amount: refund.amount,
      kind: "FULL",
      reason: LATE_APPROVAL_REASON,
      refundedBy: "system",
      at: now,
    }),
  ]);
  console.warn(
    `Payment ${attempt.provider_payment_id} of merchant ${attempt.merchant_id} approved after its order stopped awaiting it: refunded ${refund.amount}${alreadyRefunded > 0 ? ` (after ${alreadyRefunded} refunded before)` : ""}`,
  );
}
