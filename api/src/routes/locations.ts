import { Hono } from "hono";
import * as z from "zod";
import {
  countryCodeSchema,
  distanceQuerySchema,
  distanceResponseSchema,
  geocodingQuerySchema,
  geocodingResponseSchema,
  postalCodeLookupResponseSchema,
  reverseGeocodingQuerySchema,
} from "../../../contract";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";
import { parseRequest, validateQuery } from "../http/validate";
import { distanceTo, geocode, lookupCep, reverseGeocode } from "../services/locations";

/*
 * GET /{slug}/locations/cep/{cep}?country=BRA|COL|MEX: a postal code of the bundled demo dataset
 * (domain/postal-codes.ts). `country` defaults to the merchant's. 422 VALIDATION_ERROR for a code
 * that is not the country's shape, 404 NOT_FOUND for one the dataset does not know.
 *
 * GET /{slug}/locations/geocoding, /reverse_geocoding: through the geocoding provider
 * (geocoding/geocoder-for.ts), in the merchant's country; 404 NOT_FOUND for a place it does not
 * know. GET /{slug}/locations/distance: kilometres between two points, from the store by default.
 */

const query = z.object({ country: countryCodeSchema.optional() });

export const locationsRoutes = new Hono<AppEnv>()
  .get("/:slug/locations/cep/:cep", async (c) => {
    const { country } = parseRequest(query, c.req.query(), "query");
    const found = await lookupCep(c.env.DB, c.get("merchant").id, country, c.req.param("cep"));
    return reply(c, postalCodeLookupResponseSchema, { data: found });
  })

  .get("/:slug/locations/geocoding", validateQuery(geocodingQuerySchema), async (c) => {
    const found = await geocode(c.env, c.get("merchant").id, c.req.valid("query"));
    return reply(c, geocodingResponseSchema, { data: found });
  })

  .get("/:slug/locations/reverse_geocoding", validateQuery(reverseGeocodingQuerySchema), async (c) => {
    const found = await reverseGeocode(c.env, c.get("merchant").id, c.req.valid("query"));
    return reply(c, geocodingResponseSchema, { data: found });
  })

  .get("/:slug/locations/distance", validateQuery(distanceQuerySchema), async (c) => {
    const asked = c.req.valid("query");
    const from =
      asked.from_latitude !== undefined && asked.from_longitude !== undefined
        ? { latitude: asked.from_latitude, longitude: asked.from_longitude }
        : null;
    const distance = await distanceTo(c.env.DB, c.get("merchant").id, asked, from);
    return reply(c, distanceResponseSchema, { data: { distance_km: distance } });
  });
