import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { AUTO_REFRESH_ANCHOR } from "~/components/AutoRefresh";
import { autoRefreshCookie, isAutoRefreshChoice } from "~/lib/auto-refresh.server";
import { merchantHref, storeRedirectPath, type MerchantBase } from "~/lib/links";

function storeOf(context: LoaderFunctionArgs["context"]): MerchantBase | null {
  return context.merchantSlug ? { slug: context.merchantSlug, customDomain: context.customDomain } : null;
}

export async function loader({ context }: LoaderFunctionArgs) {
  const store = storeOf(context);
  return redirect(store ? merchantHref(store) : "/");
}

/** Remembers the choice, then back to the control on the page it came from (never another store or site). */
export async function action({ request, context }: ActionFunctionArgs) {
  const store = storeOf(context);
  const home = store ? merchantHref(store) : "/";
  const form = await request.formData().catch(() => new FormData());
  const choice = form.get("autoRefresh");
  const back = store ? storeRedirectPath(form.get("returnTo"), store, home) : home;
  const target = `${back.split("#")[0]}#${AUTO_REFRESH_ANCHOR}`;
  if (!isAutoRefreshChoice(choice)) return redirect(target);
  return redirect(target, { headers: { "Set-Cookie": await autoRefreshCookie.serialize(choice) } });
}
