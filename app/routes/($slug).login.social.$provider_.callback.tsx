import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { socialLoginCallback } from "~/lib/social-login-pages.server";
import type { FrameHandle } from "~/lib/revalidation";

/** Logging in puts the customer's first name in the store's bar. */
export const handle = { changesFrame: true } satisfies FrameHandle;

/**
 * `GET /{slug}/login/social/{provider}/callback?code=&state=`: where the provider sends the
 * customer back. Its state is used once; the login ends here or goes back to the ways in with why.
 * (Apple's cross-site POST is turned into this GET by app/lib/platform/context.server.ts.)
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return socialLoginCallback(context, request, params.provider);
}
