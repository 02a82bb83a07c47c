import { useRouteLoaderData } from "@remix-run/react";
import { createContext, useCallback, useContext } from "react";
import { merchantHref } from "./links";
import type { MerchantLayoutData, MerchantView } from "./merchant-view";

/** For a part the server renders on its own, with no router to read the layout's data from. Never provided in the app's tree. */
export const StaticMerchantContext = createContext<MerchantView | null | undefined>(undefined);

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

export function useMerchantHref() {
  const merchant = useMerchant();
  return useCallback((path = "/") => (merchant ? merchantHref(merchant, path) : path), [merchant]);
}

/** So a screen reader pronounces the merchant's texts right when the interface is in another language. */
export function useContentLang(): string | undefined {
  const merchant = useMerchant();
  return merchant && merchant.contentLanguage !== merchant.language ? merchant.contentLanguage : undefined;
}
