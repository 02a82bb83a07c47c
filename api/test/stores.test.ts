import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema, citiesResponseSchema, storesResponseSchema } from "../../contract";
import { fixtureMerchants } from "./fixtures";
import { accessTokenFor, getWithToken, seed } from "./helpers";

let token: string;
beforeAll(async () => {
  await seed(fixtureMerchants);
  token = await accessTokenFor("test-franquia");
});

async function stores(query = "", slug = "test-franquia", bearer = token) {
  const response = await getWithToken(`/merchants/${slug}/stores${query}`, bearer);
  expect(response.status).toBe(200);
  return storesResponseSchema.parse(await response.json());
}

const slugs = (body: { data: { slug: string }[] }) => body.data.map((store) => store.slug);

/** The fixture stores open 11:00-23:00 every day in São Paulo: worked out here apart from the API's own code. */
function openByFixtureHours(now = new Date()): boolean {
  const hour = Number(
    new Intl.DateTimeFormat("en-GB", { hour: "2-digit", hourCycle: "h23", timeZone: "America/Sao_Paulo" }).format(now),
  );
  return hour >= 11 && hour < 23;
}
const SE = encodeURIComponent("-23.5505,-46.6333");

describe("GET /merchants/{franchise}/stores", () => {
  it("lists only the stores of this franchise, by name, without distance", async () => {
    const body = await stores();
    expect(slugs(body)).toEqual(["test-loja-paulista", "test-loja-campinas", "test-loja-oculta", "test-loja-se"]);
    expect(body.paging).toEqual({ page: 1, size: 20, total: 4 });
    expect(body.data.every((store) => store.distance === null)).toBe(true);
    expect(body.data[3]).toEqual({
      id: 90300000,
      slug: "test-loja-se",
      name: "Loja Sé",
      visible: true,
      address: {
        street: "Rua Augusta",
        number: "100",
        neighborhood: "Consolação",
        city: "São Paulo",
        state: "SP",
        zip_code: "01304000",
      },
      distance: null,
      city: { id: 90001, name: "São Paulo" },
      geolocation: { latitude: -23.5505, longitude: -46.6333 },
      opened: openByFixtureHours(),
      delivery_configuration: { enabled: true },
      takeout_configuration: { enabled: true },
    });
  });

  it("carries visibility, hidden addresses and delivery modes for the storefront's filter", async () => {
    const body = await stores();
    const hidden = body.data.find((store) => store.slug === "test-loja-oculta");
    expect(hidden).toMatchObject({ visible: false, address: null });
    const campinas = body.data.find((store) => store.slug === "test-loja-campinas");
    expect(campinas).toMatchObject({
      delivery_configuration: { enabled: false },
      takeout_configuration: { enabled: true },
    });
  });

  it("sorts by haversine distance from a geolocation", async () => {
    const body = await stores(`?geolocation=${SE}`);
    expect(slugs(body)).toEqual(["test-loja-se", "test-loja-oculta", "test-loja-paulista", "test-loja-campinas"]);
    const distances = body.data.map((store) => store.distance);
    expect(distances[0]).toBe(0);
    expect(distances[1]).toBeCloseTo(0.341, 2);
    expect(distances[2]).toBeCloseTo(2.603, 2);
    expect(distances[3]).toBeCloseTo(83.967, 1);
  });

  it("can still sort by name when a geolocation is given", async () => {
    const body = await stores(`?geolocation=${SE}&sort=name`);
    expect(slugs(body)[0]).toBe("test-loja-paulista");
    expect(body.data[0]!.distance).toBeCloseTo(2.603, 2);
  });

  it("pages after sorting", async () => {
    const body = await stores(`?geolocation=${SE}&page=2&size=2`);
    expect(slugs(body)).toEqual(["test-loja-paulista", "test-loja-campinas"]);
    expect(body.paging).toEqual({ page: 2, size: 2, total: 4 });
  });

  it("filters by city, visibility and delivery method", async () => {
    expect(slugs(await stores("?city_id=90002"))).toEqual(["test-loja-campinas"]);
    expect(slugs(await stores("?visible=true"))).toEqual(["test-loja-paulista", "test-loja-campinas", "test-loja-se"]);
    expect(slugs(await stores("?visible=false"))).toEqual(["test-loja-oculta"]);
    expect(slugs(await stores("?delivery_method=DELIVERY"))).not.toContain("test-loja-campinas");
    expect((await stores("?delivery_method=TAKEOUT")).paging.total).toBe(4);
  });

  it("lists another franchise's stores only under that franchise", async () => {
    const other = await accessTokenFor("test-outra-franquia");
    expect(slugs(await stores("", "test-outra-franquia", other))).toEqual(["test-outra-loja"]);
    expect(slugs(await stores())).not.toContain("test-outra-loja");
  });

  it("lists its franchise's stores under a store", async () => {
    const store = await accessTokenFor("test-loja-se");
    expect(slugs(await stores(`?geolocation=${SE}`, "test-loja-se", store))).toEqual(
      slugs(await stores(`?geolocation=${SE}`)),
    );
  });

  it("lists nothing under a merchant that is not a franchise", async () => {
    const pizzeria = await accessTokenFor("test-pizzaria");
    const body = await stores("", "test-pizzaria", pizzeria);
    expect(body).toEqual({
      data: [],
      paging: { page: 1, size: 20, total: 0 },
      filteredStores: 0,
      hasAnyLargeDistance: false,
    });
  });

  it.each([
    ["?geolocation=abc", "geolocation"],
    ["?geolocation=91,0", "geolocation"],
    ["?sort=distance", "sort"],
    ["?sort=rating", "sort"],
    ["?delivery_method=TABLE", "delivery_method"],
    ["?size=1001", "size"],
  ])("refuses %s with 400", async (query, field) => {
    const response = await getWithToken(`/merchants/test-franquia/stores${query}`, token);
    expect(response.status).toBe(400);
    const body = apiErrorSchema.parse(await response.json());
    expect(body.code).toBe("VALIDATION_ERROR");
    expect(body.errors?.map((error) => error.field)).toContain(field);
  });

  it("says whether each store is open now and can put open stores first", async () => {
    const body = await stores("?sort=opened");
    expect(body.data.every((store) => store.opened === openByFixtureHours())).toBe(true);
    // All four keep the same hours: the order falls back to the name.
    expect(slugs(body)).toEqual(["test-loja-paulista", "test-loja-campinas", "test-loja-oculta", "test-loja-se"]);
  });

  it("counts the stores the list keeps and flags stores beyond 300 km of the geolocation", async () => {
    const near = await stores(`?geolocation=${SE}`);
    // Loja Oculta is hidden (and has no address): three of four are kept.
    expect(near).toMatchObject({ filteredStores: 3, hasAnyLargeDistance: false });
    // From Curitiba: Sé and Paulista are about 340 km away, Campinas about 400 km.
    const curitiba = await stores(`?geolocation=${encodeURIComponent("-25.4307,-49.2661")}`);
    expect(curitiba.hasAnyLargeDistance).toBe(true);
    expect(curitiba.filteredStores).toBe(0);
    expect(curitiba.data.every((store) => store.distance! > 300)).toBe(true);
    // From Campinas itself, the São Paulo stores (~84 km) are near, none is far.
    const campinas = await stores(`?geolocation=${encodeURIComponent("-22.9056,-47.0608")}`);
    expect(campinas).toMatchObject({ filteredStores: 3, hasAnyLargeDistance: false });
    expect(slugs(campinas)[0]).toBe("test-loja-campinas");
    // Without a geolocation nothing is far.
    expect((await stores()).hasAnyLargeDistance).toBe(false);
  });

  it("says with a geolocation whether each store delivers there: delivery on and the point within its areas", async () => {
    // Paulista delivers up to 1 km by distance bands; Sé has no areas (it delivers everywhere); Campinas takes out only.
    const bands = { mode: "DISTANCE", areas: [], bands: [{ up_to_km: 1, fee: 500 }] };
    await env.DB.prepare("UPDATE merchants SET delivery_areas = ? WHERE slug = ?")
      .bind(JSON.stringify(bands), "test-loja-paulista")
      .run();
    try {
      const deliversFrom = async (point: string) =>
        Object.fromEntries(
          (await stores(`?geolocation=${encodeURIComponent(point)}`)).data.map((store) => [
            store.slug,
            store.delivers_here,
          ]),
        );
      expect(await deliversFrom("-23.5505,-46.6333")).toMatchObject({
        "test-loja-se": true,
        "test-loja-paulista": false,
        "test-loja-campinas": false,
      });
      expect(await deliversFrom("-23.5610,-46.6550")).toMatchObject({
        "test-loja-se": true,
        "test-loja-paulista": true,
        "test-loja-campinas": false,
      });
      // Without a geolocation it is not said.
      expect((await stores()).data.every((store) => store.delivers_here === undefined)).toBe(true);
    } finally {
      await env.DB.prepare("UPDATE merchants SET delivery_areas = NULL WHERE slug = ?")
        .bind("test-loja-paulista")
        .run();
    }
  });
});

describe("GET /{slug}/cities", () => {
  async function citiesOf(slug: string, bearer: string) {
    const response = await getWithToken(`/${slug}/cities`, bearer);
    expect(response.status).toBe(200);
    return citiesResponseSchema.parse(await response.json());
  }

  it("lists the cities of the franchise's visible stores, by name, once each", async () => {
    expect(await citiesOf("test-franquia", token)).toEqual({
      data: [
        { id: 90002, name: "Campinas" },
        { id: 90001, name: "São Paulo" },
      ],
      paging: { page: 1, size: 100, total: 2 },
    });
  });

  it("lists its franchise's cities under a store, and none for a merchant outside a franchise", async () => {
    const store = await accessTokenFor("test-loja-se");
    expect((await citiesOf("test-loja-se", store)).data.map((city) => city.name)).toEqual(["Campinas", "São Paulo"]);
    const other = await accessTokenFor("test-outra-franquia");
    expect((await citiesOf("test-outra-franquia", other)).data).toEqual([{ id: 90001, name: "São Paulo" }]);
    const pizzeria = await accessTokenFor("test-pizzaria");
    expect((await citiesOf("test-pizzaria", pizzeria)).data).toEqual([]);
  });
});
