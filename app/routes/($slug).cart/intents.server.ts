import * as z from "zod";
import { CART_NOTES_MAX, MAX_LINE_QUANTITY, NEIGHBORHOOD_MAX } from "../../../contract/limits";
import { FORM_MESSAGES, idField, optionalText, wholeNumber } from "~/lib/form-fields.server";

const line = {
  kind: z.enum(["items", "pizzas"], { error: FORM_MESSAGES.invalid }),
  id: idField(),
};

/** Every form of the cart page, told apart by its intent (plain HTML forms; JavaScript only makes them quicker). */
export const cartIntentSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("step"), ...line, increment: z.enum(["1", "-1"], { error: FORM_MESSAGES.invalid }).transform((step) => (step === "1" ? 1 : -1)) }),
    z.object({ intent: z.literal("remove"), ...line }),
    z.object({ intent: z.literal("notes"), notes: optionalText(CART_NOTES_MAX) }),
    z.object({
      intent: z.literal("extras"),
      // One field per additional, named extras.<additional id>.
      extras: z.record(z.string().regex(/^\d{1,12}$/), wholeNumber(0, MAX_LINE_QUANTITY)).default({}),
    }),
    z.object({ intent: z.literal("mode"), type: z.enum(["DELIVERY", "TAKEOUT"], { error: FORM_MESSAGES.invalid }) }),
    z.object({
      intent: z.literal("area"),
      neighborhood: z.string({ error: "cart.area.needed" }).trim().min(1, { error: "cart.area.needed" }).max(NEIGHBORHOOD_MAX, { error: FORM_MESSAGES.tooLong }),
    }),
    z.object({ intent: z.literal("checkout") }),
  ],
  { error: FORM_MESSAGES.invalid },
);
export type CartIntent = z.output<typeof cartIntentSchema>;
