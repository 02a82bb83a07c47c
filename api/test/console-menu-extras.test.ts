import { beforeAll, describe, expect, it } from "vitest";
import {
  MENU_ERRORS,
  MENU_PRICE_MAX,
  cartResponseSchema,
  menuExtrasResponseSchema,
  menuResponseSchema,
} from "../../contract";
import { copShop } from "./cart-fixtures";
import { insertClient, sessionToken } from "./client-fixtures";
import { staffToken } from "./console-fixtures";
import {
  EDITOR,
  OTHER_OWNER_EMAIL,
  STAFF_EMAIL,
  changeCount,
  expectRecorded,
  menuVersion,
  ownerToken,
  seedMenuShops,
  write,
} from "./console-menu-fixtures";
import { accessTokenFor, call, expectError, getWithToken, send } from "./helpers";
import { SHOP, json, shop, visitorToken } from "./orders-fixtures";

/*
 * The extras offered at the cart, edited by the owner (decision 101): every member reads them, only
 * the owner changes them, a group whole; each write raises the menu's version by one and is recorded.
 */

const MOLHOS = 91100801;
const KETCHUP = 91100901;
const BARBECUE = 91100902;
const PICANTE = 91100903;

beforeAll(seedMenuShops);

const molhos = (overrides: Record<string, unknown> = {}) => ({
  name: "Molhos",
  description: null,
  enabled: true,
  min: 0,
  max: 2,
  additionals: [
    { id: KETCHUP, name: "Ketchup", price: 0, enabled: true },
    { id: BARBECUE, name: "Barbecue", price: 150, enabled: true },
    { id: PICANTE, name: "Picante", price: 100, enabled: false },
  ],
  ...overrides,
});

const readExtras = async (token: string, slug = SHOP) =>
  (
    await json(await getWithToken(`/console/${slug}/menu_editor/extras`, token), 200, (body) =>
      menuExtrasResponseSchema.parse(body),
    )
  ).data;

/** The customer's menu, read by a new visitor. */
async function customerExtras() {
  const response = await getWithToken(`/${SHOP}/menu`, await accessTokenFor(SHOP));
  return (await json(response, 200, (body) => menuResponseSchema.parse(body))).data.extras;
}

describe("the extras' read", () => {
  it("gives every member the groups in order with their additionals, the version and the currency", async () => {
    const extras = await readExtras(await staffToken(SHOP, STAFF_EMAIL));
    expect(extras.extras.map((extra) => [extra.id, extra.name, extra.enabled, extra.min, extra.max])).toEqual([
      [MOLHOS, "Molhos", true, 0, 2],
      [91100802, "Talheres", false, 0, 1],
    ]);
    expect(extras.extras[0]!.additionals).toEqual([
      { id: KETCHUP, name: "Ketchup", price: 0, enabled: true },
      { id: BARBECUE, name: "Barbecue", price: 150, enabled: true },
      { id: PICANTE, name: "Picante", price: 100, enabled: false },
    ]);
    expect(extras.currency).toBe("BRL");
    expect(extras.version).toBe(await menuVersion());
  });
});

describe("who may edit the extras", () => {
  it("refuses every write to STAFF and another store's owner (403), a customer and no login (401), writing nothing", async () => {
    const staff = await staffToken(SHOP, STAFF_EMAIL);
    const otherOwner = await staffToken(copShop.slug, OTHER_OWNER_EMAIL);
    const customer = await sessionToken(SHOP, shop.id, await insertClient(shop.id, { email: "extras@cardapio.test" }));
    const writes: [string, string, unknown?][] = [
      ["POST", "/extras", molhos({ name: "Sacolas" })],
      ["PUT", `/extras/${MOLHOS}`, molhos({ name: "Intrusos" })],
      ["DELETE", `/extras/${MOLHOS}`],
    ];
    const version = await menuVersion();
    const count = await changeCount();
    for (const [method, path, body] of writes) {
      await expectError(await send(method, `${EDITOR}${path}`, staff, body), 403, "FORBIDDEN");
      await expectError(await send(method, `${EDITOR}${path}`, otherOwner, body), 403, "FORBIDDEN");
      await expectError(await send(method, `${EDITOR}${path}`, customer, body), 401, "UNAUTHORIZED");
      await expectError(await send(method, `${EDITOR}${path}`, await visitorToken(), body), 401, "UNAUTHORIZED");
      await expectError(
        await call(`${EDITOR}${path}`, {
          method,
          headers: body ? { "content-type": "application/json" } : {},
          body: body ? JSON.stringify(body) : null,
        }),
        401,
        "UNAUTHORIZED",
      );
    }
    await expectError(await send("GET", `${EDITOR}/extras`, customer), 401, "UNAUTHORIZED");
    await expectError(await send("GET", `${EDITOR}/extras`, otherOwner), 403, "FORBIDDEN");
    expect(await menuVersion()).toBe(version);
    expect(await changeCount()).toBe(count);
  });

  it("answers 404 for another merchant's group, and refuses its additional's id in ours on its field", async () => {
    const owner = await ownerToken();
    const otherOwner = await staffToken(copShop.slug, OTHER_OWNER_EMAIL);
    const created = await send("POST", `/console/${copShop.slug}/menu_editor/extras`, otherOwner, {
      ...molhos({ name: "Salsas" }),
      additionals: [{ name: "Ají", price: 500, enabled: true }],
      max: 1,
    });
    expect(created.status).toBe(201);
    const foreign = ((await created.json()) as { data: { id: number } }).data.id;
    const theirs = (await readExtras(otherOwner, copShop.slug)).extras.find((extra) => extra.id === foreign)!;
    const version = await menuVersion(copShop.id);
    await expectError(await send("PUT", `${EDITOR}/extras/${foreign}`, owner, molhos()), 404, "NOT_FOUND");
    await expectError(await send("DELETE", `${EDITOR}/extras/${foreign}`, owner), 404, "NOT_FOUND");
    const refused = await expectError(
      await send("PUT", `${EDITOR}/extras/${MOLHOS}`, owner, {
        ...molhos(),
        additionals: [{ id: theirs.additionals[0]!.id, name: "Ají", price: 1, enabled: true }],
        max: 1,
      }),
      422,
      "VALIDATION_ERROR",
    );
    expect(refused.errors).toEqual([{ field: "additionals.0.id", message: MENU_ERRORS.optionInvalid }]);
    expect(await menuVersion(copShop.id)).toBe(version);
  });
});

describe("writing the extras", () => {
  it("creates a group whole: the next visitor's menu offers it, and a cart prices its additional", async () => {
    const owner = await ownerToken();
    const { written, change } = await expectRecorded(owner, () =>
      write(
        owner,
        "POST",
        "/extras",
        {
          name: " Sacolas ",
          description: "Para levar",
          enabled: true,
          min: 0,
          max: 1,
          additionals: [{ name: "Sacola retornável", price: 350, enabled: true }],
        },
        201,
      ),
    );
    expect(change).toMatchObject({ action: "create", subject: "extra", subject_id: written.id, name: "Sacolas" });
    expect(change.changes).toContainEqual({ field: "option", from: null, to: "Sacola retornável" });
    const offered = (await customerExtras()).find((extra) => extra.id === written.id)!;
    expect(offered).toMatchObject({ name: "Sacolas", description: "Para levar", enabled: true, min: 0, max: 1 });
    expect(offered.additionals).toMatchObject([{ name: "Sacola retornável", price: 350, enabled: true }]);
    expect(offered.additionals[0]!.id).toBeGreaterThan(91100911);

    const token = await accessTokenFor(SHOP, `visitor-${crypto.randomUUID()}`);
    const cart = await json(await send("POST", `/${SHOP}/carts`, token, { cart: {} }), 201, (body) =>
      cartResponseSchema.parse(body),
    );
    const priced = await json(
      await send("POST", `/${SHOP}/carts/${cart.data.guid}/extras`, token, {
        extras: [{ additional_id: offered.additionals[0]!.id, quantity: 1 }],
      }),
      200,
      (body) => cartResponseSchema.parse(body),
    );
    expect(priced.data.extras.map((extra) => [extra.additional_id, extra.unit_price])).toEqual([
      [offered.additionals[0]!.id, 350],
    ]);
  });

  it("changes a group whole: additionals kept by id change in place, new ones added, those left out removed", async () => {
    const owner = await ownerToken();
    const { written, change } = await expectRecorded(owner, () =>
      write(owner, "PUT", `/extras/${MOLHOS}`, {
        ...molhos({ max: 3 }),
        additionals: [
          { id: BARBECUE, name: "Barbecue", price: 200, enabled: true },
          { id: KETCHUP, name: "Ketchup", price: 0, enabled: true },
          { name: "Mostarda", price: 75, enabled: true },
        ],
      }),
    );
    expect(written.id).toBe(MOLHOS);
    expect(change).toMatchObject({ action: "update", subject: "extra", subject_id: MOLHOS, name: "Molhos" });
    expect(change.changes).toEqual(
      expect.arrayContaining([
        { field: "max", from: 2, to: 3 },
        { field: "option", from: "Picante", to: null },
        { field: "price", from: 150, to: 200, option: "Barbecue" },
        { field: "option", from: null, to: "Mostarda" },
      ]),
    );
    const offered = (await customerExtras()).find((extra) => extra.id === MOLHOS)!;
    expect(offered.additionals.map((additional) => [additional.id, additional.name, additional.price])).toEqual([
      [BARBECUE, "Barbecue", 200],
      [KETCHUP, "Ketchup", 0],
      [expect.any(Number), "Mostarda", 75],
    ]);
  });

  it("deletes a group with its additionals, recorded with what it was", async () => {
    const owner = await ownerToken();
    const { change } = await expectRecorded(owner, () => write(owner, "DELETE", `/extras/${MOLHOS}`));
    expect(change).toMatchObject({ action: "delete", subject: "extra", subject_id: MOLHOS, name: "Molhos" });
    expect(change.changes).toContainEqual({ field: "option", from: "Ketchup", to: null });
    expect((await customerExtras()).map((extra) => extra.id)).not.toContain(MOLHOS);
    await expectError(await send("DELETE", `${EDITOR}/extras/${MOLHOS}`, owner), 404, "NOT_FOUND");
  });

  it("refuses a price above the bound or negative, min above max, max above the additionals, no additionals", async () => {
    const owner = await ownerToken();
    const version = await menuVersion();
    const count = await changeCount();
    const refusal = async (body: unknown) =>
      (await expectError(await send("PUT", `${EDITOR}/extras/${MOLHOS}`, owner, body), 400, "VALIDATION_ERROR")).errors;
    const priced = (price: number) => ({
      ...molhos({ max: 1 }),
      additionals: [{ id: KETCHUP, name: "Ketchup", price, enabled: true }],
    });
    expect(await refusal(priced(MENU_PRICE_MAX + 1))).toEqual([
      { field: "additionals.0.price", message: MENU_ERRORS.priceTooHigh },
    ]);
    expect(await refusal(priced(-1))).toEqual([{ field: "additionals.0.price", message: MENU_ERRORS.priceInvalid }]);
    expect(await refusal(molhos({ min: 3, max: 2 }))).toContainEqual({
      field: "min",
      message: MENU_ERRORS.minAboveMax,
    });
    expect(await refusal(molhos({ max: 4 }))).toEqual([{ field: "max", message: MENU_ERRORS.maxAboveOptions }]);
    expect(await refusal(molhos({ additionals: [] }))).toContainEqual({
      field: "additionals",
      message: MENU_ERRORS.optionsRequired,
    });
    expect(await refusal(molhos({ name: "x".repeat(81) }))).toEqual([
      { field: "name", message: MENU_ERRORS.nameTooLong },
    ]);
    expect(await menuVersion()).toBe(version);
    expect(await changeCount()).toBe(count);
  });
});
