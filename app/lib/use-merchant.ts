import { useRouteLoaderData } from "@remix-run/react";
import { createContext, useCallback, useContext } from "react";
import { merchantHref } from "./links";
import type { MerchantLayoutData, MerchantView } from "./merchant-view";

/**
 * The merchant of a part the server renders on its own (~/lib/static-html.server), where there is
 * no router to read the layout's data from. Never provided in the app's own tree.
 */
export const StaticMerchantContext = createContext<MerchantView | null | undefined>(undefined);

/** The merchant the page belongs to (layout loader data), or null on the landing page. */
export function useMerchant() {
  const rendered = useContext(StaticMerchantContext);
  // A tree has the static context in every render or in none: the hook order never changes.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return rendered !== undefined ? rendered : useLayoutMerchant();
}

function useLayoutMerchant() {
  const data = useRouteLoaderData<MerchantLayoutData>("routes/($slug)");
  return data?.merchant ?? null;
}

/** Builds links to the current merchant's pages, with or without the slug (custom domain). */
export function useMerchantHref() {
  const merchant = useMerchant();
  return useCallback((path = "/") => (merchant ? merchantHref(merchant, path) : path), [merchant]);
}

/**
 * `lang` for the merchant's own texts (dish names, descriptions, policies) when the customer reads
 * the interface in another language, so a screen reader pronounces them right; nothing otherwise.
 */
export function useContentLang(): string | undefined {
  const merchant = useMerchant();
  return merchant && merchant.contentLanguage !== merchant.language ? merchant.contentLanguage : undefined;
}
