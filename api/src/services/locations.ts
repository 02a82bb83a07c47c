import type { CountryCode, GeocodedAddress, GeocodingQuery, PostalCodeLookup } from "../../../contract";
import { createDb } from "../db/client";
import { loadDocument } from "../db/merchants";
import { type Coordinates, distanceKm } from "../domain/geo";
import { lookupPostalCode, normalizePostalCode } from "../domain/postal-codes";
import type { Bindings } from "../env";
import { geocoderFor } from "../geocoding/geocoder-for";
import { HttpError, notFound } from "../http/errors";

const countryOf = async (d1: D1Database, merchantId: number) =>
  (await loadDocument(createDb(d1), merchantId, "tropicalization")).country_code;

const rounded = (km: number) => Math.round(km * 1000) / 1000;

export async function lookupCep(
  d1: D1Database,
  merchantId: number,
  asked: CountryCode | undefined,
  cep: string,
): Promise<PostalCodeLookup> {
  const country = asked ?? (await countryOf(d1, merchantId));
  const digits = normalizePostalCode(country, cep);
  if (digits === null) {
    const message = `Not a postal code of ${country}`;
    throw new HttpError(422, "VALIDATION_ERROR", message, [{ field: "cep", message }]);
  }
  const found = lookupPostalCode(country, digits);
  if (!found) throw notFound("Address not found");
  return found;
}

export async function geocode(env: Bindings, merchantId: number, query: GeocodingQuery): Promise<GeocodedAddress> {
  const country = await countryOf(env.DB, merchantId);
  const found = await geocoderFor(env).search(country, query);
  if (!found) throw notFound("Address not found");
  return found;
}

export async function reverseGeocode(env: Bindings, merchantId: number, point: Coordinates): Promise<GeocodedAddress> {
  const country = await countryOf(env.DB, merchantId);
  const found = await geocoderFor(env).reverse(country, point);
  if (!found) throw notFound("Address not found");
  return found;
}

export async function distanceTo(
  d1: D1Database,
  merchantId: number,
  to: Coordinates,
  from: Coordinates | null,
): Promise<number> {
  const start = from ?? (await loadDocument(createDb(d1), merchantId, "general_informations")).address;
  return rounded(distanceKm(start, to));
}
