import type { AccountType, CountryCode, Currency, Language, Stylizations } from "../../../contract";
import type { MerchantBase } from "./links";
import type { StaticPart } from "~/partial";

/** The merchant as every page under the merchant layout reads it (`routes/($slug)` loader data). */
export interface MerchantView extends MerchantBase {
  /** Path prefix of the merchant's pages: "/{slug}", or "" on its custom domain. */
  base: string;
  home: string;
  name: string;
  description: string;
  logo: Stylizations["logo"];
  accountType: AccountType;
  /** The interface language of this visit. */
  language: Language;
  /** The language the merchant writes its menu and texts in (tropicalization). */
  contentLanguage: Language;
  currency: Currency;
  country: CountryCode;
  brandColor: string | null;
}

/** The merchant layout's loader data; no merchant on the platform's landing page. */
export interface MerchantLayoutData {
  merchant: MerchantView | null;
  /** The store's footer (a static part, ~/lib/page/document-html), when it has anything to say. */
  footer?: StaticPart | null;
}
