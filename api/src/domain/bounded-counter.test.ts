import { describe, expect, it } from "vitest";
import { collapseAdditions, firstOverMax, incremented } from "./bounded-counter";

const bounds = { min: 1, max: 99 };

describe("collapseAdditions", () => {
  it("sums equal keys in first-seen order and keeps the first value", () => {
    const collapsed = collapseAdditions([
      { key: "b", amount: 2, value: "first b" },
      { key: "a", amount: 1, value: "a" },
      { key: "b", amount: 3, value: "second b" },
    ]);
    expect(collapsed).toEqual([
      { key: "b", amount: 5, value: "first b" },
      { key: "a", amount: 1, value: "a" },
    ]);
  });
});

describe("firstOverMax", () => {
  const held = (key: string) => (key === "a" ? 95 : 0);

  it("answers the first addition that would pass the max with what is held, with its total", () => {
    const additions = [
      { key: "b", amount: 99, value: null },
      { key: "a", amount: 5, value: null },
    ];
    expect(firstOverMax(additions, held, bounds)).toEqual({ addition: additions[1], total: 100 });
  });

  it("answers null when every total stays within the max", () => {
    expect(firstOverMax([{ key: "a", amount: 4, value: null }], held, bounds)).toBeNull();
  });
});

describe("incremented", () => {
  it("adds up to the max, refuses past it, and stops at the min going down", () => {
    expect(incremented(2, 1, bounds)).toBe(3);
    expect(incremented(98, 1, bounds)).toBe(99);
    expect(incremented(99, 1, bounds)).toBeNull();
    expect(incremented(2, -1, bounds)).toBe(1);
    expect(incremented(1, -1, bounds)).toBe(1);
    expect(incremented(3, -50, bounds)).toBe(1);
  });
});
