import * as z from "zod";
import type { CountryCode, GeocodedAddress, GeocodePrecision, GeocodingQuery } from "../../../contract";
import type { Coordinates } from "../domain/geo";
import type { Geocoder } from "./geocoder";

/*
 * LocationIQ's geocoding API (Nominatim-compatible JSON): `GET /v1/search` with a structured query
 * and `GET /v1/reverse`, both with `key`, `format=json` and `addressdetails=1`. An address it does
 * not know is a 404 `{ "error": "Unable to geocode" }`. Docs: https://docs.locationiq.com/reference
 */

export const LOCATIONIQ_API_URL = "https://us1.locationiq.com";

const ISO2: Record<CountryCode, string> = { BRA: "br", COL: "co", MEX: "mx" };

const placeSchema = z.object({
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  address: z
    .object({
      house_number: z.string().optional(),
      road: z.string().optional(),
      neighbourhood: z.string().optional(),
      suburb: z.string().optional(),
      city: z.string().optional(),
      town: z.string().optional(),
      village: z.string().optional(),
      state: z.string().optional(),
      "ISO3166-2-lvl4": z.string().optional(),
      postcode: z.string().optional(),
      country_code: z.string().optional(),
    })
    .default({}),
});
type Place = z.infer<typeof placeSchema>;

/** A Brazilian state is written by its two letters (`BR-SP` → `SP`); elsewhere by the provider's name. */
function stateOf(country: CountryCode, address: Place["address"]): string | null {
  const iso = address["ISO3166-2-lvl4"];
  if (country === "BRA" && iso?.startsWith("BR-")) return iso.slice(3);
  return address.state ?? null;
}

function precisionOf(address: Place["address"]): GeocodePrecision {
  if (address.house_number) return "ADDRESS";
  return address.road || address.postcode ? "POSTAL_CODE" : "CITY";
}

function toAddress(country: CountryCode, place: Place): GeocodedAddress {
  const { address } = place;
  return {
    street: address.road ?? null,
    number: address.house_number ?? null,
    neighborhood: address.neighbourhood ?? address.suburb ?? null,
    city: address.city ?? address.town ?? address.village ?? null,
    state: stateOf(country, address),
    zip_code: address.postcode ? address.postcode.replace(/\D/g, "") : null,
    country,
    latitude: place.lat,
    longitude: place.lon,
    precision: precisionOf(address),
  };
}

export interface LocationIqOptions {
  apiKey: string;
  baseUrl: string;
  /** How requests leave (the Worker's fetch; the stand-in's handler locally). */
  fetch?: (request: Request) => Promise<Response>;
}

/** A Geocoder over LocationIQ's HTTP API. A failure other than "not found" throws: the route answers 502. */
export function locationIqGeocoder({
  apiKey,
  baseUrl,
  fetch: send = (request) => fetch(request),
}: LocationIqOptions): Geocoder {
  async function ask(path: string, params: Record<string, string | undefined>): Promise<unknown> {
    const url = new URL(path, baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
    for (const [name, value] of Object.entries({ key: apiKey, format: "json", addressdetails: "1", ...params })) {
      if (value) url.searchParams.set(name, value);
    }
    const response = await send(new Request(url, { headers: { accept: "application/json" } }));
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`Geocoding provider answered ${response.status}`);
    return response.json();
  }
  return {
    async search(country, query: GeocodingQuery) {
      const street = [query.number, query.street].filter(Boolean).join(" ");
      const found = await ask("v1/search", {
        street: street || undefined,
        city: query.city,
        state: query.state,
        postalcode: query.zip_code,
        countrycodes: ISO2[country],
        limit: "1",
      });
      const first = z.array(placeSchema).parse(found ?? [])[0];
      return first ? toAddress(country, first) : null;
    },
    async reverse(country, point: Coordinates) {
      const found = await ask("v1/reverse", { lat: String(point.latitude), lon: String(point.longitude) });
      if (found === null) return null;
      const place = placeSchema.parse(found);
      if (place.address.country_code && place.address.country_code !== ISO2[country]) return null;
      return toAddress(country, place);
    },
  };
}
