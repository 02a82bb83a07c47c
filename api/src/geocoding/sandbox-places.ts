import type { CountryCode, GeocodingQuery } from "../../../contract";
import { distanceKm, type Coordinates } from "../domain/geo";
import {
  knownCities,
  knownPlaces,
  lookupPostalCode,
  normalizePostalCode,
  type KnownPlace,
} from "../domain/postal-codes";

/*
 * What the geocoding stand-in knows (the provider's sandbox, routes/provider-geocoding.ts): the
 * bundled postal codes of the demo cities (domain/postal-codes.ts), a few numbered buildings on
 * them, and each city's centre. Not a map of the world: enough for the demo and the tests.
 */

/** A place as the stand-in answers it; `number` only on a known building. */
export interface SandboxPlace {
  street: string | null;
  number: string | null;
  neighborhood: string | null;
  city: string;
  state: string;
  zip_code: string | null;
  country: CountryCode;
  latitude: number;
  longitude: number;
}

interface Building {
  zip: string;
  street: string;
  number: string;
  latitude: number;
  longitude: number;
}

/** Numbered buildings of the demo (the demo customers' addresses among them). */
const BUILDINGS: Building[] = [
  { zip: "01310100", street: "Avenida Paulista", number: "1578", latitude: -23.5614, longitude: -46.6559 },
  { zip: "01327000", street: "Rua Treze de Maio", number: "1000", latitude: -23.5603, longitude: -46.6449 },
  { zip: "04101300", street: "Rua Domingos de Morais", number: "2187", latitude: -23.5891, longitude: -46.6347 },
  { zip: "80010000", street: "Rua XV de Novembro", number: "700", latitude: -25.4296, longitude: -49.2713 },
  { zip: "06700", street: "Calle Orizaba", number: "101", latitude: 19.4185, longitude: -99.161 },
  { zip: "06140", street: "Calle Ámsterdam", number: "45", latitude: 19.4113, longitude: -99.1735 },
  { zip: "11560", street: "Avenida Presidente Masaryk", number: "120", latitude: 19.4315, longitude: -99.1935 },
  { zip: "04000", street: "Calle Francisco Sosa", number: "50", latitude: 19.3495, longitude: -99.164 },
  { zip: "01210", street: "Avenida Vasco de Quiroga", number: "3800", latitude: 19.3594, longitude: -99.2597 },
];

/** A street's point is its code's; a building is found within this of the point asked. */
const BUILDING_RADIUS_KM = 0.08;
/** Farther than this from every known code, a point is named by its city only. */
const PLACE_RADIUS_KM = 1.5;
/** Farther than this from every city centre, the stand-in knows nothing there. */
const CITY_RADIUS_KM = 40;

const comparable = (text: string | undefined | null) =>
  (text ?? "").normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();

function nearest<T extends Coordinates>(items: readonly T[], point: Coordinates, radiusKm: number): T | null {
  let best: { item: T; km: number } | null = null;
  for (const item of items) {
    const km = distanceKm(point, item);
    if (km <= radiusKm && (best === null || km < best.km)) best = { item, km };
  }
  return best?.item ?? null;
}

const placeOf = (known: KnownPlace, building: Building | null = null): SandboxPlace => ({
  street: building?.street ?? known.street,
  number: building?.number ?? null,
  neighborhood: known.neighborhood,
  city: known.city,
  state: known.state,
  zip_code: known.zip_code,
  country: known.country,
  latitude: building?.latitude ?? known.latitude,
  longitude: building?.longitude ?? known.longitude,
});

/** The address at a point: the nearest known code's street (and building), else the city's name only. */
export function reversePlace(point: Coordinates): SandboxPlace | null {
  const places = knownPlaces();
  const building = nearest(BUILDINGS, point, BUILDING_RADIUS_KM);
  const known = building
    ? places.find((one) => one.zip_code === building.zip)
    : nearest(places, point, PLACE_RADIUS_KM);
  if (known) return { ...placeOf(known, building), latitude: point.latitude, longitude: point.longitude };
  const city = nearest(knownCities(), point, CITY_RADIUS_KM);
  if (!city) return null;
  return {
    street: null,
    number: null,
    neighborhood: null,
    zip_code: null,
    ...city,
    latitude: point.latitude,
    longitude: point.longitude,
  };
}

/**
 * The point of a typed address in `country`: a known building, else the postal code's (or the
 * street's, when no code was given), else the city's centre; null for a place it does not know.
 */
export function searchPlace(country: CountryCode, query: GeocodingQuery): SandboxPlace | null {
  const places = knownPlaces().filter((one) => one.country === country);
  const digits = query.zip_code ? normalizePostalCode(country, query.zip_code) : null;
  const street = comparable(query.street);
  const known =
    places.find((one) => one.zip_code === digits) ??
    // A postal code given names the place: its street is only looked up without one.
    (street && !query.zip_code
      ? places.find(
          (one) =>
            comparable(one.street) === street && (!query.city || comparable(one.city) === comparable(query.city)),
        )
      : undefined);
  if (known) {
    const building = BUILDINGS.find(
      (one) =>
        one.zip === known.zip_code &&
        comparable(one.number) === comparable(query.number) &&
        (!street || comparable(one.street) === street),
    );
    return placeOf(known, building ?? null);
  }
  const inRange = digits ? lookupPostalCode(country, digits) : null;
  if (inRange) return { ...inRange, number: null, zip_code: null };
  const city = knownCities().find((one) => one.country === country && comparable(one.city) === comparable(query.city));
  return city ? { street: null, number: null, neighborhood: null, zip_code: null, ...city } : null;
}
