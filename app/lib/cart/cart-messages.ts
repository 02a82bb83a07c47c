import type { ApiError, ErrorCode } from "../../../contract";

/** Codes of the API whose message the customer reads (core spec §8); anything else is generic. */
const KNOWN: ReadonlySet<string> = new Set([
  "PENDING_CART",
  "UNAVAILABLE",
  "NOT_FOUND",
  "CART_NOT_FOUND",
  "LINE_NOT_FOUND",
  "INVALID_QUANTITY",
  "CART_FINALIZED",
  "TABLE_CLOSED",
  "MERCHANT_CLOSED",
  "MERCHANT_PAUSED",
  "INVALID_MINIMUM_ORDER",
  "INVALID_CART",
  "DELIVERY_NOT_AVAILABLE",
  "DELIVERY_TYPE_INVALID",
  "REQUIRED_ADDRESS",
  "VALIDATION_ERROR",
  "RATE_LIMITED",
  "CART_FULL",
  "PAYLOAD_TOO_LARGE",
] satisfies ErrorCode[]);

/** An answer that says nothing about the cart: the API is down, slow, broken or answered garbage. */
export const isUpstreamFailure = (status: number) => status >= 500;

/** The status a storefront action answers an API refusal with: 503 when the API failed, 429 when it asks to wait, else 422. */
export const refusalStatus = (status: number) => (isUpstreamFailure(status) ? 503 : status === 429 ? 429 : 422);

/** Refusals about the cart as a whole, said as they are even where a form has its own generic message. */
export const isCartWideRefusal = (error: Pick<ApiError, "code">, status: number) =>
  isUpstreamFailure(status) || ["RATE_LIMITED", "CART_FULL", "PAYLOAD_TOO_LARGE", "TABLE_CLOSED"].includes(error.code);

/**
 * The locale key of an API refusal: `cart.errors.{CODE}`; when the API could not be reached,
 * 'could not reach the store, try again'; else the generic 'try again'.
 */
export function cartErrorKey(error: Pick<ApiError, "code">, status?: number): string {
  if (status !== undefined && isUpstreamFailure(status)) return "cart.errors.unreachable";
  // Loyalty redemptions: more points than the balance.
  if (error.code === "INSUFFICIENT_POINTS") return "loyalty.errors.INSUFFICIENT_POINTS";
  return KNOWN.has(error.code) ? `cart.errors.${error.code}` : "cart.errors.generic";
}
