/**
 * An answer the test lets through when it wants: `promise` stays pending until `release(value)`.
 * The loader tests hold one API answer this way and check which other calls were already made
 * (one round of upstream calls, not one after the other).
 */
export function held<T>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (release = resolve));
  return { promise, release };
}
