/**
 * Per-request recorder of what a page cost upstream, sent as the `Server-Timing` header
 * (docs/decisions/017): one `api` entry per call to the ordering API, one `cache` entry per
 * configuration read answered from the cache, and a `pending` entry for a read still running when
 * the headers left (a streamed read), so that the header never undercounts the calls a page
 * started. Entries are named by a fixed label (a read name, "token", "cart"...), never by a path,
 * a token, a cart guid or a query: nothing secret or customer-specific reaches the header.
 */

/** "miss": a cache lookup that found nothing; the call that follows has its own entry. */
export type TimingOutcome = "api" | "hit" | "miss";

export interface TimingSpan {
  /** The read or call ended: answered upstream ("api"), from the configuration cache ("hit"), or not found there ("miss"). */
  end(outcome: TimingOutcome): void;
}

export interface ServerTiming {
  /** Starts timing one read or call under a label; its entry counts as pending until `end`. */
  start(label: string): TimingSpan;
  /** The header's value: the entries, then `total` (time since the recorder was made). */
  header(): string;
  /** Calls made to the API so far (finished or still running), for logs and tests. */
  upstreamCalls(): number;
}

/** An entry stays short and safe to quote: letters, digits, space and `_ . - * /` only, 40 at most. */
export function timingLabel(label: string): string {
  const safe = label.replace(/[^A-Za-z0-9_ .*/-]/g, "").slice(0, 40);
  return safe || "call";
}

/** A header of a page with a runaway number of calls is cut, not grown without bound. */
const MAX_ENTRIES = 40;

/** `performance.now()` where there is one (Workers advance it on I/O), else the wall clock. */
const now = () => (typeof performance !== "undefined" ? performance.now() : Date.now());

interface Entry {
  label: string;
  startedAt: number;
  outcome?: TimingOutcome;
  duration?: number;
}

export function createServerTiming(clock: () => number = now): ServerTiming {
  const createdAt = clock();
  const entries: Entry[] = [];
  return {
    start(label) {
      const entry: Entry = { label: timingLabel(label), startedAt: clock() };
      entries.push(entry);
      return {
        end(outcome) {
          if (entry.outcome) return;
          entry.outcome = outcome;
          entry.duration = Math.max(0, Math.round(clock() - entry.startedAt));
        },
      };
    },
    header() {
      const shown = entries.filter((entry) => entry.outcome !== "miss");
      const parts = shown.slice(0, MAX_ENTRIES).map((entry) => {
        if (entry.outcome === "api") return `api;desc="${entry.label}";dur=${entry.duration}`;
        if (entry.outcome === "hit") return `cache;desc="hit ${entry.label}";dur=${entry.duration}`;
        return `pending;desc="${entry.label}"`;
      });
      if (shown.length > MAX_ENTRIES) parts.push(`more;desc="${shown.length - MAX_ENTRIES} more"`);
      parts.push(`total;dur=${Math.max(0, Math.round(clock() - createdAt))}`);
      return parts.join(", ");
    },
    upstreamCalls() {
      return entries.filter((entry) => entry.outcome === "api" || entry.outcome === undefined).length;
    },
  };
}

/** A recorder that records nothing (scripts and tests that do not look at timings). */
export const noServerTiming: ServerTiming = {
  start: () => ({ end() {} }),
  header: () => "",
  upstreamCalls: () => 0,
};

/** Path segments that name a resource of the API; any other segment (a guid, an id) shows as `*`. */
const CALL_SEGMENTS: ReadonlySet<string> = new Set([
  "carts",
  "items",
  "pizzas",
  "extras",
  "delivery_method",
  "minimum_order",
  "validate",
  "delivery_areas",
  "stores",
]);

/**
 * The label of an API call from its method and path, without the merchant slug, ids, guids or the
 * query: `GET /bella-napoli/carts/3f2a…/items/12?x=1` → `GET carts/*\/items/*`.
 */
export function callLabel(method: string, path: string): string {
  const segments = path.split("?")[0]!.split("/").filter(Boolean);
  const named = segments.slice(1).map((segment) => (CALL_SEGMENTS.has(segment) ? segment : "*"));
  return timingLabel(`${method} ${named.join("/")}`);
}
