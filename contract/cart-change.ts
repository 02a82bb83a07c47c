import * as z from "zod";

/*
 * Carrying a cart to another store of the same franchise (`PUT /{store}/carts/{guid}/change`,
 * decision 030). Each store has its own menu ids, so a line travels by name; what the target
 * cannot take is named back, and then nothing moves. Kept apart from cart.ts so the error
 * envelope (envelope.ts) can name it without an import cycle.
 */

/** Why a line cannot follow the cart: the target's menu has no such dish (or choice), or has it disabled or sold out. */
export const cartLineNotKeptReasonSchema = z.enum(["MISSING", "UNAVAILABLE", "REDEEMED"]);

/**
 * One line the target store cannot take. `name` is the dish as the customer's cart shows it;
 * `detail` the choice that is missing when the dish itself is there (an option, a size, a flavour,
 * a complement), else null. REDEEMED: paid with points, which belong to the source store's club.
 */
export const cartLineNotKeptSchema = z.object({
  kind: z.enum(["ITEM", "PIZZA", "EXTRA"]),
  name: z.string(),
  detail: z.string().nullable(),
  reason: cartLineNotKeptReasonSchema,
});
export type CartLineNotKept = z.infer<typeof cartLineNotKeptSchema>;
