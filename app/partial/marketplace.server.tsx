import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Language } from "../../contract";
import { MarketplaceStores } from "~/components/marketplace/MarketplaceStores";
import type { MarketplaceHome } from "~/lib/store/marketplace";
import type { MerchantView } from "~/lib/store/merchant-view";
import { staticPart } from "./static-part.server";

/**
 * A marketplace's home (decision 040) as a static part: its stores from `GET /{slug}/marketplaces`
 * (a configuration read, cached like the others: decision 017), listed (INDIVIDUAL) or the one to
 * go to (UNIQUE). Shown by the marketplace's root and its `/stores` page; a failed read says so.
 */
export async function marketplacePart(
  context: AppLoadContext,
  args: {
    slug: string;
    token: string;
    marketplace: MarketplaceHome;
    page: { language: Language; merchant: MerchantView | null };
  },
) {
  const { slug, token, marketplace, page } = args;
  const stores = await context.api.read("marketplaces", slug, token).catch(() => null);
  return staticPart(
    context,
    page,
    <MarketplaceStores
      name={marketplace.name}
      description={marketplace.description}
      kind={marketplace.kind}
      stores={stores}
    />,
  );
}
