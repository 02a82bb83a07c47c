import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { consoleHref } from "~/lib/console/console-paths";
import { consolePage, storageOf } from "~/lib/console/console-session.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await consolePage(context, request, params);
  return redirect(consoleHref(page.slug));
}

/** The API ends the login, so a copy of the cookie is refused after; with the API down the cookie still goes. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const page = await consolePage(context, request, params);
  const storage = storageOf(context, page.slug);
  const session = await storage.getSession(request.headers.get("Cookie"));
  const token = session.get("token");
  if (token) {
    const result = await page.api.logout(page.slug, token);
    if (!result.ok && result.status !== 401)
      console.error(`[console] logout at the API failed: ${result.status} ${result.error.code}`);
  }
  return redirect(`${consoleHref(page.slug, "/login")}?bye=1`, {
    headers: { "Set-Cookie": await storage.destroySession(session) },
  });
}
