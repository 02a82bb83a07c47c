import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useLoaderData, useLocation, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { revalidateStoreFrame } from "~/lib/page/revalidation";
import { ConsentNotice, Footer, TableBar } from "~/partial/index.server";
import { analyticsTags } from "~/lib/platform/analytics.server";
import { ANALYTICS_CONSENT_PATH, readAnalyticsConsent } from "~/lib/platform/analytics-consent.server";
import { ComandaHeader, GeneralErrorBoundary } from "~/components/lazy-frame";
import { Landing } from "~/components/Landing";
import { StoreHeader } from "~/components/StoreHeader";
import { storeFooterFrom } from "~/lib/store/store-info.server";
import { trackedOrderHref } from "~/lib/orders/orders.server";
import { TrackOrderLink } from "~/components/orders/TrackOrderLink";
import { guestTable } from "~/lib/tables/table.server";
import { currentClient, firstName } from "~/lib/accounts/client-session.server";
import { withoutFirstSegment } from "~/lib/store/links";
import { merchantView } from "~/lib/store/merchant-view.server";
import { StaticHtml, type StaticPart } from "~/partial";
import { staticPart } from "~/partial/index.server";
import { inertWhen, usePageHasModal, usePageHasNotice } from "~/lib/page/page-modal";
import { isLandingSegment } from "~/lib/store/slug";
import { requireStoreWithoutToken } from "~/lib/store/store.server";
import { useMerchant } from "~/lib/store/use-merchant";
import type { MerchantLayoutData } from "~/lib/store/merchant-view";
import type { TextsHandle } from "~/lib/i18n/i18n";

export const handle = { texts: ["auth.header", "landing", "nav", "orders.track"] } satisfies TextsHandle;

/** The root's title is the only one on pages without a head of their own (landing, errors). */
export const meta: MetaFunction = ({ error, matches }) => (error ? (matches[0]?.meta ?? []) : []);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  if (context.page.refusal) throw data(null, { status: context.page.refusal });
  if (context.store.hostLookupFailed) throw data(null, { status: 503 });
  // On a custom domain a first segment is no slug: its own slug redirects without it, any other is a 404.
  if (context.store.customDomain && params.slug) {
    if (params.slug !== context.store.slug) throw data(null, { status: 404 });
    const url = new URL(request.url);
    throw redirect(`${withoutFirstSegment(url.pathname)}${url.search}`, 301);
  }
  if (!context.store.slug) {
    // Only the root (and segments the spec ignores) is the landing: /wp-login.php is no page.
    if (params.slug && !isLandingSegment(params.slug)) throw data(null, { status: 404 });
    return { merchant: null };
  }

  const trackOrderHref = trackedOrderHref(context).catch(() => null);
  const table = guestTable(context).catch(() => null);
  const store = await requireStoreWithoutToken(context, request);
  const { merchant: bootstrap, language } = store;

  // A guest no longer at the table goes back to its assign page (core spec §4), unless already there.
  const guest = await table;
  if (guest?.state === "lost" && guest.code && !new URL(request.url).pathname.endsWith("/table/assign")) {
    throw redirect(store.href(`/table/assign?code=${encodeURIComponent(guest.code)}`));
  }
  const consent = await readAnalyticsConsent(request, store.slug);
  const merchant = merchantView(bootstrap, language);
  const url = new URL(request.url);
  const footer = storeFooterFrom(bootstrap, url.pathname);
  const page = { language, merchant };
  const client = currentClient(context);
  // Not on the consent page itself, which asks the same.
  url.searchParams.delete("_routes");
  const pathname = url.pathname.replace(/\.data$/, "");
  const consentHref = store.href(ANALYTICS_CONSENT_PATH);
  const asksConsent =
    consent === null && analyticsTags(bootstrap.analyticsSettings) !== null && pathname !== consentHref;
  return {
    client: client ? { firstName: firstName(client.name) } : null,
    trackOrderHref: await trackOrderHref,
    table: guest?.state === "guest" && guest.bar ? staticPart(context, page, <TableBar table={guest.bar} />) : null,
    merchant,
    footer: footer ? staticPart(context, page, <Footer footer={footer} />) : null,
    consent: asksConsent
      ? staticPart(context, page, <ConsentNotice pageHref={consentHref} returnTo={`${pathname}${url.search}`} />)
      : null,
  };
}

// Components read this data as MerchantLayoutData and import no route: this stops compiling when they drift.
type _LoaderDataIsMerchantLayoutData<T extends MerchantLayoutData = Awaited<ReturnType<typeof loader>>> = T;

/** After a client-side navigation the focus would stay on the gone link (<body>): move it to the new heading. */
function useFocusOnPageChange() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>("main h1");
    if (!heading) return;
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus();
  }, [pathname]);
}

function StoreFooter({ part }: { part: StaticPart }) {
  const modalOpen = usePageHasModal();
  return <StaticHtml as="footer" part={part} className="c-footer" {...inertWhen(modalOpen)} />;
}

/** Hidden, not left out, while the store's own notice is open: the browser has its HTML only from the document. */
function ConsentPart({ part }: { part: StaticPart }) {
  const modalOpen = usePageHasModal();
  const noticeOpen = usePageHasNotice();
  return <StaticHtml part={part} className="c-static" hidden={noticeOpen} {...inertWhen(modalOpen)} />;
}

export default function MerchantLayout() {
  const data = useLoaderData<typeof loader>();
  const { merchant } = data;
  useFocusOnPageChange();
  if (!merchant) return <Landing />;
  return (
    <>
      <StoreHeader />
      <TrackOrderLink href={"trackOrderHref" in data ? data.trackOrderHref : null} />
      {"consent" in data && data.consent ? <ConsentPart part={data.consent} /> : null}
      {"table" in data && data.table ? <StaticHtml part={data.table} className="c-static" /> : null}
      <Outlet />
      {"footer" in data && data.footer ? <StoreFooter part={data.footer} /> : null}
    </>
  );
}

/** Keeps the store's bar and footer when the store itself loaded; an unknown store gets Comanda's bar. */
export function ErrorBoundary() {
  const error = useRouteError();
  const merchant = useMerchant();
  const footer = useRouteLoaderData<MerchantLayoutData>("routes/($slug)")?.footer;
  if (!merchant) {
    return (
      <>
        <ComandaHeader />
        <GeneralErrorBoundary error={error} />
      </>
    );
  }
  return (
    <>
      <StoreHeader />
      <GeneralErrorBoundary error={error} />
      {footer ? <StoreFooter part={footer} /> : null}
    </>
  );
}

export const shouldRevalidate = revalidateStoreFrame;
