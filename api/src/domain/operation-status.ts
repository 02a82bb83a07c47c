import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import type { OperationTime } from "../../../contract";

/** How far ahead the next opening is searched, in days not closed; a weekly schedule repeats after 7 days. */
const SEARCH_DAYS = 7;
/** Closures may last a year: past this many days of them there is no opening to announce. */
const SEARCH_DAYS_MAX = 800;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface OperationStatus {
  open: boolean;
  /** ISO instant the store next opens; null while open or when it has no opening periods. */
  next_opening_at: string | null;
  /** ISO instant the current opening ends; null while closed. */
  closes_at: string | null;
}

/** A holiday or one-off closure (decision 103): dates in the store's zone, `ends_on` included. */
export interface ClosedDays {
  starts_on: string;
  ends_on: string;
  reason: string | null;
}

/** The closure covering `isoDate`, if any. */
export const closureOn = (closures: readonly ClosedDays[], isoDate: string): ClosedDays | undefined =>
  closures.find((closure) => closure.starts_on <= isoDate && isoDate <= closure.ends_on);

interface Interval {
  start: number;
  end: number;
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return new Date(date.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

const weekdayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();

const instant = (isoDate: string, clock: string, timezone: string) =>
  fromZonedTime(`${isoDate}T${clock}:00`, timezone).getTime();

/**
 * From the day before `now`: a period of yesterday may run past midnight. A closes_at not after
 * opens_at ends the next day; equal times mean open around the clock. A period belongs to the day it
 * opens on, so a closed day's periods are left out (yesterday's evening still ends after midnight).
 */
function intervalsAround(
  times: OperationTime[],
  timezone: string,
  now: Date,
  closures: readonly ClosedDays[],
): Interval[] {
  const today = formatInTimeZone(now, timezone, "yyyy-MM-dd");
  const intervals: Interval[] = [];
  for (let offset = -1, searched = 0; searched <= SEARCH_DAYS + 1 && offset <= SEARCH_DAYS_MAX; offset += 1) {
    const day = addDays(today, offset);
    if (closureOn(closures, day)) continue;
    searched += 1;
    const weekday = weekdayOf(day);
    for (const period of times) {
      if (period.weekday !== weekday) continue;
      const endDay = period.closes_at > period.opens_at ? day : addDays(day, 1);
      intervals.push({
        start: instant(day, period.opens_at, timezone),
        end: instant(endDay, period.closes_at, timezone),
      });
    }
  }
  return intervals;
}

/** So 18:00–24:00 plus 00:00–02:00 reads as one opening ending at 02:00. */
function merge(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

export function operationStatusAt(
  times: OperationTime[],
  timezone: string,
  now: Date,
  closures: readonly ClosedDays[] = [],
): OperationStatus {
  const at = now.getTime();
  const intervals = merge(intervalsAround(times, timezone, now, closures));
  const current = intervals.find((interval) => interval.start <= at && at < interval.end);
  if (current) {
    return { open: true, next_opening_at: null, closes_at: new Date(current.end).toISOString() };
  }
  const next = intervals.find((interval) => interval.start > at);
  return { open: false, next_opening_at: next ? new Date(next.start).toISOString() : null, closes_at: null };
}

/** The closure of the store's today, while the store is closed (yesterday's evening may still run into it). */
export function closureAt(
  closures: readonly ClosedDays[],
  timezone: string,
  now: Date,
  status: Pick<OperationStatus, "open">,
): ClosedDays | null {
  const closure = status.open ? undefined : closureOn(closures, formatInTimeZone(now, timezone, "yyyy-MM-dd"));
  return closure ? { starts_on: closure.starts_on, ends_on: closure.ends_on, reason: closure.reason } : null;
}

/** The wall clock, unless the Worker runs with a fixed OPERATION_CLOCK (the end-to-end servers only). */
export function operationNow(env: { OPERATION_CLOCK?: string }): Date {
  const fixed = env.OPERATION_CLOCK ? new Date(env.OPERATION_CLOCK) : null;
  return fixed && !Number.isNaN(fixed.getTime()) ? fixed : new Date();
}
