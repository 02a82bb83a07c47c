import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { merchantHref, storeRedirectPath } from "~/lib/links";

function homeOf(context: LoaderFunctionArgs["context"]) {
  return context.merchantSlug ? merchantHref({ slug: context.merchantSlug, customDomain: context.customDomain }) : "/";
}

export async function loader({ context }: LoaderFunctionArgs) {
  return redirect(homeOf(context));
}

/** "I am 18 or older": remembered in this store's session, then back to `returnTo` (a path of this store only). */
export async function action({ request, context }: ActionFunctionArgs) {
  const { session, merchantSlug } = context;
  const home = homeOf(context);
  if (!session || !merchantSlug) return redirect(home);
  session.set("isOver18", true);
  const form = await request.formData().catch(() => new FormData());
  return redirect(storeRedirectPath(form.get("returnTo"), { slug: merchantSlug, customDomain: context.customDomain }, home));
}
