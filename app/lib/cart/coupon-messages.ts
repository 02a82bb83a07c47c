// Browser code: types only from the contract (its index would bring zod along).
import type { CouponInapplicableReason } from "../../../contract";
import { COUPON_ERROR_CODES } from "../../../contract/codes";

// A status travels inside the key ("coupons.errors.status:502") because conform carries field errors as plain strings.

const CODES: ReadonlySet<string> = new Set(COUPON_ERROR_CODES);

export function couponErrorKey(status: number, code: string | undefined): string {
  if (status === 422 && code !== undefined && CODES.has(code)) return `coupons.errors.${code}`;
  if (status === 404 && code !== "CART_NOT_FOUND") return "coupons.errors.notFound";
  return `coupons.errors.status:${status}`;
}

export function couponMessage(key: string): { key: string; values: Record<string, string> } {
  const [base, status] = key.split(":");
  return status === undefined ? { key: base!, values: {} } : { key: base!, values: { status } };
}

/** The checkout moves the focus to them. */
export const COUPON_FIELD_ID = "checkout-voucher_code";
export const COUPON_ERROR_ID = "checkout-voucher_code-error";
export const COUPON_STATUS_ID = "checkout-voucher_code-status";

export const couponReasonKey = (reason: CouponInapplicableReason) => `coupons.reasons.${reason}`;

export interface CartCouponView {
  id: number;
  code: string;
  name: string;
  discount: string | null;
  reason: string | null;
  /** Before the fee is known it says so, not "− R$ 0,00". */
  freeDelivery?: boolean;
}
