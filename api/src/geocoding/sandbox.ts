import { Hono } from "hono";
import type { CountryCode } from "../../../contract";
import type { AppEnv } from "../env";
import { reversePlace, searchPlace, type SandboxPlace } from "./sandbox-places";

/*
 * The geocoding stand-in: LocationIQ's `/v1/search` and `/v1/reverse` (the JSON its adapter reads,
 * locationiq.ts) over the demo cities' places. The API asks it in-process when no GEOCODER_API_KEY
 * is set (geocoder-for.ts); routes/provider-geocoding.ts also serves it at /provider/geocoding/v1/….
 */

const COUNTRIES: Record<string, CountryCode> = { br: "BRA", co: "COL", mx: "MEX" };
const ISO2: Record<CountryCode, string> = { BRA: "br", COL: "co", MEX: "mx" };
const notFound = { error: "Unable to geocode" };

/** A place as LocationIQ writes it: coordinates as strings, the address's parts by their OSM names. */
function asLocationIq(place: SandboxPlace) {
  const address: Record<string, string> = { city: place.city, state: place.state, country_code: ISO2[place.country] };
  if (place.country === "BRA") address["ISO3166-2-lvl4"] = `BR-${place.state}`;
  if (place.street) address.road = place.street;
  if (place.number) address.house_number = place.number;
  if (place.neighborhood) address.suburb = place.neighborhood;
  if (place.zip_code)
    address.postcode =
      place.country === "BRA" ? `${place.zip_code.slice(0, 5)}-${place.zip_code.slice(5)}` : place.zip_code;
  const display = [place.number, place.street, place.neighborhood, place.city, place.state, place.zip_code]
    .filter(Boolean)
    .join(", ");
  return { lat: String(place.latitude), lon: String(place.longitude), display_name: display, address };
}

const coordinate = (text: string | undefined, limit: number) => {
  const value = Number(text);
  return text !== undefined && text.trim() !== "" && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
};

/** The stand-in's own routes, under /geocoding. */
export const geocodingSandbox = new Hono<AppEnv>()
  .use("/geocoding/*", async (c, next) => {
    if (!c.req.query("key")) return c.json({ error: "Invalid key" }, 401);
    await next();
  })
  .get("/geocoding/v1/search", (c) => {
    const country = COUNTRIES[(c.req.query("countrycodes") ?? "").toLowerCase()];
    if (!country) return c.json(notFound, 404);
    const query = c.req.query();
    // LocationIQ's structured `street` is "<number> <street>".
    const street = /^(\S*\d\S*)\s+(.+)$/.exec(query.street ?? "");
    const place = searchPlace(country, {
      street: street ? street[2] : query.street,
      number: street ? street[1] : undefined,
      city: query.city,
      state: query.state,
      zip_code: query.postalcode,
    });
    return place ? c.json([asLocationIq(place)]) : c.json(notFound, 404);
  })
  .get("/geocoding/v1/reverse", (c) => {
    const latitude = coordinate(c.req.query("lat"), 90);
    const longitude = coordinate(c.req.query("lon"), 180);
    if (latitude === null || longitude === null) return c.json({ error: "Invalid Request" }, 400);
    const place = reversePlace({ latitude, longitude });
    return place ? c.json(asLocationIq(place)) : c.json(notFound, 404);
  });
