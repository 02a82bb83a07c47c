import { fromZonedTime } from "date-fns-tz";
import type { Banner } from "../../../contract";
import { listBanners } from "../db/banners";
import { createDb } from "../db/client";
import { loadDocument } from "../db/merchants";

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

export interface BannersQuery {
  filtersDate?: string;
  enabledDesktop?: "true" | "false";
  enabledMobile?: "true" | "false";
  page: number;
  size: number;
}

export async function readBanners(
  d1: D1Database,
  merchantId: number,
  query: BannersQuery,
): Promise<{ data: Banner[]; total: number }> {
  const db = createDb(d1);
  const window = query.filtersDate
    ? await windowOf(query.filtersDate, async () => (await loadDocument(db, merchantId, "tropicalization")).timezone)
    : undefined;
  // A "false" filter keeps the banners disabled there, like any field filter; absent means any.
  const filters = {
    window,
    enabledDesktop: query.enabledDesktop ? query.enabledDesktop === "true" : undefined,
    enabledMobile: query.enabledMobile ? query.enabledMobile === "true" : undefined,
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
  return { data, total };
}
