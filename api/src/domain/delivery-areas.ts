import { type DeliveryAreas, type DeliveryArea, normalizeAreaName } from "../../../contract";
import { type Coordinates, distanceKm } from "./geo";

/** In NEIGHBORHOOD mode a position is served by the nearest named area no farther than this. */
export const NEAREST_AREA_MAX_KM = 3;

export interface DeliveryLocation {
  neighborhood?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

export interface DeliveryQuote {
  served: boolean;
  area_name: string | null;
  /** Kilometres from the store when a position was known (given, or the matched area's). */
  distance_km: number | null;
  fee: number | null;
}

const positionOf = (location: DeliveryLocation): Coordinates | null =>
  typeof location.latitude === "number" && typeof location.longitude === "number"
    ? { latitude: location.latitude, longitude: location.longitude }
    : null;

const rounded = (km: number) => Math.round(km * 100) / 100;

function areaNamed(areas: readonly DeliveryArea[], name: string | null | undefined): DeliveryArea | null {
  const key = name ? normalizeAreaName(name) : "";
  // Punctuation alone names nothing, not an area whose name is punctuation too.
  if (!key) return null;
  return areas.find((area) => normalizeAreaName(area.name) === key) ?? null;
}

/** An area's point, if it has one: an area named in the console has none and is found by its name only. */
const pointOf = (area: DeliveryArea): Coordinates | null =>
  area.latitude === undefined || area.longitude === undefined
    ? null
    : { latitude: area.latitude, longitude: area.longitude };

function nearestArea(areas: readonly DeliveryArea[], position: Coordinates): DeliveryArea | null {
  let best: { area: DeliveryArea; km: number } | null = null;
  for (const area of areas) {
    const point = pointOf(area);
    if (!point) continue;
    const km = distanceKm(position, point);
    if (km <= NEAREST_AREA_MAX_KM && (best === null || km < best.km)) best = { area, km };
  }
  return best?.area ?? null;
}

function isNotServed(document: DeliveryAreas, neighborhood: string | null | undefined): boolean {
  const key = neighborhood ? normalizeAreaName(neighborhood) : "";
  if (!key || !document.not_served?.length) return false;
  return document.not_served.some((name) => normalizeAreaName(name) === key);
}

export function bandFee(bands: DeliveryAreas["bands"], km: number): number | null {
  return bands.find((band) => km <= band.up_to_km)?.fee ?? null;
}

/**
 * No document: everywhere at `defaultFee`. NEIGHBORHOOD: the area of that name (as normalizeAreaName
 * compares names), else the nearest within NEAREST_AREA_MAX_KM. DISTANCE: the band of the distance.
 */
export function quoteDelivery(
  document: DeliveryAreas | null,
  store: Coordinates,
  defaultFee: number,
  location: DeliveryLocation,
): DeliveryQuote {
  const position = positionOf(location);
  if (document === null) {
    return {
      served: true,
      area_name: null,
      distance_km: position ? rounded(distanceKm(store, position)) : null,
      fee: defaultFee,
    };
  }
  const notServed = (distance: number | null): DeliveryQuote => ({
    served: false,
    area_name: null,
    distance_km: distance,
    fee: null,
  });
  if (isNotServed(document, location.neighborhood))
    return notServed(position ? rounded(distanceKm(store, position)) : null);

  if (document.mode === "NEIGHBORHOOD") {
    const area =
      areaNamed(document.areas, location.neighborhood) ?? (position ? nearestArea(document.areas, position) : null);
    const distance = position ?? (area ? pointOf(area) : null);
    const km = distance ? rounded(distanceKm(store, distance)) : null;
    return area ? { served: true, area_name: area.name, distance_km: km, fee: area.fee } : notServed(km);
  }

  const named = areaNamed(document.areas, location.neighborhood);
  const target = position ?? (named ? pointOf(named) : null);
  if (!target) return notServed(null);
  const km = distanceKm(store, target);
  const fee = bandFee(document.bands, km);
  if (fee === null) return notServed(rounded(km));
  return { served: true, area_name: named?.name ?? null, distance_km: rounded(km), fee };
}

export function pickableAreas(document: DeliveryAreas | null, store: Coordinates): { name: string; fee: number }[] {
  if (document === null) return [];
  if (document.mode === "NEIGHBORHOOD") return document.areas.map((area) => ({ name: area.name, fee: area.fee }));
  return document.areas.flatMap((area) => {
    const point = pointOf(area);
    const fee = point ? bandFee(document.bands, distanceKm(store, point)) : null;
    return fee === null ? [] : [{ name: area.name, fee }];
  });
}
