import type { Context } from "hono";
import type * as z from "zod";

/** Passing the contract's response schema pins the body's type to the contract at compile time. */
export function reply<S extends z.ZodType>(c: Context, _schema: S, body: z.output<S>): Response {
  return c.json(body as Record<string, unknown>);
}
