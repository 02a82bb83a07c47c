import { bumpWindows, clearCounters, hasMark, refundCounters, setMark } from "../db/clients";
import { ACCOUNT_AND_IP_LIMITS, ACCOUNT_LIMITS, type FailureLimit, KNOWN_IP_SECONDS, MERCHANT_AND_IP_LIMITS, secondsToWait } from "../domain/login-limits";
import { RateLimitedError } from "../http/errors";
import { keyedHash } from "./client-secrets";

const nowSeconds = () => Math.floor(Date.now() / 1000);

/*
 * Limits on guessing a customer's password or e-mail token: wrong attempts per account, per
 * account and IP, and per IP at a merchant (domain/login-limits.ts, docs/decisions/044).
 */

/** Where attempts come from: the database their counters live in, the key of the IP marks, and the caller's IP. */
export interface AttemptSource {
  d1: D1Database;
  tokenSecret: string;
  ip: string;
}

/** The refusal of a limit past, with how long to wait. */
export const rateLimited = (retryAfter: number) => new RateLimitedError(retryAfter);

const failureCounters = (scope: string, limits: readonly FailureLimit[]) =>
  limits.map((limit) => ({ key: `fail:${scope}:${limit.windowSeconds}`, windowSeconds: limit.windowSeconds, limit }));

/**
 * One attempt at a password or token of `email`, charged to every limit BEFORE it is checked, so
 * parallel guesses cannot slip past a limit between a read and a write. `limited` is the 429
 * refusal to throw (with the real wait) once a limit is past; the account-wide limit does not hold an IP
 * the account logged in from lately, so guesses from elsewhere cannot lock its owner out there.
 * The charge stays only if the handler calls `failed()`; `settle()` (in a finally) gives it back
 * otherwise, and after a success forgives the account's failures and remembers the IP (never
 * the IP's failures at the merchant, which count for every account tried from it).
 */
export async function chargeAttempt(source: AttemptSource, merchantId: number, email: string) {
  const now = nowSeconds();
  const { d1, ip } = source;
  const accountAndIp = failureCounters(`account-ip:${merchantId}:${ip}:${email}`, ACCOUNT_AND_IP_LIMITS);
  const account = failureCounters(`account:${merchantId}:${email}`, ACCOUNT_LIMITS);
  const merchantAndIp = failureCounters(`ip:${merchantId}:${ip}`, MERCHANT_AND_IP_LIMITS);
  const counters = [...accountAndIp, ...account, ...merchantAndIp];
  const knownIp = await keyedHash(source.tokenSecret, `known-ip\u0000${merchantId}\u0000${email}\u0000${ip}`);
  const [states, known] = await Promise.all([bumpWindows(d1, counters, now), hasMark(d1, knownIp, KNOWN_IP_SECONDS, now)]);
  // An IP the account logged in from is held by its own limits, never by guesses from elsewhere.
  const holding = counters.flatMap((counter, index) => (known && account.includes(counter) ? [] : [{ limit: counter.limit, ...states[index]! }]));
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

/**
 * One attempt at a login whose account is unknown until a provider's token is verified (social
 * login): charged to the IP's limit at the merchant only, before the check, and kept only if the
 * handler calls `failed()`, like chargeAttempt's.
 */
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
