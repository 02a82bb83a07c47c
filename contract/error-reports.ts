import type { CloudflareOptions } from "@sentry/cloudflare";
import * as z from "zod";

// The tracker gets where and what failed, never who it failed for: the scrubbing below runs on every event
// before it leaves a Worker.

/** One error and one trace in a thousand (customer spec §7). */
export const PRODUCTION_SAMPLE_RATE = 0.001;

type EnvelopeFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export function errorTrackerOptions(
  settings: { SENTRY_DSN?: string; ERROR_REPORTING_SAMPLE_RATE?: string },
  sandboxFetch: (dsn: string) => EnvelopeFetch | null,
): CloudflareOptions {
  const dsn = settings.SENTRY_DSN?.trim() || undefined;
  const fetch = dsn === undefined ? null : sandboxFetch(dsn);
  return {
    dsn,
    enabled: dsn !== undefined,
    sampleRate: errorSampleRate(settings.ERROR_REPORTING_SAMPLE_RATE),
    // No request spans: in a shared isolate the SDK's span of one request is reached from another ("Cannot
    // perform I/O on behalf of a different request").
    sendDefaultPii: false,
    beforeBreadcrumb: () => null,
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
    transportOptions: { headers: { "content-type": "application/x-sentry-envelope" }, ...(fetch ? { fetch } : {}) },
  };
}

export function errorSampleRate(value: string | undefined): number {
  const rate = value === undefined || value.trim() === "" ? Number.NaN : Number(value);
  return Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : PRODUCTION_SAMPLE_RATE;
}

export const browserErrorReportSchema = z.strictObject({
  type: z.string().max(100).default("Error"),
  message: z.string().max(1000),
  stack: z.string().max(8000).optional(),
  path: z.string().max(500),
});
export type BrowserErrorReport = z.infer<typeof browserErrorReportSchema>;

/** Rounded milliseconds since the navigation began; null when the browser did not measure it. */
const pageLoadMs = z.number().int().min(0).max(600_000).nullable();

export const pageLoadReportSchema = z.strictObject({
  path: z.string().regex(/^\/[^/?#]{1,200}\/?$/),
  ttfb: pageLoadMs,
  fcp: pageLoadMs,
  lcp: pageLoadMs,
  dcl: pageLoadMs,
  load: pageLoadMs,
  interactive: pageLoadMs,
});
export type PageLoadReport = z.infer<typeof pageLoadReportSchema>;

const FILTERED = "[Filtered]";
const EMAIL = /[\w.%+-]+@[\w-]+(\.[\w-]+)+/g;
/** Phone numbers, CPFs, CEPs, card numbers: 8 or more digits, with the usual separators. */
const DIGIT_RUN = /\+?\(?\d(?:[\s().-]{0,2}\d){7,}/g;
/** A Bearer value, or any opaque run of 32 or more letters and digits (JWTs, hex and base64 keys). */
const TOKEN = /Bearer\s+\S+|[\w-]{32,}(?:\.[\w-]{8,}){0,2}/g;
/** Query values can be anything the customer typed. */
const QUERY = /\?[^\s"'#)]*/g;

export function scrubText(text: string): string {
  return text
    .replace(QUERY, (query) => {
      const names = query
        .slice(1)
        .split("&")
        .map((pair) => pair.split("=")[0])
        .filter((name) => name && /^[\w.[\]-]{1,40}$/.test(name));
      return names.length > 0 ? `?${names.map((name) => `${name}=${FILTERED}`).join("&")}` : "";
    })
    .replace(EMAIL, FILTERED)
    .replace(TOKEN, FILTERED)
    .replace(DIGIT_RUN, FILTERED);
}

/** Keys holding the customer's data or the request's secrets, dropped at any depth. */
const DROPPED_KEYS = new Set([
  "user",
  "cookies",
  "cookie",
  "headers",
  "data",
  "query_string",
  "breadcrumbs",
  "extra",
  "ip_address",
  "env",
  "vars",
  "http.query",
  "url.query",
  "http.request.header.cookie",
]);

/** The tracker's own ids (32 hex digits look like a token). */
const ID_KEYS = new Set(["event_id", "trace_id", "span_id", "parent_span_id", "segment_id", "sid"]);

function scrubValue(value: unknown, key: string | null): unknown {
  if (typeof value === "string") return key !== null && ID_KEYS.has(key) ? value : scrubText(value);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, key));
  if (value && typeof value === "object") {
    const kept: Record<string, unknown> = {};
    for (const [name, inner] of Object.entries(value)) {
      // A span's `data` is its attributes (scrubbed below), not a request body.
      if (DROPPED_KEYS.has(name) && !(name === "data" && key === "spans")) continue;
      if (name.startsWith("http.request.header.") || name.startsWith("http.response.header.")) continue;
      kept[name] = scrubValue(inner, name);
    }
    return kept;
  }
  return value;
}

export function scrubEvent<T extends object>(event: T): T {
  return scrubValue(event, null) as T;
}
