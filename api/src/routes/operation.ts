import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import {
  type OperationTime,
  operationModesResponseSchema,
  operationStatusNowResponseSchema,
  operationTimesResponseSchema,
} from "../../../contract";
import { createDb, type Db } from "../db/client";
import { parseDocument } from "../db/documents";
import { loadDocument } from "../db/merchants";
import { merchants, operationTimes } from "../db/schema";
import { operationStatusAt } from "../domain/operation-status";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";

/** Opening periods with the zone they are written in and the schedule_only flag, in one round trip. */
async function loadSchedule(db: Db, merchantId: number) {
  const [periodRows, documentRows] = await db.batch([
    db
      .select({ weekday: operationTimes.weekday, opens_at: operationTimes.opensAt, closes_at: operationTimes.closesAt })
      .from(operationTimes)
      .where(eq(operationTimes.merchantId, merchantId))
      .orderBy(asc(operationTimes.weekday), asc(operationTimes.opensAt), asc(operationTimes.id)),
    db
      .select({ tropicalization: merchants.tropicalization, generalSettings: merchants.generalSettings })
      .from(merchants)
      .where(eq(merchants.id, merchantId))
      .limit(1),
  ]);
  const documents = documentRows[0];
  if (!documents) throw new Error(`Merchant ${merchantId} vanished while reading its schedule`);
  const periods: OperationTime[] = periodRows;
  return {
    periods,
    timezone: parseDocument("tropicalization", documents.tropicalization, merchantId).timezone,
    scheduleOnly: parseDocument("general_settings", documents.generalSettings, merchantId).schedule_only,
  };
}

/** Delivery modes and opening hours (core spec §4 delivery mode, §7 operation reads). */
export const operationRoutes = new Hono<AppEnv>()
  .get("/:slug/operation_modes", async (c) => {
    const modes = await loadDocument(createDb(c.env.DB), c.get("merchant").id, "operation_modes");
    return reply(c, operationModesResponseSchema, { data: modes });
  })
  .get("/:slug/operation_times", async (c) => {
    const { periods, timezone } = await loadSchedule(createDb(c.env.DB), c.get("merchant").id);
    return reply(c, operationTimesResponseSchema, { data: { timezone, periods } });
  })
  .get("/:slug/operation_status_now", async (c) => {
    const { periods, timezone, scheduleOnly } = await loadSchedule(createDb(c.env.DB), c.get("merchant").id);
    const status = operationStatusAt(periods, timezone, new Date());
    return reply(c, operationStatusNowResponseSchema, { data: { ...status, schedule_only: scheduleOnly } });
  });
