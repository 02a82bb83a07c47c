import { data } from "@remix-run/cloudflare";
import { useRouteError } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/lazy-frame";

// Any other path under a store (/bella-napoli/nao-existe) is a 404 of that store: matching it here
// runs the root and store loaders, so the page is translated, in the store's colours, with its bar
// and footer, instead of Remix's bare no-route page.

export async function loader() {
  throw data(null, { status: 404 });
}

/** A post to such a path is the same 404, not Remix's 405 for a route without an action. */
export async function action() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />;
}
