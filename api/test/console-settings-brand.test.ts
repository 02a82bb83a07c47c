import { env } from "cloudflare:workers";
import encodePng, { init as initPngEncode } from "@jsquash/png/encode";
import PNG_CODEC from "@jsquash/png/codec/pkg/squoosh_png_bg.wasm?module";
import { beforeAll, describe, expect, it } from "vitest";
import { bannersResponseSchema, settingsWriteResponseSchema, stylizationsResponseSchema } from "../../contract";
import {
  BRAND_ERRORS,
  brandImageKey,
  brandSettingsResponseSchema,
  consoleBannersResponseSchema,
  bannerImageResponseSchema,
} from "../../contract/console-settings-brand";
import { PHOTO_MAX_BYTES } from "../../contract/formats/dish-photos";
import { sniffPhoto } from "../src/photos/sniff";
import { copShop } from "./cart-fixtures";
import { insertStaff, staffToken } from "./console-fixtures";
import { call, expectError, getWithToken, seed } from "./helpers";
import { SHOP, json, shop, visitorToken } from "./orders-fixtures";

/*
 * The brand and the banners in the store's settings (decision 105): the owner's only, each write one
 * settings batch with its trail row and a new settings version; the customer's reads answer the new
 * values at once.
 */

const OTHER = copShop.slug;
const base = (slug: string) => `/console/${slug}/settings`;

beforeAll(async () => {
  await seed([shop, copShop]);
  await insertStaff(shop.id, "dono@carrinho.test", "OWNER", "Dona Carla");
  await insertStaff(shop.id, "equipe@carrinho.test", "STAFF", "Rita");
  await insertStaff(copShop.id, "dono@pesos.test", "OWNER", "Juan");
  await initPngEncode(PNG_CODEC);
});

const owner = () => staffToken(SHOP, "dono@carrinho.test");
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

function pixels(width: number, height: number): ImageData {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) data.set([(x * 255) / width, (y * 255) / height, 128, 255], (y * width + x) * 4);
  return { data, width, height };
}

const sendJson = (method: string, path: string, token: string, body: unknown) =>
  call(path, {
    method,
    headers: { ...bearer(token), "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const sendBytes = (path: string, token: string, body: BodyInit) =>
  call(path, { method: "POST", headers: { ...bearer(token), "content-type": "application/octet-stream" }, body });
const written = (response: Response, status = 200) =>
  json(response, status, (body) => settingsWriteResponseSchema.parse(body).data);

async function settingsVersion(merchantId = shop.id) {
  return (await env.DB.prepare("SELECT settings_version FROM merchants WHERE id = ?")
    .bind(merchantId)
    .first<{ settings_version: number }>())!.settings_version;
}
async function lastChange() {
  const row = await env.DB.prepare("SELECT * FROM settings_changes WHERE merchant_id = ? ORDER BY id DESC LIMIT 1")
    .bind(shop.id)
    .first<{ staff_name: string; section: string; action: string; name: string; changes: string }>();
  return row && { ...row, changes: JSON.parse(row.changes) as unknown };
}
async function storefrontStylizations() {
  const response = await getWithToken(`/merchants/${SHOP}/stylizations`, await visitorToken());
  return json(response, 200, (body) => stylizationsResponseSchema.parse(body).data);
}
async function storefrontBanners() {
  const response = await getWithToken(`/${SHOP}/banners`, await visitorToken());
  return json(response, 200, (body) => bannersResponseSchema.parse(body).data);
}
async function brandRead(token: string) {
  return json(
    await call(`${base(SHOP)}/brand`, { headers: bearer(token) }),
    200,
    (body) => brandSettingsResponseSchema.parse(body).data,
  );
}

const BANNER = {
  title: "Combo da semana",
  description: "Dois X-Burgers e uma batata",
  link: "/?category=1",
  enabled_desktop: true,
  enabled_mobile: true,
  starts_at: null,
  ends_at: null,
};

async function bannerImage(token: string) {
  const response = await sendBytes(`${base(SHOP)}/banners/images`, token, await encodePng(pixels(900, 300)));
  return json(response, 200, (body) => bannerImageResponseSchema.parse(body).data.image);
}

describe("who may change the brand and the banners", () => {
  it("refuses staff, another store's owner, a customer's token and no session; every member reads", async () => {
    const colors = { brand_color: "#123456", highlight_color: "#aa0000" };
    const before = await settingsVersion();
    const staff = await staffToken(SHOP, "equipe@carrinho.test");
    const otherOwner = await staffToken(OTHER, "dono@pesos.test");
    const customer = await visitorToken();
    const png = await encodePng(pixels(300, 300));
    for (const token of [staff, otherOwner]) {
      await expectError(await sendJson("PUT", `${base(SHOP)}/brand/colors`, token, colors), 403, "FORBIDDEN");
      await expectError(await sendBytes(`${base(SHOP)}/brand/logo`, token, png), 403, "FORBIDDEN");
      await expectError(await sendBytes(`${base(SHOP)}/banners/images`, token, png), 403, "FORBIDDEN");
      await expectError(
        await sendJson("POST", `${base(SHOP)}/banners`, token, {
          ...BANNER,
          image: "/media/banner/0123456789abcdef/wide.webp",
        }),
        403,
        "FORBIDDEN",
      );
      await expectError(await sendJson("PUT", `${base(SHOP)}/banners/order`, token, { ids: [1] }), 403, "FORBIDDEN");
    }
    await expectError(await sendJson("PUT", `${base(SHOP)}/brand/colors`, customer, colors), 401, "UNAUTHORIZED");
    await expectError(
      await call(`${base(SHOP)}/brand/colors`, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(colors),
      }),
      401,
      "UNAUTHORIZED",
    );
    await expectError(await call(`${base(SHOP)}/brand`), 401, "UNAUTHORIZED");
    expect(await settingsVersion()).toBe(before);
    // Staff read what the owner may change.
    expect((await brandRead(staff)).brand_color).not.toBe("#123456");
    const banners = await call(`${base(SHOP)}/banners`, { headers: bearer(staff) });
    expect(banners.status).toBe(200);
  });
});

describe("the colours", () => {
  it("keeps the owner's colours, with their shades, in one batch with its trail row; the storefront reads them", async () => {
    const before = await settingsVersion();
    const answer = await written(
      await sendJson("PUT", `${base(SHOP)}/brand/colors`, await owner(), {
        brand_color: "123456",
        highlight_color: "#A0C",
      }),
    );
    expect(answer).toEqual({ id: null, version: before + 1 });
    const stylizations = await storefrontStylizations();
    expect(stylizations.brand_colors).toMatchObject({ pure: "#123456" });
    expect(stylizations.highlight_colors).toMatchObject({ pure: "#aa00cc" });
    expect(await lastChange()).toMatchObject({
      staff_name: "Dona Carla",
      section: "brand",
      action: "update",
      name: "colors",
    });
    expect((await lastChange())!.changes).toEqual([
      { field: "brand_color", from: expect.anything(), to: "#123456" },
      { field: "highlight_color", from: expect.anything(), to: "#aa00cc" },
    ]);
  });

  it("refuses what is not a colour, on its field", async () => {
    const error = await expectError(
      await sendJson("PUT", `${base(SHOP)}/brand/colors`, await owner(), { brand_color: "red", highlight_color: null }),
      400,
      "VALIDATION_ERROR",
    );
    expect(error.errors).toEqual([{ field: "brand_color", message: BRAND_ERRORS.colorInvalid }]);
  });

  it("keeps a light yellow as the buttons' colour with black text, and says links use a darker shade on a light page", async () => {
    await written(
      await sendJson("PUT", `${base(SHOP)}/brand/colors`, await owner(), {
        brand_color: null,
        highlight_color: "#ffee00",
      }),
    );
    const brand = await brandRead(await owner());
    expect(brand.highlight_color).toBe("#ffee00");
    expect(brand.contrast.highlight).toEqual({ color: "#ffee00", text: "#000000", ratio: expect.any(Number) });
    expect(brand.contrast.highlight.ratio).toBeGreaterThanOrEqual(4.5);
    const light = brand.contrast.adjustments.find((adjustment) => adjustment.scheme === "light");
    expect(light?.ratio).toBeLessThan(1.5);
    expect(light?.used).toMatch(/^#[0-9a-f]{6}$/);
    expect(light?.used).not.toBe("#ffee00");
    // On the dark page a light yellow reads as it is.
    expect(brand.contrast.adjustments.find((adjustment) => adjustment.scheme === "dark")).toBeUndefined();
    // Back to the storefront's default.
    expect((await storefrontStylizations()).brand_colors).toBeNull();
  });
});

describe("the logo", () => {
  it("refuses what is not an image, one too heavy and one too small, on the logo's field", async () => {
    const token = await owner();
    const notImage = await expectError(
      await sendBytes(`${base(SHOP)}/brand/logo`, token, "hello"),
      415,
      "VALIDATION_ERROR",
    );
    expect(notImage.errors).toEqual([{ field: "logo", message: BRAND_ERRORS.imageNotImage }]);
    const big = new Uint8Array(PHOTO_MAX_BYTES + 1);
    big.set([0x89, 0x50, 0x4e, 0x47], 0);
    const heavy = await expectError(await sendBytes(`${base(SHOP)}/brand/logo`, token, big), 413, "PAYLOAD_TOO_LARGE");
    expect(heavy.errors).toEqual([{ field: "logo", message: BRAND_ERRORS.imageTooHeavy }]);
    const small = await expectError(
      await sendBytes(`${base(SHOP)}/brand/logo`, token, await encodePng(pixels(100, 100))),
      422,
      "VALIDATION_ERROR",
    );
    expect(small.errors).toEqual([{ field: "logo", message: BRAND_ERRORS.imageTooSmall }]);
    expect((await storefrontStylizations()).logo?.small).toBe("/demo/test-carrinho/logo-100.png");
  });

  it("resizes a wide logo to the storefront's square sizes, whole, and the storefront reads it", async () => {
    const before = await settingsVersion();
    const answer = await written(
      await sendBytes(`${base(SHOP)}/brand/logo`, await owner(), await encodePng(pixels(600, 300))),
    );
    expect(answer.version).toBe(before + 1);
    const { logo } = await storefrontStylizations();
    expect(logo?.small).toMatch(/^\/media\/logo\/[0-9a-f]{16}\/small\.webp$/);
    const sizes: Record<string, unknown> = {};
    for (const [size, url] of Object.entries(logo!)) {
      const object = await env.PHOTOS.get(brandImageKey(url)!);
      expect(object?.httpMetadata?.contentType).toBe("image/webp");
      const sniffed = sniffPhoto(new Uint8Array(await object!.arrayBuffer()));
      sizes[size] = sniffed.kind === "image" ? [sniffed.width, sniffed.height] : sniffed.kind;
    }
    expect(sizes).toEqual({ small: [144, 144], medium: [256, 256], large: [512, 512], original: [1024, 1024] });
    expect(await lastChange()).toMatchObject({ section: "brand", action: "update", name: "logo" });
    // The colours stay as they were.
    expect((await storefrontStylizations()).highlight_colors?.pure).toBe("#ffee00");
  });

  it("removes the logo", async () => {
    await written(await call(`${base(SHOP)}/brand/logo`, { method: "DELETE", headers: bearer(await owner()) }));
    expect((await storefrontStylizations()).logo).toBeNull();
    expect(await lastChange()).toMatchObject({ section: "brand", action: "delete", name: "logo" });
  });
});

describe("the banners", () => {
  it("refuses a javascript: link and a banner without an uploaded image, on their fields", async () => {
    const token = await owner();
    const image = await bannerImage(token);
    const link = await expectError(
      await sendJson("POST", `${base(SHOP)}/banners`, token, { ...BANNER, image, link: "javascript:alert(1)" }),
      400,
      "VALIDATION_ERROR",
    );
    expect(link.errors).toEqual([{ field: "link", message: BRAND_ERRORS.linkInvalid }]);
    const data = await expectError(
      await sendJson("POST", `${base(SHOP)}/banners`, token, { ...BANNER, image, link: "data:text/html,hi" }),
      400,
      "VALIDATION_ERROR",
    );
    expect(data.errors).toEqual([{ field: "link", message: BRAND_ERRORS.linkInvalid }]);
    const foreign = await expectError(
      await sendJson("POST", `${base(SHOP)}/banners`, token, { ...BANNER, image: "https://evil.example/x.png" }),
      400,
      "VALIDATION_ERROR",
    );
    expect(foreign.errors).toEqual([{ field: "image", message: BRAND_ERRORS.imageRequired }]);
    const ends = await expectError(
      await sendJson("POST", `${base(SHOP)}/banners`, token, {
        ...BANNER,
        image,
        starts_at: "2026-12-10T12:00:00-03:00",
        ends_at: "2026-12-09T12:00:00-03:00",
      }),
      400,
      "VALIDATION_ERROR",
    );
    expect(ends.errors).toEqual([{ field: "ends_at", message: BRAND_ERRORS.endsBeforeStart }]);
  });

  it("creates, changes, reorders and deletes banners, each in the trail, and the storefront reads them at once", async () => {
    const token = await owner();
    const image = await bannerImage(token);
    const stored = await env.PHOTOS.get(brandImageKey(image)!);
    const sniffed = sniffPhoto(new Uint8Array(await stored!.arrayBuffer()));
    expect(sniffed).toMatchObject({ format: "webp", width: 1200, height: 400 });

    const before = await settingsVersion();
    const first = await written(await sendJson("POST", `${base(SHOP)}/banners`, token, { ...BANNER, image }), 201);
    expect(first.version).toBe(before + 1);
    const second = await written(
      await sendJson("POST", `${base(SHOP)}/banners`, token, {
        ...BANNER,
        title: "Sobremesa",
        link: "https://example.com/promo",
        image,
        enabled_desktop: false,
        starts_at: "2026-01-01T00:00:00-03:00",
      }),
      201,
    );
    expect(await lastChange()).toMatchObject({ section: "banners", action: "create", name: "Sobremesa" });
    let shown = await storefrontBanners();
    expect(shown.map((banner) => [banner.id, banner.title, banner.order])).toEqual([
      [first.id, "Combo da semana", 0],
      [second.id, "Sobremesa", 1],
    ]);
    expect(shown[1]).toMatchObject({ enabled_desktop: false, starts_at: "2026-01-01T03:00:00.000Z" });

    await written(
      await sendJson("PUT", `${base(SHOP)}/banners/${first.id}`, token, {
        ...BANNER,
        title: "Combo do mês",
        link: null,
      }),
    );
    expect(await lastChange()).toMatchObject({
      action: "update",
      name: "Combo do mês",
      changes: [
        { field: "title", from: "Combo da semana", to: "Combo do mês" },
        { field: "link", from: "/?category=1", to: null },
      ],
    });

    const refused = await expectError(
      await sendJson("PUT", `${base(SHOP)}/banners/order`, token, { ids: [second.id] }),
      422,
      "VALIDATION_ERROR",
    );
    expect(refused.errors).toEqual([{ field: "ids", message: BRAND_ERRORS.orderInvalid }]);
    await written(await sendJson("PUT", `${base(SHOP)}/banners/order`, token, { ids: [second.id, first.id] }));
    shown = await storefrontBanners();
    expect(shown.map((banner) => banner.title)).toEqual(["Sobremesa", "Combo do mês"]);
    expect(await lastChange()).toMatchObject({ action: "reorder" });

    // Another store's owner cannot reach this store's banner through their own store.
    const otherOwner = await staffToken(OTHER, "dono@pesos.test");
    await expectError(
      await call(`/console/${OTHER}/settings/banners/${first.id}`, { method: "DELETE", headers: bearer(otherOwner) }),
      404,
      "NOT_FOUND",
    );
    await written(await call(`${base(SHOP)}/banners/${first.id}`, { method: "DELETE", headers: bearer(token) }));
    expect(await lastChange()).toMatchObject({ action: "delete", name: "Combo do mês" });
    const list = await json(
      await call(`${base(SHOP)}/banners`, { headers: bearer(token) }),
      200,
      (body) => consoleBannersResponseSchema.parse(body).data.banners,
    );
    expect(list.map((banner) => banner.title)).toEqual(["Sobremesa"]);
    expect((await storefrontBanners()).map((banner) => banner.title)).toEqual(["Sobremesa"]);
  });
});
