import { describe, expect, it } from "vitest";
import { MONEY_INPUT_MAX, ORDER_MESSAGES, VALIDATION_MESSAGES, type PaymentSettings } from "../../../contract";
import { changeForError, checkPaymentOffered, paymentMethodsOf } from "./order-payments";

const settings: PaymentSettings = {
  pix: { enabled: true, key: "pix@loja.test", merchant_name: "Loja", merchant_city: "Recife", expires_in_minutes: 15 },
  card: { enabled: true },
  pse: { enabled: true },
  online_payment_limit: 10_000,
  machine_brands: ["VISA", "ELO"],
};

const brazil = (overrides: Partial<Parameters<typeof paymentMethodsOf>[0]> = {}) =>
  paymentMethodsOf({
    settings,
    offline: ["CASH", "DEBIT_CARD", "PIX"],
    currency: "BRL",
    acceptedBrands: ["VISA", "MASTER"],
    loggedIn: true,
    ...overrides,
  });

describe("paymentMethodsOf", () => {
  it("lists PIX for BRL only, PSE for COP only, and the offline PIX as PIX_ON_DELIVERY with machine brands on card methods", () => {
    const methods = brazil();
    expect(methods.online_payments.map((method) => [method.code, method.enabled])).toEqual([
      ["PIX", true],
      ["CARD", true],
    ]);
    expect(methods.offline_payments).toEqual([
      { code: "CASH", brands: [] },
      { code: "DEBIT_CARD", brands: ["VISA", "ELO"] },
      { code: "PIX_ON_DELIVERY", brands: [] },
    ]);
    const colombia = brazil({ currency: "COP" });
    expect(colombia.online_payments.map((method) => method.code)).toEqual(["CARD", "PSE"]);
  });

  it("counts CARD with no brand as disabled, and everything online off without settings", () => {
    expect(brazil({ acceptedBrands: [] }).online_payments.find((method) => method.code === "CARD")?.enabled).toBe(
      false,
    );
    const none = brazil({ settings: null });
    expect(none.online_payments.every((method) => !method.enabled)).toBe(true);
    expect(none.online_payment_limit).toBeNull();
    expect(none.offline_payments.find((method) => method.code === "DEBIT_CARD")?.brands).toEqual([]);
  });
});

describe("checkPaymentOffered", () => {
  it("refuses on order.payment.method what is not offered, a machine brand not taken, online without login or over the limit", () => {
    const methods = brazil();
    const refused = (payment: Parameters<typeof checkPaymentOffered>[1], total = 5_000, list = methods) =>
      checkPaymentOffered(list, payment, total);
    expect(refused({ kind: "OFFLINE", method: "CASH", change_for: null })).toBeNull();
    expect(refused({ kind: "OFFLINE", method: "DEBIT_CARD", brand: "ELO" })).toBeNull();
    expect(refused({ kind: "ONLINE", method: "PIX" })).toBeNull();
    for (const rejection of [
      refused({ kind: "OFFLINE", method: "MEAL_VOUCHER", brand: "VR" }),
      refused({ kind: "OFFLINE", method: "DEBIT_CARD", brand: "MASTER" }),
      refused({ kind: "ONLINE", method: "PIX" }, 10_001),
      refused({ kind: "ONLINE", method: "CARD", card_guid: "x" }, 5_000, brazil({ loggedIn: false })),
    ]) {
      expect(rejection).toMatchObject({
        status: 422,
        code: "PAYMENT_METHOD_UNAVAILABLE",
        errors: [{ field: "order.payment.method", message: ORDER_MESSAGES.paymentUnavailable }],
      });
    }
    expect(refused({ kind: "ONLINE", method: "PIX" }, 10_000)).toBeNull();
  });

  it("wants the 'change for' note above the total and within what a customer may type", () => {
    const cash = (change_for: number | null) => ({ kind: "OFFLINE" as const, method: "CASH" as const, change_for });
    expect(changeForError(cash(5_000), 5_000, "BRL")).toBe(ORDER_MESSAGES.changeTooSmall);
    expect(changeForError(cash(5_001), 5_000, "BRL")).toBeNull();
    expect(changeForError(cash(null), 5_000, "BRL")).toBeNull();
    // The same constant as the storefront's field: R$ 10.000,00, $ 5.000.000, $50,000.00.
    expect(changeForError(cash(MONEY_INPUT_MAX.BRL), 5_000, "BRL")).toBeNull();
    expect(changeForError(cash(MONEY_INPUT_MAX.BRL + 1), 5_000, "BRL")).toBe(VALIDATION_MESSAGES.moneyTooLarge);
    expect(changeForError(cash(1_000_000_000_000_000_00), 5_000, "BRL")).toBe(VALIDATION_MESSAGES.moneyTooLarge);
    expect(changeForError(cash(MONEY_INPUT_MAX.BRL + 1), 5_000, "COP")).toBeNull();
    expect(changeForError(cash(MONEY_INPUT_MAX.COP + 100), 5_000, "COP")).toBe(VALIDATION_MESSAGES.moneyTooLarge);
    expect(changeForError(cash(MONEY_INPUT_MAX.MXN + 1), 5_000, "MXN")).toBe(VALIDATION_MESSAGES.moneyTooLarge);
  });
});
