import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  cartResponseSchema,
  consoleDayResponseSchema,
  daySwitchResponseSchema,
  operationStatusNowResponseSchema,
} from "../../contract";
import { endOfStoreDay } from "../src/domain/store-day";
import { copShop } from "./cart-fixtures";
import { insertStaff, staffToken } from "./console-fixtures";
import { call, expectError, getWithToken, seed, send } from "./helpers";
import {
  ADMIN,
  AO_PONTO,
  BATATA,
  SHOP,
  X_BURGER,
  json,
  orderOf,
  place,
  readyCart,
  shop,
  visitorToken,
} from "./orders-fixtures";
import { insertClient, sessionToken } from "./client-fixtures";

/*
 * The day's switches on the API: a dish, an option or a flavour sold out and back, new orders
 * paused and resumed, the times for now; what customers read of them, and what the cart and the
 * order refuse meanwhile.
 */

const OTHER = copShop.slug;
const PIZZA = 91100101;
const GRANDE = 91100202;
const FLAVOR = 91100301;
/** A dish of the other store: never this store's to switch. */
const OTHER_DISH = copShop.categories[0]!.pizzas[0]!.id;

let staff: string;
let owner: string;

beforeAll(async () => {
  await seed([shop, copShop]);
  await insertStaff(shop.id, "dono@carrinho.test", "OWNER", "Dona Carla");
  await insertStaff(shop.id, "equipe@carrinho.test", "STAFF", "Rita");
  await insertStaff(copShop.id, "equipe@pesos.test", "STAFF", "Juan");
  staff = await staffToken(SHOP, "equipe@carrinho.test");
  owner = await staffToken(SHOP, "dono@carrinho.test");
});

const status = async () =>
  json(
    await getWithToken(`/${SHOP}/operation_status_now`, await visitorToken()),
    200,
    (body) => operationStatusNowResponseSchema.parse(body).data,
  );
const consoleDay = async (token = staff) =>
  json(await getWithToken(`/console/${SHOP}/day`, token), 200, (body) => consoleDayResponseSchema.parse(body).data);
const switched = (response: Response) => json(response, 200, (body) => daySwitchResponseSchema.parse(body).data);
const soldOut = (kind: string, id: number, token = staff) =>
  send("PUT", `/console/${SHOP}/sold_out/${kind}/${id}`, token);
const backOnSale = (kind: string, id: number, token = staff) =>
  send("DELETE", `/console/${SHOP}/sold_out/${kind}/${id}`, token);

async function newCart(token: string) {
  return json(
    await send("POST", `/${SHOP}/carts`, token, { cart: { items: [] } }),
    201,
    (body) => cartResponseSchema.parse(body).data,
  );
}
const addItem = (token: string, guid: string, item: unknown) =>
  send("POST", `/${SHOP}/carts/${guid}/items`, token, { item });
const addPizza = (token: string, guid: string) =>
  send("POST", `/${SHOP}/carts/${guid}/pizzas`, token, {
    pizza: { pizza_id: PIZZA, size_id: GRANDE, flavors: [{ flavor_id: FLAVOR, quantity: 1 }], quantity: 1 },
  });

describe("sold out for the day", () => {
  it("a dish, an option and a flavour: shown in the status, refused by the cart, and accepted again once back on sale", async () => {
    const until = endOfStoreDay(new Date(), "America/Sao_Paulo").toISOString();
    expect((await switched(await soldOut("ITEM", BATATA))).sold_out_until).toBe(until);
    await switched(await soldOut("OPTION", AO_PONTO));
    await switched(await soldOut("FLAVOR", FLAVOR, owner));
    expect((await status()).sold_out).toEqual({ items: [BATATA], options: [AO_PONTO], flavors: [FLAVOR] });
    const day = await consoleDay();
    const burger = day.dishes.find((dish) => dish.id === X_BURGER)!;
    expect(day.dishes.find((dish) => dish.id === BATATA)).toMatchObject({ kind: "ITEM", sold_out: true });
    expect(burger.options.find((option) => option.id === AO_PONTO)).toMatchObject({ sold_out: true });
    expect(day.dishes.find((dish) => dish.id === PIZZA)!.flavors.find((flavor) => flavor.id === FLAVOR)).toMatchObject({
      sold_out: true,
    });

    const token = await visitorToken();
    const { guid } = await newCart(token);
    await expectError(await addItem(token, guid, { item_id: BATATA, quantity: 1 }), 422, "UNAVAILABLE");
    await expectError(
      await addItem(token, guid, { item_id: X_BURGER, quantity: 1, options: [{ option_id: AO_PONTO }] }),
      422,
      "UNAVAILABLE",
    );
    await expectError(await addPizza(token, guid), 422, "UNAVAILABLE");

    for (const [kind, id] of [
      ["ITEM", BATATA],
      ["OPTION", AO_PONTO],
      ["FLAVOR", FLAVOR],
    ] as const)
      await switched(await backOnSale(kind, id));
    expect((await status()).sold_out).toEqual({ items: [], options: [], flavors: [] });
    expect((await addItem(token, guid, { item_id: BATATA, quantity: 1 })).status).toBe(200);
    expect(
      (await addItem(token, guid, { item_id: X_BURGER, quantity: 1, options: [{ option_id: AO_PONTO }] })).status,
    ).toBe(200);
    expect((await addPizza(token, guid)).status).toBe(200);
  });

  it("leaves a line sold out after it went into the cart out of its pricing, and the order refuses it", async () => {
    const token = await visitorToken();
    const cart = await readyCart(token);
    await switched(await soldOut("ITEM", BATATA));
    try {
      const priced = await json(
        await getWithToken(`/${SHOP}/carts/${cart.guid}`, token),
        200,
        (body) => cartResponseSchema.parse(body).data,
      );
      expect(priced.items.map((line) => line.item_id)).not.toContain(BATATA);
      const refused = await expectError(await place(token, cart.guid), 422, "UNAVAILABLE");
      expect(refused.errors?.map((error) => error.field)).toEqual(["cart.items"]);
    } finally {
      await backOnSale("ITEM", BATATA);
    }
  });

  it("no longer counts a switch whose day ended", async () => {
    await env.DB.prepare(
      "INSERT INTO sold_out (merchant_id, kind, ref_id, until, created_at) VALUES (?1, 'ITEM', ?2, ?3, ?3)",
    )
      .bind(shop.id, BATATA, new Date(Date.now() - 60_000).toISOString())
      .run();
    expect((await status()).sold_out.items).toEqual([]);
    expect((await consoleDay()).dishes.find((dish) => dish.id === BATATA)?.sold_out).toBe(false);
    const token = await visitorToken();
    expect((await addItem(token, (await newCart(token)).guid, { item_id: BATATA, quantity: 1 })).status).toBe(200);
    await backOnSale("ITEM", BATATA);
  });

  it("refuses another store's dish, and an unknown kind, writing nothing", async () => {
    await expectError(await soldOut("ITEM", OTHER_DISH), 404, "NOT_FOUND");
    await expectError(await soldOut("FLAVOR", copShop.categories[0]!.pizzas[0]!.flavors[0]!.id), 404, "NOT_FOUND");
    await expectError(await backOnSale("ITEM", OTHER_DISH), 404, "NOT_FOUND");
    await expectError(await soldOut("PIZZA", PIZZA), 400, "VALIDATION_ERROR");
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM sold_out WHERE merchant_id = ?")
      .bind(copShop.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });
});

describe("a pause of new orders", () => {
  it("refuses orders (validate and place) until when and why, and takes them again once resumed", async () => {
    const token = await visitorToken();
    const cart = await readyCart(token);
    const before = Date.now();
    const paused = await switched(
      await send("POST", `/console/${SHOP}/pause`, staff, { minutes: 15, reason: "HIGH_DEMAND" }),
    );
    try {
      expect(Date.parse(paused.paused_until!) - before).toBeGreaterThanOrEqual(15 * 60_000 - 1000);
      expect(await status()).toMatchObject({ paused_until: paused.paused_until, pause_reason: "HIGH_DEMAND" });
      const validated = await expectError(
        await getWithToken(`/${SHOP}/carts/${cart.guid}/validate`, token),
        422,
        "MERCHANT_PAUSED",
      );
      expect(validated.errors).toEqual([
        { field: "paused_until", message: paused.paused_until },
        { field: "pause_reason", message: "HIGH_DEMAND" },
      ]);
      await expectError(await place(token, cart.guid), 422, "MERCHANT_PAUSED");
    } finally {
      expect((await switched(await send("DELETE", `/console/${SHOP}/pause`, staff))).paused_until).toBeNull();
    }
    expect(await status()).toMatchObject({ paused_until: null, pause_reason: null });
    await orderOf(await place(token, cart.guid));
  });

  it("an ended pause no longer counts; only 15, 30 or 60 minutes and a known reason", async () => {
    await env.DB.prepare(
      "INSERT OR REPLACE INTO store_day (merchant_id, paused_until, pause_reason, updated_at) VALUES (?1, ?2, 'KITCHEN', ?2)",
    )
      .bind(shop.id, new Date(Date.now() - 1000).toISOString())
      .run();
    expect(await status()).toMatchObject({ paused_until: null, pause_reason: null });
    await expectError(
      await send("POST", `/console/${SHOP}/pause`, staff, { minutes: 45, reason: "KITCHEN" }),
      400,
      "VALIDATION_ERROR",
    );
    await expectError(
      await send("POST", `/console/${SHOP}/pause`, staff, { minutes: 30, reason: "BORED" }),
      400,
      "VALIDATION_ERROR",
    );
  });
});

describe("preparation times", () => {
  it("replace the configured ones in the status, the console and a cart, and go back", async () => {
    const configured = (await consoleDay()).configured_times;
    const times = { DELIVERY: { minimum: 70, maximum: 90 }, TAKEOUT: null };
    expect((await switched(await send("PUT", `/console/${SHOP}/prep_times`, staff, times))).prep_times).toEqual(times);
    try {
      expect((await status()).time_to_receive).toEqual(times);
      const token = await visitorToken();
      expect((await readyCart(token)).delivery.time_to_receive).toEqual(times.DELIVERY);
    } finally {
      await switched(await send("PUT", `/console/${SHOP}/prep_times`, staff, { DELIVERY: null, TAKEOUT: null }));
    }
    expect((await status()).time_to_receive).toEqual({ DELIVERY: null, TAKEOUT: null });
    expect((await readyCart(await visitorToken())).delivery.time_to_receive).toEqual(configured.DELIVERY);
    await expectError(
      await send("PUT", `/console/${SHOP}/prep_times`, staff, {
        DELIVERY: { minimum: 50, maximum: 40 },
        TAKEOUT: null,
      }),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("sets nothing for a time sent as the configured one (the form saved as it was shown)", async () => {
    const configured = (await consoleDay()).configured_times;
    const sent = { DELIVERY: configured.DELIVERY, TAKEOUT: { minimum: 5, maximum: 10 } };
    expect((await switched(await send("PUT", `/console/${SHOP}/prep_times`, staff, sent))).prep_times).toEqual({
      DELIVERY: null,
      TAKEOUT: sent.TAKEOUT,
    });
    await switched(await send("PUT", `/console/${SHOP}/prep_times`, staff, { DELIVERY: null, TAKEOUT: null }));
  });
});

describe("who may switch", () => {
  it("refuses every day call without a login, with a customer's token, and with another store's staff", async () => {
    const customer = await sessionToken(SHOP, shop.id, await insertClient(shop.id, { email: "cliente@carrinho.test" }));
    const otherStaff = await staffToken(OTHER, "equipe@pesos.test");
    const calls: [string, string, unknown?][] = [
      ["GET", `/console/${SHOP}/day`],
      ["PUT", `/console/${SHOP}/sold_out/ITEM/${BATATA}`],
      ["DELETE", `/console/${SHOP}/sold_out/ITEM/${BATATA}`],
      ["POST", `/console/${SHOP}/pause`, { minutes: 15, reason: "KITCHEN" }],
      ["DELETE", `/console/${SHOP}/pause`],
      ["PUT", `/console/${SHOP}/prep_times`, { DELIVERY: { minimum: 1, maximum: 2 }, TAKEOUT: null }],
    ];
    for (const [method, path, body] of calls) {
      await expectError(
        await call(path, {
          method,
          headers: body ? { "content-type": "application/json" } : {},
          body: body ? JSON.stringify(body) : null,
        }),
        401,
        "UNAUTHORIZED",
      );
      await expectError(await send(method, path, customer, body), 401, "UNAUTHORIZED");
      await expectError(
        await send(method, path, ADMIN.Authorization.slice("Bearer ".length), body),
        401,
        "UNAUTHORIZED",
      );
      await expectError(await send(method, path, otherStaff, body), 403, "FORBIDDEN");
    }
    // Nothing switched.
    expect(await status()).toMatchObject({
      paused_until: null,
      sold_out: { items: [] },
      time_to_receive: { DELIVERY: null },
    });
  });
});
