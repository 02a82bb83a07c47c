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
import { createDb } from "../db/client";
import { loadDocument } from "../db/merchants";
import { distanceKm } from "../domain/geo";
import { lookupPostalCode, normalizePostalCode } from "../domain/postal-codes";
import type { AppEnv } from "../env";
import { geocoderFor } from "../geocoding/geocoder-for";
import { HttpError, notFound } from "../http/errors";
import { reply } from "../http/reply";
import { parseRequest, validateQuery } from "../http/validate";

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

const countryOf = async (env: AppEnv["Bindings"], merchantId: number) => (await loadDocument(createDb(env.DB), merchantId, "tropicalization")).country_code;

const rounded = (km: number) => Math.round(km * 1000) / 1000;

export const locationsRoutes = new Hono<AppEnv>()
  .get("/:slug/locations/cep/:cep", async (c) => {
    const { country: asked } = parseRequest(query, c.req.query(), "query");
    const country = asked ?? (await countryOf(c.env, c.get("merchant").id));
    const digits = normalizePostalCode(country, c.req.param("cep"));
    if (digits === null) {
      const message = `Not a postal code of ${country}`;
      throw new HttpError(422, "VALIDATION_ERROR", message, [{ field: "cep", message }]);
    }
    const found = lookupPostalCode(country, digits);
    if (!found) throw notFound("Address not found");
    return reply(c, postalCodeLookupResponseSchema, { data: found });
  })

  .get("/:slug/locations/geocoding", validateQuery(geocodingQuerySchema), async (c) => {
    const country = await countryOf(c.env, c.get("merchant").id);
    const found = await geocoderFor(c.env).search(country, c.req.valid("query"));
    if (!found) throw notFound("Address not found");
    return reply(c, geocodingResponseSchema, { data: found });
  })

  .get("/:slug/locations/reverse_geocoding", validateQuery(reverseGeocodingQuerySchema), async (c) => {
    const country = await countryOf(c.env, c.get("merchant").id);
    const found = await geocoderFor(c.env).reverse(country, c.req.valid("query"));
    if (!found) throw notFound("Address not found");
    return reply(c, geocodingResponseSchema, { data: found });
  })

  .get("/:slug/locations/distance", validateQuery(distanceQuerySchema), async (c) => {
    const asked = c.req.valid("query");
    const from =
      asked.from_latitude !== undefined && asked.from_longitude !== undefined
        ? { latitude: asked.from_latitude, longitude: asked.from_longitude }
        : (await loadDocument(createDb(c.env.DB), c.get("merchant").id, "general_informations")).address;
    return reply(c, distanceResponseSchema, { data: { distance_km: rounded(distanceKm(from, asked)) } });
  });
