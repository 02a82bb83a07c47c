import * as z from "zod";
import { envelope, pagingSchema } from "./envelope";

/** Stores farther than this from the customer are left out of a franchise's list (core spec §5, §9), in km. */
export const STORE_DISTANCE_CUTOFF_KM = 300;
/** Page size of a store list (core spec §9): 20 by default, 1000 when browsing the franchise itself. */
export const STORE_LIST_SIZE = 20;
export const FRANCHISE_STORE_LIST_SIZE = 1000;

/** A store of a franchise, as listed by GET /merchants/{franchise}/stores. */
export const storeSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  visible: z.boolean(),
  address: z
    .object({
      street: z.string(),
      number: z.string(),
      neighborhood: z.string(),
      city: z.string(),
      state: z.string(),
      zip_code: z.string(),
    })
    .nullable(),
  /** Kilometres from the given geolocation, null without one. */
  distance: z.number().nullable(),
  city: z.object({ id: z.number().int(), name: z.string() }),
  geolocation: z.object({ latitude: z.number(), longitude: z.number() }),
  /** Open now by its opening hours (at the API's operation clock). */
  opened: z.boolean(),
  delivery_configuration: z.object({ enabled: z.boolean() }),
  takeout_configuration: z.object({ enabled: z.boolean() }),
  /**
   * With a geolocation: whether the store delivers there (delivery on, and the point within its
   * delivery areas; a store without areas delivers everywhere). Absent without one.
   */
  delivers_here: z.boolean().optional(),
});
export type Store = z.infer<typeof storeSchema>;

export const storeSortSchema = z.enum(["distance", "opened", "name"]);
export type StoreSort = z.infer<typeof storeSortSchema>;

export const storesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(FRANCHISE_STORE_LIST_SIZE).default(STORE_LIST_SIZE),
  sort: z.string().max(20).optional(),
  city_id: z.coerce.number().int().optional(),
  visible: z.enum(["true", "false"]).optional(),
  /** "latitude,longitude" */
  geolocation: z.string().max(60).optional(),
  delivery_method: z.enum(["DELIVERY", "TAKEOUT"]).optional(),
});

export const storesResponseSchema = envelope(z.array(storeSchema)).extend({
  paging: pagingSchema,
  /** How many of the matching stores (all pages) the list filter keeps (listedStore). */
  filteredStores: z.number().int().min(0),
  /** Some matching store is farther than STORE_DISTANCE_CUTOFF_KM from the given geolocation. */
  hasAnyLargeDistance: z.boolean(),
});
export type StoreList = z.infer<typeof storesResponseSchema>;

/** Whether a franchise lists this store (core spec §5): visible, with an address, within the cutoff, delivering or taking out. */
export function listedStore(store: Store): boolean {
  return (
    store.visible &&
    store.address !== null &&
    (store.distance === null || store.distance <= STORE_DISTANCE_CUTOFF_KM) &&
    (store.delivery_configuration.enabled || store.takeout_configuration.enabled)
  );
}

const byName = (a: Store, b: Store) => a.name.localeCompare(b.name) || a.id - b.id;

/**
 * The order of a store list (core spec §9): `distance` nearest first (unknown distances last),
 * `opened` open stores first (a customer looks for one that takes an order now), then by name.
 */
export function compareStores(sort: StoreSort): (a: Store, b: Store) => number {
  if (sort === "distance") return (a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity) || byName(a, b);
  if (sort === "opened") return (a, b) => Number(b.opened) - Number(a.opened) || byName(a, b);
  return byName;
}

/** A city a merchant's stores are in (GET /{slug}/cities). */
export const citySchema = z.object({ id: z.number().int(), name: z.string() });
export type City = z.infer<typeof citySchema>;

export const citiesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(FRANCHISE_STORE_LIST_SIZE).default(100),
  sort: z.enum(["name"]).optional(),
  enabled: z.enum(["true", "false"]).optional(),
  used_cities: z.enum(["true", "false"]).optional(),
});

export const citiesResponseSchema = envelope(z.array(citySchema)).extend({ paging: pagingSchema });
