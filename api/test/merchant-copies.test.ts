import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  adminMerchantCopyResponseSchema,
  menuResponseSchema,
  operationStatusNowResponseSchema,
  settingsChangesResponseSchema,
} from "../../contract";
import { staffToken } from "./console-fixtures";
import { pizzeria } from "./fixtures";
import { accessTokenFor, call, getWithToken, postJson, seed } from "./helpers";

/*
 * POST /admin/merchant_copies (admin key): a store copied under a new slug with an owner of its own,
 * for end-to-end tests that change a store; and the settings' trail and version it starts from.
 */

const admin = { Authorization: `Bearer ${env.ADMIN_KEY}` };

const menuOf = async (slug: string) => {
  const response = await getWithToken(`/${slug}/menu`, await accessTokenFor(slug));
  expect(response.status).toBe(200);
  return menuResponseSchema.parse(await response.json()).data;
};

/** The menu without its ids: what a customer reads. */
const shape = (menu: Awaited<ReturnType<typeof menuOf>>) =>
  menu.categories.map((category) => ({
    name: category.name,
    items: category.items.map((item) => ({
      name: item.name,
      price: item.price,
      groups: item.option_groups?.map((group) => [group.name, group.options.map((option) => option.name)]),
    })),
  }));

beforeAll(async () => {
  await seed([pizzeria]);
});

describe("POST /admin/merchant_copies", () => {
  it("copies the store's menu with new ids and gives the copy an owner who can log in", async () => {
    const response = await postJson("/admin/merchant_copies", { from: pizzeria.slug }, admin);
    const body: unknown = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(201);
    const copy = adminMerchantCopyResponseSchema.parse(body).data;
    expect(copy.slug).toMatch(/^copia-test-pizzaria-[a-z0-9]{6}$/);

    const [original, copied] = await Promise.all([menuOf(pizzeria.slug), menuOf(copy.slug)]);
    expect(shape(copied)).toEqual(shape(original));
    expect(shape(copied).length).toBeGreaterThan(0);
    const ids = (menu: typeof original) => menu.categories.flatMap((category) => category.items.map((item) => item.id));
    expect(ids(copied).some((id) => ids(original).includes(id))).toBe(false);

    const token = await staffToken(copy.slug, copy.owner.email, copy.owner.password);
    const changes = await getWithToken(`/console/${copy.slug}/settings/changes`, token);
    expect(settingsChangesResponseSchema.parse(await changes.json()).data).toEqual({ changes: [], next_before: null });

    const status = await getWithToken(`/${copy.slug}/operation_status_now`, await accessTokenFor(copy.slug));
    expect(operationStatusNowResponseSchema.parse(await status.json()).data.settings_version).toBe(0);
  });

  it("refuses a taken slug, an unknown store and a call without the admin key", async () => {
    expect((await postJson("/admin/merchant_copies", { from: pizzeria.slug, slug: pizzeria.slug }, admin)).status).toBe(
      409,
    );
    expect((await postJson("/admin/merchant_copies", { from: "nao-existe" }, admin)).status).toBe(404);
    expect((await postJson("/admin/merchant_copies", { from: pizzeria.slug })).status).toBe(401);
  });

  it("answers the trail only to the store's staff", async () => {
    expect((await call(`/console/${pizzeria.slug}/settings/changes`)).status).toBe(401);
  });
});
