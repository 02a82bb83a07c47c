import * as z from "zod";
import { envelope, pagingSchema } from "./envelope";
import { bannerLinkSchema, imageUrlSchema, optionalLink } from "./formats/links";

export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /**
   * What the image says beyond the title (its offer, price, conditions): with the title it is the
   * image's alternative text, so a customer who cannot see the banner hears the offer too. Null when
   * the title says it all.
   */
  description: z.string().max(300).nullable(),
  image: imageUrlSchema,
  /** Relative storefront path or external URL the banner opens, or null. */
  link: optionalLink(bannerLinkSchema),
  /** Display position; 0 sorts first. */
  order: z.number().int().min(0),
  enabled_desktop: z.boolean(),
  enabled_mobile: z.boolean(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** GET /{slug}/banners query: page, size, filters_date (ISO date: only banners running then), enabled_desktop, enabled_mobile. */
export const bannersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  filters_date: z.string().max(40).optional(),
  enabled_desktop: z.enum(["true", "false"]).optional(),
  enabled_mobile: z.enum(["true", "false"]).optional(),
});

export const bannersResponseSchema = envelope(z.array(bannerSchema)).extend({ paging: pagingSchema });
