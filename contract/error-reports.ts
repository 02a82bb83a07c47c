import type { CloudflareOptions } from "@sentry/cloudflare";
import * as z from "zod";

/*
 * Error reporting of both Workers and of the browser (decision 077): what a report may carry. The
 * tracker gets where and what failed, never who it failed for: the scrubbing below runs on every
 * event before it leaves a Worker, whatever put the data there.
 */

/** Customer spec §7: one error in a thousand, and one trace in a thousand, reach the tracker in production. */
export const PRODUCTION_SAMPLE_RATE = 0.001;

/** How the SDK sends an envelope: `fetch`, or a sandbox tracker's own way in. */
type EnvelopeFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/**
 * The tracker SDK's options of both Workers: the DSN from the Worker's secrets (none: off), the
 * spec's sample rate (ERROR_REPORTING_SAMPLE_RATE in development and tests), no personal data, no
 * breadcrumbs, every event scrubbed before it leaves. `sandboxFetch` reaches the sandbox tracker a
 * DSN names, or is null for a real one.
 */
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
    // No request spans: the SDK's span of one request is reached from another in a shared isolate
    // ("Cannot perform I/O on behalf of a different request", the API suite hung on it). Pages'
    // performance is the browser's sampled measurement (decision 077).
    sendDefaultPii: false,
    beforeBreadcrumb: () => null,
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
    transportOptions: { headers: { "content-type": "application/x-sentry-envelope" }, ...(fetch ? { fetch } : {}) },
  };
}

/** The sample rate a Worker's `ERROR_REPORTING_SAMPLE_RATE` var asks for (0 to 1), else the production one. */
export function errorSampleRate(value: string | undefined): number {
  const rate = value === undefined || value.trim() === "" ? Number.NaN : Number(value);
  return Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : PRODUCTION_SAMPLE_RATE;
}

/** What the browser's reporter posts to `/_errors` (one error per request). */
export const browserErrorReportSchema = z.strictObject({
  type: z.string().max(100).default("Error"),
  message: z.string().max(1000),
  stack: z.string().max(8000).optional(),
  /** The page's path (the reporter never sends the query string). */
  path: z.string().max(500),
});
export type BrowserErrorReport = z.infer<typeof browserErrorReportSchema>;

/** Milliseconds since the page's navigation began, rounded; null when the browser did not measure it. */
const pageLoadMs = z.number().int().min(0).max(600_000).nullable();

/**
 * What a sampled page posts to `/_performance` once it is interactive: its path (one segment,
 * never a query) and its timings, numbers only.
 */
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
/** Phone numbers, CPFs, CEPs, card numbers: 8 or more digits, with the usual separators between them. */
const DIGIT_RUN = /\+?\(?\d(?:[\s().-]{0,2}\d){7,}/g;
/** Tokens: a Bearer value, or any opaque run of 32 or more letters and digits (JWTs, hex and base64 keys). */
const TOKEN = /Bearer\s+\S+|[\w-]{32,}(?:\.[\w-]{8,}){0,2}/g;
/** A query string in a URL or path: its values can be anything the customer typed. */
const QUERY = /\?[^\s"'#)]*/g;

/** The text with e-mails, long digit runs, tokens and query values replaced. */
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

/**
 * Keys of a report that hold the customer's data or the request's secrets, dropped wherever they
 * are: the user, cookies, headers (which carry both), bodies, query strings, breadcrumbs (they copy
 * console lines and URLs), extra data, and a span's request headers and query.
 */
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

/** A tracker's event (error or transaction) without any customer data: for `beforeSend` and `beforeSendTransaction`. */
export function scrubEvent<T extends object>(event: T): T {
  return scrubValue(event, null) as T;
}
