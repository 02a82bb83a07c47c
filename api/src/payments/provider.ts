import type { PaymentFailure } from "../../../contract";

/*
 * The seam between the order flow and whoever moves the money (decision 084). Amounts are integer
 * minor units on both sides of it; an adapter converts to what its provider speaks. Every create
 * carries the caller's idempotency key, so a retry after a timeout never charges or refunds twice.
 */

/** A payment's state in our terms; the provider's own words stay inside its adapter. */
export type ProviderPaymentStatus = "PENDING" | "PAID" | "FAILED" | "REFUNDED";

export interface PixChargeRequest {
  amount: number;
  currency: string;
  description: string;
  payerEmail: string;
  /** The moment the PIX stops being payable (the merchant's PIX deadline). */
  expiresAt: Date;
  idempotencyKey: string;
  /** Our reference of the payment (the order's), echoed back in reads and notifications. */
  externalReference: string;
  notificationUrl?: string;
}

export interface PixCharge {
  paymentId: string;
  status: ProviderPaymentStatus;
  /** The QR code as a base64 PNG. */
  qrCodeBase64: string;
  /** The "copia e cola" code. */
  copyPasteCode: string;
  expiresAt: string | null;
}

export interface CheckoutItem {
  title: string;
  quantity: number;
  /** Minor units. */
  unitPrice: number;
}

export interface HostedCheckoutRequest {
  items: CheckoutItem[];
  currency: string;
  payerEmail?: string;
  backUrls: { success: string; failure: string; pending: string };
  notificationUrl?: string;
  externalReference: string;
  expiresAt?: Date;
  idempotencyKey: string;
}

export interface HostedCheckout {
  id: string;
  /** Where the customer's browser is sent to pay. */
  redirectUrl: string;
}

export interface PsePaymentRequest {
  amount: number;
  currency: string;
  description: string;
  payerEmail: string;
  /** The bank's id in the provider's list. */
  financialInstitution: string;
  entityType: "individual" | "association";
  identification: { type: string; number: string };
  /** The customer's IP, which PSE asks for. */
  ipAddress: string;
  /** Where the bank sends the customer back. */
  callbackUrl: string;
  idempotencyKey: string;
  externalReference: string;
  notificationUrl?: string;
}

export interface PsePayment {
  paymentId: string;
  status: ProviderPaymentStatus;
  /** The bank's page the customer is sent to. */
  bankUrl: string;
}

export interface TicketPaymentRequest {
  amount: number;
  currency: string;
  description: string;
  payerEmail: string;
  /** The moment the voucher stops being payable. */
  expiresAt: Date;
  /** Where the voucher's page links back to. */
  callbackUrl?: string;
  idempotencyKey: string;
  externalReference: string;
  notificationUrl?: string;
}

export interface TicketPayment {
  paymentId: string;
  status: ProviderPaymentStatus;
  /** What the cashier types or scans. */
  reference: string;
  /** The provider's printable voucher. */
  voucherUrl: string | null;
  expiresAt: string | null;
}

export interface Bank {
  id: string;
  name: string;
}

export interface ProviderRefund {
  id: string;
  /** Minor units. */
  amount: number;
}

export interface ProviderPayment {
  paymentId: string;
  status: ProviderPaymentStatus;
  /** The provider's own status and detail, kept for the order's history. */
  providerStatus: string;
  statusDetail: string | null;
  /** Set when the status is FAILED. */
  failure: PaymentFailure | null;
  /** Minor units. */
  amount: number;
  currency: string;
  externalReference: string | null;
  refunds: ProviderRefund[];
}

export interface RefundRequest {
  paymentId: string;
  /** Minor units; absent: the whole payment. */
  amount?: number;
  idempotencyKey: string;
}

/** What a webhook request carries that its signature covers. */
export interface NotificationHeaders {
  /** `x-signature`: `ts=…,v1=…`. */
  signature: string | null;
  /** `x-request-id`. */
  requestId: string | null;
  /** `data.id` of the query string. */
  dataId: string | null;
}

export type NotificationCheck =
  { valid: true; dataId: string | null } | { valid: false; reason: "missing" | "malformed" | "stale" | "mismatch" };

/** Whose account a provider's credentials open. */
export interface ProviderAccount {
  /** The provider's id of the account (Mercado Pago's user id). */
  id: string;
}

/** One merchant's account at a payment provider. */
export interface PaymentProvider {
  readonly name: "mercadopago";
  /** One read with the credentials: whose account they open (ProviderRefused when the provider refuses them). */
  readAccount(): Promise<ProviderAccount>;
  createPixCharge(request: PixChargeRequest): Promise<PixCharge>;
  createHostedCheckout(request: HostedCheckoutRequest): Promise<HostedCheckout>;
  /** PSE's banks, as the provider lists them today. */
  listPseBanks(): Promise<Bank[]>;
  createPsePayment(request: PsePaymentRequest): Promise<PsePayment>;
  /** A cash voucher (OXXO). */
  createTicketPayment(request: TicketPaymentRequest): Promise<TicketPayment>;
  getPayment(paymentId: string): Promise<ProviderPayment>;
  /** The payments carrying our external reference, newest first (a hosted checkout's, whose id we never got). */
  searchPayments(externalReference: string): Promise<ProviderPayment[]>;
  refund(request: RefundRequest): Promise<ProviderRefund>;
  verifyNotification(headers: NotificationHeaders, now?: Date): Promise<NotificationCheck>;
}

/**
 * The provider did not answer, answered 5xx or timed out, after the retries: the order is kept and
 * the same call (same idempotency key) may be made again.
 */
export class ProviderUnavailable extends Error {
  constructor(
    message: string,
    readonly attempts: number,
  ) {
    super(message);
    this.name = "ProviderUnavailable";
  }
}

/** The provider refused the request (4xx): sending it again would be refused again. */
export class ProviderRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly providerCode: string | null,
  ) {
    super(message);
    this.name = "ProviderRefused";
  }
}
