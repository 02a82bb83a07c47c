import * as z from "zod";
import { envelope } from "./envelope";
import { CANCEL_NOTE_MAX, cancelReasonSchema } from "./order-cancellation";
import { orderRefundSchema, orderSchema, orderStatusSchema, paymentStatusSchema } from "./orders";
import { deliveryTypeSchema } from "./cart";
import { moneySchema } from "./menu";
import { countryCodeSchema, currencySchema } from "./merchant";

export const staffRoles = ["OWNER", "STAFF"] as const;
export const staffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** A counter tablet stays logged in for a fortnight of shifts. */
export const STAFF_TOKEN_TTL_SECONDS = 14 * 24 * 60 * 60;

export const staffSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
});
export type Staff = z.infer<typeof staffSchema>;

/** A wrong e-mail and a wrong password are one 401: the login tells nobody who works where. */
export const staffLoginRequestSchema = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  password: z.string().min(1).max(200),
});
export const staffLoginResponseSchema = envelope(
  z.object({ token: z.string(), expires_in: z.number().int(), staff: staffSchema }),
);

export const staffMeResponseSchema = envelope(
  z.object({
    staff: staffSchema,
    merchant: z.object({
      slug: z.string(),
      name: z.string(),
      timezone: z.string(),
      currency: currencySchema,
      country_code: countryCodeSchema,
    }),
  }),
);

/** `new` awaits the store's answer, `active` is being made or delivered, `done` is over. */
export const consoleOrderFilters = ["new", "active", "done", "all"] as const;
export const consoleOrderFilterSchema = z.enum(consoleOrderFilters);
export type ConsoleOrderFilter = z.infer<typeof consoleOrderFilterSchema>;

export const consoleOrderListQuerySchema = z.object({
  filter: consoleOrderFilterSchema.default("all"),
  /** Today in the store's timezone ("1"), or any day ("0"). */
  today: z.enum(["0", "1"]).default("1"),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

export const consoleOrderSummarySchema = z.object({
  id: z.number().int(),
  status: orderStatusSchema,
  delivery_type: deliveryTypeSchema,
  customer_name: z.string(),
  total: moneySchema,
  payment_method: orderSchema.shape.payment.shape.method,
  payment_status: paymentStatusSchema,
  scheduled_to: z.string().nullable(),
  created_at: z.string(),
  units: z.number().int(),
  /** When the customer was told to expect it: the slot of a scheduled order, else placed + the longest preparation time. */
  promised_at: z.string().nullable().default(null),
  /** Where the kitchen has a confirmed order once it started (null: not started, or no kitchen step). */
  kitchen_state: z.enum(["PREPARING", "READY"]).nullable().default(null),
});
export type ConsoleOrderSummary = z.infer<typeof consoleOrderSummarySchema>;

export const AUTO_ACCEPTED_WINDOW_MINUTES = 30;

/** The orders awaiting the store's answer (new, or PIX just paid): every console page alerts on an id it has not seen. */
export const consoleWaitingSchema = z.object({
  waiting: z.number().int(),
  waiting_ids: z.array(z.number().int()).default([]),
  /** When the oldest of them was placed. */
  oldest_waiting_at: z.string().nullable().default(null),
  /** Orders the store's auto-accept accepted in the last AUTO_ACCEPTED_WINDOW_MINUTES, newest first: a screen that prints on accept prints these too. */
  auto_accepted_ids: z.array(z.number().int()).default([]),
});
export type ConsoleWaiting = z.infer<typeof consoleWaitingSchema>;
export const consoleWaitingResponseSchema = envelope(consoleWaitingSchema);

export const consoleOrderListResponseSchema = envelope(
  consoleWaitingSchema.omit({ auto_accepted_ids: true }).extend({
    orders: z.array(consoleOrderSummarySchema),
    newest_waiting_id: z.number().int().nullable(),
  }),
);

/** `by`: a staff member's name; null for the customer, the bank or the clock. */
export const consoleHistoryEntrySchema = z.object({
  status: orderStatusSchema,
  at: z.string(),
  by: z.string().nullable().default(null),
  /** Accepted by the store's auto-accept, not by a person (absent: by whoever `by` says). */
  auto: z.boolean().optional(),
});

export const consoleOrderActions = [
  "ACCEPT",
  "REFUSE",
  "DISPATCH",
  "READY",
  "DELIVER",
  "CANCEL",
  "PIX_RECEIVED",
] as const;
export const consoleOrderActionSchema = z.enum(consoleOrderActions);
export type ConsoleOrderAction = z.infer<typeof consoleOrderActionSchema>;

/** A refund as the staff see it: its reason is the staff's own words, kept from the customer. `by`: null for the system. */
export const consoleRefundSchema = orderRefundSchema.extend({ reason: z.string(), by: z.string().nullable() });
export type ConsoleRefund = z.infer<typeof consoleRefundSchema>;

export const consoleOrderSchema = orderSchema.extend({
  history: z.array(consoleHistoryEntrySchema),
  actions: z.array(consoleOrderActionSchema),
  refunds: z.array(consoleRefundSchema).default([]),
  /** What is left to give back of a paid online payment, minor units; 0 when nothing is. */
  refundable: moneySchema.default(0),
});
export type ConsoleOrder = z.infer<typeof consoleOrderSchema>;
export const consoleOrderResponseSchema = envelope(consoleOrderSchema);

export const consoleOrderActionRequestSchema = z.discriminatedUnion("action", [
  z.object({ action: z.enum(["ACCEPT", "DISPATCH", "READY", "DELIVER", "PIX_RECEIVED"]) }),
  z.object({
    action: z.enum(["REFUSE", "CANCEL"]),
    reason: cancelReasonSchema,
    note: z
      .string()
      .trim()
      .max(CANCEL_NOTE_MAX)
      .nullable()
      .default(null)
      .transform((note) => note || null),
  }),
]);
export type ConsoleOrderActionRequest = z.input<typeof consoleOrderActionRequestSchema>;

export const REFUND_REASON_MAX = 200;

/** A part of a paid online order given back (the owner only); `nonce` is the form's, so sending it twice refunds once. */
export const consoleRefundRequestSchema = z.object({
  amount: moneySchema.positive(),
  reason: z.string().trim().min(1).max(REFUND_REASON_MAX),
  nonce: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[\w-]+$/),
});
export type ConsoleRefundRequest = z.input<typeof consoleRefundRequestSchema>;

export const soldOutKinds = ["ITEM", "OPTION", "FLAVOR"] as const;
export const soldOutKindSchema = z.enum(soldOutKinds);
export type SoldOutKind = z.infer<typeof soldOutKindSchema>;

// Defined beside the status customers read them from.
export { pauseReasons, pauseReasonSchema, type PauseReason } from "./operation";

export const PAUSE_MINUTES = [15, 30, 60] as const;
