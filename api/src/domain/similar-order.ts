import type { CartExtra, CartItem, CartPizza, OrderStatus } from "../../../contract";

/*
 * A customer about to place the very order they placed a moment ago is asked first: a double tap, a
 * second tab or a reload is likelier than two identical meals.
 */

export const SIMILAR_ORDER_WINDOW_MINUTES = 120;

/** Orders that did not go through: ordering the same again is what their customer wants. */
const NOT_THROUGH: ReadonlySet<OrderStatus> = new Set(["CANCELED", "EXPIRED_PAYMENT", "PAYMENT_REJECTED"]);

interface Lines {
  items: Pick<CartItem, "item_id" | "quantity" | "options" | "notes" | "redeemed">[];
  pizzas: Pick<CartPizza, "pizza_id" | "quantity" | "size" | "flavors" | "complements" | "notes">[];
  extras: Pick<CartExtra, "additional_id" | "quantity">[];
}

const sorted = (values: string[]) => [...values].sort();

/** The lines as the customer chose them (dishes, choices, quantities, notes), without prices or line ids: equal keys, same order. */
export function orderLinesKey(lines: Lines): string {
  const items = lines.items.map((line) =>
    JSON.stringify([
      line.item_id,
      line.quantity,
      line.notes ?? "",
      !!line.redeemed,
      sorted(line.options.map((option) => `${option.option_id}x${option.quantity}`)),
    ]),
  );
  const pizzas = lines.pizzas.map((line) =>
    JSON.stringify([
      line.pizza_id,
      line.quantity,
      line.notes ?? "",
      line.size.id,
      sorted(line.flavors.map((flavor) => `${flavor.flavor_id}x${flavor.quantity}`)),
      sorted(line.complements.map((complement) => String(complement.complement_id))),
    ]),
  );
  const extras = lines.extras
    .filter((extra) => extra.quantity > 0)
    .map((extra) => `${extra.additional_id}x${extra.quantity}`);
  return JSON.stringify([sorted(items), sorted(pizzas), sorted(extras)]);
}

export interface EarlierOrder {
  id: number;
  status: OrderStatus;
  created_at: string;
  snapshot: Lines;
}

export function findSimilarOrder(
  lines: Lines,
  earlier: EarlierOrder[],
  now: Date,
): { order_id: number; minutes_ago: number } | null {
  const key = orderLinesKey(lines);
  const since = now.getTime() - SIMILAR_ORDER_WINDOW_MINUTES * 60_000;
  const match = earlier
    .filter((order) => !NOT_THROUGH.has(order.status) && Date.parse(order.created_at) >= since)
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .find((order) => orderLinesKey(order.snapshot) === key);
  if (!match) return null;
  return {
    order_id: match.id,
    minutes_ago: Math.max(1, Math.round((now.getTime() - Date.parse(match.created_at)) / 60_000)),
  };
}
