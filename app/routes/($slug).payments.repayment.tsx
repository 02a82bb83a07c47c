import { parseWithZod } from "@conform-to/zod/v4";
import {
  data as respond,
  redirect,
  redirectDocument,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { Order, PaymentMethods } from "../../contract";
import { RepaymentPage, type RepaymentActionData, type RepaymentPageData } from "~/components/payment/RepaymentPage";
import type { ApiResult } from "~/lib/platform/api.server";
import { presentCards } from "~/lib/accounts/profile-view";
import { textsClientLoader, type TextsHandle } from "~/lib/i18n/i18n";
import { flashedNotice } from "~/lib/i18n/i18n.server";
import {
  mustReadPayment,
  paymentPage,
  paymentPageWithOrder,
  readOrder,
  repaymentErrorKey,
  repaymentFormSchema,
  repayOrder,
  startCardCharge,
} from "~/lib/checkout/payments.server";

export const handle = { texts: ["cards", "payment"] } satisfies TextsHandle;
export const clientLoader = textsClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

const modalityOf = (order: Order) =>
  (order.delivery.type === "DELIVERY" ? "delivery" : "store") as "delivery" | "store";

function offered(methods: PaymentMethods | null): { pix: boolean; brands: string[] | null; hosted: boolean } {
  const online = methods?.online_payments ?? [];
  const pix = online.some((method) => method.code === "PIX" && method.enabled);
  const card = online.find((method) => method.code === "CARD" && method.enabled);
  const brands = card ? card.options.filter((option) => option.enabled).map((option) => option.code) : [];
  // Spec §4: CARD enabled with no brand enabled counts as disabled.
  return { pix, brands: brands.length > 0 ? brands : null, hosted: card?.hosted === true && brands.length > 0 };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { page, order } = await paymentPageWithOrder(context, request);
  const here = `/payments/repayment?order=${order.id}`;
  const base = {
    title: page.t("payment.repayment.title", { id: order.id }),
    orderId: order.id,
    total: page.money(order.summary.total),
    addCardHref: page.href(`/profile/cards?${new URLSearchParams({ redirectTo: here })}`),
    orderHref: page.href(`/orders/${order.id}`),
    notice: flashedNotice(page.session, page.t),
  };
  if (!order.can_repay) return { ...base, repayable: false, pix: false, cards: null } satisfies RepaymentPageData;
  const [methodsResult, cardsResult] = await Promise.all([
    context.api.paymentMethods(page.slug, page.client.token, { clientId: page.client.id, modality: modalityOf(order) }),
    context.api.listCards(page.slug, page.client.token, page.client.id),
  ]);
  const methods = mustReadPayment(page, methodsResult);
  const { pix, brands, hosted } = offered(methods);
  // At a store whose card is typed on its provider's page, no saved card is offered.
  if (hosted) return { ...base, repayable: true, pix, cards: null, hostedCard: true } satisfies RepaymentPageData;
  const cards =
    brands === null
      ? null
      : presentCards(mustReadPayment(page, cardsResult).filter((card) => brands.includes(card.brand)));
  return { ...base, repayable: true, pix, cards } satisfies RepaymentPageData;
}

/** A second submit of the same card (the first already gave it to the order) charges it again rather than failing. */
export async function action({ request, context }: ActionFunctionArgs) {
  const page = await paymentPage(context, request);
  const submission = parseWithZod(await request.formData().catch(() => new FormData()), {
    schema: repaymentFormSchema,
  });
  const refuse = (formError: string | null, status: number) =>
    respond(
      {
        errors: submission.status === "success" ? null : (submission.reply().error ?? null),
        chosen: submission.status === "success" ? submission.value.payment : null,
        formError,
      } satisfies RepaymentActionData,
      { status },
    );
  if (submission.status !== "success") return refuse(null, 400);
  const choice = submission.value.payment;
  const cardGuid = choice.startsWith("CARD:") ? choice.slice("CARD:".length) : null;
  // "CARD" alone: the card is typed on the store's hosted checkout, a new one opened by the charge.
  const hostedCard = choice === "CARD";
  const byCard = cardGuid !== null || hostedCard;
  const { api } = context;
  const token = page.client.token;
  const refusalStatus = (status: number) => (status >= 500 ? 503 : status === 429 ? 429 : 422);

  let result: ApiResult<Order> = await repayOrder(api, page.slug, token, page.orderId, {
    payment: !byCard
      ? { method: "PIX" }
      : cardGuid === null
        ? { method: "CARD" }
        : { method: "CARD", card_guid: cardGuid },
  });
  if (!result.ok) {
    page.stopUnlessTheirs(result);
    if (byCard && result.error.code === "INVALID_TRANSITION") {
      const current = await readOrder(api, page.slug, token, page.orderId);
      // A hosted checkout is opened only for an order waiting for its payment.
      const payable =
        current.ok &&
        (current.data.status === "WAITING_PAYMENT" || (!hostedCard && current.data.status === "PAYMENT_REJECTED"));
      if (payable && current.data.payment.method === "CARD" && current.data.payment.card_guid === cardGuid)
        result = current;
    }
    if (!result.ok) return refuse(repaymentErrorKey(result.error, result.status), refusalStatus(result.status));
  }
  if (!byCard) return redirect(page.href(`/orders/${page.orderId}?sent=1`));

  const charge = await startCardCharge(api, {
    merchant: page.base,
    token,
    cartGuid: result.data.cart_guid,
    orderId: page.orderId,
    cardGuid,
    origin: context.page.publicOrigin,
    language: page.language,
  });
  if (!charge.ok) {
    page.stopUnlessTheirs(charge);
    return refuse(repaymentErrorKey(charge.error, charge.status), refusalStatus(charge.status));
  }
  return redirectDocument(charge.paymentUrl);
}

export default function RepaymentRoute() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() ?? null;
  return <RepaymentPage page={page} answer={answer} />;
}
