import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { consoleHref } from "~/lib/console/console-paths";
import { safeNext, staffPage } from "~/lib/console/console-session.server";
import { isSupportedLanguage } from "~/lib/i18n/i18n";
import { consoleLanguageCookie } from "~/lib/i18n/i18n.server";
import type { FrameHandle } from "~/lib/page/revalidation";

export const handle = { changesFrame: true } satisfies FrameHandle;

/** Nothing to show: a GET lands on the inbox. */
export async function loader({ params }: LoaderFunctionArgs) {
  return redirect(consoleHref(params.slug ?? "", "/orders"));
}

/** The console's language, kept in its own cookie; back to the page it was chosen on, now in that language. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const page = await staffPage(context, request, params);
  const form = await request.formData().catch(() => new FormData());
  const language = form.get("language");
  const headers = new Headers();
  if (isSupportedLanguage(language)) headers.append("Set-Cookie", await consoleLanguageCookie.serialize(language));
  return redirect(safeNext(page.slug, form.get("returnTo")), { status: 303, headers });
}
