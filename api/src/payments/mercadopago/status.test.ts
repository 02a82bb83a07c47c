import { describe, expect, it } from "vitest";
import { failureOf, paymentStatusOf } from "./status";

describe("Mercado Pago's statuses in our terms", () => {
  it("maps every documented status", () => {
    expect(paymentStatusOf("approved")).toBe("PAID");
    expect(paymentStatusOf("pending")).toBe("PENDING");
    expect(paymentStatusOf("in_process")).toBe("PENDING");
    expect(paymentStatusOf("rejected")).toBe("FAILED");
    expect(paymentStatusOf("cancelled")).toBe("FAILED");
    expect(paymentStatusOf("refunded")).toBe("REFUNDED");
    expect(paymentStatusOf("charged_back")).toBe("REFUNDED");
  });

  it("names the spec's error of a rejection, the default when the detail is unknown", () => {
    expect(failureOf("rejected", "cc_rejected_call_for_authorize")).toBe("CALL_BANK");
    expect(failureOf("rejected", "cc_rejected_bad_filled_card_number")).toBe("INVALID_CARD");
    expect(failureOf("rejected", "cc_rejected_blacklist")).toBe("CARD_BLOCKED");
    expect(failureOf("rejected", "cc_rejected_insufficient_amount")).toBe("NOT_APPROVED");
    expect(failureOf("cancelled", "by_payer")).toBe("CANCELED_BY_CUSTOMER");
    expect(failureOf("rejected", "something_new")).toBe("UNEXPECTED");
    expect(failureOf("rejected", null)).toBe("UNEXPECTED");
  });

  it("has no failure for a payment that did not fail", () => {
    expect(failureOf("approved", "accredited")).toBeNull();
    expect(failureOf("pending", "pending_waiting_transfer")).toBeNull();
  });
});
