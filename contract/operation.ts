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
  /** Self-service at the table; its rules live in table_order_settings. */
  table_configuration: z.object({ enabled: z.boolean() }),
});
export type OperationModes = z.infer<typeof operationModesSchema>;

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** One opening period. A closes_at earlier than opens_at runs past midnight. */
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

/** Why a store paused new orders: the customer is told (locale keys `closedStore.pause.{reason}`). */
export const pauseReasons = ["HIGH_DEMAND", "KITCHEN", "CLOSING_SOON", "OTHER"] as const;
export const pauseReasonSchema = z.enum(pauseReasons);
export type PauseReason = z.infer<typeof pauseReasonSchema>;

/** A time range for each mode a customer is shown; null where the configured one holds. */
export const dayTimesSchema = z.object({ DELIVERY: timeToReceiveSchema.nullable().default(null), TAKEOUT: timeToReceiveSchema.nullable().default(null) });
export type DayTimes = z.infer<typeof dayTimesSchema>;

/** Ids of what staff sold out for the day (contract/console-day.ts): shown unavailable over the cached menu. */
export const soldOutNowSchema = z.object({
  items: z.array(z.number().int()).default([]),
  options: z.array(z.number().int()).default([]),
  flavors: z.array(z.number().int()).default([]),
});
export type SoldOutNow = z.infer<typeof soldOutNowSchema>;

export const operationStatusNowSchema = z.object({
  open: z.boolean(),
  /** Orders are taken only for a later time (store setting schedule_only). */
  schedule_only: z.boolean(),
  /** ISO date-time of the next opening when closed, else null. */
  next_opening_at: z.string().nullable(),
  /** ISO date-time the current period ends when open, else null. */
  closes_at: z.string().nullable(),
  /**
   * The day's switches of the store's staff, read here because this read is never cached: new
   * orders paused until (ISO) and why (422 MERCHANT_PAUSED meanwhile), the dishes, options and
   * flavours sold out now, and the preparation times that replace the configured ones.
   */
  paused_until: z.string().nullable().default(null),
  pause_reason: pauseReasonSchema.nullable().default(null),
  sold_out: soldOutNowSchema.default({ items: [], options: [], flavors: [] }),
  time_to_receive: dayTimesSchema.default({ DELIVERY: null, TAKEOUT: null }),
});
export type OperationStatusNow = z.infer<typeof operationStatusNowSchema>;

export const operationModesResponseSchema = envelope(operationModesSchema);
export const operationTimesResponseSchema = envelope(operationTimesSchema);
export const operationStatusNowResponseSchema = envelope(operationStatusNowSchema);
