import { describe, expect, it } from "vitest";
import { movedOrder, movedTo } from "./menu-moves";

describe("movedOrder", () => {
  it("trades places with the neighbour above or below, and says where the row lands", () => {
    expect(movedOrder([1, 2, 3, 4], 3, -1)).toEqual({ ids: "1,3,2,4", position: 2, count: 4 });
    expect(movedOrder([1, 2, 3, 4], 3, 1)).toEqual({ ids: "1,2,4,3", position: 4, count: 4 });
  });

  it("has no move past either end, nor for an id that is not there", () => {
    expect(movedOrder([1, 2, 3], 1, -1)).toBeNull();
    expect(movedOrder([1, 2, 3], 3, 1)).toBeNull();
    expect(movedOrder([1, 2, 3], 9, 1)).toBeNull();
  });

  it("moves among a sub-list (a pizza's edges among its complements), keeping the others where they are", () => {
    // 10 and 30 are edges, 20 a crust: the edge below 10 is 30.
    expect(movedOrder([10, 20, 30], 10, 1, [10, 30])).toEqual({ ids: "30,20,10", position: 2, count: 2 });
    expect(movedOrder([10, 20, 30], 30, 1, [10, 30])).toBeNull();
  });
});

describe("movedTo", () => {
  const at = (search: string) => movedTo(new URL(`https://console.test/menu?${search}`));
  it("reads where a move put its row, and nothing from anything else", () => {
    expect(at("done=moved&position=2&count=5")).toEqual({ position: 2, count: 5 });
    expect(at("done=saved&position=2&count=5")).toBeNull();
    expect(at("done=moved&position=6&count=5")).toBeNull();
    expect(at("done=moved&position=x&count=5")).toBeNull();
    expect(at("done=moved")).toBeNull();
  });
});
