import type { ApiError } from "../../contract";

/** Codes of the API whose message the customer reads (core spec §8); anything else is generic. */
const KNOWN = new Set([
  "PENDING_CART",
  "UNAVAILABLE",
  "NOT_FOUND",
  "INVALID_QUANTITY",
  "CART_FINALIZED",
  "MERCHANT_CLOSED",
  "INVALID_MINIMUM_ORDER",
  "INVALID_CART",
  "DELIVERY_NOT_AVAILABLE",
  "DELIVERY_TYPE_INVALID",
  "VALIDATION_ERROR",
]);

/** The locale key of an API refusal: `cart.errors.{CODE}`, else the generic 'try again'. */
export function cartErrorKey(error: Pick<ApiError, "code">): string {
  return KNOWN.has(error.code) ? `cart.errors.${error.code}` : "cart.errors.generic";
}
