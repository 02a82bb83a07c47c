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
import { formatInTimeZone } from "date-fns-tz";
import { Inbox } from "~/components/console/Inbox";
import type { InboxAnswer } from "~/components/console/InboxCard";
import {
  CANCEL_CHOICES,
  consoleActionSchema,
  inboxQuery,
  isConsoleAction,
  presentInbox,
} from "~/lib/console/console-orders.server";
import { consoleHref } from "~/lib/console/console-paths";
import { staffPage } from "~/lib/console/console-session.server";
import { orderIdParam } from "~/lib/orders/orders.server";
import { firstErrors } from "~/lib/page/form-fields.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

/** The inbox as the URL filters it; a card's move comes back here with what was done (`done`, `order`). */
function inboxHref(slug: string, query: { filter: string; today: boolean }, extra: Record<string, string> = {}) {
  return `${consoleHref(slug, "/orders")}?${new URLSearchParams({ filter: query.filter, today: query.today ? "1" : "0", ...extra })}`;
}

const idIn = (value: string | null) => (value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await staffPage(context, request, params);
  const url = new URL(request.url);
  const query = inboxQuery(url);
  const result = await page.api.orders(page.slug, page.token, query);
  if (!result.ok) return page.refused(result);
  const done = url.searchParams.get("done");
  const doneOrder = idIn(url.searchParams.get("order"));
  return {
    title: page.t("console.inbox.title"),
    query,
    orders: presentInbox(result.data.orders, page.slug, page.store),
    updatedAt: formatInTimeZone(new Date(), page.store.timeZone, "HH:mm:ss"),
    done: isConsoleAction(done) && doneOrder ? { action: done, order: doneOrder } : null,
    changed: idIn(url.searchParams.get("changed")),
    choices: CANCEL_CHOICES,
    hrefs: {
      self: inboxHref(page.slug, query),
      action: `${inboxHref(page.slug, query)}&index`,
      filters: Object.fromEntries(
        (["new", "active", "done", "all"] as const).map((filter) => [
          filter,
          inboxHref(page.slug, { ...query, filter }),
        ]),
      ),
      today: inboxHref(page.slug, { ...query, today: !query.today }),
    },
  };
}

export type InboxData = Awaited<ReturnType<typeof loader>>;

/**
 * A card's move (accept, refuse with its reason, the next step): back to the same inbox, saying what
 * was done; a move the order no longer allows (someone else moved it) says so instead.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const page = await staffPage(context, request, params);
  const query = inboxQuery(new URL(request.url));
  const form = await request.formData().catch(() => new FormData());
  const id = orderIdParam(String(form.get("order") ?? ""));
  const chosen = String(form.get("action") ?? "");
  const note = String(form.get("note") ?? "");
  const submission = parseWithZod(form, { schema: consoleActionSchema });
  if (submission.status !== "success")
    return data<InboxAnswer>(
      { order: id, action: chosen, errors: firstErrors(submission.error), message: null, note },
      { status: 400 },
    );
  const move = submission.value;
  const result = await page.api.act(
    page.slug,
    page.token,
    id,
    "reason" in move ? { action: move.action, reason: move.reason, note: move.note ?? null } : { action: move.action },
  );
  if (!result.ok) {
    if (result.status === 409) return redirect(inboxHref(page.slug, query, { changed: String(id) }));
    if (result.status >= 500)
      return data<InboxAnswer>(
        { order: id, action: chosen, errors: {}, message: "console.order.actions.errors.INTERNAL_ERROR", note },
        { status: 503 },
      );
    return page.refused(result);
  }
  return redirect(`${inboxHref(page.slug, query, { done: move.action, order: String(id) })}#console-inbox-result`);
}

export default function InboxPage() {
  return <Inbox data={useLoaderData<typeof loader>()} answer={useAnswerHere(useActionData<InboxAnswer>()) ?? null} />;
}
