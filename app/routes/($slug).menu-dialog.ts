import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { dialogKey } from "~/lib/modal-url";
import { loadMenuDialog } from "./($slug)._index/dialog.server";

/**
 * One dialog of the menu, alone: what the menu page fetches when a dish is opened with JavaScript
 * (the page itself is not loaded again). Same query as the menu's (`?modal=&modalId=`). When the
 * API cannot answer it says `unavailable` and the page loads itself again, which shows the dialog
 * or the store's error page with a way back.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!context.merchantSlug) throw data(null, { status: 404 });
  const unavailable: MenuDialogData = { key: dialogKey(new URL(request.url).searchParams), itemModal: null, pizzaModal: null, unavailable: true };
  const token = await context.accessToken().catch(() => undefined);
  if (token === null) throw data(null, { status: 404 });
  if (token === undefined) return Response.json(unavailable);
  const dialog = await loadMenuDialog(request, context, token).catch(() => null);
  return Response.json(dialog ? { ...dialog, unavailable: false } : unavailable);
}

/** What the menu page reads from this route (a plain JSON GET, decision 027: no route discovery before a dish opens). */
export type MenuDialogData = Awaited<ReturnType<typeof loadMenuDialog>> & { unavailable: boolean };
