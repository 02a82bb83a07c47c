import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useAnswerHere } from "~/lib/page/use-answer-here";
import { ConsoleOrderPage, type ConsoleOrderAnswer } from "~/components/console/ConsoleOrder";
import {
  CANCEL_CHOICES,
  REFUND_CHOICES,
  consoleActionSchema,
  consoleRefundFormSchema,
  isConsoleAction,
  presentConsoleOrder,
} from "~/lib/console/console-orders.server";
import { consoleHref } from "~/lib/console/console-paths";
import { staffPage } from "~/lib/console/console-session.server";
import { storeDayCalls } from "~/lib/console/console-store-day-api.server";
import { presentEarlierOrders } from "~/lib/console/store-day.server";
import { orderIdParam } from "~/lib/orders/orders.server";
import { firstErrors } from "~/lib/page/form-fields.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await staffPage(context, request, params);
  const id = orderIdParam(params.id);
  const [result, earlier] = await Promise.all([
    page.api.order(page.slug, page.token, id),
    // Beside the order, never in its way: any failure to read them is only their section's.
    Promise.resolve()
      .then(() => storeDayCalls(context.api.send).earlier(page.slug, page.token, id))
      .catch(() => null),
  ]);
  if (!result.ok) return page.refused(result);
  const url = new URL(request.url);
  const done = url.searchParams.get("done");
  const self = consoleHref(page.slug, `/orders/${id}`);
  return {
    title: page.t("console.order.title", { id }),
    order: presentConsoleOrder(result.data, page.store, page.t, page.staff.role),
    // The customer's earlier orders: their failure leaves the order's page whole.
    earlier: earlier?.ok
      ? presentEarlierOrders(earlier.data.orders, page.store, (earlierId) =>
          consoleHref(page.slug, `/orders/${earlierId}`),
        )
      : null,
    done: isConsoleAction(done) ? done : null,
    changed: url.searchParams.get("changed") === "1",
    refunded: url.searchParams.get("refunded") === "1",
    choices: CANCEL_CHOICES,
    // A fresh nonce per page: the same form sent twice (a double tap, a resend) refunds once.
    refundForm: { ...REFUND_CHOICES, currency: page.store.currency, nonce: crypto.randomUUID() },
    hrefs: {
      self,
      inbox: consoleHref(page.slug, "/orders"),
      ticket80: `${self}/ticket?size=80mm`,
      ticketA4: `${self}/ticket?size=a4`,
    },
  };
}

export type ConsoleOrderData = Awaited<ReturnType<typeof loader>>;

/** A move the order no longer allows (someone else moved it) goes back and says so above its fresh state. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const page = await staffPage(context, request, params);
  const id = orderIdParam(params.id);
  const form = await request.formData().catch(() => new FormData());
  if (form.get("intent") === "refund") return refundAction(page, id, form);
  const submission = parseWithZod(form, { schema: consoleActionSchema });
  const chosen = String(form.get("action") ?? "");
  if (submission.status !== "success") {
    const errors = firstErrors(submission.error);
    return data<ConsoleOrderAnswer>(
      { action: chosen, errors, message: null, note: String(form.get("note") ?? "") },
      { status: 400 },
    );
  }
  const request_ = submission.value;
  const result = await page.api.act(
    page.slug,
    page.token,
    id,
    "reason" in request_
      ? { action: request_.action, reason: request_.reason, note: request_.note ?? null }
      : { action: request_.action },
  );
  if (!result.ok) {
    if (result.status === 409) return redirect(`${consoleHref(page.slug, `/orders/${id}`)}?changed=1`);
    if (result.error.code === "REVERSAL_FAILED") {
      return data<ConsoleOrderAnswer>(
        {
          action: chosen,
          errors: {},
          message: `console.order.actions.errors.REVERSAL_FAILED_${result.status >= 500 ? "DOWN" : "REFUSED"}`,
          note: String(form.get("note") ?? ""),
        },
        { status: result.status >= 500 ? 503 : 422 },
      );
    }
    if (result.status >= 500) {
      return data<ConsoleOrderAnswer>(
        {
          action: chosen,
          errors: {},
          message: "console.order.actions.errors.INTERNAL_ERROR",
          note: String(form.get("note") ?? ""),
        },
        { status: 503 },
      );
    }
    return page.refused(result);
  }
  return redirect(`${consoleHref(page.slug, `/orders/${id}`)}?done=${request_.action}`);
}

type Page = Awaited<ReturnType<typeof staffPage>>;

/** Bad input and refusals come back beside the refund form with what was typed; a refund made redirects. */
async function refundAction(page: Page, id: number, form: FormData) {
  const typed = {
    amount: String(form.get("amount") ?? ""),
    reason: String(form.get("reason") ?? ""),
    nonce: String(form.get("nonce") ?? ""),
  };
  const answer = (errors: Record<string, string>, message: string | null, status: number) =>
    data<ConsoleOrderAnswer>({ action: "REFUND", errors, message, note: "", refund: typed }, { status });
  const submission = parseWithZod(form, { schema: consoleRefundFormSchema(page.store.currency) });
  if (submission.status !== "success") return answer(firstErrors(submission.error), null, 400);
  const { amount, reason, nonce } = submission.value;
  const result = await page.api.refund(page.slug, page.token, id, { amount, reason, nonce });
  if (!result.ok) {
    if (result.error.code === "REFUND_TOO_LARGE")
      return answer({ amount: "console.order.refund.errors.tooLarge" }, null, 422);
    if (result.error.code === "REVERSAL_FAILED")
      return answer(
        {},
        `console.order.refund.errors.${result.status >= 500 ? "REVERSAL_FAILED_DOWN" : "REVERSAL_FAILED_REFUSED"}`,
        result.status >= 500 ? 503 : 422,
      );
    if (result.status === 409) return redirect(`${consoleHref(page.slug, `/orders/${id}`)}?changed=1`);
    if (result.status === 403) return answer({}, "console.order.refund.errors.FORBIDDEN", 403);
    if (result.status === 400) return answer({}, "console.order.refund.errors.invalid", 400);
    if (result.status >= 500) return answer({}, "console.order.actions.errors.INTERNAL_ERROR", 503);
    return page.refused(result);
  }
  return redirect(`${consoleHref(page.slug, `/orders/${id}`)}?refunded=1`);
}

export default function ConsoleOrderRoute() {
  return (
    <ConsoleOrderPage
      data={useLoaderData<typeof loader>()}
      answer={useAnswerHere(useActionData<ConsoleOrderAnswer>()) ?? null}
    />
  );
}
