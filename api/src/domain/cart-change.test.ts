import { describe, expect, it } from "vitest";
import type { Category, Item, Menu } from "../../../contract";
import type { StoredCartLines } from "./cart";
import { transferCartLines } from "./cart-change";
import { indexMenu } from "./cart-pricing";

const item = (id: number, categoryId: number, name: string, price: number, extra: Partial<Item> = {}): Item => ({
  id,
  category_id: categoryId,
  name,
  description: "",
  image: null,
  price,
  original_price: null,
  enabled: true,
  available: true,
  order: 0,
  serves: null,
  tags: [],
  option_groups: [],
  ...extra,
});
const category = (id: number, name: string, items: Item[], extra: Partial<Category> = {}): Category => ({
  id,
  name,
  description: null,
  enabled: true,
  redeemable: false,
  order: id,
  items,
  pizzas: [],
  ...extra,
});
const menuOf = (categories: Category[]): Menu => ({ categories, promotions: [], extras: [] });
const pricing = { rule: "PROPORTIONAL", currency: "BRL" } as const;
const lines = (items: StoredCartLines["items"]): StoredCartLines => ({ items, pizzas: [], extras: [] });
const line = (id: number, itemId: number, extra: Partial<StoredCartLines["items"][number]> = {}) => ({
  id,
  line_key: String(id),
  item_id: itemId,
  quantity: 1,
  notes: null,
  table_solicitation_id: null,
  redeemed: false,
  options: [],
  ...extra,
});

const source = indexMenu(
  menuOf([
    category(1, "Sobremesas", [
      item(11, 1, "Pudim de leite", 990),
      item(12, 1, "Açaí 300 ml", 1490),
      item(13, 1, "Torta", 1090, { enabled: false }),
    ]),
    category(2, "Bebidas", [item(21, 2, "Suco", 990)]),
    category(3, "Troque seus pontos", [item(31, 3, "Suco", 990, { points_price: 120 })], { redeemable: true }),
  ]),
);

describe("transferCartLines", () => {
  it("matches dishes by name without case, accents or extra spaces, preferring a category of the same name", () => {
    const target = indexMenu(
      menuOf([
        category(7, "Lanches", [item(71, 7, "Suco", 500)]),
        category(8, "Bebidas", [item(81, 8, "SUCO", 1100)]),
        category(9, "Sobremesas", [item(91, 9, " pudim  de LEITE ", 1000), item(92, 9, "Acai 300 ml", 1500)]),
      ]),
    );
    const moved = transferCartLines(
      lines([line(1, 11, { quantity: 2, notes: "sem calda" }), line(2, 21), line(3, 12)]),
      source,
      target,
      {
        from: pricing,
        to: pricing,
      },
    );
    expect(moved).toEqual({
      ok: true,
      items: [
        { item_id: 91, quantity: 2, notes: "sem calda", options: [], table_solicitation_id: null },
        { item_id: 81, quantity: 1, notes: null, options: [], table_solicitation_id: null },
        { item_id: 92, quantity: 1, notes: null, options: [], table_solicitation_id: null },
      ],
      pizzas: [],
      extras: [],
    });
  });

  it("names every line it cannot keep: missing, unavailable, paid with points; lines the source no longer sells stay behind unnamed", () => {
    const target = indexMenu(
      menuOf([
        category(9, "Sobremesas", [
          item(91, 9, "Pudim de leite", 1000, { available: false }),
          item(93, 9, "Torta", 1000),
        ]),
      ]),
    );
    const moved = transferCartLines(
      lines([line(1, 11), line(2, 12), line(3, 31, { redeemed: true }), line(4, 13)]),
      source,
      target,
      {
        from: pricing,
        to: pricing,
      },
    );
    expect(moved).toEqual({
      ok: false,
      notKept: [
        { kind: "ITEM", name: "Pudim de leite", detail: null, reason: "UNAVAILABLE" },
        { kind: "ITEM", name: "Açaí 300 ml", detail: null, reason: "MISSING" },
        { kind: "ITEM", name: "Suco", detail: null, reason: "REDEEMED" },
      ],
    });
  });
});
