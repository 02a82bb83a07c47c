import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  adminMerchantCopyResponseSchema,
  menuResponseSchema,
  operationStatusNowResponseSchema,
  SETTINGS_VERSION_HEADER,
  settingsChangesResponseSchema,
} from "../../contract";
import { runSettingsWrite } from "../src/db/settings";
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

describe("the settings version (decision 102)", () => {
  it("labels every read and the combined read, and a settings write raises it with its trail row", async () => {
    const token = await accessTokenFor(pizzeria.slug);
    const labels = async () =>
      Promise.all(
        [`/${pizzeria.slug}/stylizations`, `/${pizzeria.slug}/configuration?reads=stylizations,general_settings`].map(
          async (path) => (await getWithToken(path, token)).headers.get(SETTINGS_VERSION_HEADER),
        ),
      );
    const before = Number((await labels())[0]);
    expect(await labels()).toEqual([String(before), String(before)]);

    const merchantId = (await env.DB.prepare("SELECT id FROM merchants WHERE slug = ?1").bind(pizzeria.slug).first<{
      id: number;
    }>())!.id;
    const written = await runSettingsWrite(
      env.DB,
      merchantId,
      { staffId: null, staffName: "Dona" },
      0,
      [],
      [
        {
          section: "brand",
          action: "update",
          name: "Cores",
          changes: [{ field: "primary", from: "#000", to: "#111" }],
        },
      ],
    );
    expect(written).toEqual({ id: null, version: before + 1 });
    expect(await labels()).toEqual([String(before + 1), String(before + 1)]);
    const status = await getWithToken(`/${pizzeria.slug}/operation_status_now`, token);
    expect(operationStatusNowResponseSchema.parse(await status.json()).data.settings_version).toBe(before + 1);
  });
});
