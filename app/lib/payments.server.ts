import {
  orderResponseSchema,
  repaymentResponseSchema,
  type ApiError,
  type Order,
  type PaymentFailure,
  type repaymentRequestSchema,
} from "../../contract";
import type * as z from "zod";
import type { ApiClient, ApiResult } from "./api.server";
import { merchantHref, type MerchantBase } from "./links";

/*
 * Card payments on the storefront (issue 14, customer spec §7 "Cards and online payment"). An order
 * paid by a saved card is placed first (WAITING_PAYMENT), then charged: the API makes a charge and
 * answers the provider's hosted page, where the customer pays (or types the confirmation code, or
 * gives up). The provider sends the browser back to `/{slug}/gateway?status=success|error&order={id}`.
 * No card number or CVV ever passes through the storefront.
 */

/** Where the provider sends the customer back: the gateway page, success or error, of one order. */
export function gatewayPaths(merchant: MerchantBase, orderId: number): { returnUrl: string; cancelUrl: string } {
  return {
    returnUrl: merchantHref(merchant, `/gateway?status=success&order=${orderId}`),
    cancelUrl: merchantHref(merchant, `/gateway?status=error&order=${orderId}`),
  };
}

export interface StartCardChargeArgs {
  /** The merchant's slug (API paths) and whether it is served on its own domain (storefront paths). */
  merchant: MerchantBase;
  /** The logged-in client's access token. */
  token: string;
  /** The order's cart (orders.cart_guid). */
  cartGuid: string;
  orderId: number;
  /** The order's saved card (the one it was placed or repaid with). */
  cardGuid: string;
  /** The customer's language, passed to the hosted page (it falls back to the merchant's). */
  language?: string;
}

export type StartCardChargeResult = { ok: true; paymentUrl: string } | { ok: false; status: number; error: ApiError };

/**
 * Charges the order's card: `{ ok: true, paymentUrl }` is where to redirect the browser (a path on
 * the storefront's own origin, the provider's hosted page); a refusal comes back with the API's
 * status and code (404 not the caller's, 422 INVALID_TRANSITION when the order cannot be paid,
 * ONLINE_PAYMENT_FAILED when the card does not match or is gone; 5xx when the API failed).
 */
export async function startCardCharge(api: ApiClient, args: StartCardChargeArgs): Promise<StartCardChargeResult> {
  const { returnUrl, cancelUrl } = gatewayPaths(args.merchant, args.orderId);
  const result = await api.chargeCard(args.merchant.slug, args.token, args.cartGuid, {
    card_guid: args.cardGuid,
    return_url: returnUrl,
    cancel_url: cancelUrl,
  });
  if (!result.ok) return result;
  return { ok: true, paymentUrl: providerPageHref(result.data.payment_url, args.language) };
}

/**
 * The hosted page's path with the customer's language; only a path with a single leading slash is
 * kept (the sandbox's is on the storefront's own origin), anything else is refused as unexpected.
 */
export function providerPageHref(paymentUrl: string, language: string | undefined): string {
  if (!paymentUrl.startsWith("/") || paymentUrl.startsWith("//") || paymentUrl.includes("\\")) {
    throw new Error("The provider's payment page is not a path of this origin");
  }
  if (!language) return paymentUrl;
  return `${paymentUrl}${paymentUrl.includes("?") ? "&" : "?"}${new URLSearchParams({ locale: language })}`;
}

/** GET /{slug}/orders/{id}: 404 when it is not the caller's. */
export function readOrder(api: ApiClient, slug: string, token: string, orderId: number): Promise<ApiResult<Order>> {
  return api.send("GET", `/${slug}/orders/${orderId}`, token, orderResponseSchema);
}

/** POST /{slug}/orders/{id}/repayment: 422 INVALID_TRANSITION, PAYMENT_METHOD_UNAVAILABLE, ONLINE_PAYMENT_FAILED. */
export function repayOrder(
  api: ApiClient,
  slug: string,
  token: string,
  orderId: number,
  body: z.input<typeof repaymentRequestSchema>,
): Promise<ApiResult<Order>> {
  return api.send("POST", `/${slug}/orders/${orderId}/repayment`, token, repaymentResponseSchema, body);
}

/** An `order` query parameter: a positive integer id, or null. */
export function orderIdParam(value: string | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The locale key of why a payment failed (spec §8 "Payment failures"); 'Erro inesperado no pagamento' by default. */
export function paymentFailureKey(failure: PaymentFailure | null | undefined): string {
  switch (failure) {
    case "NOT_APPROVED":
      return "payment.failures.notApproved";
    case "INVALID_CARD":
      return "payment.failures.invalidCard";
    case "INVALID_PIN":
      return "payment.failures.invalidPin";
    case "CALL_BANK":
      return "payment.failures.callBank";
    case "REVERSAL_FAILED":
      return "payment.failures.reversalFailed";
    case "CARD_BLOCKED":
      return "payment.failures.cardBlocked";
    case "CANCELED_BY_CUSTOMER":
      return "payment.failures.canceledByCustomer";
    default:
      return "payment.failures.unexpected";
  }
}
