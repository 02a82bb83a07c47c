import { Hono } from "hono";
import * as z from "zod";
import {
  type Store,
  STORE_DISTANCE_CUTOFF_KM,
  citiesQuerySchema,
  citiesResponseSchema,
  compareStores,
  listedStore,
  storeSortSchema,
  storesQuerySchema,
  storesResponseSchema,
} from "../../../contract";
import { createDb } from "../db/client";
import { parseDocument } from "../db/documents";
import { franchiseCities, franchiseStores, periodsOf } from "../db/stores";
import { quoteDelivery } from "../domain/delivery-areas";
import { distanceKm, parseGeolocation } from "../domain/geo";
import { operationNow, operationStatusAt } from "../domain/operation-status";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";
import { validateQuery } from "../http/validate";

/** The contract's query with geolocation parsed and the sort keys this API knows. */
const storesQuery = storesQuerySchema
  .extend({
    sort: storeSortSchema.optional(),
    geolocation: z
      .string()
      .transform((text, ctx) => {
        const coordinates = parseGeolocation(text);
        if (!coordinates) {
          ctx.addIssue({ code: "custom", message: 'Expected "latitude,longitude" in decimal degrees' });
          return z.NEVER;
        }
        return coordinates;
      })
      .optional(),
  })
  .refine((query) => query.sort !== "distance" || query.geolocation !== undefined, {
    path: ["sort"],
    message: "Sorting by distance needs a geolocation",
  });

/** The franchise whose stores a merchant belongs to: itself for a FRANCHISE, its franchise for a STORE. */
const franchiseOf = (merchant: { type: "FRANCHISE" | "STORE"; slug: string; slugFranchise: string | null }) =>
  merchant.type === "FRANCHISE" ? merchant.slug : merchant.slugFranchise;

/** Store finder of a franchise (core spec §5, §9) and the cities its stores are in. */
export const storesRoutes = new Hono<AppEnv>()
  .get("/merchants/:slug/stores", validateQuery(storesQuery), async (c) => {
    const query = c.req.valid("query");
    // Under a store, its franchise's stores (the store's own pages offer the others: its address tabs).
    const franchise = franchiseOf(c.get("merchant"));
    const db = createDb(c.env.DB);

    // Distance is computed here rather than in SQL (D1 has no trigonometry); a franchise has at most
    // hundreds of stores, so filtering, sorting and paging the candidates in memory is cheap.
    const rows =
      franchise === null
        ? []
        : await franchiseStores(db, franchise, {
            cityId: query.city_id,
            visible: query.visible ? query.visible === "true" : undefined,
          });
    const periods = await periodsOf(
      db,
      rows.map((row) => row.id),
    );
    const now = operationNow(c.env);

    const stores = rows.map((row): Store => {
      const { address } = parseDocument("general_informations", row.generalInformations, row.id);
      const modes = parseDocument("operation_modes", row.operationModes, row.id);
      const { timezone } = parseDocument("tropicalization", row.tropicalization, row.id);
      const geolocation = { latitude: address.latitude, longitude: address.longitude };
      const point = query.geolocation;
      // Whether it delivers at the point, by the rules of its delivery quote (the nearest store redirect asks).
      const deliversHere = point
        ? modes.delivery_configuration.enabled &&
          quoteDelivery(parseDocument("delivery_areas", row.deliveryAreas, row.id), geolocation, 0, { latitude: point.latitude, longitude: point.longitude })
            .served
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
      if (query.delivery_method === "DELIVERY") return store.delivery_configuration.enabled;
      if (query.delivery_method === "TAKEOUT") return store.takeout_configuration.enabled;
      return true;
    });
    const sort = query.sort ?? (query.geolocation !== undefined ? "distance" : "name");
    matching.sort(compareStores(sort));
    const start = (query.page - 1) * query.size;
    return reply(c, storesResponseSchema, {
      data: matching.slice(start, start + query.size),
      paging: { page: query.page, size: query.size, total: matching.length },
      filteredStores: matching.filter(listedStore).length,
      hasAnyLargeDistance: matching.some((store) => store.distance !== null && store.distance > STORE_DISTANCE_CUTOFF_KM),
    });
  })

  // The cities a franchise's visible stores are in (customer spec §7 GET /{slug}/cities), by name:
  // the finder's city filter. Under a store, its franchise's; a merchant outside any franchise, none.
  .get("/:slug/cities", validateQuery(citiesQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const franchise = franchiseOf(c.get("merchant"));
    const found = franchise === null ? [] : await franchiseCities(createDb(c.env.DB), franchise);
    const start = (query.page - 1) * query.size;
    return reply(c, citiesResponseSchema, {
      data: found.slice(start, start + query.size),
      paging: { page: query.page, size: query.size, total: found.length },
    });
  });
