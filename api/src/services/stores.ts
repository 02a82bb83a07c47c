import {
  type City,
  type Store,
  type StoreSort,
  STORE_DISTANCE_CUTOFF_KM,
  compareStores,
  listedStore,
} from "../../../contract";
import { createDb } from "../db/client";
import { parseDocument } from "../db/documents";
import type { MerchantRef } from "../db/merchants";
import { franchiseCities, franchiseStores, periodsOf } from "../db/stores";
import { quoteDelivery } from "../domain/delivery-areas";
import { type Coordinates, distanceKm } from "../domain/geo";
import { operationStatusAt } from "../domain/operation-status";

const franchiseOf = (merchant: Pick<MerchantRef, "type" | "slug" | "slugFranchise">) =>
  merchant.type === "FRANCHISE" ? merchant.slug : merchant.slugFranchise;

export interface StoresQuery {
  cityId?: number;
  visible?: "true" | "false";
  geolocation?: Coordinates;
  deliveryMethod?: "DELIVERY" | "TAKEOUT";
  sort?: StoreSort;
  page: number;
  size: number;
}

/** A franchise's stores, filtered, sorted and paged, with how many match and whether any is far. */
export async function findStores(d1: D1Database, merchant: MerchantRef, query: StoresQuery, now: Date) {
  const franchise = franchiseOf(merchant);
  const db = createDb(d1);

  // Distance is computed here rather than in SQL (D1 has no trigonometry); a franchise has at most
  // hundreds of stores, so filtering, sorting and paging the candidates in memory is cheap.
  const rows =
    franchise === null
      ? []
      : await franchiseStores(db, franchise, {
          cityId: query.cityId,
          visible: query.visible ? query.visible === "true" : undefined,
        });
  const periods = await periodsOf(
    db,
    rows.map((row) => row.id),
  );

  const stores = rows.map((row): Store => {
    const { address } = parseDocument("general_informations", row.generalInformations, row.id);
    const modes = parseDocument("operation_modes", row.operationModes, row.id);
    const { timezone } = parseDocument("tropicalization", row.tropicalization, row.id);
    const geolocation = { latitude: address.latitude, longitude: address.longitude };
    const point = query.geolocation;
    const deliversHere = point
      ? modes.delivery_configuration.enabled &&
        quoteDelivery(parseDocument("delivery_areas", row.deliveryAreas, row.id), geolocation, 0, {
          latitude: point.latitude,
          longitude: point.longitude,
        }).served
      : undefined;
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      visible: row.visible ?? false,
      // A store that hides its address is listed without one (the storefront then leaves it out, §5).
      address: address.visible
        ? {
            street: address.street,
            number: address.number,
            neighborhood: address.neighborhood,
            city: address.city,
            state: address.state,
            zip_code: address.zip_code,
          }
        : null,
      distance: query.geolocation ? Math.round(distanceKm(query.geolocation, geolocation) * 1000) / 1000 : null,
      city: { id: row.cityId, name: row.cityName },
      geolocation,
      opened: operationStatusAt(periods.get(row.id) ?? [], timezone, now).open,
      delivery_configuration: { enabled: modes.delivery_configuration.enabled },
      takeout_configuration: { enabled: modes.takeout_configuration.enabled },
      ...(deliversHere === undefined ? {} : { delivers_here: deliversHere }),
    };
  });

  const matching = stores.filter((store) => {
    if (query.deliveryMethod === "DELIVERY") return store.delivery_configuration.enabled;
    if (query.deliveryMethod === "TAKEOUT") return store.takeout_configuration.enabled;
    return true;
  });
  const sort = query.sort ?? (query.geolocation !== undefined ? "distance" : "name");
  matching.sort(compareStores(sort));
  const start = (query.page - 1) * query.size;
  return {
    stores: matching.slice(start, start + query.size),
    total: matching.length,
    filteredStores: matching.filter(listedStore).length,
    hasAnyLargeDistance: matching.some((store) => store.distance !== null && store.distance > STORE_DISTANCE_CUTOFF_KM),
  };
}

export async function readCities(d1: D1Database, merchant: MerchantRef): Promise<City[]> {
  const franchise = franchiseOf(merchant);
  return franchise === null ? [] : await franchiseCities(createDb(d1), franchise);
}
