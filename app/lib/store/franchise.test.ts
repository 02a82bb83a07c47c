import { describe, expect, it } from "vitest";
import { compareStores, listedStore, STORE_DISTANCE_CUTOFF_KM, type Store } from "../../../contract";
import { finderQuery, formatDistance, storeCards } from "./franchise";

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
    distance: null,
    city: { id: 1, name: "Curitiba" },
    geolocation: { latitude: -25.4, longitude: -49.2 },
    opened: true,
    delivery_configuration: { enabled: true },
    takeout_configuration: { enabled: false },
    ...overrides,
  };
}

const ids = (stores: Store[]) => stores.map((s) => s.id);

describe("listedStore (core spec §5)", () => {
  it("keeps visible stores with an address, distance null or at most 300 km, delivering or taking out", () => {
    const stores = [
      store(1),
      store(2, { visible: false }),
      store(3, { address: null }),
      store(4, { distance: STORE_DISTANCE_CUTOFF_KM }),
      store(5, { distance: 300.001 }),
      store(6, { delivery_configuration: { enabled: false }, takeout_configuration: { enabled: true } }),
      store(7, { delivery_configuration: { enabled: false }, takeout_configuration: { enabled: false } }),
      store(8, { distance: 0 }),
    ];
    expect(ids(stores.filter(listedStore))).toEqual([1, 4, 6, 8]);
  });
});

describe("compareStores (core spec §9)", () => {
  it("sorts by distance ascending, unknown distances last, ties by name", () => {
    const stores = [
      store(1, { distance: 12.5 }),
      store(2, { distance: null }),
      store(3, { distance: 0.4 }),
      store(4, { distance: 12.5, name: "Aaa" }),
    ];
    expect(ids(stores.sort(compareStores("distance")))).toEqual([3, 4, 1, 2]);
  });

  it("sorts open stores first when the location is unknown, then by name", () => {
    const stores = [
      store(1, { opened: false, name: "Alfa" }),
      store(2, { opened: true, name: "Delta" }),
      store(3, { opened: true, name: "Bravo" }),
      store(4, { opened: false, name: "Charlie" }),
    ];
    expect(ids(stores.sort(compareStores("opened")))).toEqual([3, 2, 1, 4]);
  });
});

describe("formatDistance", () => {
  it.each([
    ["pt-BR", 260.2, "260,2 km"],
    ["es-CO", 260.24, "260,2 km"],
    ["es-MX", 1234.56, "1,234.6 km"],
    ["en", 2, "2.0 km"],
    ["pt-BR", 0.04, "0,0 km"],
  ])("in %s shows %d as %s", (locale, km, text) => {
    expect(formatDistance(km, locale).replace(/\u00a0/g, " ")).toBe(text);
  });
});

describe("storeCards", () => {
  it("leaves out the stores §5 filters, keeps the API's order and formats each distance in the locale", () => {
    const cards = storeCards(
      [
        store(1, { distance: 260.2, opened: false }),
        store(2, { distance: 301 }),
        store(3, { distance: 285.3, takeout_configuration: { enabled: true } }),
      ],
      "pt-BR",
    );
    expect(cards).toEqual([
      {
        slug: "store-1",
        name: "Store 1",
        city: "Curitiba",
        address: "Rua A, 1 - Centro",
        delivery: true,
        takeout: false,
        opened: false,
        distance: "260,2 km",
      },
      {
        slug: "store-3",
        name: "Store 3",
        city: "Curitiba",
        address: "Rua A, 1 - Centro",
        delivery: true,
        takeout: true,
        opened: true,
        distance: "285,3 km",
      },
    ]);
  });

  it("keeps the stores beyond the cutoff, with their distance, when asked for any distance (no store near the postal code)", () => {
    const cards = storeCards([store(1, { distance: 1800.04 }), store(2, { distance: 2700, visible: false })], "pt-BR", {
      anyDistance: true,
    });
    expect(cards.map((card) => [card.slug, card.distance])).toEqual([["store-1", "1.800,0 km"]]);
  });

  it("shows no distance when the location is unknown", () => {
    expect(storeCards([store(1)], "es-CO")[0]!.distance).toBeNull();
  });
});

describe("finderQuery", () => {
  const query = (search: string) => finderQuery(new URL(`http://localhost/sabor-da-casa/stores${search}`));

  it("keeps the CEP as typed (trimmed, at most 20 characters) and a numeric city id", () => {
    expect(query("?cep=+88501-000+&city=40090001")).toEqual({ cep: "88501-000", cityId: 40090001 });
    expect(query(`?cep=${"9".repeat(40)}`).cep).toHaveLength(20);
  });

  it("ignores a city that is not an id", () => {
    expect(query("?city=abc").cityId).toBeNull();
    expect(query("?city=0").cityId).toBeNull();
    expect(query("").cityId).toBeNull();
    expect(query("").cep).toBe("");
  });
});
