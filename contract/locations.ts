import * as z from "zod";
import { envelope } from "./envelope";
import { countryCodeSchema } from "./merchant";

/*
 * Geocoding for addresses (customer spec §9 `/{slug}/locations/…`): a typed address to a point, a
 * point (the browser's location, a pin on the map) to an address, and the distance between points.
 * The API asks a geocoding provider; fields the provider does not know are null.
 */

const latitudeSchema = z.coerce.number().min(-90).max(90);
const longitudeSchema = z.coerce.number().min(-180).max(180);

/** How close the point is to the address asked: the building, the postal code's street, or only the city. */
export const geocodePrecisionSchema = z.enum(["ADDRESS", "POSTAL_CODE", "CITY"]);
export type GeocodePrecision = z.infer<typeof geocodePrecisionSchema>;

/** An address as a provider knows it, at its point. zip_code as digits. */
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

/** Query of `GET /{slug}/locations/geocoding`: the address typed; a postal code or a city at least. */
export const geocodingQuerySchema = z
  .object({
    street: z.string().trim().max(120).optional(),
    number: z.string().trim().max(20).optional(),
    neighborhood: z.string().trim().max(80).optional(),
    city: z.string().trim().max(80).optional(),
    state: z.string().trim().max(40).optional(),
    zip_code: z.string().trim().max(12).optional(),
  })
  .refine((query) => Boolean(query.zip_code || query.city), { message: "give a zip_code or a city", path: ["zip_code"] });
export type GeocodingQuery = z.infer<typeof geocodingQuerySchema>;

/** Query of `GET /{slug}/locations/reverse_geocoding`. */
export const reverseGeocodingQuerySchema = z.object({ latitude: latitudeSchema, longitude: longitudeSchema });

/** `GET /{slug}/locations/geocoding` and `/reverse_geocoding`: 404 NOT_FOUND when the provider knows no such place. */
export const geocodingResponseSchema = envelope(geocodedAddressSchema);

/**
 * Query of `GET /{slug}/locations/distance`: from `from_latitude,from_longitude` (the store's
 * address when absent) to `latitude,longitude`.
 */
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
