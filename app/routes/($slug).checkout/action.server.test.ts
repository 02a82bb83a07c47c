import { describe, expect, it, vi } from "vitest";
import type { Cart, Order, PaymentMethods } from "../../../contract";
import { held } from "../../../tests/support/held";
import { apiCart, ok, refusal, storeContext, strictApi } from "../../../tests/support/route-context";
import { formatMoneyInputMax } from "../../../contract/formats/money-input";
import { formatMoney } from "../../../contract/formats/money";
import ptBR from "../../../locales/pt-BR/common.json";
import { createTranslator, type Translations } from "~/lib/i18n/i18n";
import type { CheckoutPageView } from "~/lib/checkout/checkout-view";
import { action, loader } from "./route";

const say = createTranslator("pt-BR", ptBR as Translations);
const MONEY_MAX = { max: formatMoneyInputMax("BRL") };

const KEY = "0d7c3c5e-8d0b-4a8e-9a56-3b1f2b7a9c11";

const cart = (type: "DELIVERY" | "TAKEOUT"): Cart => apiCart({ delivery: { ...apiCart().delivery, type } });

const methods: PaymentMethods = {
  online_payments: [{ code: "PIX", enabled: true, options: [] }],
  online_payment_limit: null,
  online_requires_login: false,
  offline_payments: [
    { code: "CASH", brands: [] },
    { code: "CREDIT_CARD", brands: ["VISA"] },
  ],
};

const quotesOf = (priced: Cart) => ({
  cart: {
    summary: priced.summary,
    adjustments: priced.adjustments,
    fee_pending: priced.delivery.fee_pending,
    by_payment: {},
  },
  addresses: [],
});

function contextWith(
  api: Record<string, (...args: unknown[]) => Promise<unknown>>,
  type: "DELIVERY" | "TAKEOUT" = "TAKEOUT",
  generalSettings: Record<string, unknown> | null = null,
  openCart: Cart = cart(type),
) {
  const values: Record<string, string | undefined> = { cartGuid: "cart-1", clientId: "7", clientName: "Ana" };
  const session = {
    get: (key: string) => values[key],
    set: vi.fn((key: string, value: string) => (values[key] = value)),
    unset: vi.fn((key: string) => delete values[key]),
    flash: vi.fn(),
  };
  const context = storeContext({
    openCart,
    generalSettings,
    api: strictApi({
      read: async () => null,
      paymentMethods: async () => ok(methods),
      getClient: async () => ok({ id: 7, name: "Ana Souza", phone: null, should_disconnect: false }),
      listAddresses: async () => ok([]),
      listCards: async () => ok([]),
      quoteCart: async () => ok(quotesOf(cart(type))),
      send: async (method, path) =>
        method === "PUT" && String(path).includes("/carts/") ? ok(cart(type)) : refusal("NOT_EXPECTED", 500),
      ...api,
    }),
    store: { session },
  });
  return { context, session, values };
}

const post = (fields: Record<string, string>) =>
  new Request("https://shop.test/bella-napoli/checkout", { method: "POST", body: new URLSearchParams(fields) });

const takeoutCash = {
  intent: "order",
  idempotency_key: KEY,
  cart_guid: "cart-1",
  name: "Ana Souza",
  phone: "(11) 98765-4321",
  payment: "CASH",
  no_change: "1",
};

async function answerOf(result: unknown) {
  if (result instanceof Response)
    return {
      status: result.status,
      data: null,
      errors: {} as Record<string, string[]>,
      location: result.headers.get("Location"),
    };
  const answer = result as { data?: Record<string, unknown>; init?: { status?: number } | null };
  const reply = answer.data?.reply as { error?: Record<string, string[]> } | undefined;
  return { status: answer.init?.status ?? 200, data: answer.data ?? null, errors: reply?.error ?? {}, location: null };
}

const order = (overrides: Partial<Order> = {}) =>
  ({
    id: 42,
    cart_guid: "cart-1",
    status: "WAITING_CONFIRMATION",
    payment: { method: "CASH", card_guid: null },
    customer: { name: "Ana Souza", phone: { country_code: "55", ddd: "11", number: "987654321" } },
    ...overrides,
  }) as Order;

describe("checkout action", () => {
  it("places the order with the form's key and the customer's contact, forgets the cart and goes to the order", async () => {
    const placeOrder = vi.fn(async () => ok(order()));
    const { context, session, values } = contextWith({ placeOrder });
    const answer = await answerOf(await action({ request: post(takeoutCash), context, params: {} }));
    expect(placeOrder).toHaveBeenCalledWith("bella-napoli", "token", {
      cart_guid: "cart-1",
      idempotency_key: KEY,
      order: { payment: { kind: "OFFLINE", method: "CASH", change_for: null }, tax_id: null },
      client: { name: "Ana Souza", phone: { country_code: "55", ddd: "11", number: "987654321" } },
    });
    expect(answer).toMatchObject({ status: 302, location: "/bella-napoli/orders/42?sent=1" });
    expect(values.lastOrderId).toBe("42");
    expect(session.unset).toHaveBeenCalledWith("cartGuid");
  });

  it("sends the total the form showed for the address and payment it sends; at another total nothing is placed and the form says the total now", async () => {
    const placeOrder = vi.fn(async (..._args: unknown[]) => refusal("TOTAL_CHANGED", 409, { total: 4990 }));
    const { context } = contextWith({ placeOrder });
    // The page drew a price per choice: the takeout cart's own, and its price paid with PIX.
    const shown = { shown_total: "4490", "shown_total.new": "4490", "shown_total.new.PIX": "4266" };
    const answer = await answerOf(
      await action({ request: post({ ...takeoutCash, ...shown, payment: "PIX" }), context, params: {} }),
    );
    expect(placeOrder.mock.calls[0]?.[2]).toMatchObject({
      order: { payment: { method: "PIX" }, expected_total: 4266 },
    });
    expect(answer.status).toBe(422);
    expect(answer.errors[""]).toEqual([
      say("checkout.errors.TOTAL_CHANGED", { total: formatMoney(4990, "BRL", "pt-BR") }),
    ]);
    expect(answer.errors[""]![0]).toMatch(/R\$\s49,90/);

    await action({ request: post({ ...takeoutCash, ...shown }), context, params: {} });
    expect(placeOrder.mock.calls[1]?.[2]).toMatchObject({
      order: { payment: { method: "CASH" }, expected_total: 4490 },
    });
  });

  it("asks about the same order placed a moment ago in the spec's words, links to it, and the next tap on this cart places it", async () => {
    const placeOrder = vi.fn(async (..._args: unknown[]): Promise<unknown> =>
      refusal("SIMILAR_ORDER", 409, { order_id: 41, minutes_ago: 12 }),
    );
    const { context, values } = contextWith({ placeOrder });
    const asked = await answerOf(await action({ request: post(takeoutCash), context, params: {} }));
    expect(placeOrder.mock.calls[0]?.[2]).not.toHaveProperty("order.repeat_confirmed");
    expect(asked.status).toBe(422);
    expect(asked.errors[""]).toEqual([say("checkout.errors.SIMILAR_ORDER", { count: 12 })]);
    expect(asked.errors[""]![0]).toBe(
      "Você fez este mesmo pedido há 12 minutos. Nada foi enviado nem cobrado: para pedir de novo, toque em “Finalizar pedido”.",
    );
    expect(asked.data?.existingOrderHref).toBe("/bella-napoli/orders/41");
    expect(values.repeatConfirmedFor).toBe("cart-1");

    placeOrder.mockImplementation(async () => ok(order()));
    await action({ request: post(takeoutCash), context, params: {} });
    expect(placeOrder.mock.calls[1]?.[2]).toMatchObject({ order: { repeat_confirmed: true } });
  });

  it("sends a takeout eaten at the store when the store offers it, and remembers the answer for the page drawn again", async () => {
    const placeOrder = vi.fn(async (..._args: unknown[]) => refusal("MERCHANT_CLOSED", 422));
    const offering = contextWith({ placeOrder }, "TAKEOUT", { consume_in_store_available: true });
    await action({ request: post({ ...takeoutCash, consume_in_store: "1" }), context: offering.context, params: {} });
    expect(placeOrder.mock.calls[0]?.[2]).toMatchObject({ order: { consume_in_store: true } });
    expect(offering.values.consumeInStore).toBe(true);
    await action({ request: post({ ...takeoutCash, consume_in_store: "0" }), context: offering.context, params: {} });
    expect(placeOrder.mock.calls[1]?.[2]).not.toHaveProperty("order.consume_in_store");
    expect(offering.values.consumeInStore).toBe(false);

    // A store that does not offer it: nothing is sent, whatever was posted.
    const plain = contextWith({ placeOrder });
    await action({ request: post({ ...takeoutCash, consume_in_store: "1" }), context: plain.context, params: {} });
    expect(placeOrder.mock.calls[2]?.[2]).not.toHaveProperty("order.consume_in_store");
    expect(plain.values.consumeInStore).toBeUndefined();
  });

  it("sends the change in minor units and the card-machine brand of its own field", async () => {
    const placeOrder = vi.fn(async (..._args: unknown[]) => ok(order()));
    const { context } = contextWith({ placeOrder });
    await action({ request: post({ ...takeoutCash, no_change: "", change_for: "100,00" }), context, params: {} });
    expect(placeOrder.mock.calls[0]?.[2]).toMatchObject({ order: { payment: { method: "CASH", change_for: 10000 } } });
    await action({
      request: post({ ...takeoutCash, payment: "CREDIT_CARD", brand_CREDIT_CARD: "VISA" }),
      context,
      params: {},
    });
    expect(placeOrder.mock.calls[1]?.[2]).toMatchObject({
      order: { payment: { kind: "OFFLINE", method: "CREDIT_CARD", brand: "VISA" } },
    });
  });

  it("reads a change typed as 100 as R$ 100,00 on a R$ 66,80 order, and refuses one beyond the limit on its field", async () => {
    const placeOrder = vi.fn(async (..._args: unknown[]) => ok(order()));
    const { context } = contextWith({ placeOrder });
    const priced = {
      ...cart("TAKEOUT"),
      summary: { subtotal: 6680, delivery_fee: 0, discount: 0, increase: 0, total: 6680 },
    };
    Object.assign(context.store, { cart: { current: async () => ({ state: "open", cart: priced }) } });
    const cash = (change_for: string) => post({ ...takeoutCash, no_change: "", change_for });

    await action({ request: cash("100"), context, params: {} });
    expect(placeOrder.mock.calls[0]?.[2]).toMatchObject({ order: { payment: { method: "CASH", change_for: 10000 } } });

    for (const typed of ["1000000000000000", "10.000,01"]) {
      const tooLarge = await answerOf(await action({ request: cash(typed), context, params: {} }));
      expect(tooLarge.status).toBe(400);
      expect(tooLarge.errors.change_for).toEqual([say("validation.moneyTooLarge", MONEY_MAX)]);
    }
    const garbage = await answerOf(await action({ request: cash("abc"), context, params: {} }));
    expect(garbage.errors.change_for).toEqual([say("validation.moneyInvalid", MONEY_MAX)]);
    expect(placeOrder).toHaveBeenCalledTimes(1);

    // The API holds the same limit: its refusal lands on the field too.
    const api = contextWith({
      placeOrder: async () =>
        refusal("VALIDATION_ERROR", 422, {
          errors: [{ field: "order.payment.change_for", message: "validation.moneyTooLarge" }],
        }),
    });
    const refused = await answerOf(await action({ request: cash("100"), context: api.context, params: {} }));
    expect(refused.errors.change_for).toEqual([say("validation.moneyTooLarge", MONEY_MAX)]);
  });

  it("says each refusal on the field it concerns", async () => {
    const cases: [ReturnType<typeof refusal>, string, string][] = [
      [refusal("PAYMENT_METHOD_UNAVAILABLE"), "payment", "checkout.errors.PAYMENT_METHOD_UNAVAILABLE"],
      [refusal("ONLINE_PAYMENT_FAILED"), "payment", "checkout.errors.ONLINE_PAYMENT_FAILED"],
      [refusal("MERCHANT_CLOSED"), "", "checkout.errors.MERCHANT_CLOSED"],
      [
        refusal("VALIDATION_ERROR", 422, {
          errors: [{ field: "order.tax_id", message: "validation.cpfOrCnpjInvalid" }],
        }),
        "tax_id",
        "validation.cpfOrCnpjInvalid",
      ],
      [
        refusal("VALIDATION_ERROR", 422, { errors: [{ field: "client.phone", message: "validation.phoneInvalid" }] }),
        "phone",
        "validation.phoneInvalid",
      ],
      [refusal("SOMETHING_NEW"), "", "checkout.errors.generic"],
      [refusal("INTERNAL_ERROR", 503), "", "checkout.errors.unreachable"],
    ];
    for (const [answer, field, key] of cases) {
      const { context } = contextWith({ placeOrder: async () => answer });
      const result = await answerOf(await action({ request: post(takeoutCash), context, params: {} }));
      expect(result.errors[field], `${answer.error.code} on ${field || "the form"}`).toEqual([say(key)]);
      expect(result.status).toBe(answer.status >= 500 ? 503 : 422);
    }
  });

  it("names the lines taken out (UNAVAILABLE) and lands on the order this cart already became (ORDER_ALREADY_EXISTS)", async () => {
    const removed = contextWith({
      placeOrder: async () =>
        refusal("UNAVAILABLE", 422, { errors: [{ field: "cart.items", message: "Pizza Margherita" }] }),
    });
    const unavailable = await answerOf(
      await action({ request: post(takeoutCash), context: removed.context, params: {} }),
    );
    expect(unavailable.data?.removed).toBe("Pizza Margherita");
    expect(unavailable.errors[""]).toEqual([
      `${say("checkout.errors.UNAVAILABLE")} ${say("checkout.errors.removed", { items: "Pizza Margherita" })}`,
    ]);
    expect(unavailable.data?.backToCart).toBe(true);

    const exists = contextWith({ placeOrder: async () => refusal("ORDER_ALREADY_EXISTS", 422, { order_id: 41 }) });
    const existing = await answerOf(await action({ request: post(takeoutCash), context: exists.context, params: {} }));
    expect(existing).toMatchObject({ status: 302, location: "/bella-napoli/orders/41" });
    expect(exists.session.flash).toHaveBeenCalledWith("notice", "checkout.notices.alreadyPlaced");
  });

  it("says a coupon whose last use went to another order was taken off, not an item", async () => {
    const { context } = contextWith({
      placeOrder: async () =>
        refusal("UNAVAILABLE", 422, { errors: [{ field: "cart.coupons", message: "BEMVINDO10" }] }),
    });
    const answer = await answerOf(await action({ request: post(takeoutCash), context, params: {} }));
    expect(answer.errors[""]).toEqual([say("checkout.errors.couponsRemoved", { codes: "BEMVINDO10" })]);
    expect(answer.errors[""]![0]).toMatch(/^O cupom BEMVINDO10 não está mais disponível/);
  });

  it("puts a delivery's address on the cart first, and says a region not served on the neighbourhood", async () => {
    const send = vi.fn(async () => refusal("DELIVERY_NOT_AVAILABLE"));
    const placeOrder = vi.fn();
    const { context } = contextWith({ send, placeOrder }, "DELIVERY");
    const fields = {
      ...takeoutCash,
      address_choice: "new",
      zip_code: "01525-000",
      street: "Rua Muniz de Sousa",
      number: "900",
      neighborhood: "Cambuci",
      city: "São Paulo",
      state: "SP",
    };
    const answer = await answerOf(await action({ request: post(fields), context, params: {} }));
    expect(send).toHaveBeenCalledWith("PUT", "/bella-napoli/carts/cart-1/delivery_method", "token", expect.anything(), {
      cart: {
        delivery_type: "DELIVERY",
        address: expect.objectContaining({
          zip_code: "01525000",
          street: "Rua Muniz de Sousa",
          neighborhood: "Cambuci",
          state: "SP",
          complement: null,
          latitude: null,
        }),
      },
    });
    expect(answer.errors.neighborhood).toEqual([say("checkout.errors.DELIVERY_NOT_AVAILABLE")]);
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it("a form sent twice before the first answer (the cookie still names the cart) lands on the order that cart became", async () => {
    const placeOrder = vi.fn(async (..._args: unknown[]) => ok(order({ id: 43 })));
    const send = vi.fn(async (method: unknown) =>
      method === "GET"
        ? ok({ ...cart("TAKEOUT"), status: "FINALIZED", converted_order: true })
        : refusal("NOT_EXPECTED", 500),
    );
    const { context, values } = contextWith({ placeOrder, send });
    const answer = await answerOf(await action({ request: post(takeoutCash), context, params: {} }));
    expect(answer).toMatchObject({ status: 302, location: "/bella-napoli/orders/43?sent=1" });
    expect(placeOrder.mock.calls[0]?.[2]).toMatchObject({ cart_guid: "cart-1", idempotency_key: KEY });
    expect(values.lastOrderId).toBe("43");
    expect(values.cartGuid).toBeUndefined();
  });

  it("a form of another cart (an older tab) is not placed: the page shows the cart there is now, with a new key", async () => {
    const placeOrder = vi.fn();
    const { context } = contextWith({ placeOrder });
    const answer = await answerOf(
      await action({ request: post({ ...takeoutCash, cart_guid: "someone-elses-cart" }), context, params: {} }),
    );
    expect(answer.status).toBe(409);
    expect(answer.errors[""]).toEqual([say("checkout.errors.cartChanged")]);
    const reply = answer.data?.reply as { initialValue: Record<string, string> };
    expect(reply.initialValue.idempotency_key).not.toBe(KEY);
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it("refuses a bad form without calling the API to place anything", async () => {
    const placeOrder = vi.fn();
    const { context } = contextWith({ placeOrder });
    const answer = await answerOf(
      await action({ request: post({ ...takeoutCash, payment: "PIC_PAY", name: "A" }), context, params: {} }),
    );
    expect(answer.status).toBe(400);
    expect(answer.errors.payment).toEqual([say("checkout.errors.paymentRequired")]);
    expect(answer.errors.name).toEqual([say("validation.nameTooShort", { max: 50 })]);
    expect(answer.data?.problems).toEqual([
      { target: "checkout-name", label: ptBR.checkout.contact.name, message: say("validation.nameTooShort") },
      {
        target: "checkout-payment",
        label: ptBR.checkout.payment.title,
        message: say("checkout.errors.paymentRequired"),
      },
    ]);
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it("Enter never places the order: it applies a typed coupon, looks up a postal code on an empty address, or does nothing", async () => {
    const complete = { ...takeoutCash, intent: "enter" };
    // A complete, valid form: Enter in any of its fields (or a submit() with no button) sends nothing.
    for (const fields of [complete, (({ intent: _intent, ...rest }) => rest)(complete)]) {
      const placeOrder = vi.fn();
      const { context } = contextWith({ placeOrder });
      const answer = await answerOf(await action({ request: post(fields), context, params: {} }));
      expect(answer.status).toBe(200);
      expect(answer.data?.review).toBe(true);
      expect(placeOrder).not.toHaveBeenCalled();
    }

    const send = vi.fn(async (method: string, path: string) =>
      path.endsWith("/coupons") ? refusal("NOT_FOUND", 404) : ok(cart("TAKEOUT")),
    );
    const withCoupon = contextWith({ send: send as (...args: unknown[]) => Promise<unknown>, placeOrder: vi.fn() });
    const coupon = await answerOf(
      await action({ request: post({ ...complete, voucher_code: "QUERO5" }), context: withCoupon.context, params: {} }),
    );
    expect(send.mock.calls.some(([method, path]) => method === "POST" && path.endsWith("/carts/cart-1/coupons"))).toBe(
      true,
    );
    expect(coupon.errors.voucher_code).toEqual(["coupons.errors.notFound"]);

    const lookupPostalCode = vi.fn(async () =>
      ok({
        zip_code: "01310100",
        street: "Avenida Paulista",
        neighborhood: "Bela Vista",
        city: "São Paulo",
        state: "SP",
      }),
    );
    const placeOrder = vi.fn();
    const delivery = contextWith({ lookupPostalCode, placeOrder }, "DELIVERY");
    const looked = await answerOf(
      await action({
        request: post({ ...complete, address_choice: "new", zip_code: "01310-100", street: "" }),
        context: delivery.context,
        params: {},
      }),
    );
    expect(lookupPostalCode).toHaveBeenCalledTimes(1);
    expect((looked.data?.found as { street?: string } | null)?.street).toBe("Avenida Paulista");
    expect(placeOrder).not.toHaveBeenCalled();

    // An address already filled: a postal code typed over the one the page showed, its street as it
    // was, is looked up; a street typed by hand beside it means an address typed by hand.
    const shown = {
      ...complete,
      address_choice: "new",
      street: "Rua Treze de Maio",
      drawn_zip_code: "01332-000",
      drawn_street: "Rua Treze de Maio",
    };
    const retyped = await answerOf(
      await action({ request: post({ ...shown, zip_code: "01310-100" }), context: delivery.context, params: {} }),
    );
    expect(lookupPostalCode).toHaveBeenCalledTimes(2);
    expect((retyped.data?.found as { street?: string } | null)?.street).toBe("Avenida Paulista");
    for (const fields of [
      { ...shown, zip_code: "01332-000" },
      { ...shown, zip_code: "01310-100", street: "Rua Augusta" },
    ]) {
      const typed = await answerOf(await action({ request: post(fields), context: delivery.context, params: {} }));
      expect(typed.data?.review).toBe(true);
    }
    expect(lookupPostalCode).toHaveBeenCalledTimes(2);
    expect(placeOrder).not.toHaveBeenCalled();
  });
  it("a coupon applied goes back to the page by GET (a reload posts nothing again), with everything typed kept once", async () => {
    const applied = { ...cart("TAKEOUT"), delivery_type_changed_to: null };
    const send = vi.fn(async (method: string, path: string) =>
      method === "POST" && path.endsWith("/coupons") ? ok(applied) : ok(cart("TAKEOUT")),
    );
    const { context, session } = contextWith({
      send: send as (...args: unknown[]) => Promise<unknown>,
      placeOrder: vi.fn(),
    });
    const typed = { ...takeoutCash, intent: "coupon_apply", voucher_code: "QUERO5", tax_id: "529.982.247-25" };
    const answer = await answerOf(await action({ request: post(typed), context, params: {} }));
    expect(answer).toMatchObject({ status: 303, location: "/bella-napoli/checkout" });
    const [key, kept] = session.flash.mock.calls.find(([name]) => name === "checkoutAnswer") ?? [];
    expect(key).toBe("checkoutAnswer");
    const { values, done } = JSON.parse(String(kept)) as { values: Record<string, string>; done: string[] };
    expect(values).toMatchObject({
      name: "Ana Souza",
      phone: "(11) 98765-4321",
      tax_id: "529.982.247-25",
      voucher_code: "",
    });
    expect(done).toEqual(["coupons.applied"]);

    // The page it lands on shows them, and forgets them after.
    const stored: Record<string, string | undefined> = { cartGuid: "cart-1", checkoutAnswer: String(kept) };
    Object.assign(session, {
      get: (name: string) => {
        const value = stored[name];
        if (name === "checkoutAnswer") delete stored[name];
        return value;
      },
    });
    const page = (await loader({
      request: new Request("https://shop.test/bella-napoli/checkout"),
      context,
      params: {},
    })) as {
      changed: { reply: { initialValue: Record<string, string> }; coupon: { done: string[] } } | null;
    };
    expect(page.changed?.reply.initialValue.tax_id).toBe("529.982.247-25");
    expect(page.changed?.coupon.done).toEqual(["coupons.applied"]);
    const again = (await loader({
      request: new Request("https://shop.test/bella-napoli/checkout"),
      context,
      params: {},
    })) as { changed: unknown };
    expect(again.changed).toBeNull();
  });

  it("a form that would not fit in the session's cookie beside what it holds is answered in place instead, nothing lost", async () => {
    const send = vi.fn(async () => ok(cart("TAKEOUT")));
    const { context, session } = contextWith({
      send: send as (...args: unknown[]) => Promise<unknown>,
      placeOrder: vi.fn(),
    });
    Object.assign(session, { data: { accessToken: "t".repeat(2200) } });
    const answer = await answerOf(
      await action({
        request: post({
          ...takeoutCash,
          intent: "coupon_apply",
          voucher_code: "QUERO5",
          notes: "sem cebola, por favor ".repeat(22),
        }),
        context,
        params: {},
      }),
    );
    expect(answer.status).toBe(200);
    expect((answer.data?.reply as { initialValue: Record<string, string> }).initialValue.notes).toContain("sem cebola");
    expect(session.flash).not.toHaveBeenCalledWith("checkoutAnswer", expect.anything());
  });
});

describe("checkout loader", () => {
  function loaderContext(cartGuid = "cart-1") {
    const cartRead = held<{ state: "open"; cart: Cart }>();
    const loyaltyCampaigns = vi.fn(async () =>
      ok({ campaigns: [{ id: 1, campaign_payment: { payment_method: "PIX" } }] }),
    );
    const validateCampaigns = vi.fn(async () => ok({ name: "5% pagando com PIX", discount: 250 }));
    const { context } = contextWith({ loyaltyCampaigns, validateCampaigns });
    Object.assign(context.store, {
      cart: { current: () => cartRead.promise },
      loadMerchant: async () => ({
        tropicalization: { language: "pt-BR", country_code: "BRA", currency: "BRL", timezone: "America/Sao_Paulo" },
        generalSettings: null,
        generalInformations: null,
      }),
    });
    const load = loader({ request: new Request("https://shop.test/bella-napoli/checkout"), context, params: {} });
    return {
      load,
      release: () => cartRead.release({ state: "open", cart: { ...cart("TAKEOUT"), guid: cartGuid } }),
      loyaltyCampaigns,
      validateCampaigns,
    };
  }

  it("prices the payment campaigns while the cart is still being read, and shows them in the store's money", async () => {
    const { load, release, loyaltyCampaigns, validateCampaigns } = loaderContext();
    // The cart has not answered yet: the campaigns are already asked for, and priced for the session's cart.
    await vi.waitFor(() =>
      expect(validateCampaigns).toHaveBeenCalledWith("bella-napoli", "token", 7, {
        cart_guid: "cart-1",
        payment_method: "PIX",
      }),
    );
    expect(loyaltyCampaigns).toHaveBeenCalledTimes(1);
    release();
    const page = (await load) as { paymentCampaigns: Record<string, { name: string; amount: string }> };
    expect(page.paymentCampaigns).toEqual({
      PIX: { name: "5% pagando com PIX", amount: expect.stringMatching(/^R\$\s2,50$/) },
    });
  });

  it("opens on the price of the saved address it preselects, fee included, with every other address's and payment's price", async () => {
    // A delivery cart whose neighbourhood was left empty on the cart page: its own fee is still unknown.
    const pending = apiCart({ delivery: { ...apiCart().delivery, type: "DELIVERY", fee_pending: true } });
    const saved = (id: number, neighborhood: string) => ({
      id,
      name: "HOME",
      street: "Rua",
      number: "1",
      complement: null,
      neighborhood,
      city: "São Paulo",
    });
    const price = (fee: number, discount = 0) => ({
      summary: { subtotal: 5000, delivery_fee: fee, discount, increase: 0, total: 5000 + fee - discount },
      adjustments: discount
        ? [{ type: "DISCOUNT" as const, source: "LOYALTY" as const, name: "5% no PIX", amount: discount }]
        : [],
      fee_pending: false,
    });
    const { context } = contextWith({
      listAddresses: async () => ok([saved(10, "Bela Vista"), saved(11, "Consolação")]),
      quoteCart: async () =>
        ok({
          cart: { ...price(0), fee_pending: true, by_payment: {} },
          addresses: [
            { address_id: 10, served: true, ...price(500), by_payment: { PIX: price(500, 250) } },
            { address_id: 11, served: true, ...price(700), by_payment: { PIX: price(700, 250) } },
          ],
        }),
    });
    Object.assign(context.store, { cart: { current: async () => ({ state: "open", cart: pending }) } });
    const page = (await loader({
      request: new Request("https://shop.test/bella-napoli/checkout"),
      context,
      params: {},
    })) as unknown as CheckoutPageView;
    expect(page.addressChoice).toBe("10");
    expect(page.totalMinor).toBe(5500);
    expect(page.summary).toMatchObject({
      deliveryFee: formatMoney(500, "BRL", "pt-BR"),
      deliveryFeePending: false,
      total: formatMoney(5500, "BRL", "pt-BR"),
    });
    expect(page.prices.map((entry) => [entry.address, entry.method, entry.totalMinor])).toEqual([
      ["10", null, 5500],
      ["10", "PIX", 5250],
      ["new", null, 5000],
      ["11", null, 5700],
      ["11", "PIX", 5450],
    ]);
    expect(page.prices.find((entry) => entry.method === "PIX")!.summary.adjustments).toEqual([
      { name: "5% no PIX", source: "LOYALTY", amount: formatMoney(250, "BRL", "pt-BR"), discount: true },
    ]);
  });

  it("never shows a price made for another cart than the one on the page", async () => {
    const { load, release } = loaderContext("cart-2");
    release();
    const page = (await load) as { cartGuid: string; paymentCampaigns: Record<string, unknown> };
    expect(page.cartGuid).toBe("cart-2");
    expect(page.paymentCampaigns).toEqual({});
  });

  it("asks a takeout at a store that serves at the venue how the customer eats, with their last answer; nothing elsewhere", async () => {
    const eatInOf = async (
      type: "DELIVERY" | "TAKEOUT",
      generalSettings: Record<string, unknown> | null,
      answered?: boolean,
    ) => {
      const { context, values } = contextWith({}, type, generalSettings);
      if (answered !== undefined) (values as Record<string, unknown>).consumeInStore = answered;
      const page = (await loader({
        request: new Request("https://shop.test/bella-napoli/checkout"),
        context,
        params: {},
      })) as unknown as {
        consumeInStore: boolean | null;
        eatIn: { html?: string } | null;
      };
      return page;
    };
    const offered = await eatInOf("TAKEOUT", { consume_in_store_available: true }, true);
    expect(offered.consumeInStore).toBe(true);
    expect(offered.eatIn?.html).toMatch(/name="consume_in_store" checked="" value="1"/);
    expect((await eatInOf("TAKEOUT", { consume_in_store_available: true })).eatIn?.html).toMatch(
      /name="consume_in_store" checked="" value="0"/,
    );
    expect((await eatInOf("TAKEOUT", null)).eatIn).toBeNull();
    expect((await eatInOf("DELIVERY", { consume_in_store_available: true })).eatIn).toBeNull();
  });

  it("names each line the store re-priced since it was added, with the price then and now", async () => {
    const noticeOf = async (openCart: Cart) =>
      (
        (await loader({
          request: new Request("https://shop.test/bella-napoli/checkout"),
          context: contextWith({}, "TAKEOUT", null, openCart).context,
          params: {},
        })) as unknown as { repricedNotice: { html?: string } | null }
      ).repricedNotice;
    expect(await noticeOf(cart("TAKEOUT"))).toBeNull();
    const repriced = cart("TAKEOUT");
    repriced.repriced = [{ kind: "item", id: repriced.items[0]!.id, name: "Bruschetta", from: 3000, to: 3490 }];
    expect((await noticeOf(repriced))?.html).toMatch(/O preço de Bruschetta mudou de R\$\s30,00 para R\$\s34,90\./);
  });
});
