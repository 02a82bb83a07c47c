import type { CloudflareOptions } from "@sentry/cloudflare";
import { errorTrackerOptions } from "../../contract";
import type { Bindings } from "./env";
import { sandboxHost } from "./provider/sandbox-host";

/** The error tracker SDK's options (decision 077); a DSN on the API's own host is answered in-process by `sandbox`. */
export function errorReportingOptions(
  env: Bindings,
  sandbox: (request: Request) => Promise<Response> | Response,
): CloudflareOptions {
  return errorTrackerOptions(env, (dsn) =>
    sandboxHost(dsn)
      ? (input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(sandbox(new Request(input, init)))
      : null,
  );
}
