import * as z from "zod";
import { settingsRequestKeySchema } from "./console-settings";
import { envelope } from "./envelope";
import { timeToReceiveSchema } from "./operation";

// The "hours" section of the store's settings (decisions 102 and 103): the week's shifts, holidays and
// one-off closures, the scheduling rules and the preparation times customers are shown. Every member
// reads it; only the owner writes. A refusal's message is the key of its text in the console's locales.

export const HOURS_BOUNDS = {
  /** Shifts a day may have: lunch, afternoon, dinner, late night. */
  shiftsPerDay: 4,
  /** Closures ending today or later. */
  closures: 60,
  /** Days one closure may last (a long renovation). */
  closureDays: 366,
  /** How far ahead a closure may start, in days. */
  closureAheadDays: 731,
  reason: 120,
  /** Preparation times, in minutes. */
  prepMinutes: 240,
  slotMinutes: { min: 5, max: 240 },
  daysAhead: { min: 1, max: 14 },
  leadMinutes: 1440,
} as const;

export const HOURS_ERRORS = {
  timeInvalid: "console.settings.hours.errors.timeInvalid",
  shiftsOverlap: "console.settings.hours.errors.shiftsOverlap",
  shiftsTooMany: "console.settings.hours.errors.shiftsTooMany",
  weekInvalid: "console.settings.hours.errors.weekInvalid",
  dateInvalid: "console.settings.hours.errors.dateInvalid",
  endBeforeStart: "console.settings.hours.errors.endBeforeStart",
  closureTooLong: "console.settings.hours.errors.closureTooLong",
  closurePast: "console.settings.hours.errors.closurePast",
  closureTooFar: "console.settings.hours.errors.closureTooFar",
  closuresTooMany: "console.settings.hours.errors.closuresTooMany",
  closureOverlaps: "console.settings.hours.errors.closureOverlaps",
  reasonTooLong: "console.settings.hours.errors.reasonTooLong",
  minutesInvalid: "console.settings.hours.errors.minutesInvalid",
  minAboveMax: "console.settings.hours.errors.minAboveMax",
  slotInvalid: "console.settings.hours.errors.slotInvalid",
  daysAheadInvalid: "console.settings.hours.errors.daysAheadInvalid",
  leadInvalid: "console.settings.hours.errors.leadInvalid",
} as const;

const E = HOURS_ERRORS;

const clockSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, E.timeInvalid);

/** A closes_at earlier than opens_at runs past midnight; equal times are open around the clock. */
export const shiftSchema = z.object({ opens_at: clockSchema, closes_at: clockSchema });
export type Shift = z.infer<typeof shiftSchema>;

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** A shift's minutes from its day's midnight; one past midnight ends after 24:00. */
export function shiftSpan(shift: Shift): { start: number; end: number } {
  const start = minutesOf(shift.opens_at);
  const end = minutesOf(shift.closes_at);
  return { start, end: end > start ? end : end + 24 * 60 };
}

/** The index of the first earlier shift of the same day that `shifts[index]` overlaps, or -1. */
export function overlappedShift(shifts: Shift[], index: number): number {
  const span = shiftSpan(shifts[index]!);
  return shifts.slice(0, index).findIndex((other) => {
    const earlier = shiftSpan(other);
    return span.start < earlier.end && earlier.start < span.end;
  });
}

const daySchema = z
  .object({
    weekday: z.number().int().min(0).max(6),
    shifts: z.array(shiftSchema).max(HOURS_BOUNDS.shiftsPerDay, E.shiftsTooMany),
  })
  .superRefine((day, context) => {
    day.shifts.forEach((_, index) => {
      if (overlappedShift(day.shifts, index) >= 0)
        context.addIssue({ code: "custom", message: E.shiftsOverlap, path: ["shifts", index, "opens_at"] });
    });
  });

/** The whole week at once, each weekday once (0 Sunday … 6 Saturday, in the store's time zone), in order. */
export const hoursWeekRequestSchema = z.object({
  days: z
    .array(daySchema)
    .refine((days) => days.length === 7 && days.every((day, index) => day.weekday === index), E.weekInvalid),
});
export type HoursWeekRequest = z.infer<typeof hoursWeekRequestSchema>;

const dateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, E.dateInvalid)
  .refine((value) => {
    const at = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(at) && new Date(at).toISOString().startsWith(value);
  }, E.dateInvalid);

/** Days between two ISO dates, `to` included. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** A holiday or a closure: whole days in the store's time zone, `ends_on` included (a single day: both the same). */
export const closureRequestSchema = z
  .object({
    starts_on: dateSchema,
    ends_on: dateSchema,
    reason: z
      .string()
      .trim()
      .max(HOURS_BOUNDS.reason, E.reasonTooLong)
      .nullable()
      .transform((reason) => reason || null),
    request_key: settingsRequestKeySchema.optional(),
  })
  .superRefine((closure, context) => {
    if (closure.ends_on < closure.starts_on)
      context.addIssue({ code: "custom", message: E.endBeforeStart, path: ["ends_on"] });
    else if (daysBetween(closure.starts_on, closure.ends_on) > HOURS_BOUNDS.closureDays)
      context.addIssue({ code: "custom", message: E.closureTooLong, path: ["ends_on"] });
  });
export type ClosureRequest = z.input<typeof closureRequestSchema>;

const minutes = (max: number, message: string) => z.number({ message }).int(message).min(0, message).max(max, message);

export const prepTimeRequestSchema = z
  .object({
    minimum: minutes(HOURS_BOUNDS.prepMinutes, E.minutesInvalid),
    maximum: minutes(HOURS_BOUNDS.prepMinutes, E.minutesInvalid).min(1, E.minutesInvalid),
  })
  .refine((time) => time.minimum <= time.maximum, { message: E.minAboveMax, path: ["minimum"] });

/** The scheduling rules (decision 029) and the times customers are shown for delivery and pickup. */
export const schedulingRequestSchema = z.object({
  scheduling_enabled: z.boolean(),
  schedule_only: z.boolean(),
  slot_minutes: z
    .number({ message: E.slotInvalid })
    .int(E.slotInvalid)
    .min(HOURS_BOUNDS.slotMinutes.min, E.slotInvalid)
    .max(HOURS_BOUNDS.slotMinutes.max, E.slotInvalid),
  days_ahead: z
    .number({ message: E.daysAheadInvalid })
    .int(E.daysAheadInvalid)
    .min(HOURS_BOUNDS.daysAhead.min, E.daysAheadInvalid)
    .max(HOURS_BOUNDS.daysAhead.max, E.daysAheadInvalid),
  lead_time_minutes: z.object({
    DELIVERY: minutes(HOURS_BOUNDS.leadMinutes, E.leadInvalid),
    TAKEOUT: minutes(HOURS_BOUNDS.leadMinutes, E.leadInvalid),
  }),
  time_to_receive: z.object({ DELIVERY: prepTimeRequestSchema, TAKEOUT: prepTimeRequestSchema }),
});
export type SchedulingRequest = z.infer<typeof schedulingRequestSchema>;

export const closureSchema = z.object({
  id: z.number().int(),
  starts_on: z.string(),
  ends_on: z.string(),
  reason: z.string().nullable(),
});
export type Closure = z.infer<typeof closureSchema>;

/** The section as the console shows it; closures ending before the store's today are left out. */
export const hoursSettingsSchema = z.object({
  timezone: z.string(),
  /** The store's today, in its time zone, at the opening-hours clock. */
  today: z.string(),
  days: z.array(z.object({ weekday: z.number().int(), shifts: z.array(shiftSchema) })),
  closures: z.array(closureSchema),
  scheduling: z.object({
    scheduling_enabled: z.boolean(),
    schedule_only: z.boolean(),
    slot_minutes: z.number().int(),
    days_ahead: z.number().int(),
    lead_time_minutes: z.object({ DELIVERY: z.number().int(), TAKEOUT: z.number().int() }),
    time_to_receive: z.object({ DELIVERY: timeToReceiveSchema, TAKEOUT: timeToReceiveSchema }),
  }),
  version: z.number().int(),
});
export type HoursSettings = z.infer<typeof hoursSettingsSchema>;

export const hoursSettingsResponseSchema = envelope(hoursSettingsSchema);
