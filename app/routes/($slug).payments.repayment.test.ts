import { describe, expect, it, vi } from "vitest";
import type { Order, PaymentMethods } from "../../contract";
import { pixOrder } from "~/components/orders/order.fixtures";
import { ok, refusal, storeContext, strictApi } from "../../tests/support/route-context";
import { action, loader } from "./($slug).payments.repayment";

/* Paying again by PSE at a Colombian store paid through its Mercado Pago account: its fields, as at the checkout. */

const BANK_URL = "https://shop.test/_provider/mercadopago/pages/pse/9?key=def";

const rejectedPse = (overrides: Partial<Order> = {}): Order => {
  const order = pixOrder({ status: "PAYMENT_REJECTED", can_repay: true });
  return {
    ...order,
    payment: { ...order.payment, method: "PSE", status: "FAILED", failure: "NOT_APPROVED", pix: null },
    ...overrides,
  };
};

const methods: PaymentMethods = {
  online_payments: [
    { code: "PSE", enabled: true, options: [] },
    { code: "CARD", enabled: true, hosted: true, options: [{ code: "VISA", enabled: true }] },
  ],
  online_payment_limit: null,
  online_requires_login: true,
  offline_payments: [{ code: "CASH", brands: [] }],
};

function contextWith(send: (...args: unknown[]) => Promise<unknown>, language: "es" | "pt-BR" = "es") {
  const values: Record<string, string | undefined> = { clientId: "7", clientName: "Camila" };
  return storeContext({
    stored: values,
    api: strictApi({
      send,
      paymentMethods: async () => ok(methods),
      listCards: async () => ok([]),
      pseForm: async () =>
        ok({
          financial_institutions: [
            { id: "1007", description: "Bancolombia" },
            { id: "1051", description: "Davivienda" },
          ],
          entity_types: ["individual", "association"],
          identification_types: ["CC", "CE", "NIT", "TI", "PP"],
        }),
    }),
    store: {
      loadMerchant: async () => ({
        tropicalization: { country_code: "COL", currency: "COP", language, timezone: "America/Bogota" },
        generalSettings: null,
        generalInformations: null,
        analyticsSettings: null,
      }),
    },
  });
}

const URL_OF_PAGE = "https://shop.test/bella-napoli/payments/repayment?order=42";
const post = (fields: Record<string, string>) =>
  new Request(URL_OF_PAGE, { method: "POST", body: new URLSearchParams(fields) });

const pse = {
  intent: "pay",
  payment: "PSE",
  pse_bank: "1051",
  pse_entity_type: "individual",
  pse_document_type: "CC",
  pse_document_number: "1.018.760.936",
};

/** The action's answer: a data() answer's body and status, or a thrown/returned Response. */
async function answerOf(run: Promise<unknown>) {
  const answer = (await run.catch((thrown: unknown) => thrown)) as
    Response | { data: Record<string, unknown>; init?: { status?: number } };
  if (answer instanceof Response) return { response: answer };
  return { data: answer.data, status: answer.init?.status ?? 200 };
}

describe("the repayment page at a store that takes PSE", () => {
  it("offers PSE again with the banks the store's provider lists", async () => {
    const send = vi.fn(async () => ok(rejectedPse()));
    const page = await loader({ request: new Request(URL_OF_PAGE), context: contextWith(send), params: {} });
    expect(page).toMatchObject({
      repayable: true,
      pse: {
        banks: [
          { id: "1007", name: "Bancolombia" },
          { id: "1051", name: "Davivienda" },
        ],
      },
    });
  });

  it("refuses a document that cannot be beside its field, keeps what was typed, and asks the API nothing", async () => {
    const send = vi.fn(async () => ok(rejectedPse()));
    const { data, status } = await answerOf(
      action({ request: post({ ...pse, pse_document_number: "12" }), context: contextWith(send), params: {} }),
    );
    expect(status).toBe(400);
    expect(data).toMatchObject({
      chosen: "PSE",
      values: { pse_bank: "1051", pse_document_number: "12", pse_document_type: "CC" },
      errors: { pse_document_number: ["checkout.errors.pseDocumentInvalid"] },
    });
    expect(send).not.toHaveBeenCalled();

    // A company pays with its NIT; no bank chosen is its own message.
    const company = await answerOf(
      action({
        request: post({ ...pse, pse_bank: "", pse_entity_type: "association" }),
        context: contextWith(send),
        params: {},
      }),
    );
    expect(company.data).toMatchObject({
      errors: {
        pse_bank: ["checkout.errors.pseBankRequired"],
        pse_document_number: ["checkout.errors.pseDocumentTypeMismatch"],
      },
    });
    expect(send).not.toHaveBeenCalled();
  });

  it("makes a new PSE payment and sends the customer to the bank's page, which brings them back to the order", async () => {
    const send = vi.fn(async () =>
      ok(
        rejectedPse({
          status: "WAITING_PAYMENT",
          can_repay: false,
          payment: { ...rejectedPse().payment, status: "PENDING", failure: null, bank_url: BANK_URL },
        }),
      ),
    );
    const { response } = await answerOf(action({ request: post(pse), context: contextWith(send), params: {} }));
    expect(response?.status).toBe(302);
    expect(response?.headers.get("Location")).toBe(BANK_URL);
    // A document load, with JavaScript too: the bank is another site.
    expect(response?.headers.get("X-Remix-Reload-Document")).toBe("true");
    expect(send).toHaveBeenCalledWith("POST", "/bella-napoli/orders/42/repayment", "token", expect.anything(), {
      payment: {
        method: "PSE",
        pse: {
          financial_institution: "1051",
          entity_type: "individual",
          identification: { type: "CC", number: "1018760936" },
          callback_url: "https://shop.test/bella-napoli/orders/42?sent=1",
        },
      },
    });
  });

  it("a bank the provider no longer lists: said beside the bank, in the page's words", async () => {
    const send = vi.fn(async () =>
      refusal("VALIDATION_ERROR", 422, {
        errors: [{ field: "order.payment.pse.financial_institution", message: "checkout.errors.pseBankUnknown" }],
      }),
    );
    const { data, status } = await answerOf(action({ request: post(pse), context: contextWith(send), params: {} }));
    expect(status).toBe(422);
    expect(data).toMatchObject({ errors: { pse_bank: ["checkout.errors.pseBankUnknown"] }, formError: null });
  });

  it("the provider down: the page says so and keeps the fields", async () => {
    const send = vi.fn(async () => refusal("PAYMENT_PROVIDER_UNAVAILABLE", 503));
    const { data, status } = await answerOf(
      action({ request: post(pse), context: contextWith(send, "pt-BR"), params: {} }),
    );
    expect(status).toBe(503);
    expect(data).toMatchObject({
      formError: "payment.repayment.errors.unreachable",
      values: { pse_bank: "1051", pse_document_number: "1.018.760.936" },
    });
  });
});
