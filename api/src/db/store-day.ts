import { and, eq, gt } from "drizzle-orm";
import { type DayTimes, type PauseReason, type SoldOutKind, dayTimesSchema } from "../../../contract";
import { NO_DAY_TIMES, type StoreDay, soldOutOf } from "../domain/store-day";
import type { Db } from "./client";
import { soldOut, storeDay } from "./schema";

/** What is sold out at `now` (a row whose `until` passed no longer counts). */
export const soldOutQuery = (db: Db, merchantId: number, now: Date) =>
  db
    .select({ kind: soldOut.kind, refId: soldOut.refId })
    .from(soldOut)
    .where(and(eq(soldOut.merchantId, merchantId), gt(soldOut.until, now.toISOString())));

export const storeDayQuery = (db: Db, merchantId: number) =>
  db
    .select({ pausedUntil: storeDay.pausedUntil, pauseReason: storeDay.pauseReason, prepTimes: storeDay.prepTimes })
    .from(storeDay)
    .where(eq(storeDay.merchantId, merchantId))
    .limit(1);

export function storeDayOf(
  soldOutRows: { kind: SoldOutKind; refId: number }[],
  dayRows: { pausedUntil: string | null; pauseReason: PauseReason | null; prepTimes: string | null }[],
): StoreDay {
  const row = dayRows[0];
  return {
    soldOut: soldOutOf(soldOutRows),
    pausedUntil: row?.pausedUntil ?? null,
    pauseReason: row?.pauseReason ?? null,
    prepTimes: row?.prepTimes ? dayTimesSchema.parse(JSON.parse(row.prepTimes)) : NO_DAY_TIMES,
  };
}

export async function loadStoreDay(db: Db, merchantId: number, now: Date): Promise<StoreDay> {
  const [soldOutRows, dayRows] = await db.batch([soldOutQuery(db, merchantId, now), storeDayQuery(db, merchantId)]);
  return storeDayOf(soldOutRows, dayRows);
}

/** The table holding each kind's ids: an id must be one of the merchant's there. */
const REF_TABLES: Record<SoldOutKind, string> = { ITEM: "items", OPTION: "options", FLAVOR: "pizza_flavors" };

/** Sells `kind` `refId` out until `until`; false (nothing written) when the id is not the merchant's. */
export async function setSoldOut(
  d1: D1Database,
  merchantId: number,
  sold: { kind: SoldOutKind; refId: number; until: string; staffId: number; at: string },
): Promise<boolean> {
  const result = await d1
    .prepare(
      `INSERT INTO sold_out (merchant_id, kind, ref_id, until, staff_id, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE EXISTS (SELECT 1 FROM ${REF_TABLES[sold.kind]} WHERE merchant_id = ?1 AND id = ?3)
       ON CONFLICT (merchant_id, kind, ref_id) DO UPDATE SET until = excluded.until, staff_id = excluded.staff_id, created_at = excluded.created_at`,
    )
    .bind(merchantId, sold.kind, sold.refId, sold.until, sold.staffId, sold.at)
    .run();
  return result.meta.changes > 0;
}

export async function clearSoldOut(
  d1: D1Database,
  merchantId: number,
  kind: SoldOutKind,
  refId: number,
): Promise<boolean> {
  const [exists] = await d1.batch([
    d1.prepare(`SELECT 1 AS found FROM ${REF_TABLES[kind]} WHERE merchant_id = ?1 AND id = ?2`).bind(merchantId, refId),
    d1
      .prepare("DELETE FROM sold_out WHERE merchant_id = ?1 AND kind = ?2 AND ref_id = ?3")
      .bind(merchantId, kind, refId),
  ]);
  return (exists?.results.length ?? 0) > 0;
}

const UPSERT_DAY = `INSERT INTO store_day (merchant_id, paused_until, pause_reason, paused_by, prep_times, updated_at)
  VALUES (?1, ?2, ?3, ?4, NULL, ?5)
  ON CONFLICT (merchant_id) DO UPDATE SET paused_until = excluded.paused_until, pause_reason = excluded.pause_reason,
    paused_by = excluded.paused_by, updated_at = excluded.updated_at`;

export async function setPause(
  d1: D1Database,
  merchantId: number,
  pause: { until: string | null; reason: PauseReason | null; staffId: number | null; at: string },
): Promise<void> {
  await d1.prepare(UPSERT_DAY).bind(merchantId, pause.until, pause.reason, pause.staffId, pause.at).run();
}

export async function setPrepTimes(d1: D1Database, merchantId: number, times: DayTimes, at: string): Promise<void> {
  const json = times.DELIVERY || times.TAKEOUT ? JSON.stringify(times) : null;
  await d1
    .prepare(
      `INSERT INTO store_day (merchant_id, prep_times, updated_at) VALUES (?1, ?2, ?3)
       ON CONFLICT (merchant_id) DO UPDATE SET prep_times = excluded.prep_times, updated_at = excluded.updated_at`,
    )
    .bind(merchantId, json, at)
    .run();
}
