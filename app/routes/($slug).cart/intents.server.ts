import * as z from "zod";
import { CART_NOTES_MAX, NEIGHBORHOOD_MAX } from "../../../contract/limits";
import { FORM_MESSAGES, idField, optionalText } from "~/lib/page/form-fields.server";

const line = {
  kind: z.enum(["items", "pizzas"], { error: FORM_MESSAGES.invalid }),
  id: idField(),
};
const step = z.enum(["1", "-1"], { error: FORM_MESSAGES.invalid }).transform((value) => (value === "1" ? 1 : -1));

export const cartIntentSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("step"), ...line, increment: step }),
    z.object({ intent: z.literal("remove"), ...line }),
    z.object({ intent: z.literal("notes"), notes: optionalText(CART_NOTES_MAX) }),
    z.object({ intent: z.literal("extra"), id: idField(), increment: step }),
    z.object({ intent: z.literal("mode"), type: z.enum(["DELIVERY", "TAKEOUT"], { error: FORM_MESSAGES.invalid }) }),
    z.object({
      intent: z.literal("area"),
      neighborhood: z
        .string({ error: "cart.area.needed" })
        .trim()
        .min(1, { error: "cart.area.needed" })
        .max(NEIGHBORHOOD_MAX, { error: FORM_MESSAGES.tooLong }),
    }),
    z.object({ intent: z.literal("checkout") }),
    // A second tap sends the same round: the form names its cart.
    z.object({
      intent: z.literal("send"),
      cart: z.string({ error: FORM_MESSAGES.invalid }).min(1).max(64, { error: FORM_MESSAGES.invalid }),
    }),
  ],
  { error: FORM_MESSAGES.invalid },
);
export type CartIntent = z.output<typeof cartIntentSchema>;
