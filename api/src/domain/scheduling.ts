import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import type { OperationTime, SchedulingDay, SchedulingErrorCode } from "../../../contract";
import { type ClosedDays, closureOn } from "./operation-status";

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export interface SlotRules {
  /** Length of a slot in minutes. */
  slotMinutes: number;
  /** Days offered, today (in the merchant's zone) included. */
  daysAhead: number;
  /** The earliest slot starts at least this many minutes after now. */
  leadMinutes: number;
}

interface Interval {
  start: number;
  end: number;
}

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const weekdayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();

const instant = (isoDate: string, clock: string, timezone: string) =>
  fromZonedTime(`${isoDate}T${clock}:00`, timezone).getTime();

/**
 * From the day before `firstDay`: an evening period may run past midnight. Touching intervals are
 * joined, so 18:00–00:00 plus 00:00–02:00 is one evening and its slots keep one rhythm. A closed day's
 * periods are left out, as the opening status leaves them (decision 103).
 */
function openingIntervals(
  periods: OperationTime[],
  timezone: string,
  firstDay: string,
  lastDay: string,
  closures: readonly ClosedDays[],
): Interval[] {
  const intervals: Interval[] = [];
  for (let day = addDays(firstDay, -1); day <= lastDay; day = addDays(day, 1)) {
    if (closureOn(closures, day)) continue;
    const weekday = weekdayOf(day);
    for (const period of periods) {
      if (period.weekday !== weekday) continue;
      const endDay = period.closes_at > period.opens_at ? day : addDays(day, 1);
      intervals.push({
        start: instant(day, period.opens_at, timezone),
        end: instant(endDay, period.closes_at, timezone),
      });
    }
  }
  const merged: Interval[] = [];
  for (const interval of intervals.sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/**
 * Each slot wholly inside the opening hours and no earlier than now plus the lead time; a slot belongs
 * to the date it starts on. Slots are counted in real minutes from the opening (the demo zones have no DST).
 */
export function availableSlots(
  periods: OperationTime[],
  timezone: string,
  now: Date,
  rules: SlotRules,
  closures: readonly ClosedDays[] = [],
): SchedulingDay[] {
  const today = formatInTimeZone(now, timezone, "yyyy-MM-dd");
  const lastDay = addDays(today, rules.daysAhead - 1);
  const earliest = now.getTime() + rules.leadMinutes * MINUTE_MS;
  const slotMs = rules.slotMinutes * MINUTE_MS;
  const days = new Map<string, SchedulingDay>();
  for (const interval of openingIntervals(periods, timezone, today, lastDay, closures)) {
    for (let start = interval.start; start + slotMs <= interval.end; start += slotMs) {
      if (start < earliest) continue;
      const date = formatInTimeZone(start, timezone, "yyyy-MM-dd");
      if (date < today || date > lastDay) continue;
      const day = days.get(date) ?? { date, slots: [] };
      day.slots.push({ start: new Date(start).toISOString(), end: new Date(start + slotMs).toISOString() });
      days.set(date, day);
    }
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

export function isOfferedSlot(days: SchedulingDay[], scheduledTo: string): boolean {
  const at = Date.parse(scheduledTo);
  return days.some((day) => day.slots.some((slot) => Date.parse(slot.start) === at));
}

export function scheduleRefusal(
  scheduledTo: string,
  context: { enabled: boolean; now: Date; days: SchedulingDay[] },
): SchedulingErrorCode | null {
  if (!context.enabled) return "SCHEDULING_DISABLED";
  if (Date.parse(scheduledTo) <= context.now.getTime()) return "RETROACTIVE_SCHEDULE";
  return isOfferedSlot(context.days, scheduledTo) ? null : "SCHEDULE_UNAVAILABLE";
}
