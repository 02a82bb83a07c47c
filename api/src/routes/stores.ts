import { Hono } from "hono";
import * as z from "zod";
import {
  citiesQuerySchema,
  citiesResponseSchema,
  storeSortSchema,
  storesQuerySchema,
  storesResponseSchema,
} from "../../../contract";
import { parseGeolocation } from "../domain/geo";
import { operationNow } from "../domain/operation-status";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";
import { validateQuery } from "../http/validate";
import { findStores, readCities } from "../services/stores";

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

export const storesRoutes = new Hono<AppEnv>()
  .get("/merchants/:slug/stores", validateQuery(storesQuery), async (c) => {
    const query = c.req.valid("query");
    const found = await findStores(
      c.env.DB,
      c.get("merchant"),
      {
        cityId: query.city_id,
        visible: query.visible,
        geolocation: query.geolocation,
        deliveryMethod: query.delivery_method,
        sort: query.sort,
        page: query.page,
        size: query.size,
      },
      operationNow(c.env),
    );
    return reply(c, storesResponseSchema, {
      data: found.stores,
      paging: { page: query.page, size: query.size, total: found.total },
      filteredStores: found.filteredStores,
      hasAnyLargeDistance: found.hasAnyLargeDistance,
    });
  })

  // The cities a franchise's visible stores are in (customer spec §7 GET /{slug}/cities), by name:
  // the finder's city filter. Under a store, its franchise's; a merchant outside any franchise, none.
  .get("/:slug/cities", validateQuery(citiesQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const found = await readCities(c.env.DB, c.get("merchant"));
    const start = (query.page - 1) * query.size;
    return reply(c, citiesResponseSchema, {
      data: found.slice(start, start + query.size),
      paging: { page: query.page, size: query.size, total: found.length },
    });
  });
