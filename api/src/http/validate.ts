import { validator } from "hono/validator";
import type * as z from "zod";
import { validationError } from "./errors";

type Part = "body" | "query" | "path";

export function parseRequest<S extends z.ZodType>(schema: S, value: unknown, part: Part): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw validationError(
    `Invalid request ${part}`,
    result.error.issues.map((issue) => ({
      field: issue.path.length > 0 ? issue.path.join(".") : part,
      message: issue.message,
    })),
  );
}

/*
 * Hono middlewares validating one part of the request at the edge of a handler, which then reads
 * the parsed value with `c.req.valid(…)`. A body sent without a JSON content type never gets here
 * (415 from http/body.ts); malformed JSON is a 400 from Hono itself.
 */
export const validateJson = <S extends z.ZodType>(schema: S) =>
  validator("json", (value): z.output<S> => parseRequest(schema, value, "body"));

export const validateQuery = <S extends z.ZodType>(schema: S) =>
  validator("query", (value): z.output<S> => parseRequest(schema, value, "query"));

export const validateParam = <S extends z.ZodType>(schema: S) =>
  validator("param", (value): z.output<S> => parseRequest(schema, value, "path"));
