import { data } from "@remix-run/cloudflare";
import { useRouteError } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/lazy-frame";

// Matching here runs the root and store loaders, so the 404 is translated and in the store's frame.

export async function loader() {
  throw data(null, { status: 404 });
}

/** A post is the same 404, not Remix's 405. */
export async function action() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />;
}
