import { captureException } from "@sentry/cloudflare";

/*
 * Failed calls to the API, reported to the error tracker (customer spec §8: "with endpoint,
 * method, status and class"; decision 077). The endpoint is the path's shape, never its ids.
 */

/** An API path as an endpoint name: ids, guids and slugs become placeholders, the query goes. */
export function apiEndpointOf(path: string): string {
  const segments = path.split("?")[0]!.split("/").filter(Boolean);
  return `/${segments.map((segment) => (/^[a-z_]{1,40}$/.test(segment) ? segment : ":param")).join("/")}`;
}

/** What failed in a call to the API: the error's class (unreachable, a 5xx, an answer that breaks the contract). */
export type RequestFailureClass = "ApiUnreachable" | "ApiServerError" | "ApiContractBreach";

/** Reports a failed call to the API with its endpoint, method, status and class (customer spec §8). */
export function reportRequestFailure(method: string, path: string, status: number, failure: RequestFailureClass): void {
  const endpoint = apiEndpointOf(path);
  const error = new Error(`${method} ${endpoint} failed: ${failure} ${status}`);
  error.name = failure;
  captureException(error, { tags: { endpoint, method, status, class: failure } });
}
