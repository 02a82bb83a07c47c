import { data as respond, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { ApiResult } from "~/lib/platform/api.server";
import { clientGone } from "~/lib/accounts/client-session.server";
import { requireStore } from "~/lib/store/store.server";
import { forgetTable } from "./table.server";

// The API answers 404 to anyone not at the table's current sitting, so the page never shows another table.

const ID = /^[1-9]\d{0,15}$/;

export async function billPage(context: AppLoadContext, request: Request) {
  const page = await requireStore(context, request);
  const tableId = page.session.get("tableId");
  const tableClientId = page.session.get("tableClientId");
  if (!tableId || !ID.test(tableId) || !tableClientId || !ID.test(tableClientId)) {
    // Not at a table (never joined, left, or the bill was closed): the menu, saying why.
    page.session.flash("notice", "tableBill.notAtTable");
    throw redirect(page.href("/"));
  }
  return { ...page, tableId: Number(tableId), tableClientId: Number(tableClientId) };
}
export type BillPage = Awaited<ReturnType<typeof billPage>>;

/** 404 (the sitting is over, or the guest left from another tab) forgets the table and goes to the menu. */
export function mustReadBill<T>(context: AppLoadContext, request: Request, page: BillPage, result: ApiResult<T>): T {
  if (result.ok) return result.data;
  const gone = clientGone(context, request, result as ApiResult<{ should_disconnect?: boolean }>);
  if (gone) throw gone;
  if (result.status === 404) {
    forgetTable(page.session);
    page.session.flash("notice", "tableBill.notAtTable");
    throw redirect(page.href("/"));
  }
  throw respond(null, { status: result.status >= 500 ? 503 : result.status === 429 ? 429 : 502 });
}

export function billErrorKey(status: number, code: string): string {
  if (status >= 500) return "tableBill.errors.unreachable";
  if (code === "INVALID_TRANSITION" || code === "TABLE_CLOSED") return "tableBill.errors.INVALID_TRANSITION";
  return "tableBill.errors.generic";
}
