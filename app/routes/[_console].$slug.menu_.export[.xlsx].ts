import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { menuExportFile, menuFileDownload } from "~/lib/console/console-menu-spreadsheet-api.server";
import { staffPage } from "~/lib/console/console-session.server";

/** The menu as an Excel workbook, for any staff member: a plain link, so it downloads with or without scripts. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await staffPage(context, request, params);
  const result = await menuExportFile(context, page.slug, page.token, "xlsx");
  if (!result.ok) return page.refused(result);
  return menuFileDownload(result.data, `${page.slug}-menu.xlsx`);
}
