import { describe, expect, it } from "vitest";
import type { CartAdjustment, Menu, OrderSettings } from "../../../contract";
import {
  defaultDeliveryType,
  indexMenu,
  itemLineKey,
  pizzaLineKey,
  priceExtras,
  priceItemLine,
  pricePizzaLine,
} from "./cart-pricing";
import { cartAdjustments, cartTotals } from "./cart-totals";
import { cartDeliveryFee, freeDeliveryProgress, freeFrom } from "./cart";

const menu: Menu = {
  categories: [
    {
      id: 1,
      name: "Lanches",
      description: null,
      enabled: true,
      redeemable: false,
      order: 0,
      items: [
        {
          id: 10,
          category_id: 1,
          name: "Burger",
          description: "",
          image: null,
          price: 2000,
          original_price: null,
          enabled: true,
          available: true,
          order: 0,
          serves: 1,
          tags: [],
          option_groups: [
            {
              id: 100,
              name: "Extras",
              min: 0,
              max: 2,
              order: 0,
              options: [
                { id: 1000, name: "Bacon", description: null, price: 350, enabled: true, order: 0 },
                { id: 1001, name: "Ovo", description: null, price: 150, enabled: false, order: 1 },
              ],
            },
          ],
        },
      ],
      pizzas: [
        {
          id: 20,
          category_id: 1,
          name: "Pizza",
          description: "",
          image: null,
          enabled: true,
          available: true,
          order: 1,
          price_from: 0,
          sizes: [{ id: 200, name: "Grande", slices: 8, max_flavors: 3, order: 0 }],
          flavors: [
            {
              id: 2000,
              name: "A",
              description: "",
              image: null,
              enabled: true,
              order: 0,
              prices: [{ size_id: 200, price: 5000 }],
            },
            {
              id: 2001,
              name: "B",
              description: "",
              image: null,
              enabled: true,
              order: 1,
              prices: [{ size_id: 200, price: 6001 }],
            },
          ],
          complements: [
            { id: 3000, name: "Borda", kind: "EDGE", enabled: true, order: 0, prices: [{ size_id: 200, price: 800 }] },
          ],
        },
      ],
    },
  ],
  promotions: [],
  extras: [
    {
      id: 4,
      name: "Molhos",
      description: null,
      enabled: true,
      order: 0,
      min: 0,
      max: 3,
      additionals: [{ id: 40, name: "Ketchup", price: 50, enabled: true, order: 0 }],
    },
  ],
};
const index = indexMenu(menu);

const orderSettings = (overrides: Partial<OrderSettings> = {}): OrderSettings => ({
  minimum_order_value: 5000,
  delivery_fee: { title: "Entrega", value: 700, use_in_minimum_order_calculation: false },
  extra_fee: { title: "Embalagem", value: 100, use_in_minimum_order_calculation: false },
  allow_notes: true,
  require_tax_id_on_receipt: false,
  offline_payment_methods: [],
  ...overrides,
});

describe("priceItemLine", () => {
  it("adds the options times their quantity to the item price", () => {
    const priced = priceItemLine(index, {
      item_id: 10,
      quantity: 3,
      notes: null,
      options: [{ option_id: 1000, quantity: 2 }],
    });
    expect(priced.ok && [priced.value.unit_price, priced.value.total]).toEqual([2700, 8100]);
  });

  it("adds up repeated options before checking the group's max", () => {
    const priced = priceItemLine(index, {
      item_id: 10,
      quantity: 1,
      notes: null,
      options: [
        { option_id: 1000, quantity: 2 },
        { option_id: 1000, quantity: 1 },
      ],
    });
    expect(priced).toEqual({
      ok: false,
      rejection: {
        status: 400,
        code: "VALIDATION_ERROR",
        message: expect.any(String),
        errors: [{ field: "options.100", message: "min 0 max 2" }],
      },
    });
  });

  it("refuses a disabled option", () => {
    const priced = priceItemLine(index, {
      item_id: 10,
      quantity: 1,
      notes: null,
      options: [{ option_id: 1001, quantity: 1 }],
    });
    expect(!priced.ok && priced.rejection.code).toBe("UNAVAILABLE");
  });
});

describe("pricePizzaLine", () => {
  const line = { pizza_id: 20, size_id: 200, quantity: 1, notes: null, complement_ids: [3000] };

  it("prices the flavors by the rule, rounded to the currency's unit, plus the complements", () => {
    const flavors = [
      { flavor_id: 2000, quantity: 1 },
      { flavor_id: 2001, quantity: 1 },
    ];
    const price = (rule: "PROPORTIONAL" | "AVERAGE" | "HIGHEST", currency: "BRL" | "COP") => {
      const priced = pricePizzaLine(index, { rule, currency }, { ...line, flavors });
      return priced.ok ? priced.value.unit_price : null;
    };
    // (5000 + 6001) / 2 = 5500.5
    expect(price("PROPORTIONAL", "BRL")).toBe(5501 + 800);
    expect(price("AVERAGE", "BRL")).toBe(5501 + 800);
    expect(price("HIGHEST", "BRL")).toBe(6001 + 800);
    expect(price("PROPORTIONAL", "COP")).toBe(5500 + 800);
  });

  it("counts parts, not flavors, against the size's max", () => {
    const priced = pricePizzaLine(
      index,
      { rule: "PROPORTIONAL", currency: "BRL" },
      { ...line, flavors: [{ flavor_id: 2000, quantity: 4 }] },
    );
    expect(!priced.ok && priced.rejection.errors).toEqual([{ field: "flavors", message: "min 1 max 3" }]);
  });
});

describe("priceExtras", () => {
  it("leaves zero quantities out and merges repeated additionals", () => {
    const priced = priceExtras(index, [
      { additional_id: 40, quantity: 1 },
      { additional_id: 40, quantity: 2 },
    ]);
    expect(priced.ok && priced.value).toEqual([
      { extra_id: 4, additional_id: 40, name: "Ketchup", quantity: 3, unit_price: 50, total: 150 },
    ]);
    expect(priceExtras(index, [{ additional_id: 40, quantity: 0 }])).toEqual({ ok: true, value: [] });
  });
});

describe("cartAdjustments", () => {
  it("lists the store's extra fee as an INCREASE named by its title, and nothing for no fee or a zero one", () => {
    expect(cartAdjustments(orderSettings())).toEqual([
      { type: "INCREASE", source: "EXTRA_FEE", name: "Embalagem", amount: 100 },
    ]);
    expect(cartAdjustments(orderSettings({ extra_fee: null }))).toEqual([]);
    expect(
      cartAdjustments(
        orderSettings({ extra_fee: { title: "Embalagem", value: 0, use_in_minimum_order_calculation: true } }),
      ),
    ).toEqual([]);
  });
});

describe("cartTotals", () => {
  const items = [
    {
      id: 1,
      item_id: 10,
      name: "Burger",
      image: null,
      quantity: 2,
      options: [],
      notes: null,
      redeemed: false,
      points: null,
      unit_price: 2000,
      total: 4000,
    },
  ];
  const totals = (
    deliveryType: "DELIVERY" | "TAKEOUT",
    deliveryFee: number | null,
    settings = orderSettings(),
    extra: CartAdjustment[] = [],
  ) =>
    cartTotals({
      items,
      pizzas: [],
      extras: [],
      deliveryType,
      deliveryFee,
      orderSettings: settings,
      adjustments: [...cartAdjustments(settings), ...extra],
    });

  it("charges the delivery fee for delivery, none for takeout, and the extra fee always", () => {
    expect(totals("DELIVERY", 500).summary).toEqual({
      subtotal: 4000,
      delivery_fee: 500,
      discount: 0,
      increase: 100,
      total: 4600,
    });
    // A fee not known yet (no address) is not the store's default: nothing is charged until it is.
    expect(totals("DELIVERY", null).summary).toEqual({
      subtotal: 4000,
      delivery_fee: 0,
      discount: 0,
      increase: 100,
      total: 4100,
    });
    const takeout = totals("TAKEOUT", 500);
    expect(takeout.summary).toEqual({ subtotal: 4000, delivery_fee: 0, discount: 0, increase: 100, total: 4100 });
    expect(takeout.count).toBe(2);
  });

  it("sums the adjustments by type, and never discounts below a zero total", () => {
    const coupon: CartAdjustment = { type: "DISCOUNT", source: "COUPON", name: "BEMVINDO", amount: 1500 };
    const service: CartAdjustment = { type: "INCREASE", source: "SERVICE_CHARGE", name: "Serviço", amount: 400 };
    expect(totals("TAKEOUT", null, orderSettings(), [coupon, service]).summary).toEqual({
      subtotal: 4000,
      delivery_fee: 0,
      discount: 1500,
      increase: 500,
      total: 3000,
    });
    const huge = { ...coupon, amount: 999_999 };
    expect(totals("DELIVERY", 500, orderSettings(), [huge]).summary).toEqual({
      subtotal: 4000,
      delivery_fee: 500,
      discount: 4600,
      increase: 100,
      total: 0,
    });
  });

  it("counts each fee in the minimum only when flagged", () => {
    const minimum = (settings: OrderSettings) => totals("DELIVERY", settings.delivery_fee.value, settings).minimumOrder;
    expect(minimum(orderSettings())).toMatchObject({ counted: 4000, missing: 1000, reached: false });
    expect(
      minimum(
        orderSettings({ delivery_fee: { title: "Entrega", value: 700, use_in_minimum_order_calculation: true } }),
      ),
    ).toMatchObject({
      counted: 4700,
      missing: 300,
      delivery_fee_counts: true,
      extra_fee_counts: false,
    });
    expect(
      minimum(
        orderSettings({
          delivery_fee: { title: "Entrega", value: 700, use_in_minimum_order_calculation: true },
          extra_fee: { title: "Embalagem", value: 300, use_in_minimum_order_calculation: true },
        }),
      ),
    ).toMatchObject({ counted: 5000, missing: 0, reached: true });
    expect(minimum(orderSettings({ extra_fee: null, minimum_order_value: 0 }))).toMatchObject({
      minimum: 0,
      missing: 0,
      reached: true,
    });
  });

  it("leaves discounts and other increases out of the minimum, as before", () => {
    const settings = orderSettings({
      extra_fee: { title: "Embalagem", value: 300, use_in_minimum_order_calculation: true },
    });
    const service: CartAdjustment = { type: "INCREASE", source: "SERVICE_CHARGE", name: "Serviço", amount: 400 };
    const coupon: CartAdjustment = { type: "DISCOUNT", source: "COUPON", name: "BEMVINDO", amount: 1000 };
    expect(totals("DELIVERY", null, settings, [service, coupon]).minimumOrder).toMatchObject({
      counted: 4300,
      missing: 700,
    });
  });
});

describe("cartDeliveryFee", () => {
  const areas = {
    mode: "NEIGHBORHOOD" as const,
    areas: [{ name: "Bela Vista", latitude: -23.56, longitude: -46.64, fee: 500 }],
    bands: [],
  };
  const quote = (served: boolean, fee: number | null) => ({
    served,
    area_name: served ? "Bela Vista" : null,
    distance_km: null,
    fee,
  });

  it("is the address's fee when the store serves it", () => {
    expect(cartDeliveryFee({ deliveryAreas: areas, orderSettings: orderSettings() }, quote(true, 500))).toBe(500);
  });

  it("is not known (null) without an address, or with one the store does not serve, when the fee depends on it", () => {
    expect(cartDeliveryFee({ deliveryAreas: areas, orderSettings: orderSettings() }, null)).toBeNull();
    expect(cartDeliveryFee({ deliveryAreas: areas, orderSettings: orderSettings() }, quote(false, null))).toBeNull();
  });

  it("is the store's one fee, address or not, when the store has no delivery areas", () => {
    expect(cartDeliveryFee({ deliveryAreas: null, orderSettings: orderSettings() }, null)).toBe(700);
    expect(cartDeliveryFee({ deliveryAreas: null, orderSettings: orderSettings() }, quote(true, 700))).toBe(700);
  });
});

describe("defaultDeliveryType", () => {
  const modes = (delivery: boolean, takeout: boolean, table: boolean) => ({
    delivery_configuration: { enabled: delivery, time_to_receive: { minimum: 1, maximum: 2 } },
    takeout_configuration: { enabled: takeout, time_to_receive: { minimum: 1, maximum: 2 } },
    table_configuration: { enabled: table },
  });
  const table = {
    modality: 1 as const,
    qr_code_type: null,
    service_tax_enabled: false,
    service_tax_value: 0,
    client_name_and_phone: false,
  };

  it("takes TABLE for a table, else DELIVERY, else TAKEOUT", () => {
    expect(defaultDeliveryType(modes(true, true, true), table, 7)).toBe("TABLE");
    expect(defaultDeliveryType(modes(true, true, true), { ...table, modality: null }, 7)).toBe("DELIVERY");
    expect(defaultDeliveryType(modes(true, true, true), table, null)).toBe("DELIVERY");
    expect(defaultDeliveryType(modes(false, true, false), table, null)).toBe("TAKEOUT");
    expect(defaultDeliveryType(modes(false, false, false), table, null)).toBeNull();
  });
});

describe("line keys", () => {
  it("ignore the order of options and flavors", () => {
    const a = itemLineKey({
      item_id: 1,
      notes: null,
      table_solicitation_id: null,
      options: [
        { option_id: 2, quantity: 1 },
        { option_id: 1, quantity: 1 },
      ],
    });
    const b = itemLineKey({
      item_id: 1,
      notes: null,
      table_solicitation_id: null,
      options: [
        { option_id: 1, quantity: 1 },
        { option_id: 2, quantity: 1 },
      ],
    });
    expect(a).toBe(b);
    const pizza = (flavors: { flavor_id: number; quantity: number }[], notes: string | null) =>
      pizzaLineKey({ pizza_id: 1, size_id: 2, notes, table_solicitation_id: null, flavors, complement_ids: [] });
    expect(
      pizza(
        [
          { flavor_id: 1, quantity: 1 },
          { flavor_id: 2, quantity: 1 },
        ],
        null,
      ),
    ).toBe(
      pizza(
        [
          { flavor_id: 2, quantity: 1 },
          { flavor_id: 1, quantity: 1 },
        ],
        null,
      ),
    );
    expect(pizza([{ flavor_id: 1, quantity: 1 }], null)).not.toBe(pizza([{ flavor_id: 1, quantity: 1 }], "sem cebola"));
  });
});

describe("freeFrom", () => {
  it("takes a known fee off once the items reach the store's threshold, and only then", () => {
    const free = orderSettings({ free_delivery_from: 5000 });
    expect(freeFrom(free, 5000, 700)).toBe(0);
    expect(freeFrom(free, 4999, 700)).toBe(700);
    expect(freeFrom(free, 9000, null)).toBeNull();
    expect(freeFrom(orderSettings({ free_delivery_from: null }), 9000, 700)).toBe(700);
    expect(freeFrom(orderSettings(), 9000, 700)).toBe(700);
  });
});

describe("freeDeliveryProgress", () => {
  const free = orderSettings({ free_delivery_from: 6000 });
  it.each([
    ["misses the difference in minor units", free, 4790, 700, { from: 6000, missing: 1210 }],
    ["misses nothing at the threshold", free, 6000, 700, { from: 6000, missing: 0 }],
    ["misses nothing past it", free, 9000, 700, { from: 6000, missing: 0 }],
    ["counts while the fee awaits an address", free, 100, null, { from: 6000, missing: 5900 }],
    ["has nothing to reach where the fee is 0 anyway", free, 100, 0, null],
    ["has nothing to reach without a threshold", orderSettings(), 100, 700, null],
    ["has nothing to reach with a null threshold", orderSettings({ free_delivery_from: null }), 100, 700, null],
    ["has nothing to reach with a threshold of 0", orderSettings({ free_delivery_from: 0 }), 100, 700, null],
  ])("%s", (_, settings, subtotal, feeBefore, progress) => {
    expect(freeDeliveryProgress(settings, subtotal, feeBefore)).toEqual(progress);
  });

  it("agrees with freeFrom: nothing missing exactly when the fee is taken off", () => {
    for (const subtotal of [0, 5999, 6000, 6001]) {
      expect(freeDeliveryProgress(free, subtotal, 700)!.missing === 0).toBe(freeFrom(free, subtotal, 700) === 0);
    }
  });
});
