import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { socialLoginCallback } from "~/lib/accounts/social-login-pages.server";
import type { FrameHandle } from "~/lib/page/revalidation";

/** Logging in puts the customer's first name in the store's bar. */
export const handle = { changesFrame: true } satisfies FrameHandle;

/** The state is used once. Apple's cross-site POST is turned into this GET by server.ts. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return socialLoginCallback(context, request, params.provider);
}
