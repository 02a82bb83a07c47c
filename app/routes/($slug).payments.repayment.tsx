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
import {
  type PseFieldValues,
  pseFieldErrorsOf,
  pseFieldsShape,
  psePaymentOf,
  psePicksOf,
} from "~/lib/checkout/pse.server";

export const handle = {
  // PSE's fields and their messages (contract's PSE_MESSAGES), as the checkout shows them.
  texts: [
    "cards",
    "payment",
    "checkout.pse",
    "checkout.errors.pseBankRequired",
    "checkout.errors.pseBankUnknown",
    "checkout.errors.pseEntityTypeRequired",
    "checkout.errors.pseDocumentTypeRequired",
    "checkout.errors.pseDocumentInvalid",
    "checkout.errors.pseDocumentTypeMismatch",
  ],
} satisfies TextsHandle;
export const clientLoader = textsClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

const PSE_FIELDS = ["pse_bank", "pse_entity_type", "pse_document_type", "pse_document_number"] as const;

const modalityOf = (order: Order) =>
  (order.delivery.type === "DELIVERY" ? "delivery" : "store") as "delivery" | "store";

function offered(methods: PaymentMethods | null): {
  pix: boolean;
  pse: boolean;
  brands: string[] | null;
  hosted: boolean;
} {
  const online = methods?.online_payments ?? [];
  const pix = online.some((method) => method.code === "PIX" && method.enabled);
  const pse = online.some((method) => method.code === "PSE" && method.enabled);
  const card = online.find((method) => method.code === "CARD" && method.enabled);
  const brands = card ? card.options.filter((option) => option.enabled).map((option) => option.code) : [];
  // Spec §4: CARD enabled with no brand enabled counts as disabled.
  return { pix, pse, brands: brands.length > 0 ? brands : null, hosted: card?.hosted === true && brands.length > 0 };
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
  if (!order.can_repay)
    return { ...base, repayable: false, pix: false, pse: null, cards: null } satisfies RepaymentPageData;
  const [methodsResult, cardsResult] = await Promise.all([
    context.api.paymentMethods(page.slug, page.client.token, { clientId: page.client.id, modality: modalityOf(order) }),
    context.api.listCards(page.slug, page.client.token, page.client.id),
  ]);
  const methods = mustReadPayment(page, methodsResult);
  const { pix, pse: pseOffered, brands, hosted } = offered(methods);
  // PSE's banks as the store's provider lists them today: none listed, PSE is not offered.
  const pseForm = pseOffered ? await context.api.pseForm(page.slug, page.client.token) : null;
  const pse =
    pseForm?.ok && pseForm.data.financial_institutions.length > 0
      ? { banks: pseForm.data.financial_institutions.map((bank) => ({ id: bank.id, name: bank.description })) }
      : null;
  // At a store whose card is typed on its provider's page, no saved card is offered.
  if (hosted) return { ...base, repayable: true, pix, pse, cards: null, hostedCard: true } satisfies RepaymentPageData;
  const cards =
    brands === null
      ? null
      : presentCards(mustReadPayment(page, cardsResult).filter((card) => brands.includes(card.brand)));
  return { ...base, repayable: true, pix, pse, cards } satisfies RepaymentPageData;
}

/** A second submit of the same card (the first already gave it to the order) charges it again rather than failing. */
export async function action({ request, context }: ActionFunctionArgs) {
  const page = await paymentPage(context, request);
  const form = await request.formData().catch(() => new FormData());
  const byPse = form.get("payment") === "PSE";
  // PSE's fields are checked only when PSE is chosen; the bank against the provider's list by the API.
  const schema = byPse ? repaymentFormSchema.extend(pseFieldsShape(psePicksOf(form), [])) : repaymentFormSchema;
  const submission = parseWithZod(form, { schema });
  const typed = Object.fromEntries(
    PSE_FIELDS.map((name) => [name, form.get(name)]).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
  const refuse = (formError: string | null, status: number, fieldErrors: Record<string, string> = {}) =>
    respond(
      {
        errors:
          submission.status === "success"
            ? Object.keys(fieldErrors).length > 0
              ? Object.fromEntries(Object.entries(fieldErrors).map(([name, message]) => [name, [message]]))
              : null
            : (submission.reply().error ?? null),
        chosen: typeof form.get("payment") === "string" ? (form.get("payment") as string) : null,
        values: typed,
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

  if (choice === "PSE") {
    // The bank sends the customer back to the order's page, which says what it decided.
    const back = new URL(page.href(`/orders/${page.orderId}?sent=1`), request.url).toString();
    const paid = await repayOrder(api, page.slug, token, page.orderId, {
      payment: { method: "PSE", pse: psePaymentOf(submission.value as PseFieldValues, back) },
    });
    if (!paid.ok) {
      page.stopUnlessTheirs(paid);
      if (paid.error.code === "VALIDATION_ERROR") {
        const fieldErrors = pseFieldErrorsOf(paid.error.errors);
        if (Object.keys(fieldErrors).length > 0) return refuse(null, 422, fieldErrors);
      }
      return refuse(repaymentErrorKey(paid.error, paid.status), refusalStatus(paid.status));
    }
    // To the bank's page, a document load with JavaScript too (it is another site).
    return paid.data.payment.bank_url
      ? redirectDocument(paid.data.payment.bank_url)
      : redirect(page.href(`/orders/${page.orderId}?sent=1`));
  }

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
