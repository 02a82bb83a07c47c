import {
  orderResponseSchema,
  repaymentResponseSchema,
  type ApiError,
  type Order,
  type PaymentFailure,
  type repaymentRequestSchema,
} from "../../../contract";
import { data as respond, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import * as z from "zod";
import { formatMoney } from "../../../contract/formats/money";
import { leaveAnalyticsBehind } from "~/lib/platform/analytics.server";
import type { ApiClient, ApiResult } from "~/lib/platform/api.server";
import { clientGone, currentClient } from "~/lib/accounts/client-session.server";
import { merchantHref, type MerchantBase } from "~/lib/store/links";
import { loginHref, returnPath } from "~/lib/accounts/return-path";
import { readWithToken, requireStore } from "~/lib/store/store.server";

// Card payments (customer spec §7): an order paid by a saved card is placed first
// (WAITING_PAYMENT), then charged on the provider's hosted page, which sends the browser back to
// `/{slug}/gateway`. No card number or CVV ever passes through the storefront.

export function gatewayPaths(merchant: MerchantBase, orderId: number): { returnUrl: string; cancelUrl: string } {
  return {
    returnUrl: merchantHref(merchant, `/gateway?status=success&order=${orderId}`),
    cancelUrl: merchantHref(merchant, `/gateway?status=error&order=${orderId}`),
  };
}

export interface StartCardChargeArgs {
  /** The slug (API paths) and whether it is served on its own domain (storefront paths). */
  merchant: MerchantBase;
  token: string;
  cartGuid: string;
  orderId: number;
  /** The one it was placed or repaid with; none at a store whose card is typed on its provider's page. */
  cardGuid: string | null;
  /** This storefront's public origin: a hosted checkout sends the customer back to it. */
  origin: string;
  /** Passed to the hosted page (it falls back to the merchant's). */
  language?: string;
}

export type StartCardChargeResult = { ok: true; paymentUrl: string } | { ok: false; status: number; error: ApiError };

/**
 * `paymentUrl` is a path on the storefront's own origin; a refusal comes back with the API's status
 * and code (404, 422 INVALID_TRANSITION or ONLINE_PAYMENT_FAILED, 5xx).
 */
export async function startCardCharge(api: ApiClient, args: StartCardChargeArgs): Promise<StartCardChargeResult> {
  const { returnUrl, cancelUrl } = gatewayPaths(args.merchant, args.orderId);
  const result = await api.chargeCard(args.merchant.slug, args.token, args.cartGuid, {
    ...(args.cardGuid === null
      ? { back_urls: hostedCheckoutBackPaths(args.merchant, args.orderId), origin: args.origin }
      : { card_guid: args.cardGuid }),
    return_url: returnUrl,
    cancel_url: cancelUrl,
  });
  if (!result.ok) return result;
  return { ok: true, paymentUrl: providerPageHref(args.merchant, result.data.payment_url, args.language) };
}

/** Where Mercado Pago's checkout sends the customer back, one path per outcome; the gateway reads the order. */
export function hostedCheckoutBackPaths(merchant: MerchantBase, orderId: number) {
  const back = (status: string) => merchantHref(merchant, `/gateway?status=${status}&order=${orderId}`);
  return { success: back("success"), failure: back("failure"), pending: back("pending") };
}

/**
 * Mercado Pago's Checkout Pro page (a preference's init_point): on its own hosts, or the local
 * stand-in's through this origin's `/_provider/`. Nothing else is ever redirected to.
 */
const HOSTED_CHECKOUT =
  /^(\/_provider\/mercadopago|https:\/\/(?:www|sandbox)\.mercadopago\.com(?:\.(?:br|co|mx|ar))?)\/checkout\/v1\/redirect\?pref_id=([A-Za-z0-9-]{1,128})$/;

/** The hosted checkout's address to open as a document, or null when it is not Mercado Pago's. */
export function hostedCheckoutHref(url: string, language: string | null): string | null {
  const checkout = HOSTED_CHECKOUT.exec(url);
  if (!checkout) return null;
  const locale = language === "pt-BR" || language === "es" || language === "en" ? language : null;
  // Only the stand-in takes the storefront's language; Mercado Pago picks its own.
  return checkout[1]!.startsWith("/") && locale ? `${url}&${new URLSearchParams({ locale })}` : url;
}

export const CHARGE_ID = /^ch_[A-Za-z0-9_-]{16,64}$/;
/** The one-time secret of a sandbox payment link: only the browser that opens it can pay. */
export const CHARGE_HANDOFF = /^[A-Za-z0-9_-]{43}$/;
const SANDBOX_PAGE = /^\/_provider\/payments\/(ch_[A-Za-z0-9_-]{16,64})\?handoff=([A-Za-z0-9_-]{43})$/;

/**
 * The sandbox's page (`/_provider/payments/{id}`) is not a page of this app: a redirect to it
 * answering a client-side submit would be followed by the app and fail. So it goes through
 * `/{slug}/payments/card?charge=`, whose loader does a document load; so does Mercado Pago's checkout
 * (`?checkout=`), which may be on its own hosts. Anything else not a path of this origin is refused.
 */
export function providerPageHref(merchant: MerchantBase, paymentUrl: string, language: string | undefined): string {
  if (hostedCheckoutHref(paymentUrl, null) !== null) {
    const query = new URLSearchParams({ checkout: paymentUrl, ...(language ? { locale: language } : {}) });
    return merchantHref(merchant, `/payments/card?${query}`);
  }
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

export function sandboxPageHref(chargeId: string, handoff: string | null, language: string | null): string {
  const locale = language === "pt-BR" || language === "es" || language === "en" ? language : null;
  const query = new URLSearchParams({ ...(handoff ? { handoff } : {}), ...(locale ? { locale } : {}) });
  return `/_provider/payments/${chargeId}${query.size > 0 ? `?${query}` : ""}`;
}

/** 404 when it is not the caller's. */
export function readOrder(api: ApiClient, slug: string, token: string, orderId: number): Promise<ApiResult<Order>> {
  return api.send("GET", `/${slug}/orders/${orderId}`, token, orderResponseSchema);
}

/** 422 INVALID_TRANSITION, PAYMENT_METHOD_UNAVAILABLE, ONLINE_PAYMENT_FAILED. */
export function repayOrder(
  api: ApiClient,
  slug: string,
  token: string,
  orderId: number,
  body: z.input<typeof repaymentRequestSchema>,
): Promise<ApiResult<Order>> {
  return api.send("POST", `/${slug}/orders/${orderId}/repayment`, token, repaymentResponseSchema, body);
}

export function orderIdParam(value: string | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Spec §8 "Payment failures". */
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
 * What the payment pages start with. An order paid online is a logged-in client's: a visitor, or a
 * client whose token expired, is sent to login and brought back here, query included.
 */
export async function paymentPage(context: AppLoadContext, request: Request) {
  const store = await requireStore(context, request);
  const { base, currency, locale } = store;
  // No analytics script where the card or PIX is paid.
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

/** Read with the client's token beside the store's own, in one round of calls. */
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

export function mustReadPayment<T>(page: Pick<PaymentPage, "stopUnlessTheirs">, result: ApiResult<T>): T {
  page.stopUnlessTheirs(result);
  if (!result.ok) throw respond(null, { status: result.status >= 500 ? 503 : result.status === 429 ? 429 : 502 });
  return result.data;
}

const REPAYMENT_REQUIRED = "payment.repayment.required";
/** "PIX", "CARD:{guid}" of a saved card, or "CARD" typed on the store's hosted checkout. */
export const repaymentFormSchema = z.object({
  payment: z
    .string({ error: REPAYMENT_REQUIRED })
    .regex(/^(PIX|PSE|CARD|CARD:[A-Za-z0-9-]{1,64})$/, { error: REPAYMENT_REQUIRED }),
});

const REPAYMENT_CODES = new Set(["INVALID_TRANSITION", "PAYMENT_METHOD_UNAVAILABLE", "ONLINE_PAYMENT_FAILED"]);

export function repaymentErrorKey(error: Pick<ApiError, "code">, status: number): string {
  if (status >= 500) return "payment.repayment.errors.unreachable";
  return REPAYMENT_CODES.has(error.code)
    ? `payment.repayment.errors.${error.code}`
    : "payment.repayment.errors.generic";
}

export type GatewayOutcome =
  | { kind: "paid" }
  | { kind: "pending" }
  | { kind: "failed"; failureKey: string; canRepay: boolean }
  | { kind: "closed" };

/**
 * The gateway never says more than the order does: a paid or accepted order goes to its page
 * whatever the URL says; "success" for an order still awaiting the charge shows it pending.
 */
export function gatewayOutcome(
  status: string | null,
  order: Pick<Order, "status" | "status_code" | "payment" | "can_repay">,
): GatewayOutcome {
  if (order.payment.status === "PAID" || order.status_code === 1) return { kind: "paid" };
  // "pending": Mercado Pago's way back while the bank decides (3-D Secure) or its notification is on its way.
  const waiting = status === "success" || status === "pending";
  if (order.status === "PAYMENT_REJECTED" || (order.status === "WAITING_PAYMENT" && !waiting)) {
    return { kind: "failed", failureKey: paymentFailureKey(order.payment.failure), canRepay: order.can_repay };
  }
  if (order.status === "WAITING_PAYMENT") return { kind: "pending" };
  return { kind: "closed" };
}
