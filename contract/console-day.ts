import * as z from "zod";
import { PAUSE_MINUTES, pauseReasonSchema, soldOutKindSchema } from "./console";
import { envelope } from "./envelope";
import { dayTimesSchema, timeToReceiveSchema } from "./operation";

// A sold-out switch lasts until the store's day ends, the next 05:00 in its time zone (a night runs past
// midnight). Customers read the switches from operation_status_now, never from the cached menu.

/** Preparation times longer than this are a typo. */
export const PREP_MINUTES_MAX = 240;

export const prepTimeSchema = timeToReceiveSchema
  .extend({
    minimum: z.number().int().min(0).max(PREP_MINUTES_MAX),
    maximum: z.number().int().min(1).max(PREP_MINUTES_MAX),
  })
  .refine((time) => time.minimum <= time.maximum, { message: "minimum must not exceed maximum", path: ["minimum"] });

export const prepTimesRequestSchema = z.object({
  DELIVERY: prepTimeSchema.nullable(),
  TAKEOUT: prepTimeSchema.nullable(),
});
export type PrepTimesRequest = z.infer<typeof prepTimesRequestSchema>;

export const pauseRequestSchema = z.object({
  minutes: z.union(
    PAUSE_MINUTES.map((minutes) => z.literal(minutes)) as unknown as [
      z.ZodLiteral<15>,
      z.ZodLiteral<30>,
      z.ZodLiteral<60>,
    ],
  ),
  reason: pauseReasonSchema,
});
export type PauseRequest = z.infer<typeof pauseRequestSchema>;

export const soldOutPathSchema = z.object({
  slug: z.string(),
  kind: soldOutKindSchema,
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number),
});

const switchable = { id: z.number().int(), name: z.string(), sold_out: z.boolean() };

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

export const consoleDayResponseSchema = envelope(
  z.object({
    timezone: z.string(),
    sold_out_until: z.string(),
    paused_until: z.string().nullable(),
    pause_reason: pauseReasonSchema.nullable(),
    prep_times: dayTimesSchema,
    configured_times: dayTimesSchema,
    dishes: z.array(dayDishSchema),
    /** New orders are accepted as they arrive (the owner's switch). */
    auto_accept: z.boolean().optional(),
  }),
);
export type ConsoleDay = z.infer<typeof consoleDayResponseSchema>["data"];

export const daySwitchResponseSchema = envelope(
  z.object({
    paused_until: z.string().nullable(),
    pause_reason: pauseReasonSchema.nullable(),
    prep_times: dayTimesSchema,
    sold_out_until: z.string(),
  }),
);
