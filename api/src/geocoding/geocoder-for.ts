import type { Bindings } from "../env";
import type { Geocoder } from "./geocoder";
import { LOCATIONIQ_API_URL, locationIqGeocoder } from "./locationiq";
import { geocodingSandbox } from "./sandbox";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);
const SANDBOX_URL = "https://geocoding.sandbox/geocoding/";

type GeocoderEnv = Pick<Bindings, "GEOCODER_API_KEY" | "GEOCODER_API_URL">;

/** The provider's origin: https, or http on a loopback host (a local stand-in). */
function providerUrl(value: string | undefined): string {
  if (value === undefined || value === "") return LOCATIONIQ_API_URL;
  const url = new URL(value);
  if (url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname))) return value;
  throw new Error("GEOCODER_API_URL must be https (http only on a loopback host)");
}

/**
 * Who geocodes: LocationIQ when its key is set; else the same adapter against the stand-in in
 * this Worker (routes/provider-geocoding.ts), which knows only the demo cities.
 */
export function geocoderFor(env: GeocoderEnv): Geocoder {
  if (env.GEOCODER_API_KEY)
    return locationIqGeocoder({ apiKey: env.GEOCODER_API_KEY, baseUrl: providerUrl(env.GEOCODER_API_URL) });
  return locationIqGeocoder({
    apiKey: "sandbox",
    baseUrl: SANDBOX_URL,
    fetch: async (request) => geocodingSandbox.fetch(request, env),
  });
}
