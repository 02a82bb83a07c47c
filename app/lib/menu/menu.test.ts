import { describe, expect, it } from "vitest";
import type { Extra } from "../../../contract";
import { category, item, pizza } from "./menu.fixtures";
import { normalizeSearchText, searchMenu, visibleCategories, visibleExtras } from "./menu";

describe("visibleCategories (core spec §5)", () => {
  it("keeps only enabled, not redeemable categories holding an item or a pizza, in order", () => {
    const categories = [
      category(1, { order: 3, items: [item(10)] }),
      category(2, { enabled: false, items: [item(20)] }),
      category(3, { redeemable: true, items: [item(30)] }),
      category(4, { order: 1 }),
      category(5, { order: 2, pizzas: [pizza(50)] }),
      category(6, { items: [item(60, { enabled: false })] }),
    ];
    expect(visibleCategories(categories).map((c) => c.id)).toEqual([5, 1]);
  });

  it("drops disabled items but keeps unavailable ones (shown as unavailable)", () => {
    const [only] = visibleCategories([
      category(1, { items: [item(1, { enabled: false }), item(2, { available: false }), item(3)] }),
    ]);
    expect(only?.items.map((i) => i.id)).toEqual([2, 3]);
  });
});

describe("visibleExtras (core spec §5)", () => {
  const additional = (id: number, order: number, enabled = true) => ({
    id,
    name: `A${id}`,
    price: 100,
    enabled,
    order,
  });
  const extra = (id: number, overrides: Partial<Extra>): Extra => ({
    id,
    name: `Extra ${id}`,
    description: null,
    enabled: true,
    order: id,
    min: 0,
    max: 2,
    additionals: [additional(id * 10, 1)],
    ...overrides,
  });

  it("keeps enabled extras and additionals, each sorted by order", () => {
    const extras = [
      extra(1, { order: 2, additionals: [additional(11, 2), additional(12, 0), additional(13, 1, false)] }),
      extra(2, { enabled: false }),
      extra(3, { order: 0 }),
    ];
    const result = visibleExtras(extras);
    expect(result.map((e) => e.id)).toEqual([3, 1]);
    expect(result[1]?.additionals.map((a) => a.id)).toEqual([12, 11]);
  });

  it("drops an extra whose additionals are all disabled", () => {
    expect(visibleExtras([extra(1, { additionals: [additional(1, 0, false)] })])).toEqual([]);
  });
});

describe("searchMenu", () => {
  const menu = [
    category(1, {
      name: "Bebidas",
      items: [item(1, { name: "Suco de Açaí" }), item(2, { name: "Água", tags: ["sem gás"] })],
    }),
    category(2, {
      name: "Pizzas",
      pizzas: [
        pizza(3, {
          name: "Pizza tradicional",
          flavors: [{ id: 1, name: "Calabresa", description: "", image: null, enabled: true, order: 1, prices: [] }],
        }),
      ],
      items: [item(4, { name: "Taco al pastor", description: "Con piña y cilantro, jalapeño aparte" })],
    }),
  ];

  it("ignores case and accents", () => {
    expect(normalizeSearchText("  AÇAÍ Jalapeño ")).toBe("acai jalapeno");
    expect(searchMenu(menu, "acai").flatMap((c) => c.items.map((i) => i.id))).toEqual([1]);
    expect(searchMenu(menu, "JALAPENO").flatMap((c) => c.items.map((i) => i.id))).toEqual([4]);
  });

  it("finds pizzas by flavor, items by tag, a whole category by its name", () => {
    expect(searchMenu(menu, "calabresa").flatMap((c) => c.pizzas.map((p) => p.id))).toEqual([3]);
    expect(searchMenu(menu, "sem gas").flatMap((c) => c.items.map((i) => i.id))).toEqual([2]);
    expect(searchMenu(menu, "bebidas").flatMap((c) => c.items.map((i) => i.id))).toEqual([1, 2]);
  });

  it("needs every word and drops categories left empty", () => {
    expect(searchMenu(menu, "taco pastor").map((c) => c.id)).toEqual([2]);
    expect(searchMenu(menu, "taco sushi")).toEqual([]);
  });

  it("returns the menu unchanged for a blank term", () => {
    expect(searchMenu(menu, "   ")).toBe(menu);
  });
});
