import * as z from "zod";
import { envelope } from "./envelope";

// The served URLs, sizes and bounds are in formats/dish-photos.ts (no zod: the browser draws them).
export * from "./formats/dish-photos";

/** A dish's photo as it is now (null: no photo): read by every member, answered by the owner's upload and removal. */
export const dishPhotoResponseSchema = envelope(
  z.object({ item_id: z.number().int(), name: z.string(), image: z.string().nullable() }),
);
export type DishPhoto = z.infer<typeof dishPhotoResponseSchema>["data"];
