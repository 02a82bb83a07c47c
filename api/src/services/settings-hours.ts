import { formatInTimeZone } from "date-fns-tz";
import {
  DEFAULT_SCHEDULING_SETTINGS,
  type OperationTime,
  deliveryAreasSchema,
  generalSettingsSchema,
  operationModesSchema,
  schedulingSettingsDocumentSchema,
  tropicalizationSchema,
} from "../../../contract";
import {
  HOURS_BOUNDS,
  HOURS_ERRORS,
  type HoursSettings,
  type HoursWeekRequest,
  type SchedulingRequest,
  type closureRequestSchema,
  daysBetween,
} from "../../../contract/console-settings-hours";
import {
  type HoursRows,
  deleteClosureStatement,
  insertClosureStatement,
  newestClosureId,
  readHoursRows,
  replaceWeekStatements,
  schedulingStatement,
} from "../db/settings-hours";
import { HttpError, notFound } from "../http/errors";
import { type SettingsActor, createOnce, diff, writeSettings } from "./settings";
import type * as z from "zod";

/*
 * The "hours" section of the store's settings (decision 103): the week's shifts, closures and the
 * scheduling and preparation times. Every write goes through writeSettings (decision 102): the change,
 * its trail row and the settings version in one batch. "Today" is the opening-hours clock's
 * (decision 023), so the console and the storefront agree on which closures are past.
 */

const refusal = (field: string, message: string, why: string) =>
  new HttpError(422, "VALIDATION_ERROR", why, [{ field, message }]);

async function rowsOf(d1: D1Database, merchantId: number, now: Date) {
  // A day before now's UTC date: the store's today is within a day of it, read exactly below.
  const rows = await readHoursRows(d1, merchantId, new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10));
  if (!rows) throw notFound("Merchant not found");
  const tropicalization = tropicalizationSchema.parse(JSON.parse(rows.tropicalization));
  const today = formatInTimeZone(now, tropicalization.timezone, "yyyy-MM-dd");
  return { rows, tropicalization, today, closures: rows.closures.filter((closure) => closure.ends_on >= today) };
}

function schedulingOf(rows: HoursRows): HoursSettings["scheduling"] {
  const general = generalSettingsSchema.parse(JSON.parse(rows.generalSettings));
  const document = rows.schedulingSettings
    ? schedulingSettingsDocumentSchema.parse(JSON.parse(rows.schedulingSettings))
    : DEFAULT_SCHEDULING_SETTINGS;
  const modes = operationModesSchema.parse(JSON.parse(rows.operationModes));
  const areas = rows.deliveryAreas ? deliveryAreasSchema.parse(JSON.parse(rows.deliveryAreas)) : null;
  // What customers are shown: delivery areas' own time first (configuredTimes).
  const times = {
    DELIVERY: areas?.time_to_receive ?? modes.delivery_configuration.time_to_receive,
    TAKEOUT: modes.takeout_configuration.time_to_receive,
  };
  return {
    scheduling_enabled: general.scheduling_enabled,
    schedule_only: general.schedule_only,
    slot_minutes: document.slot_minutes,
    days_ahead: document.days_ahead,
    lead_time_minutes: document.lead_time_minutes,
    time_to_receive: times,
  };
}

const weekOf = (periods: OperationTime[]): HoursSettings["days"] =>
  Array.from({ length: 7 }, (_, weekday) => ({
    weekday,
    shifts: periods
      .filter((period) => period.weekday === weekday)
      .map(({ opens_at, closes_at }) => ({ opens_at, closes_at })),
  }));

/** The section as every member of the store reads it. */
export async function readHours(d1: D1Database, merchantId: number, now: Date): Promise<HoursSettings> {
  const { rows, tropicalization, today, closures } = await rowsOf(d1, merchantId, now);
  return {
    timezone: tropicalization.timezone,
    today,
    days: weekOf(rows.periods),
    closures,
    scheduling: schedulingOf(rows),
    version: rows.version,
  };
}

/** A weekday as the store's language names it, for the trail. */
const weekdayName = (weekday: number, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2026, 0, 4 + weekday)),
  );

const shiftsText = (day: HoursSettings["days"][number]) =>
  day.shifts.map((shift) => `${shift.opens_at}-${shift.closes_at}`).join(", ");

/** The whole week replaced; one trail row per weekday that changed, none (and no write) when nothing did. */
export async function writeWeek(d1: D1Database, actor: SettingsActor, request: HoursWeekRequest, now: Date) {
  const { rows, tropicalization } = await rowsOf(d1, actor.merchantId, now);
  const before = weekOf(rows.periods);
  const changes = request.days.flatMap((day) => {
    const changed = diff([["shifts", shiftsText(before[day.weekday]!), shiftsText(day)]]);
    if (changed.length === 0) return [];
    return [
      {
        section: "hours" as const,
        action: "update" as const,
        name: weekdayName(day.weekday, tropicalization.language),
        changes: changed,
      },
    ];
  });
  if (changes.length === 0) return { id: null, version: rows.version };
  const periods = request.days.flatMap((day) => day.shifts.map((shift) => ({ weekday: day.weekday, ...shift })));
  return writeSettings(d1, actor, replaceWeekStatements(d1, actor.merchantId, periods), changes);
}

const closureName = (closure: { starts_on: string; ends_on: string }) =>
  closure.starts_on === closure.ends_on ? closure.starts_on : `${closure.starts_on} – ${closure.ends_on}`;

/**
 * A holiday or closure added: not ended before today, not too far ahead, not over another, within the
 * bound; its form sent twice adds one (decision 111), not a refusal of the copy as over the first.
 */
export const addClosure = (
  d1: D1Database,
  actor: SettingsActor,
  request: z.output<typeof closureRequestSchema>,
  now: Date,
) => createOnce(d1, actor, request.request_key, (keyed) => insertClosure(d1, keyed, request, now));

async function insertClosure(
  d1: D1Database,
  actor: SettingsActor,
  request: z.output<typeof closureRequestSchema>,
  now: Date,
) {
  const { today, closures } = await rowsOf(d1, actor.merchantId, now);
  if (request.ends_on < today) throw refusal("ends_on", HOURS_ERRORS.closurePast, "The closure ended before today");
  if (daysBetween(today, request.starts_on) > HOURS_BOUNDS.closureAheadDays)
    throw refusal("starts_on", HOURS_ERRORS.closureTooFar, "The closure starts too far ahead");
  if (closures.some((other) => other.starts_on <= request.ends_on && request.starts_on <= other.ends_on))
    throw refusal("starts_on", HOURS_ERRORS.closureOverlaps, "The closure overlaps another");
  if (closures.length >= HOURS_BOUNDS.closures)
    throw refusal("starts_on", HOURS_ERRORS.closuresTooMany, "The store has as many closures ahead as it may");
  const changes = diff([
    ["starts_on", null, request.starts_on],
    ["ends_on", null, request.ends_on],
    ["reason", null, request.reason],
  ]);
  return writeSettings(
    d1,
    actor,
    [insertClosureStatement(d1, actor.merchantId, request, Date.now())],
    [{ section: "hours", action: "create", name: closureName(request), changes }],
    newestClosureId(actor.merchantId),
  );
}

/** A closure removed (one ended before today is no longer the console's to remove: 404). */
export async function removeClosure(d1: D1Database, actor: SettingsActor, id: number, now: Date) {
  const { closures } = await rowsOf(d1, actor.merchantId, now);
  const closure = closures.find((candidate) => candidate.id === id);
  if (!closure) throw notFound("Closure not found");
  const changes = diff([
    ["starts_on", closure.starts_on, null],
    ["ends_on", closure.ends_on, null],
    ["reason", closure.reason, null],
  ]);
  return writeSettings(
    d1,
    actor,
    [deleteClosureStatement(d1, actor.merchantId, id)],
    [{ section: "hours", action: "delete", name: closureName(closure), changes }],
  );
}

/** The scheduling rules and the preparation times customers are shown. */
export async function writeScheduling(d1: D1Database, actor: SettingsActor, request: SchedulingRequest, now: Date) {
  const { rows } = await rowsOf(d1, actor.merchantId, now);
  const before = schedulingOf(rows);
  const changes = diff([
    ["scheduling_enabled", before.scheduling_enabled, request.scheduling_enabled],
    ["schedule_only", before.schedule_only, request.schedule_only],
    ["slot_minutes", before.slot_minutes, request.slot_minutes],
    ["days_ahead", before.days_ahead, request.days_ahead],
    ["lead_time_minutes.DELIVERY", before.lead_time_minutes.DELIVERY, request.lead_time_minutes.DELIVERY],
    ["lead_time_minutes.TAKEOUT", before.lead_time_minutes.TAKEOUT, request.lead_time_minutes.TAKEOUT],
    ...(["DELIVERY", "TAKEOUT"] as const).flatMap((mode): [string, number, number][] => [
      [`time_to_receive.${mode}.minimum`, before.time_to_receive[mode].minimum, request.time_to_receive[mode].minimum],
      [`time_to_receive.${mode}.maximum`, before.time_to_receive[mode].maximum, request.time_to_receive[mode].maximum],
    ]),
  ]);
  if (changes.length === 0) return { id: null, version: rows.version };
  return writeSettings(
    d1,
    actor,
    [schedulingStatement(d1, actor.merchantId, request)],
    [{ section: "hours", action: "update", name: "scheduling", changes }],
  );
}
