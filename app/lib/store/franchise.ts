import { listedStore, type Store } from "../../../contract";

export interface StoreCard {
  slug: string;
  name: string;
  city: string;
  address: string;
  delivery: boolean;
  takeout: boolean;
  opened: boolean;
  /** Null when the customer's location is unknown. */
  distance: string | null;
}

/** A cart this browser holds at one of the listed stores (decision 030): choosing another store carries it there. */
export interface CarryOffer {
  source: string;
  sourceName: string;
  count: number;
  withCart: string[];
}

export type CepProblem = "invalid" | "notFound" | "failed";

/** A Brazilian CEP with its hyphen is 9; Colombia 6, Mexico 5. */
export const CEP_TYPED_MAX = 20;

/** The store keeps the voucher pending, as its own link would. */
export function storeMenuHref(storeHref: string, voucher: string | null): string {
  return voucher ? `${storeHref}?${new URLSearchParams({ voucher })}` : storeHref;
}

export function formatDistance(km: number, locale: string): string {
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(km);
  return `${number} km`;
}

/** `anyDistance`: also those beyond the cutoff, for a postal code with no store near it. */
export function storeCards(
  stores: Store[],
  locale: string,
  { anyDistance = false }: { anyDistance?: boolean } = {},
): StoreCard[] {
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

export function finderQuery(url: URL): { cep: string; cityId: number | null } {
  const cep = (url.searchParams.get("cep") ?? "").trim().slice(0, CEP_TYPED_MAX);
  const city = url.searchParams.get("city") ?? "";
  const cityId = /^[1-9]\d{0,11}$/.test(city) ? Number(city) : null;
  return { cep, cityId };
}
