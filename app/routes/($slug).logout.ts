import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { currentClient, revokeClient } from "~/lib/client-session.server";
import type { FrameHandle } from "~/lib/revalidation";
import { storeHome } from "~/lib/store.server";

/** Logging out takes the customer's name out of the store's bar. */
export const handle = { changesFrame: true } satisfies FrameHandle;

/** Nothing to show: a GET lands back on the store (logging out is a POST). */
export async function loader({ context }: LoaderFunctionArgs) {
  return redirect(storeHome(context));
}

/**
 * Logout (a POST form of the header and the profile page): the API revokes the client's token, so
 * a copy of the cookie made before is refused after; the session forgets the client; the store.
 * With the API down the session still forgets the client (the token then lives until it expires).
 */
export async function action({ context }: ActionFunctionArgs) {
  const { session, merchantSlug } = context;
  if (session && merchantSlug && currentClient(context)) {
    await revokeClient(context, merchantSlug, session);
    session.flash("notice", "auth.loggedOut");
  }
  return redirect(storeHome(context));
}
