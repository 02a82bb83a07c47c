import type { CloudflareOptions } from "@sentry/cloudflare";
import { errorSampleRate, scrubEvent } from "../../contract";
import type { Bindings } from "./env";
import { sandboxHost } from "./provider/sandbox-host";

/**
 * Options of the error tracker's SDK (decision 077): the DSN from the Worker's secrets (none: off),
 * the spec's sample rate (ERROR_REPORTING_SAMPLE_RATE in development and tests), no personal data,
 * no breadcrumbs, and every event scrubbed before it leaves. `sandbox` answers the requests of a
 * DSN on the sandbox host.
 */
export function errorReportingOptions(env: Bindings, sandbox: (request: Request) => Promise<Response> | Response): CloudflareOptions {
  const dsn = env.SENTRY_DSN?.trim() || undefined;
  const rate = errorSampleRate(env.ERROR_REPORTING_SAMPLE_RATE);
  // A DSN on the API's own host is its sandbox tracker (routes/provider-error-tracker.ts), answered in-process.
  const sandboxed = dsn !== undefined && sandboxHost(dsn);
  return {
    dsn,
    enabled: dsn !== undefined,
    sampleRate: rate,
    // No request spans: the SDK's span of one request is reached from another in a shared isolate
    // ("Cannot perform I/O on behalf of a different request", the API suite hung on it). Pages'
    // performance is the browser's sampled measurement (decision 077).
    sendDefaultPii: false,
    beforeBreadcrumb: () => null,
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
    transportOptions: {
      headers: { "content-type": "application/x-sentry-envelope" },
      ...(sandboxed ? { fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(sandbox(new Request(input, init))) } : {}),
    },
  };
}
