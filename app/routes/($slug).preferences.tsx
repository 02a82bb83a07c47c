import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { colorSchemeCookie, isColorScheme } from "~/lib/page/color-scheme.server";
import { dataSaverCookie, isDataSaverChoice } from "~/lib/page/data-saver.server";
import { isSupportedLanguage } from "~/lib/i18n/i18n";
import { languageCookie } from "~/lib/i18n/i18n.server";
import { safeRedirectPath } from "~/lib/store/links";
import type { FrameHandle } from "~/lib/page/revalidation";
import { storeHome } from "~/lib/store/store.server";

export const handle = { changesFrame: true } satisfies FrameHandle;

/** Nothing to show: a GET lands back on the store. */
export async function loader({ context }: LoaderFunctionArgs) {
  return redirect(storeHome(context));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const headers = new Headers();
  const language = form.get("language");
  if (isSupportedLanguage(language)) headers.append("Set-Cookie", await languageCookie.serialize(language));
  const colorScheme = form.get("colorScheme");
  if (isColorScheme(colorScheme)) headers.append("Set-Cookie", await colorSchemeCookie.serialize(colorScheme));
  const dataSaver = form.get("dataSaver");
  if (isDataSaverChoice(dataSaver)) headers.append("Set-Cookie", await dataSaverCookie.serialize(dataSaver));
  return redirect(safeRedirectPath(form.get("returnTo"), storeHome(context)), { headers });
}
