import { env } from "cloudflare:workers";
import { expect } from "vitest";
import {
  type MenuChange,
  type MenuEditor,
  menuChangesResponseSchema,
  menuEditorResponseSchema,
  menuWriteResponseSchema,
} from "../../contract";
import { copShop } from "./cart-fixtures";
import { insertStaff, staffToken } from "./console-fixtures";
import { getWithToken, seed, send } from "./helpers";
import { SHOP, json, shop } from "./orders-fixtures";

/* The menu editor's tests (console-menu*.test.ts): the cart shop, its owner and staff, and a shop of another merchant. */

export const EDITOR = `/console/${SHOP}/menu_editor`;
export const OWNER_EMAIL = "dona@cardapio.test";
export const STAFF_EMAIL = "rita@cardapio.test";
export const OTHER_OWNER_EMAIL = "juan@cardapio.test";
export const OWNER_NAME = "Dona Carla";

export const LANCHES = 91100001;
export const SOBREMESAS = 91100002;
export const X_BURGER = 91100011;
export const PONTO = 91100501;
export const ADICIONAIS = 91100502;
export const COP_PIZZAS = 91200001;

export async function seedMenuShops(): Promise<void> {
  await seed([shop, copShop]);
  await insertStaff(shop.id, OWNER_EMAIL, "OWNER", OWNER_NAME);
  await insertStaff(shop.id, STAFF_EMAIL, "STAFF", "Rita");
  await insertStaff(copShop.id, OTHER_OWNER_EMAIL, "OWNER", "Juan");
}

export const ownerToken = () => staffToken(SHOP, OWNER_EMAIL);

export async function readEditor(token: string): Promise<MenuEditor> {
  return (await json(await getWithToken(EDITOR, token), 200, (body) => menuEditorResponseSchema.parse(body))).data;
}

/** A write that must succeed: answers its id and the new version. */
export async function write(token: string, method: string, path: string, body?: unknown, status = 200) {
  return (
    await json(await send(method, `${EDITOR}${path}`, token, body), status, (raw) => menuWriteResponseSchema.parse(raw))
  ).data;
}

export const menuVersion = async (merchantId = shop.id) =>
  (await env.DB.prepare("SELECT menu_version FROM merchants WHERE id = ?1")
    .bind(merchantId)
    .first<number>("menu_version"))!;

/** The trail's rows of the shop, newest first, as the API answers them. */
export async function trail(token: string, before?: number) {
  const path = `${EDITOR}/changes${before === undefined ? "" : `?before=${before}`}`;
  return (await json(await getWithToken(path, token), 200, (body) => menuChangesResponseSchema.parse(body))).data;
}

export const changeCount = async () =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM menu_changes WHERE merchant_id = ?1")
    .bind(shop.id)
    .first<number>("n"))!;

/**
 * Runs a write and checks what every write must do: the version raised by exactly 1 and `records`
 * changes recorded (by the owner); answers the write and the newest change.
 */
export async function expectRecorded(
  token: string,
  run: () => Promise<{ id: number | null; version: number }>,
  records = 1,
): Promise<{ written: { id: number | null; version: number }; change: MenuChange }> {
  const version = await menuVersion();
  const count = await changeCount();
  const written = await run();
  expect(written.version).toBe(version + 1);
  expect(await menuVersion()).toBe(version + 1);
  expect(await changeCount()).toBe(count + records);
  const change = (await trail(token)).changes[0]!;
  expect(change.staff_name).toBe(OWNER_NAME);
  return { written, change };
}

export const newItem = (overrides: Record<string, unknown> = {}) => ({
  category_id: LANCHES,
  name: "X-Salada",
  description: "Com alface e tomate",
  price: 2800,
  original_price: null,
  tags: ["novo"],
  enabled: true,
  serves: 1,
  ...overrides,
});

export const newGroup = (overrides: Record<string, unknown> = {}) => ({
  name: "Molhos",
  min: 0,
  max: 2,
  options: [
    { name: "Maionese", price: 0, enabled: true },
    { name: "Barbecue", price: 150, enabled: true },
  ],
  ...overrides,
});
