import * as z from "zod";
import { envelope, pagingSchema } from "./envelope";

export const STORE_DISTANCE_CUTOFF_KM = 300;
export const STORE_LIST_SIZE = 20;
export const FRANCHISE_STORE_LIST_SIZE = 1000;

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
  /** Kilometres from the given geolocation. */
  distance: z.number().nullable(),
  city: z.object({ id: z.number().int(), name: z.string() }),
  geolocation: z.object({ latitude: z.number(), longitude: z.number() }),
  opened: z.boolean(),
  delivery_configuration: z.object({ enabled: z.boolean() }),
  takeout_configuration: z.object({ enabled: z.boolean() }),
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
  filteredStores: z.number().int().min(0),
  hasAnyLargeDistance: z.boolean(),
});
export type StoreList = z.infer<typeof storesResponseSchema>;

export function listedStore(store: Store): boolean {
  return (
    store.visible &&
    store.address !== null &&
    (store.distance === null || store.distance <= STORE_DISTANCE_CUTOFF_KM) &&
    (store.delivery_configuration.enabled || store.takeout_configuration.enabled)
  );
}

const byName = (a: Store, b: Store) => a.name.localeCompare(b.name) || a.id - b.id;

export function compareStores(sort: StoreSort): (a: Store, b: Store) => number {
  if (sort === "distance") return (a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity) || byName(a, b);
  if (sort === "opened") return (a, b) => Number(b.opened) - Number(a.opened) || byName(a, b);
  return byName;
}

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
