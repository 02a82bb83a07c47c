import { describe, expect, it } from "vitest";
import type { Store } from "../../../contract";
import { finderPlace, NEAREST_STORE_REACH_KM, nearestServingStore, nearParam, parseNear } from "./nearest-store";

function store(id: number, overrides: Partial<Store> = {}): Store {
  return {
    id,
    slug: `store-${id}`,
    name: `Store ${id}`,
    visible: true,
    address: {
      street: "Rua A",
      number: "1",
      neighborhood: "Centro",
      city: "Curitiba",
      state: "PR",
      zip_code: "80000000",
    },
    distance: 1,
    city: { id: 1, name: "Curitiba" },
    geolocation: { latitude: -25.4, longitude: -49.2 },
    opened: true,
    delivery_configuration: { enabled: true },
    takeout_configuration: { enabled: false },
    delivers_here: true,
    ...overrides,
  };
}

describe("nearestServingStore", () => {
  it("takes the nearest store that delivers at the point, whatever order the list came in", () => {
    expect(
      nearestServingStore([store(1, { distance: 4.2 }), store(2, { distance: 1.2 }), store(3, { distance: 2 })])?.id,
    ).toBe(2);
  });

  it("passes over a nearer store that does not serve the point: outside its areas without takeout, hidden, or without an address", () => {
    const stores = [
      store(1, { distance: 0.5, delivers_here: false }),
      store(2, { distance: 0.6, visible: false }),
      store(3, { distance: 0.7, address: null }),
      store(4, { distance: 3 }),
    ];
    expect(nearestServingStore(stores)?.id).toBe(4);
  });

  it("counts a takeout store as serving a customer near it, even outside its delivery areas", () => {
    const pickup = store(1, {
      distance: 0.9,
      delivers_here: false,
      delivery_configuration: { enabled: false },
      takeout_configuration: { enabled: true },
    });
    expect(nearestServingStore([pickup, store(2, { distance: 5 })])?.id).toBe(1);
  });

  it("takes no one anywhere beyond the reach, nor without distances", () => {
    expect(nearestServingStore([store(1, { distance: NEAREST_STORE_REACH_KM + 0.1 })])).toBeNull();
    expect(nearestServingStore([store(1, { distance: NEAREST_STORE_REACH_KM })])?.id).toBe(1);
    expect(nearestServingStore([store(1, { distance: null })])).toBeNull();
    expect(nearestServingStore([])).toBeNull();
  });
});

describe("the finder's point", () => {
  it("reads `near` as latitude,longitude and refuses anything else", () => {
    expect(parseNear("-25.431,-49.266")).toEqual({ latitude: -25.431, longitude: -49.266 });
    expect(parseNear(" -25.4 , -49 ")).toEqual({ latitude: -25.4, longitude: -49 });
    for (const text of ["", "abc", "91,0", "0,181", "-25.4", "1,2,3", null]) expect(parseNear(text)).toBeNull();
  });

  it("writes the point with three decimals", () => {
    expect(nearParam({ latitude: -25.430712, longitude: -49.26612 })).toBe("-25.431,-49.266");
  });

  it("takes the address typed, trimmed and bounded, beside the point", () => {
    const place = finderPlace(
      new URL(`https://x.test/s/stores?near=-25.4,-49.2&address=${encodeURIComponent("  Rua XV de Novembro, 700 ")}`),
    );
    expect(place).toEqual({ near: { latitude: -25.4, longitude: -49.2 }, address: "Rua XV de Novembro, 700" });
    expect(finderPlace(new URL(`https://x.test/s/stores?address=${"a".repeat(500)}`)).address).toHaveLength(120);
  });
});
