import type { PaymentFailure } from "../../../../contract";
import type { ProviderPaymentStatus } from "../provider";

/*
 * Mercado Pago's payment statuses and rejection details in our terms: the one place they are read.
 * https://www.mercadopago.com.br/developers/en/docs/checkout-api/response-handling/collection-results
 */

const STATUSES: Record<string, ProviderPaymentStatus> = {
  approved: "PAID",
  authorized: "PENDING",
  pending: "PENDING",
  in_process: "PENDING",
  in_mediation: "PENDING",
  rejected: "FAILED",
  cancelled: "FAILED",
  refunded: "REFUNDED",
  charged_back: "REFUNDED",
};

const FAILURES: Record<string, PaymentFailure> = {
  cc_rejected_bad_filled_card_number: "INVALID_CARD",
  cc_rejected_bad_filled_date: "INVALID_CARD",
  cc_rejected_bad_filled_other: "INVALID_CARD",
  cc_rejected_bad_filled_security_code: "INVALID_CARD",
  cc_rejected_call_for_authorize: "CALL_BANK",
  cc_rejected_card_disabled: "CALL_BANK",
  cc_rejected_blacklist: "CARD_BLOCKED",
  cc_rejected_insufficient_amount: "NOT_APPROVED",
  cc_rejected_high_risk: "NOT_APPROVED",
  cc_rejected_max_attempts: "NOT_APPROVED",
  cc_rejected_duplicated_payment: "NOT_APPROVED",
  cc_rejected_invalid_installments: "NOT_APPROVED",
  cc_rejected_card_error: "NOT_APPROVED",
  cc_rejected_other_reason: "NOT_APPROVED",
  cc_rejected_3ds_challenge: "NOT_APPROVED",
  rejected_by_bank: "NOT_APPROVED",
  rejected_insufficient_data: "NOT_APPROVED",
  by_payer: "CANCELED_BY_CUSTOMER",
};

/** Our status of a Mercado Pago payment; an unknown status is PENDING, so only a re-read settles it. */
export function paymentStatusOf(status: string): ProviderPaymentStatus {
  return STATUSES[status] ?? "PENDING";
}

/** The spec's error code of a failed payment's detail ("UNEXPECTED" when unknown); null when it did not fail. */
export function failureOf(status: string, statusDetail: string | null): PaymentFailure | null {
  if (paymentStatusOf(status) !== "FAILED") return null;
  return (statusDetail && FAILURES[statusDetail]) || "UNEXPECTED";
}
