import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { storeRedirectPath } from "~/lib/store/links";
import { storeBase, storeHome } from "~/lib/store/store.server";

export async function loader({ context }: LoaderFunctionArgs) {
  return redirect(storeHome(context));
}

/** "I am 18 or older": remembered in this store's session, then back to `returnTo` (a path of this store only). */
export async function action({ request, context }: ActionFunctionArgs) {
  const { session } = context.store;
  const store = storeBase(context);
  const home = storeHome(context);
  if (!session || !store) return redirect(home);
  session.set("isOver18", true);
  const form = await request.formData().catch(() => new FormData());
  return redirect(storeRedirectPath(form.get("returnTo"), store, home));
}
