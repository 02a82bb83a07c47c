import { describe, expect, it } from "vitest";
import type { Cart, Extra } from "../../../contract";
import { pageError, type CartPageView } from "./cart-view";
import { cartChangeMessage } from "./cart-change-message";
import { feedbackFor } from "~/lib/page/reply-feedback";
import { presentCart, presentExtras, presentMinimum } from "./cart-view.server";
import { cartCouponsView } from "./coupons.server";

const cart = (overrides: Partial<Cart> = {}): Cart => ({
  guid: "c1",
  status: "OPEN",
  scheduled_to: null,
  delivery: { type: "DELIVERY", address: null, area_name: null, fee_pending: false, time_to_receive: null },
  table_id: null,
  notes: null,
  items: [
    {
      id: 7,
      item_id: 70,
      name: "Batata frita",
      image: null,
      quantity: 2,
      options: [
        { option_group_id: 1, option_group_name: "Tamanho", option_id: 11, name: "Grande", quantity: 1, price: 800 },
        { option_group_id: 2, option_group_name: "Molhos", option_id: 21, name: "Maionese", quantity: 2, price: 0 },
      ],
      notes: "bem crocante",
      redeemed: false,
      points: null,
      unit_price: 3200,
      total: 6400,
    },
  ],
  pizzas: [
    {
      id: 9,
      pizza_id: 90,
      name: "Pizza salgada",
      image: null,
      size: { id: 3, name: "Grande" },
      flavors: [
        { flavor_id: 1, name: "Calabresa", quantity: 1, price: 5000 },
        { flavor_id: 2, name: "Marguerita", quantity: 1, price: 4800 },
      ],
      complements: [{ complement_id: 5, name: "Borda de catupiry", kind: "EDGE", price: 900 }],
      price_rule: "PROPORTIONAL",
      quantity: 1,
      notes: null,
      unit_price: 5800,
      total: 5800,
    },
  ],
  extras: [],
  coupons: [],
  client: null,
  fidelity_program: null,
  points_total: 0,
  repriced: [],
  converted_order: false,
  count: 3,
  summary: { subtotal: 12200, delivery_fee: 0, discount: 300, increase: 200, total: 12100 },
  minimum_order: {
    minimum: 0,
    counted: 12400,
    missing: 0,
    reached: true,
    delivery_fee_counts: false,
    extra_fee_counts: true,
  },
  adjustments: [
    { type: "INCREASE", source: "EXTRA_FEE", name: "Taxa de embalagem", amount: 200 },
    { type: "DISCOUNT", source: "COUPON", name: "Cupom BEMVINDO", amount: 300 },
  ],
  ...overrides,
});

const brl = (minor: number) =>
  new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(minor / 100);
const present = (value: Cart) => presentCart(value, "BRL", "pt-BR", (size) => `Tamanho ${size}`);

describe("presentCart", () => {
  it("describes each line with its options, pizza shares and prices", () => {
    const view = present(cart());
    expect(view.lines.map((line) => [line.kind, line.id, line.quantity])).toEqual([
      ["items", 7, 2],
      ["pizzas", 9, 1],
    ]);
    expect(view.lines[0]!.details).toEqual([`Grande (+ ${brl(800)})`, "2× Maionese"]);
    expect(view.lines[0]!.total).toBe(brl(6400));
    expect(view.lines[1]!.details).toEqual([
      "Tamanho Grande",
      "½ Calabresa, ½ Marguerita",
      `Borda de catupiry (+ ${brl(900)})`,
    ]);
  });

  it("lists the API's adjustments in its order, discounts marked, and the total it priced", () => {
    const { summary } = present(cart());
    expect(summary.adjustments).toEqual([
      { name: "Taxa de embalagem", source: "EXTRA_FEE", amount: brl(200), discount: false },
      { name: "Cupom BEMVINDO", source: "COUPON", amount: brl(300), discount: true },
    ]);
    expect(summary.total).toBe(brl(12100));
  });

  it("keeps a fee's own name (a packaging fee is 'Embalagem', not 'Taxas'); a blank one is left for the page to name by its kind", () => {
    const named = present(
      cart({ adjustments: [{ type: "INCREASE", source: "EXTRA_FEE", name: " Empaque ", amount: 1500 }] }),
    );
    expect(named.summary.adjustments).toEqual([
      { name: "Empaque", source: "EXTRA_FEE", amount: brl(1500), discount: false },
    ]);
    const blank = present(cart({ adjustments: [{ type: "INCREASE", source: "EXTRA_FEE", name: "  ", amount: 1500 }] }));
    expect(blank.summary.adjustments[0]).toMatchObject({ name: "", source: "EXTRA_FEE" });
  });

  it("shows a delivery fee only for delivery: free when zero, absent for takeout", () => {
    expect(present(cart()).summary.deliveryFee).toBeNull();
    expect(present(cart({ summary: { ...cart().summary, delivery_fee: 700 } })).summary.deliveryFee).toBe(brl(700));
    const takeout = cart({
      delivery: { type: "TAKEOUT", address: null, area_name: null, fee_pending: false, time_to_receive: null },
    });
    expect(present(takeout).summary).toMatchObject({ deliveryFee: undefined, deliveryFeePending: false });
  });

  it("asks for the neighbourhood instead of a fee while the fee is not known (never 'free', never the store's default)", () => {
    const pending = present(
      cart({
        delivery: { type: "DELIVERY", address: null, area_name: null, fee_pending: true, time_to_receive: null },
      }),
    );
    expect(pending.summary).toMatchObject({ deliveryFee: undefined, deliveryFeePending: true });
    expect(pending.area).toBeNull();
  });

  it("says a free-delivery coupon applied before the neighbourhood will make the delivery free, never '− R$ 0,00'", () => {
    const free = {
      id: 9,
      code: "FRETEGRATIS",
      name: "Frete grátis",
      discount_type: "FREE_DELIVERY" as const,
      discount: 0,
      applied: true,
      reason: null,
    };
    const coupon = { type: "DISCOUNT" as const, source: "COUPON" as const, name: "Frete grátis", amount: 0 };
    const pending = cart({
      delivery: { type: "DELIVERY", address: null, area_name: null, fee_pending: true, time_to_receive: null },
      coupons: [free],
      adjustments: [coupon],
    });
    expect(present(pending).summary.adjustments).toEqual([
      { name: "Frete grátis", source: "COUPON", amount: brl(0), discount: true, freeDelivery: true },
    ]);
    expect(cartCouponsView(pending, "BRL", "pt-BR")).toEqual([
      { id: 9, code: "FRETEGRATIS", name: "Frete grátis", discount: null, reason: null, freeDelivery: true },
    ]);
    // Once the fee is known, the coupon takes it off as any discount.
    const priced = cart({ coupons: [{ ...free, discount: 700 }], adjustments: [{ ...coupon, amount: 700 }] });
    expect(present(priced).summary.adjustments).toEqual([
      { name: "Frete grátis", source: "COUPON", amount: brl(700), discount: true },
    ]);
    expect(cartCouponsView(priced, "BRL", "pt-BR")[0]).toMatchObject({ discount: brl(700) });
    expect(cartCouponsView(priced, "BRL", "pt-BR")[0]).not.toHaveProperty("freeDelivery");
  });

  it("names the delivery area only for a delivery with an address whose fee is known", () => {
    const address = {
      neighborhood: "bela vista",
      street: null,
      number: null,
      city: null,
      zip_code: null,
      complement: null,
      state: null,
      reference_point: null,
      latitude: null,
      longitude: null,
    };
    const delivery = (area_name: string | null, fee_pending = false) => ({
      type: "DELIVERY" as const,
      address,
      area_name,
      fee_pending,
      time_to_receive: null,
    });
    expect(present(cart({ delivery: delivery("Bela Vista") })).area).toBe("Bela Vista");
    expect(present(cart({ delivery: delivery(null) })).area).toBe("bela vista");
    // An address the store stopped serving: no area, no fee.
    expect(present(cart({ delivery: delivery(null, true) })).area).toBeNull();
    expect(present(cart()).area).toBeNull();
  });
});

describe("presentMinimum", () => {
  const minimum = {
    minimum: 3000,
    counted: 1000,
    missing: 2000,
    reached: false,
    delivery_fee_counts: true,
    extra_fee_counts: false,
  };
  it("says what is missing, and nothing once reached or with no minimum", () => {
    expect(presentMinimum(minimum, "BRL", "pt-BR")).toEqual({ minimum: brl(3000), missing: brl(2000), withFees: true });
    expect(presentMinimum({ ...minimum, reached: true, missing: 0 }, "BRL", "pt-BR")).toBeNull();
    expect(presentMinimum({ ...minimum, minimum: 0 }, "BRL", "pt-BR")).toBeNull();
    expect(presentMinimum(null, "BRL", "pt-BR")).toBeNull();
  });
});

describe("feedbackFor and pageError", () => {
  const lines = [{ kind: "items" as const, id: 7 }];
  const reply = (initialValue: Record<string, unknown>, error: Record<string, string[]>) => ({
    status: "error" as const,
    initialValue: initialValue as Record<string, string>,
    error,
  });

  it("gives a form its own field errors and the values sent, and nothing to other forms", () => {
    const notes = reply({ intent: "notes", notes: "x".repeat(600) }, { notes: ["form.tooLong"] });
    expect(feedbackFor(notes, "notes")).toEqual({
      formError: null,
      fieldErrors: { notes: "form.tooLong" },
      values: { intent: "notes", notes: "x".repeat(600) },
    });
    expect(feedbackFor(notes, "extras")).toBeNull();
    expect(pageError(notes, lines)).toBeNull();
  });

  it("shows a line's refusal on that line, and at the top when the line is no longer on the page", () => {
    const onLine = reply(
      { intent: "step", kind: "items", id: "7", increment: "1" },
      { "": ["cart.errors.INVALID_QUANTITY"] },
    );
    expect(feedbackFor(onLine, "step", { kind: "items", id: 7 })?.formError).toBe("cart.errors.INVALID_QUANTITY");
    expect(feedbackFor(onLine, "step", { kind: "items", id: 8 })).toBeNull();
    expect(pageError(onLine, lines)).toBeNull();
    expect(pageError(onLine, [])).toBe("cart.errors.INVALID_QUANTITY");
  });

  it("says a forged form (unknown intent, kind or id) at the top of the page", () => {
    expect(pageError(reply({ intent: "step", kind: "drinks", id: "7" }, { kind: ["form.invalid"] }), lines)).toBe(
      "form.invalid",
    );
    expect(pageError(reply({ intent: "explode" }, { intent: ["form.invalid"] }), lines)).toBe("form.invalid");
    expect(pageError(null, lines)).toBeNull();
  });
});

describe("presentExtras", () => {
  const extras: Extra[] = [
    {
      id: 3,
      name: "Molhos",
      description: null,
      min: 0,
      max: 2,
      enabled: true,
      order: 0,
      additionals: [
        { id: 31, name: "Ketchup", price: 0, enabled: true, order: 0 },
        { id: 32, name: "Pimenta", price: 150, enabled: true, order: 1 },
      ],
    },
  ];
  const withExtras = (chosen: [number, number][]) =>
    cart({
      extras: chosen.map(([additional_id, quantity]) => ({
        extra_id: 3,
        additional_id,
        name: "",
        quantity,
        unit_price: 0,
        total: 0,
      })),
    });

  it("gives each additional its quantity and a '+' while its extra has room", () => {
    const [sauces] = presentExtras(extras, withExtras([[31, 1]]), "BRL", "pt-BR");
    expect(sauces!.additionals).toEqual([
      { id: 31, name: "Ketchup", price: null, quantity: 1, canAdd: true },
      { id: 32, name: "Pimenta", price: brl(150), quantity: 0, canAdd: true },
    ]);
  });

  it("offers no '+' once the extra's max is chosen, counted over all its additionals", () => {
    const [sauces] = presentExtras(
      extras,
      withExtras([
        [31, 1],
        [32, 1],
      ]),
      "BRL",
      "pt-BR",
    );
    expect(sauces!.additionals.map((additional) => additional.canAdd)).toEqual([false, false]);
  });
});

describe("cartChangeMessage", () => {
  const t = (key: string, values?: Record<string, string | number>) =>
    values ? `${key} ${JSON.stringify(values)}` : key;
  const open = (value: Cart): CartPageView => ({
    state: "open",
    title: "Seu carrinho",
    notice: null,
    cart: present(value),
    extras: presentExtras(
      [
        {
          id: 3,
          name: "Molhos",
          description: null,
          min: 0,
          max: 2,
          enabled: true,
          order: 0,
          additionals: [{ id: 31, name: "Ketchup", price: 0, enabled: true, order: 0 }],
        },
      ],
      value,
      "BRL",
      "pt-BR",
    ),
    modes: [],
    mode: value.delivery.type,
    proposedMode: null,
    allowNotes: true,
    minimum: null,
    areas: [],
    closed: false,
    scheduleOnly: false,
    // The summary's HTML, which the message does not read.
    totals: { hash: "totals" },
  });
  const before = open(cart());
  const withoutFries = open(cart({ items: [] }));

  it("says which line was removed, by '−' at one unit or by 'Remover', and that the cart is empty when it is", () => {
    expect(cartChangeMessage({ intent: "remove", kind: "items", id: "7" }, before, withoutFries, t)).toBe(
      'cart.line.removed {"name":"Batata frita"}',
    );
    expect(cartChangeMessage({ intent: "step", kind: "items", id: "7" }, before, withoutFries, t)).toBe(
      'cart.line.removed {"name":"Batata frita"}',
    );
    expect(
      cartChangeMessage(
        { intent: "remove", kind: "items", id: "7" },
        before,
        { state: "empty", title: "", notice: null },
        t,
      ),
    ).toBe('cart.line.removed {"name":"Batata frita"} cart.empty');
  });

  it("says a line's and an extra's new quantity", () => {
    const three = open(cart({ items: [{ ...cart().items[0]!, quantity: 3 }] }));
    expect(cartChangeMessage({ intent: "step", kind: "items", id: "7" }, before, three, t)).toBe(
      'cart.line.quantityNow {"name":"Batata frita","count":3}',
    );
    const ketchup = open(
      cart({ extras: [{ extra_id: 3, additional_id: 31, name: "Ketchup", quantity: 2, unit_price: 0, total: 0 }] }),
    );
    expect(cartChangeMessage({ intent: "extra", id: "31" }, before, ketchup, t)).toBe(
      'cart.line.quantityNow {"name":"Ketchup","count":2}',
    );
  });

  it("says the new mode, and 'cart updated' for anything else", () => {
    const takeout = open(
      cart({
        delivery: { type: "TAKEOUT", address: null, area_name: null, fee_pending: false, time_to_receive: null },
      }),
    );
    expect(cartChangeMessage({ intent: "mode" }, before, takeout, t)).toBe(
      'cart.mode.changedTo {"mode":"cart.mode.TAKEOUT"}',
    );
    expect(cartChangeMessage({ intent: "notes" }, before, before, t)).toBe("cart.updated");
  });
});
