import * as z from "zod";
import type { CountryCode } from "../../../contract";
import { birthdateSchema, emailSchema, nameSchema, phoneSchema, tokenSchema } from "../../../contract/validation";

export const DELETE_REASONS = ["notUsing", "privacy", "tooManyMessages", "other"] as const;
export const DELETE_REASON_TEXT_MAX = 300;

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on");

export function profileIntentSchema(country: CountryCode, now: () => Date) {
  return z.discriminatedUnion(
    "intent",
    [
      z.object({ intent: z.literal("name"), name: nameSchema }),
      // An empty phone clears it.
      z.object({ intent: z.literal("phone"), phone: phoneSchema(country).optional() }),
      z.object({ intent: z.literal("birthdate"), birthdate: birthdateSchema(now) }),
      z.object({ intent: z.literal("notifications"), email: checkbox, sms: checkbox, whatsapp: checkbox }),
      z.object({ intent: z.literal("emailCode"), email: emailSchema }),
      z.object({ intent: z.literal("emailConfirm"), email: emailSchema, token: tokenSchema }),
      z
        .object({
          intent: z.literal("delete"),
          reason: z.enum(DELETE_REASONS, { error: "profile.delete.reasonRequired" }),
          reason_text: z.string().trim().max(DELETE_REASON_TEXT_MAX, { error: "form.tooLong" }).optional(),
          confirm: z.literal("on", { error: "profile.delete.confirmRequired" }),
        })
        .refine((value) => value.reason !== "other" || Boolean(value.reason_text), {
          error: "profile.delete.reasonTextRequired",
          path: ["reason_text"],
        }),
    ],
    { error: "form.invalid" },
  );
}
export type ProfileIntent = z.output<ReturnType<typeof profileIntentSchema>>;

export function pendingEmail(typed: string | null): string | null {
  const parsed = emailSchema.safeParse(typed ?? "");
  return parsed.success ? parsed.data.toLowerCase() : null;
}
