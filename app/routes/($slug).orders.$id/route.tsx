import {
  data as respond,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useAnswerHere } from "~/lib/page/use-answer-here";
import { OrderPage, type OrderActionData, type OrderPageData } from "~/components/orders/OrderPage";
import { comeBackToAnalytics } from "~/lib/platform/analytics.server";
import { autoRefreshStopped } from "~/lib/page/auto-refresh.server";
import { merchantView } from "~/lib/store/merchant-view.server";
import { BankPayment, OrderDetails, staticPart } from "~/partial/index.server";
import { currentClient } from "~/lib/accounts/client-session.server";
import { orderStatusView, presentOrder, whatsappHref } from "~/lib/orders/order-view";
import {
  adultDishesOf,
  mustReadOrder,
  orderErrorKey,
  orderIdParam,
  refusalStatus,
  reorderNotice,
} from "~/lib/orders/orders.server";
import { rateOrderFromForm } from "~/lib/orders/order-rating.server";
import { qrSvg } from "~/lib/platform/qr.server";
import { ratingView } from "~/lib/orders/rating-view";
import { footerFrom } from "~/lib/store/store-info.server";
import { requireStore } from "~/lib/store/store.server";
import type { FrameHandle } from "~/lib/page/revalidation";
import { textsClientLoader, type TextsHandle } from "~/lib/i18n/i18n";
import { flashedNotice } from "~/lib/i18n/i18n.server";

/** Canceling or ordering again changes "track your order" under the store's bar. */
export const handle = {
  changesFrame: true,
  texts: [
    "age.confirm",
    "autoRefresh",
    "cards.brands",
    "orders.back",
    "orders.cancel",
    "orders.cancellation",
    "orders.deliveryCode",
    "orders.errors",
    "orders.failure",
    "orders.kitchen",
    "orders.myOrders",
    "orders.payment",
    "orders.paymentStatus",
    "orders.pix",
    "orders.placedAt",
    "orders.progress",
    "orders.rating.title",
    "orders.rating.yours",
    "orders.refresh",
    "orders.reorder",
    "orders.repay",
    "orders.sent",
    "orders.status",
    "orders.statusNow",
    "orders.steps",
  ],
} satisfies FrameHandle & TextsHandle;
export const clientLoader = textsClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

/** Only the visitor who placed it or its client may see it: the API answers 404 to anyone else. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  // The checkout runs no analytics: the order's Purchase is fired in a new document.
  await comeBackToAnalytics(context, request);
  const id = orderIdParam(params.id);
  const page = await requireStore(context, request);
  const order = mustReadOrder(context, request, await context.api.getOrder(page.slug, page.token, id));
  if (order.status_code === 2 && page.session.get("lastOrderId") === String(order.id))
    page.session.unset("lastOrderId");
  const view = presentOrder(order, {
    currency: page.currency,
    locale: page.locale,
    timeZone: page.timeZone,
    sizeLabel: (size) => page.t("cart.line.size", { size }),
  });
  const info = page.merchant.generalInformations;
  const footer = footerFrom(info);
  const url = new URL(request.url);
  const store = {
    name: info?.merchant.name ?? page.slug,
    pickup: order.delivery.type !== "DELIVERY" && footer?.address ? [footer.address.line1, footer.address.line2] : null,
    phone:
      footer?.contact?.phone && footer.contact.phoneHref
        ? { display: footer.contact.phone, href: footer.contact.phoneHref }
        : null,
    whatsapp: whatsappHref(info, order.id, page.t("orders.contact.whatsappMessage", { id: order.id })),
  };
  const parts = { language: page.language, merchant: merchantView(page.merchant, page.language) };
  return {
    title: page.t("orders.title", { id: order.id }),
    order: orderStatusView(view),
    // Drawn here: no QR code library in the browser.
    qr: view.pix ? qrSvg(view.pix.code) : null,
    sent: url.searchParams.get("sent") === "1",
    notice: flashedNotice(page.session, page.t),
    details: staticPart(context, parts, <OrderDetails order={view} store={store} />),
    bankPayment:
      view.bank || view.ticket
        ? staticPart(context, parts, <BankPayment bank={view.bank} ticket={view.ticket} />)
        : null,
    hrefs: {
      self: page.href(`/orders/${order.id}`),
      menu: page.href("/"),
      repay: page.href(`/payments/repayment?order=${order.id}`),
      orders: currentClient(context) ? page.href("/orders") : null,
    },
    rating: ratingView(order),
    autoRefreshStopped: await autoRefreshStopped(request),
  } satisfies OrderPageData;
}

/** "Cancel" in two posts that need no JavaScript; "order again" asks the age question first for dishes for adults. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const id = orderIdParam(params.id);
  const page = await requireStore(context, request);
  const form = await request.formData().catch(() => new FormData());
  const intent = form.get("intent");
  const refused = (result: { status: number; error: { code: string } }) =>
    respond({ formError: orderErrorKey(result.error, result.status), confirmCancel: false } satisfies OrderActionData, {
      status: refusalStatus(result.status),
    });

  if (intent === "reorder-over18") page.session.set("isOver18", true);
  if (intent === "reorder" || intent === "reorder-over18") {
    if (page.session.get("isOver18") !== true) {
      const order = mustReadOrder(context, request, await context.api.getOrder(page.slug, page.token, id));
      const adultDishes = await adultDishesOf(context, page, order);
      if (!adultDishes)
        return respond({ formError: "orders.errors.unreachable", confirmCancel: false } satisfies OrderActionData, {
          status: 503,
        });
      // Nothing reaches a cart before the answer, whatever posted (a stale page, a crafted form).
      if (adultDishes.length > 0)
        return respond({ formError: null, confirmCancel: false, adultDishes } satisfies OrderActionData, {
          status: 403,
        });
    }
    const result = await context.api.reorder(page.slug, page.token, id);
    if (!result.ok) {
      if (result.status === 404 || result.status === 401) mustReadOrder(context, request, result);
      return refused(result);
    }
    page.session.set("cartGuid", result.data.cart_guid);
    // "Pedir de novo" is the yes to ordering the same again: the checkout does not ask it.
    page.session.set("repeatConfirmedFor", result.data.cart_guid);
    page.session.flash("notice", reorderNotice(result.data.skipped, page.t));
    return redirect(page.href("/cart"));
  }
  if (intent === "rate")
    return rateOrderFromForm(context, request, page, id, form, { back: page.href(`/orders/${id}`), notice: true });
  if (intent === "cancel") return { formError: null, confirmCancel: true } satisfies OrderActionData;
  if (intent === "cancel-confirm") {
    const result = await context.api.cancelOrder(page.slug, page.token, id);
    if (!result.ok) {
      if (result.status === 404 || result.status === 401) mustReadOrder(context, request, result);
      return refused(result);
    }
    page.session.flash("notice", "orders.cancel.done");
    return redirect(page.href(`/orders/${id}`));
  }
  return respond({ formError: "orders.errors.generic", confirmCancel: false } satisfies OrderActionData, {
    status: 400,
  });
}

export default function OrderRoute() {
  const page = useLoaderData<typeof loader>();
  const data = useAnswerHere(useActionData<typeof action>());
  const answer: OrderActionData | null = !data
    ? null
    : "rating" in data
      ? { formError: null, confirmCancel: false, rating: data.rating }
      : data;
  return <OrderPage page={page} answer={answer} />;
}
