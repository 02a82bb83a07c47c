import type { Context } from "hono";
import type * as z from "zod";

/**
 * Sends a success body as JSON. `schema` is the contract's response schema: passing it pins the
 * body's type to the contract at compile time, and the tests parse real answers with it.
 */
export function reply<S extends z.ZodType>(c: Context, _schema: S, body: z.output<S>): Response {
  return c.json(body as Record<string, unknown>);
}
