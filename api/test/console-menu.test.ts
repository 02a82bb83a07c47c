import { beforeAll, describe, expect, it } from "vitest";
import { MENU_ERRORS } from "../../contract";
import { copShop } from "./cart-fixtures";
import { insertClient, sessionToken } from "./client-fixtures";
import { staffToken } from "./console-fixtures";
import {
  ADICIONAIS,
  COP_PIZZAS,
  EDITOR,
  LANCHES,
  OTHER_OWNER_EMAIL,
  PONTO,
  SOBREMESAS,
  STAFF_EMAIL,
  X_BURGER,
  changeCount,
  expectRecorded,
  menuVersion,
  newGroup,
  newItem,
  ownerToken,
  readEditor,
  seedMenuShops,
  write,
} from "./console-menu-fixtures";
import { call, expectError, send } from "./helpers";
import { SHOP, shop, visitorToken } from "./orders-fixtures";

/*
 * The owner's menu editor on the API (decision 095): every member reads it, only the owner writes;
 * every write raises the menu's version by one and records who changed what, from and to.
 */

beforeAll(seedMenuShops);

describe("the editor's read", () => {
  it("lists the live categories in order with their dishes, groups and options, pizzas, version and currency", async () => {
    const menu = await readEditor(await staffToken(SHOP, STAFF_EMAIL));
    expect(menu.currency).toBe("BRL");
    expect(menu.version).toBe(await menuVersion());
    expect(menu.categories.map((category) => category.name)).toEqual([
      "Lanches",
      "Sobremesas",
      "Resgate de pontos",
      "Pizzas",
    ]);
    const lanches = menu.categories[0]!;
    expect(lanches.items.map((item) => item.name)).toEqual(["X-Burger", "Batata frita", "Suco", "Cerveja"]);
    expect(
      lanches.items[0]!.option_groups.map((group) => [group.id, group.options.map((option) => option.name)]),
    ).toEqual([
      [PONTO, ["Mal passado", "Ao ponto", "Bem passado"]],
      [ADICIONAIS, ["Bacon", "Queijo", "Ovo"]],
    ]);
    expect(lanches.items[3]).toMatchObject({ name: "Cerveja", available: false, enabled: true });
    expect(menu.categories[3]!.pizzas).toEqual([{ id: expect.any(Number), name: "Pizza", enabled: true }]);
    expect(menu.trash).toEqual([]);
  });
});

describe("who may edit the menu", () => {
  it("refuses every write to STAFF (403), another store's owner (403), a customer's token and no login (401), writing nothing", async () => {
    const staff = await staffToken(SHOP, STAFF_EMAIL);
    const otherOwner = await staffToken(copShop.slug, OTHER_OWNER_EMAIL);
    const customer = await sessionToken(SHOP, shop.id, await insertClient(shop.id, { email: "cliente@cardapio.test" }));
    const writes: [string, string, unknown?][] = [
      ["POST", "/categories", { name: "Intrusa", enabled: true }],
      ["PUT", `/categories/${LANCHES}`, { name: "Intrusa", enabled: true }],
      ["PUT", "/categories_order", { ids: [LANCHES] }],
      ["DELETE", `/categories/${LANCHES}`],
      ["PUT", `/categories/${LANCHES}/items_order`, { ids: [X_BURGER] }],
      ["POST", "/items", newItem()],
      ["PUT", `/items/${X_BURGER}`, newItem()],
      ["DELETE", `/items/${X_BURGER}`],
      ["POST", `/items/${X_BURGER}/option_groups`, newGroup()],
      ["PUT", `/items/${X_BURGER}/option_groups_order`, { ids: [ADICIONAIS, PONTO] }],
      ["PUT", `/option_groups/${PONTO}`, newGroup()],
      ["DELETE", `/option_groups/${PONTO}`],
      ["POST", `/trash/item/${X_BURGER}/restore`],
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
    for (const path of ["", "/changes"]) {
      await expectError(await send("GET", `${EDITOR}${path}`, customer), 401, "UNAUTHORIZED");
      await expectError(await send("GET", `${EDITOR}${path}`, otherOwner), 403, "FORBIDDEN");
    }
    expect(await menuVersion()).toBe(version);
    expect(await changeCount()).toBe(0);
  });

  it("answers 404 for another merchant's category, dish or group, and writes nothing there", async () => {
    const owner = await ownerToken();
    const otherOwner = await staffToken(copShop.slug, OTHER_OWNER_EMAIL);
    const otherPath = `/console/${copShop.slug}/menu_editor`;
    const created = async (path: string, body: unknown) => {
      const response = await send("POST", `${otherPath}${path}`, otherOwner, body);
      expect(response.status).toBe(201);
      return ((await response.json()) as { data: { id: number } }).data.id;
    };
    const dish = await created("/items", newItem({ category_id: COP_PIZZAS, name: "Empanada" }));
    const group = await created(`/items/${dish}/option_groups`, newGroup());
    const version = await menuVersion(copShop.id);
    const foreign: [string, string, unknown?][] = [
      ["PUT", `/items/${dish}`, newItem()],
      ["DELETE", `/items/${dish}`],
      ["POST", `/items/${dish}/option_groups`, newGroup()],
      ["PUT", `/items/${dish}/option_groups_order`, { ids: [group] }],
      ["PUT", `/option_groups/${group}`, newGroup()],
      ["DELETE", `/option_groups/${group}`],
      ["PUT", `/categories/${COP_PIZZAS}/items_order`, { ids: [dish] }],
      ["POST", `/trash/item/${dish}/restore`],
    ];
    for (const [method, path, body] of foreign)
      await expectError(await send(method, `${EDITOR}${path}`, owner, body), 404, "NOT_FOUND");
    await expectError(
      await send("PUT", `${EDITOR}/categories/${COP_PIZZAS}`, owner, { name: "Minha", enabled: true }),
      404,
      "NOT_FOUND",
    );
    await expectError(await send("DELETE", `${EDITOR}/categories/${COP_PIZZAS}`, owner), 404, "NOT_FOUND");
    await expectError(await send("POST", `${EDITOR}/trash/category/${COP_PIZZAS}/restore`, owner), 404, "NOT_FOUND");
    const refused = await expectError(
      await send("POST", `${EDITOR}/items`, owner, newItem({ category_id: COP_PIZZAS })),
      422,
      "VALIDATION_ERROR",
    );
    expect(refused.errors).toEqual([{ field: "category_id", message: MENU_ERRORS.categoryInvalid }]);
    expect(await menuVersion(copShop.id)).toBe(version);
  });
});

describe("categories", () => {
  it("creates a category last in the order, recorded with its fields", async () => {
    const owner = await ownerToken();
    const { written, change } = await expectRecorded(owner, () =>
      write(owner, "POST", "/categories", { name: "  Bebidas ", description: "Geladas", enabled: true }, 201),
    );
    const menu = await readEditor(owner);
    expect(menu.version).toBe(written.version);
    expect(menu.categories.at(-1)).toMatchObject({
      id: written.id,
      name: "Bebidas",
      description: "Geladas",
      items: [],
    });
    expect(change).toMatchObject({
      action: "create",
      subject: "category",
      subject_id: written.id,
      name: "Bebidas",
      changes: [
        { field: "name", from: null, to: "Bebidas" },
        { field: "description", from: null, to: "Geladas" },
        { field: "enabled", from: null, to: true },
        { field: "redeemable", from: null, to: false },
      ],
    });
  });

  it("renames and hides a category, recording only what changed", async () => {
    const owner = await ownerToken();
    const { written, change } = await expectRecorded(owner, () =>
      write(owner, "PUT", `/categories/${SOBREMESAS}`, { name: "Doces", description: null, enabled: true }),
    );
    expect(written.id).toBe(SOBREMESAS);
    expect(change).toMatchObject({
      action: "update",
      subject_id: SOBREMESAS,
      name: "Doces",
      changes: [
        { field: "name", from: "Sobremesas", to: "Doces" },
        { field: "enabled", from: false, to: true },
      ],
    });
    const menu = await readEditor(owner);
    expect(menu.categories.find((category) => category.id === SOBREMESAS)).toMatchObject({
      name: "Doces",
      enabled: true,
    });
  });

  it("refuses a name too long or empty beside the field", async () => {
    const owner = await ownerToken();
    const long = await expectError(
      await send("POST", `${EDITOR}/categories`, owner, { name: "x".repeat(81), enabled: true }),
      400,
      "VALIDATION_ERROR",
    );
    expect(long.errors).toEqual([{ field: "name", message: MENU_ERRORS.nameTooLong }]);
    const empty = await expectError(
      await send("PUT", `${EDITOR}/categories/${LANCHES}`, owner, { name: "  ", enabled: true }),
      400,
      "VALIDATION_ERROR",
    );
    expect(empty.errors).toEqual([{ field: "name", message: MENU_ERRORS.nameRequired }]);
  });

  it("reorders the categories when every live one is listed once, and refuses any other list", async () => {
    const owner = await ownerToken();
    const ids = (await readEditor(owner)).categories.map((category) => category.id);
    const reversed = [...ids].reverse();
    const { change } = await expectRecorded(owner, () => write(owner, "PUT", "/categories_order", { ids: reversed }));
    expect((await readEditor(owner)).categories.map((category) => category.id)).toEqual(reversed);
    expect(change).toMatchObject({ action: "reorder", subject: "category", subject_id: null });
    expect(change.changes[0]!.field).toBe("order");

    const version = await menuVersion();
    for (const bad of [
      reversed.slice(1),
      [...reversed, COP_PIZZAS],
      [...reversed.slice(1), COP_PIZZAS],
      [...reversed.slice(1), reversed[1]!],
    ]) {
      const refused = await expectError(
        await send("PUT", `${EDITOR}/categories_order`, owner, { ids: bad }),
        422,
        "VALIDATION_ERROR",
      );
      expect(refused.errors).toEqual([{ field: "ids", message: MENU_ERRORS.orderInvalid }]);
    }
    expect(await menuVersion()).toBe(version);
    await write(owner, "PUT", "/categories_order", { ids });
  });
});
