import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { KitchenTicket } from "~/components/console/KitchenTicket";
import { presentConsoleOrder } from "~/lib/console/console-orders.server";
import { consoleHref } from "~/lib/console/console-paths";
import { staffPage } from "~/lib/console/console-session.server";
import { orderIdParam } from "~/lib/orders/orders.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await staffPage(context, request, params);
  const id = orderIdParam(params.id);
  const result = await page.api.order(page.slug, page.token, id);
  if (!result.ok) return page.refused(result);
  const size = new URL(request.url).searchParams.get("size") === "a4" ? "a4" : "80mm";
  return {
    title: page.t("console.ticket.title", { id }),
    size,
    storeName: page.store.name,
    order: presentConsoleOrder(result.data, page.store, page.t),
    hrefs: { order: consoleHref(page.slug, `/orders/${id}`) },
  } as const;
}

export default function TicketRoute() {
  return <KitchenTicket data={useLoaderData<typeof loader>()} />;
}
