import { bumpWindows, clearCounters, hasMark, refundCounters, setMark } from "../db/clients";
import {
  ACCOUNT_AND_IP_LIMITS,
  ACCOUNT_LIMITS,
  type FailureLimit,
  KNOWN_IP_SECONDS,
  MERCHANT_AND_IP_LIMITS,
  secondsToWait,
} from "../domain/login-limits";
import { RateLimitedError } from "../http/errors";
import { keyedHash } from "./client-secrets";

const nowSeconds = () => Math.floor(Date.now() / 1000);

/* Limits on guessing a customer's password or token (docs/decisions/044). */

export interface AttemptSource {
  d1: D1Database;
  tokenSecret: string;
  ip: string;
}

export const rateLimited = (retryAfter: number) => new RateLimitedError(retryAfter);

const failureCounters = (scope: string, limits: readonly FailureLimit[]) =>
  limits.map((limit) => ({ key: `fail:${scope}:${limit.windowSeconds}`, windowSeconds: limit.windowSeconds, limit }));

/**
 * Charged to every limit BEFORE the check, so parallel guesses cannot slip past a limit between a
 * read and a write. The charge stays only if the handler calls `failed()`; `settle()` gives it back.
 * An IP the account logged in from lately is not held by the account-wide limit, so guesses from
 * elsewhere cannot lock its owner out.
 */
export async function chargeAttempt(source: AttemptSource, merchantId: number, email: string) {
  const now = nowSeconds();
  const { d1, ip } = source;
  const accountAndIp = failureCounters(`account-ip:${merchantId}:${ip}:${email}`, ACCOUNT_AND_IP_LIMITS);
  const account = failureCounters(`account:${merchantId}:${email}`, ACCOUNT_LIMITS);
  const merchantAndIp = failureCounters(`ip:${merchantId}:${ip}`, MERCHANT_AND_IP_LIMITS);
  const counters = [...accountAndIp, ...account, ...merchantAndIp];
  const knownIp = await keyedHash(source.tokenSecret, `known-ip\u0000${merchantId}\u0000${email}\u0000${ip}`);
  const [states, known] = await Promise.all([
    bumpWindows(d1, counters, now),
    hasMark(d1, knownIp, KNOWN_IP_SECONDS, now),
  ]);
  // An IP the account logged in from is held by its own limits, never by guesses from elsewhere.
  const holding = counters.flatMap((counter, index) =>
    known && account.includes(counter) ? [] : [{ limit: counter.limit, ...states[index]! }],
  );
  const wait = secondsToWait(holding, now);
  const keys = counters.map((counter) => counter.key);
  let outcome: "pending" | "failed" | "succeeded" = "pending";
  return {
    limited: wait === null ? null : rateLimited(wait),
    failed() {
      outcome = "failed";
    },
    succeeded() {
      outcome = "succeeded";
    },
    async settle() {
      if (outcome === "failed") return;
      await refundCounters(d1, keys);
      if (outcome === "succeeded") {
        await Promise.all([
          clearCounters(
            d1,
            [...accountAndIp, ...account].map((counter) => counter.key),
          ),
          setMark(d1, knownIp, now),
        ]);
      }
    },
  };
}

/** Before a provider's token is verified there is no account: charged to the IP's limit only. */
export async function chargeIpAttempt(source: Pick<AttemptSource, "d1" | "ip">, merchantId: number) {
  const now = nowSeconds();
  const { d1 } = source;
  const counters = failureCounters(`ip:${merchantId}:${source.ip}`, MERCHANT_AND_IP_LIMITS);
  const states = await bumpWindows(d1, counters, now);
  const wait = secondsToWait(
    counters.map((counter, index) => ({ limit: counter.limit, ...states[index]! })),
    now,
  );
  let failed = false;
  return {
    limited: wait === null ? null : rateLimited(wait),
    failed() {
      failed = true;
    },
    async settle() {
      if (!failed)
        await refundCounters(
          d1,
          counters.map((counter) => counter.key),
        );
    },
  };
}
