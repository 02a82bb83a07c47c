import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadMenuDialog } from "./($slug)._index/dialog.server";

/**
 * One dialog of the menu, alone: what the menu page fetches when a dish is opened with JavaScript
 * (the page itself is not loaded again). Same query as the menu's (`?modal=&modalId=`). An unknown
 * store is a 404; when the API cannot answer it is a 503 (429 for its rate limit), and the page
 * loads itself again, which shows the dialog or the store's error page with a way back.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return Response.json(await loadMenuDialog(request, context));
}

/** What the menu page reads from this route (a plain JSON GET, decision 027: no route discovery before a dish opens). */
export type MenuDialogData = Awaited<ReturnType<typeof loadMenuDialog>>;
