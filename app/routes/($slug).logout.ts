import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { currentClient, revokeClient } from "~/lib/accounts/client-session.server";
import type { FrameHandle } from "~/lib/page/revalidation";
import { storeHome } from "~/lib/store/store.server";

/** Logging out takes the customer's name out of the store's bar. */
export const handle = { changesFrame: true } satisfies FrameHandle;

/** Nothing to show: a GET lands back on the store (logging out is a POST). */
export async function loader({ context }: LoaderFunctionArgs) {
  return redirect(storeHome(context));
}

/** The API revokes the token, so an older copy of the cookie is refused; with the API down the session forgets the client anyway. */
export async function action({ context }: ActionFunctionArgs) {
  const { session, slug: merchantSlug } = context.store;
  if (session && merchantSlug && currentClient(context)) {
    await revokeClient(context, merchantSlug, session);
    session.flash("notice", "auth.loggedOut");
  }
  return redirect(storeHome(context));
}
