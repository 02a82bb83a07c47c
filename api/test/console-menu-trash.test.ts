import { env } from "cloudflare:workers";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { MENU_TRASH_DAYS, cartResponseSchema, menuResponseSchema } from "../../contract";
import worker from "../src/index";
import { copShop } from "./cart-fixtures";
import {
  LANCHES,
  X_BURGER,
  changeCount,
  expectRecorded,
  menuVersion,
  newGroup,
  newItem,
  ownerToken,
  readEditor,
  seedMenuShops,
  trail,
  write,
} from "./console-menu-fixtures";
import { expectError, getWithToken, send } from "./helpers";
import { SHOP, json, shop, visitorToken } from "./orders-fixtures";

/*
 * The editor's trash and trail: a trashed category or dish is gone for customers until restored (off
 * the menu, refused as a new line like an unknown dish, dropped from a cart like a disabled one); the hourly cleanup deletes what stayed MENU_TRASH_DAYS;
 * the trail pages back, newest first.
 */

beforeAll(seedMenuShops);

const DAY = 86_400_000;

const customerMenu = async () =>
  (await json(await getWithToken(`/${SHOP}/menu`, await visitorToken()), 200, (body) => menuResponseSchema.parse(body)))
    .data;

const dishesOnMenu = async () =>
  (await customerMenu()).categories.flatMap((category) => category.items.map((i) => i.id));

const addToNewCart = (token: string, itemId: number) =>
  send("POST", `/${SHOP}/carts`, token, { cart: { items: [{ item_id: itemId, quantity: 1 }] } });

const cartLines = async (token: string, guid: string) =>
  (await json(await send("GET", `/${SHOP}/carts/${guid}`, token), 200, (body) => cartResponseSchema.parse(body))).data
    .items;

const runCleanup = async (now: Date) => {
  const context = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: now.getTime(), cron: "17 * * * *" }), env, context);
  await waitOnExecutionContext(context);
};

describe("the trash", () => {
  it("takes a dish off the customer's menu, refuses it in carts and drops it from one, until restored", async () => {
    const owner = await ownerToken();
    const { id } = await write(owner, "POST", "/items", newItem({ name: "Lixo" }), 201);
    await write(owner, "POST", `/items/${id}/option_groups`, newGroup(), 201);
    const customer = await visitorToken();
    const cart = await json(await addToNewCart(customer, id!), 201, (body) => cartResponseSchema.parse(body).data);
    expect(await dishesOnMenu()).toContain(id);

    const { change } = await expectRecorded(owner, () => write(owner, "DELETE", `/items/${id}`));
    expect(change).toMatchObject({ action: "trash", subject: "item", subject_id: id, name: "Lixo" });
    const menu = await readEditor(owner);
    expect(menu.categories.flatMap((category) => category.items.map((item) => item.id))).not.toContain(id);
    expect(menu.trash[0]).toMatchObject({ kind: "item", id, name: "Lixo", category_id: LANCHES });
    expect(await dishesOnMenu()).not.toContain(id);
    await expectError(await addToNewCart(await visitorToken(), id!), 422, "NOT_FOUND");
    expect((await cartLines(customer, cart.guid)).map((line) => line.item_id)).not.toContain(id);
    await expectError(await send("DELETE", `/console/${SHOP}/menu_editor/items/${id}`, owner), 404, "NOT_FOUND");

    const restored = await expectRecorded(owner, () => write(owner, "POST", `/trash/item/${id}/restore`));
    expect(restored.change).toMatchObject({ action: "restore", subject: "item", subject_id: id });
    expect((await readEditor(owner)).trash).toEqual([]);
    expect(await dishesOnMenu()).toContain(id);
    expect((await cartLines(customer, cart.guid)).map((line) => line.item_id)).toContain(id);
    await json(await addToNewCart(await visitorToken(), id!), 201, (body) => body);
  });

  it("takes a category's dishes with it; restoring one of its dishes brings the category back too", async () => {
    const owner = await ownerToken();
    const category = await write(owner, "POST", "/categories", { name: "Porções", enabled: true }, 201);
    const kept = await write(owner, "POST", "/items", newItem({ name: "Calabresa", category_id: category.id }), 201);
    const trashed = await write(owner, "POST", "/items", newItem({ name: "Mandioca", category_id: category.id }), 201);
    await write(owner, "DELETE", `/items/${trashed.id}`);
    await write(owner, "DELETE", `/categories/${category.id}`);

    const menu = await readEditor(owner);
    expect(menu.categories.map((c) => c.id)).not.toContain(category.id);
    expect(menu.trash.map((entry) => [entry.kind, entry.id])).toEqual(
      expect.arrayContaining([
        ["category", category.id],
        ["item", trashed.id],
      ]),
    );
    expect((await customerMenu()).categories.map((c) => c.id)).not.toContain(category.id);
    await expectError(await addToNewCart(await visitorToken(), kept.id!), 422, "NOT_FOUND");

    const { change } = await expectRecorded(owner, () => write(owner, "POST", `/trash/item/${trashed.id}/restore`), 2);
    expect(change).toMatchObject({ action: "restore", subject: "item", subject_id: trashed.id });
    expect((await trail(owner)).changes[1]).toMatchObject({
      action: "restore",
      subject: "category",
      subject_id: category.id,
    });
    const back = (await customerMenu()).categories.find((c) => c.id === category.id);
    expect(back?.items.map((item) => item.name)).toEqual(["Calabresa", "Mandioca"]);
    expect((await readEditor(owner)).trash).toEqual([]);
  });

  it("trashes and restores a category, each recorded, its dishes back with it", async () => {
    const owner = await ownerToken();
    const category = await write(owner, "POST", "/categories", { name: "Sucos", enabled: true }, 201);
    const dish = await write(owner, "POST", "/items", newItem({ name: "Laranja", category_id: category.id }), 201);
    const trashed = await expectRecorded(owner, () => write(owner, "DELETE", `/categories/${category.id}`));
    expect(trashed.change).toMatchObject({
      action: "trash",
      subject: "category",
      subject_id: category.id,
      name: "Sucos",
    });
    expect((await readEditor(owner)).trash).toEqual([
      { kind: "category", id: category.id, name: "Sucos", deleted_at: expect.any(String), category_id: null },
    ]);
    expect(await dishesOnMenu()).not.toContain(dish.id);
    const restored = await expectRecorded(owner, () => write(owner, "POST", `/trash/category/${category.id}/restore`));
    expect(restored.change).toMatchObject({ action: "restore", subject: "category", subject_id: category.id });
    expect(await dishesOnMenu()).toContain(dish.id);
  });

  it("refuses to restore what is not in the trash", async () => {
    const owner = await ownerToken();
    await expectError(
      await send("POST", `/console/${SHOP}/menu_editor/trash/item/${X_BURGER}/restore`, owner),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await send("POST", `/console/${SHOP}/menu_editor/trash/pizza/1/restore`, owner),
      400,
      "VALIDATION_ERROR",
    );
  });

  it(`is emptied by the hourly cleanup after ${MENU_TRASH_DAYS} days, a purge change each, and keeps the rest`, async () => {
    const owner = await ownerToken();
    const now = new Date();
    const old = await write(owner, "POST", "/items", newItem({ name: "Velho" }), 201);
    const oldCategory = await write(owner, "POST", "/categories", { name: "Antiga", enabled: true }, 201);
    const inOldCategory = await write(
      owner,
      "POST",
      "/items",
      newItem({ name: "Junto", category_id: oldCategory.id }),
      201,
    );
    const recent = await write(owner, "POST", "/items", newItem({ name: "Recente" }), 201);
    for (const [table, id, days] of [
      ["items", old.id, MENU_TRASH_DAYS + 1],
      ["categories", oldCategory.id, MENU_TRASH_DAYS + 1],
      ["items", recent.id, MENU_TRASH_DAYS - 1],
    ] as const)
      await env.DB.prepare(`UPDATE ${table} SET deleted_at = ?2 WHERE id = ?1`)
        .bind(id, now.getTime() - days * DAY)
        .run();
    const version = await menuVersion();
    const changes = await changeCount();

    await runCleanup(now);

    const left = await env.DB.prepare("SELECT id FROM items WHERE id IN (?1, ?2, ?3)")
      .bind(old.id, inOldCategory.id, recent.id)
      .all<{ id: number }>();
    expect(left.results.map((row) => row.id)).toEqual([recent.id]);
    expect((await readEditor(owner)).trash.map((entry) => entry.id)).toEqual([recent.id]);
    expect(await menuVersion()).toBe(version + 1);
    expect(await changeCount()).toBe(changes + 2);
    const purges = (await trail(owner)).changes.slice(0, 2);
    expect(purges.map((change) => [change.action, change.subject, change.subject_id, change.staff_name])).toEqual(
      expect.arrayContaining([
        ["purge", "item", old.id, ""],
        ["purge", "category", oldCategory.id, ""],
      ]),
    );
    // The purged ids are never given again.
    const next = await write(owner, "POST", "/items", newItem({ name: "Novo" }), 201);
    expect(next.id).toBeGreaterThan(Math.max(old.id!, inOldCategory.id!, recent.id!));
  });
});

describe("the trail", () => {
  it("pages back 50 at a time by `before`, newest first, this store's only", async () => {
    const owner = await ownerToken();
    const insert = (merchantId: number, name: string) =>
      env.DB.prepare(
        `INSERT INTO menu_changes (merchant_id, staff_id, staff_name, at, action, subject, subject_id, name, changes)
         VALUES (?1, NULL, 'Dona Carla', ?2, 'update', 'item', 1, ?3, '[]')`,
      ).bind(merchantId, Date.now(), name);
    await env.DB.batch([
      ...Array.from({ length: 70 }, (_, n) => insert(shop.id, `Prato ${n}`)),
      insert(copShop.id, "De outra loja"),
    ]);
    const total = await changeCount();
    const pages = [];
    let before: number | undefined;
    do {
      const page = await trail(owner, before);
      pages.push(page.changes);
      before = page.next_before ?? undefined;
    } while (before !== undefined);
    expect(pages[0]).toHaveLength(50);
    const all = pages.flat();
    expect(all).toHaveLength(total);
    const ids = all.map((change) => change.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.map((change) => change.name)).not.toContain("De outra loja");
    expect(all[0]!.name).toBe("Prato 69");
  });
});
