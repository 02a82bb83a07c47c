import { redirect, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GatewayPage, type GatewayPageData } from "~/components/payment/GatewayPage";
import { leaveAnalyticsBehind } from "~/lib/platform/analytics.server";
import { gatewayOutcome, paymentFailureKey, paymentPageWithOrder } from "~/lib/checkout/payments.server";
import { requireStoreWithoutToken } from "~/lib/store/store.server";
import { textsClientLoader, type TextsHandle } from "~/lib/i18n/i18n";

export const handle = { texts: ["payment"] } satisfies TextsHandle;
export const clientLoader = textsClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

/**
 * Where the card provider sends the customer back. What it says comes from the order, never from the
 * URL alone; an error naming no order still says the payment failed and leads back to the checkout.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  if (query.get("status") === "error" && !query.get("order")) return withoutOrder(context, request);
  const { page, order } = await paymentPageWithOrder(context, request);
  const outcome = gatewayOutcome(query.get("status"), order);
  if (outcome.kind === "paid") throw redirect(page.href(`/orders/${order.id}?sent=1`), 303);
  const title =
    outcome.kind === "failed"
      ? page.t("payment.gateway.errorTitle")
      : outcome.kind === "pending"
        ? page.t("payment.gateway.pendingTitle")
        : page.t("payment.gateway.errorTitle");
  return {
    title,
    kind: outcome.kind,
    failureKey: outcome.kind === "failed" ? outcome.failureKey : null,
    orderId: order.id,
    total: page.money(order.summary.total),
    repayHref:
      outcome.kind === "failed" && outcome.canRepay ? page.href(`/payments/repayment?order=${order.id}`) : null,
    orderHref: page.href(`/orders/${order.id}`),
  } satisfies GatewayPageData;
}

/** Nothing is read, so nothing private and no login. */
async function withoutOrder(context: AppLoadContext, request: Request): Promise<GatewayPageData> {
  const { t, href } = await requireStoreWithoutToken(context, request);
  await leaveAnalyticsBehind(context, request);
  return {
    title: t("payment.gateway.errorTitle"),
    kind: "failed",
    failureKey: paymentFailureKey(null),
    orderId: null,
    total: null,
    repayHref: href("/checkout"),
    orderHref: null,
  };
}

export default function GatewayRoute() {
  const page = useLoaderData<typeof loader>();
  return <GatewayPage page={page} />;
}
