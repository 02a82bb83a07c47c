import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { authServices } from "~/lib/accounts/auth.server";
import { socialLoginStart } from "~/lib/accounts/social-login-pages.server";
import { redirectToQuery } from "~/lib/accounts/return-path";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const services = await authServices(context, request);
  return redirect(services.href(`/login${redirectToQuery(services.redirectTo)}`));
}

/** Off to the provider's page, with this login's state kept in the session. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  return socialLoginStart(context, request, params.provider);
}
