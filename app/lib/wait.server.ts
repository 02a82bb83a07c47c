import type { HeadersFunction } from "@remix-run/cloudflare";
import { RATE_LIMIT_RETRY_SECONDS } from "./api.server";

/**
 * A wait after a refusal for too many attempts, as the page says it and as its `Retry-After` says
 * it: one number. Under a minute in seconds, else in whole minutes rounded up (never earlier than
 * the API's `retry_after`); `seconds` is exactly what the text says. Without a `retry_after` the
 * text says "in a little while" and the header the API's generic minute.
 */
export interface Wait {
  unit: "seconds" | "minutes" | null;
  /** The number the text says (the plural's count): seconds or minutes; 0 without a unit. */
  count: number;
  /** The `Retry-After` of the answer. */
  seconds: number;
}

/** The wait of an API's `retry_after` (seconds). */
export function waitOf(retryAfter: number | undefined): Wait {
  if (retryAfter === undefined) return { unit: null, count: 0, seconds: RATE_LIMIT_RETRY_SECONDS };
  if (retryAfter < 60) {
    const seconds = Math.max(1, Math.ceil(retryAfter));
    return { unit: "seconds", count: seconds, seconds };
  }
  const minutes = Math.ceil(retryAfter / 60);
  return { unit: "minutes", count: minutes, seconds: minutes * 60 };
}

/** The headers of an answer that says `wait`. */
export const retryAfterHeaders = (wait: Wait): HeadersInit => ({ "Retry-After": String(wait.seconds) });

/**
 * A route's `headers` that sends its action's (or loader's) `Retry-After` on: without a `headers`
 * export, Remix keeps only their cookies, and server.ts would add its generic minute to a 429.
 */
export const headersWithRetryAfter: HeadersFunction = ({ actionHeaders, loaderHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
