import * as z from "zod";

// Kept apart from cart.ts so envelope.ts can name it without an import cycle.

export const cartLineNotKeptReasonSchema = z.enum(["MISSING", "UNAVAILABLE", "REDEEMED"]);

/** REDEEMED: paid with points, which belong to the source store's club. */
export const cartLineNotKeptSchema = z.object({
  kind: z.enum(["ITEM", "PIZZA", "EXTRA"]),
  name: z.string(),
  detail: z.string().nullable(),
  reason: cartLineNotKeptReasonSchema,
});
export type CartLineNotKept = z.infer<typeof cartLineNotKeptSchema>;
