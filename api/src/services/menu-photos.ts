import {
  type DishPhoto,
  PHOTO_ERRORS,
  PHOTO_MAX_PIXELS,
  PHOTO_MAX_SIDE,
  PHOTO_MIN_SIDE,
  type PhotoError,
  dishPhotoSizes,
  dishPhotoUrl,
} from "../../../contract";
import { createDb } from "../db/client";
import { changeItemImage, findItemForPhoto } from "../db/menu-photos";
import { HttpError } from "../http/errors";
import { photoSizes } from "../photos/resize";
import { sniffPhoto } from "../photos/sniff";

/*
 * A dish's photo, uploaded by the owner (decision 099): checked from its bytes, resized to the sizes
 * the menu draws, stored in R2 under the hash of the upload, and set as the dish's image with an
 * audit row and a new menu version.
 */

interface Store {
  id: number;
}
interface Editor {
  id: number;
  name: string;
}

const refused = (status: 413 | 415 | 422, message: PhotoError, why: string) =>
  new HttpError(status, status === 413 ? "PAYLOAD_TOO_LARGE" : "VALIDATION_ERROR", why, [{ field: "photo", message }]);

async function dishOf(d1: D1Database, store: Store, itemId: number) {
  const item = await findItemForPhoto(createDb(d1), store.id, itemId);
  if (!item) throw new HttpError(404, "NOT_FOUND", "No such dish");
  return item;
}

/** The first 16 hex digits of the SHA-256 of the uploaded bytes: the photo's name in its URLs. */
async function photoHash(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest.subarray(0, 8), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A dish's name and photo. */
export async function readDishPhoto(d1: D1Database, store: Store, itemId: number): Promise<DishPhoto> {
  const item = await dishOf(d1, store, itemId);
  return { item_id: item.id, name: item.name, image: item.image };
}

/** Checks, resizes and stores an uploaded photo, then makes it the dish's image. */
export async function setDishPhoto(
  d1: D1Database,
  bucket: R2Bucket,
  store: Store,
  editor: Editor,
  itemId: number,
  bytes: ArrayBuffer,
  now = new Date(),
): Promise<DishPhoto> {
  const item = await dishOf(d1, store, itemId);
  if (bytes.byteLength === 0) throw refused(422, PHOTO_ERRORS.required, "No photo was sent");
  const sniffed = sniffPhoto(new Uint8Array(bytes, 0, Math.min(bytes.byteLength, 256 * 1024)));
  if (sniffed.kind === "heic") throw refused(415, PHOTO_ERRORS.heic, "HEIC and AVIF photos are not taken");
  if (sniffed.kind === "unknown") throw refused(415, PHOTO_ERRORS.notImage, "Not a JPEG, PNG or WebP image");
  const { width, height } = sniffed;
  if (width * height > PHOTO_MAX_PIXELS || Math.max(width, height) > PHOTO_MAX_SIDE)
    throw refused(422, PHOTO_ERRORS.tooLarge, `A ${width}x${height} photo is over the pixel bound`);
  if (Math.min(width, height) < PHOTO_MIN_SIDE)
    throw refused(422, PHOTO_ERRORS.tooSmall, `A ${width}x${height} photo is under ${PHOTO_MIN_SIDE} px`);

  let sizes: Awaited<ReturnType<typeof photoSizes>>;
  try {
    sizes = await photoSizes(bytes, sniffed.format);
  } catch (error) {
    console.warn(`photo of dish ${itemId} did not decode: ${String(error)}`);
    throw refused(422, PHOTO_ERRORS.unreadable, "The photo could not be read");
  }
  const hash = await photoHash(bytes);
  await Promise.all(
    dishPhotoSizes.map((size) =>
      bucket.put(`dish/${hash}/${size}.webp`, sizes[size], {
        httpMetadata: { contentType: "image/webp", cacheControl: "public, max-age=31536000, immutable" },
      }),
    ),
  );
  const image = dishPhotoUrl(hash, "card2x");
  if (image !== item.image)
    await changeItemImage(d1, { merchantId: store.id, item, image, staff: editor, at: now.getTime() });
  return { item_id: item.id, name: item.name, image };
}

/** The dish goes back to having no photo; its stored sizes go a day later, unless something names them again. */
export async function removeDishPhoto(
  d1: D1Database,
  store: Store,
  editor: Editor,
  itemId: number,
  now = new Date(),
): Promise<DishPhoto> {
  const item = await dishOf(d1, store, itemId);
  if (item.image !== null)
    await changeItemImage(d1, { merchantId: store.id, item, image: null, staff: editor, at: now.getTime() });
  return { item_id: item.id, name: item.name, image: null };
}
