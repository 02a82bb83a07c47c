import { data as respond, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import * as z from "zod";
import { Dialog } from "~/components/Dialog";
import { CampaignDetails, LoyaltyBalance, LoyaltyCampaigns, LoyaltyExpiring, LoyaltyExtract, RedeemList } from "~/components/loyalty/LoyaltyParts";
import { requireClient } from "~/lib/client-session.server";
import { useTranslation } from "~/lib/i18n";
import { loadLoyalty, redeemErrorKey } from "~/lib/loyalty.server";
import { dialogKey, withoutModal } from "~/lib/modal-url";
import { ordersPage } from "~/lib/orders.server";
import { inertWhen } from "~/lib/page-modal";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }, { name: "robots", content: "noindex" }];

/**
 * The client's loyalty points (issue 16; decision 025): balance, pending, points to expire, the
 * extract (dates in the store's time zone), the campaigns (details in a dialog at
 * `?modal=campaign&modalId=`, decision 007) and the products to redeem ("Resgatar" posts here and
 * puts the product in the cart, paid with points). A visitor is sent to login and back here; a
 * store without a programme has no such page (404). Never cached: the client's points.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const client = await requireClient(context, request);
  const page = await ordersPage(context, request);
  const loaded = await loadLoyalty(context, client.token, { currency: page.currency, locale: page.locale, timeZone: page.timeZone });
  if (loaded.state === "none") throw respond(null, { status: 404 });
  const url = new URL(request.url);
  const view = loaded.state === "ready" ? loaded.view : null;
  const modalId = url.searchParams.get("modal") === "campaign" ? Number(url.searchParams.get("modalId")) : NaN;
  const campaign = view?.campaigns.find((candidate) => candidate.id === modalId) ?? null;
  return respond(
    {
      title: view ? page.t("loyalty.page.metaTitle", { name: view.name }) : page.t("loyalty.page.title"),
      view,
      campaign,
      // The layout makes its header and footer inert while the dialog is open (page-modal.ts).
      modalOpen: campaign !== null,
      modalFor: campaign ? dialogKey(url.searchParams) : null,
      closeHref: withoutModal(url),
      pageHref: page.href("/loyalty"),
      menuHref: page.href("/"),
    },
    { status: loaded.state === "failed" ? 503 : 200, headers: { "Cache-Control": "private, no-store" } },
  );
}

const redeemSchema = z.object({ intent: z.literal("redeem"), item_id: z.coerce.number().int().positive() });

export type LoyaltyActionData = { error: { itemId: number | null; message: string } };

/** "Resgatar": the product goes into the cart as a redeemed line; then the cart. A refusal stays here, said on that product. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireClient(context, request);
  const page = await ordersPage(context, request);
  const form = await request.formData().catch(() => new FormData());
  const parsed = redeemSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return respond({ error: { itemId: null, message: "loyalty.errors.generic" } } satisfies LoyaltyActionData, { status: 400 });
  if (!context.cart) throw respond(null, { status: 404 });
  const added = await context.cart.addItem({ item_id: parsed.data.item_id, quantity: 1, redeemed: true });
  if (!added.ok) {
    const status = added.status >= 500 ? 503 : added.status === 429 ? 429 : 422;
    return respond({ error: { itemId: parsed.data.item_id, message: redeemErrorKey(added.error.code, added.status) } } satisfies LoyaltyActionData, { status });
  }
  page.session.flash("notice", "loyalty.addedToCart");
  return redirect(page.href("/cart"));
}

export default function LoyaltyRoute() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const error = result?.error ?? null;
  const { view, campaign } = page;

  // After a refused redemption the message takes the focus (decision 016).
  useEffect(() => {
    if (!error) return;
    document.getElementById(error.itemId === null ? "loyalty-redeem-error" : `redeem-${error.itemId}-error`)?.focus();
  }, [error]);

  const detailsHref = (id: number) => `${page.pageHref}?${new URLSearchParams({ modal: "campaign", modalId: String(id) })}`;
  return (
    <>
      <main id="main" className="c-container c-page" {...inertWhen(campaign !== null)}>
        <p>
          <Link to={page.menuHref}>{t("loyalty.page.back")}</Link>
        </p>
        <h1 id="loyalty-title" tabIndex={-1}>
          {view ? view.name : t("loyalty.page.title")}
        </h1>
        {view ? (
          <>
            <LoyaltyBalance view={view} />
            <LoyaltyExpiring expiring={view.expiring} windowDays={view.expiringWindowDays} />
            <RedeemList products={view.products} busy={busy} error={error} />
            <LoyaltyCampaigns campaigns={view.campaigns} detailsHref={detailsHref} />
            <LoyaltyExtract entries={view.extract} />
          </>
        ) : (
          <p role="alert">{t("loyalty.page.unavailable")}</p>
        )}
      </main>
      {campaign ? (
        <Dialog key={campaign.id} titleId="campaign-title" closeHref={page.closeHref} returnFocusId={`campaign-${campaign.id}`}>
          <h2 id="campaign-title" tabIndex={-1}>
            {campaign.name}
          </h2>
          <CampaignDetails campaign={campaign} />
        </Dialog>
      ) : null}
    </>
  );
}
