import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { AUTO_REFRESH_ANCHOR } from "~/components/AutoRefresh";
import { autoRefreshCookie, isAutoRefreshChoice } from "~/lib/page/auto-refresh.server";
import { storeRedirectPath } from "~/lib/store/links";
import { storeBase, storeHome } from "~/lib/store/store.server";

export async function loader({ context }: LoaderFunctionArgs) {
  return redirect(storeHome(context));
}

/** Remembers the choice, then back to the control on the page it came from (never another store or site). */
export async function action({ request, context }: ActionFunctionArgs) {
  const store = storeBase(context);
  const home = storeHome(context);
  const form = await request.formData().catch(() => new FormData());
  const choice = form.get("autoRefresh");
  const back = store ? storeRedirectPath(form.get("returnTo"), store, home) : home;
  const target = `${back.split("#")[0]}#${AUTO_REFRESH_ANCHOR}`;
  if (!isAutoRefreshChoice(choice)) return redirect(target);
  return redirect(target, { headers: { "Set-Cookie": await autoRefreshCookie.serialize(choice) } });
}
