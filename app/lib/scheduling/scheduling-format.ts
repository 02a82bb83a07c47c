// Browser code: pure formats only, never contract/index (decision 007: zod would come along).
import { formatScheduledTime } from "../../../contract/formats/dates";

export { formatScheduledTime };

/** A slot's calendar day as the customer reads it ("quarta-feira, 25/11"); `date` is yyyy-MM-dd in the merchant's zone. */
export function formatScheduledDay(date: string, locale: string): string {
  // Noon UTC of that date: the same calendar day in every zone the weekday is read in.
  const noon = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(noon.getTime())) return "";
  return new Intl.DateTimeFormat(locale, { timeZone: "UTC", weekday: "long", day: "2-digit", month: "2-digit" }).format(
    noon,
  );
}

/** The calendar date (yyyy-MM-dd) of an instant in `timeZone`. */
export function dateInZone(instant: string | Date, timeZone: string): string {
  const at = typeof instant === "string" ? new Date(instant) : instant;
  if (Number.isNaN(at.getTime())) return "";
  // en-CA writes dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/**
 * A scheduled time as the cart, checkout and order show it: its day and 'H h MM min' (customer
 * spec §9), in the merchant's zone ("quarta-feira, 25/11 · 21 h 00 min"). Unreadable gives ''.
 */
export function formatScheduledLabel(scheduledTo: string, timeZone: string, locale: string): string {
  const time = formatScheduledTime(scheduledTo, timeZone);
  if (!time) return "";
  return `${formatScheduledDay(dateInZone(scheduledTo, timeZone), locale)} · ${time}`;
}
