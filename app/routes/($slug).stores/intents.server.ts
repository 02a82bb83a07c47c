import * as z from "zod";
import { voucherCodeSchema } from "../../../contract";
import { FORM_MESSAGES } from "~/lib/page/form-fields.server";
import { SLUG_PATTERN } from "~/lib/store/slug";

const slugField = () =>
  z.string({ error: FORM_MESSAGES.invalid }).regex(SLUG_PATTERN, { error: FORM_MESSAGES.invalid });

/** Both slugs were rendered by the page; the API checks they are stores of the same franchise. */
export const storesIntentSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("carry"),
      source: slugField(),
      target: slugField(),
      voucher: voucherCodeSchema.optional(),
    }),
  ],
  {
    error: FORM_MESSAGES.invalid,
  },
);
