import { paymentAccountRequestSchema } from "../../../contract";
import type { ApiResult } from "~/lib/platform/api.server";

/** The connect form and the sandbox button, told apart by `provider`; the rules are the API's own. */
export const paymentAccountFormSchema = paymentAccountRequestSchema;

/** The connect form's fields, in the order the page shows them. */
export const PAYMENT_ACCOUNT_FIELDS = ["access_token", "public_key", "webhook_secret"] as const;

/**
 * A refused change as the form shows it: the API's field errors beside their fields (their messages
 * are locale keys), else one message for the form; a provider that did not answer says so.
 */
export function paymentAccountRefusal(result: Extract<ApiResult<unknown>, { ok: false }>): {
  errors: Record<string, string>;
  message: string | null;
} {
  const errors: Record<string, string> = {};
  for (const error of result.error.errors ?? [])
    if (
      (PAYMENT_ACCOUNT_FIELDS as readonly string[]).includes(error.field) &&
      error.message.startsWith("console.payments.errors.")
    )
      errors[error.field] ??= error.message;
  if (Object.keys(errors).length > 0) return { errors, message: null };
  return {
    errors,
    message:
      result.error.code === "PAYMENT_PROVIDER_UNAVAILABLE"
        ? "console.payments.errors.providerDown"
        : "console.payments.errors.unavailable",
  };
}
