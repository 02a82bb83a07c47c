import { env } from "cloudflare:workers";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import encodePng, { init as initPngEncode } from "@jsquash/png/encode";
import PNG_CODEC from "@jsquash/png/codec/pkg/squoosh_png_bg.wasm?module";
import { beforeAll, describe, expect, it } from "vitest";
import { SUPERSEDED_PHOTO_MS } from "../src/cleanup";
import worker from "../src/index";
import { mediaFolderOf } from "../src/photos/media-folders";
import { insertStaff, staffToken } from "./console-fixtures";
import { call, seed } from "./helpers";
import { SHOP, X_BURGER, shop } from "./orders-fixtures";

/*
 * Replaced and removed images leave R2 a day later (decision 115): a dish photo replaced or removed, a
 * dish purged from the trash with its photo, a logo replaced; never while a dish, logo or banner names them.
 */

const OTHER_DISH = 91100012;

beforeAll(async () => {
  await seed([shop]);
  await insertStaff(shop.id, "dono@carrinho.test", "OWNER", "Dona Carla");
  await initPngEncode(PNG_CODEC);
});

const owner = () => staffToken(SHOP, "dono@carrinho.test");

/** A picture of its own colour: each shade is other bytes, so another folder. */
function pixels(shade: number): ImageData {
  const width = 240;
  const height = 200;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let at = 0; at < data.length; at += 4) data.set([shade, (at / 4) % 255, 90, 255], at);
  return { data, width, height };
}

async function upload(path: string, shade: number): Promise<void> {
  const response = await call(path, {
    method: "POST",
    headers: { Authorization: `Bearer ${await owner()}`, "content-type": "application/octet-stream" },
    body: await encodePng(pixels(shade)),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
}

const setDishPhoto = (id: number, shade: number) => upload(`/console/${SHOP}/menu_editor/items/${id}/photo`, shade);

const dishImage = async (id: number) =>
  (await env.DB.prepare("SELECT image FROM items WHERE id = ?1").bind(id).first<{ image: string | null }>())!.image;

const objectsIn = async (folder: string) =>
  (await env.PHOTOS.list({ prefix: `${folder}/` })).objects.map((object) => object.key);

const superseded = async () =>
  (await env.DB.prepare("SELECT folder FROM superseded_photos ORDER BY folder").all<{ folder: string }>()).results.map(
    (row) => row.folder,
  );

async function runCleanup(at: number): Promise<void> {
  const context = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: "17 * * * *" }), env, context);
  await waitOnExecutionContext(context);
}

describe("a replaced dish photo", () => {
  it("is kept for a day after it was replaced, then deleted; the photo in use stays", async () => {
    await setDishPhoto(X_BURGER, 10);
    const first = mediaFolderOf(await dishImage(X_BURGER))!;
    expect(await objectsIn(first)).toHaveLength(4);
    await setDishPhoto(X_BURGER, 20);
    const second = mediaFolderOf(await dishImage(X_BURGER))!;
    expect(second).not.toBe(first);
    expect(await superseded()).toEqual([first]);

    await runCleanup(Date.now() + SUPERSEDED_PHOTO_MS - 3_600_000);
    expect(await objectsIn(first)).toHaveLength(4);

    await runCleanup(Date.now() + SUPERSEDED_PHOTO_MS + 60_000);
    expect(await objectsIn(first)).toEqual([]);
    expect(await objectsIn(second)).toHaveLength(4);
    expect(await superseded()).toEqual([]);
  });

  it("is never deleted while another dish still shows the same photo, nor once it is the dish's again", async () => {
    await setDishPhoto(X_BURGER, 30);
    await setDishPhoto(OTHER_DISH, 30);
    const shared = mediaFolderOf(await dishImage(X_BURGER))!;
    expect(mediaFolderOf(await dishImage(OTHER_DISH))).toBe(shared);
    await setDishPhoto(X_BURGER, 40);
    expect(await superseded()).toContain(shared);

    await runCleanup(Date.now() + SUPERSEDED_PHOTO_MS + 60_000);
    expect(await objectsIn(shared)).toHaveLength(4);
    expect(await superseded()).not.toContain(shared);

    // Removed from the other dish too, then put back on the first before the day is over: still kept.
    const removed = await call(`/console/${SHOP}/menu_editor/items/${OTHER_DISH}/photo`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${await owner()}` },
    });
    expect(removed.status).toBe(200);
    expect(await superseded()).toContain(shared);
    await setDishPhoto(X_BURGER, 30);
    await runCleanup(Date.now() + SUPERSEDED_PHOTO_MS + 60_000);
    expect(await objectsIn(shared)).toHaveLength(4);
  });
});

describe("a dish purged from the trash", () => {
  it("takes its photo with it a day after the purge", async () => {
    await setDishPhoto(OTHER_DISH, 50);
    const folder = mediaFolderOf(await dishImage(OTHER_DISH))!;
    const trashedLongAgo = Date.now() - 31 * 86_400_000;
    await env.DB.prepare("UPDATE items SET deleted_at = ?1 WHERE id = ?2").bind(trashedLongAgo, OTHER_DISH).run();
    const purgedAt = Date.now();
    await runCleanup(purgedAt);
    expect(await dishImage(OTHER_DISH).catch(() => "gone")).toBe("gone");
    expect(await superseded()).toContain(folder);
    expect(await objectsIn(folder)).toHaveLength(4);

    await runCleanup(purgedAt + SUPERSEDED_PHOTO_MS + 60_000);
    expect(await objectsIn(folder)).toEqual([]);
  });
});

describe("a replaced logo", () => {
  it("leaves R2 a day later, the new logo stays", async () => {
    const logoPath = `/console/${SHOP}/settings/brand/logo`;
    const logoFolder = async () => {
      const row = await env.DB.prepare("SELECT stylizations FROM merchants WHERE id = ?1")
        .bind(shop.id)
        .first<{ stylizations: string }>();
      return mediaFolderOf((JSON.parse(row!.stylizations) as { logo: { small: string } }).logo.small)!;
    };
    await upload(logoPath, 60);
    const first = await logoFolder();
    await upload(logoPath, 70);
    const second = await logoFolder();
    expect(await superseded()).toContain(first);
    await runCleanup(Date.now() + SUPERSEDED_PHOTO_MS + 60_000);
    expect(await objectsIn(first)).toEqual([]);
    expect((await objectsIn(second)).length).toBeGreaterThan(0);
  });
});

describe("a banner's image", () => {
  it("replaced, and then the banner deleted: both images leave R2 a day later", async () => {
    const token = await owner();
    const bannerImage = async (shade: number) => {
      const response = await call(`/console/${SHOP}/settings/banners/images`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "content-type": "application/octet-stream" },
        body: await encodePng(pixels(shade)),
      });
      return ((await response.json()) as { data: { image: string } }).data.image;
    };
    const sendJson = async (method: string, path: string, body?: unknown) => {
      const response = await call(`/console/${SHOP}/settings/banners${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: body === undefined ? null : JSON.stringify(body),
      });
      expect(response.status, await response.clone().text()).toBeLessThan(300);
      return (await response.json()) as { data: { id: number | null } };
    };
    const banner = { title: "Combo", description: null, link: "/", enabled_desktop: true, enabled_mobile: true };
    const first = await bannerImage(80);
    const created = await sendJson("POST", "", { ...banner, starts_at: null, ends_at: null, image: first });
    const second = await bannerImage(90);
    await sendJson("PUT", `/${created.data.id}`, { ...banner, starts_at: null, ends_at: null, image: second });
    expect(await superseded()).toContain(mediaFolderOf(first));
    await sendJson("DELETE", `/${created.data.id}`);
    expect(await superseded()).toContain(mediaFolderOf(second));

    await runCleanup(Date.now() + SUPERSEDED_PHOTO_MS + 60_000);
    expect(await objectsIn(mediaFolderOf(first)!)).toEqual([]);
    expect(await objectsIn(mediaFolderOf(second)!)).toEqual([]);
  });
});
