import { describe, expect, it } from "vitest";
import { type EarlierOrder, findSimilarOrder, orderLinesKey } from "./similar-order";

const burger = (
  quantity: number,
  options: { option_id: number; quantity: number }[] = [],
  notes: string | null = null,
) => ({
  item_id: 11,
  quantity,
  notes,
  redeemed: false,
  options: options.map((option) => ({
    ...option,
    option_group_id: 1,
    option_group_name: "Ponto",
    name: "x",
    price: 0,
  })),
});
const pizza = (flavors: number[]) => ({
  pizza_id: 5,
  quantity: 1,
  notes: null,
  size: { id: 2, name: "Grande" },
  flavors: flavors.map((flavor_id) => ({ flavor_id, name: "x", quantity: 1, price: 0 })),
  complements: [],
});
const lines = (items: ReturnType<typeof burger>[], pizzas: ReturnType<typeof pizza>[] = []) => ({
  items,
  pizzas,
  extras: [],
});
const NOW = new Date("2026-06-10T20:00:00.000Z");
const earlier = (
  id: number,
  minutesAgo: number,
  snapshot: EarlierOrder["snapshot"],
  status: EarlierOrder["status"] = "CONFIRMED",
): EarlierOrder => ({
  id,
  status,
  created_at: new Date(NOW.getTime() - minutesAgo * 60_000).toISOString(),
  snapshot,
});

describe("the similar order", () => {
  it("is the same dishes, choices, quantities and notes in any order of lines and options", () => {
    const one = lines(
      [
        burger(2, [
          { option_id: 3, quantity: 1 },
          { option_id: 4, quantity: 1 },
        ]),
        burger(1, [], "sem cebola"),
      ],
      [pizza([7, 8])],
    );
    const shuffled = lines(
      [
        burger(1, [], "sem cebola"),
        burger(2, [
          { option_id: 4, quantity: 1 },
          { option_id: 3, quantity: 1 },
        ]),
      ],
      [pizza([8, 7])],
    );
    expect(orderLinesKey(one)).toBe(orderLinesKey(shuffled));
    expect(orderLinesKey(lines([burger(2)]))).not.toBe(orderLinesKey(lines([burger(3)])));
    expect(orderLinesKey(lines([burger(1)]))).not.toBe(orderLinesKey(lines([burger(1, [], "bem passado")])));
    expect(orderLinesKey(lines([], [pizza([7, 8])]))).not.toBe(orderLinesKey(lines([], [pizza([7, 9])])));
  });

  it("is the latest matching order of the window that went through, with its minutes ago", () => {
    const mine = lines([burger(2)]);
    expect(
      findSimilarOrder(mine, [earlier(1, 90, mine), earlier(2, 12, mine), earlier(3, 5, lines([burger(1)]))], NOW),
    ).toEqual({
      order_id: 2,
      minutes_ago: 12,
    });
    expect(findSimilarOrder(mine, [earlier(1, 0.2, mine)], NOW)).toEqual({ order_id: 1, minutes_ago: 1 });
    expect(findSimilarOrder(mine, [earlier(1, 121, mine)], NOW)).toBeNull();
    for (const status of ["CANCELED", "EXPIRED_PAYMENT", "PAYMENT_REJECTED"] as const)
      expect(findSimilarOrder(mine, [earlier(1, 5, mine, status)], NOW)).toBeNull();
  });
});
