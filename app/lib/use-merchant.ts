import { useRouteLoaderData } from "@remix-run/react";
import { useCallback } from "react";
import { merchantHref } from "./links";
import type { MerchantLayoutData } from "./merchant-view";

/** The merchant the page belongs to (layout loader data), or null on the landing page. */
export function useMerchant() {
  const data = useRouteLoaderData<MerchantLayoutData>("routes/($slug)");
  return data?.merchant ?? null;
}

/** Builds links to the current merchant's pages, with or without the slug (custom domain). */
export function useMerchantHref() {
  const merchant = useMerchant();
  return useCallback(
    (path = "/") => (merchant ? merchantHref(merchant, path) : path),
    [merchant],
  );
}

/**
 * `lang` for the merchant's own texts (dish names, descriptions, policies) when the customer reads
 * the interface in another language, so a screen reader pronounces them right; nothing otherwise.
 */
export function useContentLang(): string | undefined {
  const merchant = useMerchant();
  return merchant && merchant.contentLanguage !== merchant.language ? merchant.contentLanguage : undefined;
}
