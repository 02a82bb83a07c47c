import {
  data as respond,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BillPage, type BillActionData, type BillPageData } from "~/components/table/bill/BillPage";
import { autoRefreshStopped } from "~/lib/page/auto-refresh.server";
import { refusalStatus } from "~/lib/orders/orders.server";
import { billErrorKey, billPage, mustReadBill } from "~/lib/tables/table-bill.server";
import { forgetTable } from "~/lib/tables/table.server";
import { presentBill } from "~/lib/tables/table-bill-view";
import { textsClientLoader, type TextsHandle } from "~/lib/i18n/i18n";
import { flashedNotice } from "~/lib/i18n/i18n.server";
import type { FrameHandle } from "~/lib/page/revalidation";

/** Asking for the bill changes the table's bar. */
export const handle = { changesFrame: true, texts: ["autoRefresh", "tableBill"] } satisfies FrameHandle & TextsHandle;
export const clientLoader = textsClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

/** Only a guest of the table reaches it; a CLOSED table ends the stay: its keys leave the session. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = await billPage(context, request);
  const [result, settings] = await Promise.all([
    context.api.tableConsumption(page.slug, page.token, page.tableId),
    context.api.read("table_order_settings", page.slug, page.token).catch(() => null),
  ]);
  const consumption = mustReadBill(context, request, page, result);
  const bill = presentBill(consumption, {
    currency: page.currency,
    locale: page.locale,
    timeZone: page.timeZone,
    myClientId: page.tableClientId,
    serviceTaxBasisPoints: settings?.service_tax_enabled ? settings.service_tax_value : null,
    sizeLabel: (size) => page.t("cart.line.size", { size }),
  });
  if (bill.status === "CLOSED") forgetTable(page.session);
  return {
    title: page.t("tableBill.title"),
    bill,
    store: { name: page.merchant.generalInformations?.merchant.name ?? page.slug },
    notice: flashedNotice(page.session, page.t),
    hrefs: { self: page.href("/table/bill"), menu: page.href("/") },
    autoRefreshStopped: await autoRefreshStopped(request),
  } satisfies BillPageData;
}

/** Two posts that need no JavaScript; asked twice, the API answers the table as it is. */
export async function action({ request, context }: ActionFunctionArgs) {
  const page = await billPage(context, request);
  const form = await request.formData().catch(() => new FormData());
  const intent = form.get("intent");
  if (intent === "close") return { formError: null, confirmClose: true } satisfies BillActionData;
  if (intent === "close-confirm") {
    const result = await context.api.askForBill(page.slug, page.token, page.tableId);
    if (!result.ok) {
      if (result.status === 404 || result.status === 401) mustReadBill(context, request, page, result);
      return respond(
        { formError: billErrorKey(result.status, result.error.code), confirmClose: false } satisfies BillActionData,
        {
          status: refusalStatus(result.status),
        },
      );
    }
    page.session.flash("notice", "tableBill.close.done");
    return redirect(page.href("/table/bill"));
  }
  return respond({ formError: "tableBill.errors.generic", confirmClose: false } satisfies BillActionData, {
    status: 400,
  });
}

export default function TableBillRoute() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() ?? null;
  return <BillPage page={page} answer={answer} />;
}
