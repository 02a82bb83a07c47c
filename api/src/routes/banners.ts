import { Hono } from "hono";
import * as z from "zod";
import { bannersQuerySchema, bannersResponseSchema } from "../../../contract";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";
import { validateQuery } from "../http/validate";
import { readBanners } from "../services/banners";

/**
 * The contract's query, with filters_date narrowed to what can be compared: an ISO date-time with
 * its offset (an instant) or an ISO date (that whole day in the merchant's timezone).
 */
const bannersQuery = bannersQuerySchema.extend({
  filters_date: z.union([z.iso.date(), z.iso.datetime({ offset: true })]).optional(),
});

export const bannersRoutes = new Hono<AppEnv>().get("/:slug/banners", validateQuery(bannersQuery), async (c) => {
  const query = c.req.valid("query");
  const { data, total } = await readBanners(c.env.DB, c.get("merchant").id, {
    filtersDate: query.filters_date,
    enabledDesktop: query.enabled_desktop,
    enabledMobile: query.enabled_mobile,
    page: query.page,
    size: query.size,
  });
  return reply(c, bannersResponseSchema, {
    data,
    paging: { page: query.page, size: query.size, total },
  });
});
