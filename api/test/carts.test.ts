import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type Cart,
  cartResponseSchema,
  cartStatusResponseSchema,
  cartValidationResponseSchema,
  minimumOrderResponseSchema,
} from "../../contract";
import { cartShop, copShop } from "./cart-fixtures";
import { fixtureMerchants } from "./fixtures";
import { sessionToken } from "./client-fixtures";
import { accessTokenFor, expectError, postJson, seed, send } from "./helpers";

const SHOP = "test-carrinho";
const OTHER_VISITOR = "visitor-b-0123456789";

// Menu ids of the cart fixtures (test/cart-fixtures.ts).
const X_BURGER = 91100011;
const BATATA = 91100012;
const AO_PONTO = 91100602;
const BEM_PASSADO = 91100603;
const BACON = 91100611;
const QUEIJO = 91100612;
const OVO = 91100613;
const PIZZA = 91100101;
const [BROTO, GRANDE, GIGANTE] = [91100201, 91100202, 91100203];
const [FLAVOR_A, FLAVOR_B, FLAVOR_C, FLAVOR_D, FLAVOR_OFF] = [91100301, 91100302, 91100303, 91100304, 91100305];
const [EDGE_CATUPIRY, EDGE_CHEDDAR, CRUST_FINA, CRUST_INTEGRAL, TOPPING_BACON, TOPPING_OFF] = [
  91100401, 91100402, 91100403, 91100404, 91100405, 91100406,
];
const [KETCHUP, BARBECUE, PICANTE, TALHERES] = [91100901, 91100902, 91100903, 91100911];

let visitor: string;
let token: string;

beforeAll(async () => {
  await seed([...fixtureMerchants, cartShop, copShop]);
});

// A visitor has one open cart per merchant: each test is a new visitor, so its first cart is new.
beforeEach(async () => {
  visitor = `visitor-${crypto.randomUUID()}`;
  token = await accessTokenFor(SHOP, visitor);
});

async function cartOf(response: Response, status = 200): Promise<Cart> {
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return cartResponseSchema.parse(body).data;
}

const newCart = async (body: Record<string, unknown> = {}, slug = SHOP, as = token) =>
  cartOf(await send("POST", `/${slug}/carts`, as, { cart: body }), 201);

const addItem = (guid: string, item: Record<string, unknown>, slug = SHOP, as = token) =>
  send("POST", `/${slug}/carts/${guid}/items`, as, { item });

const addPizza = (guid: string, pizza: Record<string, unknown>) =>
  send("POST", `/${SHOP}/carts/${guid}/pizzas`, token, { pizza });

const getCart = (guid: string, slug = SHOP, as = token) => send("GET", `/${slug}/carts/${guid}`, as);

const setCartStatus = (guid: string, status: string) =>
  env.DB.prepare("UPDATE carts SET status = ? WHERE guid = ?").bind(status, guid).run();

/** Changes one field of a merchant document in the database, as an admin would. */
const setDocumentField = (slug: string, column: string, path: string, json: string) =>
  env.DB.prepare(`UPDATE merchants SET ${column} = json_set(${column}, ?, json(?)) WHERE slug = ?`)
    .bind(path, json, slug)
    .run();

const burger = (extra: Record<string, unknown> = {}) => ({
  item_id: X_BURGER,
  quantity: 1,
  options: [{ option_id: AO_PONTO }],
  ...extra,
});

describe("visitor identity", () => {
  const claimsOf = (accessToken: string) =>
    JSON.parse(atob(accessToken.split(".")[0]!.replaceAll("-", "+").replaceAll("_", "/"))) as Record<string, unknown>;

  it("puts the given visitor id in the token, or makes one up", async () => {
    expect(claimsOf(token).vid).toBe(visitor);
    expect(claimsOf(await accessTokenFor(SHOP)).vid).toMatch(/^[0-9a-f]{32}$/);
  });

  it("refuses a malformed visitor id", async () => {
    const key = (
      (await (await postJson("/authenticates/client_secret_key", { slug: SHOP })).json()) as {
        data: { client_secret_key: string };
      }
    ).data;
    const response = await postJson("/authenticates/authenticates", { ...key, visitor_id: "short" });
    await expectError(response, 400, "VALIDATION_ERROR");
  });
});

describe("POST /{slug}/carts", () => {
  it("creates an empty delivery cart with the store's extra fee, and no delivery fee until an address says which", async () => {
    const cart = await newCart();
    expect(cart.guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(cart).toMatchObject({
      status: "OPEN",
      scheduled_to: null,
      delivery: {
        type: "DELIVERY",
        address: null,
        area_name: null,
        fee_pending: true,
        time_to_receive: { minimum: 30, maximum: 50 },
      },
      table_id: null,
      items: [],
      pizzas: [],
      extras: [],
      coupons: [],
      adjustments: [{ type: "INCREASE", source: "EXTRA_FEE", name: "Embalagem", amount: 200 }],
      client: null,
      fidelity_program: null,
      points_total: 0,
      converted_order: false,
      count: 0,
      summary: { subtotal: 0, delivery_fee: 0, discount: 0, increase: 200, total: 200 },
    });
    // What GET …/minimum_order answers, carried in the cart.
    const minimum = await send("GET", `/${SHOP}/carts/${cart.guid}/minimum_order`, token);
    expect(cart.minimum_order).toEqual(minimumOrderResponseSchema.parse(await minimum.json()).data);
  });

  it("charges a store without delivery areas its one fee before any address", async () => {
    const cop = await accessTokenFor("test-pizzeria-cop", visitor);
    const cart = await newCart({ delivery_type: "DELIVERY" }, "test-pizzeria-cop", cop);
    expect(cart.delivery.fee_pending).toBe(false);
    expect(cart.summary.delivery_fee).toBeGreaterThan(0);
  });

  it("answers the visitor's open cart with the body's lines added (200), and a new one once it is no longer open", async () => {
    const first = await newCart({ delivery_type: "TAKEOUT", items: [{ item_id: BATATA, quantity: 1 }] });
    const again = await cartOf(
      await send("POST", `/${SHOP}/carts`, token, {
        cart: { delivery_type: "DELIVERY", items: [{ item_id: BATATA, quantity: 2 }, burger()] },
      }),
    );
    expect(again.guid).toBe(first.guid);
    expect(again.items.map((line) => [line.item_id, line.quantity])).toEqual([
      [BATATA, 3],
      [X_BURGER, 1],
    ]);
    // The body's delivery type and table are for a new cart; the open one keeps its own.
    expect(again.delivery.type).toBe("TAKEOUT");

    const elsewhere = await accessTokenFor("test-pizzeria-cop", visitor);
    expect((await newCart({}, "test-pizzeria-cop", elsewhere)).guid).not.toBe(first.guid);

    await setCartStatus(first.guid, "PENDING");
    const next = await newCart({ items: [{ item_id: BATATA, quantity: 1 }] });
    expect(next.guid).not.toBe(first.guid);
    expect(next.items.map((line) => line.quantity)).toEqual([1]);
  });

  it("adds the items and pizzas of the body, priced by the API", async () => {
    const cart = await newCart({
      delivery_type: "TAKEOUT",
      items: [burger({ quantity: 2 }), { item_id: BATATA, quantity: 1 }],
      pizzas: [{ pizza_id: PIZZA, size_id: GRANDE, flavors: [{ flavor_id: FLAVOR_A, quantity: 1 }], quantity: 1 }],
    });
    expect(cart.delivery.type).toBe("TAKEOUT");
    expect(cart.delivery.time_to_receive).toEqual({ minimum: 15, maximum: 20 });
    expect(cart.items.map((line) => [line.name, line.quantity, line.unit_price, line.total])).toEqual([
      ["X-Burger", 2, 2500, 5000],
      ["Batata frita", 1, 1200, 1200],
    ]);
    expect(cart.pizzas.map((line) => [line.size.name, line.unit_price])).toEqual([["Grande", 5000]]);
    expect(cart.count).toBe(4);
    expect(cart.summary).toEqual({ subtotal: 11200, delivery_fee: 0, discount: 0, increase: 200, total: 11400 });
  });

  it("creates nothing when one line of the body is refused", async () => {
    const count = async () => (await env.DB.prepare("SELECT count(*) AS n FROM carts").first<{ n: number }>())!.n;
    const before = await count();
    const response = await send("POST", `/${SHOP}/carts`, token, {
      cart: {
        items: [
          { item_id: BATATA, quantity: 1 },
          { item_id: 91100013, quantity: 1 },
        ],
      },
    });
    await expectError(response, 422, "UNAVAILABLE");
    expect(await count()).toBe(before);
  });

  it("takes the first delivery type the store offers, and refuses one it does not", async () => {
    const campinas = await accessTokenFor("test-loja-campinas", visitor);
    expect((await newCart({}, "test-loja-campinas", campinas)).delivery.type).toBe("TAKEOUT");
    const refused = await send("POST", "/test-loja-campinas/carts", campinas, { cart: { delivery_type: "DELIVERY" } });
    await expectError(refused, 422, "DELIVERY_TYPE_INVALID");
    await expectError(
      await send("POST", `/${SHOP}/carts`, token, { cart: { delivery_type: "TABLE", table_id: 5 } }),
      422,
      "DELIVERY_TYPE_INVALID",
    );
  });

  it("validates the body with the contract", async () => {
    const error = await expectError(
      await send("POST", `/${SHOP}/carts`, token, { cart: { items: [{ quantity: 1 }] } }),
      400,
      "VALIDATION_ERROR",
    );
    expect(error.errors?.map((entry) => entry.field)).toContain("cart.items.0.item_id");
  });
});

describe("item lines", () => {
  it("prices an item with its options, in menu order, and adds an equal line to the one there", async () => {
    const { guid } = await newCart();
    const options = [{ option_id: QUEIJO }, { option_id: BACON, quantity: 2 }, { option_id: AO_PONTO }];
    let cart = await cartOf(await addItem(guid, { item_id: X_BURGER, quantity: 2, options, notes: "sem cebola" }));
    expect(cart.items).toEqual([
      {
        id: expect.any(Number),
        item_id: X_BURGER,
        name: "X-Burger",
        image: null,
        quantity: 2,
        options: [
          {
            option_group_id: 91100501,
            option_group_name: "Ponto",
            option_id: AO_PONTO,
            name: "Ao ponto",
            quantity: 1,
            price: 0,
          },
          {
            option_group_id: 91100502,
            option_group_name: "Adicionais",
            option_id: BACON,
            name: "Bacon",
            quantity: 2,
            price: 400,
          },
          {
            option_group_id: 91100502,
            option_group_name: "Adicionais",
            option_id: QUEIJO,
            name: "Queijo",
            quantity: 1,
            price: 300,
          },
        ],
        notes: "sem cebola",
        redeemed: false,
        points: null,
        unit_price: 3600,
        total: 7200,
      },
    ]);
    cart = await cartOf(
      await addItem(guid, { item_id: X_BURGER, quantity: 1, options: [...options].reverse(), notes: "sem cebola" }),
    );
    expect(cart.items.map((line) => line.quantity)).toEqual([3]);
    cart = await cartOf(await addItem(guid, burger()));
    expect(cart.items.map((line) => [line.quantity, line.unit_price])).toEqual([
      [3, 3600],
      [1, 2500],
    ]);
    expect(cart.summary.subtotal).toBe(3 * 3600 + 2500);
  });

  it("ignores any price the client sends", async () => {
    const { guid } = await newCart();
    const cart = await cartOf(await addItem(guid, { item_id: BATATA, quantity: 1, price: 1, unit_price: 1, total: 1 }));
    expect(cart.items[0]).toMatchObject({ unit_price: 1200, total: 1200 });
    expect(cart.summary.subtotal).toBe(1200);
  });

  it.each([
    ["an item of another merchant", { item_id: 90100011, quantity: 1 }, "NOT_FOUND"],
    ["an unknown item", { item_id: 123, quantity: 1 }, "NOT_FOUND"],
    ["a disabled item", { item_id: 91100013, quantity: 1 }, "UNAVAILABLE"],
    ["an unavailable item", { item_id: 91100014, quantity: 1 }, "UNAVAILABLE"],
    ["an item of a disabled category", { item_id: 91100021, quantity: 1 }, "UNAVAILABLE"],
    ["a loyalty reward", { item_id: 91100031, quantity: 1 }, "UNAVAILABLE"],
    ["a disabled option", burger({ options: [{ option_id: BEM_PASSADO }] }), "UNAVAILABLE"],
    [
      "an option of another item",
      burger({ options: [{ option_id: AO_PONTO }, { option_id: 90100601 }] }),
      "UNAVAILABLE",
    ],
    ["quantity 0", { item_id: BATATA, quantity: 0 }, "INVALID_QUANTITY"],
    ["quantity 100", { item_id: BATATA, quantity: 100 }, "INVALID_QUANTITY"],
  ])("refuses %s with 422", async (_label, item, code) => {
    const { guid } = await newCart();
    await expectError(await addItem(guid, item), 422, code);
    expect((await cartOf(await getCart(guid))).items).toEqual([]);
  });

  it("refuses adding to a line beyond 99 units", async () => {
    const { guid } = await newCart({ items: [{ item_id: BATATA, quantity: 60 }] });
    await expectError(await addItem(guid, { item_id: BATATA, quantity: 40 }), 422, "INVALID_QUANTITY");
  });

  it("names every option group whose min or max is broken", async () => {
    const { guid } = await newCart();
    const response = await addItem(guid, {
      item_id: X_BURGER,
      quantity: 1,
      options: [{ option_id: BACON, quantity: 2 }, { option_id: QUEIJO }, { option_id: OVO }],
    });
    const error = await expectError(response, 400, "VALIDATION_ERROR");
    expect(error.errors).toEqual([
      { field: "options.91100501", message: "min 1 max 1" },
      { field: "options.91100502", message: "min 0 max 3" },
    ]);
    const tooMany = await addItem(guid, burger({ options: [{ option_id: AO_PONTO }, { option_id: 91100601 }] }));
    expect((await expectError(tooMany, 400, "VALIDATION_ERROR")).errors).toEqual([
      { field: "options.91100501", message: "min 1 max 1" },
    ]);
  });

  it("refuses changes to a cart awaiting payment (PENDING_CART) or finalized (CART_FINALIZED)", async () => {
    const { guid } = await newCart({ items: [{ item_id: BATATA, quantity: 1 }] });
    await setCartStatus(guid, "PENDING");
    await expectError(await addItem(guid, { item_id: BATATA, quantity: 1 }), 422, "PENDING_CART");
    await expectError(
      await addPizza(guid, {
        pizza_id: PIZZA,
        size_id: BROTO,
        flavors: [{ flavor_id: FLAVOR_A, quantity: 1 }],
        quantity: 1,
      }),
      422,
      "PENDING_CART",
    );

    await setCartStatus(guid, "FINALIZED");
    await expectError(await addItem(guid, { item_id: BATATA, quantity: 1 }), 422, "CART_FINALIZED");
    const lineId = (await cartOf(await getCart(guid))).items[0]!.id;
    const changes = [
      send("PUT", `/${SHOP}/carts/${guid}`, token, { cart: { notes: "x" } }),
      send("PUT", `/${SHOP}/carts/${guid}/items/${lineId}`, token, { quantity: 2 }),
      send("DELETE", `/${SHOP}/carts/${guid}/items/${lineId}`, token),
      send("PUT", `/${SHOP}/carts/${guid}/delivery_method`, token, { cart: { delivery_type: "TAKEOUT" } }),
      send("POST", `/${SHOP}/carts/${guid}/extras`, token, { extras: [{ additional_id: KETCHUP, quantity: 1 }] }),
      send("DELETE", `/${SHOP}/carts/${guid}`, token),
      send("GET", `/${SHOP}/carts/${guid}/validate`, token),
    ];
    for (const response of await Promise.all(changes)) await expectError(response, 422, "CART_FINALIZED");

    const cart = await cartOf(await getCart(guid));
    expect([cart.status, cart.converted_order, cart.items.length]).toEqual(["FINALIZED", true, 1]);
    const status = await send("GET", `/${SHOP}/carts/${guid}/status`, token);
    expect(cartStatusResponseSchema.parse(await status.json()).data).toEqual({
      status: "FINALIZED",
      converted_order: true,
    });
  });

  it("changes and removes a line by its id", async () => {
    const { guid, items } = await newCart({ items: [{ item_id: BATATA, quantity: 1 }, burger()] });
    const [batata, xBurger] = items as [Cart["items"][number], Cart["items"][number]];
    let cart = await cartOf(await send("PUT", `/${SHOP}/carts/${guid}/items/${batata.id}`, token, { quantity: 3 }));
    expect(cart.items.map((line) => [line.item_id, line.quantity])).toEqual([
      [BATATA, 3],
      [X_BURGER, 1],
    ]);
    await expectError(
      await send("PUT", `/${SHOP}/carts/${guid}/items/${batata.id}`, token, { quantity: 0 }),
      422,
      "INVALID_QUANTITY",
    );
    await expectError(
      await send("PUT", `/${SHOP}/carts/${guid}/items/999999`, token, { quantity: 1 }),
      404,
      "LINE_NOT_FOUND",
    );

    cart = await cartOf(
      await send("DELETE", `/${SHOP}/carts/${guid}/items/${xBurger.id}?payment_method=CASH&card_guid=abc`, token),
    );
    expect(cart.items.map((line) => line.item_id)).toEqual([BATATA]);
    await expectError(await send("DELETE", `/${SHOP}/carts/${guid}/items/${xBurger.id}`, token), 404, "LINE_NOT_FOUND");
  });

  it("prices again on every read: a new price shows, a disabled item drops out", async () => {
    const { guid } = await newCart({ items: [{ item_id: BATATA, quantity: 2 }, burger()] });
    await env.DB.prepare("UPDATE items SET price = 1300 WHERE id = ?").bind(BATATA).run();
    await env.DB.prepare("UPDATE options SET enabled = 0 WHERE id = ?").bind(AO_PONTO).run();
    try {
      const cart = await cartOf(await getCart(guid));
      expect(cart.items.map((line) => [line.item_id, line.unit_price])).toEqual([[BATATA, 1300]]);
      expect(cart.summary.subtotal).toBe(2600);
    } finally {
      await env.DB.prepare("UPDATE items SET price = 1200 WHERE id = ?").bind(BATATA).run();
      await env.DB.prepare("UPDATE options SET enabled = 1 WHERE id = ?").bind(AO_PONTO).run();
    }
    expect((await cartOf(await getCart(guid))).items).toHaveLength(2);
  });
});

describe("pizza lines", () => {
  const flavors = (...entries: [number, number][]) => entries.map(([flavor_id, quantity]) => ({ flavor_id, quantity }));
  const gigante = (...entries: [number, number][]) => ({
    pizza_id: PIZZA,
    size_id: GIGANTE,
    quantity: 1,
    flavors: flavors(...entries),
  });

  it("prices 1 to 4 flavors by each rule, rounding half up once", async () => {
    const { guid } = await newCart();
    const lines = [
      gigante([FLAVOR_A, 1]),
      gigante([FLAVOR_A, 1], [FLAVOR_D, 1]),
      gigante([FLAVOR_A, 1], [FLAVOR_B, 1], [FLAVOR_D, 1]),
      gigante([FLAVOR_A, 1], [FLAVOR_B, 1], [FLAVOR_C, 1], [FLAVOR_D, 1]),
      gigante([FLAVOR_A, 3], [FLAVOR_D, 1]),
    ];
    for (const line of lines) expect((await addPizza(guid, line)).status).toBe(200);
    // Whole-pizza prices at Gigante: A 7000, B 8000, C 9000, D 10001.
    const expected = {
      // 17001 / 2 = 8500.5 → 8501; 25001 / 3 = 8333.67 → 8334; 34001 / 4 = 8500.25 → 8500; (3 × 7000 + 10001) / 4 = 7750.25 → 7750
      PROPORTIONAL: [7000, 8501, 8334, 8500, 7750],
      // the plain mean of the chosen flavors, whatever their parts
      AVERAGE: [7000, 8501, 8334, 8500, 8501],
      HIGHEST: [7000, 10001, 10001, 10001, 10001],
    };
    try {
      for (const [rule, prices] of Object.entries(expected)) {
        await setDocumentField(SHOP, "menu_settings", "$.pizza_price_rule", JSON.stringify(rule));
        const cart = await cartOf(await getCart(guid));
        expect(
          cart.pizzas.map((line) => line.unit_price),
          rule,
        ).toEqual(prices);
        expect(cart.pizzas.every((line) => line.price_rule === rule)).toBe(true);
      }
    } finally {
      await setDocumentField(SHOP, "menu_settings", "$.pizza_price_rule", '"PROPORTIONAL"');
    }
  });

  it("adds complements at the size's price and describes the line", async () => {
    const { guid } = await newCart();
    const cart = await cartOf(
      await addPizza(guid, {
        pizza_id: PIZZA,
        size_id: GRANDE,
        quantity: 2,
        flavors: flavors([FLAVOR_A, 1], [FLAVOR_B, 1]),
        complement_ids: [EDGE_CATUPIRY, CRUST_INTEGRAL, TOPPING_BACON],
        notes: "bem assada",
      }),
    );
    expect(cart.pizzas[0]).toEqual({
      id: expect.any(Number),
      pizza_id: PIZZA,
      name: "Pizza",
      image: null,
      size: { id: GRANDE, name: "Grande" },
      flavors: [
        { flavor_id: FLAVOR_A, name: "Sabor 1", quantity: 1, price: 5000 },
        { flavor_id: FLAVOR_B, name: "Sabor 2", quantity: 1, price: 6000 },
      ],
      complements: [
        { complement_id: EDGE_CATUPIRY, name: "Borda de catupiry", kind: "EDGE", price: 1000 },
        { complement_id: CRUST_INTEGRAL, name: "Massa integral", kind: "CRUST", price: 300 },
        { complement_id: TOPPING_BACON, name: "Bacon", kind: "TOPPING", price: 500 },
      ],
      price_rule: "PROPORTIONAL",
      quantity: 2,
      notes: "bem assada",
      unit_price: 5500 + 1000 + 300 + 500,
      total: 2 * 7300,
    });
    expect(cart.count).toBe(2);
  });

  it("ignores any price the client sends", async () => {
    const { guid } = await newCart();
    const cart = await cartOf(await addPizza(guid, { ...gigante([FLAVOR_A, 1]), price: 1, unit_price: 1 }));
    expect(cart.pizzas[0]!.unit_price).toBe(7000);
  });

  it.each([
    [
      "more flavor parts than the size takes",
      { size_id: GRANDE, flavors: flavors([FLAVOR_A, 1], [FLAVOR_B, 1], [FLAVOR_C, 1]) },
      400,
      "VALIDATION_ERROR",
    ],
    ["two parts of a one-flavor size", { size_id: BROTO, flavors: flavors([FLAVOR_A, 2]) }, 400, "VALIDATION_ERROR"],
    ["two edges", { complement_ids: [EDGE_CATUPIRY, EDGE_CHEDDAR] }, 400, "VALIDATION_ERROR"],
    ["two crusts", { complement_ids: [CRUST_FINA, CRUST_INTEGRAL] }, 400, "VALIDATION_ERROR"],
    ["an unknown pizza", { pizza_id: 123 }, 422, "NOT_FOUND"],
    ["a size of another pizza", { size_id: 90100202 }, 422, "UNAVAILABLE"],
    ["a flavor not offered in the size", { size_id: BROTO, flavors: flavors([FLAVOR_B, 1]) }, 422, "UNAVAILABLE"],
    ["a disabled flavor", { flavors: flavors([FLAVOR_OFF, 1]) }, 422, "UNAVAILABLE"],
    ["a flavor of another pizza", { flavors: flavors([90100301, 1]) }, 422, "UNAVAILABLE"],
    ["a disabled complement", { complement_ids: [TOPPING_OFF] }, 422, "UNAVAILABLE"],
    ["a complement not offered in the size", { size_id: GIGANTE, complement_ids: [EDGE_CHEDDAR] }, 422, "UNAVAILABLE"],
    ["quantity 0", { quantity: 0 }, 422, "INVALID_QUANTITY"],
  ])("refuses %s", async (_label, change, status, code) => {
    const { guid } = await newCart();
    const response = await addPizza(guid, {
      pizza_id: PIZZA,
      size_id: GRANDE,
      quantity: 1,
      flavors: flavors([FLAVOR_A, 1]),
      ...change,
    });
    const error = await expectError(response, status, code);
    if (status === 400) expect(error.errors?.[0]?.field).toMatch(/^(flavors|complement_ids)$/);
    expect((await cartOf(await getCart(guid))).pizzas).toEqual([]);
  });

  it("rounds a Colombian pizza to whole pesos", async () => {
    const cop = await accessTokenFor("test-pizzeria-cop", visitor);
    const cart = await newCart(
      {
        pizzas: [
          {
            pizza_id: 91200101,
            size_id: 91200201,
            quantity: 1,
            flavors: flavors([91200301, 1], [91200302, 1], [91200303, 1]),
          },
        ],
      },
      "test-pizzeria-cop",
      cop,
    );
    // (4 250 000 + 3 990 000 + 3 990 000) / 3 = 4 076 666.67 → 4 076 700 (whole pesos).
    expect(cart.pizzas[0]!.unit_price).toBe(4_076_700);
  });

  it("changes and removes a pizza line", async () => {
    const { guid, pizzas } = await newCart({ pizzas: [gigante([FLAVOR_A, 1])] });
    const id = pizzas[0]!.id;
    expect(
      (await cartOf(await send("PUT", `/${SHOP}/carts/${guid}/pizzas/${id}`, token, { quantity: 2 }))).pizzas[0]!.total,
    ).toBe(14000);
    expect((await cartOf(await send("DELETE", `/${SHOP}/carts/${guid}/pizzas/${id}`, token))).pizzas).toEqual([]);
    await expectError(await send("DELETE", `/${SHOP}/carts/${guid}/pizzas/${id}`, token), 404, "LINE_NOT_FOUND");
  });
});

describe("extras", () => {
  const extras = (guid: string, method: string, entries: [number, number][]) =>
    send(method, `/${SHOP}/carts/${guid}/extras`, token, {
      extras: entries.map(([additional_id, quantity]) => ({ additional_id, quantity })),
    });

  it("adds, replaces and removes additionals, priced, within each extra's max", async () => {
    const { guid } = await newCart({ delivery_type: "TAKEOUT", items: [{ item_id: BATATA, quantity: 1 }] });
    let cart = await cartOf(
      await extras(guid, "POST", [
        [BARBECUE, 1],
        [KETCHUP, 1],
      ]),
    );
    expect(cart.extras).toEqual([
      { extra_id: 91100801, additional_id: KETCHUP, name: "Ketchup", quantity: 1, unit_price: 0, total: 0 },
      { extra_id: 91100801, additional_id: BARBECUE, name: "Barbecue", quantity: 1, unit_price: 150, total: 150 },
    ]);
    expect(cart.summary.subtotal).toBe(1350);
    expect(cart.count).toBe(1);

    const error = await expectError(await extras(guid, "POST", [[BARBECUE, 1]]), 400, "VALIDATION_ERROR");
    expect(error.errors).toEqual([{ field: "extras.91100801", message: "min 0 max 2" }]);

    cart = await cartOf(await extras(guid, "PUT", [[BARBECUE, 2]]));
    expect(cart.extras.map((extra) => [extra.additional_id, extra.quantity, extra.total])).toEqual([
      [BARBECUE, 2, 300],
    ]);

    cart = await cartOf(await extras(guid, "POST", [[KETCHUP, 0]]));
    expect(cart.extras).toHaveLength(1);
    cart = await cartOf(await send("DELETE", `/${SHOP}/carts/${guid}/extras?additional_id=${BARBECUE}`, token));
    expect(cart.extras).toEqual([]);
    await cartOf(
      await extras(guid, "PUT", [
        [KETCHUP, 1],
        [BARBECUE, 1],
      ]),
    );
    expect((await cartOf(await send("DELETE", `/${SHOP}/carts/${guid}/extras`, token))).extras).toEqual([]);
  });

  it.each([
    ["a disabled additional", PICANTE, "UNAVAILABLE"],
    ["an additional of a disabled extra", TALHERES, "UNAVAILABLE"],
    ["an additional of another merchant", 90100902, "NOT_FOUND"],
  ])("refuses %s", async (_label, additional, code) => {
    const { guid } = await newCart();
    await expectError(await extras(guid, "POST", [[additional, 1]]), 422, code);
  });
});

describe("summary, minimum order and validation", () => {
  const minimumOf = async (guid: string) =>
    minimumOrderResponseSchema.parse(await (await send("GET", `/${SHOP}/carts/${guid}/minimum_order`, token)).json())
      .data;
  const validate = (guid: string, slug = SHOP, as = token) =>
    send("GET", `/${slug}/carts/${guid}/validate?origin=web&method=1`, as);

  it("counts the fees flagged for the minimum, and says what is missing", async () => {
    const { guid } = await newCart({ items: [{ item_id: BATATA, quantity: 2 }] });
    const { summary, minimum_order } = await cartOf(
      await send("PUT", `/${SHOP}/carts/${guid}/delivery_method`, token, {
        cart: { delivery_type: "DELIVERY", address: { neighborhood: "Bela Vista" } },
      }),
    );
    expect(summary).toEqual({ subtotal: 2400, delivery_fee: 700, discount: 0, increase: 200, total: 3300 });
    // The extra fee counts, the delivery fee does not: 2400 + 200 of 3000.
    expect(await minimumOf(guid)).toEqual({
      minimum: 3000,
      counted: 2600,
      missing: 400,
      reached: false,
      delivery_fee_counts: false,
      extra_fee_counts: true,
    });
    // The cart carries the same answer.
    expect(minimum_order).toEqual(await minimumOf(guid));
    expect((await cartOf(await getCart(guid))).minimum_order).toEqual(await minimumOf(guid));
    const error = await expectError(await validate(guid), 422, "INVALID_MINIMUM_ORDER");
    expect(error.errors).toEqual([{ field: "minimum_order", message: "400" }]);

    await setDocumentField(SHOP, "order_settings", "$.delivery_fee.use_in_minimum_order_calculation", "true");
    try {
      expect(await minimumOf(guid)).toMatchObject({
        counted: 3300,
        missing: 0,
        reached: true,
        delivery_fee_counts: true,
      });
      expect(cartValidationResponseSchema.parse(await (await validate(guid)).json()).data).toEqual({ valid: true });
    } finally {
      await setDocumentField(SHOP, "order_settings", "$.delivery_fee.use_in_minimum_order_calculation", "false");
    }
  });

  it("answers the first failing check: empty cart, delivery type, address, minimum", async () => {
    const { guid } = await newCart();
    await expectError(await validate(guid), 422, "INVALID_CART");
    await addItem(guid, { item_id: BATATA, quantity: 1 });
    // Delivery by neighbourhood and no address yet: the fee is not known, so no order.
    await expectError(await validate(guid), 422, "REQUIRED_ADDRESS");

    await setDocumentField(SHOP, "operation_modes", "$.delivery_configuration.enabled", "false");
    try {
      await expectError(await validate(guid), 422, "DELIVERY_TYPE_INVALID");
    } finally {
      await setDocumentField(SHOP, "operation_modes", "$.delivery_configuration.enabled", "true");
    }

    // An address the store stopped serving after it was set.
    await env.DB.prepare("UPDATE carts SET address = ? WHERE guid = ?")
      .bind(
        JSON.stringify({
          neighborhood: "Moema",
          street: null,
          number: null,
          city: null,
          zip_code: null,
          latitude: null,
          longitude: null,
        }),
        guid,
      )
      .run();
    await expectError(await validate(guid), 422, "DELIVERY_NOT_AVAILABLE");
    expect((await cartOf(await getCart(guid))).delivery).toMatchObject({ area_name: null, fee_pending: true });
    await cartOf(
      await send("PUT", `/${SHOP}/carts/${guid}/delivery_method`, token, { cart: { delivery_type: "TAKEOUT" } }),
    );
    await expectError(await validate(guid), 422, "INVALID_MINIMUM_ORDER");
    // Back to delivery, the address the store stopped serving is dropped rather than refusing delivery.
    const back = await cartOf(
      await send("PUT", `/${SHOP}/carts/${guid}/delivery_method`, token, { cart: { delivery_type: "DELIVERY" } }),
    );
    expect([back.delivery.address, back.delivery.fee_pending, back.summary.delivery_fee]).toEqual([null, true, 0]);
    await expectError(await validate(guid), 422, "REQUIRED_ADDRESS");
  });

  it("refuses an order while the store is closed unless the cart is scheduled (MERCHANT_CLOSED)", async () => {
    // test-outra-franquia has no opening periods and takes scheduled orders only.
    const closed = await accessTokenFor("test-outra-franquia", visitor);
    const { guid, items } = await newCart(
      { items: [{ item_id: 90700011, quantity: 1 }] },
      "test-outra-franquia",
      closed,
    );
    // What the customer can fix in the cart is said first, even while the store is closed.
    await expectError(await validate(guid, "test-outra-franquia", closed), 422, "INVALID_MINIMUM_ORDER");
    const line = items[0]!.id;
    expect(
      (await send("PUT", `/test-outra-franquia/carts/${guid}/items/${line}`, closed, { quantity: 99 })).status,
    ).toBe(200);
    // Decision 029: a schedule-only store asks for a time, on the cart's scheduled_to.
    const error = await expectError(await validate(guid, "test-outra-franquia", closed), 422, "SCHEDULE_REQUIRED");
    expect(error.message).toMatch(/scheduled/);
    // A time is checked against the slots the store offers: with no opening hours it has none
    // (an offered slot passes: test/scheduling.test.ts).
    await env.DB.prepare("UPDATE carts SET scheduled_to = ? WHERE guid = ?")
      .bind("2030-01-01T12:00:00.000Z", guid)
      .run();
    await expectError(await validate(guid, "test-outra-franquia", closed), 422, "SCHEDULE_UNAVAILABLE");
  });
});

describe("PUT …/delivery_method", () => {
  const deliveryMethod = (guid: string, cart: Record<string, unknown>) =>
    send("PUT", `/${SHOP}/carts/${guid}/delivery_method`, token, { cart });
  const address = (neighborhood: string, position: { latitude: number; longitude: number } | null = null) => ({
    neighborhood,
    street: "Rua Augusta",
    number: "100",
    ...position,
  });

  it("charges the fee of the address's area, matched without case or accents", async () => {
    const { guid } = await newCart({ items: [{ item_id: BATATA, quantity: 3 }] });
    let cart = await cartOf(await deliveryMethod(guid, { delivery_type: "DELIVERY", address: address("bela vista") }));
    expect(cart.delivery).toMatchObject({
      type: "DELIVERY",
      area_name: "Bela Vista",
      address: { neighborhood: "bela vista", street: "Rua Augusta" },
    });
    expect(cart.summary).toMatchObject({ subtotal: 3600, delivery_fee: 700, increase: 200, total: 4500 });

    cart = await cartOf(await deliveryMethod(guid, { delivery_type: "DELIVERY", address: address("CONSOLACAO") }));
    expect([cart.delivery.area_name, cart.summary.delivery_fee]).toEqual(["Consolação", 500]);

    // An unknown name near a served area is served by the nearest area within 3 km.
    cart = await cartOf(
      await deliveryMethod(guid, {
        delivery_type: "DELIVERY",
        address: address("Cerqueira César", { latitude: -23.5585, longitude: -46.6625 }),
      }),
    );
    expect([cart.delivery.area_name, cart.summary.delivery_fee]).toEqual(["Consolação", 500]);
  });

  it("refuses an address outside the areas (DELIVERY_NOT_AVAILABLE) and drops the previous one with its fee", async () => {
    const { guid } = await newCart({ items: [{ item_id: BATATA, quantity: 1 }] });
    await cartOf(await deliveryMethod(guid, { delivery_type: "DELIVERY", address: address("Bela Vista") }));
    await expectError(
      await deliveryMethod(guid, { delivery_type: "DELIVERY", address: address("Moema") }),
      422,
      "DELIVERY_NOT_AVAILABLE",
    );
    // Bela Vista's fee beside a refused Moema would be a fee for an address the customer no longer gives.
    let cart = await cartOf(await getCart(guid));
    expect(cart.delivery).toMatchObject({ type: "DELIVERY", address: null, area_name: null, fee_pending: true });
    expect(cart.summary).toMatchObject({ delivery_fee: 0, total: 1400 });

    await cartOf(await deliveryMethod(guid, { delivery_type: "DELIVERY", address: address("Bela Vista") }));
    const far = address("Santana", { latitude: -23.5017, longitude: -46.6257 });
    await expectError(
      await deliveryMethod(guid, { delivery_type: "DELIVERY", address: far }),
      422,
      "DELIVERY_NOT_AVAILABLE",
    );
    cart = await cartOf(await getCart(guid));
    expect([cart.delivery.address, cart.delivery.fee_pending, cart.summary.delivery_fee]).toEqual([null, true, 0]);
  });

  it("charges no delivery fee for takeout, and gives the address and its fee back when DELIVERY comes without one", async () => {
    const { guid } = await newCart({ items: [{ item_id: BATATA, quantity: 1 }] });
    await cartOf(await deliveryMethod(guid, { delivery_type: "DELIVERY", address: address("Bela Vista") }));
    let cart = await cartOf(await deliveryMethod(guid, { delivery_type: "TAKEOUT", offline_payment: true }));
    expect(cart.delivery).toEqual({
      type: "TAKEOUT",
      address: null,
      area_name: null,
      fee_pending: false,
      time_to_receive: { minimum: 15, maximum: 20 },
    });
    expect(cart.summary).toMatchObject({ delivery_fee: 0, total: 1400 });

    cart = await cartOf(await deliveryMethod(guid, { delivery_type: "DELIVERY" }));
    expect(cart.delivery).toMatchObject({
      area_name: "Bela Vista",
      address: { neighborhood: "Bela Vista" },
      fee_pending: false,
    });
    expect(cart.summary).toMatchObject({ delivery_fee: 700, total: 2100 });

    cart = await cartOf(await deliveryMethod(guid, { delivery_type: "DELIVERY", address: address("Consolação") }));
    cart = await cartOf(
      await deliveryMethod(guid, { delivery_type: "DELIVERY", card_guid: null, payment_method: "PIX" }),
    );
    expect([cart.delivery.area_name, cart.summary.delivery_fee]).toEqual(["Consolação", 500]);

    // null clears it: the fee is not known again.
    cart = await cartOf(await deliveryMethod(guid, { delivery_type: "DELIVERY", address: null }));
    expect([cart.delivery.address, cart.delivery.fee_pending, cart.summary.delivery_fee]).toEqual([null, true, 0]);
  });

  it("refuses a type the store does not take (DELIVERY_TYPE_INVALID)", async () => {
    const { guid } = await newCart();
    await expectError(await deliveryMethod(guid, { delivery_type: "TABLE" }), 422, "DELIVERY_TYPE_INVALID");
    const campinas = await accessTokenFor("test-loja-campinas", visitor);
    const store = await newCart({}, "test-loja-campinas", campinas);
    const refused = await send("PUT", `/test-loja-campinas/carts/${store.guid}/delivery_method`, campinas, {
      cart: { delivery_type: "DELIVERY" },
    });
    await expectError(refused, 422, "DELIVERY_TYPE_INVALID");
  });
});

describe("requests that cross (decision 009)", () => {
  const lineOf = async (guid: string, itemId = BATATA) =>
    (await cartOf(await getCart(guid))).items.filter((line) => line.item_id === itemId);
  const statuses = (responses: Response[]) => responses.map((response) => response.status).sort((a, b) => a - b);
  const times = <T>(count: number, request: () => Promise<T>) => Promise.all(Array.from({ length: count }, request));

  it.each([10, 20])("adds %i parallel adds of a dish already in the cart to its one line", async (count) => {
    const { guid } = await newCart({ items: [{ item_id: BATATA, quantity: 1 }, burger()] });
    const responses = await times(count, () => addItem(guid, { item_id: BATATA, quantity: 1 }));
    expect(statuses(responses)).toEqual(Array(count).fill(200));
    const lines = await lineOf(guid);
    expect(lines.map((line) => line.quantity)).toEqual([1 + count]);
  });

  it("adds parallel adds of a new line with options, or of a pizza, into one line each, choices intact", async () => {
    const { guid } = await newCart();
    const options = [{ option_id: AO_PONTO }, { option_id: BACON, quantity: 2 }];
    const pizza = {
      pizza_id: PIZZA,
      size_id: GRANDE,
      quantity: 1,
      flavors: [
        { flavor_id: FLAVOR_A, quantity: 1 },
        { flavor_id: FLAVOR_B, quantity: 1 },
      ],
      complement_ids: [EDGE_CATUPIRY],
    };
    const responses = await Promise.all([
      ...Array.from({ length: 12 }, () => addItem(guid, burger({ options }))),
      ...Array.from({ length: 12 }, () => addPizza(guid, pizza)),
    ]);
    expect(statuses(responses)).toEqual(Array(24).fill(200));
    const cart = await cartOf(await getCart(guid));
    expect(
      cart.items.map((line) => [line.quantity, line.options.map((option) => [option.option_id, option.quantity])]),
    ).toEqual([
      [
        12,
        [
          [AO_PONTO, 1],
          [BACON, 2],
        ],
      ],
    ]);
    expect(
      cart.pizzas.map((line) => [line.quantity, line.flavors.length, line.complements.length, line.unit_price]),
    ).toEqual([[12, 2, 1, 6500]]);
  });

  it("makes one cart of 20 parallel first POSTs of one visitor, holding their sum; another visitor gets its own", async () => {
    const responses = await times(20, () =>
      send("POST", `/${SHOP}/carts`, token, { cart: { items: [{ item_id: BATATA, quantity: 1 }] } }),
    );
    expect(statuses(responses)).toEqual([...Array(19).fill(200), 201]);
    const carts = await Promise.all(
      responses.map((response) => response.json().then((body) => cartResponseSchema.parse(body).data)),
    );
    expect(new Set(carts.map((cart) => cart.guid)).size).toBe(1);
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM carts WHERE visitor_id = ?")
      .bind(visitor)
      .first<{ n: number }>();
    expect(stored!.n).toBe(1);
    expect((await lineOf(carts[0]!.guid)).map((line) => line.quantity)).toEqual([20]);

    const other = await accessTokenFor(SHOP, `visitor-${crypto.randomUUID()}`);
    const theirs = await newCart({ items: [{ item_id: BATATA, quantity: 1 }] }, SHOP, other);
    expect(theirs.guid).not.toBe(carts[0]!.guid);
    expect(theirs.items.map((line) => line.quantity)).toEqual([1]);
  });

  it("stops parallel increments and adds at 99 exactly, answering the excess INVALID_QUANTITY", async () => {
    const { guid, items } = await newCart({ items: [{ item_id: BATATA, quantity: 95 }] });
    const increments = await times(10, () =>
      send("PUT", `/${SHOP}/carts/${guid}/items/${items[0]!.id}`, token, { increment: 1 }),
    );
    expect(statuses(increments)).toEqual([...Array(4).fill(200), ...Array(6).fill(422)]);
    for (const refused of increments.filter((response) => response.status === 422))
      await expectError(refused, 422, "INVALID_QUANTITY");
    expect((await lineOf(guid)).map((line) => line.quantity)).toEqual([99]);

    await cartOf(await send("PUT", `/${SHOP}/carts/${guid}/items/${items[0]!.id}`, token, { quantity: 95 }));
    const adds = await times(10, () => addItem(guid, { item_id: BATATA, quantity: 1 }));
    expect(statuses(adds)).toEqual([...Array(4).fill(200), ...Array(6).fill(422)]);
    for (const refused of adds.filter((response) => response.status === 422))
      await expectError(refused, 422, "INVALID_QUANTITY");
    expect((await lineOf(guid)).map((line) => line.quantity)).toEqual([99]);
  });

  it("answers the database's refusal of a quantity past 99 as INVALID_QUANTITY, and writes nothing of that request", async () => {
    // POST /carts does not read the open cart's lines, so only the CHECK can see 60 + 40.
    const { guid } = await newCart({ items: [{ item_id: BATATA, quantity: 60 }] });
    const response = await send("POST", `/${SHOP}/carts`, token, {
      cart: { items: [burger(), { item_id: BATATA, quantity: 40 }] },
    });
    await expectError(response, 422, "INVALID_QUANTITY");
    const cart = await cartOf(await getCart(guid));
    expect(cart.items.map((line) => [line.item_id, line.quantity])).toEqual([[BATATA, 60]]);
  });

  it("gives +2 for a double-tapped increment, and stops a double-tapped decrement at 1", async () => {
    const { guid, items } = await newCart({ items: [{ item_id: BATATA, quantity: 2 }] });
    const path = `/${SHOP}/carts/${guid}/items/${items[0]!.id}`;
    const down = await Promise.all([
      send("PUT", path, token, { increment: -1 }),
      send("PUT", path, token, { increment: -1 }),
    ]);
    expect(statuses(down)).toEqual([200, 200]);
    expect((await lineOf(guid)).map((line) => line.quantity)).toEqual([1]);
    expect(
      (await cartOf(await send("PUT", path, token, { increment: -5 }))).items.map((line) => line.quantity),
    ).toEqual([1]);

    const up = await Promise.all([
      send("PUT", path, token, { increment: 1 }),
      send("PUT", path, token, { increment: 1 }),
    ]);
    expect(statuses(up)).toEqual([200, 200]);
    expect((await lineOf(guid)).map((line) => line.quantity)).toEqual([3]);
  });

  it("changes a pizza line by an increment", async () => {
    const { guid, pizzas } = await newCart({
      pizzas: [{ pizza_id: PIZZA, size_id: BROTO, quantity: 1, flavors: [{ flavor_id: FLAVOR_A, quantity: 1 }] }],
    });
    const path = `/${SHOP}/carts/${guid}/pizzas/${pizzas[0]!.id}`;
    expect(
      (await cartOf(await send("PUT", path, token, { increment: 3 }))).pizzas.map((line) => [
        line.quantity,
        line.total,
      ]),
    ).toEqual([[4, 12000]]);
    await expectError(await send("PUT", path, token, { increment: 96 }), 422, "INVALID_QUANTITY");
    expect(
      (await cartOf(await send("PUT", path, token, { increment: -9 }))).pizzas.map((line) => line.quantity),
    ).toEqual([1]);
  });

  it.each([
    ["an empty body", {}],
    ["a fractional quantity", { quantity: 1.5 }],
    ["a zero increment", { increment: 0 }],
    ["a fractional increment", { increment: 0.5 }],
    ["both a quantity and an increment", { quantity: 2, increment: 1 }],
    ["a quantity as text", { quantity: "2" }],
  ])("refuses a line change of %s with 400", async (_label, body) => {
    const { guid, items } = await newCart({ items: [{ item_id: BATATA, quantity: 2 }] });
    await expectError(
      await send("PUT", `/${SHOP}/carts/${guid}/items/${items[0]!.id}`, token, body),
      400,
      "VALIDATION_ERROR",
    );
    expect((await lineOf(guid)).map((line) => line.quantity)).toEqual([2]);
  });

  it("answers a second removal of a line LINE_NOT_FOUND, in turn or at once, and keeps the cart's other lines", async () => {
    const { guid, items } = await newCart({ items: [{ item_id: BATATA, quantity: 1 }, burger()] });
    const [batata, xBurger] = items as [Cart["items"][number], Cart["items"][number]];
    const remove = (id: number) => send("DELETE", `/${SHOP}/carts/${guid}/items/${id}`, token);

    expect((await cartOf(await remove(batata.id))).items.map((line) => line.item_id)).toEqual([X_BURGER]);
    const again = await expectError(await remove(batata.id), 404, "LINE_NOT_FOUND");
    expect(again.message).toContain(guid);

    const [first, second] = await Promise.all([remove(xBurger.id), remove(xBurger.id)]);
    expect(statuses([first!, second!])).toEqual([200, 404]);
    await expectError(first!.status === 404 ? first! : second!, 404, "LINE_NOT_FOUND");
    const cart = await cartOf(await getCart(guid));
    expect([cart.guid, cart.items]).toEqual([guid, []]);
  });

  it("answers an unknown cart CART_NOT_FOUND on every cart route, and an unknown line of a known cart LINE_NOT_FOUND", async () => {
    const unknown = crypto.randomUUID();
    const attempts = [
      getCart(unknown),
      send("PUT", `/${SHOP}/carts/${unknown}`, token, { cart: { notes: "x" } }),
      addItem(unknown, { item_id: BATATA, quantity: 1 }),
      addPizza(unknown, {
        pizza_id: PIZZA,
        size_id: BROTO,
        quantity: 1,
        flavors: [{ flavor_id: FLAVOR_A, quantity: 1 }],
      }),
      send("PUT", `/${SHOP}/carts/${unknown}/items/1`, token, { increment: 1 }),
      send("DELETE", `/${SHOP}/carts/${unknown}/pizzas/1`, token),
      send("POST", `/${SHOP}/carts/${unknown}/extras`, token, { extras: [] }),
      send("PUT", `/${SHOP}/carts/${unknown}/delivery_method`, token, { cart: { delivery_type: "TAKEOUT" } }),
      send("POST", `/${SHOP}/carts/${unknown}/client`, token, { cart: { client: { id: 1 } } }),
      send("PUT", `/${SHOP}/carts/${unknown}/change`, token, { slugable_type: "STORE", slugable_name: "test-loja-se" }),
      send("GET", `/${SHOP}/carts/${unknown}/status`, token),
      send("GET", `/${SHOP}/carts/${unknown}/minimum_order`, token),
      send("GET", `/${SHOP}/carts/${unknown}/validate`, token),
      send("DELETE", `/${SHOP}/carts/${unknown}`, token),
    ];
    for (const response of await Promise.all(attempts)) await expectError(response, 404, "CART_NOT_FOUND");

    const { guid } = await newCart({ items: [{ item_id: BATATA, quantity: 1 }] });
    for (const [method, path, body] of [
      ["PUT", `items/999999`, { quantity: 1 }],
      ["PUT", `pizzas/999999`, { increment: 1 }],
      ["DELETE", `items/999999`, undefined],
      ["DELETE", `pizzas/999999`, undefined],
    ] as const) {
      await expectError(await send(method, `/${SHOP}/carts/${guid}/${path}`, token, body), 404, "LINE_NOT_FOUND");
    }
  });
});

describe("adjustments", () => {
  it("lists the store's extra fee as an INCREASE adjustment, summed in summary.increase", async () => {
    const { adjustments, summary } = await newCart({
      delivery_type: "TAKEOUT",
      items: [{ item_id: BATATA, quantity: 1 }],
    });
    expect(adjustments).toEqual([{ type: "INCREASE", source: "EXTRA_FEE", name: "Embalagem", amount: 200 }]);
    expect(summary).toEqual({ subtotal: 1200, delivery_fee: 0, discount: 0, increase: 200, total: 1400 });
  });

  it("lists none for a store without an extra fee", async () => {
    const cop = await accessTokenFor("test-pizzeria-cop", visitor);
    const cart = await newCart({}, "test-pizzeria-cop", cop);
    expect([cart.adjustments, cart.summary.increase]).toEqual([[], 0]);
  });
});

describe("ownership", () => {
  it("answers 404 to another visitor, exactly as for an unknown guid", async () => {
    const { guid, items } = await newCart({ items: [{ item_id: BATATA, quantity: 1 }] });
    const stranger = await accessTokenFor(SHOP, OTHER_VISITOR);
    const unknown = await expectError(await getCart(crypto.randomUUID()), 404, "CART_NOT_FOUND");
    const attempts = [
      getCart(guid, SHOP, stranger),
      addItem(guid, { item_id: BATATA, quantity: 1 }, SHOP, stranger),
      send("PUT", `/${SHOP}/carts/${guid}/items/${items[0]!.id}`, stranger, { quantity: 5 }),
      send("DELETE", `/${SHOP}/carts/${guid}/items/${items[0]!.id}`, stranger),
      send("PUT", `/${SHOP}/carts/${guid}/delivery_method`, stranger, { cart: { delivery_type: "TAKEOUT" } }),
      send("GET", `/${SHOP}/carts/${guid}/status`, stranger),
      send("GET", `/${SHOP}/carts/${guid}/minimum_order`, stranger),
      send("GET", `/${SHOP}/carts/${guid}/validate`, stranger),
      send("DELETE", `/${SHOP}/carts/${guid}`, stranger),
    ];
    for (const response of await Promise.all(attempts)) {
      const error = await expectError(response, 404, "CART_NOT_FOUND");
      expect(error.message.replace(guid, "")).toBe(unknown.message.replace(/[0-9a-f-]{36}/, ""));
    }
    const cart = await cartOf(await getCart(guid));
    expect(cart.items.map((line) => line.quantity)).toEqual([1]);
    // A renewed token of the same visitor still opens it.
    await cartOf(await getCart(guid, SHOP, await accessTokenFor(SHOP, visitor)));
  });

  it("answers 404 for a cart of another merchant, even to the same visitor", async () => {
    const { guid } = await newCart();
    const elsewhere = await accessTokenFor("test-pizzaria", visitor);
    await expectError(await getCart(guid, "test-pizzaria", elsewhere), 404, "CART_NOT_FOUND");
    await expectError(
      await addItem(guid, { item_id: 90100011, quantity: 1 }, "test-pizzaria", elsewhere),
      404,
      "CART_NOT_FOUND",
    );
  });

  it("attaches the token's client, who then owns the cart from any visitor id", async () => {
    const { guid } = await newCart();
    // Client tokens need a live session of a real client: clients 42 and 7 of the shop.
    for (const id of [42, 7]) {
      await env.DB.prepare(
        "INSERT OR IGNORE INTO clients (id, merchant_id, name, email, created_at) VALUES (?1, 91100000, 'Cliente', ?2, 0)",
      )
        .bind(id, `cliente-${id}@example.com`)
        .run();
    }
    const asClient = (visitorId: string, clientId: number) => sessionToken(SHOP, 91100000, clientId, visitorId);
    const attach = (as: string, id: number) =>
      send("POST", `/${SHOP}/carts/${guid}/client`, as, { cart: { client: { id } } });

    await expectError(await attach(token, 42), 403, "FORBIDDEN");
    await expectError(await attach(await asClient(visitor, 42), 43), 403, "FORBIDDEN");
    const cart = await cartOf(await attach(await asClient(visitor, 42), 42));
    expect(cart.client).toEqual({ id: 42 });
    await cartOf(await getCart(guid, SHOP, await asClient("another-device-visitor", 42)));
    await expectError(await getCart(guid, SHOP, await asClient("another-device-visitor", 7)), 404, "CART_NOT_FOUND");
    await expectError(await attach(await asClient(visitor, 7), 7), 403, "FORBIDDEN");
  });
});

describe("notes, change, delete", () => {
  it("updates the notes", async () => {
    const { guid } = await newCart();
    expect(
      (await cartOf(await send("PUT", `/${SHOP}/carts/${guid}`, token, { cart: { notes: "  tocar a campainha " } })))
        .notes,
    ).toBe("tocar a campainha");
    expect(
      (await cartOf(await send("PUT", `/${SHOP}/carts/${guid}`, token, { cart: { notes: null } }))).notes,
    ).toBeNull();
  });

  // Moving lines to another store is test/cart-change.test.ts.
  it("accepts a change to the franchise or a store of the same franchise only", async () => {
    const se = await accessTokenFor("test-loja-se", visitor);
    const { guid } = await newCart({}, "test-loja-se", se);
    const change = (slugable_type: string, slugable_name: string) =>
      send("PUT", `/test-loja-se/carts/${guid}/change`, se, { slugable_type, slugable_name });
    // To the franchise (or the cart's own store) the cart stays where it is.
    expect((await cartOf(await change("FRANCHISE", "test-franquia"))).guid).toBe(guid);
    expect((await cartOf(await change("STORE", "test-loja-se"))).guid).toBe(guid);
    await expectError(await change("STORE", "test-outra-loja"), 422, "VALIDATION_ERROR");
    await expectError(await change("STORE", "test-franquia"), 422, "VALIDATION_ERROR");
    await expectError(await change("STORE", "no-such-store"), 422, "VALIDATION_ERROR");
    expect((await cartOf(await change("STORE", "test-loja-paulista"))).guid).toBe(guid);
    await expectError(await getCart(guid, "test-loja-se", se), 404, "CART_NOT_FOUND");
    const own = await newCart();
    await expectError(
      await send("PUT", `/${SHOP}/carts/${own.guid}/change`, token, {
        slugable_type: "STORE",
        slugable_name: "test-loja-se",
      }),
      422,
      "VALIDATION_ERROR",
    );
  });

  it("deletes the cart with its lines", async () => {
    const { guid } = await newCart({
      items: [burger()],
      pizzas: [{ pizza_id: PIZZA, size_id: BROTO, quantity: 1, flavors: [{ flavor_id: FLAVOR_A, quantity: 1 }] }],
    });
    await cartOf(
      await send("POST", `/${SHOP}/carts/${guid}/extras`, token, { extras: [{ additional_id: KETCHUP, quantity: 1 }] }),
    );
    const response = await send("DELETE", `/${SHOP}/carts/${guid}`, token);
    expect(response.status).toBe(204);
    await expectError(await getCart(guid), 404, "CART_NOT_FOUND");
    for (const table of ["cart_items", "cart_pizzas", "cart_extras"]) {
      const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE cart_guid = ?`)
        .bind(guid)
        .first<{ n: number }>();
      expect(row!.n, table).toBe(0);
    }
    const orphans = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM cart_item_options WHERE cart_item_id NOT IN (SELECT id FROM cart_items)) + (SELECT count(*) FROM cart_pizza_flavors WHERE cart_pizza_id NOT IN (SELECT id FROM cart_pizzas)) AS n",
    ).first<{ n: number }>();
    expect(orphans!.n).toBe(0);
  });
});
