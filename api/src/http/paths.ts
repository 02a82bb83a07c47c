import * as z from "zod";

/** The path of a cart of the merchant: `/{slug}/carts/{guid}`. */
export const cartPath = z.object({ slug: z.string(), guid: z.string().min(1) });
