import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type GeocodedAddress,
  deliveryFeeLocationResponseSchema,
  distanceResponseSchema,
  geocodingResponseSchema,
} from "../../contract";
import { locationIqGeocoder } from "../src/geocoding/locationiq";
import { demoMerchants } from "../seed/data";
import { accessTokenFor, expectError, getWithToken, seed } from "./helpers";

// Geocoding through the provider's adapter, against the stand-in of the demo cities.
beforeAll(() => seed(demoMerchants));

const TAQUERIA = "taqueria-el-guero";
const PIZZA = "bella-napoli";

async function read(slug: string, path: string): Promise<GeocodedAddress> {
  const response = await getWithToken(`/${slug}/locations/${path}`, await accessTokenFor(slug));
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return geocodingResponseSchema.parse(body).data;
}

describe("GET /{slug}/locations/reverse_geocoding", () => {
  it("names the building at a point: street, number, neighbourhood, city, state and postal code", async () => {
    expect(await read(PIZZA, "reverse_geocoding?latitude=-23.5614&longitude=-46.6559")).toEqual({
      street: "Avenida Paulista",
      number: "1578",
      neighborhood: "Bela Vista",
      city: "São Paulo",
      state: "SP",
      zip_code: "01310100",
      country: "BRA",
      latitude: -23.5614,
      longitude: -46.6559,
      precision: "ADDRESS",
    });
  });

  it("names the street near a point without a known building, and only the city farther out", async () => {
    expect(await read(TAQUERIA, "reverse_geocoding?latitude=19.4335&longitude=-99.1960")).toMatchObject({
      street: null,
      number: null,
      neighborhood: "Polanco",
      zip_code: "11560",
      city: "Ciudad de México",
      precision: "POSTAL_CODE",
    });
    expect(await read(TAQUERIA, "reverse_geocoding?latitude=19.262&longitude=-99.104")).toMatchObject({
      neighborhood: null,
      zip_code: null,
      city: "Ciudad de México",
      precision: "CITY",
    });
  });

  it("answers 404 far from every city it knows, or in another country, and 400 for a bad point", async () => {
    const token = await accessTokenFor(PIZZA);
    await expectError(
      await getWithToken(`/${PIZZA}/locations/reverse_geocoding?latitude=0&longitude=0`, token),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await getWithToken(`/${PIZZA}/locations/reverse_geocoding?latitude=19.4185&longitude=-99.161`, token),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await getWithToken(`/${PIZZA}/locations/reverse_geocoding?latitude=91&longitude=0`, token),
      400,
      "VALIDATION_ERROR",
    );
    await expectError(
      await getWithToken(`/${PIZZA}/locations/reverse_geocoding?latitude=-23.5`, token),
      400,
      "VALIDATION_ERROR",
    );
  });
});

describe("GET /{slug}/locations/geocoding", () => {
  it("finds a typed building, a postal code's street, and a city", async () => {
    const building = new URLSearchParams({
      street: "Calle Orizaba",
      number: "101",
      zip_code: "06700",
      city: "Ciudad de México",
    });
    expect(await read(TAQUERIA, `geocoding?${building}`)).toMatchObject({
      latitude: 19.4185,
      longitude: -99.161,
      precision: "ADDRESS",
    });
    const street = new URLSearchParams({ street: "Calle Orizaba", number: "9", zip_code: "06700" });
    expect(await read(TAQUERIA, `geocoding?${street}`)).toMatchObject({
      latitude: 19.419,
      longitude: -99.163,
      precision: "POSTAL_CODE",
    });
    expect(await read(PIZZA, `geocoding?${new URLSearchParams({ city: "Curitiba" })}`)).toMatchObject({
      state: "PR",
      precision: "CITY",
    });
  });

  it("answers 404 for a place it does not know and 400 without a postal code or city", async () => {
    const token = await accessTokenFor(PIZZA);
    await expectError(await getWithToken(`/${PIZZA}/locations/geocoding?city=Atlantis`, token), 404, "NOT_FOUND");
    await expectError(
      await getWithToken(`/${PIZZA}/locations/geocoding?street=Rua%20A`, token),
      400,
      "VALIDATION_ERROR",
    );
  });
});

describe("GET /{slug}/locations/distance and the taqueria's fee by real distance", () => {
  const distance = async (query: string) => {
    const response = await getWithToken(`/${TAQUERIA}/locations/distance?${query}`, await accessTokenFor(TAQUERIA));
    expect(response.status).toBe(200);
    return distanceResponseSchema.parse(await response.json()).data.distance_km;
  };
  const fee = async (query: string) => {
    const response = await getWithToken(`/${TAQUERIA}/delivery_fees/location?${query}`, await accessTokenFor(TAQUERIA));
    expect(response.status).toBe(200);
    return deliveryFeeLocationResponseSchema.parse(await response.json()).data;
  };

  it("measures from the store, or between two points", async () => {
    expect(await distance("latitude=19.4172&longitude=-99.1601")).toBe(0);
    expect(await distance("latitude=19.4315&longitude=-99.1935")).toBeCloseTo(3.82, 1);
    expect(
      await distance("latitude=19.4185&longitude=-99.161&from_latitude=19.4315&from_longitude=-99.1935"),
    ).toBeCloseTo(3.7, 1);
    const token = await accessTokenFor(TAQUERIA);
    await expectError(
      await getWithToken(`/${TAQUERIA}/locations/distance?latitude=1&longitude=1&from_latitude=2`, token),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("prices a geocoded building by its band, and does not serve one beyond the last", async () => {
    const near = await read(
      TAQUERIA,
      `geocoding?${new URLSearchParams({ street: "Calle Orizaba", number: "101", zip_code: "06700" })}`,
    );
    expect(await fee(`latitude=${near.latitude}&longitude=${near.longitude}`)).toMatchObject({
      served: true,
      fee: 2500,
    });
    const polanco = await read(
      TAQUERIA,
      `geocoding?${new URLSearchParams({ street: "Avenida Presidente Masaryk", number: "120", zip_code: "11560" })}`,
    );
    expect(await fee(`latitude=${polanco.latitude}&longitude=${polanco.longitude}`)).toMatchObject({
      served: true,
      fee: 4500,
    });
    const far = await read(TAQUERIA, "reverse_geocoding?latitude=19.262&longitude=-99.104");
    expect(await fee(`latitude=${far.latitude}&longitude=${far.longitude}`)).toMatchObject({
      served: false,
      fee: null,
    });
  });

  // The places the taqueria's e2e walk uses: each band, and Santa Fe beyond the last.
  it("knows a place in each band and Santa Fe beyond them, by location or by postal code", async () => {
    const condesa = await read(TAQUERIA, "reverse_geocoding?latitude=19.4113&longitude=-99.1735");
    expect(condesa).toMatchObject({
      street: "Calle Ámsterdam",
      number: "45",
      neighborhood: "Condesa",
      zip_code: "06140",
    });
    expect(await fee(`latitude=${condesa.latitude}&longitude=${condesa.longitude}`)).toMatchObject({
      served: true,
      fee: 2500,
    });
    const coyoacan = await read(TAQUERIA, `geocoding?${new URLSearchParams({ zip_code: "04000" })}`);
    expect(coyoacan).toMatchObject({ neighborhood: "Coyoacán", city: "Ciudad de México" });
    expect(await fee(`latitude=${coyoacan.latitude}&longitude=${coyoacan.longitude}`)).toMatchObject({
      served: true,
      fee: 7000,
    });

    const located = await read(TAQUERIA, "reverse_geocoding?latitude=19.3594&longitude=-99.2597");
    expect(located).toMatchObject({
      street: "Avenida Vasco de Quiroga",
      number: "3800",
      neighborhood: "Santa Fe",
      zip_code: "01210",
    });
    const typed = await read(TAQUERIA, `geocoding?${new URLSearchParams({ zip_code: "01210" })}`);
    expect(typed).toMatchObject({ neighborhood: "Santa Fe" });
    for (const place of [located, typed]) {
      const quote = await fee(`latitude=${place.latitude}&longitude=${place.longitude}`);
      expect(quote).toMatchObject({ served: false, fee: null });
      expect(quote.distance_km).toBeGreaterThan(10);
    }
  });
});

describe("the LocationIQ adapter over HTTP", () => {
  // The stand-in as the provider would be reached: by URL, with a key.
  const overHttp = (apiKey: string) =>
    locationIqGeocoder({
      apiKey,
      baseUrl: "https://api.internal/provider/geocoding/",
      fetch: (request) => exports.default.fetch(request),
    });

  it("reads the stand-in's answers as it reads LocationIQ's", async () => {
    expect(env.GEOCODER_API_KEY).toBeUndefined();
    const found = await overHttp("test-key").reverse("BRA", { latitude: -23.5614, longitude: -46.6559 });
    expect(found).toMatchObject({ street: "Avenida Paulista", number: "1578", state: "SP", zip_code: "01310100" });
    expect(await overHttp("test-key").search("MEX", { city: "Ciudad de México", zip_code: "06140" })).toMatchObject({
      neighborhood: "Condesa",
    });
    expect(await overHttp("test-key").search("MEX", { city: "Atlantis" })).toBeNull();
  });

  it("fails loudly when the provider refuses the key", async () => {
    await expect(overHttp("").reverse("BRA", { latitude: -23.5614, longitude: -46.6559 })).rejects.toThrow(/401/);
  });
});
