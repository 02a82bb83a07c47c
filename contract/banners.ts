import * as z from "zod";
import { envelope, pagingSchema } from "./envelope";
import { bannerLinkSchema, imageUrlSchema, optionalLink } from "./formats/links";

export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** With the title, the image's alternative text: a customer who cannot see the banner hears the offer too. */
  description: z.string().max(300).nullable(),
  image: imageUrlSchema,
  link: optionalLink(bannerLinkSchema),
  /** 0 sorts first. */
  order: z.number().int().min(0),
  enabled_desktop: z.boolean(),
  enabled_mobile: z.boolean(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  filters_date: z.string().max(40).optional(),
  enabled_desktop: z.enum(["true", "false"]).optional(),
  enabled_mobile: z.enum(["true", "false"]).optional(),
});

export const bannersResponseSchema = envelope(z.array(bannerSchema)).extend({ paging: pagingSchema });
