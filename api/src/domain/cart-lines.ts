import { MAX_CART_LINES, MAX_LINE_QUANTITY, type UpdateLineRequest } from "../../../contract";
import {
  type CounterAddition,
  type CounterBounds,
  collapseAdditions,
  firstOverMax,
  incremented,
} from "./bounded-counter";
import type { StoredItemLine, StoredPizzaLine } from "./cart";
import {
  type Checked,
  type ItemLineInput,
  type MenuIndex,
  type PizzaLineInput,
  type PizzaPricing,
  itemLineKey,
  pizzaLineKey,
  priceItemLine,
  pricePizzaLine,
} from "./cart-pricing";

/*
 * A line is a bounded counter keyed by its line key; the database upserts by that key and refuses a
 * quantity outside these bounds (decision 009).
 */

export const LINE_QUANTITY: CounterBounds = { min: 1, max: MAX_LINE_QUANTITY };

export type ItemAddition = ItemLineInput & { table_solicitation_id: number | null };
export type PizzaAddition = PizzaLineInput & { table_solicitation_id: number | null };

export interface LineUpsert<Line> {
  key: string;
  line: Line;
  /** What one unit costs as the line is added: the price the customer was shown (decision 097). */
  unitPrice: number;
}

const tooMany = (total: number): Checked<never> => ({
  ok: false,
  rejection: {
    status: 422,
    code: "INVALID_QUANTITY",
    message: `A line holds at most ${MAX_LINE_QUANTITY}, this one would hold ${total}`,
  },
});

function planAdditions<Line extends { quantity: number }>(
  existing: readonly { line_key: string; quantity: number }[],
  additions: readonly Line[],
  keyOf: (line: Line) => string,
  check: (line: Line) => Checked<{ unit_price: number }>,
): Checked<LineUpsert<Line>[]> {
  const unitPrices = new Map<string, number>();
  for (const addition of additions) {
    const checked = check(addition);
    if (!checked.ok) return checked;
    unitPrices.set(keyOf(addition), checked.value.unit_price);
  }
  const held = new Map(existing.map((line) => [line.line_key, line.quantity]));
  const collapsed = collapseAdditions(
    additions.map((line): CounterAddition<Line> => ({ key: keyOf(line), amount: line.quantity, value: line })),
  );
  const over = firstOverMax(collapsed, (key) => held.get(key) ?? 0, LINE_QUANTITY);
  if (over) return tooMany(over.total);
  return {
    ok: true,
    value: collapsed.map(({ key, amount, value }) => ({
      key,
      line: { ...value, quantity: amount },
      unitPrice: unitPrices.get(key)!,
    })),
  };
}

export function planItemAdditions(
  index: MenuIndex,
  existing: readonly Pick<StoredItemLine, "line_key" | "quantity">[],
  additions: readonly ItemAddition[],
): Checked<LineUpsert<ItemAddition>[]> {
  return planAdditions(existing, additions, itemLineKey, (line) => priceItemLine(index, line));
}

export function planPizzaAdditions(
  index: MenuIndex,
  pricing: PizzaPricing,
  existing: readonly Pick<StoredPizzaLine, "line_key" | "quantity">[],
  additions: readonly PizzaAddition[],
): Checked<LineUpsert<PizzaAddition>[]> {
  return planAdditions(existing, additions, pizzaLineKey, (line) => pricePizzaLine(index, pricing, line));
}

type Keyed = readonly { line_key: string }[];

/** Counted against what was read, so crossing requests may pass the cap by a few lines: a bound on abuse, not a rule. */
export function checkCartRoom(
  existing: { items: Keyed; pizzas: Keyed },
  upserts: { items: readonly { key: string }[]; pizzas: readonly { key: string }[] },
): Checked<null> {
  const newLines = (held: Keyed, added: readonly { key: string }[]) => {
    const keys = new Set(held.map((line) => line.line_key));
    return added.filter((upsert) => !keys.has(upsert.key)).length;
  };
  const opened = newLines(existing.items, upserts.items) + newLines(existing.pizzas, upserts.pizzas);
  const total = existing.items.length + existing.pizzas.length + opened;
  if (opened === 0 || total <= MAX_CART_LINES) return { ok: true, value: null };
  return {
    ok: false,
    rejection: {
      status: 422,
      code: "CART_FULL",
      message: `A cart holds at most ${MAX_CART_LINES} lines, this one would hold ${total}`,
    },
  };
}

export function quantityAfter(current: number, change: UpdateLineRequest): Checked<number> {
  if ("quantity" in change) return { ok: true, value: change.quantity };
  const next = incremented(current, change.increment, LINE_QUANTITY);
  return next === null ? tooMany(current + change.increment) : { ok: true, value: next };
}
