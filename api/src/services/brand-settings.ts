import type { Banner } from "../../../contract/banners";
import {
  BANNER_SIZES,
  BANNERS_MAX,
  BRAND_ERRORS,
  type BannerRequest,
  type BrandColorsRequest,
  type BrandError,
  type BrandSettings,
  LOGO_SIZES,
  bannerImageUrl,
  logoSizes,
  logoUrl,
} from "../../../contract/console-settings-brand";
import { PHOTO_MAX_PIXELS, PHOTO_MAX_SIDE, PHOTO_MIN_SIDE } from "../../../contract/formats/dish-photos";
import { DEFAULT_BRAND, DEFAULT_HIGHLIGHT, merchantTheme } from "../../../contract/formats/theme-colors";
import { brandContrast, shadesOf } from "../../../contract/formats/theme-contrast";
import {
  type BannerRow,
  type BannerValues,
  deleteBanner,
  insertBanner,
  insertedBannerId,
  listAllBanners,
  moveBanner,
  readStylizations,
  setStylizationsField,
  updateBanner,
} from "../db/brand-settings";
import { supersedePhotos } from "../db/superseded-photos";
import { HttpError } from "../http/errors";
import { supersededFolders } from "../photos/media-folders";
import { webpSizes } from "../photos/resize";
import { sniffPhoto } from "../photos/sniff";
import { type SettingsActor, createOnce, diff, writeSettings } from "./settings";

/*
 * The brand and the banners in the store's settings (decision 105): the colours kept as the owner
 * picked them, with what the storefront does to keep them readable; the logo and the banners' images
 * through the dish photos' checks and codecs (decision 099); every write one settings batch.
 */

type Write = Promise<{ id: number | null; version: number }>;

const fieldRefusal = (status: 413 | 415 | 422, field: string, message: BrandError, why: string) =>
  new HttpError(status, status === 413 ? "PAYLOAD_TOO_LARGE" : "VALIDATION_ERROR", why, [{ field, message }]);

/** The first 16 hex digits of the SHA-256 of the uploaded bytes: the image's name in its URLs. */
async function imageHash(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest.subarray(0, 8), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The upload's bytes checked as a dish photo's are, then resized and put in the bucket under its hash. */
async function storeImage<Size extends string>(
  bucket: R2Bucket,
  bytes: ArrayBuffer,
  field: string,
  folder: "logo" | "banner",
  sizes: Record<Size, { width: number; height: number }>,
  fit: "cover" | "contain",
): Promise<string> {
  if (bytes.byteLength === 0) throw fieldRefusal(422, field, BRAND_ERRORS.imageRequired, "No image was sent");
  const sniffed = sniffPhoto(new Uint8Array(bytes, 0, Math.min(bytes.byteLength, 256 * 1024)));
  if (sniffed.kind === "heic") throw fieldRefusal(415, field, BRAND_ERRORS.imageHeic, "HEIC and AVIF are not taken");
  if (sniffed.kind === "unknown")
    throw fieldRefusal(415, field, BRAND_ERRORS.imageNotImage, "Not a JPEG, PNG or WebP image");
  const { width, height } = sniffed;
  if (width * height > PHOTO_MAX_PIXELS || Math.max(width, height) > PHOTO_MAX_SIDE)
    throw fieldRefusal(422, field, BRAND_ERRORS.imageTooLarge, `A ${width}x${height} image is over the pixel bound`);
  if (Math.min(width, height) < PHOTO_MIN_SIDE)
    throw fieldRefusal(
      422,
      field,
      BRAND_ERRORS.imageTooSmall,
      `A ${width}x${height} image is under ${PHOTO_MIN_SIDE} px`,
    );
  let encoded: Record<Size, ArrayBuffer>;
  try {
    encoded = await webpSizes(bytes, sniffed.format, sizes, fit);
  } catch (error) {
    console.warn(`a ${folder} image did not decode: ${String(error)}`);
    throw fieldRefusal(422, field, BRAND_ERRORS.imageUnreadable, "The image could not be read");
  }
  const hash = await imageHash(bytes);
  await Promise.all(
    (Object.keys(sizes) as Size[]).map((size) =>
      bucket.put(`${folder}/${hash}/${size}.webp`, encoded[size], {
        httpMetadata: { contentType: "image/webp", cacheControl: "public, max-age=31536000, immutable" },
      }),
    ),
  );
  return hash;
}

/** The brand as the storefront draws it. */
export async function readBrand(d1: D1Database, merchantId: number): Promise<BrandSettings> {
  const stylizations = await readStylizations(d1, merchantId);
  return {
    brand_color: stylizations.brand_colors?.pure ?? null,
    highlight_color: stylizations.highlight_colors?.pure ?? null,
    defaults: { brand_color: DEFAULT_BRAND.pure, highlight_color: DEFAULT_HIGHLIGHT.pure },
    logo: stylizations.logo,
    contrast: brandContrast(merchantTheme(stylizations)),
  };
}

/**
 * The owner's colours, kept as picked: the text on them is black or white, whichever reads (always
 * AA), and where the primary colour is text on the page the storefront draws its nearest readable
 * shade, which the read says.
 */
export async function changeBrandColors(d1: D1Database, actor: SettingsActor, colors: BrandColorsRequest): Write {
  const before = await readStylizations(d1, actor.merchantId);
  const brand = colors.brand_color ? shadesOf(colors.brand_color) : null;
  const highlight = colors.highlight_color ? shadesOf(colors.highlight_color) : null;
  const changes = diff([
    ["brand_color", before.brand_colors?.pure ?? null, colors.brand_color],
    ["highlight_color", before.highlight_colors?.pure ?? null, colors.highlight_color],
  ]);
  return writeSettings(
    d1,
    actor,
    [
      setStylizationsField(d1, actor.merchantId, "brand_colors", brand),
      setStylizationsField(d1, actor.merchantId, "highlight_colors", highlight),
    ],
    changes.length > 0 ? [{ section: "brand", action: "update", name: "colors", changes }] : [],
  );
}

/** A new logo: checked, resized to the places the storefront draws it, and set in one settings write. */
export async function setLogo(d1: D1Database, bucket: R2Bucket, actor: SettingsActor, bytes: ArrayBuffer): Write {
  const hash = await storeImage(bucket, bytes, "logo", "logo", LOGO_SIZES, "contain");
  const logo = Object.fromEntries(logoSizes.map((size) => [size, logoUrl(hash, size)]));
  const before = await readStylizations(d1, actor.merchantId);
  return writeSettings(
    d1,
    actor,
    [
      setStylizationsField(d1, actor.merchantId, "logo", logo),
      ...supersedePhotos(d1, supersededFolders(Object.values(before.logo ?? {}), Object.values(logo)), Date.now()),
    ],
    [
      {
        section: "brand",
        action: "update",
        name: "logo",
        changes: diff([["logo", before.logo?.small ?? null, logo.small!]]),
      },
    ],
  );
}

/** Back to no logo; the stored sizes go a day later (a cached page may still show them meanwhile). */
export async function removeLogo(d1: D1Database, actor: SettingsActor): Write {
  const before = await readStylizations(d1, actor.merchantId);
  return writeSettings(
    d1,
    actor,
    [
      setStylizationsField(d1, actor.merchantId, "logo", null),
      ...supersedePhotos(d1, supersededFolders(Object.values(before.logo ?? {})), Date.now()),
    ],
    [{ section: "brand", action: "delete", name: "logo", changes: diff([["logo", before.logo?.small ?? null, null]]) }],
  );
}

const bannerOf = (row: BannerRow): Banner => ({
  id: row.id,
  title: row.title,
  description: row.description,
  image: row.image,
  link: row.link,
  order: row.sort_order,
  enabled_desktop: row.enabled_desktop === 1,
  enabled_mobile: row.enabled_mobile === 1,
  starts_at: row.starts_at,
  ends_at: row.ends_at,
});

/** Every banner of the store, running or not, in the menu's order. */
export async function readAllBanners(d1: D1Database, merchantId: number): Promise<Banner[]> {
  return (await listAllBanners(d1, merchantId)).map(bannerOf);
}

/** An uploaded banner image, cropped to the menu's strip: the path a banner then names. */
export async function uploadBannerImage(bucket: R2Bucket, bytes: ArrayBuffer): Promise<string> {
  return bannerImageUrl(await storeImage(bucket, bytes, "image", "banner", BANNER_SIZES, "cover"));
}

const BANNER_FIELDS = [
  "title",
  "description",
  "image",
  "link",
  "enabled_desktop",
  "enabled_mobile",
  "starts_at",
  "ends_at",
] as const;

const valuesOf = (banner: Banner): BannerValues => ({
  title: banner.title,
  description: banner.description,
  image: banner.image,
  link: banner.link,
  enabled_desktop: banner.enabled_desktop,
  enabled_mobile: banner.enabled_mobile,
  starts_at: banner.starts_at,
  ends_at: banner.ends_at,
});

async function bannerOfStore(d1: D1Database, merchantId: number, id: number): Promise<Banner> {
  const banner = (await readAllBanners(d1, merchantId)).find((row) => row.id === id);
  if (!banner) throw new HttpError(404, "NOT_FOUND", "No such banner");
  return banner;
}

/** A new banner, last in the order; its form sent twice adds one (decision 111). */
export const createBanner = (d1: D1Database, actor: SettingsActor, request: BannerRequest): Write =>
  createOnce(d1, actor, request.request_key, (keyed) => addBanner(d1, keyed, request));

async function addBanner(d1: D1Database, actor: SettingsActor, request: BannerRequest): Write {
  if (!request.image) throw fieldRefusal(422, "image", BRAND_ERRORS.imageRequired, "A banner needs its image");
  const count = (await listAllBanners(d1, actor.merchantId)).length;
  if (count >= BANNERS_MAX)
    throw fieldRefusal(422, "title", BRAND_ERRORS.tooMany, `A store has ${BANNERS_MAX} banners at most`);
  const values: BannerValues = { ...request, image: request.image };
  return writeSettings(
    d1,
    actor,
    [insertBanner(d1, actor.merchantId, values)],
    [
      {
        section: "banners",
        action: "create",
        name: values.title,
        changes: BANNER_FIELDS.map((field) => ({ field, from: null, to: values[field] })),
      },
    ],
    insertedBannerId(actor.merchantId),
  );
}

export async function changeBanner(d1: D1Database, actor: SettingsActor, id: number, request: BannerRequest): Write {
  const before = valuesOf(await bannerOfStore(d1, actor.merchantId, id));
  const after: BannerValues = { ...request, image: request.image ?? before.image };
  const changes = diff(BANNER_FIELDS.map((field) => [field, before[field], after[field]]));
  return writeSettings(
    d1,
    actor,
    [
      updateBanner(d1, actor.merchantId, id, after),
      ...supersedePhotos(d1, supersededFolders([before.image], [after.image]), Date.now()),
    ],
    changes.length > 0 ? [{ section: "banners", action: "update", name: after.title, changes }] : [],
  );
}

export async function removeBanner(d1: D1Database, actor: SettingsActor, id: number): Write {
  const before = valuesOf(await bannerOfStore(d1, actor.merchantId, id));
  return writeSettings(
    d1,
    actor,
    [deleteBanner(d1, actor.merchantId, id), ...supersedePhotos(d1, supersededFolders([before.image]), Date.now())],
    [
      {
        section: "banners",
        action: "delete",
        name: before.title,
        changes: BANNER_FIELDS.map((field) => ({ field, from: before[field], to: null })),
      },
    ],
  );
}

/** The banners in a new order: every banner of the store, each once. */
export async function reorderBanners(d1: D1Database, actor: SettingsActor, ids: number[]): Write {
  const current = await readAllBanners(d1, actor.merchantId);
  const known = new Set(current.map((banner) => banner.id));
  if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
    throw fieldRefusal(422, "ids", BRAND_ERRORS.orderInvalid, "The order must list every banner once");
  const titleOf = (id: number) => current.find((banner) => banner.id === id)!.title;
  return writeSettings(
    d1,
    actor,
    ids.map((id, position) => moveBanner(d1, actor.merchantId, id, position)),
    [
      {
        section: "banners",
        action: "reorder",
        name: "order",
        changes: diff([["order", current.map((banner) => banner.title), ids.map(titleOf)]]),
      },
    ],
  );
}
