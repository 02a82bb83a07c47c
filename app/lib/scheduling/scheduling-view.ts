import type { SchedulingDay } from "../../../contract/scheduling";
import { formatScheduledDay, formatScheduledTime } from "./scheduling-format";

// "As soon as possible" is not offered while the store is closed: the order could not be sent until it opens.

export interface SchedulingChoices {
  day: string | null;
  days: { date: string; label: string; checked: boolean }[];
  slots: { value: string; label: string; checked: boolean }[];
  asap: { checked: boolean } | null;
}

export function presentChoices(input: {
  days: SchedulingDay[];
  timeZone: string;
  locale: string;
  askedDay: string | null;
  scheduledTo: string | null;
  asapOffered: boolean;
}): SchedulingChoices {
  const { days } = input;
  const scheduledAt = input.scheduledTo ? Date.parse(input.scheduledTo) : null;
  const dayOfCart =
    scheduledAt === null
      ? undefined
      : days.find((day) => day.slots.some((slot) => Date.parse(slot.start) === scheduledAt));
  const shown = days.find((day) => day.date === input.askedDay) ?? dayOfCart ?? days[0] ?? null;
  return {
    day: shown?.date ?? null,
    days: days.map((day) => ({
      date: day.date,
      label: formatScheduledDay(day.date, input.locale),
      checked: day.date === shown?.date,
    })),
    slots: (shown?.slots ?? []).map((slot) => ({
      value: slot.start,
      label: formatScheduledTime(slot.start, input.timeZone),
      checked: scheduledAt !== null && Date.parse(slot.start) === scheduledAt,
    })),
    asap: input.asapOffered ? { checked: scheduledAt === null } : null,
  };
}

export const returnTarget = (from: string | null): "cart" | "checkout" => (from === "checkout" ? "checkout" : "cart");
