import { and, eq, isNotNull, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import * as z from "zod";
import { type Store, storesQuerySchema, storesResponseSchema } from "../../../contract";
import { createDb } from "../db/client";
import { parseDocument } from "../db/documents";
import { cities, merchants } from "../db/schema";
import { distanceKm, parseGeolocation } from "../domain/geo";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";
import { validateQuery } from "../http/validate";

/** The contract's query with geolocation parsed and the sort keys this API knows. */
const storesQuery = storesQuerySchema.extend({
  sort: z.enum(["distance", "name"]).optional(),
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
}).refine((query) => query.sort !== "distance" || query.geolocation !== undefined, {
  path: ["sort"],
  message: "Sorting by distance needs a geolocation",
});

const byName = (a: Store, b: Store) => a.name.localeCompare(b.name) || a.id - b.id;
const byDistance = (a: Store, b: Store) => (a.distance ?? Infinity) - (b.distance ?? Infinity) || byName(a, b);

/** Store finder of a franchise (core spec §5, §9): its stores, nearest first when a position is given. */
export const storesRoutes = new Hono<AppEnv>().get(
  "/merchants/:slug/stores",
  validateQuery(storesQuery),
  async (c) => {
    const query = c.req.valid("query");
    const franchise = c.get("merchant");

    const conditions: (SQL | undefined)[] = [
      eq(merchants.slugFranchise, franchise.slug),
      // Only merchants listed as stores (store_visible set) appear in the finder at all.
      isNotNull(merchants.storeVisible),
    ];
    if (query.city_id !== undefined) conditions.push(eq(merchants.cityId, query.city_id));
    if (query.visible) conditions.push(eq(merchants.storeVisible, query.visible === "true"));

    // Distance is computed here rather than in SQL (D1 has no trigonometry); a franchise has at most
    // hundreds of stores, so filtering, sorting and paging the candidates in memory is cheap.
    const rows = await createDb(c.env.DB)
      .select({
        id: merchants.id,
        slug: merchants.slug,
        name: merchants.name,
        visible: merchants.storeVisible,
        cityId: cities.id,
        cityName: cities.name,
        generalInformations: merchants.generalInformations,
        operationModes: merchants.operationModes,
      })
      .from(merchants)
      .innerJoin(cities, eq(cities.id, merchants.cityId))
      .where(and(...conditions));

    const stores = rows.map((row): Store => {
      const { address } = parseDocument("general_informations", row.generalInformations, row.id);
      const modes = parseDocument("operation_modes", row.operationModes, row.id);
      const geolocation = { latitude: address.latitude, longitude: address.longitude };
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
        delivery_configuration: { enabled: modes.delivery_configuration.enabled },
        takeout_configuration: { enabled: modes.takeout_configuration.enabled },
      };
    });

    const matching = stores.filter((store) => {
      if (query.delivery_method === "DELIVERY") return store.delivery_configuration.enabled;
      if (query.delivery_method === "TAKEOUT") return store.takeout_configuration.enabled;
      return true;
    });
    const sortByDistance = query.sort === undefined ? query.geolocation !== undefined : query.sort === "distance";
    matching.sort(sortByDistance ? byDistance : byName);
    const start = (query.page - 1) * query.size;
    return reply(c, storesResponseSchema, {
      data: matching.slice(start, start + query.size),
      paging: { page: query.page, size: query.size, total: matching.length },
    });
  },
);
