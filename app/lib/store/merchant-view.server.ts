import type { Language } from "../../../contract";
import { basePath, merchantHref } from "./links";
import type { MerchantBootstrap } from "./merchant.server";
import type { MerchantView } from "./merchant-view";

/** The merchant as pages read it, from its bootstrap, for a visit in `language`. */
export function merchantView(bootstrap: MerchantBootstrap, language: Language): MerchantView {
  const { slug, customDomain, stylizations, generalInformations, tropicalization, slugType } = bootstrap;
  const base = { slug, customDomain };
  return {
    slug,
    customDomain,
    base: basePath(base),
    home: merchantHref(base, "/"),
    name: generalInformations?.merchant.name ?? slug,
    description: generalInformations?.merchant.description ?? "",
    logo: stylizations?.logo ?? null,
    accountType: slugType?.type ?? "STORE",
    language,
    contentLanguage: tropicalization.language,
    currency: tropicalization.currency,
    country: tropicalization.country_code,
    brandColor: stylizations?.brand_colors?.pure ?? null,
  };
}
