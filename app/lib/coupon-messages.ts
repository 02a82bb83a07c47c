// Browser code: types only from the contract (its index would bring zod along).
import type { CouponInapplicableReason } from "../../contract";
import { COUPON_ERROR_CODES } from "../../contract/codes";

/*
 * What the customer reads about a coupon (core spec §8): each 422 code of an add as its
 * own message, 404 as "coupon unavailable", any other refusal as "error {status}". Keys of the
 * `coupons` locale block; a status travels inside the key ("coupons.errors.status:502") because
 * conform carries field errors as plain strings.
 */

const CODES: ReadonlySet<string> = new Set(COUPON_ERROR_CODES);

/** The message key of a refused coupon add (or removal). */
export function couponErrorKey(status: number, code: string | undefined): string {
  if (status === 422 && code !== undefined && CODES.has(code)) return `coupons.errors.${code}`;
  if (status === 404 && code !== "CART_NOT_FOUND") return "coupons.errors.notFound";
  return `coupons.errors.status:${status}`;
}

/** A message key as a key and its values ("coupons.errors.status:502" → status 502). */
export function couponMessage(key: string): { key: string; values: Record<string, string> } {
  const [base, status] = key.split(":");
  return status === undefined ? { key: base!, values: {} } : { key: base!, values: { status } };
}

/** Why a coupon on the cart (or in the wallet) gives no discount now. */
/** The checkout's coupon field and its messages, by id (CouponField; the checkout moves the focus to them). */
export const COUPON_FIELD_ID = "checkout-voucher_code";
export const COUPON_ERROR_ID = "checkout-voucher_code-error";
export const COUPON_STATUS_ID = "checkout-voucher_code-status";

export const couponReasonKey = (reason: CouponInapplicableReason) => `coupons.reasons.${reason}`;

/** A coupon on the cart as the checkout lists it. */
export interface CartCouponView {
  id: number;
  code: string;
  name: string;
  /** "R$ 10,00", formatted; null when not applied. */
  discount: string | null;
  /** Why it gives nothing now (a locale key); null when applied. */
  reason: string | null;
  /** A free-delivery coupon before the fee is known (no neighbourhood yet): it says so, not "− R$ 0,00". */
  freeDelivery?: boolean;
}
