import type { HeadersFunction } from "@remix-run/cloudflare";
import { RATE_LIMIT_RETRY_SECONDS } from "~/lib/platform/api.server";

/** Under a minute in seconds, else whole minutes rounded up (never earlier than the API's `retry_after`). */
export interface Wait {
  unit: "seconds" | "minutes" | null;
  count: number;
  seconds: number;
}

export function waitOf(retryAfter: number | undefined): Wait {
  if (retryAfter === undefined) return { unit: null, count: 0, seconds: RATE_LIMIT_RETRY_SECONDS };
  if (retryAfter < 60) {
    const seconds = Math.max(1, Math.ceil(retryAfter));
    return { unit: "seconds", count: seconds, seconds };
  }
  const minutes = Math.ceil(retryAfter / 60);
  return { unit: "minutes", count: minutes, seconds: minutes * 60 };
}

export const retryAfterHeaders = (wait: Wait): HeadersInit => ({ "Retry-After": String(wait.seconds) });

/** Without a `headers` export Remix keeps only the cookies, and server.ts would add its generic minute to a 429. */
export const headersWithRetryAfter: HeadersFunction = ({ actionHeaders, loaderHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
