/* Fixed windows (docs/decisions/044): at most `failures` in `windowSeconds`, then wait until the window ends. */

export interface FailureLimit {
  failures: number;
  windowSeconds: number;
}

/** One account from one IP (a customer who mistypes, or one guesser): a minute's wait, then the rest of a quarter hour. */
export const ACCOUNT_AND_IP_LIMITS: readonly FailureLimit[] = [
  { failures: 5, windowSeconds: 60 },
  { failures: 10, windowSeconds: 15 * 60 },
];

/** One account from every IP together (guesses spread over many IPs); an IP the account logged in from is not held by it. */
export const ACCOUNT_LIMITS: readonly FailureLimit[] = [{ failures: 20, windowSeconds: 15 * 60 }];

/** One IP at one merchant, every account together: a carrier NAT or a café's Wi-Fi holds many customers. */
export const MERCHANT_AND_IP_LIMITS: readonly FailureLimit[] = [{ failures: 300, windowSeconds: 15 * 60 }];

/** How long an IP stays known to an account after a login from it (a client token's lifetime). */
export const KNOWN_IP_SECONDS = 30 * 24 * 60 * 60;

/** The longest window of any limit: a counter older than that is over. */
export const LONGEST_FAILURE_WINDOW_SECONDS = Math.max(
  ...[...ACCOUNT_AND_IP_LIMITS, ...ACCOUNT_LIMITS, ...MERCHANT_AND_IP_LIMITS].map((limit) => limit.windowSeconds),
);

export interface ChargedLimit {
  limit: FailureLimit;
  count: number;
  windowStart: number;
}

export function secondsToWait(charged: readonly ChargedLimit[], now: number): number | null {
  const over = charged.filter(({ limit, count }) => count > limit.failures);
  if (over.length === 0) return null;
  return Math.max(1, ...over.map(({ limit, windowStart }) => windowStart + limit.windowSeconds - now));
}
