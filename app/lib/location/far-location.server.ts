import type { AppLoadContext } from "@remix-run/cloudflare";
import type { AddressInput } from "../../../contract";
import { FAR_LOCATION_KM } from "~/lib/accounts/address-form";

/**
 * The point the customer chose (their location, the map's pin) when it is farther than
 * FAR_LOCATION_KM from the address typed, with the address's own point; null when near, or when
 * the address cannot be placed more closely than its city.
 */
export async function farLocation(
  context: Pick<AppLoadContext, "api">,
  slug: string,
  token: string,
  input: AddressInput,
) {
  if (typeof input.latitude !== "number" || typeof input.longitude !== "number") return null;
  const { street, number, neighborhood, city, state, zip_code } = input;
  const address = await context.api.geocode(slug, token, { street, number, neighborhood, city, state, zip_code });
  if (!address.ok || address.data.precision === "CITY") return null;
  const pin = { latitude: input.latitude, longitude: input.longitude };
  const apart = await context.api.distance(slug, token, pin, {
    latitude: address.data.latitude,
    longitude: address.data.longitude,
  });
  if (!apart.ok || apart.data.distance_km <= FAR_LOCATION_KM) return null;
  return { km: Math.round(apart.data.distance_km * 10) / 10, address: address.data };
}
