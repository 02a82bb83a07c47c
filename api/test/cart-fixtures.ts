import type { Pizza } from "../../contract";
import type { SeedMerchant } from "../seed/types";
import { everyDay, item, merchant } from "./fixtures";

/*
 * Merchants for the cart tests, open around the clock (equal opening and closing times), so a
 * cart validates whatever the hour the tests run. Merchant numbers 911 and 912.
 */

const pizza = (id: number, categoryId: number, flavorPrices: [number, number[]][], sizes: Pizza["sizes"]): Pizza => ({
  id,
  category_id: categoryId,
  name: "Pizza",
  description: "Monte a sua",
  image: null,
  enabled: true,
  available: true,
  order: 0,
  price_from: 0,
  sizes,
  flavors: flavorPrices.map(([flavorId, prices], order) => ({
    id: flavorId,
    name: `Sabor ${order + 1}`,
    description: "Sabor da casa",
    image: null,
    enabled: true,
    order,
    prices: prices.map((price, index) => ({ size_id: sizes[index]!.id, price })).filter((price) => price.price > 0),
  })),
  complements: [],
});

const sizes: Pizza["sizes"] = [
  { id: 91100201, name: "Broto", slices: 4, max_flavors: 1, order: 0 },
  { id: 91100202, name: "Grande", slices: 8, max_flavors: 2, order: 1 },
  { id: 91100203, name: "Gigante", slices: 12, max_flavors: 4, order: 2 },
];

const cartPizza: Pizza = {
  // Flavor prices per size (0: not offered in that size).
  ...pizza(
    91100101,
    91100004,
    [
      [91100301, [3000, 5000, 7000]],
      [91100302, [0, 6000, 8000]],
      [91100303, [0, 5500, 9000]],
      [91100304, [0, 0, 10001]],
      [91100305, [3100, 5100, 7100]],
    ],
    sizes,
  ),
};
cartPizza.flavors[4]!.enabled = false;
cartPizza.complements = [
  {
    id: 91100401,
    name: "Borda de catupiry",
    kind: "EDGE",
    enabled: true,
    order: 0,
    prices: [
      { size_id: 91100202, price: 1000 },
      { size_id: 91100203, price: 1500 },
    ],
  },
  {
    id: 91100402,
    name: "Borda de cheddar",
    kind: "EDGE",
    enabled: true,
    order: 1,
    prices: [{ size_id: 91100202, price: 1200 }],
  },
  {
    id: 91100403,
    name: "Massa fina",
    kind: "CRUST",
    enabled: true,
    order: 2,
    prices: [{ size_id: 91100202, price: 0 }],
  },
  {
    id: 91100404,
    name: "Massa integral",
    kind: "CRUST",
    enabled: true,
    order: 3,
    prices: [{ size_id: 91100202, price: 300 }],
  },
  {
    id: 91100405,
    name: "Bacon",
    kind: "TOPPING",
    enabled: true,
    order: 4,
    prices: [{ size_id: 91100202, price: 500 }],
  },
  {
    id: 91100406,
    name: "Champignon",
    kind: "TOPPING",
    enabled: false,
    order: 5,
    prices: [{ size_id: 91100202, price: 400 }],
  },
];

/**
 * A snack bar with options, a pizza of up to four flavors, extras, an extra fee counted in the
 * minimum (R$ 30,00) and delivery by neighbourhood: Consolação R$ 5,00, Bela Vista R$ 7,00.
 */
export const cartShop: SeedMerchant = {
  ...merchant({ id: 91100000, slug: "test-carrinho", name: "Lanchonete Carrinho" }),
  operation_times: everyDay("00:00", "00:00"),
  order_settings: {
    minimum_order_value: 3000,
    delivery_fee: { title: "Taxa de entrega", value: 800, use_in_minimum_order_calculation: false },
    extra_fee: { title: "Embalagem", value: 200, use_in_minimum_order_calculation: true },
    allow_notes: true,
    require_tax_id_on_receipt: false,
    offline_payment_methods: ["CASH"],
  },
  delivery_areas: {
    mode: "NEIGHBORHOOD",
    areas: [
      { name: "Consolação", latitude: -23.5536, longitude: -46.66, fee: 500 },
      { name: "Bela Vista", latitude: -23.5614, longitude: -46.6465, fee: 700 },
    ],
    bands: [],
  },
  categories: [
    {
      id: 91100001,
      name: "Lanches",
      description: null,
      enabled: true,
      redeemable: false,
      order: 0,
      items: [
        item(91100011, 91100001, "X-Burger", 2500, 0, {
          option_groups: [
            {
              id: 91100501,
              name: "Ponto",
              min: 1,
              max: 1,
              order: 0,
              options: [
                { id: 91100601, name: "Mal passado", description: null, price: 0, enabled: true, order: 0 },
                { id: 91100602, name: "Ao ponto", description: null, price: 0, enabled: true, order: 1 },
                { id: 91100603, name: "Bem passado", description: null, price: 0, enabled: false, order: 2 },
              ],
            },
            {
              id: 91100502,
              name: "Adicionais",
              min: 0,
              max: 3,
              order: 1,
              options: [
                { id: 91100611, name: "Bacon", description: null, price: 400, enabled: true, order: 0 },
                { id: 91100612, name: "Queijo", description: null, price: 300, enabled: true, order: 1 },
                { id: 91100613, name: "Ovo", description: null, price: 200, enabled: true, order: 2 },
              ],
            },
          ],
        }),
        item(91100012, 91100001, "Batata frita", 1200, 1),
        item(91100013, 91100001, "Suco", 900, 2, { enabled: false }),
        item(91100014, 91100001, "Cerveja", 1500, 3, { available: false }),
      ],
      pizzas: [],
    },
    {
      id: 91100002,
      name: "Sobremesas",
      description: null,
      enabled: false,
      redeemable: false,
      order: 1,
      items: [item(91100021, 91100002, "Pudim", 800, 0)],
      pizzas: [],
    },
    {
      id: 91100003,
      name: "Resgate de pontos",
      description: null,
      enabled: true,
      redeemable: true,
      order: 2,
      items: [item(91100031, 91100003, "Brinde", 0, 0)],
      pizzas: [],
    },
    {
      id: 91100004,
      name: "Pizzas",
      description: null,
      enabled: true,
      redeemable: false,
      order: 3,
      items: [],
      pizzas: [cartPizza],
    },
  ],
  extras: [
    {
      id: 91100801,
      name: "Molhos",
      description: null,
      enabled: true,
      order: 0,
      min: 0,
      max: 2,
      additionals: [
        { id: 91100901, name: "Ketchup", price: 0, enabled: true, order: 0 },
        { id: 91100902, name: "Barbecue", price: 150, enabled: true, order: 1 },
        { id: 91100903, name: "Picante", price: 100, enabled: false, order: 2 },
      ],
    },
    {
      id: 91100802,
      name: "Talheres",
      description: null,
      enabled: false,
      order: 1,
      min: 0,
      max: 1,
      additionals: [{ id: 91100911, name: "Talheres", price: 50, enabled: true, order: 0 }],
    },
  ],
};

/** A Colombian pizzeria: pizza prices round to whole pesos (100 minor units). */
export const copShop: SeedMerchant = {
  ...merchant({ id: 91200000, slug: "test-pizzeria-cop", name: "Pizzería Pesos" }),
  tropicalization: { country_code: "COL", language: "es", currency: "COP", timezone: "America/Bogota" },
  operation_times: everyDay("00:00", "00:00"),
  categories: [
    {
      id: 91200001,
      name: "Pizzas",
      description: null,
      enabled: true,
      redeemable: false,
      order: 0,
      items: [],
      pizzas: [
        pizza(
          91200101,
          91200001,
          [
            [91200301, [4_250_000]],
            [91200302, [3_990_000]],
            [91200303, [3_990_000]],
          ],
          [{ id: 91200201, name: "Familiar", slices: 12, max_flavors: 3, order: 0 }],
        ),
      ],
    },
  ],
};
