import type { CloudflareOptions } from "@sentry/cloudflare";
import { errorTrackerOptions } from "../../contract";
import type { Bindings } from "./env";
import { sandboxHost } from "./provider/sandbox-host";

/**
 * The API's options of the error tracker's SDK (decision 077, contract/error-reports.ts). A DSN on
 * the API's own host is its sandbox tracker (routes/provider-error-tracker.ts), answered in-process by `sandbox`.
 */
export function errorReportingOptions(env: Bindings, sandbox: (request: Request) => Promise<Response> | Response): CloudflareOptions {
  return errorTrackerOptions(env, (dsn) =>
    sandboxHost(dsn) ? (input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(sandbox(new Request(input, init))) : null,
  );
}
