import { beforeAll, describe, expect, it } from "vitest";
import {
  type DeliveryFeeLocation,
  cartResponseSchema,
  deliveryAreasResponseSchema,
  deliveryFeeLocationResponseSchema,
} from "../../contract";
import { demoMerchants } from "../seed/data";
import { accessTokenFor, expectError, getWithToken, seed, send } from "./helpers";

// The demo merchants' delivery areas, as the storefront's end-to-end tests see them.
beforeAll(() => seed(demoMerchants));

const VISITOR = "delivery-visitor-0123";

async function areasOf(slug: string) {
  const response = await getWithToken(`/${slug}/delivery_areas`, await accessTokenFor(slug));
  expect(response.status).toBe(200);
  return deliveryAreasResponseSchema.parse(await response.json()).data;
}

async function locate(slug: string, query: string): Promise<DeliveryFeeLocation> {
  const response = await getWithToken(`/${slug}/delivery_fees/location?${query}`, await accessTokenFor(slug));
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return deliveryFeeLocationResponseSchema.parse(body).data;
}

describe("bella-napoli: a fee per neighbourhood", () => {
  it("lists its bairros with their fees, Cambuci left out", async () => {
    expect(await areasOf("bella-napoli")).toEqual({
      mode: "NEIGHBORHOOD",
      areas: [
        { name: "Aclimação", fee: 800 },
        { name: "Bela Vista", fee: 500 },
        { name: "Consolação", fee: 700 },
        { name: "Jardim Paulista", fee: 900 },
        { name: "Liberdade", fee: 600 },
        { name: "Paraíso", fee: 700 },
        { name: "Vila Mariana", fee: 1200 },
      ],
    });
  });

  it("matches a neighbourhood without case or accents", async () => {
    expect(await locate("bella-napoli", "neighborhood=PARAISO")).toEqual({
      served: true,
      mode: "NEIGHBORHOOD",
      area_name: "Paraíso",
      distance_km: 1.69,
      fee: 700,
      time_to_receive: { minimum: 40, maximum: 60 },
    });
    expect(await locate("bella-napoli", `neighborhood=${encodeURIComponent("  vila   mariana ")}`)).toMatchObject({
      area_name: "Vila Mariana",
      fee: 1200,
    });
  });

  it("serves a position by the nearest bairro within 3 km, and nothing farther", async () => {
    expect(await locate("bella-napoli", "latitude=-23.5580&longitude=-46.6350")).toMatchObject({
      served: true,
      area_name: "Liberdade",
      fee: 600,
    });
    expect(await locate("bella-napoli", "latitude=-23.5017&longitude=-46.6257")).toEqual({
      served: false,
      mode: "NEIGHBORHOOD",
      area_name: null,
      distance_km: 6.8,
      fee: null,
      time_to_receive: null,
    });
  });

  it("does not serve Cambuci by name", async () => {
    expect(await locate("bella-napoli", "neighborhood=Cambuci")).toMatchObject({
      served: false,
      fee: null,
      area_name: null,
    });
  });

  it("checks the query", async () => {
    const as = await accessTokenFor("bella-napoli");
    await expectError(await getWithToken("/bella-napoli/delivery_fees/location", as), 400, "VALIDATION_ERROR");
    await expectError(
      await getWithToken("/bella-napoli/delivery_fees/location?latitude=-23.5", as),
      400,
      "VALIDATION_ERROR",
    );
    await expectError(
      await getWithToken("/bella-napoli/delivery_fees/location?latitude=abc&longitude=1", as),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("charges a cart the fee of its bairro, and refuses Cambuci", async () => {
    const token = await accessTokenFor("bella-napoli", VISITOR);
    const created = await send("POST", "/bella-napoli/carts", token, { cart: {} });
    const { guid } = cartResponseSchema.parse(await created.json()).data;
    const deliveryMethod = (neighborhood: string) =>
      send("PUT", `/bella-napoli/carts/${guid}/delivery_method`, token, {
        cart: { delivery_type: "DELIVERY", address: { neighborhood } },
      });
    await expectError(await deliveryMethod("Cambuci"), 422, "DELIVERY_NOT_AVAILABLE");
    const cart = cartResponseSchema.parse(await (await deliveryMethod("Liberdade")).json()).data;
    expect([cart.delivery.area_name, cart.summary.delivery_fee]).toEqual(["Liberdade", 600]);
  });
});

describe("taqueria-el-guero: a fee per band of distance", () => {
  it("lists the colonias within 10 km with the fee of their band", async () => {
    expect(await areasOf("taqueria-el-guero")).toEqual({
      mode: "DISTANCE",
      areas: [
        { name: "Centro Histórico", fee: 4500 },
        { name: "Condesa", fee: 2500 },
        { name: "Coyoacán", fee: 7000 },
        { name: "Del Valle", fee: 4500 },
        { name: "Juárez", fee: 2500 },
        { name: "Polanco", fee: 4500 },
        { name: "Roma Norte", fee: 2500 },
      ],
    });
  });

  it("prices a position by its distance from the store", async () => {
    expect(await locate("taqueria-el-guero", "latitude=19.4113&longitude=-99.1735")).toEqual({
      served: true,
      mode: "DISTANCE",
      area_name: null,
      distance_km: 1.55,
      fee: 2500,
      time_to_receive: { minimum: 25, maximum: 40 },
    });
    expect(await locate("taqueria-el-guero", "latitude=19.35&longitude=-99.162")).toMatchObject({
      served: true,
      fee: 7000,
    });
  });

  it("prices a colonia by name through its coordinates, and serves nothing past 10 km", async () => {
    expect(await locate("taqueria-el-guero", "neighborhood=polanco")).toMatchObject({
      served: true,
      area_name: "Polanco",
      distance_km: 4.07,
      fee: 4500,
    });
    expect(await locate("taqueria-el-guero", "neighborhood=Santa%20Fe")).toMatchObject({
      served: false,
      distance_km: 12.32,
      fee: null,
    });
    expect(await locate("taqueria-el-guero", "neighborhood=Narvarte")).toMatchObject({
      served: false,
      distance_km: null,
      fee: null,
    });
  });
});

describe("la-brasa-burger: no delivery areas", () => {
  it("lists no areas and serves every address at the store's delivery fee", async () => {
    expect(await areasOf("la-brasa-burger")).toEqual({ mode: "NEIGHBORHOOD", areas: [] });
    const fee = demoMerchants.find((merchant) => merchant.slug === "la-brasa-burger")!.order_settings.delivery_fee
      .value;
    expect(await locate("la-brasa-burger", "neighborhood=El%20Poblado")).toMatchObject({
      served: true,
      fee,
      area_name: null,
    });
  });
});

describe("sabor-da-casa-recife: closed until further notice", () => {
  it("refuses to validate a cart (MERCHANT_CLOSED)", async () => {
    const slug = "sabor-da-casa-recife";
    const recife = demoMerchants.find((merchant) => merchant.slug === slug)!;
    const item = recife.categories
      .filter((category) => category.enabled && !category.redeemable)
      .flatMap((category) => category.items)
      .find((entry) => entry.enabled && entry.available && entry.option_groups.every((group) => group.min === 0))!;
    const token = await accessTokenFor(slug, VISITOR);
    const created = await send("POST", `/${slug}/carts`, token, {
      cart: { items: [{ item_id: item.id, quantity: 5 }] },
    });
    expect(created.status).toBe(201);
    const { guid } = cartResponseSchema.parse(await created.json()).data;
    const error = await expectError(
      await send("GET", `/${slug}/carts/${guid}/validate`, token),
      422,
      "MERCHANT_CLOSED",
    );
    expect(error.message).toBe("The store is closed now");
  });
});
