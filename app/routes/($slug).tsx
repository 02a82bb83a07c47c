import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useLoaderData, useRouteError } from "@remix-run/react";
import { skipRevalidation } from "~/lib/revalidation";
import { Footer } from "~/components/Footer";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { Landing } from "~/components/Landing";
import { StoreHeader } from "~/components/StoreHeader";
import { unreachable } from "~/lib/api.server";
import { footerFrom } from "~/lib/store-info.server";
import { resolveLanguage } from "~/lib/i18n.server";
import { basePath, merchantHref } from "~/lib/links";
import { isLandingSegment } from "~/lib/slug";
import type { MerchantLayoutData } from "~/lib/merchant-view";

/** The root's title is the only one on pages without a head of their own (landing, errors). */
export const meta: MetaFunction = ({ error, matches }) => (error ? (matches[0]?.meta ?? []) : []);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  if (context.refusal) throw data(null, { status: context.refusal });
  if (context.hostLookupFailed) throw data(null, { status: 503 });
  // On a custom domain the merchant comes from the Host: a first segment is no slug there.
  if (context.customDomain && params.slug) throw data(null, { status: 404 });
  if (!context.merchantSlug) {
    // Only the root (and segments the spec ignores) is the landing: /wp-login.php is no page.
    if (params.slug && !isLandingSegment(params.slug)) throw data(null, { status: 404 });
    return { merchant: null };
  }

  const bootstrap = await context.loadMerchant().catch(unreachable);
  if (!bootstrap) throw data(null, { status: 404 });

  const { slug, customDomain, stylizations, generalInformations, tropicalization, slugType } = bootstrap;
  const base = { slug, customDomain };
  const language = await resolveLanguage(request, tropicalization.language);
  const name = generalInformations?.merchant.name ?? slug;
  return {
    merchant: {
      slug,
      customDomain,
      base: basePath(base),
      home: merchantHref(base, "/"),
      name,
      description: generalInformations?.merchant.description ?? "",
      logo: stylizations?.logo ?? null,
      accountType: slugType?.type ?? "STORE",
      language,
      currency: tropicalization.currency,
      country: tropicalization.country_code,
      brandColor: stylizations?.brand_colors?.pure ?? null,
      footer: footerFrom(generalInformations),
    },
  };
}

// Components read this data as MerchantLayoutData (~/lib/merchant-view) and import no route: this
// alias stops compiling when the loader and that type drift apart.
type LoaderDataIsMerchantLayoutData<T extends MerchantLayoutData = Awaited<ReturnType<typeof loader>>> = T;

export default function MerchantLayout() {
  const { merchant } = useLoaderData<typeof loader>();
  if (!merchant) return <Landing />;
  return (
    <>
      <StoreHeader />
      <Outlet />
      {merchant.footer ? <Footer footer={merchant.footer} /> : null}
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} />;
}

export const shouldRevalidate = skipRevalidation;
