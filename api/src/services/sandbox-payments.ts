const MAX_URL_LENGTH = 500;

/** No scheme, no backslash, no control character: never an open redirect. */
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

export const PUBLIC_PAYMENTS_PATH = "/_provider/payments/";

export const sandboxPaymentUrl = (chargeId: string, handoff: string) =>
  `${PUBLIC_PAYMENTS_PATH}${chargeId}?${new URLSearchParams({ handoff })}`;
