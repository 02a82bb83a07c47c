import type { CreatedIdQuery } from "./settings";
import type { OperationTime } from "../../../contract";
import type { Closure, SchedulingRequest } from "../../../contract/console-settings-hours";

/* The "hours" section's SQL (decision 103): the week's periods, the closures and the scheduling documents. */

export interface HoursRows {
  periods: OperationTime[];
  closures: Closure[];
  tropicalization: string;
  generalSettings: string;
  schedulingSettings: string | null;
  operationModes: string;
  deliveryAreas: string | null;
  version: number;
}

/** Everything the section shows, in one round; closures ending before `fromDate` are left out. */
export async function readHoursRows(d1: D1Database, merchantId: number, fromDate: string): Promise<HoursRows | null> {
  const [periods, closures, merchant] = await d1.batch([
    d1
      .prepare(
        "SELECT weekday, opens_at, closes_at FROM operation_times WHERE merchant_id = ?1 ORDER BY weekday, opens_at, id",
      )
      .bind(merchantId),
    d1
      .prepare(
        `SELECT id, starts_on, ends_on, reason FROM store_closures
         WHERE merchant_id = ?1 AND ends_on >= ?2 ORDER BY starts_on, id`,
      )
      .bind(merchantId, fromDate),
    d1
      .prepare(
        `SELECT tropicalization, general_settings, scheduling_settings, operation_modes, delivery_areas, settings_version
         FROM merchants WHERE id = ?1`,
      )
      .bind(merchantId),
  ]);
  const row = merchant!.results[0] as
    | {
        tropicalization: string;
        general_settings: string;
        scheduling_settings: string | null;
        operation_modes: string;
        delivery_areas: string | null;
        settings_version: number;
      }
    | undefined;
  if (!row) return null;
  return {
    periods: periods!.results as unknown as OperationTime[],
    closures: closures!.results as unknown as Closure[],
    tropicalization: row.tropicalization,
    generalSettings: row.general_settings,
    schedulingSettings: row.scheduling_settings,
    operationModes: row.operation_modes,
    deliveryAreas: row.delivery_areas,
    version: row.settings_version,
  };
}

/** The week replaced whole: its rows deleted and the new ones written, in the write's batch. */
export function replaceWeekStatements(
  d1: D1Database,
  merchantId: number,
  periods: OperationTime[],
): D1PreparedStatement[] {
  return [
    d1.prepare("DELETE FROM operation_times WHERE merchant_id = ?1").bind(merchantId),
    ...periods.map((period) =>
      d1
        .prepare("INSERT INTO operation_times (merchant_id, weekday, opens_at, closes_at) VALUES (?1, ?2, ?3, ?4)")
        .bind(merchantId, period.weekday, period.opens_at, period.closes_at),
    ),
  ];
}

export const insertClosureStatement = (
  d1: D1Database,
  merchantId: number,
  closure: { starts_on: string; ends_on: string; reason: string | null },
  at: number,
) =>
  d1
    .prepare(
      "INSERT INTO store_closures (merchant_id, starts_on, ends_on, reason, created_at) VALUES (?1, ?2, ?3, ?4, ?5)",
    )
    .bind(merchantId, closure.starts_on, closure.ends_on, closure.reason, at);

/** The id the batch's insert created: the merchant's newest closure (a batch runs alone). */
export const newestClosureId = (merchantId: number): CreatedIdQuery => ({
  sql: "SELECT id FROM store_closures WHERE merchant_id = ?1 ORDER BY id DESC LIMIT 1",
  params: [merchantId],
});

export const deleteClosureStatement = (d1: D1Database, merchantId: number, id: number) =>
  d1.prepare("DELETE FROM store_closures WHERE merchant_id = ?1 AND id = ?2").bind(merchantId, id);

/**
 * Only the fields this section owns are set inside the shared documents (json_set), so a write of
 * another section in between keeps its own. Delivery areas with a time of their own get the new one,
 * since customers are shown theirs first.
 */
export function schedulingStatement(d1: D1Database, merchantId: number, request: SchedulingRequest) {
  const { scheduling_enabled, schedule_only, time_to_receive, ...document } = request;
  return d1
    .prepare(
      `UPDATE merchants SET
         scheduling_settings = ?2,
         general_settings = json_set(general_settings, '$.scheduling_enabled', json(?3), '$.schedule_only', json(?4)),
         operation_modes = json_set(operation_modes,
           '$.delivery_configuration.time_to_receive', json(?5), '$.takeout_configuration.time_to_receive', json(?6)),
         delivery_areas = CASE WHEN json_type(delivery_areas, '$.time_to_receive') IS NULL THEN delivery_areas
           ELSE json_set(delivery_areas, '$.time_to_receive', json(?5)) END
       WHERE id = ?1`,
    )
    .bind(
      merchantId,
      JSON.stringify(document),
      JSON.stringify(scheduling_enabled),
      JSON.stringify(schedule_only),
      JSON.stringify(time_to_receive.DELIVERY),
      JSON.stringify(time_to_receive.TAKEOUT),
    );
}
