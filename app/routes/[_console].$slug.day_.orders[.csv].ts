import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { staffPage } from "~/lib/console/console-session.server";
import { storeDayCalls } from "~/lib/console/console-store-day-api.server";
import { dateParam, dayOrdersCsv } from "~/lib/console/store-day.server";

/** The day's orders as a file: a plain link, so it downloads with or without scripts. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await staffPage(context, request, params);
  const result = await storeDayCalls(context.api.send).totals(page.slug, page.token, dateParam(new URL(request.url)));
  if (!result.ok) return page.refused(result);
  const totals = result.data;
  return new Response(dayOrdersCsv(totals, page.store, page.t), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${page.slug}-${totals.date}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
