import { data as respond, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { unreachable } from "~/lib/api.server";
import { franchiseStoresPart } from "~/lib/franchise.server";
import { i18nServer, resolveLanguage } from "~/lib/i18n.server";
import { merchantView } from "~/lib/merchant-view.server";
import { StaticHtml } from "~/lib/document-html";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

/**
 * A franchise's store list and finder (customer spec "Franchise store list"). A store of a
 * franchise sends the customer to its franchise's list (on the app host: a custom domain serves
 * one store only); any other merchant has no such page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const slug = context.merchantSlug;
  if (!slug) throw respond(null, { status: 404 });
  const merchant = await context.loadMerchant().catch(unreachable);
  if (!merchant) throw respond(null, { status: 404 });
  if (!merchant.slugType) throw respond(null, { status: 503 });
  if (merchant.slugType.type === "STORE") {
    const franchise = merchant.slugType.slug_franchise;
    if (!franchise || merchant.customDomain) throw respond(null, { status: 404 });
    const search = new URL(request.url).search;
    throw redirect(`/${encodeURIComponent(franchise)}/stores${search}`);
  }
  const token = await context.accessToken().catch(unreachable);
  if (!token) throw respond(null, { status: 503 });
  const language = await resolveLanguage(request, merchant.tropicalization.language);
  const t = await i18nServer.getFixedT(language);
  const page = { language, merchant: merchantView(merchant, language) };
  const name = merchant.generalInformations?.merchant.name ?? slug;
  return {
    title: t("franchise.metaTitle", { name }),
    stores: await franchiseStoresPart(request, context, { slug, token, merchant, page }),
  };
}

export default function FranchiseStoresRoute() {
  const { stores } = useLoaderData<typeof loader>();
  return <StaticHtml part={stores} className="c-static" />;
}
