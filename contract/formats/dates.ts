import { onlyDigits } from "./digits";
import { applyMask } from "./tax-id";

export function formatExpiryInput(typed: string): string {
  const digits = onlyDigits(typed).slice(0, 6);
  // Only a whole month can be judged: a lone "1" may still become "10" to "12".
  if (digits.length >= 2 && Number(digits.slice(0, 2)) > 12) return "";
  return applyMask(digits, "##/####");
}

export function normalizeExpiry(input: string): string {
  const match = /^\s*(\d{1,2})\/(\d{4})\s*$/.exec(input);
  if (!match) return "";
  const month = Number(match[1]);
  if (month < 1 || month > 12) return "";
  return `${String(month).padStart(2, "0")}/${match[2]!.slice(2)}`;
}

/** A card is valid through its month; unreadable counts as expired. */
export function isExpired(mmYy: string, now: Date): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(mmYy);
  if (!match) return true;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return true;
  const expiry = (2000 + Number(match[2])) * 12 + (month - 1);
  const current = now.getFullYear() * 12 + now.getMonth();
  return expiry < current;
}

export function formatBirthdate(input: string): string {
  return applyMask(onlyDigits(input).slice(0, 8), "##/##/####");
}

const EARLIEST_BIRTH_YEAR = 1900;

export function isValidBirthdate(input: string, now: Date): boolean {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(input.trim());
  if (!match) return false;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < EARLIEST_BIRTH_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && date.getTime() < now.getTime();
}

/** 'H h MM min' in the merchant's timezone, as customer spec §9 shows a scheduled time. */
export function formatScheduledTime(scheduledTo: string | Date, timeZone: string): string {
  const instant = typeof scheduledTo === "string" ? new Date(scheduledTo) : scheduledTo;
  if (Number.isNaN(instant.getTime())) return "";
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    hour: "numeric",
    minute: "2-digit",
  }).formatToParts(instant);
  const part = (type: "hour" | "minute") => Number(parts.find((candidate) => candidate.type === type)?.value);
  return `${part("hour") % 24} h ${String(part("minute")).padStart(2, "0")} min`;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** All digits, ordered as `locale` orders them, so every date of a page reads alike. */
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

export function formatDateTime(instant: string | Date, timeZone: string, locale: string): string {
  const date = formatDate(instant, timeZone, locale);
  if (!date) return "";
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(typeof instant === "string" ? new Date(instant) : instant);
  const part = (type: "hour" | "minute") => parts.find((candidate) => candidate.type === type)?.value ?? "";
  return `${date} ${part("hour").padStart(2, "0")}:${part("minute")}`;
}
