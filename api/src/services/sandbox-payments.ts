/*
 * Addresses of the sandbox card provider's pages (routes/provider.ts), shared with the charge
 * endpoint that hands a payment link to the storefront.
 */

const MAX_URL_LENGTH = 500;

/** A path on the storefront's own origin: one leading slash, no scheme, no backslash, no control character. */
export function isRelativePath(value: string | undefined): value is string {
  return (
    value !== undefined &&
    value.length <= MAX_URL_LENGTH &&
    value.startsWith("/") &&
    !value.startsWith("//") &&
    !value.includes("\\") &&
    // eslint-disable-next-line no-control-regex -- control characters are what this refuses
    !/[\u0000-\u001f\u007f]/.test(value)
  );
}

/** Where browsers reach the payment pages: the storefront's pass-through of /provider/payments/. */
export const PUBLIC_PAYMENTS_PATH = "/_provider/payments/";

/** The payment link of a charge as the charge endpoint answers it: the page, with the link's one-time handoff. */
export const sandboxPaymentUrl = (chargeId: string, handoff: string) => `${PUBLIC_PAYMENTS_PATH}${chargeId}?${new URLSearchParams({ handoff })}`;
