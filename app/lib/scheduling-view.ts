import type { SchedulingDay } from "../../contract/scheduling";
import { formatScheduledDay, formatScheduledTime } from "./scheduling-format";

/*
 * The scheduling page's view (decision 029): a radio group of days (a GET form: the
 * slots of the day chosen) and one of times for that day, "as soon as possible" first unless the
 * store takes scheduled orders only or is closed now (the order could not be sent until it opens).
 */

export interface SchedulingChoices {
  /** The day whose slots are listed (yyyy-MM-dd), or null when there is none. */
  day: string | null;
  days: { date: string; label: string; checked: boolean }[];
  slots: { value: string; label: string; checked: boolean }[];
  /** "As soon as possible", checked when the cart has no time; null where it is not offered. */
  asap: { checked: boolean } | null;
}

/**
 * The day shown: the one asked for when it is offered, else the day of the cart's time when that
 * is still offered, else the first. Only the day's own slots are listed; the cart's time is
 * checked when it is one of them.
 */
export function presentChoices(input: {
  days: SchedulingDay[];
  timeZone: string;
  locale: string;
  askedDay: string | null;
  scheduledTo: string | null;
  /** False at a schedule-only store and while the store is closed. */
  asapOffered: boolean;
}): SchedulingChoices {
  const { days } = input;
  const scheduledAt = input.scheduledTo ? Date.parse(input.scheduledTo) : null;
  const dayOfCart = scheduledAt === null ? undefined : days.find((day) => day.slots.some((slot) => Date.parse(slot.start) === scheduledAt));
  const shown = days.find((day) => day.date === input.askedDay) ?? dayOfCart ?? days[0] ?? null;
  return {
    day: shown?.date ?? null,
    days: days.map((day) => ({ date: day.date, label: formatScheduledDay(day.date, input.locale), checked: day.date === shown?.date })),
    slots: (shown?.slots ?? []).map((slot) => ({
      value: slot.start,
      label: formatScheduledTime(slot.start, input.timeZone),
      checked: scheduledAt !== null && Date.parse(slot.start) === scheduledAt,
    })),
    asap: input.asapOffered ? { checked: scheduledAt === null } : null,
  };
}

/** Where the page goes back to: the checkout when it came from there, else the cart. */
export const returnTarget = (from: string | null): "cart" | "checkout" => (from === "checkout" ? "checkout" : "cart");
