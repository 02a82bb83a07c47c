import { listedStore, type Store } from "../../contract";

/**
 * How far the nearest store may be for the franchise to take the customer there by itself
 * (`redirect_to_nearest_store`): beyond it the list is shown, nearest first, and the customer chooses.
 */
export const NEAREST_STORE_REACH_KM = 30;

/** A point as the finder carries it in its URL (`?near=`): three decimals, about 100 m. */
export interface NearPoint {
  latitude: number;
  longitude: number;
}

/** `"-25.431,-49.266"` as a point; null for anything else (out of range, not numbers). */
export function parseNear(text: string | null): NearPoint | null {
  const match = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text ?? "");
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
}

/** The point as `?near=` writes it: rounded to three decimals (the list needs no more, and the URL keeps no more). */
export function nearParam(point: NearPoint): string {
  const round = (value: number) => String(Math.round(value * 1000) / 1000);
  return `${round(point.latitude)},${round(point.longitude)}`;
}

/**
 * The store the franchise takes a located customer to: of the stores it lists (core spec §5), the
 * nearest within NEAREST_STORE_REACH_KM that serves them, delivering at their point (its delivery
 * areas) or taking out. Null when none does, or when the stores carry no distance.
 */
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

/** Longest address text the finder keeps (a street, a number, a neighbourhood). */
export const FINDER_ADDRESS_MAX = 120;

/** Why an address typed in the finder placed nothing: no city chosen, not known, or no answer. */
export type AddressProblem = "needCity" | "notFound" | "failed";

/** Where the finder's customer is, besides a CEP: the browser's location (`?near=`) or an address typed (`?address=`). */
export interface FinderPlace {
  near: NearPoint | null;
  address: string;
}

/** The finder's place from its URL; a malformed `near` is none. */
export function finderPlace(url: URL): FinderPlace {
  return {
    near: parseNear(url.searchParams.get("near")),
    address: (url.searchParams.get("address") ?? "").trim().slice(0, FINDER_ADDRESS_MAX),
  };
}
