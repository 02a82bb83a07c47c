/*
 * A counter held between bounds, changed only by adding to it. The database keeps the same bounds
 * (a CHECK) and adds in SQL, so crossing requests are settled there; these checks give one request
 * a clear message before it writes.
 */

export interface CounterBounds {
  min: number;
  max: number;
}

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

/** Below `bounds.min` stops at the min, so a repeated "−" never empties what only a removal may. */
export function incremented(held: number, delta: number, bounds: CounterBounds): number | null {
  const total = held + delta;
  if (total > bounds.max) return null;
  return Math.max(bounds.min, total);
}
