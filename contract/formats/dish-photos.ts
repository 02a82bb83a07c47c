// A dish's photo uploaded by the owner (decision 099): the bounds both Workers check, the refusals'
// locale keys (console.menu.photo.errors), and the served URLs, one per size the menu draws.

export const PHOTO_ERRORS = {
  required: "console.menu.photo.errors.required",
  notImage: "console.menu.photo.errors.notImage",
  heic: "console.menu.photo.errors.heic",
  tooHeavy: "console.menu.photo.errors.tooHeavy",
  tooLarge: "console.menu.photo.errors.tooLarge",
  tooSmall: "console.menu.photo.errors.tooSmall",
  unreadable: "console.menu.photo.errors.unreadable",
} as const;
export type PhotoError = (typeof PHOTO_ERRORS)[keyof typeof PHOTO_ERRORS];

/** What an upload may weigh, checked before it is read whole. */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
/** Pixels of a photo decoded in the Worker (12.6 MP, 4096 x 3072): a 12 MP phone photo fits, its RGBA copies stay within a Worker's 128 MB. */
export const PHOTO_MAX_PIXELS = 4096 * 3072;
/** The longest side taken, whatever its pixel count (a panorama). */
export const PHOTO_MAX_SIDE = 8192;
/** The shortest side taken: the card is drawn 192 px wide on a 2x screen. */
export const PHOTO_MIN_SIDE = 192;
/** What the upload form offers; iOS converts a HEIC photo to JPEG for a field that does not list HEIC. */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp";

/**
 * The sizes a photo is served at: the menu's card (96 x 96 CSS px, cropped square) and the dish
 * dialog (480 x 270, 16:9), each at 1x and 2x.
 */
export const DISH_PHOTO_SIZES = {
  card: { width: 96, height: 96 },
  card2x: { width: 192, height: 192 },
  dialog: { width: 480, height: 270 },
  dialog2x: { width: 960, height: 540 },
} as const;
export type DishPhotoSize = keyof typeof DISH_PHOTO_SIZES;
export const dishPhotoSizes = Object.keys(DISH_PHOTO_SIZES) as DishPhotoSize[];

const PHOTO_PATH = /^\/media\/dish\/([0-9a-f]{16})\/(card|card2x|dialog|dialog2x)\.webp$/;

/** The served URL of one size of a photo, by the hash of the uploaded bytes (same bytes, same URL). */
export function dishPhotoUrl(hash: string, size: DishPhotoSize): string {
  return `/media/dish/${hash}/${size}.webp`;
}

/** The object key in the bucket of a served path; null for anything that is not one. */
export function dishPhotoKey(pathname: string): string | null {
  const match = PHOTO_PATH.exec(pathname);
  return match ? `dish/${match[1]}/${match[2]}.webp` : null;
}

/**
 * `src` and `srcSet` of a dish's image where the menu draws it: an uploaded photo gets the size made
 * for that place (1x and 2x); any other image (the demo's SVGs, a URL) is drawn as it is.
 */
export function dishImageSources(image: string, where: "card" | "dialog"): { src: string; srcSet?: string } {
  const match = PHOTO_PATH.exec(image);
  if (!match?.[1]) return { src: image };
  const hash = match[1];
  return {
    src: dishPhotoUrl(hash, where),
    srcSet: `${dishPhotoUrl(hash, where)} 1x, ${dishPhotoUrl(hash, `${where}2x`)} 2x`,
  };
}
