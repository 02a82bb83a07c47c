import { describe, expect, it, vi } from "vitest";
import type { Cart, Order, PaymentMethods } from "../../../contract";
import { apiCart, ok, refusal, storeContext, strictApi } from "../../../tests/support/route-context";
import type { CheckoutPageView } from "~/lib/checkout/checkout-view";
import { action, loader } from "./route";

/* PSE and OXXO at the checkout of a store paid through its Mercado Pago account. */

const KEY = "0d7c3c5e-8d0b-4a8e-9a56-3b1f2b7a9c11";
const BANK_URL = "https://shop.test/_provider/mercadopago/pages/pse/7?key=abc";
const cart: Cart = apiCart({ delivery: { ...apiCart().delivery, type: "TAKEOUT" } });

const methods = (code: "PSE" | "OXXO"): PaymentMethods => ({
  online_payments: [{ code, enabled: true, options: [] }],
  online_payment_limit: null,
  online_requires_login: false,
  offline_payments: [{ code: "CASH", brands: [] }],
});

function contextWith(api: Record<string, (...args: unknown[]) => Promise<unknown>>, code: "PSE" | "OXXO" = "PSE") {
  const values: Record<string, string | undefined> = { cartGuid: "cart-1", clientId: "7", clientName: "Camila" };
  const session = {
    get: (key: string) => values[key],
    set: vi.fn((key: string, value: string) => (values[key] = value)),
    unset: vi.fn((key: string) => delete values[key]),
    flash: vi.fn(),
  };
  const country = code === "PSE" ? ["COL", "COP", "es", "America/Bogota"] : ["MEX", "MXN", "es", "America/Mexico_City"];
  const pseForm = vi.fn(async () =>
    ok({
      financial_institutions: [
        { id: "1007", description: "Bancolombia" },
        { id: "1051", description: "Davivienda" },
      ],
      entity_types: ["individual", "association"],
      identification_types: ["CC", "CE", "NIT", "TI", "PP"],
    }),
  );
  const context = storeContext({
    openCart: cart,
    api: strictApi({
      read: async () => null,
      paymentMethods: async () => ok(methods(code)),
      pseForm,
      getClient: async () => ok({ id: 7, name: "Camila Restrepo", phone: null, should_disconnect: false }),
      listCards: async () => ok([]),
      quoteCart: async () =>
        ok({
          cart: { summary: cart.summary, adjustments: cart.adjustments, fee_pending: false, by_payment: {} },
          addresses: [],
        }),
      send: async () => refusal("NOT_EXPECTED", 500),
      ...api,
    }),
    store: {
      session,
      loadMerchant: async () => ({
        tropicalization: { country_code: country[0], currency: country[1], language: country[2], timezone: country[3] },
        generalSettings: null,
        generalInformations: null,
      }),
    },
  });
  return { context, session, values, pseForm };
}

const post = (fields: Record<string, string>) =>
  new Request("https://shop.test/bella-napoli/checkout", { method: "POST", body: new URLSearchParams(fields) });

const psePick = {
  intent: "order",
  idempotency_key: KEY,
  cart_guid: "cart-1",
  name: "Camila Restrepo",
  phone: "3146620958",
  payment: "PSE",
  pse_bank: "1007",
  pse_entity_type: "individual",
  pse_document_type: "CC",
  pse_document_number: "1.018.760.936",
};

const placed = (payment: Partial<Order["payment"]>) =>
  ({
    id: 42,
    cart_guid: "cart-1",
    status: "WAITING_PAYMENT",
    payment: { method: "PSE", card_guid: null, status: "PENDING", ...payment },
    customer: { name: "Camila Restrepo", phone: { country_code: "57", ddd: "314", number: "6620958" } },
    summary: cart.summary,
    items: [],
    pizzas: [],
    extras: [],
  }) as unknown as Order;

// Errors come back in the store's language (Spanish here), where the field is.
const replyOf = (result: unknown) => {
  const answer = result as {
    data: { reply: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } };
    init: { status: number };
  };
  return {
    status: answer.init.status,
    errors: answer.data.reply.error ?? {},
    values: answer.data.reply.initialValue ?? {},
  };
};

describe("PSE at the checkout", () => {
  it("offers the provider's banks beside PSE", async () => {
    const { context } = contextWith({});
    const page = (await loader({
      request: new Request("https://shop.test/bella-napoli/checkout"),
      context,
      params: {},
    })) as unknown as { page: CheckoutPageView } & CheckoutPageView;
    const view = "page" in page ? page.page : page;
    expect(view.online).toEqual([{ code: "PSE", unavailable: null }]);
    expect(view.pseBanks).toEqual([
      { id: "1007", name: "Bancolombia" },
      { id: "1051", name: "Davivienda" },
    ]);
  });

  it("places the order with the bank, person type and document, and sends the browser to the bank's page", async () => {
    const placeOrder = vi.fn(async () => ok(placed({ bank_url: BANK_URL })));
    const { context, values } = contextWith({ placeOrder });
    const result = await action({ request: post(psePick), context, params: {} });
    expect(placeOrder).toHaveBeenCalledWith(
      "bella-napoli",
      "token",
      expect.objectContaining({
        order: expect.objectContaining({
          payment: {
            kind: "ONLINE",
            method: "PSE",
            pse: {
              financial_institution: "1007",
              entity_type: "individual",
              identification: { type: "CC", number: "1018760936" },
              callback_url: "https://shop.test/bella-napoli/payments/bank-return?cart=cart-1",
            },
          },
        }),
      }),
    );
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(BANK_URL);
    // A document load with JavaScript on: the bank's page is no route of this app.
    expect(response.headers.get("X-Remix-Reload-Document")).toBe("true");
    expect(values.lastOrderId).toBe("42");
  });

  it("refuses a document that cannot be, where the customer looks, keeping what was typed, and places nothing", async () => {
    const placeOrder = vi.fn();
    const { context } = contextWith({ placeOrder });
    const answer = replyOf(
      await action({ request: post({ ...psePick, pse_document_number: "12AB", pse_bank: "" }), context, params: {} }),
    );
    expect(answer.status).toBe(400);
    expect(answer.errors).toMatchObject({
      pse_document_number: ["Número de documento no válido para el tipo elegido"],
      pse_bank: ["Elige tu banco"],
    });
    expect(answer.values).toMatchObject({ pse_document_number: "12AB", pse_document_type: "CC" });
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it("asks a company for its NIT", async () => {
    const { context } = contextWith({ placeOrder: vi.fn() });
    const answer = replyOf(
      await action({ request: post({ ...psePick, pse_entity_type: "association" }), context, params: {} }),
    );
    expect(answer.errors).toMatchObject({ pse_document_number: ["Una persona jurídica paga con su NIT"] });
  });

  it("shows the API's refusal of the bank on the bank's field", async () => {
    const placeOrder = vi.fn(async () => ({
      ok: false,
      status: 422,
      error: {
        code: "VALIDATION_ERROR",
        message: "Invalid PSE fields",
        errors: [{ field: "order.payment.pse.financial_institution", message: "checkout.errors.pseBankUnknown" }],
      },
    }));
    const { context } = contextWith({ placeOrder });
    const answer = replyOf(await action({ request: post(psePick), context, params: {} }));
    expect(answer.status).toBe(422);
    expect(answer.errors).toMatchObject({ pse_bank: ["Este banco no está en la lista; elige otro"] });
  });
});

describe("OXXO at the checkout", () => {
  it("places a voucher order and goes to the order's page", async () => {
    const placeOrder = vi.fn(async () =>
      ok(
        placed({
          method: "OXXO",
          ticket: { reference: "12345678901234", expires_at: "2026-12-10T12:00:00Z", url: null },
        }),
      ),
    );
    const { context } = contextWith({ placeOrder }, "OXXO");
    const result = await action({
      request: post({ ...psePick, phone: "5512345678", payment: "OXXO" }),
      context,
      params: {},
    });
    expect(placeOrder).toHaveBeenCalledWith(
      "bella-napoli",
      "token",
      expect.objectContaining({
        order: expect.objectContaining({
          payment: {
            kind: "ONLINE",
            method: "OXXO",
            callback_url: "https://shop.test/bella-napoli/payments/bank-return?cart=cart-1",
          },
        }),
      }),
    );
    expect((result as Response).headers.get("Location")).toBe("/bella-napoli/orders/42?sent=1");
  });
});
