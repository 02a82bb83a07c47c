import * as z from "zod";
import { PAUSE_MINUTES, pauseReasons, soldOutKindSchema } from "../../../contract";

/* The forms of the console's availability page, read on the server only (no validation library goes to the browser). */

/** Search terms longer than this are cut: nobody types a dish name this long. */
export const MAX_SEARCH_LENGTH = 80;
const minutes = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).min(0, { error: message }).max(240, { error: message });

const switchSchema = z.object({
  kind: soldOutKindSchema,
  id: z.coerce.number().int().positive(),
  anchor: z
    .string()
    .max(60)
    .regex(/^[\w-]*$/)
    .optional(),
});
/** The page's forms: a switch, the pause and its end, the times for now and back to the configured ones. */
export const dayIntentSchema = z.discriminatedUnion("intent", [
  switchSchema.extend({ intent: z.literal("soldOut") }),
  switchSchema.extend({ intent: z.literal("backOnSale") }),
  z.object({
    intent: z.literal("pause"),
    minutes: z.coerce.number().pipe(z.union(PAUSE_MINUTES.map((m) => z.literal(m)))),
    reason: z.enum(pauseReasons),
  }),
  z.object({ intent: z.literal("resume") }),
  z.object({
    intent: z.literal("times"),
    delivery_minimum: minutes("console.day.times.errors.minutes").optional(),
    delivery_maximum: minutes("console.day.times.errors.minutes").optional(),
    takeout_minimum: minutes("console.day.times.errors.minutes").optional(),
    takeout_maximum: minutes("console.day.times.errors.minutes").optional(),
  }),
  z.object({ intent: z.literal("timesReset") }),
  z.object({ intent: z.literal("autoAccept"), auto_accept: z.enum(["on", "off"]) }),
]);

/** What a pause may be: its lengths and its reasons. */
export const PAUSE_CHOICES = { minutes: PAUSE_MINUTES, reasons: pauseReasons } as const;
