/*
 * When the reconciliation cron reads a pending provider payment again (decision 088). A notification
 * normally settles a payment within seconds; the cron is for the ones that never arrive, so it waits
 * a few minutes before the first read, reads young payments often and old ones seldom, and gives
 * up on payments older than any deadline we set.
 */

/** A payment pending this long (seconds) without a notification is read from the provider. */
export const RECONCILE_AFTER_SECONDS = 180;
/** Within this age (seconds) a pending payment is read every RECONCILE_AFTER_SECONDS... */
export const FREQUENT_READS_SECONDS = 3_600;
/** ...and after it, at most once this often (seconds). */
export const SLOW_READ_SECONDS = 3_600;
/** A payment still pending this long after its creation (seconds, 7 days) is not read again. */
export const RECONCILE_HORIZON_SECONDS = 604_800;
/** Pending payments read per run, least recently read first. */
export const RECONCILE_LIMIT = 40;
/** Unpaid orders expired per run, earliest deadline first. */
export const EXPIRY_LIMIT = 100;

/** Every minute; the hourly cleanup keeps its own schedule. */
export const RECONCILIATION_CRON = "* * * * *";

/** The bounds (Unix seconds) of the pending payments due for a read at `now`. */
export interface ReadWindow {
  /** Created at or after this: younger than the horizon. */
  createdSince: number;
  /** Created at or after this: read on the frequent schedule. */
  frequentSince: number;
  /** A frequently read payment last read (or created) at or before this is due. */
  frequentReadBefore: number;
  /** An older one last read at or before this is due. */
  slowReadBefore: number;
}

export function readWindowAt(now: Date): ReadWindow {
  const at = Math.floor(now.getTime() / 1000);
  return {
    createdSince: at - RECONCILE_HORIZON_SECONDS,
    frequentSince: at - FREQUENT_READS_SECONDS,
    frequentReadBefore: at - RECONCILE_AFTER_SECONDS,
    slowReadBefore: at - SLOW_READ_SECONDS,
  };
}

/** The same rule as the query's, for one payment (created and last read at, Unix seconds). */
export function isReadDue(window: ReadWindow, attempt: { createdAt: number; readAt: number }): boolean {
  if (attempt.createdAt < window.createdSince) return false;
  const readBefore = attempt.createdAt >= window.frequentSince ? window.frequentReadBefore : window.slowReadBefore;
  return attempt.readAt <= readBefore;
}
