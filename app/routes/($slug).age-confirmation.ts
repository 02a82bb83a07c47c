import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { storeRedirectPath } from "~/lib/links";
import { storeBase, storeHome } from "~/lib/store.server";

/** Nothing to show: a GET lands back on the store (answering is a POST). */
export async function loader({ context }: LoaderFunctionArgs) {
  return redirect(storeHome(context));
}

/**
 * "I am 18 or older" (spec isOver18, decision 031), from the question a dish for adults asks first:
 * remembered in this store's session, then back to the page it was asked on (`returnTo`, a path of
 * this store only), where the dish now opens.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { session } = context;
  const store = storeBase(context);
  const home = storeHome(context);
  if (!session || !store) return redirect(home);
  session.set("isOver18", true);
  const form = await request.formData().catch(() => new FormData());
  return redirect(storeRedirectPath(form.get("returnTo"), store, home));
}
