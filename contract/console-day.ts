import * as z from "zod";
import { PAUSE_MINUTES, pauseReasonSchema, soldOutKindSchema } from "./console";
import { envelope } from "./envelope";
import { dayTimesSchema, timeToReceiveSchema } from "./operation";

/*
 * The day's switches of the store's console: a dish, an option or a pizza flavour sold out for the
 * day, new orders paused for a few minutes, and the preparation times customers are shown. A
 * sold-out switch lasts until the end of the store's day, the next 05:00 in its time zone (a
 * restaurant's night runs past midnight, so a dish sold out at 23:30 stays out until the small
 * hours are over), or until staff puts it back. Customers read the switches from
 * `operation_status_now`, never from the cached menu.
 */

/** Preparation times longer than this are a typo. */
export const PREP_MINUTES_MAX = 240;

/** A time range staff sets: minimum at most maximum. */
export const prepTimeSchema = timeToReceiveSchema
  .extend({ minimum: z.number().int().min(0).max(PREP_MINUTES_MAX), maximum: z.number().int().min(1).max(PREP_MINUTES_MAX) })
  .refine((time) => time.minimum <= time.maximum, { message: "minimum must not exceed maximum", path: ["minimum"] });

/** `PUT /console/{slug}/prep_times`: the times for now of each mode; null goes back to the configured ones. */
export const prepTimesRequestSchema = z.object({ DELIVERY: prepTimeSchema.nullable(), TAKEOUT: prepTimeSchema.nullable() });
export type PrepTimesRequest = z.infer<typeof prepTimesRequestSchema>;

/** `POST /console/{slug}/pause`: new orders refused (422 MERCHANT_PAUSED) for `minutes`, customers told why. */
export const pauseRequestSchema = z.object({
  minutes: z.union(PAUSE_MINUTES.map((minutes) => z.literal(minutes)) as unknown as [z.ZodLiteral<15>, z.ZodLiteral<30>, z.ZodLiteral<60>]),
  reason: pauseReasonSchema,
});
export type PauseRequest = z.infer<typeof pauseRequestSchema>;

/** `PUT|DELETE /console/{slug}/sold_out/{kind}/{id}`: the path's kind and id; an id of another store is 404. */
export const soldOutPathSchema = z.object({
  slug: z.string(),
  kind: soldOutKindSchema,
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number),
});

const switchable = { id: z.number().int(), name: z.string(), sold_out: z.boolean() };

/** A dish of the console's list: an item with its options, or a pizza with its flavours. */
export const dayDishSchema = z.object({
  kind: z.enum(["ITEM", "PIZZA"]),
  ...switchable,
  /** Null for a pizza: a pizza is sold out flavour by flavour. */
  sold_out: z.boolean().nullable(),
  category: z.string(),
  options: z.array(z.object({ ...switchable, group: z.string() })),
  flavors: z.array(z.object(switchable)),
});
export type DayDish = z.infer<typeof dayDishSchema>;

/** `GET /console/{slug}/day`: the menu's dishes with their switches, the pause and the times. */
export const consoleDayResponseSchema = envelope(
  z.object({
    timezone: z.string(),
    /** When a switch set now ends by itself: the end of the store's day (ISO). */
    sold_out_until: z.string(),
    paused_until: z.string().nullable(),
    pause_reason: pauseReasonSchema.nullable(),
    /** The times staff set for now (null: the configured ones), and the configured ones. */
    prep_times: dayTimesSchema,
    configured_times: dayTimesSchema,
    dishes: z.array(dayDishSchema),
  }),
);
export type ConsoleDay = z.infer<typeof consoleDayResponseSchema>["data"];

/** The answer of every switch: what is set now. */
export const daySwitchResponseSchema = envelope(
  z.object({ paused_until: z.string().nullable(), pause_reason: pauseReasonSchema.nullable(), prep_times: dayTimesSchema, sold_out_until: z.string() }),
);
