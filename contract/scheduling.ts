import * as z from "zod";
import { envelope } from "./envelope";

/*
 * Order scheduling (customer spec §3 "Scheduling", §4, §7 `/scheduling_times/*`, `PUT
 * /carts/{cartId}/scheduling`; core spec §8 checkout messages). Decision 029.
 */

/** Modes a time can be scheduled for: a table orders now. */
export const schedulableTypeSchema = z.enum(["DELIVERY", "TAKEOUT"]);
export type SchedulableType = z.infer<typeof schedulableTypeSchema>;

/**
 * The merchant's scheduling document (`merchants.scheduling_settings`): slot length, how far ahead,
 * and the lead time per mode (a delivery needs longer than a pickup). Whether the store schedules
 * at all stays in general_settings (scheduling_enabled, schedule_only).
 */
export const schedulingSettingsDocumentSchema = z.object({
  /** Length of a slot; slots start at the opening of each period and every slot_minutes after. */
  slot_minutes: z.number().int().min(5).max(240),
  /** Days offered, today included. */
  days_ahead: z.number().int().min(1).max(14),
  /** The earliest slot starts at least this many minutes after now. */
  lead_time_minutes: z.object({
    DELIVERY: z.number().int().min(0).max(1440),
    TAKEOUT: z.number().int().min(0).max(1440),
  }),
});
export type SchedulingSettingsDocument = z.infer<typeof schedulingSettingsDocumentSchema>;

/** What a merchant without its own document schedules with. */
export const DEFAULT_SCHEDULING_SETTINGS: SchedulingSettingsDocument = {
  slot_minutes: 30,
  days_ahead: 7,
  lead_time_minutes: { DELIVERY: 45, TAKEOUT: 20 },
};

/** `GET /{slug}/scheduling_times/settings`. */
export const schedulingSettingsSchema = schedulingSettingsDocumentSchema.extend({
  scheduling_enabled: z.boolean(),
  schedule_only: z.boolean(),
  /** IANA zone the slots are read in (the merchant's). */
  timezone: z.string(),
});
export type SchedulingSettings = z.infer<typeof schedulingSettingsSchema>;

/** One slot: [start, end), ISO instants in UTC. A cart's scheduled_to is a slot's start. */
export const schedulingSlotSchema = z.object({ start: z.string(), end: z.string() });
export type SchedulingSlot = z.infer<typeof schedulingSlotSchema>;

export const schedulingDaySchema = z.object({
  /** Calendar date of the slots' starts in the merchant's zone, yyyy-MM-dd. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  slots: z.array(schedulingSlotSchema).min(1),
});
export type SchedulingDay = z.infer<typeof schedulingDaySchema>;

/** `GET /{slug}/scheduling_times/availables?delivery_type=`: days with at least one slot, in order. */
export const schedulingAvailablesSchema = z.object({
  delivery_type: schedulableTypeSchema,
  timezone: z.string(),
  days: z.array(schedulingDaySchema),
});
export type SchedulingAvailables = z.infer<typeof schedulingAvailablesSchema>;

export const schedulingAvailablesQuerySchema = z.object({ delivery_type: schedulableTypeSchema.optional() });

/** An ISO 8601 date-time with an offset or Z (what a slot's start is), or null to order as soon as possible. */
export const scheduledToSchema = z
  .string()
  .max(40)
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/)
  .refine((value) => !Number.isNaN(Date.parse(value)));

/** `PUT /{slug}/carts/{cartId}/scheduling`. */
export const cartSchedulingRequestSchema = z.object({ cart: z.object({ scheduled_to: scheduledToSchema.nullable() }) });
export type CartSchedulingRequest = z.infer<typeof cartSchedulingRequestSchema>;

/**
 * The refusals of a schedule (422), on the PUT and when an order is placed: the store does not
 * schedule (or not this mode); the time is past; the time is not an offered slot (any more); a
 * schedule-only store needs one.
 */
export const SCHEDULING_ERROR_CODES = ["SCHEDULING_DISABLED", "RETROACTIVE_SCHEDULE", "SCHEDULE_UNAVAILABLE", "SCHEDULE_REQUIRED"] as const;
export type SchedulingErrorCode = (typeof SCHEDULING_ERROR_CODES)[number];

export const schedulingSettingsResponseSchema = envelope(schedulingSettingsSchema);
export const schedulingAvailablesResponseSchema = envelope(schedulingAvailablesSchema);
