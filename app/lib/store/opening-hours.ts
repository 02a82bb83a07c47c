import { formatInTimeZone } from "date-fns-tz";
import type { Language, OperationTimes } from "../../../contract";

/** Monday first (decision 028); the API numbers days 0 Sunday … 6 Saturday. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export interface OpeningInterval {
  opens: string;
  closes: string;
  /** A closes_at earlier than opens_at, or exactly midnight. */
  overnight: boolean;
  /** Equal opening and closing times: open around the clock (as the API reads them). */
  allDay: boolean;
}

export interface OpeningDay {
  weekday: number;
  name: string;
  intervals: OpeningInterval[];
  today: boolean;
}

/** Null for a zone the runtime does not know. */
export function weekdayIn(timeZone: string, now: Date): number | null {
  try {
    // "i" is the ISO day of the week, 1 Monday … 7 Sunday.
    return Number(formatInTimeZone(now, timeZone, "i")) % 7;
  } catch {
    return null;
  }
}

export function weekdayName(weekday: number, language: Language): string {
  // 1 January 2023 was a Sunday.
  const name = new Intl.DateTimeFormat(language, { weekday: "long", timeZone: "UTC" }).format(
    Date.UTC(2023, 0, 1 + weekday),
  );
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

/** In the store's own time, as written. Null when the store has no opening period at all. */
export function openingWeek(times: OperationTimes, language: Language, now = new Date()): OpeningDay[] | null {
  if (times.periods.length === 0) return null;
  const today = weekdayIn(times.timezone, now);
  return WEEK_ORDER.map((weekday) => {
    const seen = new Set<string>();
    const intervals = times.periods
      .filter((period) => period.weekday === weekday)
      .sort((a, b) => a.opens_at.localeCompare(b.opens_at) || a.closes_at.localeCompare(b.closes_at))
      .filter((period) => {
        const key = `${period.opens_at}-${period.closes_at}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .map((period) => ({
        opens: period.opens_at,
        closes: period.closes_at,
        overnight: period.closes_at < period.opens_at || (period.closes_at === "00:00" && period.opens_at !== "00:00"),
        allDay: period.closes_at === period.opens_at,
      }));
    return { weekday, name: weekdayName(weekday, language), intervals, today: weekday === today };
  });
}
