import * as z from "zod";

export const cancelReasons = [
  "ITEM_UNAVAILABLE",
  "OUT_OF_AREA",
  "STORE_CLOSING",
  "TOO_BUSY",
  "CUSTOMER_ASKED",
  "OTHER",
] as const;
export const cancelReasonSchema = z.enum(cancelReasons);
export type CancelReason = z.infer<typeof cancelReasonSchema>;

export const CANCEL_NOTE_MAX = 200;

/** null when nobody said why (a customer's own cancel, an expired PIX). */
export const orderCancellationSchema = z.object({ reason: cancelReasonSchema, note: z.string().nullable() });
export type OrderCancellation = z.infer<typeof orderCancellationSchema>;
