import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  DELIVERY_ERRORS as E,
  SETTINGS_MONEY_MAX,
  type DeliverySettingsRequest,
  deliveryAreasResponseSchema,
  deliveryFeeLocationResponseSchema,
  deliverySettingsResponseSchema,
  operationModesResponseSchema,
  paymentMethodsResponseSchema,
  paymentMethodsSettingsResponseSchema,
  settingsChangesResponseSchema,
  settingsWriteResponseSchema,
} from "../../contract";
import { copShop } from "./cart-fixtures";
import { insertClient, sessionToken } from "./client-fixtures";
import { staffToken } from "./console-fixtures";
import { OTHER_OWNER_EMAIL, OWNER_NAME, STAFF_EMAIL, ownerToken, seedMenuShops } from "./console-menu-fixtures";
import { accessTokenFor, call, expectError, getWithToken, send } from "./helpers";
import { ADDRESS, SHOP, cash, json, orderOf, place, readyCart, shop, visitorToken } from "./orders-fixtures";

/*
 * Delivery, operation modes and payment on delivery in the console (decision 104): every member
 * reads them, only the owner changes them, each write raises the settings version by one and leaves
 * a row of the trail, and the next customer's reads answer the new values.
 */

const DELIVERY = `/console/${SHOP}/settings/delivery`;
const PAYMENTS = `/console/${SHOP}/settings/payment_methods`;

beforeAll(seedMenuShops);

/** The cart shop as it is seeded, sent back whole: Consolação R$ 5,00 and Bela Vista R$ 7,00. */
const asSeeded = (overrides: Partial<DeliverySettingsRequest> = {}): DeliverySettingsRequest => ({
  pricing: "NEIGHBORHOOD",
  fee: 800,
  areas: [
    { name: "Consolação", fee: 500 },
    { name: "Bela Vista", fee: 700 },
  ],
  bands: [],
  not_served: [],
  minimum_order: 3000,
  free_delivery_from: null,
  modes: { delivery: true, takeout: true, table: false },
  ...overrides,
});

const settingsVersion = async (merchantId = shop.id) =>
  (await env.DB.prepare("SELECT settings_version FROM merchants WHERE id = ?1")
    .bind(merchantId)
    .first<number>("settings_version"))!;

const trailCount = async (merchantId = shop.id) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM settings_changes WHERE merchant_id = ?1")
    .bind(merchantId)
    .first<number>("n"))!;

const readDelivery = async (token: string) =>
  (await json(await getWithToken(DELIVERY, token), 200, (body) => deliverySettingsResponseSchema.parse(body))).data;

/** A write that must land: the version raised by exactly one, one row of the trail by the owner; answers that row. */
async function written(path: string, body: unknown) {
  const owner = await ownerToken();
  const version = await settingsVersion();
  const count = await trailCount();
  const answer = await json(await send("PUT", path, owner, body), 200, (raw) => settingsWriteResponseSchema.parse(raw));
  expect(answer.data.version).toBe(version + 1);
  expect(await settingsVersion()).toBe(version + 1);
  expect(await trailCount()).toBe(count + 1);
  const trail = await json(await getWithToken(`/console/${SHOP}/settings/changes`, owner), 200, (raw) =>
    settingsChangesResponseSchema.parse(raw),
  );
  const change = trail.data.changes[0]!;
  expect(change.staff_name).toBe(OWNER_NAME);
  return change;
}

const customerRead = async <T>(path: string, parse: (body: unknown) => T) =>
  json(await getWithToken(`/${SHOP}${path}`, await visitorToken()), 200, parse);

describe("who may change delivery and payment on delivery", () => {
  it("lets every member read, and refuses every write to staff and another store's owner (403), a customer and no login (401)", async () => {
    const staff = await staffToken(SHOP, STAFF_EMAIL);
    expect(await readDelivery(staff)).toMatchObject({
      currency: "BRL",
      pricing: "NEIGHBORHOOD",
      fee: 800,
      areas: [
        { name: "Consolação", fee: 500, located: true },
        { name: "Bela Vista", fee: 700, located: true },
      ],
      minimum_order: 3000,
      free_delivery_from: null,
    });
    const otherOwner = await staffToken(copShop.slug, OTHER_OWNER_EMAIL);
    const customer = await sessionToken(SHOP, shop.id, await insertClient(shop.id, { email: "entrega@cardapio.test" }));
    const writes: [string, unknown][] = [
      [DELIVERY, asSeeded({ fee: 1 })],
      [PAYMENTS, { offline: ["CASH"], machine_brands: [] }],
    ];
    const version = await settingsVersion();
    const count = await trailCount();
    for (const [path, body] of writes) {
      await expectError(await send("PUT", path, staff, body), 403, "FORBIDDEN");
      await expectError(await send("PUT", path, otherOwner, body), 403, "FORBIDDEN");
      await expectError(await send("PUT", path, customer, body), 401, "UNAUTHORIZED");
      await expectError(await send("PUT", path, await visitorToken(), body), 401, "UNAUTHORIZED");
      await expectError(
        await call(path, {
          method: "PUT",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
        401,
        "UNAUTHORIZED",
      );
      await expectError(await send("GET", path, customer), 401, "UNAUTHORIZED");
      await expectError(await send("GET", path, otherOwner), 403, "FORBIDDEN");
    }
    expect(await settingsVersion()).toBe(version);
    expect(await trailCount()).toBe(count);
    expect((await readDelivery(staff)).fee).toBe(800);
  });
});

describe("the delivery section's bounds", () => {
  const refusals: [string, DeliverySettingsRequest, string, string][] = [
    ["a negative fee", asSeeded({ areas: [{ name: "Sé", fee: -1 }] }), "areas.0.fee", E.moneyInvalid],
    ["cents of a cent", asSeeded({ fee: 10.5 }), "fee", E.moneyInvalid],
    ["a fee over the bound", asSeeded({ fee: SETTINGS_MONEY_MAX + 1 }), "fee", E.moneyTooHigh],
    ["a minimum over the bound", asSeeded({ minimum_order: SETTINGS_MONEY_MAX + 1 }), "minimum_order", E.moneyTooHigh],
    ["a threshold below 0", asSeeded({ free_delivery_from: -100 }), "free_delivery_from", E.moneyInvalid],
    ["an empty name", asSeeded({ areas: [{ name: "  ", fee: 100 }] }), "areas.0.name", E.nameRequired],
    ["a name too long", asSeeded({ areas: [{ name: "x".repeat(81), fee: 100 }] }), "areas.0.name", E.nameTooLong],
    [
      "a neighbourhood twice, accents aside",
      asSeeded({
        areas: [
          { name: "Consolação", fee: 500 },
          { name: "consolacao", fee: 600 },
        ],
      }),
      "areas.1.name",
      E.nameRepeated,
    ],
    [
      "too many neighbourhoods",
      asSeeded({ areas: Array.from({ length: 201 }, (_, index) => ({ name: `Bairro ${index}`, fee: 100 })) }),
      "areas",
      E.areasTooMany,
    ],
    ["no neighbourhood by neighbourhood", asSeeded({ areas: [] }), "areas", E.areasRequired],
    ["no band by distance", asSeeded({ pricing: "DISTANCE", bands: [] }), "bands", E.bandsRequired],
    [
      "a band list that does not grow",
      asSeeded({
        pricing: "DISTANCE",
        bands: [
          { up_to_km: 3, fee: 500 },
          { up_to_km: 3, fee: 900 },
        ],
      }),
      "bands.1.up_to_km",
      E.kmNotGrowing,
    ],
    [
      "a band beyond 100 km",
      asSeeded({ pricing: "DISTANCE", bands: [{ up_to_km: 101, fee: 1 }] }),
      "bands.0.up_to_km",
      E.kmInvalid,
    ],
    [
      "a band of 0 km",
      asSeeded({ pricing: "DISTANCE", bands: [{ up_to_km: 0, fee: 1 }] }),
      "bands.0.up_to_km",
      E.kmInvalid,
    ],
    [
      "a served neighbourhood also not served",
      asSeeded({ not_served: ["Bela vista"] }),
      "not_served.0",
      E.notServedListed,
    ],
    ["every mode off", asSeeded({ modes: { delivery: false, takeout: false, table: false } }), "modes", E.modeRequired],
  ];

  it.each(refusals)("refuses %s on its field, writing nothing", async (_, body, field, message) => {
    const owner = await ownerToken();
    const version = await settingsVersion();
    const refused = await expectError(await send("PUT", DELIVERY, owner, body), 400, "VALIDATION_ERROR");
    expect(refused.errors).toContainEqual({ field, message });
    expect(await settingsVersion()).toBe(version);
  });

  it("refuses a card machine's method without a brand on its field", async () => {
    const owner = await ownerToken();
    const refused = await expectError(
      await send("PUT", PAYMENTS, owner, { offline: ["CASH", "DEBIT_CARD"], machine_brands: [] }),
      400,
      "VALIDATION_ERROR",
    );
    expect(refused.errors).toEqual([{ field: "machine_brands", message: E.brandsRequired }]);
    await expectError(
      await send("PUT", PAYMENTS, owner, { offline: ["CHEQUE"], machine_brands: [] }),
      400,
      "VALIDATION_ERROR",
    );
  });
});

describe("a delivery change is what the next customer reads", () => {
  it("adds a neighbourhood with its fee: the areas, the quote for the address and the order all take it", async () => {
    const change = await written(
      DELIVERY,
      asSeeded({
        areas: [
          { name: "Consolação", fee: 500 },
          { name: "Bela Vista", fee: 700 },
          { name: " Pinheiros ", fee: 1190 },
        ],
      }),
    );
    expect(change).toMatchObject({ section: "delivery", action: "update" });
    expect(change.changes).toEqual([
      {
        field: "areas",
        from: ["Consolação: R$\u00a05,00", "Bela Vista: R$\u00a07,00"],
        to: ["Consolação: R$\u00a05,00", "Bela Vista: R$\u00a07,00", "Pinheiros: R$\u00a011,90"],
      },
    ]);

    const areas = await customerRead("/delivery_areas", (body) => deliveryAreasResponseSchema.parse(body));
    expect(areas.data.areas).toContainEqual({ name: "Pinheiros", fee: 1190 });
    const quote = await customerRead("/delivery_fees/location?neighborhood=pinheiros", (body) =>
      deliveryFeeLocationResponseSchema.parse(body),
    );
    expect(quote.data).toMatchObject({ served: true, area_name: "Pinheiros", fee: 1190 });

    const token = await visitorToken();
    const cart = await readyCart(token, { ...ADDRESS, neighborhood: "Pinheiros" });
    expect(cart.delivery.area_name).toBe("Pinheiros");
    expect(cart.summary.delivery_fee).toBe(1190);
    const order = await orderOf(await place(token, cart.guid, cash()));
    expect(order.summary.delivery_fee).toBe(1190);
    expect(order.summary.total).toBe(cart.summary.total);

    // The seeded neighbourhoods kept their points: a customer located near Bela Vista is still matched to it.
    const near = await customerRead("/delivery_fees/location?latitude=-23.5620&longitude=-46.6470", (body) =>
      deliveryFeeLocationResponseSchema.parse(body),
    );
    expect(near.data).toMatchObject({ served: true, area_name: "Bela Vista", fee: 700 });
  });

  it("refuses a neighbourhood not served, even near a served one, and delivers free from the threshold", async () => {
    await written(DELIVERY, asSeeded({ not_served: ["Cambuci"], free_delivery_from: 5000 }));
    const refused = await customerRead(
      "/delivery_fees/location?neighborhood=Cambuci&latitude=-23.5620&longitude=-46.6470",
      (body) => deliveryFeeLocationResponseSchema.parse(body),
    );
    expect(refused.data).toMatchObject({ served: false, fee: null });

    // Two burgers and fries reach R$ 50,00 of items: Consolação's R$ 5,00 is not charged.
    const token = await visitorToken();
    const cart = await readyCart(token);
    expect(cart.summary.subtotal).toBeGreaterThanOrEqual(5000);
    expect(cart.summary.delivery_fee).toBe(0);
    const order = await orderOf(await place(token, cart.guid, cash()));
    expect(order.summary.delivery_fee).toBe(0);

    await written(DELIVERY, asSeeded({ free_delivery_from: 100_00 }));
    expect((await readyCart(await visitorToken())).summary.delivery_fee).toBe(500);
  });

  it("prices by distance bands from the store, and a single fee everywhere", async () => {
    const change = await written(
      DELIVERY,
      asSeeded({
        pricing: "DISTANCE",
        bands: [
          { up_to_km: 2, fee: 400 },
          { up_to_km: 5.5, fee: 900 },
        ],
      }),
    );
    expect(change.changes).toContainEqual({ field: "pricing", from: "NEIGHBORHOOD", to: "DISTANCE" });
    const settings = await readDelivery(await ownerToken());
    expect(settings).toMatchObject({
      pricing: "DISTANCE",
      bands: [
        { up_to_km: 2, fee: 400 },
        { up_to_km: 5.5, fee: 900 },
      ],
    });
    const far = await customerRead("/delivery_fees/location?latitude=-23.70&longitude=-46.80", (body) =>
      deliveryFeeLocationResponseSchema.parse(body),
    );
    expect(far.data.served).toBe(false);
    const near = await customerRead("/delivery_fees/location?neighborhood=Consolação", (body) =>
      deliveryFeeLocationResponseSchema.parse(body),
    );
    expect(near.data.served).toBe(true);
    expect([400, 900]).toContain(near.data.fee);

    await written(DELIVERY, asSeeded({ pricing: "EVERYWHERE", fee: 650 }));
    const anywhere = await customerRead("/delivery_fees/location?neighborhood=Cambuci", (body) =>
      deliveryFeeLocationResponseSchema.parse(body),
    );
    expect(anywhere.data).toMatchObject({ served: true, fee: 650 });
    expect((await readDelivery(await ownerToken())).pricing).toBe("EVERYWHERE");
    await written(DELIVERY, asSeeded());
  });

  it("turns takeout off and table on: the modes read says so and a takeout cart is refused", async () => {
    const change = await written(DELIVERY, asSeeded({ modes: { delivery: true, takeout: false, table: true } }));
    expect(change.changes).toEqual([
      { field: "takeout", from: true, to: false },
      { field: "table", from: false, to: true },
    ]);
    const modes = await customerRead("/operation_modes", (body) => operationModesResponseSchema.parse(body));
    expect(modes.data.takeout_configuration.enabled).toBe(false);
    expect(modes.data.table_configuration.enabled).toBe(true);
    expect(modes.data.delivery_configuration.time_to_receive).toEqual(
      shop.operation_modes.delivery_configuration.time_to_receive,
    );

    const token = await visitorToken();
    const cart = await readyCart(token);
    await expectError(
      await send("PUT", `/${SHOP}/carts/${cart.guid}/delivery_method`, token, { cart: { delivery_type: "TAKEOUT" } }),
      422,
      "DELIVERY_TYPE_INVALID",
    );
    await written(DELIVERY, asSeeded());
  });
});

describe("a section sent twice", () => {
  it("writes once: the second, the same, leaves the version and the trail as they were", async () => {
    const owner = await ownerToken();
    await written(DELIVERY, asSeeded({ minimum_order: 4500 }));
    const payments = await json(await getWithToken(PAYMENTS, owner), 200, (raw) =>
      paymentMethodsSettingsResponseSchema.parse(raw),
    );
    const version = await settingsVersion();
    const count = await trailCount();
    for (const [path, body] of [
      [DELIVERY, asSeeded({ minimum_order: 4500 })],
      [PAYMENTS, { offline: payments.data.offline, machine_brands: payments.data.machine_brands }],
    ] as const) {
      const again = await json(await send("PUT", path, owner, body), 200, (raw) =>
        settingsWriteResponseSchema.parse(raw),
      );
      expect(again.data).toEqual({ id: null, version });
    }
    expect(await settingsVersion()).toBe(version);
    expect(await trailCount()).toBe(count);
    await written(DELIVERY, asSeeded());
  });
});

describe("payment on delivery", () => {
  it("answers what the store takes, the machine's brands and the online methods, and the customer's list follows a change", async () => {
    const owner = await ownerToken();
    const before = await json(await getWithToken(PAYMENTS, owner), 200, (body) =>
      paymentMethodsSettingsResponseSchema.parse(body),
    );
    expect(before.data.offline).toEqual(["CASH", "CREDIT_CARD", "PIX_ON_DELIVERY"]);
    expect(before.data.online).toContain("PIX");

    const change = await written(PAYMENTS, {
      offline: ["PIX_ON_DELIVERY", "DEBIT_CARD"],
      machine_brands: ["VISA", "ELO"],
    });
    expect(change).toMatchObject({ section: "payment_methods", action: "update" });
    expect(change.changes).toContainEqual({
      field: "offline",
      from: ["CASH", "CREDIT_CARD", "PIX_ON_DELIVERY"],
      to: ["DEBIT_CARD", "PIX_ON_DELIVERY"],
    });

    const methods = await json(
      await getWithToken(`/${SHOP}/payment_methods`, await accessTokenFor(SHOP)),
      200,
      (body) => paymentMethodsResponseSchema.parse(body),
    );
    expect(methods.data.offline_payments).toEqual([
      { code: "DEBIT_CARD", brands: ["VISA", "ELO"] },
      { code: "PIX_ON_DELIVERY", brands: [] },
    ]);
    // Online payment is the online page's (decision 089): untouched.
    expect(methods.data.online_payments.find((method) => method.code === "PIX")?.enabled).toBe(true);

    const token = await visitorToken();
    const cart = await readyCart(token);
    await expectError(await place(token, cart.guid, cash()), 422, "PAYMENT_METHOD_UNAVAILABLE");
    await written(PAYMENTS, { offline: ["CASH", "CREDIT_CARD", "PIX_ON_DELIVERY"], machine_brands: ["VISA"] });
  });

  it("keeps the machine's brands at a store without online payment", async () => {
    const otherOwner = await staffToken(copShop.slug, OTHER_OWNER_EMAIL);
    const path = `/console/${copShop.slug}/settings/payment_methods`;
    await json(
      await send("PUT", path, otherOwner, { offline: ["CASH", "CREDIT_CARD"], machine_brands: ["MASTER"] }),
      200,
      (body) => settingsWriteResponseSchema.parse(body),
    );
    const read = await json(await getWithToken(path, otherOwner), 200, (body) =>
      paymentMethodsSettingsResponseSchema.parse(body),
    );
    expect(read.data).toMatchObject({ offline: ["CASH", "CREDIT_CARD"], machine_brands: ["MASTER"], online: [] });
  });
});
