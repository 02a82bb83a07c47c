import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GatewayPage, type GatewayPageData } from "~/components/payment/GatewayPage";
import { gatewayOutcome, mustReadPayment, paymentPage, readOrder } from "~/lib/payments.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }, { name: "robots", content: "noindex" }];

/**
 * `/{slug}/gateway?status=success|error&order={id}`: where the card provider sends the customer
 * back (the return and cancel addresses of the charge). What the page says comes from the order,
 * never from the URL alone: a paid order goes to its page ("order sent"); a rejected one shows why
 * and the way back to paying; one still awaiting the charge shows it pending. Login required (the
 * order is a logged-in client's); anyone else's order is the not-found page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = await paymentPage(context, request);
  const order = mustReadPayment(page, await readOrder(context.api, page.slug, page.client.token, page.orderId));
  const outcome = gatewayOutcome(new URL(request.url).searchParams.get("status"), order);
  if (outcome.kind === "paid") throw redirect(page.href(`/orders/${order.id}?sent=1`), 303);
  const title =
    outcome.kind === "failed" ? page.t("payment.gateway.errorTitle") : outcome.kind === "pending" ? page.t("payment.gateway.pendingTitle") : page.t("payment.gateway.errorTitle");
  return {
    title,
    kind: outcome.kind,
    failureKey: outcome.kind === "failed" ? outcome.failureKey : null,
    orderId: order.id,
    total: page.money(order.summary.total),
    repayHref: outcome.kind === "failed" && outcome.canRepay ? page.href(`/payments/repayment?order=${order.id}`) : null,
    orderHref: page.href(`/orders/${order.id}`),
  } satisfies GatewayPageData;
}

export default function GatewayRoute() {
  const page = useLoaderData<typeof loader>();
  return <GatewayPage page={page} />;
}
