import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { currentClient, logOut } from "~/lib/client-session.server";
import { merchantHref } from "~/lib/links";
import type { FrameHandle } from "~/lib/revalidation";

/** Logging out takes the customer's name out of the store's bar. */
export const handle = { changesFrame: true } satisfies FrameHandle;

function homeOf(context: LoaderFunctionArgs["context"]) {
  return context.merchantSlug ? merchantHref({ slug: context.merchantSlug, customDomain: context.customDomain }) : "/";
}

/** Nothing to show: a GET lands back on the store (logging out is a POST). */
export async function loader({ context }: LoaderFunctionArgs) {
  return redirect(homeOf(context));
}

/**
 * Logout (a POST form of the header and the profile page): the API revokes the client's token, so
 * a copy of the cookie made before is refused after; the session forgets the client; the store.
 * With the API down the session still forgets the client (the token then lives until it expires).
 */
export async function action({ context }: ActionFunctionArgs) {
  const { session, merchantSlug } = context;
  if (session && merchantSlug && currentClient(context)) {
    const token = session.get("accessToken");
    if (token) {
      const result = await context.api.logout(merchantSlug, token);
      if (!result.ok && result.status !== 401) console.error(`[storefront] logout at the API failed: ${result.status} ${result.error.code}`);
    }
    logOut(session);
    session.flash("notice", "auth.loggedOut");
  }
  return redirect(homeOf(context));
}
