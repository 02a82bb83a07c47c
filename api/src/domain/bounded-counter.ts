/*
 * A counter identified by a key and held between bounds, changed only by adding to it: a cart
 * line's quantity today; coupon uses or loyalty points take the same shape. The database keeps
 * the same bounds (a CHECK) and adds in SQL, so requests that cross are settled there; these
 * checks answer one request against what it read, with a clear message, before it writes.
 */

export interface CounterBounds {
  min: number;
  max: number;
}

/** `amount` to add to the counter `key`; `value` is what the caller writes for it. */
export interface CounterAddition<T> {
  key: string;
  amount: number;
  value: T;
}

/** Additions of one request with equal keys collapsed into one, amounts summed, in first-seen order (the first value kept). */
export function collapseAdditions<T>(additions: readonly CounterAddition<T>[]): CounterAddition<T>[] {
  const collapsed = new Map<string, CounterAddition<T>>();
  for (const addition of additions) {
    const seen = collapsed.get(addition.key);
    collapsed.set(addition.key, seen ? { ...seen, amount: seen.amount + addition.amount } : addition);
  }
  return [...collapsed.values()];
}

/** The first addition that would take its counter (holding `held(key)` now) past `bounds.max`, with that total; null when none does. */
export function firstOverMax<T>(
  additions: readonly CounterAddition<T>[],
  held: (key: string) => number,
  bounds: CounterBounds,
): { addition: CounterAddition<T>; total: number } | null {
  for (const addition of additions) {
    const total = held(addition.key) + addition.amount;
    if (total > bounds.max) return { addition, total };
  }
  return null;
}

/**
 * What a counter holding `held` holds after adding `delta`: past `bounds.max` is refused (null),
 * below `bounds.min` stops at the min, so a repeated "−" never empties what only a removal may.
 */
export function incremented(held: number, delta: number, bounds: CounterBounds): number | null {
  const total = held + delta;
  if (total > bounds.max) return null;
  return Math.max(bounds.min, total);
}
