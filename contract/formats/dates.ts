import { onlyDigits } from "./digits";
import { applyMask } from "./tax-id";

/** Card expiry as typed (customer spec §5): digits only, at most 6, shown MM/YYYY; a month above 12 gives ''. */
export function formatExpiryInput(typed: string): string {
  const digits = onlyDigits(typed).slice(0, 6);
  // Only a whole month can be judged: a lone "1" may still become "10" to "12".
  if (digits.length >= 2 && Number(digits.slice(0, 2)) > 12) return "";
  return applyMask(digits, "##/####");
}

/**
 * Expiry normalised to 'MM/yy': a 1- or 2-digit month (1 to 12) and a 4-digit year; a month
 * above 12, or anything else, gives ''.
 */
export function normalizeExpiry(input: string): string {
  const match = /^\s*(\d{1,2})\/(\d{4})\s*$/.exec(input);
  if (!match) return "";
  const month = Number(match[1]);
  if (month < 1 || month > 12) return "";
  return `${String(month).padStart(2, "0")}/${match[2]!.slice(2)}`;
}

/** Whether an 'MM/yy' expiry lies before the month of `now` (a card is valid through its month). Unreadable counts as expired. */
export function isExpired(mmYy: string, now: Date): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(mmYy);
  if (!match) return true;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return true;
  const expiry = (2000 + Number(match[2])) * 12 + (month - 1);
  const current = now.getFullYear() * 12 + now.getMonth();
  return expiry < current;
}

/** Birthdate as typed: digits cut to 8, shown dd/mm/yyyy. */
export function formatBirthdate(input: string): string {
  return applyMask(onlyDigits(input).slice(0, 8), "##/##/####");
}

/** The oldest birth year taken as real. */
const EARLIEST_BIRTH_YEAR = 1900;

/** A real calendar date (leap days included) in dd/mm/yyyy that lies before `now`. */
export function isValidBirthdate(input: string, now: Date): boolean {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(input.trim());
  if (!match) return false;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < EARLIEST_BIRTH_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && date.getTime() < now.getTime();
}

/**
 * The clock time of a cart's scheduled_to in the merchant's timezone, as customer spec §9 shows
 * a scheduled time: 'H h MM min' ("2026-11-21T22:30:00Z" in America/Sao_Paulo -> "19 h 30 min").
 * Unreadable gives ''.
 */
export function formatScheduledTime(scheduledTo: string | Date, timeZone: string): string {
  const instant = typeof scheduledTo === "string" ? new Date(scheduledTo) : scheduledTo;
  if (Number.isNaN(instant.getTime())) return "";
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", hour: "numeric", minute: "2-digit" }).formatToParts(instant);
  const part = (type: "hour" | "minute") => Number(parts.find((candidate) => candidate.type === type)?.value);
  return `${part("hour") % 24} h ${String(part("minute")).padStart(2, "0")} min`;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day in `timeZone` written all in digits the way `locale` orders them, so every date
 * of a page reads alike: "27/11/2026" in pt-BR and es, "11/27/2026" in en. Unreadable gives ''.
 */
export function formatDate(instant: string | Date, timeZone: string, locale: string): string {
  const at = typeof instant === "string" ? new Date(instant) : instant;
  if (Number.isNaN(at.getTime())) return "";
  const key = `${locale}|${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, day: "2-digit", month: "2-digit", year: "numeric" });
    dateFormats.set(key, format);
  }
  return format.format(at);
}

/** formatDate and the 24-hour clock time in `timeZone`: "27/11/2026 14:05", "11/27/2026 14:05". */
export function formatDateTime(instant: string | Date, timeZone: string, locale: string): string {
  const date = formatDate(instant, timeZone, locale);
  if (!date) return "";
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", hour: "2-digit", minute: "2-digit" }).formatToParts(
    typeof instant === "string" ? new Date(instant) : instant,
  );
  const part = (type: "hour" | "minute") => parts.find((candidate) => candidate.type === type)?.value ?? "";
  return `${date} ${part("hour").padStart(2, "0")}:${part("minute")}`;
}
