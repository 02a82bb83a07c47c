import { beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema, bannersResponseSchema } from "../../contract";
import { fixtureMerchants } from "./fixtures";
import { accessTokenFor, getWithToken, seed } from "./helpers";

let token: string;
beforeAll(async () => {
  await seed(fixtureMerchants);
  token = await accessTokenFor("test-pizzaria");
});

async function banners(query = "") {
  const response = await getWithToken(`/test-pizzaria/banners${query}`, token);
  expect(response.status).toBe(200);
  return bannersResponseSchema.parse(await response.json());
}

/** Banner ids of the pizzeria fixture are 90101000 + their order. */
const orders = (body: { data: { id: number; order: number }[] }) =>
  body.data.map((banner) => {
    expect(banner.id).toBe(90101000 + banner.order);
    return banner.order;
  });

describe("GET /{slug}/banners", () => {
  it("lists every banner of the merchant by order, 0 first", async () => {
    const body = await banners();
    expect(orders(body)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(body.paging).toEqual({ page: 1, size: 20, total: 7 });
    expect(body.data[3]).toMatchObject({ starts_at: "2025-06-01T03:00:00.000Z", ends_at: "2025-07-01T02:59:59.000Z" });
    // Stored normalised to UTC: "2025-05-31T12:00:00-03:00".
    expect(body.data[6]!.ends_at).toBe("2025-05-31T15:00:00.000Z");
  });

  it("pages", async () => {
    const second = await banners("?page=2&size=2");
    expect(orders(second)).toEqual([2, 3]);
    expect(second.paging).toEqual({ page: 2, size: 2, total: 7 });
    expect(orders(await banners("?page=4&size=2"))).toEqual([6]);
    const beyond = await banners("?page=5&size=2");
    expect(beyond.data).toEqual([]);
    expect(beyond.paging.total).toBe(7);
  });

  it("filters by device", async () => {
    expect(orders(await banners("?enabled_desktop=true"))).toEqual([0, 1, 3, 4, 5, 6]);
    expect(orders(await banners("?enabled_mobile=true"))).toEqual([0, 2, 3, 4, 5, 6]);
    expect(orders(await banners("?enabled_mobile=false"))).toEqual([1]);
    const both = await banners("?enabled_desktop=true&enabled_mobile=true&size=3");
    expect(orders(both)).toEqual([0, 3, 4]);
    expect(both.paging.total).toBe(5);
  });

  it("filters by an instant: starts_at <= date <= ends_at, null bounds open", async () => {
    expect(orders(await banners("?filters_date=2025-06-15T12:00:00Z"))).toEqual([0, 1, 2, 3, 5]);
    expect(orders(await banners(`?filters_date=${encodeURIComponent("2025-08-01T00:00:00-03:00")}`))).toEqual([
      0, 1, 2, 4, 5,
    ]);
    // Bounds are inclusive.
    expect(orders(await banners("?filters_date=2025-05-31T15:00:00Z"))).toEqual([0, 1, 2, 5, 6]);
    expect(orders(await banners("?filters_date=2025-05-31T15:00:00.001Z"))).toEqual([0, 1, 2, 5]);
  });

  it("filters by a date: banners running at some time that day in the merchant's timezone", async () => {
    // 31 May in São Paulo ends 2025-06-01T02:59:59.999Z: "Junho" starts after it, "Até maio" ends within it.
    expect(orders(await banners("?filters_date=2025-05-31"))).toEqual([0, 1, 2, 5, 6]);
    expect(orders(await banners("?filters_date=2025-06-01"))).toEqual([0, 1, 2, 3, 5]);
    // "Junho" ends 2025-07-01T02:59:59Z, still 30 June in São Paulo; "Desde julho" starts at 1 July 00:00 there.
    expect(orders(await banners("?filters_date=2025-06-30"))).toEqual([0, 1, 2, 3, 5]);
    expect(orders(await banners("?filters_date=2025-07-01"))).toEqual([0, 1, 2, 4, 5]);
  });

  it("never lists another merchant's banners", async () => {
    const other = await accessTokenFor("test-outra-franquia");
    const body = bannersResponseSchema.parse(await (await getWithToken("/test-outra-franquia/banners", other)).json());
    expect(body.data.map((banner) => banner.id)).toEqual([90701000]);
    expect((await banners()).data.map((banner) => banner.id)).not.toContain(90701000);
  });

  it.each([
    ["?filters_date=yesterday", "filters_date"],
    ["?filters_date=2025-06-15T12:00:00", "filters_date"],
    ["?page=0", "page"],
    ["?size=101", "size"],
    ["?size=abc", "size"],
    ["?enabled_desktop=yes", "enabled_desktop"],
  ])("refuses %s with 400", async (query, field) => {
    const response = await getWithToken(`/test-pizzaria/banners${query}`, token);
    expect(response.status).toBe(400);
    const body = apiErrorSchema.parse(await response.json());
    expect(body.code).toBe("VALIDATION_ERROR");
    expect(body.errors?.map((error) => error.field)).toContain(field);
  });
});
