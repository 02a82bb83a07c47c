import * as z from "zod";
import { LINE_NOTES_MAX, MAX_LINE_QUANTITY } from "../../../contract/limits";
import { FORM_MESSAGES, idField, optionalText, wholeNumber } from "~/lib/page/form-fields.server";

const ids = () => z.array(idField()).default([]);

export const menuIntentSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("dismiss-closed-notice"), key: z.string().max(40).default("") }),
    z.object({ intent: z.literal("dismiss-smart-banner") }),
    // Once per visitor (decision 033).
    z.object({ intent: z.literal("dismiss-welcome") }),
    // Once per expiry day.
    z.object({
      intent: z.literal("dismiss-points-alert"),
      key: z.string().max(10).default(""),
      then: z.literal("loyalty").optional(),
    }),
    z.object({ intent: z.literal("fidelity-seen"), programId: idField() }),
    z.object({
      intent: z.literal("add-item"),
      itemId: idField(),
      // Radios of one group share a name, so each option group is its own field, `options.{groupId}`.
      options: z
        .record(z.string().regex(/^\d{1,12}$/), z.union([idField(), z.array(idField())]), {
          error: FORM_MESSAGES.invalid,
        })
        .default({})
        .transform((groups) => Object.values(groups).flat()),
      quantity: wholeNumber(1, MAX_LINE_QUANTITY),
      notes: optionalText(LINE_NOTES_MAX),
    }),
    // Checked against the pizza by applyPizzaStep.
    z.object({
      intent: z.literal("pizza-step"),
      size: idField().optional(),
      crust: ids(),
      edge: ids(),
      flavor: ids(),
      topping: ids(),
    }),
    z.object({
      intent: z.literal("add-pizza"),
      quantity: wholeNumber(1, MAX_LINE_QUANTITY),
      notes: optionalText(LINE_NOTES_MAX),
    }),
  ],
  { error: FORM_MESSAGES.invalid },
);
export type MenuIntent = z.output<typeof menuIntentSchema>;
