import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { paymentFailureSchema, type Order } from "../../../contract";
import {
  CHARGE_ID,
  gatewayOutcome,
  gatewayPaths,
  hostedCheckoutBackPaths,
  hostedCheckoutHref,
  orderIdParam,
  paymentFailureKey,
  providerPageHref,
  repaymentErrorKey,
  sandboxPageHref,
} from "./payments.server";

const locale = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../../locales/${language}/common.json`, import.meta.url), "utf8")) as Record<
    string,
    unknown
  >;
const lookup = (tree: Record<string, unknown>, key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

type Gatewayed = Pick<Order, "status" | "status_code" | "payment" | "can_repay">;
const order = (status: Order["status"], payment: Partial<Order["payment"]>, canRepay = false): Gatewayed => ({
  status,
  status_code:
    status === "WAITING_PAYMENT" || status === "PAYMENT_REJECTED"
      ? 0
      : ["DELIVERED", "CANCELED", "EXPIRED_PAYMENT"].includes(status)
        ? 2
        : 1,
  can_repay: canRepay,
  payment: {
    kind: "ONLINE",
    method: "CARD",
    status: "PENDING",
    change_for: null,
    brand: "VISA",
    card_guid: "c1",
    card_last_four: "1111",
    pix: null,
    failure: null,
    ...payment,
  },
});

describe("paymentFailureKey (spec §8 payment failures)", () => {
  it("names each failure's text, in every language; anything else is 'Erro inesperado no pagamento'", () => {
    const keys = paymentFailureSchema.options.map((failure) => paymentFailureKey(failure));
    expect(new Set(keys).size).toBe(paymentFailureSchema.options.length);
    expect(paymentFailureKey("NOT_APPROVED")).toBe("payment.failures.notApproved");
    expect(paymentFailureKey("INVALID_PIN")).toBe("payment.failures.invalidPin");
    expect(paymentFailureKey(null)).toBe("payment.failures.unexpected");
    expect(paymentFailureKey("UNEXPECTED")).toBe("payment.failures.unexpected");
    expect(lookup(locale("pt-BR"), "payment.failures.unexpected")).toBe("Erro inesperado no pagamento");
    for (const language of ["pt-BR", "es", "en"]) {
      for (const key of [...keys, "payment.failures.unexpected"])
        expect(typeof lookup(locale(language), key), `${language} ${key}`).toBe("string");
      for (const code of ["INVALID_TRANSITION", "PAYMENT_METHOD_UNAVAILABLE", "ONLINE_PAYMENT_FAILED", "generic"]) {
        const key = repaymentErrorKey({ code }, 422);
        expect(typeof lookup(locale(language), key), `${language} ${key}`).toBe("string");
      }
    }
  });

  it("refused repayments: known codes by name, others generic, a failed API 'unreachable'", () => {
    expect(repaymentErrorKey({ code: "PAYMENT_METHOD_UNAVAILABLE" }, 422)).toBe(
      "payment.repayment.errors.PAYMENT_METHOD_UNAVAILABLE",
    );
    expect(repaymentErrorKey({ code: "NOT_FOUND" }, 404)).toBe("payment.repayment.errors.generic");
    expect(repaymentErrorKey({ code: "INTERNAL_ERROR" }, 503)).toBe("payment.repayment.errors.unreachable");
  });
});

describe("gatewayOutcome: the order, never the URL, decides", () => {
  it("a paid order goes to its page, even from status=error", () => {
    expect(gatewayOutcome("success", order("WAITING_CONFIRMATION", { status: "PAID" }))).toEqual({ kind: "paid" });
    expect(gatewayOutcome("error", order("WAITING_CONFIRMATION", { status: "PAID" }))).toEqual({ kind: "paid" });
    // Paid on delivery and already at the store: its page too.
    expect(
      gatewayOutcome("error", order("CONFIRMED", { kind: "OFFLINE", method: "CASH", status: "NOT_REQUIRED" })),
    ).toEqual({ kind: "paid" });
  });

  it("status=success for an order still awaiting its charge is pending, not 'approved'", () => {
    expect(gatewayOutcome("success", order("WAITING_PAYMENT", { status: "PENDING" }))).toEqual({ kind: "pending" });
  });

  it("Mercado Pago's pending way back, for an order still awaiting its payment (3-D Secure, a late notification), says pending; its failure one does not", () => {
    expect(gatewayOutcome("pending", order("WAITING_PAYMENT", { status: "PENDING" }))).toEqual({ kind: "pending" });
    expect(gatewayOutcome("failure", order("WAITING_PAYMENT", { status: "PENDING" }))).toMatchObject({
      kind: "failed",
    });
    expect(gatewayOutcome("pending", order("WAITING_CONFIRMATION", { status: "PAID" }))).toEqual({ kind: "paid" });
  });

  it("a rejected order shows why, and whether it can be paid again", () => {
    expect(
      gatewayOutcome("error", order("PAYMENT_REJECTED", { status: "FAILED", failure: "NOT_APPROVED" }, true)),
    ).toEqual({
      kind: "failed",
      failureKey: "payment.failures.notApproved",
      canRepay: true,
    });
    expect(
      gatewayOutcome("success", order("PAYMENT_REJECTED", { status: "FAILED", failure: "INVALID_PIN" }, true)),
    ).toMatchObject({
      kind: "failed",
      failureKey: "payment.failures.invalidPin",
    });
    expect(gatewayOutcome(null, order("WAITING_PAYMENT", { status: "PENDING" }, false))).toEqual({
      kind: "failed",
      failureKey: "payment.failures.unexpected",
      canRepay: false,
    });
  });

  it("an order that is over is closed", () => {
    expect(gatewayOutcome("error", order("CANCELED", { status: "FAILED", failure: "CANCELED_BY_CUSTOMER" }))).toEqual({
      kind: "closed",
    });
    expect(gatewayOutcome("success", order("EXPIRED_PAYMENT", { method: "PIX", status: "EXPIRED" }))).toEqual({
      kind: "closed",
    });
  });
});

describe("links of a card payment", () => {
  it("return and cancel paths are the store's gateway page, without the slug on a custom domain", () => {
    expect(gatewayPaths({ slug: "bella", customDomain: false }, 42)).toEqual({
      returnUrl: "/bella/gateway?status=success&order=42",
      cancelUrl: "/bella/gateway?status=error&order=42",
    });
    expect(gatewayPaths({ slug: "bella", customDomain: true }, 7).cancelUrl).toBe("/gateway?status=error&order=7");
  });

  it("the sandbox's page is reached through the store's /payments/card step, with the customer's language", () => {
    const bella = { slug: "bella", customDomain: false };
    const id = "ch_abcdefghijklmnopqrstuvwx";
    const handoff = "h".repeat(43);
    expect(providerPageHref(bella, `/_provider/payments/${id}?handoff=${handoff}`, "es")).toBe(
      `/bella/payments/card?charge=${id}&handoff=${handoff}&locale=es`,
    );
    expect(
      providerPageHref(
        { slug: "bella", customDomain: true },
        `/_provider/payments/${id}?handoff=${handoff}`,
        undefined,
      ),
    ).toBe(`/payments/card?charge=${id}&handoff=${handoff}`);
    expect(sandboxPageHref(id, handoff, "en")).toBe(`/_provider/payments/${id}?handoff=${handoff}&locale=en`);
    expect(sandboxPageHref(id, null, "fr")).toBe(`/_provider/payments/${id}`);
    // Another provider's path of this origin is kept; anything off this origin is refused.
    expect(providerPageHref(bella, "/pay/123", "en")).toBe("/pay/123?locale=en");
    for (const url of ["//evil.example/x", "https://evil.example/", "/\\evil.example"])
      expect(() => providerPageHref(bella, url, "en")).toThrow();
    for (const charge of [id, "ch_short", "../cards", `${id}/x`]) expect(CHARGE_ID.test(charge)).toBe(charge === id);
  });

  it("Mercado Pago's checkout opens as a document from /payments/card: the stand-in's path with the language, its own hosts as they are, nothing else", () => {
    const bella = { slug: "bella", customDomain: false };
    const pref = "123456789-0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b";
    const standIn = `/_provider/mercadopago/checkout/v1/redirect?pref_id=${pref}`;
    const real = `https://www.mercadopago.com.co/checkout/v1/redirect?pref_id=${pref}`;
    expect(providerPageHref(bella, standIn, "es")).toBe(
      `/bella/payments/card?${new URLSearchParams({ checkout: standIn, locale: "es" })}`,
    );
    expect(providerPageHref(bella, real, "es")).toBe(
      `/bella/payments/card?${new URLSearchParams({ checkout: real, locale: "es" })}`,
    );
    expect(hostedCheckoutHref(standIn, "es")).toBe(`${standIn}&locale=es`);
    expect(hostedCheckoutHref(standIn, "fr")).toBe(standIn);
    expect(hostedCheckoutHref(real, "es")).toBe(real);
    for (const url of [
      `https://www.mercadopago.com.co.evil.example/checkout/v1/redirect?pref_id=${pref}`,
      `https://evil.example/checkout/v1/redirect?pref_id=${pref}`,
      `http://www.mercadopago.com.br/checkout/v1/redirect?pref_id=${pref}`,
      `/_provider/mercadopago/checkout/v1/redirect?pref_id=${pref}&next=//evil.example`,
      `//www.mercadopago.com.br/checkout/v1/redirect?pref_id=${pref}`,
    ])
      expect(hostedCheckoutHref(url, null), url).toBeNull();
  });

  it("a hosted checkout comes back to the gateway with each outcome, on the store's own paths", () => {
    expect(hostedCheckoutBackPaths({ slug: "bella", customDomain: false }, 42)).toEqual({
      success: "/bella/gateway?status=success&order=42",
      failure: "/bella/gateway?status=failure&order=42",
      pending: "/bella/gateway?status=pending&order=42",
    });
    expect(hostedCheckoutBackPaths({ slug: "bella", customDomain: true }, 42).success).toBe(
      "/gateway?status=success&order=42",
    );
  });

  it("order ids: positive integers only", () => {
    expect(orderIdParam("12")).toBe(12);
    for (const raw of [null, "", "0", "-1", "1.5", "12abc", "9".repeat(20)]) expect(orderIdParam(raw)).toBeNull();
  });
});
