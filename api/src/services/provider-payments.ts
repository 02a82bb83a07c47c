import type { PaymentSettings } from "../../../contract";
import { findClient } from "../db/clients";
import { createDb } from "../db/client";
import { findMerchantBySlug } from "../db/merchants";
import { type OrderCaller, type PaymentSettlement, findOrderAnywhere, moveOrder } from "../db/orders";
import { type NewPaymentAttempt, findPaymentAttempt, settlePaymentAttemptStatement } from "../db/payment-attempts";
import { HttpError } from "../http/errors";
import {
  type NotificationHeaders,
  type PaymentProvider,
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

/** How an approved provider payment settles its order, by the order's method. */
const PAID_SETTLEMENTS: Partial<Record<string, PaymentSettlement>> = {
  PIX: "pixReceived",
  PSE: "bankPaymentReceived",
  OXXO: "bankPaymentReceived",
};

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
  const attempt = await findPaymentAttempt(d1, "mercadopago", payment.paymentId);
  if (!attempt || attempt.merchant_id !== merchant.id) {
    console.warn(`Mercado Pago notification for ${slug}: payment ${payment.paymentId} is none of its orders'`);
    return 200;
  }
  const order = await findOrderAnywhere(d1, attempt.order_id);
  if (!order) return 200;
  if (payment.status === "PAID" && payment.amount !== attempt.amount) {
    console.warn(`Mercado Pago payment ${payment.paymentId} of ${slug} approved for another amount: not applied`);
    return 200;
  }

  const settle = settlePaymentAttemptStatement(d1, attempt.id, payment.status, payment.providerStatus, now);
  const at = now.toISOString();
  const paidBy = PAID_SETTLEMENTS[order.payment_method];
  if (payment.status === "PAID" && paidBy) {
    // Guarded by status and payment state: a second notification finds nothing to move.
    await moveOrder(
      d1,
      {
        orderId: order.id,
        from: ["WAITING_PAYMENT"],
        to: "WAITING_CONFIRMATION",
        settlePayment: paidBy,
        finalizeCart: true,
        at,
      },
      [settle],
    );
  } else if (payment.status === "FAILED") {
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
  } else {
    await d1.batch([settle]);
  }
  return 200;
}
