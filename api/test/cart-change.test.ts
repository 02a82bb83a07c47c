import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Cart, cartChangeRefusalSchema, cartResponseSchema } from "../../contract";
import type { SeedMerchant } from "../seed/types";
import { cartShop } from "./cart-fixtures";
import { createDb } from "../src/db/client";
import { isUniqueViolation, moveCartStatements, runBatch, touchCartStatement } from "../src/db/carts";
import { fixtureMerchants, merchant } from "./fixtures";
import { accessTokenFor, expectError, seed, send } from "./helpers";

/*
 * `PUT /{store}/carts/{guid}/change` to another store of the same franchise (decision 030): the
 * cart moves whole, its lines matched by name on the target's menu (its own ids) and priced there,
 * or nothing moves and the refusal names what the target cannot take. Three stores of the franchise
 * "test-rede" copy the cart fixtures' menu under their own ids (913…, 914…, 915…).
 */

const FRANCHISE = "test-rede";
const city = { id: 91399001, name: "São Paulo" };

/** The cart shop's menu under merchant number `n` (every id 911xxxxx becomes n xxxxx), as a store of the franchise. */
function storeOf(n: number, slug: string, name: string, delivery = true): SeedMerchant {
  const shop = JSON.parse(JSON.stringify(cartShop).replace(/\b911(\d{5})\b/g, `${n}$1`)) as SeedMerchant;
  return {
    ...shop,
    slug,
    name,
    slug_franchise: FRANCHISE,
    general_settings: { ...shop.general_settings, slug_franchise: FRANCHISE },
    operation_modes: {
      ...shop.operation_modes,
      delivery_configuration: { ...shop.operation_modes.delivery_configuration, enabled: delivery },
    },
    store: { visible: true, city },
  };
}

const A = "test-rede-a";
const B = "test-rede-b";
const C = "test-rede-c";
// The same dishes at each store, by their ids there (test/cart-fixtures.ts, 911 → 913, 914, 915).
const at = (n: number) => ({
  burger: n * 100000 + 11,
  batata: n * 100000 + 12,
  aoPonto: n * 100000 + 602,
  bacon: n * 100000 + 611,
  pizza: n * 100000 + 101,
  grande: n * 100000 + 202,
  flavorA: n * 100000 + 301,
  flavorB: n * 100000 + 302,
  edgeCatupiry: n * 100000 + 401,
  topping: n * 100000 + 405,
  ketchup: n * 100000 + 901,
  barbecue: n * 100000 + 902,
});
const [a, b, c] = [at(913), at(914), at(915)];

let visitor: string;
let tokenA: string;

beforeAll(async () => {
  await seed([
    ...fixtureMerchants,
    merchant({ id: 91600000, slug: FRANCHISE, name: "Rede Teste", type: "FRANCHISE" }),
    storeOf(913, A, "Rede Loja A"),
    // B takes no delivery, and prices differently (set below).
    storeOf(914, B, "Rede Loja B", false),
    storeOf(915, C, "Rede Loja C"),
  ]);
  const db = env.DB;
  await db.batch([
    db.prepare("UPDATE items SET price = 2700 WHERE id = ?").bind(b.burger),
    db.prepare("UPDATE options SET price = 500 WHERE id = ?").bind(b.bacon),
    db
      .prepare("UPDATE pizza_flavor_prices SET price = 5400 WHERE flavor_id = ? AND size_id = ?")
      .bind(b.flavorA, b.grande),
    db
      .prepare("UPDATE pizza_complement_prices SET price = 1100 WHERE complement_id = ? AND size_id = ?")
      .bind(b.edgeCatupiry, b.grande),
    db.prepare("UPDATE additionals SET price = 250 WHERE id = ?").bind(b.barbecue),
    // C does not sell the fries, has "Ao ponto" disabled and no Barbecue sauce.
    db.prepare("DELETE FROM items WHERE id = ?").bind(c.batata),
    db.prepare("UPDATE options SET enabled = 0 WHERE id = ?").bind(c.aoPonto),
    db.prepare("DELETE FROM additionals WHERE id = ?").bind(c.barbecue),
  ]);
});

beforeEach(async () => {
  visitor = `visitor-${crypto.randomUUID()}`;
  tokenA = await accessTokenFor(A, visitor);
});

async function cartOf(response: Response, status = 200): Promise<Cart> {
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return cartResponseSchema.parse(body).data;
}

const change = (guid: string, target: string, as = tokenA, from = A) =>
  send("PUT", `/${from}/carts/${guid}/change`, as, { slugable_type: "STORE", slugable_name: target });

/** A cart at A with a burger (Ao ponto, Bacon), a half-and-half pizza with an edge and a topping, fries and two sauces. */
async function fullCartAtA(): Promise<Cart> {
  const created = await cartOf(
    await send("POST", `/${A}/carts`, tokenA, {
      cart: {
        delivery_type: "DELIVERY",
        items: [
          {
            item_id: a.burger,
            quantity: 2,
            notes: "sem cebola",
            options: [{ option_id: a.aoPonto }, { option_id: a.bacon }],
          },
          { item_id: a.batata, quantity: 1 },
        ],
        pizzas: [
          {
            pizza_id: a.pizza,
            size_id: a.grande,
            quantity: 1,
            flavors: [
              { flavor_id: a.flavorA, quantity: 1 },
              { flavor_id: a.flavorB, quantity: 1 },
            ],
            complement_ids: [a.edgeCatupiry, a.topping],
          },
        ],
      },
    }),
    201,
  );
  await cartOf(await send("PUT", `/${A}/carts/${created.guid}`, tokenA, { cart: { notes: "tocar a campainha" } }));
  return cartOf(
    await send("POST", `/${A}/carts/${created.guid}/extras`, tokenA, {
      extras: [
        { additional_id: a.ketchup, quantity: 1 },
        { additional_id: a.barbecue, quantity: 1 },
      ],
    }),
  );
}

const cartsAt = async (merchantId: number, guid: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM carts WHERE merchant_id = ? AND guid = ?")
    .bind(merchantId, guid)
    .first<{ n: number }>())!.n;

describe("moving a cart to another store of the franchise", () => {
  it("moves every line to the target's dishes, priced by the target's menu, under the same guid", async () => {
    const before = await fullCartAtA();
    expect(before.summary.subtotal).toBe(2 * (2500 + 400) + 1200 + (5000 + 6000) / 2 + 1000 + 500 + 0 + 150);

    const moved = await cartOf(await change(before.guid, B));
    expect(moved.guid).toBe(before.guid);
    expect(
      moved.items.map(({ item_id, name, quantity, notes, unit_price, options }) => ({
        item_id,
        name,
        quantity,
        notes,
        unit_price,
        options: options.map((o) => [o.option_id, o.price]),
      })),
    ).toEqual([
      {
        item_id: b.burger,
        name: "X-Burger",
        quantity: 2,
        notes: "sem cebola",
        unit_price: 2700 + 500,
        options: [
          [b.aoPonto, 0],
          [b.bacon, 500],
        ],
      },
      { item_id: b.batata, name: "Batata frita", quantity: 1, notes: null, unit_price: 1200, options: [] },
    ]);
    expect(moved.pizzas).toHaveLength(1);
    expect(moved.pizzas[0]).toMatchObject({
      pizza_id: b.pizza,
      size: { id: b.grande, name: "Grande" },
      flavors: [
        { flavor_id: b.flavorA, price: 5400 },
        { flavor_id: b.flavorB, price: 6000 },
      ],
      complements: [
        { complement_id: b.edgeCatupiry, price: 1100 },
        { complement_id: b.topping, price: 500 },
      ],
      unit_price: (5400 + 6000) / 2 + 1100 + 500,
    });
    expect(moved.extras.map(({ additional_id, unit_price }) => [additional_id, unit_price])).toEqual([
      [b.ketchup, 0],
      [b.barbecue, 250],
    ]);
    expect(moved.notes).toBe("tocar a campainha");
    // B takes no delivery: the cart is its default, takeout.
    expect(moved.delivery.type).toBe("TAKEOUT");
    expect(moved.summary.subtotal).toBe(2 * 3200 + 1200 + 5700 + 1100 + 500 + 250);

    // Gone from A; the same visitor finds it at B.
    await expectError(await send("GET", `/${A}/carts/${before.guid}`, tokenA), 404, "CART_NOT_FOUND");
    const atB = await cartOf(await send("GET", `/${B}/carts/${before.guid}`, await accessTokenFor(B, visitor)));
    expect(atB.summary).toEqual(moved.summary);
    expect(await cartsAt(91300000, before.guid)).toBe(0);
  });

  it("refuses with every line the target cannot take, and moves nothing", async () => {
    const before = await fullCartAtA();
    const response = await change(before.guid, C);
    expect(response.status).toBe(422);
    const refusal = cartChangeRefusalSchema.parse(await response.json());
    expect(refusal.code).toBe("CART_LINES_NOT_AT_STORE");
    expect(refusal.not_kept).toEqual([
      { kind: "ITEM", name: "X-Burger", detail: null, reason: "UNAVAILABLE" },
      { kind: "ITEM", name: "Batata frita", detail: null, reason: "MISSING" },
      { kind: "EXTRA", name: "Barbecue", detail: null, reason: "MISSING" },
    ]);
    const still = await cartOf(await send("GET", `/${A}/carts/${before.guid}`, tokenA));
    expect(still).toEqual(before);
    expect(await cartsAt(91500000, before.guid)).toBe(0);
  });

  it("answers another visitor's cart 404, as an unknown one, and leaves it where it was", async () => {
    const { guid } = await fullCartAtA();
    const stranger = await accessTokenFor(A, `visitor-${crypto.randomUUID()}`);
    await expectError(await change(guid, B, stranger), 404, "CART_NOT_FOUND");
    await expectError(await change(crypto.randomUUID(), B), 404, "CART_NOT_FOUND");
    expect(await cartsAt(91300000, guid)).toBe(1);
  });

  it("refuses a store outside the franchise (422) and moves nothing", async () => {
    const { guid } = await fullCartAtA();
    for (const target of ["test-loja-se", "test-outra-loja", "no-such-store"]) {
      await expectError(await change(guid, target), 422, "VALIDATION_ERROR");
    }
    await expectError(
      await send("PUT", `/${A}/carts/${guid}/change`, tokenA, { slugable_type: "STORE", slugable_name: FRANCHISE }),
      422,
      "VALIDATION_ERROR",
    );
    expect(await cartsAt(91300000, guid)).toBe(1);
  });

  it.each([
    ["PENDING", "PENDING_CART"],
    ["FINALIZED", "CART_FINALIZED"],
  ])("refuses a cart %s (%s) and moves nothing", async (status, code) => {
    const { guid } = await fullCartAtA();
    await env.DB.prepare("UPDATE carts SET status = ? WHERE guid = ?").bind(status, guid).run();
    await expectError(await change(guid, B), 422, code);
    expect(await cartsAt(91300000, guid)).toBe(1);
    expect(await cartsAt(91400000, guid)).toBe(0);
  });

  it("takes the place of the visitor's empty cart at the target, never of one with items (409, nothing moved)", async () => {
    const tokenB = await accessTokenFor(B, visitor);
    const empty = await cartOf(await send("POST", `/${B}/carts`, tokenB, { cart: {} }), 201);
    const first = await fullCartAtA();
    expect((await cartOf(await change(first.guid, B))).guid).toBe(first.guid);
    await expectError(await send("GET", `/${B}/carts/${empty.guid}`, tokenB), 404, "CART_NOT_FOUND");

    // Back at A with a new cart, while the moved one (with items) is open at B.
    const second = await cartOf(
      await send("POST", `/${A}/carts`, tokenA, { cart: { items: [{ item_id: a.batata, quantity: 1 }] } }),
      201,
    );
    await expectError(await change(second.guid, B), 409, "CART_CHANGED");
    expect(await cartsAt(91300000, second.guid)).toBe(1);
    expect((await cartOf(await send("GET", `/${B}/carts/${first.guid}`, tokenB))).items).toHaveLength(2);
  });

  it("moves nothing when the cart changed after it was read (the batch of a crossing request fails whole)", async () => {
    const { guid } = await fullCartAtA();
    const db = createDb(env.DB);
    const move = {
      guid,
      from: 91300000,
      to: 91400000,
      visitorId: visitor,
      deliveryType: null,
      address: null,
      areaName: null,
      notes: null,
    };
    // Read before another request's write: its updated_at is not the one the move saw.
    const stale = runBatch(db, [
      ...moveCartStatements(db, { ...move, readAt: "2000-01-01T00:00:00.000Z" }),
      touchCartStatement(db, 91400000, guid),
    ]);
    await expect(stale).rejects.toSatisfy(isUniqueViolation);
    expect(await cartsAt(91300000, guid)).toBe(1);
    expect(await cartsAt(91400000, guid)).toBe(0);
    expect((await cartOf(await send("GET", `/${A}/carts/${guid}`, tokenA))).items).toHaveLength(2);
  });
});
