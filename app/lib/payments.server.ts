import { orderResponseSchema, repaymentResponseSchema, type ApiError, type Order, type PaymentFailure, type repaymentRequestSchema } from "../../contract";
import { data as respond, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import * as z from "zod";
import { formatMoney } from "../../contract/formats/money";
import { leaveAnalyticsBehind } from "./analytics.server";
import type { ApiClient, ApiResult } from "./api.server";
import { clientGone, currentClient } from "./client-session.server";
import { merchantHref, type MerchantBase } from "./links";
import { loginHref, returnPath } from "./return-path";
import { readWithToken, requireStore } from "./store.server";

/*
 * Card payments on the storefront (customer spec §7 "Cards and online payment"). An order
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
  return { ok: true, paymentUrl: providerPageHref(args.merchant, result.data.payment_url, args.language) };
}

/** A charge id of the sandbox provider (random, URL-safe). */
export const CHARGE_ID = /^ch_[A-Za-z0-9_-]{16,64}$/;
/** The one-time secret of a sandbox payment link: it makes the browser that opens it the only one that can pay. */
export const CHARGE_HANDOFF = /^[A-Za-z0-9_-]{43}$/;
const SANDBOX_PAGE = /^\/_provider\/payments\/(ch_[A-Za-z0-9_-]{16,64})\?handoff=([A-Za-z0-9_-]{43})$/;

/**
 * Where to send the browser for the provider's page. The sandbox's page (`/_provider/payments/{id}`)
 * is not a page of this app: a redirect to it answering a client-side submit would be followed by
 * the app itself and fail. So the storefront answers its own `/{slug}/payments/card?charge=`, whose
 * loader sends the browser there by a document load (with or without JavaScript alike). Any other
 * path is kept as it is with the customer's language; anything not a path of this origin is refused.
 */
export function providerPageHref(merchant: MerchantBase, paymentUrl: string, language: string | undefined): string {
  const sandbox = SANDBOX_PAGE.exec(paymentUrl);
  if (sandbox) {
    return merchantHref(
      merchant,
      `/payments/card?${new URLSearchParams({ charge: sandbox[1]!, handoff: sandbox[2]!, ...(language ? { locale: language } : {}) })}`,
    );
  }
  if (!paymentUrl.startsWith("/") || paymentUrl.startsWith("//") || paymentUrl.includes("\\")) {
    throw new Error("The provider's payment page is not a path of this origin");
  }
  if (!language) return paymentUrl;
  return `${paymentUrl}${paymentUrl.includes("?") ? "&" : "?"}${new URLSearchParams({ locale: language })}`;
}

/** The sandbox provider's page of charge `chargeId`, with its link's one-time handoff, in `language` (what /payments/card sends the browser to). */
export function sandboxPageHref(chargeId: string, handoff: string | null, language: string | null): string {
  const locale = language === "pt-BR" || language === "es" || language === "en" ? language : null;
  const query = new URLSearchParams({ ...(handoff ? { handoff } : {}), ...(locale ? { locale } : {}) });
  return `/_provider/payments/${chargeId}${query.size > 0 ? `?${query}` : ""}`;
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

/**
 * What the payment pages (gateway, repayment) start with: the store, the logged-in customer's
 * token (an order paid online is a logged-in client's; a visitor, or a client whose token expired,
 * is sent to login and brought back to this very page, query included), the order id of
 * `?order=` (404 without one) and the money format.
 */
export async function paymentPage(context: AppLoadContext, request: Request) {
  const store = await requireStore(context, request);
  const { base, currency, locale } = store;
  // No analytics script where the card or PIX is paid (decision 032).
  if (request.method === "GET") await leaveAnalyticsBehind(context, request);
  const url = new URL(request.url);
  const orderId = orderIdParam(url.searchParams.get("order"));
  if (orderId === null) throw respond(null, { status: 404 });
  const toLogin = () => {
    const path = returnPath(url.pathname, base);
    return redirect(loginHref(base, path ? `${path}${url.search}` : null));
  };
  // Asked after the token: visitorToken() forgets a client whose token expired.
  const client = currentClient(context);
  if (!client) throw toLogin();
  return {
    ...store,
    client: { ...client, token: store.token },
    orderId,
    money: (minor: number) => formatMoney(minor, currency, locale),
    /** Stops the page when the API says the customer is gone (login, back here) or the order is not theirs (404). */
    stopUnlessTheirs<T>(result: ApiResult<T>): void {
      if (!result.ok && result.status === 401) {
        const gone = clientGone(context, request, result as ApiResult<{ should_disconnect?: boolean }>);
        if (gone) throw toLogin();
      }
      if (!result.ok && result.status === 404) throw respond(null, { status: 404 });
    },
  };
}

const notRead: ApiResult<never> = { ok: false, status: 404, error: { code: "NOT_FOUND", message: "No order to read" } };

/**
 * The payment page and its order, read with the client's token beside the store's own (one round
 * of calls); the order must be there (else the not-found page, login or the error page).
 */
export async function paymentPageWithOrder(context: AppLoadContext, request: Request) {
  const orderId = orderIdParam(new URL(request.url).searchParams.get("order"));
  const order = readWithToken(context, (slug, token) =>
    orderId !== null && currentClient(context) ? readOrder(context.api, slug, token, orderId) : Promise.resolve(null),
  );
  const [page, read] = await Promise.all([paymentPage(context, request), order]);
  // paymentPage lets the page through only with a client, a token and an order id: the order was read.
  return { page, order: mustReadPayment(page, read ?? notRead) };
}
export type PaymentPage = Awaited<ReturnType<typeof paymentPage>>;

/** A read the page cannot go without: its data, else the not-found page, login, or the error page (503 when the API failed). */
export function mustReadPayment<T>(page: Pick<PaymentPage, "stopUnlessTheirs">, result: ApiResult<T>): T {
  page.stopUnlessTheirs(result);
  if (!result.ok) throw respond(null, { status: result.status >= 500 ? 503 : result.status === 429 ? 429 : 502 });
  return result.data;
}

const REPAYMENT_REQUIRED = "payment.repayment.required";
/** The repayment page's one radio group: "PIX" or "CARD:{guid}" of a saved card. */
export const repaymentFormSchema = z.object({
  payment: z.string({ error: REPAYMENT_REQUIRED }).regex(/^(PIX|CARD:[A-Za-z0-9-]{1,64})$/, { error: REPAYMENT_REQUIRED }),
});

/** API codes of a refused repayment or charge the customer reads; anything else is generic. */
const REPAYMENT_CODES = new Set(["INVALID_TRANSITION", "PAYMENT_METHOD_UNAVAILABLE", "ONLINE_PAYMENT_FAILED"]);

/** The locale key of a refused repayment or charge: 'could not reach the store' when the API failed. */
export function repaymentErrorKey(error: Pick<ApiError, "code">, status: number): string {
  if (status >= 500) return "payment.repayment.errors.unreachable";
  return REPAYMENT_CODES.has(error.code) ? `payment.repayment.errors.${error.code}` : "payment.repayment.errors.generic";
}

/** What the gateway does with an order the provider sent the customer back about. */
export type GatewayOutcome = { kind: "paid" } | { kind: "pending" } | { kind: "failed"; failureKey: string; canRepay: boolean } | { kind: "closed" };

/**
 * The gateway never says more than the order does: a paid order, or one the store is already
 * working on, goes to its page whatever the URL says; "success" for an order still awaiting the
 * charge shows it pending; a rejected order (or "error" while still awaiting) shows why, with the
 * way to pay again when there is one; an order that is over (canceled, expired) is closed.
 */
export function gatewayOutcome(status: string | null, order: Pick<Order, "status" | "status_code" | "payment" | "can_repay">): GatewayOutcome {
  if (order.payment.status === "PAID" || order.status_code === 1) return { kind: "paid" };
  if (order.status === "PAYMENT_REJECTED" || (order.status === "WAITING_PAYMENT" && status !== "success")) {
    return { kind: "failed", failureKey: paymentFailureKey(order.payment.failure), canRepay: order.can_repay };
  }
  if (order.status === "WAITING_PAYMENT") return { kind: "pending" };
  return { kind: "closed" };
}
