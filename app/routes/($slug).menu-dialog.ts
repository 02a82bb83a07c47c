import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadMenuDialog } from "~/routes/($slug)._index/dialog.server";

/**
 * One dialog of the menu, alone, fetched when a dish opens with JavaScript. When the API cannot answer
 * (503, 429) the page loads itself again, which shows the dialog or the store's error page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return Response.json(await loadMenuDialog(request, context));
}

/** A plain JSON GET: no route discovery before a dish opens (decision 027). */
export type MenuDialogData = Awaited<ReturnType<typeof loadMenuDialog>>;
