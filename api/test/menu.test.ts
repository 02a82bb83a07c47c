import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { type Menu, menuResponseSchema } from "../../contract";
import { fixtureMerchants, otherFranchise, pizzeria } from "./fixtures";
import { accessTokenFor, getWithToken, seed } from "./helpers";

beforeAll(() => seed(fixtureMerchants));

async function menuOf(slug: string): Promise<Menu> {
  const response = await getWithToken(`/${slug}/menu`, await accessTokenFor(slug));
  expect(response.status).toBe(200);
  return menuResponseSchema.parse(await response.json()).data;
}

/** Every id anywhere in a menu, of any table. */
function idsIn(value: unknown, into = new Set<number>()): Set<number> {
  if (Array.isArray(value)) for (const entry of value) idsIn(entry, into);
  else if (value && typeof value === "object") {
    for (const [key, entry] of Object.entries(value)) {
      if ((key === "id" || key.endsWith("_id")) && typeof entry === "number") into.add(entry);
      else idsIn(entry, into);
    }
  }
  return into;
}

describe("GET /{slug}/menu", () => {
  it("returns categories, items and pizzas in display order, disabled and redeemable ones included with their flags", async () => {
    const menu = await menuOf("test-pizzaria");
    expect(menu.categories.map((c) => [c.name, c.enabled, c.redeemable])).toEqual([
      ["Bebidas", true, false],
      ["Pizzas", true, false],
      ["Resgate de pontos", true, true],
      ["Lanches", false, false],
    ]);
    const drinks = menu.categories[0]!;
    expect(drinks.items.map((i) => [i.name, i.enabled, i.available, i.original_price])).toEqual([
      ["Água", true, true, null],
      ["Refrigerante 2 L", true, true, null],
      ["Suco", false, true, null],
      ["Cerveja", true, false, 1800],
    ]);
    expect(drinks.items[0]!.tags).toEqual(["sem gás"]);
    const calzone = menu.categories[3]!.items[0]!;
    expect(calzone.option_groups).toEqual([
      {
        id: 90100501,
        name: "Molho",
        min: 1,
        max: 2,
        order: 0,
        options: [
          { id: 90100601, name: "Tomate", description: "Da casa", price: 0, enabled: true, order: 0 },
          { id: 90100602, name: "Pesto", description: null, price: 300, enabled: false, order: 1 },
        ],
      },
    ]);
  });

  it("builds pizzas with sizes, flavors and complements in order and a price_from of enabled flavors", async () => {
    const pizza = (await menuOf("test-pizzaria")).categories[1]!.pizzas[0]!;
    expect(pizza.sizes.map((s) => s.name)).toEqual(["Broto", "Grande"]);
    expect(pizza.flavors.map((f) => [f.name, f.enabled])).toEqual([
      ["Margherita", true],
      ["Calabresa", true],
      ["Sabor do dia", false],
    ]);
    // Prices follow the size order (Broto, then Grande), whatever order they were given in.
    expect(pizza.flavors[1]!.prices).toEqual([
      { size_id: 90100201, price: 4290 },
      { size_id: 90100202, price: 6290 },
    ]);
    // 1990 belongs to a disabled flavor; the cheapest orderable whole pizza is a Margherita broto.
    expect(pizza.price_from).toBe(3990);
    expect(pizza.complements.map((c) => [c.name, c.kind, c.prices.length])).toEqual([
      ["Borda de catupiry", "EDGE", 2],
      ["Bacon extra", "TOPPING", 1],
    ]);
  });

  it("returns promotions and order extras with their additionals in order", async () => {
    const menu = await menuOf("test-pizzaria");
    expect(menu.promotions).toEqual(pizzeria.promotions);
    expect(menu.extras.map((e) => [e.name, e.enabled, e.additionals.map((a) => [a.name, a.enabled])])).toEqual([
      ["Sachês", false, []],
      [
        "Talheres",
        true,
        [
          ["Talheres descartáveis", false],
          ["Sem talheres", true],
        ],
      ],
    ]);
  });

  it("never shows an id of another merchant", async () => {
    const pizzeriaIds = idsIn(await menuOf("test-pizzaria"));
    const otherIds = idsIn(await menuOf("test-outra-franquia"));
    expect(otherIds).toEqual(new Set([90700001, 90700011]));
    for (const id of otherIds) expect(pizzeriaIds.has(id)).toBe(false);
    expect([...pizzeriaIds].every((id) => Math.floor(id / 100000) === 901)).toBe(true);
  });

  it("answers an empty menu for a merchant without one", async () => {
    expect(await menuOf("test-loja-se")).toEqual({ categories: [], promotions: [], extras: [], menu_version: 0 });
  });

  it("cannot store a row that crosses merchants: the database refuses it", async () => {
    // An item of the other franchise inside a category of the pizzeria.
    const crossing = env.DB.prepare(
      `INSERT INTO items (id, merchant_id, category_id, name, description, price, enabled, available, sort_order, tags)
       VALUES (90799999, ?, ?, 'Intruso', '', 100, 1, 1, 0, '[]')`,
    ).bind(otherFranchise.id, pizzeria.categories[0]!.id);
    await expect(crossing.run()).rejects.toThrow(/FOREIGN KEY/);
  });
});
