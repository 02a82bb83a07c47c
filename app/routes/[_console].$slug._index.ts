import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { consoleHref } from "~/lib/console/console-paths";
import { consolePage } from "~/lib/console/console-session.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await consolePage(context, request, params);
  return redirect(consoleHref(page.slug, "/orders"));
}
