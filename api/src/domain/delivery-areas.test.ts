import { describe, expect, it } from "vitest";
import type { DeliveryAreas } from "../../../contract";
import { bandFee, pickableAreas, quoteDelivery } from "./delivery-areas";

const store = { latitude: -23.5603, longitude: -46.6449 };

const byNeighborhood: DeliveryAreas = {
  mode: "NEIGHBORHOOD",
  areas: [
    { name: "Bela Vista", latitude: -23.5614, longitude: -46.6465, fee: 500 },
    { name: "São João Clímaco", latitude: -23.6186, longitude: -46.5977, fee: 1500 },
  ],
  bands: [],
};

const byDistance: DeliveryAreas = {
  mode: "DISTANCE",
  areas: [
    { name: "Bela Vista", latitude: -23.5614, longitude: -46.6465, fee: 0 },
    { name: "Santana", latitude: -23.5017, longitude: -46.6257, fee: 0 },
  ],
  bands: [
    { up_to_km: 3, fee: 400 },
    { up_to_km: 6, fee: 900 },
  ],
};

describe("quoteDelivery", () => {
  it("serves everywhere at the store fee without a document", () => {
    expect(quoteDelivery(null, store, 790, { neighborhood: "Qualquer" })).toEqual({
      served: true,
      area_name: null,
      distance_km: null,
      fee: 790,
    });
  });

  it("matches a neighbourhood name without case, accents or extra spaces", () => {
    expect(quoteDelivery(byNeighborhood, store, 790, { neighborhood: " sao  joao climaco " })).toMatchObject({
      served: true,
      area_name: "São João Clímaco",
      fee: 1500,
    });
    expect(quoteDelivery(byNeighborhood, store, 790, { neighborhood: "Moema" })).toEqual({
      served: false,
      area_name: null,
      distance_km: null,
      fee: null,
    });
  });

  it("matches a neighbourhood typed with its kind abbreviated or with punctuation, and nothing from punctuation alone", () => {
    const named: DeliveryAreas = {
      ...byNeighborhood,
      areas: [
        { name: "Jardim Paulista", fee: 900 },
        { name: "Vila Mariana", fee: 1200 },
      ],
      not_served: ["Pq. São Lucas"],
    };
    expect(quoteDelivery(named, store, 790, { neighborhood: "Jd. Paulista" })).toMatchObject({
      served: true,
      area_name: "Jardim Paulista",
      fee: 900,
    });
    expect(quoteDelivery(named, store, 790, { neighborhood: "vl mariana" })).toMatchObject({ fee: 1200 });
    expect(quoteDelivery(named, store, 790, { neighborhood: "Parque Sao Lucas" }).served).toBe(false);
    expect(quoteDelivery({ ...named, areas: [{ name: ".", fee: 100 }] }, store, 790, { neighborhood: "-" })).toEqual({
      served: false,
      area_name: null,
      distance_km: null,
      fee: null,
    });
  });

  it("falls back to the nearest area within 3 km of a position", () => {
    const near = { neighborhood: "Bixiga", latitude: -23.565, longitude: -46.65 };
    expect(quoteDelivery(byNeighborhood, store, 790, near)).toMatchObject({
      served: true,
      area_name: "Bela Vista",
      fee: 500,
    });
    const far = { neighborhood: "Bixiga", latitude: -23.65, longitude: -46.7 };
    expect(quoteDelivery(byNeighborhood, store, 790, far)).toMatchObject({ served: false, fee: null });
  });

  it("prices by band of distance, a position first, else the named area's coordinates", () => {
    expect(quoteDelivery(byDistance, store, 790, { neighborhood: "Bela Vista" })).toMatchObject({
      served: true,
      area_name: "Bela Vista",
      fee: 400,
    });
    expect(quoteDelivery(byDistance, store, 790, { latitude: -23.59, longitude: -46.64 })).toMatchObject({
      served: true,
      fee: 900,
      distance_km: 3.34,
    });
    expect(quoteDelivery(byDistance, store, 790, { neighborhood: "Santana" })).toMatchObject({
      served: false,
      distance_km: 6.8,
    });
    expect(quoteDelivery(byDistance, store, 790, { neighborhood: "Moema" })).toMatchObject({
      served: false,
      distance_km: null,
    });
  });
});

describe("bandFee", () => {
  it("includes the upper bound of a band", () => {
    expect(bandFee(byDistance.bands, 3)).toBe(400);
    expect(bandFee(byDistance.bands, 3.0001)).toBe(900);
    expect(bandFee(byDistance.bands, 6.0001)).toBeNull();
  });
});

describe("pickableAreas", () => {
  it("lists every area in NEIGHBORHOOD mode and only the served ones in DISTANCE mode", () => {
    expect(pickableAreas(byNeighborhood, store).map((area) => area.name)).toEqual(["Bela Vista", "São João Clímaco"]);
    expect(pickableAreas(byDistance, store)).toEqual([{ name: "Bela Vista", fee: 400 }]);
    expect(pickableAreas(null, store)).toEqual([]);
  });
});

describe("areas the owner set in the console", () => {
  it("refuses a neighbourhood not served by name, though it lies near a served area or inside a band", () => {
    const near = { neighborhood: "Cambuci", latitude: -23.5615, longitude: -46.6466 };
    expect(quoteDelivery({ ...byNeighborhood, not_served: ["cambuci"] }, store, 790, near)).toMatchObject({
      served: false,
      fee: null,
    });
    expect(quoteDelivery({ ...byDistance, not_served: ["CAMBUCI"] }, store, 790, near).served).toBe(false);
    expect(quoteDelivery(byDistance, store, 790, near).served).toBe(true);
  });

  it("finds an area without a point by its name only, and never lists it by distance", () => {
    const named: DeliveryAreas = { ...byNeighborhood, areas: [{ name: "Pinheiros", fee: 1190 }] };
    expect(quoteDelivery(named, store, 790, { neighborhood: "pinheiros" })).toMatchObject({
      served: true,
      area_name: "Pinheiros",
      distance_km: null,
      fee: 1190,
    });
    expect(quoteDelivery(named, store, 790, { latitude: -23.5667, longitude: -46.6917 }).served).toBe(false);
    expect(pickableAreas({ ...byDistance, areas: [{ name: "Pinheiros", fee: 0 }] }, store)).toEqual([]);
  });
});
