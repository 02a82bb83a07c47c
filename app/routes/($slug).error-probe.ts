import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

/** Throws where the sandbox error tracker is on (decision 077), with the URL in its message; a 404 elsewhere. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (context.env.ERROR_TRACKER_SANDBOX !== "1") throw new Response(null, { status: 404 });
  throw new Error(`Probe of error reporting at ${request.url}`);
}
