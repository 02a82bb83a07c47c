import * as z from "zod";
import type { MoveTarget } from "./menu-moves";

const moveFormSchema = z.object({
  ids: z
    .string()
    .regex(/^\d{1,12}(,\d{1,12}){0,499}$/)
    .transform((ids) => ids.split(",").map(Number)),
  focus: z.string().regex(/^[a-z0-9-]{1,60}$/),
  position: z.coerce.number().int().min(1).max(500),
  count: z.coerce.number().int().min(1).max(500),
});

/** A move's form as the page drew it (decision 115); null when tampered with. */
export function moveFormOf(form: FormData): (Omit<MoveTarget, "ids"> & { ids: number[]; focus: string }) | null {
  const parsed = moveFormSchema.safeParse(
    Object.fromEntries(["ids", "focus", "position", "count"].map((name) => [name, form.get(name)])),
  );
  return parsed.success && parsed.data.position <= parsed.data.count ? parsed.data : null;
}

/** The query a move redirects with: the page's live region says where the row went, the focus goes back to its button. */
export const movedSearch = (move: { focus: string; position: number; count: number }) =>
  new URLSearchParams({
    done: "moved",
    position: String(move.position),
    count: String(move.count),
    focus: move.focus,
  }).toString();
