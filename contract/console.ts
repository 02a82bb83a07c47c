import * as z from "zod";
import { envelope } from "./envelope";
import { CANCEL_NOTE_MAX, cancelReasonSchema } from "./order-cancellation";
import { orderSchema, orderStatusSchema, paymentStatusSchema } from "./orders";
import { deliveryTypeSchema } from "./cart";
import { moneySchema } from "./menu";
import { countryCodeSchema, currencySchema } from "./merchant";

/*
 * The store's console (outside the spec): its staff log in per merchant, see and move orders, run
 * tables and set the day's switches. Every call is `/console/{slug}/…` on the API, made by the
 * storefront with the shared client secret; all but the login also carry the staff token
 * (`Authorization: Bearer …`), which names one merchant and one staff login. Another merchant's
 * staff, a customer's token, or no token: 401/403 with no data.
 */

export const staffRoles = ["OWNER", "STAFF"] as const;
export const staffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** How long a staff login lasts: a counter tablet stays logged in for a fortnight of shifts. */
export const STAFF_TOKEN_TTL_SECONDS = 14 * 24 * 60 * 60;

export const staffSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string(), role: staffRoleSchema });
export type Staff = z.infer<typeof staffSchema>;

/** `POST /console/{slug}/login` (client secret): 401 for a wrong e-mail or password alike, 429 with `Retry-After` past the limits. */
export const staffLoginRequestSchema = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  password: z.string().min(1).max(200),
});
export const staffLoginResponseSchema = envelope(z.object({ token: z.string(), expires_in: z.number().int(), staff: staffSchema }));

/** `GET /console/{slug}/me`: who is logged in, at which store. */
export const staffMeResponseSchema = envelope(
  z.object({
    staff: staffSchema,
    merchant: z.object({ slug: z.string(), name: z.string(), timezone: z.string(), currency: currencySchema, country_code: countryCodeSchema }),
  }),
);

// ---------------------------------------------------------------------------------------------
// Orders

/** The inbox's filters: `new` awaits the store's answer, `active` is being made or delivered, `done` is over. */
export const consoleOrderFilters = ["new", "active", "done", "all"] as const;
export const consoleOrderFilterSchema = z.enum(consoleOrderFilters);
export type ConsoleOrderFilter = z.infer<typeof consoleOrderFilterSchema>;

export const consoleOrderListQuerySchema = z.object({
  filter: consoleOrderFilterSchema.default("all"),
  /** Only orders placed today, in the store's timezone ("1"), or any day ("0"). */
  today: z.enum(["0", "1"]).default("1"),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

/** A line of the inbox. */
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
  /** Units of every line, for "3 itens". */
  units: z.number().int(),
});
export type ConsoleOrderSummary = z.infer<typeof consoleOrderSummarySchema>;

/** `GET /console/{slug}/orders`: newest first, with how many await the store's answer (for the badge and the sound). */
export const consoleOrderListResponseSchema = envelope(
  z.object({ orders: z.array(consoleOrderSummarySchema), waiting: z.number().int(), newest_waiting_id: z.number().int().nullable() }),
);

/** One step of an order's history, with who made it (a staff member's name; null: the customer, the bank or the clock). */
export const consoleHistoryEntrySchema = z.object({ status: orderStatusSchema, at: z.string(), by: z.string().nullable().default(null) });

/** What staff may do to an order now: the API refuses anything else with 409 INVALID_TRANSITION. */
export const consoleOrderActions = ["ACCEPT", "REFUSE", "DISPATCH", "READY", "DELIVER", "CANCEL", "PIX_RECEIVED"] as const;
export const consoleOrderActionSchema = z.enum(consoleOrderActions);
export type ConsoleOrderAction = z.infer<typeof consoleOrderActionSchema>;

/** `GET /console/{slug}/orders/{id}`: the order as its customer sees it, with who moved it and what may be done next. */
export const consoleOrderSchema = orderSchema.extend({
  history: z.array(consoleHistoryEntrySchema),
  actions: z.array(consoleOrderActionSchema),
});
export type ConsoleOrder = z.infer<typeof consoleOrderSchema>;
export const consoleOrderResponseSchema = envelope(consoleOrderSchema);

/**
 * `POST /console/{slug}/orders/{id}/actions`: one move, written to the order's history with the
 * staff member's name. REFUSE (a new order) and CANCEL (later) need a reason, which the customer's
 * page shows with the note. A move the order's state does not allow: 409 INVALID_TRANSITION.
 */
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

// ---------------------------------------------------------------------------------------------
// The day's switches (sold out, pause, preparation times): kinds and reasons the database keeps

/** What can be sold out for the day: a dish, an option of a dish, a pizza flavour. */
export const soldOutKinds = ["ITEM", "OPTION", "FLAVOR"] as const;
export const soldOutKindSchema = z.enum(soldOutKinds);
export type SoldOutKind = z.infer<typeof soldOutKindSchema>;

// Defined beside the status customers read them from (operation_status_now).
export { pauseReasons, pauseReasonSchema, type PauseReason } from "./operation";

/** The lengths of a pause staff may choose, in minutes. */
export const PAUSE_MINUTES = [15, 30, 60] as const;
