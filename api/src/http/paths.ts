import * as z from "zod";

export const cartPath = z.object({ slug: z.string(), guid: z.string().min(1) });
