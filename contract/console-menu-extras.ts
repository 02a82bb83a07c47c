import * as z from "zod";
import { MENU_DESCRIPTION_MAX, MENU_ERRORS, MENU_NAME_MAX, MENU_OPTIONS_MAX, menuPriceSchema } from "./console-menu";
import { envelope } from "./envelope";

// The extras offered at the cart (cutlery, sauces, bags), edited by the owner (decision 101): each group
// is sent whole with its additionals, as a dish's option groups are. Messages are console.menu.errors keys.

const E = MENU_ERRORS;

/** Groups of extras a store may offer at its cart. */
export const MENU_EXTRAS_MAX = 20;

export const menuEditorAdditionalSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  enabled: z.boolean(),
});

export const menuEditorExtraSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  enabled: z.boolean(),
  min: z.number().int(),
  max: z.number().int(),
  additionals: z.array(menuEditorAdditionalSchema),
});
export type MenuEditorExtra = z.infer<typeof menuEditorExtraSchema>;

export const menuExtrasResponseSchema = envelope(
  z.object({ extras: z.array(menuEditorExtraSchema), version: z.number().int(), currency: z.string() }),
);
export type MenuExtras = z.infer<typeof menuExtrasResponseSchema>["data"];

export const menuAdditionalRequestSchema = z.object({
  /** An additional of the group keeps its id (carts name it); none: a new one. */
  id: z.number().int().positive().optional(),
  name: z
    .string({ error: E.nameRequired })
    .trim()
    .min(1, { error: E.nameRequired, abort: true })
    .max(MENU_NAME_MAX, { error: E.nameTooLong }),
  price: menuPriceSchema,
  enabled: z.boolean(),
});

/** A group sent whole: its additionals in their order; one left out is removed (and leaves the carts holding it). */
export const menuExtraRequestSchema = z
  .object({
    name: z
      .string({ error: E.nameRequired })
      .trim()
      .min(1, { error: E.nameRequired, abort: true })
      .max(MENU_NAME_MAX, { error: E.nameTooLong }),
    description: z
      .string({ error: E.descriptionTooLong })
      .trim()
      .max(MENU_DESCRIPTION_MAX, { error: E.descriptionTooLong })
      .nullable()
      .optional(),
    enabled: z.boolean(),
    min: z.number({ error: E.choicesInvalid }).int({ error: E.choicesInvalid }).min(0, { error: E.choicesInvalid }),
    max: z.number({ error: E.choicesInvalid }).int({ error: E.choicesInvalid }).min(1, { error: E.choicesInvalid }),
    additionals: z
      .array(menuAdditionalRequestSchema)
      .min(1, { error: E.optionsRequired })
      .max(MENU_OPTIONS_MAX, { error: E.optionsTooMany }),
  })
  .refine((extra) => extra.min <= extra.max, { error: E.minAboveMax, path: ["min"] })
  .refine((extra) => extra.max <= extra.additionals.length, { error: E.maxAboveOptions, path: ["max"] });
export type MenuExtraRequest = z.input<typeof menuExtraRequestSchema>;
