import { Hono } from "hono";
import * as z from "zod";
import { countryCodeSchema, postalCodeLookupResponseSchema } from "../../../contract";
import { createDb } from "../db/client";
import { loadDocument } from "../db/merchants";
import { lookupPostalCode, normalizePostalCode } from "../domain/postal-codes";
import type { AppEnv } from "../env";
import { HttpError, notFound } from "../http/errors";
import { reply } from "../http/reply";
import { parseRequest } from "../http/validate";

/*
 * GET /{slug}/locations/cep/{cep}?country=BRA|COL|MEX: a postal code of the bundled demo dataset
 * (domain/postal-codes.ts). `country` defaults to the merchant's. 422 VALIDATION_ERROR for a code
 * that is not the country's shape, 404 NOT_FOUND for one the dataset does not know.
 */

const query = z.object({ country: countryCodeSchema.optional() });

export const locationsRoutes = new Hono<AppEnv>().get("/:slug/locations/cep/:cep", async (c) => {
  const { country: asked } = parseRequest(query, c.req.query(), "query");
  const country = asked ?? (await loadDocument(createDb(c.env.DB), c.get("merchant").id, "tropicalization")).country_code;
  const digits = normalizePostalCode(country, c.req.param("cep"));
  if (digits === null) {
    const message = `Not a postal code of ${country}`;
    throw new HttpError(422, "VALIDATION_ERROR", message, [{ field: "cep", message }]);
  }
  const found = lookupPostalCode(country, digits);
  if (!found) throw notFound("Address not found");
  return reply(c, postalCodeLookupResponseSchema, { data: found });
});
