import {
  data as respond,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { Dialog } from "~/components/Dialog";
import {
  CampaignDetails,
  LoyaltyBalance,
  LoyaltyCampaigns,
  LoyaltyExpiring,
  LoyaltyExtract,
  RedeemList,
} from "~/components/loyalty/LoyaltyParts";
import { requireClient } from "~/lib/accounts/client-session.server";
import { textsClientLoader, type TextsHandle, useTranslation } from "~/lib/i18n/i18n";
import { loadLoyalty, redeemErrorKey, redeemFormSchema } from "~/lib/loyalty/loyalty.server";
import { dialogKey, withoutModal } from "~/lib/page/modal-url";
import { adultsOnlyItemIds } from "~/lib/orders/orders.server";
import { inertWhen } from "~/lib/page/page-modal";
import { requireStore } from "~/lib/store/store.server";

export const handle = {
  texts: ["age.confirm", "age.question", "checkout.payment", "dialog", "loyalty"],
} satisfies TextsHandle;
export const clientLoader = textsClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

/** The client's loyalty points (decision 025): never cached. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const client = await requireClient(context, request);
  const page = await requireStore(context, request);
  const loaded = await loadLoyalty(context, client.token, {
    currency: page.currency,
    locale: page.locale,
    timeZone: page.timeZone,
  });
  if (loaded.state === "none") throw respond(null, { status: 404 });
  const url = new URL(request.url);
  const view = loaded.state === "ready" ? loaded.view : null;
  const modalId = url.searchParams.get("modal") === "campaign" ? Number(url.searchParams.get("modalId")) : NaN;
  const campaign = view?.campaigns?.find((candidate) => candidate.id === modalId) ?? null;
  const consumerApp = page.merchant.generalSettings?.modules.consumer_app;
  const clubLogo =
    consumerApp?.integration.status && !context.page.dataSaver
      ? (consumerApp.personalization.benefits_club_logo ?? null)
      : null;
  return respond(
    {
      title: view ? page.t("loyalty.page.metaTitle", { name: view.name }) : page.t("loyalty.page.title"),
      view,
      clubLogo,
      failure: loaded.state === "failed" ? loaded.message : null,
      campaign,
      // The layout makes its header and footer inert while the dialog is open.
      modalOpen: campaign !== null,
      modalFor: campaign ? dialogKey(url.searchParams) : null,
      closeHref: withoutModal(url),
      pageHref: page.href("/loyalty"),
      menuHref: page.href("/"),
    },
    { status: loaded.state === "failed" ? 503 : 200, headers: { "Cache-Control": "private, no-store" } },
  );
}

export type LoyaltyActionData = { error: { itemId: number | null; message: string } } | { askAge: number };

/**
 * "Resgatar": a product for adults asks the visitor's age first, as the menu does; nothing reaches the
 * cart before the answer, whatever posted.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireClient(context, request);
  const page = await requireStore(context, request);
  const form = await request.formData().catch(() => new FormData());
  const parsed = redeemFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success)
    return respond({ error: { itemId: null, message: "loyalty.errors.generic" } } satisfies LoyaltyActionData, {
      status: 400,
    });
  if (!context.store.cart) throw respond(null, { status: 404 });
  if (parsed.data.intent === "redeem-over18") page.session.set("isOver18", true);
  if (page.session.get("isOver18") !== true) {
    const adultsOnly = await adultsOnlyItemIds(context, page);
    if (!adultsOnly)
      return respond(
        { error: { itemId: parsed.data.item_id, message: "loyalty.errors.generic" } } satisfies LoyaltyActionData,
        { status: 503 },
      );
    if (adultsOnly.has(parsed.data.item_id))
      return respond({ askAge: parsed.data.item_id } satisfies LoyaltyActionData, { status: 403 });
  }
  const added = await context.store.cart.addItem({ item_id: parsed.data.item_id, quantity: 1, redeemed: true });
  if (!added.ok) {
    const status = added.status >= 500 ? 503 : added.status === 429 ? 429 : 422;
    return respond(
      {
        error: { itemId: parsed.data.item_id, message: redeemErrorKey(added.error.code, added.status) },
      } satisfies LoyaltyActionData,
      { status },
    );
  }
  page.session.flash("notice", "loyalty.addedToCart");
  return redirect(page.href("/cart"));
}

export default function LoyaltyRoute() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const error = result && "error" in result ? result.error : null;
  const askAge = result && "askAge" in result ? result.askAge : null;
  const { view, campaign } = page;

  useEffect(() => {
    if (!error) return;
    document.getElementById(error.itemId === null ? "loyalty-redeem-error" : `redeem-${error.itemId}-error`)?.focus();
  }, [error]);

  const detailsHref = (id: number) =>
    `${page.pageHref}?${new URLSearchParams({ modal: "campaign", modalId: String(id) })}`;
  return (
    <>
      <main id="main" className="c-container c-page" {...inertWhen(campaign !== null)}>
        <p>
          <Link to={page.menuHref} className="c-back-link">
            {t("loyalty.page.back")}
          </Link>
        </p>
        {page.clubLogo && view ? (
          <img className="c-club-logo" src={page.clubLogo} alt="" width={72} height={72} />
        ) : null}
        <h1 id="loyalty-title" tabIndex={-1}>
          {view ? view.name : t("loyalty.page.title")}
        </h1>
        {view ? (
          <>
            <LoyaltyBalance view={view} />
            <LoyaltyExpiring expiring={view.expiring} windowDays={view.expiringWindowDays} />
            <RedeemList products={view.products} busy={busy} error={error} askAge={askAge} pageHref={page.pageHref} />
            <LoyaltyCampaigns campaigns={view.campaigns} detailsHref={detailsHref} />
            <LoyaltyExtract entries={view.extract} />
          </>
        ) : (
          <p role="alert">{t(page.failure ?? "loyalty.page.unavailable")}</p>
        )}
      </main>
      {campaign ? (
        <Dialog
          key={campaign.id}
          titleId="campaign-title"
          closeHref={page.closeHref}
          returnFocusId={`campaign-${campaign.id}`}
        >
          <h2 id="campaign-title" tabIndex={-1}>
            {campaign.name}
          </h2>
          <CampaignDetails campaign={campaign} />
        </Dialog>
      ) : null}
    </>
  );
}
