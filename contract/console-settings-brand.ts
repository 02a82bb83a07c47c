import * as z from "zod";
import { bannerSchema } from "./banners";
import { settingsRequestKeySchema } from "./console-settings";
import { envelope } from "./envelope";
import {
  BANNER_DESCRIPTION_MAX,
  BANNER_IMAGE_PATH,
  BANNER_TITLE_MAX,
  BANNERS_MAX,
  BRAND_ERRORS as E,
} from "./formats/brand-images";
import { bannerLinkSchema } from "./formats/links";

// The brand and the banners in the store's settings (decision 105): the owner's writes go through the
// settings' frame (decision 102, sections "brand" and "banners"); every member reads them.

export * from "./formats/brand-images";

const HEX = /^#[0-9a-f]{6}$/;

/** "#RRGGBB", "RRGGBB" or "#RGB" as typed, kept as "#rrggbb". */
export const brandColorSchema = z
  .string({ error: E.colorInvalid })
  .trim()
  .transform((typed) => {
    const bare = typed.replace(/^#/, "").toLowerCase();
    return `#${bare.length === 3 ? [...bare].map((digit) => digit + digit).join("") : bare}`;
  })
  .pipe(z.string().regex(HEX, { error: E.colorInvalid }));

/** Null goes back to the storefront's default colour. */
export const brandColorsRequestSchema = z.object({
  brand_color: brandColorSchema.nullable(),
  highlight_color: brandColorSchema.nullable(),
});
export type BrandColorsRequest = z.infer<typeof brandColorsRequestSchema>;

const onTextSchema = z.object({ color: z.string(), text: z.enum(["#000000", "#ffffff"]), ratio: z.number() });

/** The brand as the storefront draws it, and what it does to the colours to keep them readable. */
export const brandSettingsSchema = z.object({
  /** Null: the storefront's default. */
  brand_color: z.string().nullable(),
  highlight_color: z.string().nullable(),
  /** The storefront's colours for a store that has none. */
  defaults: z.object({ brand_color: z.string(), highlight_color: z.string() }),
  logo: z.object({ small: z.string(), medium: z.string(), large: z.string(), original: z.string() }).nullable(),
  contrast: z.object({
    brand: onTextSchema,
    highlight: onTextSchema,
    adjustments: z.array(z.object({ scheme: z.enum(["light", "dark"]), ratio: z.number(), used: z.string() })),
  }),
});
export type BrandSettings = z.infer<typeof brandSettingsSchema>;
export const brandSettingsResponseSchema = envelope(brandSettingsSchema);

const isoInstant = z.iso.datetime({ offset: true, error: E.dateInvalid }).transform((at) => new Date(at).toISOString());

/** A banner as the owner writes it; on a change, an absent `image` keeps the one it has. */
export const bannerRequestSchema = z
  .object({
    title: z
      .string({ error: E.titleRequired })
      .trim()
      .min(1, { error: E.titleRequired, abort: true })
      .max(BANNER_TITLE_MAX, { error: E.titleTooLong }),
    description: z
      .string({ error: E.descriptionTooLong })
      .trim()
      .max(BANNER_DESCRIPTION_MAX, { error: E.descriptionTooLong })
      .nullable()
      .transform((text) => text || null),
    image: z.string().regex(BANNER_IMAGE_PATH, { error: E.imageRequired }).optional(),
    /** An http(s) address or a path of the store ("/", "?category=3"): never javascript:, data: or another scheme. */
    link: z
      .string({ error: E.linkInvalid })
      .trim()
      .refine((link) => link === "" || bannerLinkSchema.safeParse(link).success, { error: E.linkInvalid })
      .nullable()
      .transform((link) => link || null),
    enabled_desktop: z.boolean(),
    enabled_mobile: z.boolean(),
    starts_at: isoInstant.nullable(),
    ends_at: isoInstant.nullable(),
    /** A new banner's form key; a change ignores it. */
    request_key: settingsRequestKeySchema.optional(),
  })
  .superRefine((banner, context) => {
    if (!banner.enabled_desktop && !banner.enabled_mobile)
      context.addIssue({ code: "custom", path: ["enabled_mobile"], message: E.placeRequired });
    if (banner.starts_at && banner.ends_at && banner.ends_at <= banner.starts_at)
      context.addIssue({ code: "custom", path: ["ends_at"], message: E.endsBeforeStart });
  });
export type BannerRequest = z.infer<typeof bannerRequestSchema>;

/** Every banner of the store in its order, each id once. */
export const bannersOrderRequestSchema = z.object({
  ids: z.array(z.number().int().positive(), { error: E.orderInvalid }).min(1).max(BANNERS_MAX),
});

/** Every banner of the store, running or not, in the order the menu shows them. */
export const consoleBannersResponseSchema = envelope(z.object({ banners: z.array(bannerSchema) }));

/** An uploaded banner image: the path a banner then names. */
export const bannerImageResponseSchema = envelope(z.object({ image: z.string() }));
