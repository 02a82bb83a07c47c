import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

/**
 * A loader that throws, where the sandbox error tracker is on (local development and the
 * end-to-end tests, decision 077): the path an unexpected exception takes to the tracker, with the
 * request's URL in its message as careless code would put it. Everywhere else it is a 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (context.env.ERROR_TRACKER_SANDBOX !== "1") throw new Response(null, { status: 404 });
  throw new Error(`Probe of error reporting at ${request.url}`);
}
