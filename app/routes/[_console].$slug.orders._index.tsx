import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { formatInTimeZone } from "date-fns-tz";
import { Inbox } from "~/components/console/Inbox";
import { inboxQuery, presentInbox } from "~/lib/console/console-orders.server";
import { consoleHref } from "~/lib/console/console-paths";
import { staffPage } from "~/lib/console/console-session.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await staffPage(context, request, params);
  const query = inboxQuery(new URL(request.url));
  const result = await page.api.orders(page.slug, page.token, query);
  if (!result.ok) return page.refused(result);
  const { orders, waiting, newest_waiting_id } = result.data;
  const href = (filter: string, today: boolean) =>
    `${consoleHref(page.slug, "/orders")}?${new URLSearchParams({ filter, today: today ? "1" : "0" })}`;
  return {
    title: page.t("console.inbox.title"),
    query,
    orders: presentInbox(orders, page.slug, page.store),
    waiting,
    newestWaitingId: newest_waiting_id,
    updatedAt: formatInTimeZone(new Date(), page.store.timeZone, "HH:mm:ss"),
    hrefs: {
      self: href(query.filter, query.today),
      filters: Object.fromEntries(
        (["new", "active", "done", "all"] as const).map((filter) => [filter, href(filter, query.today)]),
      ),
      today: href(query.filter, !query.today),
    },
  };
}

export type InboxData = Awaited<ReturnType<typeof loader>>;

export default function InboxPage() {
  return <Inbox data={useLoaderData<typeof loader>()} />;
}
