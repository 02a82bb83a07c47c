import * as z from "zod";
import { envelope, pagingSchema } from "./envelope";

/** A store of a franchise, as listed by GET /merchants/{franchise}/stores. */
export const storeSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  visible: z.boolean(),
  address: z
    .object({
      street: z.string(),
      number: z.string(),
      neighborhood: z.string(),
      city: z.string(),
      state: z.string(),
      zip_code: z.string(),
    })
    .nullable(),
  /** Kilometres from the given geolocation, null without one. */
  distance: z.number().nullable(),
  city: z.object({ id: z.number().int(), name: z.string() }),
  geolocation: z.object({ latitude: z.number(), longitude: z.number() }),
  delivery_configuration: z.object({ enabled: z.boolean() }),
  takeout_configuration: z.object({ enabled: z.boolean() }),
});
export type Store = z.infer<typeof storeSchema>;

export const storesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(1000).default(20),
  sort: z.string().max(20).optional(),
  city_id: z.coerce.number().int().optional(),
  visible: z.enum(["true", "false"]).optional(),
  /** "latitude,longitude" */
  geolocation: z.string().max(60).optional(),
  delivery_method: z.enum(["DELIVERY", "TAKEOUT"]).optional(),
});

export const storesResponseSchema = envelope(z.array(storeSchema)).extend({ paging: pagingSchema });
