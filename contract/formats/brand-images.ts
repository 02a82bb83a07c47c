// The store's logo and its banners' images, uploaded by the owner (decision 105) through the dish
// photos' pipeline (decision 099): the same checks and bounds, resized to the places the storefront
// draws them, as WebP in the same bucket, served under the upload's hash as immutable.

/** The field errors of the brand's and banners' forms, also the API's (locale keys). */
export const BRAND_ERRORS = {
  imageRequired: "console.settings.brand.errors.imageRequired",
  imageNotImage: "console.settings.brand.errors.imageNotImage",
  imageHeic: "console.settings.brand.errors.imageHeic",
  imageTooHeavy: "console.settings.brand.errors.imageTooHeavy",
  imageTooLarge: "console.settings.brand.errors.imageTooLarge",
  imageTooSmall: "console.settings.brand.errors.imageTooSmall",
  imageUnreadable: "console.settings.brand.errors.imageUnreadable",
  imageUnknown: "console.settings.brand.errors.imageUnknown",
  colorInvalid: "console.settings.brand.errors.colorInvalid",
  titleRequired: "console.settings.brand.errors.titleRequired",
  titleTooLong: "console.settings.brand.errors.titleTooLong",
  descriptionTooLong: "console.settings.brand.errors.descriptionTooLong",
  linkInvalid: "console.settings.brand.errors.linkInvalid",
  placeRequired: "console.settings.brand.errors.placeRequired",
  dateInvalid: "console.settings.brand.errors.dateInvalid",
  endsBeforeStart: "console.settings.brand.errors.endsBeforeStart",
  orderInvalid: "console.settings.brand.errors.orderInvalid",
  tooMany: "console.settings.brand.errors.tooMany",
} as const;
export type BrandError = (typeof BRAND_ERRORS)[keyof typeof BRAND_ERRORS];

/**
 * The logo's sizes, square, the whole logo kept (padded with transparency, never cropped): `small`
 * is drawn at 40-72 CSS px (header, smart banner, the closed store's notice, favicon, the marketplace),
 * `medium` 48 px high in e-mails, `large` as the page's share image, `original` the biggest kept.
 */
export const LOGO_SIZES = {
  small: { width: 144, height: 144 },
  medium: { width: 256, height: 256 },
  large: { width: 512, height: 512 },
  original: { width: 1024, height: 1024 },
} as const;
export type LogoSize = keyof typeof LOGO_SIZES;
export const logoSizes = Object.keys(LOGO_SIZES) as LogoSize[];

/** A banner is drawn 1200 x 400 (3:1, cropped at the centre), on the menu's strip. */
export const BANNER_SIZES = { wide: { width: 1200, height: 400 } } as const;
export type BannerSize = keyof typeof BANNER_SIZES;

export const BANNER_TITLE_MAX = 80;
export const BANNER_DESCRIPTION_MAX = 300;
/** Banners of one store: the menu shows the first ten running. */
export const BANNERS_MAX = 30;

export const logoUrl = (hash: string, size: LogoSize) => `/media/logo/${hash}/${size}.webp`;
export const bannerImageUrl = (hash: string) => `/media/banner/${hash}/wide.webp`;

const BRAND_IMAGE_PATH =
  /^\/media\/(logo\/[0-9a-f]{16}\/(?:small|medium|large|original)|banner\/[0-9a-f]{16}\/wide)\.webp$/;
/** An uploaded banner image's served path, the only image a banner written by the console may name. */
export const BANNER_IMAGE_PATH = /^\/media\/banner\/[0-9a-f]{16}\/wide\.webp$/;

/** The object key in the bucket of a logo's or banner's served path; null for anything else. */
export function brandImageKey(pathname: string): string | null {
  const match = BRAND_IMAGE_PATH.exec(pathname);
  return match ? `${match[1]}.webp` : null;
}
