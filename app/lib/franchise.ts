import { listedStore, type Store } from "../../contract";

/** A store as a franchise's list shows it (the static part's props). */
export interface StoreCard {
  slug: string;
  name: string;
  city: string;
  address: string;
  delivery: boolean;
  takeout: boolean;
  opened: boolean;
  /** "260,2 km" in the customer's locale; null when the customer's location is unknown. */
  distance: string | null;
}

/**
 * A cart with items this browser holds at one of the listed stores (decision 030): choosing
 * another store carries it there. `withCart`: every listed store holding one (its own link stays a link).
 */
export interface CarryOffer {
  source: string;
  sourceName: string;
  /** Units in the source's cart. */
  count: number;
  withCart: string[];
}

/** What the CEP field says after a search: nothing, a malformed code, one the dataset does not know, or a failed lookup. */
export type CepProblem = "invalid" | "notFound" | "failed";

/** Longest CEP text kept for the field (a Brazilian CEP with its hyphen is 9; Colombia 6, Mexico 5). */
export const CEP_TYPED_MAX = 20;

/** A store's menu, with the franchise's voucher link's code when there is one (the store keeps it pending, as its own link would). */
export function storeMenuHref(storeHref: string, voucher: string | null): string {
  return voucher ? `${storeHref}?${new URLSearchParams({ voucher })}` : storeHref;
}

/** A distance in km with one decimal, in the customer's locale ("260,2 km", "260.2 km"). */
export function formatDistance(km: number, locale: string): string {
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(km);
  return `${number} km`;
}

/**
 * The stores a franchise lists (core spec §5), in the API's order, as cards. `anyDistance`: also
 * those beyond the cutoff, for a postal code with no store near it (the customer still sees where
 * the stores are, and how far).
 */
export function storeCards(stores: Store[], locale: string, { anyDistance = false }: { anyDistance?: boolean } = {}): StoreCard[] {
  return stores
    .filter((store) => listedStore(anyDistance ? { ...store, distance: null } : store))
    .map((store) => ({
      slug: store.slug,
      name: store.name,
      city: store.city.name,
      address: store.address ? `${store.address.street}, ${store.address.number} - ${store.address.neighborhood}` : "",
      delivery: store.delivery_configuration.enabled,
      takeout: store.takeout_configuration.enabled,
      opened: store.opened,
      distance: store.distance === null ? null : formatDistance(store.distance, locale),
    }));
}

/** The finder's query: the CEP as typed (trimmed, bounded) and a city id, each possibly absent. */
export function finderQuery(url: URL): { cep: string; cityId: number | null } {
  const cep = (url.searchParams.get("cep") ?? "").trim().slice(0, CEP_TYPED_MAX);
  const city = url.searchParams.get("city") ?? "";
  const cityId = /^[1-9]\d{0,11}$/.test(city) ? Number(city) : null;
  return { cep, cityId };
}
