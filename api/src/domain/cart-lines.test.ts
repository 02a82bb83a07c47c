import { describe, expect, it } from "vitest";
import type { Menu } from "../../../contract";
import { planItemAdditions, planPizzaAdditions, quantityAfter } from "./cart-lines";
import { indexMenu, itemLineKey, pizzaLineKey } from "./cart-pricing";

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
                { id: 1002, name: "Queijo", description: null, price: 300, enabled: true, order: 1 },
              ],
            },
          ],
        },
        {
          id: 11,
          category_id: 1,
          name: "Suco",
          description: "",
          image: null,
          price: 900,
          original_price: null,
          enabled: false,
          available: true,
          order: 1,
          serves: 1,
          tags: [],
          option_groups: [],
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
          sizes: [{ id: 200, name: "Grande", slices: 8, max_flavors: 2, order: 0 }],
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
              prices: [{ size_id: 200, price: 6000 }],
            },
          ],
          complements: [],
        },
      ],
    },
  ],
  promotions: [],
  extras: [],
};
const index = indexMenu(menu);
const pricing = { rule: "PROPORTIONAL" as const, currency: "BRL" as const };

const burger = (
  quantity: number,
  options: { option_id: number; quantity: number }[] = [],
  notes: string | null = null,
) => ({
  item_id: 10,
  quantity,
  notes,
  options,
  table_solicitation_id: null,
});

describe("planItemAdditions", () => {
  it("collapses equal additions of one request into one line keyed by itemLineKey, options in any order", () => {
    const bacon = { option_id: 1000, quantity: 1 };
    const queijo = { option_id: 1002, quantity: 1 };
    const planned = planItemAdditions(
      index,
      [],
      [burger(1, [bacon, queijo]), burger(2), burger(3, [queijo, bacon]), burger(1, [], "sem cebola")],
    );
    expect(planned.ok && planned.value.map(({ key, line }) => [key, line.quantity])).toEqual([
      [itemLineKey(burger(1, [bacon, queijo])), 4],
      [itemLineKey(burger(2)), 2],
      [itemLineKey(burger(1, [], "sem cebola")), 1],
    ]);
  });

  it("refuses the whole request when one addition is refused", () => {
    const planned = planItemAdditions(index, [], [burger(1), { ...burger(1), item_id: 11 }]);
    expect(planned).toMatchObject({ ok: false, rejection: { status: 422, code: "UNAVAILABLE" } });
  });

  it("refuses a line that would pass 99 with what the request adds up to, or with what the cart holds under its key", () => {
    expect(planItemAdditions(index, [], [burger(50), burger(50)])).toMatchObject({
      ok: false,
      rejection: { status: 422, code: "INVALID_QUANTITY", message: expect.stringContaining("100") },
    });
    const held = [{ line_key: itemLineKey(burger(1)), quantity: 95 }];
    expect(planItemAdditions(index, held, [burger(5)])).toMatchObject({
      ok: false,
      rejection: { code: "INVALID_QUANTITY" },
    });
    expect(planItemAdditions(index, held, [burger(4)])).toMatchObject({ ok: true });
    // Another key is another counter.
    expect(planItemAdditions(index, held, [burger(50, [], "sem cebola")])).toMatchObject({ ok: true });
  });
});

describe("planPizzaAdditions", () => {
  it("keys a pizza by pizzaLineKey and sums equal ones", () => {
    const pizza = (flavors: { flavor_id: number; quantity: number }[]) => ({
      pizza_id: 20,
      size_id: 200,
      quantity: 1,
      notes: null,
      flavors,
      complement_ids: [],
      table_solicitation_id: null,
    });
    const halves = [
      { flavor_id: 2000, quantity: 1 },
      { flavor_id: 2001, quantity: 1 },
    ];
    const planned = planPizzaAdditions(index, pricing, [], [pizza(halves), pizza([...halves].reverse())]);
    expect(planned.ok && planned.value.map(({ key, line }) => [key, line.quantity])).toEqual([
      [pizzaLineKey(pizza(halves)), 2],
    ]);
  });
});

describe("quantityAfter", () => {
  it("takes a quantity as given and an increment added to what the line holds, down to 1", () => {
    expect(quantityAfter(5, { quantity: 2 })).toEqual({ ok: true, value: 2 });
    expect(quantityAfter(5, { increment: 2 })).toEqual({ ok: true, value: 7 });
    expect(quantityAfter(2, { increment: -1 })).toEqual({ ok: true, value: 1 });
    expect(quantityAfter(1, { increment: -1 })).toEqual({ ok: true, value: 1 });
  });

  it("refuses an increment past 99", () => {
    expect(quantityAfter(98, { increment: 2 })).toMatchObject({
      ok: false,
      rejection: { status: 422, code: "INVALID_QUANTITY" },
    });
  });
});
