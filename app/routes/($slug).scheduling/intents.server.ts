import * as z from "zod";
import { scheduledToSchema } from "../../../contract/scheduling";

/** The scheduling form: "asap" or a slot's start, and the page to go back to. */
export const schedulingIntentSchema = z.object({
  intent: z.literal("when", { error: "form.invalid" }),
  when: z.union([z.literal("asap"), scheduledToSchema], { error: "scheduling.errors.pick" }),
  from: z.enum(["cart", "checkout"]).default("cart"),
});
export type SchedulingIntent = z.output<typeof schedulingIntentSchema>;
