import {
  type PaymentSettings,
  type PseForm,
  type PsePaymentRequest,
  PSE_ENTITY_TYPES,
  PSE_IDENTIFICATION_TYPES,
  PSE_MESSAGES,
  normalizeDocumentNumber,
  pseDocumentError,
} from "../../../contract";
import { loadPaymentSettings } from "../db/orders";
import type { NewPaymentAttempt } from "../db/payment-attempts";
import { HttpError } from "../http/errors";
import { type PaymentProvider, ProviderRefused, ProviderUnavailable } from "../payments/provider";
import { type PaymentSecrets, paymentProviderFor } from "./payment-accounts";
import { webhookUrl } from "./provider-payments";

/*
 * PSE (Colombia) and OXXO (Mexico) at a merchant's own Mercado Pago account (decision 087). Like
 * its PIX (decision 084), the payment is made before the placement's batch, keyed by the order's
 * idempotency key and amount, and nothing is placed when the provider does not answer or refuses.
 */

/** What an order keeps of a PSE payment or an OXXO voucher, and the attempt its batch records. */
export interface ProviderBankPayment {
  payment: { url: string | null; reference: string | null; expiresAt: string | null };
  attempt: Omit<NewPaymentAttempt, "merchantId" | "orderIdempotencyKey" | "at">;
}

interface BankPaymentArgs {
  merchantId: number;
  slug: string | null;
  orderIdempotencyKey: string;
  amount: number;
  currency: string;
  payerEmail: string;
  webhooksOrigin: string | undefined;
}

const notificationOf = (args: BankPaymentArgs) =>
  args.webhooksOrigin && args.slug ? { notificationUrl: webhookUrl(args.webhooksOrigin, args.slug) } : {};

async function atProvider<T>(merchantId: number, method: "PSE" | "OXXO", create: () => Promise<T>): Promise<T> {
  try {
    return await create();
  } catch (error) {
    if (error instanceof ProviderUnavailable) {
      console.warn(`${method} of merchant ${merchantId} not created: ${error.message}`);
      throw new HttpError(
        503,
        "PAYMENT_PROVIDER_UNAVAILABLE",
        "The payment provider did not answer; nothing was placed, the same order may be sent again",
      );
    }
    if (error instanceof ProviderRefused) {
      console.warn(`${method} of merchant ${merchantId} refused: ${error.message}`);
      throw new HttpError(422, "ONLINE_PAYMENT_FAILED", `The payment provider refused this ${method} payment`);
    }
    throw error;
  }
}

/** The bank and the document, as the provider would refuse them, named per field (422 VALIDATION_ERROR). */
export function checkPseFields(pse: PsePaymentRequest, banks: readonly { id: string }[]): void {
  const errors: { field: string; message: string }[] = [];
  if (!banks.some((bank) => bank.id === pse.financial_institution))
    errors.push({ field: "order.payment.pse.financial_institution", message: PSE_MESSAGES.bankUnknown });
  const document = pseDocumentError(pse.entity_type, pse.identification.type, pse.identification.number);
  if (document) errors.push({ field: "order.payment.pse.identification.number", message: document });
  if (errors.length > 0) throw new HttpError(422, "VALIDATION_ERROR", "Invalid PSE fields", errors);
}

/**
 * A PSE payment of the order's total at the merchant's account, for the customer's bank and
 * document: the customer is then sent to its bank's page, and comes back to `callback_url`.
 */
export async function createProviderPse(
  provider: PaymentProvider,
  pse: PsePaymentRequest,
  args: BankPaymentArgs & { ipAddress: string },
): Promise<ProviderBankPayment> {
  const banks = await atProvider(args.merchantId, "PSE", () => provider.listPseBanks());
  checkPseFields(pse, banks);
  const made = await atProvider(args.merchantId, "PSE", () =>
    provider.createPsePayment({
      amount: args.amount,
      currency: args.currency,
      description: `Pedido ${args.slug ?? args.merchantId}`,
      payerEmail: args.payerEmail,
      financialInstitution: pse.financial_institution,
      entityType: pse.entity_type,
      identification: { type: pse.identification.type, number: normalizeDocumentNumber(pse.identification.number) },
      ipAddress: args.ipAddress,
      callbackUrl: pse.callback_url,
      idempotencyKey: `order-pse:${args.merchantId}:${args.orderIdempotencyKey}:${args.amount}`,
      externalReference: `order:${args.merchantId}:${args.orderIdempotencyKey}`,
      ...notificationOf(args),
    }),
  );
  return {
    payment: { url: made.bankUrl, reference: null, expiresAt: null },
    attempt: {
      provider: "mercadopago",
      providerPaymentId: made.paymentId,
      method: "PSE",
      amount: args.amount,
      currency: args.currency,
      status: made.status,
      providerStatus: made.status.toLowerCase(),
    },
  };
}

/** An OXXO voucher of the order's total, payable until the store's OXXO deadline. */
export async function createProviderOxxo(
  provider: PaymentProvider,
  settings: PaymentSettings | null,
  args: BankPaymentArgs & { now: Date; callbackUrl?: string },
): Promise<ProviderBankPayment> {
  const oxxo = settings?.oxxo;
  if (!oxxo?.enabled) throw new HttpError(422, "ONLINE_PAYMENT_FAILED", "The OXXO voucher could not be made");
  const expiresAt = new Date(args.now.getTime() + oxxo.expires_in_hours * 3_600_000);
  const made = await atProvider(args.merchantId, "OXXO", () =>
    provider.createTicketPayment({
      amount: args.amount,
      currency: args.currency,
      description: `Pedido ${args.slug ?? args.merchantId}`,
      payerEmail: args.payerEmail,
      expiresAt,
      ...(args.callbackUrl ? { callbackUrl: args.callbackUrl } : {}),
      idempotencyKey: `order-oxxo:${args.merchantId}:${args.orderIdempotencyKey}:${args.amount}`,
      externalReference: `order:${args.merchantId}:${args.orderIdempotencyKey}`,
      ...notificationOf(args),
    }),
  );
  return {
    // Our own deadline (ISO, UTC), as the PIX's: what the order page shows and the expiry compares.
    payment: { url: made.voucherUrl, reference: made.reference, expiresAt: expiresAt.toISOString() },
    attempt: {
      provider: "mercadopago",
      providerPaymentId: made.paymentId,
      method: "OXXO",
      amount: args.amount,
      currency: args.currency,
      status: made.status,
      providerStatus: made.status.toLowerCase(),
    },
  };
}

/**
 * What the checkout's PSE fields offer (`GET /{slug}/online_payment_settings/pse_form`): the banks
 * the store's provider lists today. 422 PAYMENT_METHOD_UNAVAILABLE at a store without a Mercado
 * Pago account or with PSE off; 503 when the provider does not answer.
 */
export async function pseFormFor(
  d1: D1Database,
  secrets: PaymentSecrets,
  merchantId: number,
  inProcess: (request: Request) => Promise<Response>,
): Promise<PseForm> {
  const settings = await loadPaymentSettings(d1, merchantId);
  const chosen = settings?.pse.enabled ? await paymentProviderFor(d1, secrets, merchantId, inProcess) : null;
  if (chosen?.name !== "mercadopago")
    throw new HttpError(422, "PAYMENT_METHOD_UNAVAILABLE", "This store takes no PSE payment");
  const banks = await atProvider(merchantId, "PSE", () => chosen.provider.listPseBanks());
  return {
    financial_institutions: banks.map((bank) => ({ id: bank.id, description: bank.name })),
    entity_types: [...PSE_ENTITY_TYPES],
    identification_types: [...PSE_IDENTIFICATION_TYPES],
  };
}
