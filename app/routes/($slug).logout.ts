import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { currentClient, logOut } from "~/lib/client-session.server";
import { merchantHref } from "~/lib/links";
import type { FrameHandle } from "~/lib/revalidation";

/** Logging out takes the customer's name out of the store's bar. */
export const handle = { changesFrame: true } satisfies FrameHandle;

function homeOf(context: LoaderFunctionArgs["context"]) {
  return context.merchantSlug ? merchantHref({ slug: context.merchantSlug, customDomain: context.customDomain }) : "/";
}

export async function loader({ context }: LoaderFunctionArgs) {
  return redirect(homeOf(context));
}

/** The API revokes the token, so an older copy of the cookie is refused; with the API down the session forgets the client anyway. */
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
