import { fromZonedTime } from "date-fns-tz";
import { Hono } from "hono";
import * as z from "zod";
import { type Banner, bannersQuerySchema, bannersResponseSchema } from "../../../contract";
import { listBanners } from "../db/banners";
import { createDb } from "../db/client";
import { loadDocument } from "../db/merchants";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";
import { validateQuery } from "../http/validate";

/**
 * The contract's query, with filters_date narrowed to what can be compared: an ISO date-time with
 * its offset (an instant) or an ISO date (that whole day in the merchant's timezone).
 */
const bannersQuery = bannersQuerySchema.extend({
  filters_date: z.union([z.iso.date(), z.iso.datetime({ offset: true })]).optional(),
});

/** Inclusive window, as ISO UTC text comparable with the stored starts_at / ends_at. */
interface Window {
  from: string;
  to: string;
}

async function windowOf(filtersDate: string, timezone: () => Promise<string>): Promise<Window> {
  if (filtersDate.includes("T")) {
    const at = new Date(filtersDate).toISOString();
    return { from: at, to: at };
  }
  const zone = await timezone();
  const dayStart = fromZonedTime(`${filtersDate}T00:00:00`, zone);
  const nextDay = new Date(Date.parse(`${filtersDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const dayEnd = new Date(fromZonedTime(`${nextDay}T00:00:00`, zone).getTime() - 1);
  return { from: dayStart.toISOString(), to: dayEnd.toISOString() };
}

/** Banners of the home carousel (core spec §7), filtered, in display order, one page at a time. */
export const bannersRoutes = new Hono<AppEnv>().get("/:slug/banners", validateQuery(bannersQuery), async (c) => {
  const query = c.req.valid("query");
  const db = createDb(c.env.DB);
  const merchantId = c.get("merchant").id;

  const window = query.filters_date
    ? await windowOf(query.filters_date, async () => (await loadDocument(db, merchantId, "tropicalization")).timezone)
    : undefined;
  // A "false" filter keeps the banners disabled there, like any field filter; absent means any.
  const filters = {
    window,
    enabledDesktop: query.enabled_desktop ? query.enabled_desktop === "true" : undefined,
    enabledMobile: query.enabled_mobile ? query.enabled_mobile === "true" : undefined,
  };
  const { rows, total } = await listBanners(db, merchantId, filters, query.page, query.size);

  const data: Banner[] = rows.map((banner) => ({
    id: banner.id,
    title: banner.title,
    description: banner.description,
    image: banner.image,
    link: banner.link,
    order: banner.sortOrder,
    enabled_desktop: banner.enabledDesktop,
    enabled_mobile: banner.enabledMobile,
    starts_at: banner.startsAt,
    ends_at: banner.endsAt,
  }));
  return reply(c, bannersResponseSchema, {
    data,
    paging: { page: query.page, size: query.size, total },
  });
});
