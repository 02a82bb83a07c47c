import type { Context } from "hono";
import type { ApiError } from "../../../contract";
import type { AppEnv } from "../env";

/** Header in which the storefront forwards its visitor's IP (from CF-Connecting-IP). */
export const CLIENT_IP_HEADER = "x-comanda-client-ip";

/**
 * The caller's IP. The API has no public URL (decision 012): every request comes through the
 * storefront's service binding, so the header it sets is trusted.
 */
export const clientIpOf = (c: Context<AppEnv>): string =>
  c.req.header(CLIENT_IP_HEADER) || c.req.header("CF-Connecting-IP") || "unknown";

/** Every limit counts per 60 s (the binding's period): a refused client retries after that. */
const RETRY_AFTER_SECONDS = 60;

/**
 * Counts one request of `key` with the rate limiting binding `limiter`: null while under the
 * limit, else the 429 RATE_LIMITED answer with Retry-After.
 */
export type Limiter = "BOOTSTRAP_LIMITER" | "CART_CREATION_LIMITER" | "KEY_EXCHANGE_LIMITER" | "VISITOR_CART_LIMITER";

export async function overLimit(c: Context<AppEnv>, limiter: Limiter, key: string): Promise<Response | null> {
  // Bound when deployed, in the API's tests and in the local Miniflare (decision 052); a
  // multi-config `wrangler dev` would leave it out (decision 012).
  const binding = c.env[limiter] as RateLimit | undefined;
  if (!binding) return null;
  const { success } = await binding.limit({ key });
  if (success) return null;
  c.header("Retry-After", String(RETRY_AFTER_SECONDS));
  return c.json(
    { code: "RATE_LIMITED", message: `Too many requests; retry in ${RETRY_AFTER_SECONDS} seconds` } satisfies ApiError,
    429,
  );
}
