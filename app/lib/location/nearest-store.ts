import { listedStore, type Store } from "../../../contract";

/** Beyond it the franchise shows the list, nearest first, and the customer chooses. */
export const NEAREST_STORE_REACH_KM = 30;

/** Three decimals, about 100 m. */
export interface NearPoint {
  latitude: number;
  longitude: number;
}

export function parseNear(text: string | null): NearPoint | null {
  const match = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text ?? "");
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
}

export function nearParam(point: NearPoint): string {
  const round = (value: number) => String(Math.round(value * 1000) / 1000);
  return `${round(point.latitude)},${round(point.longitude)}`;
}

/** Nearest within reach that delivers at their point or takes out. Null when none does or no distance is known. */
export function nearestServingStore(stores: readonly Store[]): Store | null {
  const serving = stores.filter(
    (store) =>
      listedStore(store) &&
      store.distance !== null &&
      store.distance <= NEAREST_STORE_REACH_KM &&
      (store.delivers_here === true || store.takeout_configuration.enabled),
  );
  serving.sort((a, b) => a.distance! - b.distance! || a.id - b.id);
  return serving[0] ?? null;
}

export const FINDER_ADDRESS_MAX = 120;

export type AddressProblem = "needCity" | "notFound" | "failed";

export interface FinderPlace {
  near: NearPoint | null;
  address: string;
}

export function finderPlace(url: URL): FinderPlace {
  return {
    near: parseNear(url.searchParams.get("near")),
    address: (url.searchParams.get("address") ?? "").trim().slice(0, FINDER_ADDRESS_MAX),
  };
}
