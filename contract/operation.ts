import * as z from "zod";
import { envelope } from "./envelope";

export const timeToReceiveSchema = z.object({
  minimum: z.number().int().min(0),
  maximum: z.number().int().min(0),
});

const modeConfiguration = z.object({ enabled: z.boolean(), time_to_receive: timeToReceiveSchema });

export const operationModesSchema = z.object({
  delivery_configuration: modeConfiguration,
  takeout_configuration: modeConfiguration,
  table_configuration: z.object({ enabled: z.boolean() }),
});
export type OperationModes = z.infer<typeof operationModesSchema>;

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** A closes_at earlier than opens_at runs past midnight. */
export const operationTimeSchema = z.object({
  /** 0 Sunday … 6 Saturday, in the merchant's timezone. */
  weekday: z.number().int().min(0).max(6),
  opens_at: clock,
  closes_at: clock,
});
export type OperationTime = z.infer<typeof operationTimeSchema>;

export const operationTimesSchema = z.object({
  timezone: z.string(),
  periods: z.array(operationTimeSchema),
});
export type OperationTimes = z.infer<typeof operationTimesSchema>;

export const pauseReasons = ["HIGH_DEMAND", "KITCHEN", "CLOSING_SOON", "OTHER"] as const;
export const pauseReasonSchema = z.enum(pauseReasons);
export type PauseReason = z.infer<typeof pauseReasonSchema>;

export const dayTimesSchema = z.object({
  DELIVERY: timeToReceiveSchema.nullable().default(null),
  TAKEOUT: timeToReceiveSchema.nullable().default(null),
});
export type DayTimes = z.infer<typeof dayTimesSchema>;

export const soldOutNowSchema = z.object({
  items: z.array(z.number().int()).default([]),
  options: z.array(z.number().int()).default([]),
  flavors: z.array(z.number().int()).default([]),
});
export type SoldOutNow = z.infer<typeof soldOutNowSchema>;

export const storeClosureNowSchema = z.object({
  /** Dates in the store's time zone, `ends_on` included. */
  starts_on: z.string(),
  ends_on: z.string(),
  reason: z.string().nullable(),
});

export const operationStatusNowSchema = z.object({
  open: z.boolean(),
  schedule_only: z.boolean(),
  next_opening_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  /** The day's switches ride on this read because it is never cached (decision 061). */
  paused_until: z.string().nullable().default(null),
  pause_reason: pauseReasonSchema.nullable().default(null),
  sold_out: soldOutNowSchema.default({ items: [], options: [], flavors: [] }),
  time_to_receive: dayTimesSchema.default({ DELIVERY: null, TAKEOUT: null }),
  /** merchants.menu_version now: a cached menu read at an older version is read again (decision 097). */
  menu_version: z.number().int().nullable().default(null),
  /** merchants.settings_version now: cached configuration read at an older version is read again (decision 102). */
  settings_version: z.number().int().nullable().default(null),
  /** The holiday or closure keeping the store closed today (decision 103); its reason is shown as written. */
  closure: storeClosureNowSchema.nullable().default(null),
});
export type OperationStatusNow = z.infer<typeof operationStatusNowSchema>;

export const operationModesResponseSchema = envelope(operationModesSchema);
export const operationTimesResponseSchema = envelope(operationTimesSchema);
export const operationStatusNowResponseSchema = envelope(operationStatusNowSchema);
