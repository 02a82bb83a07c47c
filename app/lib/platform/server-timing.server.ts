/**
 * The `Server-Timing` header of a page (decision 017), with a `pending` entry for a read still
 * running when the headers left. Entries are fixed labels, never a path, token, guid or query:
 * nothing secret or customer-specific reaches the header.
 */

export type TimingOutcome = "api" | "hit" | "miss";

export interface TimingSpan {
  end(outcome: TimingOutcome): void;
}

export interface ServerTiming {
  start(label: string): TimingSpan;
  header(): string;
  upstreamCalls(): number;
}

export function timingLabel(label: string): string {
  const safe = label.replace(/[^A-Za-z0-9_ .*/-]/g, "").slice(0, 40);
  return safe || "call";
}

const MAX_ENTRIES = 40;

/** Workers advance `performance.now()` on I/O only. */
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

export const noServerTiming: ServerTiming = {
  start: () => ({ end() {} }),
  header: () => "",
  upstreamCalls: () => 0,
};

/** Any other segment (a guid, an id) shows as `*`. */
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

export function callLabel(method: string, path: string): string {
  const segments = path.split("?")[0]!.split("/").filter(Boolean);
  const named = segments.slice(1).map((segment) => (CALL_SEGMENTS.has(segment) ? segment : "*"));
  return timingLabel(`${method} ${named.join("/")}`);
}
