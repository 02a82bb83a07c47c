import type { CountryCode, GeocodedAddress, GeocodingQuery } from "../../../contract";
import type { Coordinates } from "../domain/geo";

/** A geocoding provider: a typed address to a point, and a point to an address; null when it knows no such place. */
export interface Geocoder {
  search(country: CountryCode, query: GeocodingQuery): Promise<GeocodedAddress | null>;
  reverse(country: CountryCode, point: Coordinates): Promise<GeocodedAddress | null>;
}
