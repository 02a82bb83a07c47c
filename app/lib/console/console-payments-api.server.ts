import { paymentAccountResponseSchema, type PaymentAccountRequest } from "../../../contract";
import type { Send } from "~/lib/platform/api-calls.server";

/**
 * How the store is paid online (contract/console-payments.ts), with the staff token: every member
 * reads it, the owner changes it. Refusals come back as `send` hands them (field errors whose
 * messages are locale keys).
 */
export function paymentAccountCalls(send: Send) {
  const path = (slug: string) => `/console/${encodeURIComponent(slug)}/payment_account`;
  return {
    read(slug: string, token: string) {
      return send("GET", path(slug), token, paymentAccountResponseSchema);
    },
    change(slug: string, token: string, body: PaymentAccountRequest) {
      return send("PUT", path(slug), token, paymentAccountResponseSchema, body);
    },
  };
}
