import * as z from "zod";
import { envelope } from "./envelope";

/** A table orders now. */
export const schedulableTypeSchema = z.enum(["DELIVERY", "TAKEOUT"]);
export type SchedulableType = z.infer<typeof schedulableTypeSchema>;

export const schedulingSettingsDocumentSchema = z.object({
  /** Slots start at each period's opening and every slot_minutes after. */
  slot_minutes: z.number().int().min(5).max(240),
  /** Today included. */
  days_ahead: z.number().int().min(1).max(14),
  lead_time_minutes: z.object({
    DELIVERY: z.number().int().min(0).max(1440),
    TAKEOUT: z.number().int().min(0).max(1440),
  }),
});
export type SchedulingSettingsDocument = z.infer<typeof schedulingSettingsDocumentSchema>;

export const DEFAULT_SCHEDULING_SETTINGS: SchedulingSettingsDocument = {
  slot_minutes: 30,
  days_ahead: 7,
  lead_time_minutes: { DELIVERY: 45, TAKEOUT: 20 },
};

export const schedulingSettingsSchema = schedulingSettingsDocumentSchema.extend({
  scheduling_enabled: z.boolean(),
  schedule_only: z.boolean(),
  timezone: z.string(),
});
export type SchedulingSettings = z.infer<typeof schedulingSettingsSchema>;

/** [start, end), ISO instants in UTC; a cart's scheduled_to is a slot's start. */
export const schedulingSlotSchema = z.object({ start: z.string(), end: z.string() });
export type SchedulingSlot = z.infer<typeof schedulingSlotSchema>;

export const schedulingDaySchema = z.object({
  /** In the merchant's timezone. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  slots: z.array(schedulingSlotSchema).min(1),
});
export type SchedulingDay = z.infer<typeof schedulingDaySchema>;

export const schedulingAvailablesSchema = z.object({
  delivery_type: schedulableTypeSchema,
  timezone: z.string(),
  days: z.array(schedulingDaySchema),
});
export type SchedulingAvailables = z.infer<typeof schedulingAvailablesSchema>;

export const schedulingAvailablesQuerySchema = z.object({ delivery_type: schedulableTypeSchema.optional() });

export const scheduledToSchema = z
  .string()
  .max(40)
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/)
  .refine((value) => !Number.isNaN(Date.parse(value)));

export const cartSchedulingRequestSchema = z.object({ cart: z.object({ scheduled_to: scheduledToSchema.nullable() }) });
export type CartSchedulingRequest = z.infer<typeof cartSchedulingRequestSchema>;

export const SCHEDULING_ERROR_CODES = [
  "SCHEDULING_DISABLED",
  "RETROACTIVE_SCHEDULE",
  "SCHEDULE_UNAVAILABLE",
  "SCHEDULE_REQUIRED",
] as const;
export type SchedulingErrorCode = (typeof SCHEDULING_ERROR_CODES)[number];

export const schedulingSettingsResponseSchema = envelope(schedulingSettingsSchema);
export const schedulingAvailablesResponseSchema = envelope(schedulingAvailablesSchema);
