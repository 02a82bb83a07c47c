import * as z from "zod";
import { requiredTextSchema } from "../../../contract/validation";

// Numbers are read strictly: "1.5", "NaN", "0x10", "1e1" or " " are refused with a message, never
// turned into 1, 16 or a removal by Number().

export const FORM_MESSAGES = {
  required: "form.required",
  wholeNumber: "form.wholeNumber",
  tooLong: "form.tooLong",
  invalid: "form.invalid",
} as const;

export const wholeNumber = (min: number, max: number) =>
  z
    .string({ error: FORM_MESSAGES.required })
    .trim()
    .regex(/^\d{1,9}$/, { error: FORM_MESSAGES.wholeNumber })
    .transform(Number)
    .pipe(z.number().min(min, { error: FORM_MESSAGES.wholeNumber }).max(max, { error: FORM_MESSAGES.wholeNumber }));

/** Any other value is a forged form. */
export const idField = () =>
  z
    .string({ error: FORM_MESSAGES.invalid })
    .regex(/^\d{1,12}$/, { error: FORM_MESSAGES.invalid })
    .transform(Number);

/** Longer text is refused with the limit stated: cutting it silently would lose what was typed. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: FORM_MESSAGES.tooLong })
    .optional()
    .transform((text) => (text ? text : null));

export const requiredText = (max: number) => requiredTextSchema.max(max, { error: FORM_MESSAGES.tooLong });

export const coordinate = (limit: number) =>
  z
    .string()
    .optional()
    .transform((text) => {
      const value = text === undefined || text.trim() === "" ? NaN : Number(text);
      return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
    });

export const firstErrors = (error: Record<string, string[] | null> | null | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(error ?? {}).flatMap(([field, messages]) => (messages?.[0] ? [[field, messages[0]]] : [])),
  );
