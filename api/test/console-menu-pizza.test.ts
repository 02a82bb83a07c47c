import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  MENU_ERRORS,
  PIZZA_ERRORS,
  menuResponseSchema,
  menuSettingsResponseSchema,
  pizzaEditorResponseSchema,
} from "../../contract";
import { copShop } from "./cart-fixtures";
import { insertClient, sessionToken } from "./client-fixtures";
import { staffToken } from "./console-fixtures";
import {
  EDITOR,
  LANCHES,
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
 * The owner's pizza editor on the API (decision 100): every member reads a pizza, only the owner
 * changes it; a flavour is priced in every size; every write raises the menu's version by one and
 * records who changed what.
 */

const PIZZA = 91100101;
const PIZZAS = 91100004;
const BROTO = 91100201;
const GRANDE = 91100202;
const GIGANTE = 91100203;
const SABOR_1 = 91100301;
const CATUPIRY = 91100401;
const COP_PIZZA = 91200101;
const PIZZA_PATH = `/pizzas/${PIZZA}`;

beforeAll(seedMenuShops);

const readPizza = async (token: string, pizzaId = PIZZA, slug = SHOP) =>
  (
    await json(await getWithToken(`/console/${slug}/menu_editor/pizzas/${pizzaId}`, token), 200, (body) =>
      pizzaEditorResponseSchema.parse(body),
    )
  ).data;

const everySize = (price: number) => [
  { size_id: BROTO, price },
  { size_id: GRANDE, price: price + 2000 },
  { size_id: GIGANTE, price: price + 4000 },
];

const newFlavor = (overrides: Record<string, unknown> = {}) => ({
  name: "Quatro queijos da casa",
  description: "Mussarela, provolone, parmesão e gorgonzola",
  enabled: true,
  prices: everySize(4200),
  ...overrides,
});

const newComplement = (overrides: Record<string, unknown> = {}) => ({
  name: "Borda de chocolate",
  kind: "EDGE",
  enabled: true,
  prices: [{ size_id: GIGANTE, price: 1800 }],
  ...overrides,
});

/** The customer's menu, read by a new visitor. */
async function customerPizza() {
  const response = await getWithToken(`/${SHOP}/menu`, await accessTokenFor(SHOP));
  const menu = (await json(response, 200, (body) => menuResponseSchema.parse(body))).data;
  return menu.categories.find((category) => category.id === PIZZAS)!.pizzas[0]!;
}

describe("the pizza editor's read", () => {
  it("gives every member the pizza's sizes in order, its flavours and complements priced per size, and the store's rule", async () => {
    const pizza = await readPizza(await staffToken(SHOP, STAFF_EMAIL));
    expect(pizza.sizes.map((size) => [size.name, size.slices, size.max_flavors])).toEqual([
      ["Broto", 4, 1],
      ["Grande", 8, 2],
      ["Gigante", 12, 4],
    ]);
    expect(pizza.flavors[0]).toMatchObject({
      id: SABOR_1,
      prices: [
        { size_id: BROTO, price: 3000 },
        { size_id: GRANDE, price: 5000 },
        { size_id: GIGANTE, price: 7000 },
      ],
    });
    expect(pizza.flavors[1]!.prices[0]).toEqual({ size_id: BROTO, price: null });
    expect(pizza.complements[0]).toMatchObject({ id: CATUPIRY, kind: "EDGE" });
    expect(pizza.price_rule).toBe("PROPORTIONAL");
    expect(pizza.currency).toBe("BRL");
    expect(pizza.version).toBe(await menuVersion());
  });
});

describe("who may edit a pizza", () => {
  it("refuses every write to STAFF and another store's owner (403), a customer and no login (401), writing nothing", async () => {
    const staff = await staffToken(SHOP, STAFF_EMAIL);
    const otherOwner = await staffToken(copShop.slug, OTHER_OWNER_EMAIL);
    const customer = await sessionToken(SHOP, shop.id, await insertClient(shop.id, { email: "pizza@cardapio.test" }));
    const writes: [string, string, unknown?][] = [
      ["PUT", PIZZA_PATH, { category_id: PIZZAS, name: "Intrusa", description: "", enabled: true }],
      ["POST", `${PIZZA_PATH}/sizes`, { name: "Média", slices: 6, max_flavors: 2, flavor_prices: [] }],
      ["PUT", `${PIZZA_PATH}/sizes/${BROTO}`, { name: "Broto", slices: 4, max_flavors: 1 }],
      ["DELETE", `${PIZZA_PATH}/sizes/${BROTO}`],
      ["PUT", `${PIZZA_PATH}/sizes_order`, { ids: [GIGANTE, GRANDE, BROTO] }],
      ["POST", `${PIZZA_PATH}/flavors`, newFlavor()],
      ["PUT", `${PIZZA_PATH}/flavors/${SABOR_1}`, newFlavor()],
      ["POST", `${PIZZA_PATH}/complements`, newComplement()],
      ["PUT", `${PIZZA_PATH}/complements/${CATUPIRY}`, newComplement()],
      ["PUT", "/pizza_price_rule", { rule: "HIGHEST" }],
    ];
    const version = await menuVersion();
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
    await expectError(await send("GET", `${EDITOR}${PIZZA_PATH}`, otherOwner), 403, "FORBIDDEN");
    expect(await menuVersion()).toBe(version);
    expect(await changeCount()).toBe(0);
  });

  it("answers 404 for another merchant's pizza, size, flavour or complement, and writes nothing", async () => {
    const owner = await ownerToken();
    const version = await menuVersion(copShop.id);
    const foreign: [string, string, unknown?][] = [
      ["GET", `/pizzas/${COP_PIZZA}`],
      ["PUT", `/pizzas/${COP_PIZZA}`, { category_id: PIZZAS, name: "Minha", description: "", enabled: true }],
      ["POST", `/pizzas/${COP_PIZZA}/flavors`, newFlavor({ prices: [{ size_id: 91200201, price: 100 }] })],
      ["PUT", `/pizzas/${COP_PIZZA}/flavors/91200301`, newFlavor({ prices: [{ size_id: 91200201, price: 100 }] })],
      ["DELETE", `/pizzas/${COP_PIZZA}/sizes/91200201`],
      ["PUT", `${PIZZA_PATH}/flavors/91200301`, newFlavor()],
      ["PUT", `${PIZZA_PATH}/sizes/91200201`, { name: "Familiar", slices: 12, max_flavors: 3 }],
      ["PUT", `${PIZZA_PATH}/complements/91200401`, newComplement()],
    ];
    for (const [method, path, body] of foreign)
      await expectError(await send(method, `${EDITOR}${path}`, owner, body), 404, "NOT_FOUND");
    expect(await menuVersion(copShop.id)).toBe(version);
    expect(await changeCount()).toBe(0);
  });
});

describe("flavours", () => {
  it("adds a flavour priced in every size: the next visitor's menu has it at those prices, one version and one change later", async () => {
    const owner = await ownerToken();
    const { written, change } = await expectRecorded(owner, () =>
      write(owner, "POST", `${PIZZA_PATH}/flavors`, newFlavor(), 201),
    );
    expect(change).toMatchObject({ action: "create", subject: "pizza_flavor", subject_id: written.id });
    expect(change.changes).toContainEqual({ field: "price", from: null, to: 6200, option: "Grande" });
    const flavor = (await customerPizza()).flavors.find((candidate) => candidate.id === written.id)!;
    expect(flavor).toMatchObject({ name: "Quatro queijos da casa", enabled: true });
    expect(flavor.prices).toEqual(
      expect.arrayContaining([
        { size_id: BROTO, price: 4200 },
        { size_id: GRANDE, price: 6200 },
        { size_id: GIGANTE, price: 8200 },
      ]),
    );
    expect(written.id).toBeGreaterThan(91100305);
  });

  it("refuses a flavour missing a size's price, or naming a size of another pizza, on its field, writing nothing", async () => {
    const owner = await ownerToken();
    const version = await menuVersion();
    const missing = await expectError(
      await send("POST", `${EDITOR}${PIZZA_PATH}/flavors`, owner, newFlavor({ prices: everySize(4200).slice(0, 2) })),
      422,
      "VALIDATION_ERROR",
    );
    expect(missing.errors).toEqual([{ field: `prices.${GIGANTE}`, message: PIZZA_ERRORS.flavorPriceMissing }]);
    const foreign = await expectError(
      await send(
        "PUT",
        `${EDITOR}${PIZZA_PATH}/flavors/${SABOR_1}`,
        owner,
        newFlavor({ prices: [...everySize(4200), { size_id: 91200201, price: 10 }] }),
      ),
      422,
      "VALIDATION_ERROR",
    );
    expect(foreign.errors).toEqual([{ field: "prices.3.size_id", message: PIZZA_ERRORS.sizeInvalid }]);
    expect(await menuVersion()).toBe(version);
  });

  it("bounds the name and the prices (none negative, none above the bound)", async () => {
    const owner = await ownerToken();
    const refused = async (body: unknown) =>
      (await expectError(await send("POST", `${EDITOR}${PIZZA_PATH}/flavors`, owner, body), 400, "VALIDATION_ERROR"))
        .errors;
    expect(await refused(newFlavor({ name: "x".repeat(81) }))).toContainEqual({
      field: "name",
      message: MENU_ERRORS.nameTooLong,
    });
    expect(await refused(newFlavor({ prices: everySize(-1) }))).toContainEqual({
      field: "prices.0.price",
      message: MENU_ERRORS.priceInvalid,
    });
    expect(await refused(newFlavor({ prices: everySize(100_000_001) }))).toContainEqual({
      field: "prices.0.price",
      message: MENU_ERRORS.priceTooHigh,
    });
  });

  it("changes a flavour's price in one size, recording that size's price from and to", async () => {
    const owner = await ownerToken();
    const { change } = await expectRecorded(owner, () =>
      write(owner, "PUT", `${PIZZA_PATH}/flavors/${SABOR_1}`, {
        name: "Sabor 1",
        description: "Sabor da casa",
        enabled: true,
        prices: [
          { size_id: BROTO, price: 3000 },
          { size_id: GRANDE, price: 5500 },
          { size_id: GIGANTE, price: 7000 },
        ],
      }),
    );
    expect(change.changes).toEqual([{ field: "price", from: 5000, to: 5500, option: "Grande" }]);
    const flavor = (await customerPizza()).flavors.find((candidate) => candidate.id === SABOR_1)!;
    expect(flavor.prices).toContainEqual({ size_id: GRANDE, price: 5500 });
  });
});

describe("sizes", () => {
  it("adds a size only with a price for every flavour; changes, reorders and removes it, each a version", async () => {
    const owner = await ownerToken();
    const before = await readPizza(owner);
    const size = { name: "Média", slices: 6, max_flavors: 2 };
    const unpriced = await expectError(
      await send("POST", `${EDITOR}${PIZZA_PATH}/sizes`, owner, { ...size, flavor_prices: [] }),
      422,
      "VALIDATION_ERROR",
    );
    expect(unpriced.errors![0]!.message).toBe(PIZZA_ERRORS.sizePriceMissing);
    const flavor_prices = before.flavors.map((flavor, index) => ({ flavor_id: flavor.id, price: 4000 + index }));
    const { written, change } = await expectRecorded(owner, () =>
      write(
        owner,
        "POST",
        `${PIZZA_PATH}/sizes`,
        { ...size, flavor_prices, complement_prices: [{ complement_id: CATUPIRY, price: 900 }] },
        201,
      ),
    );
    expect(change).toMatchObject({ action: "create", subject: "pizza_size", name: "Média" });
    const media = written.id!;
    const after = await readPizza(owner);
    expect(after.sizes.map((row) => row.name)).toEqual(["Broto", "Grande", "Gigante", "Média"]);
    expect(after.flavors[0]!.prices.at(-1)).toEqual({ size_id: media, price: 4000 });
    expect(after.complements[0]!.prices.at(-1)).toEqual({ size_id: media, price: 900 });

    await expectRecorded(owner, () =>
      write(owner, "PUT", `${PIZZA_PATH}/sizes/${media}`, { name: "Média", slices: 6, max_flavors: 3 }),
    );
    await expectError(
      await send("PUT", `${EDITOR}${PIZZA_PATH}/sizes/${media}`, owner, { name: "Média", slices: 2, max_flavors: 3 }),
      400,
      "VALIDATION_ERROR",
    );
    await expectError(
      await send("PUT", `${EDITOR}${PIZZA_PATH}/sizes_order`, owner, { ids: [media, BROTO] }),
      422,
      "VALIDATION_ERROR",
    );
    await expectRecorded(owner, () =>
      write(owner, "PUT", `${PIZZA_PATH}/sizes_order`, { ids: [media, BROTO, GRANDE, GIGANTE] }),
    );
    expect((await customerPizza()).sizes.find((row) => row.id === media)).toMatchObject({ max_flavors: 3, order: 0 });
    const { change: removed } = await expectRecorded(owner, () =>
      write(owner, "DELETE", `${PIZZA_PATH}/sizes/${media}`),
    );
    expect(removed).toMatchObject({ action: "delete", subject: "pizza_size", name: "Média" });
    expect((await readPizza(owner)).sizes.map((row) => row.id)).toEqual([BROTO, GRANDE, GIGANTE]);
  });

  it("never removes a pizza's last size", async () => {
    const otherOwner = await staffToken(copShop.slug, OTHER_OWNER_EMAIL);
    const refused = await expectError(
      await send("DELETE", `/console/${copShop.slug}/menu_editor/pizzas/${COP_PIZZA}/sizes/91200201`, otherOwner),
      422,
      "VALIDATION_ERROR",
    );
    expect(refused.errors).toEqual([{ field: "size", message: PIZZA_ERRORS.lastSize }]);
  });
});

describe("complements, the pizza itself and the store's rule", () => {
  it("adds an edge offered in one size, changes the pizza and the rule, each a version and a change", async () => {
    const owner = await ownerToken();
    const { written } = await expectRecorded(owner, () =>
      write(owner, "POST", `${PIZZA_PATH}/complements`, newComplement(), 201),
    );
    const edge = (await customerPizza()).complements.find((complement) => complement.id === written.id)!;
    expect(edge).toMatchObject({ name: "Borda de chocolate", kind: "EDGE" });
    expect(edge.prices).toEqual([{ size_id: GIGANTE, price: 1800 }]);

    await expectError(
      await send("PUT", `${EDITOR}${PIZZA_PATH}`, owner, {
        category_id: LANCHES + 999,
        name: "Pizza",
        description: "Monte a sua",
        enabled: true,
      }),
      422,
      "VALIDATION_ERROR",
    );
    const { change } = await expectRecorded(owner, () =>
      write(owner, "PUT", PIZZA_PATH, {
        category_id: PIZZAS,
        name: "Pizza da casa",
        description: "Monte a sua",
        enabled: true,
      }),
    );
    expect(change.changes).toEqual([{ field: "name", from: "Pizza", to: "Pizza da casa" }]);

    const { change: rule } = await expectRecorded(owner, () =>
      write(owner, "PUT", "/pizza_price_rule", { rule: "HIGHEST" }),
    );
    expect(rule).toMatchObject({
      subject: "pizza_price_rule",
      changes: [{ field: "rule", from: "PROPORTIONAL", to: "HIGHEST" }],
    });
    expect((await readPizza(owner)).price_rule).toBe("HIGHEST");
    // The customer's read of the rule carries the menu's version, so a cached one older than it is read again.
    const customerSettings = await getWithToken(`/${SHOP}/menu_settings`, await accessTokenFor(SHOP));
    expect((await json(customerSettings, 200, (body) => menuSettingsResponseSchema.parse(body))).data).toMatchObject({
      pizza_price_rule: "HIGHEST",
      menu_version: await menuVersion(),
    });
    const settings = await env.DB.prepare("SELECT menu_settings FROM merchants WHERE id = ?1")
      .bind(shop.id)
      .first<string>("menu_settings");
    expect(JSON.parse(settings!)).toMatchObject({ pizza_price_rule: "HIGHEST", layout: "LIST" });
  });
});
