import type { Context } from "hono";
import type { ApiError } from "../../../contract/envelope";
import { requiredSecret } from "../auth/middleware";
import { bumpWindows, clearCounters, hasMark, refundCounters, setMark } from "../db/clients";
import { ACCOUNT_AND_IP_LIMITS, ACCOUNT_LIMITS, type FailureLimit, KNOWN_IP_SECONDS, MERCHANT_AND_IP_LIMITS, secondsToWait } from "../domain/login-limits";
import type { AppEnv } from "../env";
import { clientIpOf } from "../http/rate-limit";
import { keyedHash } from "./client-secrets";

const nowSeconds = () => Math.floor(Date.now() / 1000);

/*
 * Limits on guessing a customer's password or e-mail token: wrong attempts per account, per
 * account and IP, and per IP at a merchant (domain/login-limits.ts, docs/decisions/044).
 */

/** The 429 answer of a limit, with how long to wait. */
export function rateLimited(c: Context<AppEnv>, retryAfter: number): Response {
  const seconds = Math.max(1, retryAfter);
  c.header("Retry-After", String(seconds));
  return c.json({ code: "RATE_LIMITED", message: `Too many attempts; retry in ${seconds} seconds`, retry_after: seconds } satisfies ApiError, 429);
}

const failureCounters = (scope: string, limits: readonly FailureLimit[]) =>
  limits.map((limit) => ({ key: `fail:${scope}:${limit.windowSeconds}`, windowSeconds: limit.windowSeconds, limit }));

/**
 * One attempt at a password or token of `email`, charged to every limit BEFORE it is checked, so
 * parallel guesses cannot slip past a limit between a read and a write. `limited` is the 429
 * answer (with the real wait) once a limit is past; the account-wide limit does not hold an IP
 * the account logged in from lately, so guesses from elsewhere cannot lock its owner out there.
 * The charge stays only if the handler calls `failed()`; `settle()` (in a finally) gives it back
 * otherwise, and after a success forgives the account's failures and remembers the IP (never
 * the IP's failures at the merchant, which count for every account tried from it).
 */
export async function chargeAttempt(c: Context<AppEnv>, merchantId: number, email: string) {
  const now = nowSeconds();
  const ip = clientIpOf(c);
  const accountAndIp = failureCounters(`account-ip:${merchantId}:${ip}:${email}`, ACCOUNT_AND_IP_LIMITS);
  const account = failureCounters(`account:${merchantId}:${email}`, ACCOUNT_LIMITS);
  const merchantAndIp = failureCounters(`ip:${merchantId}:${ip}`, MERCHANT_AND_IP_LIMITS);
  const counters = [...accountAndIp, ...account, ...merchantAndIp];
  const knownIp = await keyedHash(requiredSecret(c.env, "TOKEN_SECRET"), `known-ip\u0000${merchantId}\u0000${email}\u0000${ip}`);
  const [states, known] = await Promise.all([bumpWindows(c.env.DB, counters, now), hasMark(c.env.DB, knownIp, KNOWN_IP_SECONDS, now)]);
  // An IP the account logged in from is held by its own limits, never by guesses from elsewhere.
  const holding = counters.flatMap((counter, index) => (known && account.includes(counter) ? [] : [{ limit: counter.limit, ...states[index]! }]));
  const wait = secondsToWait(holding, now);
  const keys = counters.map((counter) => counter.key);
  let outcome: "pending" | "failed" | "succeeded" = "pending";
  return {
    limited: wait === null ? null : rateLimited(c, wait),
    failed() {
      outcome = "failed";
    },
    succeeded() {
      outcome = "succeeded";
    },
    async settle() {
      if (outcome === "failed") return;
      await refundCounters(c.env.DB, keys);
      if (outcome === "succeeded") {
        await Promise.all([
          clearCounters(
            c.env.DB,
            [...accountAndIp, ...account].map((counter) => counter.key),
          ),
          setMark(c.env.DB, knownIp, now),
        ]);
      }
    },
  };
}

/**
 * One attempt at a login whose account is unknown until a provider's token is verified (social
 * login): charged to the IP's limit at the merchant only, before the check, and kept only if the
 * handler calls `failed()`, like chargeAttempt's.
 */
export async function chargeIpAttempt(c: Context<AppEnv>, merchantId: number) {
  const now = nowSeconds();
  const counters = failureCounters(`ip:${merchantId}:${clientIpOf(c)}`, MERCHANT_AND_IP_LIMITS);
  const states = await bumpWindows(c.env.DB, counters, now);
  const wait = secondsToWait(
    counters.map((counter, index) => ({ limit: counter.limit, ...states[index]! })),
    now,
  );
  let failed = false;
  return {
    limited: wait === null ? null : rateLimited(c, wait),
    failed() {
      failed = true;
    },
    async settle() {
      if (!failed)
        await refundCounters(
          c.env.DB,
          counters.map((counter) => counter.key),
        );
    },
  };
}
