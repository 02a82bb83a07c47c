import { type SQL, and, asc, count, eq, gte, isNull, lte, or } from "drizzle-orm";
import type { Db } from "./client";
import { banners } from "./schema";

export interface BannerFilters {
  window?: { from: string; to: string };
  enabledDesktop?: boolean;
  enabledMobile?: boolean;
}

export async function listBanners(db: Db, merchantId: number, filters: BannerFilters, page: number, size: number) {
  const conditions: (SQL | undefined)[] = [eq(banners.merchantId, merchantId)];
  if (filters.window) {
    // Running at some moment of the window; a null bound is open on that side.
    conditions.push(or(isNull(banners.startsAt), lte(banners.startsAt, filters.window.to)));
    conditions.push(or(isNull(banners.endsAt), gte(banners.endsAt, filters.window.from)));
  }
  if (filters.enabledDesktop !== undefined) conditions.push(eq(banners.enabledDesktop, filters.enabledDesktop));
  if (filters.enabledMobile !== undefined) conditions.push(eq(banners.enabledMobile, filters.enabledMobile));
  const where = and(...conditions);

  const [totals, rows] = await db.batch([
    db.select({ total: count() }).from(banners).where(where),
    // Ascending order puts position 0 first (spec §7: "sorted by order, zero first"); id breaks ties stably.
    db
      .select()
      .from(banners)
      .where(where)
      .orderBy(asc(banners.sortOrder), asc(banners.id))
      .limit(size)
      .offset((page - 1) * size),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
