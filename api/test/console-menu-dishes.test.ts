import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { MENU_ERRORS, MENU_PRICE_MAX } from "../../contract";
import {
  ADICIONAIS,
  EDITOR,
  LANCHES,
  PONTO,
  SOBREMESAS,
  X_BURGER,
  expectRecorded,
  menuVersion,
  newGroup,
  newItem,
  ownerToken,
  readEditor,
  seedMenuShops,
  write,
} from "./console-menu-fixtures";
import { expectError, send } from "./helpers";

/*
 * Dishes and their option groups in the menu editor: each write changes the read, raises the
 * version by one and records each field from and to; out-of-bounds requests are refused beside
 * their fields, and a group's option ids must be its own.
 */

beforeAll(seedMenuShops);

const itemOf = async (token: string, id: number) =>
  (await readEditor(token)).categories.flatMap((category) => category.items).find((item) => item.id === id);

const refusal = async (method: string, path: string, body: unknown, status = 400) => {
  const refused = await expectError(
    await send(method, `${EDITOR}${path}`, await ownerToken(), body),
    status,
    "VALIDATION_ERROR",
  );
  return refused.errors;
};

describe("dishes", () => {
  it("creates a dish last in its category, available today, every field recorded", async () => {
    const owner = await ownerToken();
    const { written, change } = await expectRecorded(owner, () =>
      write(owner, "POST", "/items", newItem({ original_price: 3200 }), 201),
    );
    const lanches = (await readEditor(owner)).categories.find((category) => category.id === LANCHES)!;
    expect(lanches.items.at(-1)).toMatchObject({
      id: written.id,
      name: "X-Salada",
      price: 2800,
      original_price: 3200,
      tags: ["novo"],
      enabled: true,
      available: true,
      option_groups: [],
    });
    expect(change).toMatchObject({ action: "create", subject: "item", subject_id: written.id, name: "X-Salada" });
    expect(change.changes).toContainEqual({ field: "price", from: null, to: 2800 });
    expect(change.changes).toContainEqual({ field: "tags", from: null, to: ["novo"] });
  });

  it("gives a new dish an id above every id ever given, a purged one's too", async () => {
    const owner = await ownerToken();
    const first = await write(owner, "POST", "/items", newItem({ name: "Alto" }), 201);
    await write(owner, "DELETE", `/items/${first.id}`);
    await env.DB.prepare("DELETE FROM items WHERE id = ?1").bind(first.id).run();
    const second = await write(owner, "POST", "/items", newItem({ name: "Depois" }), 201);
    expect(second.id).toBeGreaterThan(first.id!);
  });

  it("gives dishes created at once their own ids, one version each", async () => {
    const owner = await ownerToken();
    const version = await menuVersion();
    const written = await Promise.all(
      Array.from({ length: 5 }, (_, n) =>
        write(owner, "POST", "/items", newItem({ name: `Ao mesmo tempo ${n}` }), 201),
      ),
    );
    expect(new Set(written.map((one) => one.id)).size).toBe(5);
    expect(written.map((one) => one.version).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5].map((n) => version + n));
  });

  it("changes a price, recording from and to in minor units, and leaves today's sold out as it is", async () => {
    const owner = await ownerToken();
    await env.DB.prepare("UPDATE items SET available = 0 WHERE id = ?1").bind(X_BURGER).run();
    const { change } = await expectRecorded(owner, () =>
      write(
        owner,
        "PUT",
        `/items/${X_BURGER}`,
        newItem({ name: "X-Burger", description: "X-Burger da casa", price: 2650, tags: [] }),
      ),
    );
    expect(change).toMatchObject({ action: "update", subject: "item", subject_id: X_BURGER, name: "X-Burger" });
    expect(change.changes).toEqual([{ field: "price", from: 2500, to: 2650 }]);
    const item = await itemOf(owner, X_BURGER);
    expect(item).toMatchObject({ price: 2650, available: false });
    expect(item!.option_groups.map((group) => group.id)).toEqual([PONTO, ADICIONAIS]);
    await env.DB.prepare("UPDATE items SET available = 1 WHERE id = ?1").bind(X_BURGER).run();
  });

  it("moves a dish to another category, last there", async () => {
    const owner = await ownerToken();
    const { id } = await write(owner, "POST", "/items", newItem({ name: "Mudando" }), 201);
    const { change } = await expectRecorded(owner, () =>
      write(owner, "PUT", `/items/${id}`, newItem({ name: "Mudando", category_id: SOBREMESAS })),
    );
    expect(change.changes).toEqual([{ field: "category_id", from: LANCHES, to: SOBREMESAS }]);
    const sobremesas = (await readEditor(owner)).categories.find((category) => category.id === SOBREMESAS)!;
    expect(sobremesas.items.at(-1)!.id).toBe(id);
  });

  it("refuses a category that is not one of the store's live ones", async () => {
    const owner = await ownerToken();
    const { id } = await write(owner, "POST", "/categories", { name: "Vai pro lixo", enabled: true }, 201);
    await write(owner, "DELETE", `/categories/${id}`);
    expect(await refusal("POST", "/items", newItem({ category_id: id }), 422)).toEqual([
      { field: "category_id", message: MENU_ERRORS.categoryInvalid },
    ]);
    expect(await refusal("PUT", `/items/${X_BURGER}`, newItem({ category_id: 999_999_999 }), 422)).toEqual([
      { field: "category_id", message: MENU_ERRORS.categoryInvalid },
    ]);
  });

  it("refuses prices, texts and tags out of bounds beside their fields, writing nothing", async () => {
    const version = await menuVersion();
    expect(await refusal("POST", "/items", newItem({ price: -1 }))).toEqual([
      { field: "price", message: MENU_ERRORS.priceInvalid },
    ]);
    expect(await refusal("POST", "/items", newItem({ price: 12.5 }))).toEqual([
      { field: "price", message: MENU_ERRORS.priceInvalid },
    ]);
    expect(await refusal("POST", "/items", newItem({ price: MENU_PRICE_MAX + 1 }))).toEqual([
      { field: "price", message: MENU_ERRORS.priceTooHigh },
    ]);
    expect(await refusal("PUT", `/items/${X_BURGER}`, newItem({ price: 2800, original_price: 2800 }))).toEqual([
      { field: "original_price", message: MENU_ERRORS.promotionNotBelow },
    ]);
    expect(await refusal("POST", "/items", newItem({ name: "x".repeat(81) }))).toEqual([
      { field: "name", message: MENU_ERRORS.nameTooLong },
    ]);
    expect(await refusal("POST", "/items", newItem({ description: "x".repeat(501) }))).toEqual([
      { field: "description", message: MENU_ERRORS.descriptionTooLong },
    ]);
    expect(await refusal("POST", "/items", newItem({ tags: Array.from({ length: 9 }, (_, n) => `t${n}`) }))).toEqual([
      { field: "tags", message: MENU_ERRORS.tagsTooMany },
    ]);
    expect(await refusal("POST", "/items", newItem({ tags: ["x".repeat(31)] }))).toEqual([
      { field: "tags.0", message: MENU_ERRORS.tagTooLong },
    ]);
    expect(await menuVersion()).toBe(version);
  });

  it("reorders the dishes of a category, and refuses a list with a missing or foreign id", async () => {
    const owner = await ownerToken();
    const lanches = () => readEditor(owner).then((menu) => menu.categories.find((c) => c.id === LANCHES)!);
    const ids = (await lanches()).items.map((item) => item.id);
    const reversed = [...ids].reverse();
    const { change } = await expectRecorded(owner, () =>
      write(owner, "PUT", `/categories/${LANCHES}/items_order`, { ids: reversed }),
    );
    expect((await lanches()).items.map((item) => item.id)).toEqual(reversed);
    expect(change).toMatchObject({ action: "reorder", subject: "item", name: "Lanches" });
    const sobremesa = (await readEditor(owner)).categories.find((c) => c.id === SOBREMESAS)!.items[0]!.id;
    for (const bad of [reversed.slice(1), [...reversed.slice(1), sobremesa]])
      expect(await refusal("PUT", `/categories/${LANCHES}/items_order`, { ids: bad }, 422)).toEqual([
        { field: "ids", message: MENU_ERRORS.orderInvalid },
      ]);
    await write(owner, "PUT", `/categories/${LANCHES}/items_order`, { ids });
  });
});

describe("option groups", () => {
  it("adds a group with its options last on the dish, recorded", async () => {
    const owner = await ownerToken();
    const { written, change } = await expectRecorded(owner, () =>
      write(owner, "POST", `/items/${X_BURGER}/option_groups`, newGroup(), 201),
    );
    const groups = (await itemOf(owner, X_BURGER))!.option_groups;
    expect(groups.at(-1)).toMatchObject({
      id: written.id,
      name: "Molhos",
      min: 0,
      max: 2,
      options: [
        { name: "Maionese", price: 0, enabled: true, description: null },
        { name: "Barbecue", price: 150, enabled: true, description: null },
      ],
    });
    expect(change).toMatchObject({ action: "create", subject: "option_group", subject_id: written.id, name: "Molhos" });
    expect(change.changes).toContainEqual({ field: "option", from: null, to: "Barbecue" });
  });

  it("changes a group sent whole: options kept by id, new ones added, missing ones removed", async () => {
    const owner = await ownerToken();
    const [bacon, queijo, ovo] = (await itemOf(owner, X_BURGER))!.option_groups.find(
      (g) => g.id === ADICIONAIS,
    )!.options;
    const { change } = await expectRecorded(owner, () =>
      write(owner, "PUT", `/option_groups/${ADICIONAIS}`, {
        name: "Adicionais",
        min: 0,
        max: 2,
        options: [
          { id: ovo!.id, name: "Ovo", price: 250, enabled: true },
          { id: bacon!.id, name: "Bacon", price: 400, enabled: true },
          { name: "Cheddar", price: 350, enabled: true },
        ],
      }),
    );
    const group = (await itemOf(owner, X_BURGER))!.option_groups.find((g) => g.id === ADICIONAIS)!;
    expect(group.max).toBe(2);
    expect(group.options.map((option) => [option.name, option.price])).toEqual([
      ["Ovo", 250],
      ["Bacon", 400],
      ["Cheddar", 350],
    ]);
    expect(group.options[0]!.id).toBe(ovo!.id);
    expect(group.options[1]!.id).toBe(bacon!.id);
    expect(group.options[2]!.id).toBeGreaterThan(queijo!.id);
    expect(change.changes).toEqual(
      expect.arrayContaining([
        { field: "max", from: 3, to: 2 },
        { field: "option", from: "Queijo", to: null },
        { field: "price", from: 200, to: 250, option: "Ovo" },
        { field: "option", from: null, to: "Cheddar" },
      ]),
    );
    expect(change.changes).toHaveLength(4);
  });

  it("never gives a removed option's id to a new one", async () => {
    const owner = await ownerToken();
    const { id } = await write(owner, "POST", `/items/${X_BURGER}/option_groups`, newGroup({ name: "Ids" }), 201);
    const groupOf = async () => (await itemOf(owner, X_BURGER))!.option_groups.find((group) => group.id === id)!;
    const [first, last] = (await groupOf()).options;
    await write(owner, "PUT", `/option_groups/${id}`, newGroup({ max: 1, options: [{ ...first, id: first!.id }] }));
    await write(
      owner,
      "PUT",
      `/option_groups/${id}`,
      newGroup({ options: [first, { name: "Nova", price: 0, enabled: true }] }),
    );
    const options = (await groupOf()).options;
    expect(options.map((option) => option.name)).toEqual(["Maionese", "Nova"]);
    expect(options[1]!.id).toBeGreaterThan(last!.id);
  });

  it("refuses an option id of another group, and min and max out of bounds", async () => {
    const owner = await ownerToken();
    const malPassado = (await itemOf(owner, X_BURGER))!.option_groups.find((g) => g.id === PONTO)!.options[0]!;
    const version = await menuVersion();
    expect(
      await refusal(
        "PUT",
        `/option_groups/${ADICIONAIS}`,
        newGroup({
          options: [
            { name: "Bacon", price: 0, enabled: true },
            { id: malPassado.id, name: "Roubada", price: 0, enabled: true },
          ],
        }),
        422,
      ),
    ).toEqual([{ field: "options.1.id", message: MENU_ERRORS.optionInvalid }]);
    expect(await refusal("PUT", `/option_groups/${PONTO}`, newGroup({ max: 3 }))).toEqual([
      { field: "max", message: MENU_ERRORS.maxAboveOptions },
    ]);
    expect(await refusal("PUT", `/option_groups/${PONTO}`, newGroup({ min: 2, max: 1 }))).toEqual([
      { field: "min", message: MENU_ERRORS.minAboveMax },
    ]);
    expect(await refusal("POST", `/items/${X_BURGER}/option_groups`, newGroup({ options: [] }))).toEqual(
      expect.arrayContaining([{ field: "options", message: MENU_ERRORS.optionsRequired }]),
    );
    expect(
      await refusal(
        "POST",
        `/items/${X_BURGER}/option_groups`,
        newGroup({ options: [{ name: "Caro", price: MENU_PRICE_MAX + 1, enabled: true }], max: 1 }),
      ),
    ).toEqual([{ field: "options.0.price", message: MENU_ERRORS.priceTooHigh }]);
    expect(await menuVersion()).toBe(version);
  });

  it("reorders a dish's groups, and deletes a group, recorded with what it was", async () => {
    const owner = await ownerToken();
    const ids = (await itemOf(owner, X_BURGER))!.option_groups.map((group) => group.id);
    const reversed = [...ids].reverse();
    await expectRecorded(owner, () => write(owner, "PUT", `/items/${X_BURGER}/option_groups_order`, { ids: reversed }));
    expect((await itemOf(owner, X_BURGER))!.option_groups.map((group) => group.id)).toEqual(reversed);
    expect(await refusal("PUT", `/items/${X_BURGER}/option_groups_order`, { ids: reversed.slice(1) }, 422)).toEqual([
      { field: "ids", message: MENU_ERRORS.orderInvalid },
    ]);

    const { id } = await write(owner, "POST", `/items/${X_BURGER}/option_groups`, newGroup({ name: "Some" }), 201);
    const { change } = await expectRecorded(owner, () => write(owner, "DELETE", `/option_groups/${id}`));
    expect(change).toMatchObject({ action: "delete", subject: "option_group", subject_id: id, name: "Some" });
    expect(change.changes).toContainEqual({ field: "option", from: "Maionese", to: null });
    expect((await itemOf(owner, X_BURGER))!.option_groups.map((group) => group.id)).not.toContain(id);
    const optionsLeft = await env.DB.prepare("SELECT COUNT(*) AS n FROM options WHERE option_group_id = ?1")
      .bind(id)
      .first<number>("n");
    expect(optionsLeft).toBe(0);
    await expectError(await send("DELETE", `${EDITOR}/option_groups/${id}`, owner), 404, "NOT_FOUND");
  });
});

describe("a create form sent twice (decision 095)", () => {
  it("creates one category, dish and group, and the second answer names what the first created", async () => {
    const owner = await ownerToken();
    const count = async (table: string, name: string) =>
      env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE name = ?1`).bind(name).first<number>("n");

    const category = { name: "Cafés da manhã", enabled: true, request_key: "form-category-0001" };
    const [first, second] = await Promise.all([
      write(owner, "POST", "/categories", category, 201),
      write(owner, "POST", "/categories", category, 201),
    ]);
    expect(second.id).toBe(first.id);
    expect(await count("categories", "Cafés da manhã")).toBe(1);

    const item = newItem({ category_id: first.id, name: "Pão na chapa", request_key: "form-item-0001" });
    const dish = await write(owner, "POST", "/items", item, 201);
    expect((await write(owner, "POST", "/items", item, 201)).id).toBe(dish.id);
    expect(await count("items", "Pão na chapa")).toBe(1);

    const group = newGroup({ name: "Manteiga", request_key: "form-group-0001" });
    const made = await write(owner, "POST", `/items/${dish.id}/option_groups`, group, 201);
    expect((await write(owner, "POST", `/items/${dish.id}/option_groups`, group, 201)).id).toBe(made.id);
    expect(await count("option_groups", "Manteiga")).toBe(1);

    // Another form (another key) creates another one.
    const other = await write(owner, "POST", "/categories", { ...category, request_key: "form-category-0002" }, 201);
    expect(other.id).not.toBe(first.id);
    expect(await count("categories", "Cafés da manhã")).toBe(2);
  });
});
