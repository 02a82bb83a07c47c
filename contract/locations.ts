import * as z from "zod";
import { envelope } from "./envelope";
import { countryCodeSchema } from "./merchant";

// Fields the geocoding provider does not know are null.

const latitudeSchema = z.coerce.number().min(-90).max(90);
const longitudeSchema = z.coerce.number().min(-180).max(180);

export const geocodePrecisionSchema = z.enum(["ADDRESS", "POSTAL_CODE", "CITY"]);
export type GeocodePrecision = z.infer<typeof geocodePrecisionSchema>;

export const geocodedAddressSchema = z.object({
  street: z.string().nullable(),
  number: z.string().nullable(),
  neighborhood: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  country: countryCodeSchema,
  latitude: z.number(),
  longitude: z.number(),
  precision: geocodePrecisionSchema,
});
export type GeocodedAddress = z.infer<typeof geocodedAddressSchema>;

export const geocodingQuerySchema = z
  .object({
    street: z.string().trim().max(120).optional(),
    number: z.string().trim().max(20).optional(),
    neighborhood: z.string().trim().max(80).optional(),
    city: z.string().trim().max(80).optional(),
    state: z.string().trim().max(40).optional(),
    zip_code: z.string().trim().max(12).optional(),
  })
  .refine((query) => Boolean(query.zip_code || query.city), {
    message: "give a zip_code or a city",
    path: ["zip_code"],
  });
export type GeocodingQuery = z.infer<typeof geocodingQuerySchema>;

export const reverseGeocodingQuerySchema = z.object({ latitude: latitudeSchema, longitude: longitudeSchema });

export const geocodingResponseSchema = envelope(geocodedAddressSchema);

export const distanceQuerySchema = z
  .object({
    latitude: latitudeSchema,
    longitude: longitudeSchema,
    from_latitude: latitudeSchema.optional(),
    from_longitude: longitudeSchema.optional(),
  })
  .refine((query) => (query.from_latitude === undefined) === (query.from_longitude === undefined), {
    message: "from_latitude and from_longitude go together",
    path: ["from_latitude"],
  });

export const distanceResponseSchema = envelope(z.object({ distance_km: z.number().min(0) }));
