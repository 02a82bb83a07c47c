import * as z from "zod";
import { scheduledToSchema } from "../../../contract/scheduling";

export const schedulingIntentSchema = z.object({
  intent: z.literal("when", { error: "form.invalid" }),
  // One message whatever is wrong (a union would surface its members' English messages).
  when: z
    .string({ error: "scheduling.errors.pick" })
    .refine((value) => value === "asap" || scheduledToSchema.safeParse(value).success, {
      error: "scheduling.errors.pick",
    }),
  from: z.enum(["cart", "checkout"]).default("cart"),
});
export type SchedulingIntent = z.output<typeof schedulingIntentSchema>;
