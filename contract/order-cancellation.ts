import * as z from "zod";

/**
 * Why a store refused or canceled an order: the customer's order page says it in their language
 * (locale keys `orders.cancellation.{reason}`), with the store's own note when it left one.
 */
export const cancelReasons = ["ITEM_UNAVAILABLE", "OUT_OF_AREA", "STORE_CLOSING", "TOO_BUSY", "CUSTOMER_ASKED", "OTHER"] as const;
export const cancelReasonSchema = z.enum(cancelReasons);
export type CancelReason = z.infer<typeof cancelReasonSchema>;

/** Longest note a store may add to a refusal or a cancellation. */
export const CANCEL_NOTE_MAX = 200;

/** What the customer is told about a canceled order: null when nobody said why (a customer's own cancel, an expired PIX). */
export const orderCancellationSchema = z.object({ reason: cancelReasonSchema, note: z.string().nullable() });
export type OrderCancellation = z.infer<typeof orderCancellationSchema>;
