import type { ConsoleWaiting } from "../../../contract";

/** How often the chime sounds again while an order still awaits an answer (when the screen keeps it on). */
export const CHIME_REPEAT_MS = 20_000;

export interface ConsoleAlertsView {
  count: number;
  ids: number[];
  /** Minutes the oldest waiting order has waited; null when none waits. */
  oldestMinutes: number | null;
  /** Orders the store's auto-accept accepted lately (a screen printing on accept prints them too). */
  autoAccepted: number[];
}

/** The bar's data, from the API's waiting orders at `now`. */
export function presentAlerts(waiting: ConsoleWaiting, now: Date): ConsoleAlertsView {
  return {
    count: waiting.waiting,
    ids: waiting.waiting_ids,
    oldestMinutes: waiting.oldest_waiting_at ? minutesSince(waiting.oldest_waiting_at, now) : null,
    autoAccepted: waiting.auto_accepted_ids,
  };
}

/** Whole minutes from `at` to `now`, never below 0 (a clock a little ahead is not the future). */
export function minutesSince(at: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(at)) / 60_000));
}

/**
 * The waiting ids `seen` did not hold, in order: each is news, whether placed just now or a PIX just
 * paid while newer orders waited. On the first look (`seen` null) nothing is: those were there already.
 */
export function arrivedIds(seen: ReadonlySet<number> | null, waiting: readonly number[]): number[] {
  if (seen === null) return [];
  return waiting.filter((id) => !seen.has(id));
}
