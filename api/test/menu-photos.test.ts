import { env } from "cloudflare:workers";
import encodeJpeg, { init as initJpegEncode } from "@jsquash/jpeg/encode";
import JPEG_ENCODER from "@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm?module";
import encodePng, { init as initPngEncode } from "@jsquash/png/encode";
import PNG_CODEC from "@jsquash/png/codec/pkg/squoosh_png_bg.wasm?module";
import { beforeAll, describe, expect, it } from "vitest";
import { PHOTO_ERRORS, PHOTO_MAX_BYTES, dishPhotoKey, dishPhotoResponseSchema, dishPhotoSizes } from "../../contract";
import { sniffPhoto } from "../src/photos/sniff";
import { copShop } from "./cart-fixtures";
import { insertStaff, staffToken } from "./console-fixtures";
import { call, expectError, seed } from "./helpers";
import { SHOP, X_BURGER, json, shop, visitorToken } from "./orders-fixtures";

/*
 * A dish's photo on the API (decision 099): the owner's only, checked from its bytes and bounded,
 * resized in the Worker to the menu's sizes as WebP in R2, and set as the dish's image with an audit
 * row and a new menu version; removing it leaves the dish without a photo.
 */

const OTHER = copShop.slug;
const path = (slug: string, id: number) => `/console/${slug}/menu_editor/items/${id}/photo`;

beforeAll(async () => {
  await seed([shop, copShop]);
  await insertStaff(shop.id, "dono@carrinho.test", "OWNER", "Dona Carla");
  await insertStaff(shop.id, "equipe@carrinho.test", "STAFF", "Rita");
  await insertStaff(copShop.id, "dono@pesos.test", "OWNER", "Juan");
  await Promise.all([initJpegEncode(JPEG_ENCODER), initPngEncode(PNG_CODEC)]);
});

const owner = () => staffToken(SHOP, "dono@carrinho.test");

/** A width x height picture with a gradient (real pixels, so the encoders have something to do). */
function pixels(width: number, height: number): ImageData {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      data.set([(x * 255) / width, (y * 255) / height, 128, 255], at);
    }
  return { data, width, height };
}

const upload = (slug: string, id: number, token: string, body: BodyInit, type = "application/octet-stream") =>
  call(path(slug, id), { method: "POST", headers: { Authorization: `Bearer ${token}`, "content-type": type }, body });

const remove = (slug: string, id: number, token: string) =>
  call(path(slug, id), { method: "DELETE", headers: { Authorization: `Bearer ${token}` } });

const photoOf = (response: Response) => json(response, 200, (body) => dishPhotoResponseSchema.parse(body).data);

async function dishRow(id: number) {
  return env.DB.prepare("SELECT image FROM items WHERE id = ?").bind(id).first<{ image: string | null }>();
}
async function menuVersion() {
  return (await env.DB.prepare("SELECT menu_version FROM merchants WHERE id = ?")
    .bind(shop.id)
    .first<{ menu_version: number }>())!.menu_version;
}
async function lastChange() {
  return env.DB.prepare("SELECT * FROM menu_changes WHERE merchant_id = ? ORDER BY id DESC LIMIT 1")
    .bind(shop.id)
    .first<{ staff_name: string; action: string; subject: string; subject_id: number; changes: string }>();
}

/** Each stored size's pixel size, read from the WebP bytes in R2. */
async function storedSizes(image: string) {
  const sizes: Record<string, unknown> = {};
  for (const size of dishPhotoSizes) {
    const key = dishPhotoKey(image.replace(/card2x\.webp$/, `${size}.webp`));
    const object = await env.PHOTOS.get(key!);
    expect(object?.httpMetadata?.contentType).toBe("image/webp");
    sizes[size] = sniffPhoto(new Uint8Array(await object!.arrayBuffer()));
  }
  return sizes;
}

const EXPECTED_SIZES = {
  card: { kind: "image", format: "webp", width: 96, height: 96 },
  card2x: { kind: "image", format: "webp", width: 192, height: 192 },
  dialog: { kind: "image", format: "webp", width: 480, height: 270 },
  dialog2x: { kind: "image", format: "webp", width: 960, height: 540 },
};

describe("who may set a dish's photo", () => {
  it("refuses staff, another store's owner, a customer's token and no session", async () => {
    const png = await encodePng(pixels(400, 300));
    const staff = await staffToken(SHOP, "equipe@carrinho.test");
    await expectError(await upload(SHOP, X_BURGER, staff, png), 403, "FORBIDDEN");
    await expectError(await remove(SHOP, X_BURGER, staff), 403, "FORBIDDEN");
    const otherOwner = await staffToken(OTHER, "dono@pesos.test");
    await expectError(await upload(SHOP, X_BURGER, otherOwner, png), 403, "FORBIDDEN");
    await expectError(await upload(SHOP, X_BURGER, await visitorToken(), png), 401, "UNAUTHORIZED");
    // Another store's dish through the owner's own store: no such dish.
    await expectError(await upload(OTHER, X_BURGER, otherOwner, png), 404, "NOT_FOUND");
    await expectError(await call(path(SHOP, X_BURGER), { method: "POST", body: png }), 401, "UNAUTHORIZED");
    expect((await dishRow(X_BURGER))?.image).toBeNull();
  });
});

describe("what a photo may be", () => {
  it("refuses what is not an image, whatever type it claims", async () => {
    const error = await expectError(
      await upload(SHOP, X_BURGER, await owner(), "just some text", "image/jpeg"),
      415,
      "VALIDATION_ERROR",
    );
    expect(error.errors).toEqual([{ field: "photo", message: PHOTO_ERRORS.notImage }]);
  });

  it("names an iPhone's HEIC photo", async () => {
    const heic = new Uint8Array(64);
    heic.set(new TextEncoder().encode("\0\0\0\x18ftypheic"), 0);
    const error = await expectError(
      await upload(SHOP, X_BURGER, await owner(), heic, "image/heic"),
      415,
      "VALIDATION_ERROR",
    );
    expect(error.errors).toEqual([{ field: "photo", message: PHOTO_ERRORS.heic }]);
  });

  it("refuses a photo over the byte bound as it streams in", async () => {
    const big = new Uint8Array(PHOTO_MAX_BYTES + 1);
    big.set([0xff, 0xd8, 0xff], 0);
    const error = await expectError(
      await upload(SHOP, X_BURGER, await owner(), big, "image/jpeg"),
      413,
      "PAYLOAD_TOO_LARGE",
    );
    expect(error.errors).toEqual([{ field: "photo", message: PHOTO_ERRORS.tooHeavy }]);
  });

  it("refuses a photo over the pixel bound or under the smallest side from its header", async () => {
    const huge = await encodePng(pixels(8200, 16));
    expect(
      (await expectError(await upload(SHOP, X_BURGER, await owner(), huge), 422, "VALIDATION_ERROR")).errors,
    ).toEqual([{ field: "photo", message: PHOTO_ERRORS.tooLarge }]);
    const tiny = await encodePng(pixels(100, 100));
    expect(
      (await expectError(await upload(SHOP, X_BURGER, await owner(), tiny), 422, "VALIDATION_ERROR")).errors,
    ).toEqual([{ field: "photo", message: PHOTO_ERRORS.tooSmall }]);
    expect((await dishRow(X_BURGER))?.image).toBeNull();
  });
});

describe("a photo uploaded and removed", () => {
  it("resizes a PNG to the menu's sizes, records the change and raises the menu version", async () => {
    const before = await menuVersion();
    const photo = await photoOf(
      await upload(SHOP, X_BURGER, await owner(), await encodePng(pixels(1200, 800)), "image/png"),
    );
    expect(photo.image).toMatch(/^\/media\/dish\/[0-9a-f]{16}\/card2x\.webp$/);
    expect((await dishRow(X_BURGER))?.image).toBe(photo.image);
    expect(await storedSizes(photo.image!)).toEqual(EXPECTED_SIZES);
    // Every member reads it.
    const staff = await staffToken(SHOP, "equipe@carrinho.test");
    expect(await photoOf(await call(path(SHOP, X_BURGER), { headers: { Authorization: `Bearer ${staff}` } }))).toEqual(
      photo,
    );
    expect(await menuVersion()).toBe(before + 1);
    const change = await lastChange();
    expect(change).toMatchObject({ staff_name: "Dona Carla", action: "update", subject: "item", subject_id: X_BURGER });
    expect(JSON.parse(change!.changes)).toEqual([{ field: "image", from: null, to: photo.image }]);
  });

  it("resizes a phone's portrait JPEG, cropping it to each size", async () => {
    const jpeg = await encodeJpeg(pixels(900, 1600), { quality: 80 });
    const photo = await photoOf(await upload(SHOP, X_BURGER, await owner(), jpeg, "image/jpeg"));
    expect(await storedSizes(photo.image!)).toEqual(EXPECTED_SIZES);
  });

  it("removes the photo: the dish has none, the change is recorded and the version raised", async () => {
    const { image } = (await dishRow(X_BURGER))!;
    expect(image).not.toBeNull();
    const before = await menuVersion();
    expect(await photoOf(await remove(SHOP, X_BURGER, await owner()))).toEqual({
      item_id: X_BURGER,
      name: "X-Burger",
      image: null,
    });
    expect((await dishRow(X_BURGER))?.image).toBeNull();
    expect(await menuVersion()).toBe(before + 1);
    expect(JSON.parse((await lastChange())!.changes)).toEqual([{ field: "image", from: image, to: null }]);
  });
});
