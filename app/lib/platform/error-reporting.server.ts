import { captureEvent, type CloudflareOptions } from "@sentry/cloudflare";
import { browserErrorReportSchema, errorTrackerOptions, pageLoadReportSchema } from "../../../contract";
import { apiFetcher } from "./api.server";
import type { Env } from "./env.server";

// Error reporting (decision 077): the Worker's exceptions, failed API calls and the browser's errors,
// all scrubbed of customer data (contract/error-reports.ts) before they leave.

/** A DSN on the API's internal host is the API's sandbox tracker, reached through the service binding. */
const SANDBOX_TRACKER_HOST = "api.internal";

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
};

export function errorReportingOptions(env: Env): CloudflareOptions {
  return errorTrackerOptions(env, (dsn) => {
    if (hostOf(dsn) !== SANDBOX_TRACKER_HOST) return null;
    const sandbox = apiFetcher({ binding: env.API, origin: env.API_ORIGIN });
    return (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      return sandbox(`${url.pathname}${url.search}`, init);
    };
  });
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Sentry wants the oldest frame first; a browser's stack lists the most recent first. */
function framesOf(stack: string | undefined) {
  const frames = (stack ?? "")
    .split("\n")
    .map(
      (line) =>
        /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?\s*$/.exec(line) ?? /^\s*(.*?)@(.+?):(\d+):(\d+)\s*$/.exec(line),
    )
    .filter((match) => match !== null)
    .slice(0, 50)
    .map((match) => ({
      function: match[1] || "?",
      filename: match[2]!.split("?")[0],
      lineno: Number(match[3]),
      colno: Number(match[4]),
      in_app: true,
    }));
  return frames.reverse();
}

/** 204 either way. */
export async function browserErrorResponse(request: Request): Promise<Response> {
  const text = await request.text().catch(() => "");
  const parsed = text.length <= 16_384 ? browserErrorReportSchema.safeParse(parseJson(text)) : null;
  if (parsed?.success) {
    const report = parsed.data;
    const frames = framesOf(report.stack);
    captureEvent({
      level: "error",
      platform: "javascript",
      exception: {
        values: [
          { type: report.type, value: report.message, ...(frames.length > 0 ? { stacktrace: { frames } } : {}) },
        ],
      },
      tags: { source: "browser", path: report.path.split("?")[0] },
    });
  }
  return new Response(null, { status: parsed?.success ? 204 : 400, headers: { "Cache-Control": "no-store" } });
}

const randomHex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, "0")).join("");

/** The page sampled the visit (5 %), so the traces' own rate does not apply again. 400 for anything but numbers. */
export async function pageLoadResponse(request: Request): Promise<Response> {
  const text = await request.text().catch(() => "");
  const parsed = text.length <= 2_048 ? pageLoadReportSchema.safeParse(parseJson(text)) : null;
  if (parsed?.success) {
    const { path, interactive, ...timings } = parsed.data;
    const end = Date.now() / 1000;
    const start = end - (interactive ?? 0) / 1000;
    const measured = Object.entries({ ...timings, interactive }).filter(
      (entry): entry is [string, number] => entry[1] !== null,
    );
    captureEvent({
      type: "transaction",
      platform: "javascript",
      transaction: path,
      transaction_info: { source: "url" },
      start_timestamp: start,
      timestamp: end,
      contexts: { trace: { trace_id: randomHex(16), span_id: randomHex(8), op: "pageload", origin: "manual" } },
      measurements: Object.fromEntries(measured.map(([name, value]) => [name, { value, unit: "millisecond" }])),
      spans: [],
      tags: { source: "browser" },
    });
  }
  return new Response(null, { status: parsed?.success ? 204 : 400, headers: { "Cache-Control": "no-store" } });
}
