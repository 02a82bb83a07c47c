import * as z from "zod";
import { LINE_NOTES_MAX, MAX_LINE_QUANTITY } from "../../../contract/limits";
import { FORM_MESSAGES, idField, optionalText, wholeNumber } from "~/lib/form-fields.server";

const ids = () => z.array(idField()).default([]);

/** The menu's forms, told apart by their intent: the item modal, the pizza builder's steps, the closed-store notice. */
export const menuIntentSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("dismiss-closed-notice"), key: z.string().max(40).default("") }),
    // The smart banner (the store's app) was closed: remembered in the session.
    z.object({ intent: z.literal("dismiss-smart-banner") }),
    // The store's welcome was closed: once per visitor (decision 033).
    z.object({ intent: z.literal("dismiss-welcome") }),
    // The points alert was closed, or "Ver meus pontos" (then=loyalty): once per expiry day.
    z.object({ intent: z.literal("dismiss-points-alert"), key: z.string().max(10).default(""), then: z.literal("loyalty").optional() }),
    // The fidelity programme's congratulations were shown (decision 026).
    z.object({ intent: z.literal("fidelity-seen"), programId: idField() }),
    z.object({
      intent: z.literal("add-item"),
      itemId: idField(),
      // One field per option group, `options.{groupId}` (radios of one group share a name, so two
      // single-choice groups need two names): one id from a single-choice group, several otherwise.
      options: z
        .record(z.string().regex(/^\d{1,12}$/), z.union([idField(), z.array(idField())]), { error: FORM_MESSAGES.invalid })
        .default({})
        .transform((groups) => Object.values(groups).flat()),
      quantity: wholeNumber(1, MAX_LINE_QUANTITY),
      notes: optionalText(LINE_NOTES_MAX),
    }),
    // A step's choices (size, crust, edge, flavors, toppings) are checked against the pizza by applyPizzaStep.
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
