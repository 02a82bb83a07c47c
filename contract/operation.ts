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

export const operationStatusNowSchema = z.object({
  open: z.boolean(),
  /** Orders are taken only for a later time (store setting schedule_only). */
  schedule_only: z.boolean(),
  /** ISO date-time of the next opening when closed, else null. */
  next_opening_at: z.string().nullable(),
  /** ISO date-time the current period ends when open, else null. */
  closes_at: z.string().nullable(),
});
export type OperationStatusNow = z.infer<typeof operationStatusNowSchema>;

export const operationModesResponseSchema = envelope(operationModesSchema);
export const operationTimesResponseSchema = envelope(operationTimesSchema);
export const operationStatusNowResponseSchema = envelope(operationStatusNowSchema);
