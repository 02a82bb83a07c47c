import parsePhoneNumber from "libphonenumber-js/min";
import type { CountryCode, GeneralInformations } from "../../../contract";
import { merchantHref, type MerchantBase } from "./links";
import type { MerchantBootstrap } from "./merchant.server";
import { analyticsTags } from "~/lib/platform/analytics.server";
import { ANALYTICS_CONSENT_PATH } from "~/lib/platform/analytics-consent.server";

/** The digits as they are when libphonenumber cannot read them. */
export function displayPhone(internationalDigits: string, style: "national" | "international"): string {
  const parsed = parsePhoneNumber(`+${internationalDigits}`);
  if (!parsed?.isValid()) return internationalDigits;
  return style === "national" ? parsed.formatNational() : parsed.formatInternational();
}

/** In the footer's order (decision 028). */
export const STORE_INFO_PATHS = {
  about: "/about",
  contact: "/contact",
  terms: "/terms",
  cancellation: "/cancellation-policy",
  regret: "/regret-policy",
  privacy: "/privacy-policy",
  superapp: "/superapp",
} as const;
export type StoreInfoPage = keyof typeof STORE_INFO_PATHS;

const TEXT_FIELDS = {
  terms: "terms_of_use",
  cancellation: "cancellation_policy",
  regret: "repentance_policy",
  privacy: "privacy_policy",
  superapp: "superapp_description",
} as const satisfies Record<string, keyof GeneralInformations["terms_and_policies"]>;
export type TextPage = keyof typeof TEXT_FIELDS;

export const isTextPage = (page: StoreInfoPage): page is TextPage => page in TEXT_FIELDS;

/** Blank counts as none. */
export function pageText(info: GeneralInformations, page: TextPage): string | null {
  const text = info.terms_and_policies[TEXT_FIELDS[page]]?.trim();
  return text ? text : null;
}

export function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  const kept = flat[max - 1] === " " || lastSpace <= max / 2 ? cut : cut.slice(0, lastSpace);
  return `${kept.replace(/[\s,.;:]+$/, "")}…`;
}

export interface ContactView {
  phone: { national: string; international: string; href: string } | null;
  whatsapp: { display: string; href: string } | null;
  email: { display: string; href: string } | null;
  website: { display: string; href: string } | null;
  faq: string | null;
}

/** Core spec §3 contact. Null when there is nothing to show. */
export function contactFrom(info: GeneralInformations): ContactView | null {
  const { contact } = info;
  const phoneDigits =
    contact.visible && contact.phone ? `${contact.phone_ddi ?? ""}${contact.phone}`.replace(/\D/g, "") : "";
  const whatsappDigits = contact.whatsapp_visible && contact.whatsapp ? contact.whatsapp.replace(/\D/g, "") : "";
  const email = contact.visible && contact.email?.trim() ? contact.email.trim() : null;
  const view: ContactView = {
    phone: phoneDigits
      ? {
          national: displayPhone(phoneDigits, "national"),
          international: displayPhone(phoneDigits, "international"),
          href: `tel:+${phoneDigits}`,
        }
      : null,
    whatsapp: whatsappDigits
      ? { display: displayPhone(whatsappDigits, "international"), href: `https://wa.me/${whatsappDigits}` }
      : null,
    email: email ? { display: email, href: `mailto:${email}` } : null,
    website:
      contact.visible && contact.website ? { display: websiteName(contact.website), href: contact.website } : null,
    faq: contact.visible ? contact.link_faq : null,
  };
  return Object.values(view).some(Boolean) ? view : null;
}

function websiteName(link: string): string {
  return link.replace(/^https?:\/\//, "").replace(/\/$/, "");
}

export interface SocialLink {
  network: "instagram" | "facebook" | "tiktok" | "twitter" | "youtube";
  name: string;
  link: string;
}

/** Links already checked by the contract. */
export function socialFrom(info: GeneralInformations): SocialLink[] {
  return (["instagram", "facebook", "tiktok", "twitter", "youtube"] as const).flatMap((network) => {
    const entry = info.social_medias[network];
    return entry ? [{ network, name: entry.name, link: entry.link }] : [];
  });
}

/** A page that is absent has no link and answers the store's 404. */
export function storeInfoPages(info: GeneralInformations): StoreInfoPage[] {
  return (Object.keys(STORE_INFO_PATHS) as StoreInfoPage[]).filter((page) => {
    if (page === "about") return true;
    if (page === "contact") return contactFrom(info) !== null || socialFrom(info).length > 0;
    return pageText(info, page) !== null;
  });
}

export interface CompanyView {
  corporateName: string;
  taxId: string;
  country: CountryCode;
}

/** Only where the merchant publishes it (`policy_cnpj` set). */
export function companyFrom(info: GeneralInformations, country: CountryCode): CompanyView | null {
  const { merchant } = info;
  if (!merchant.policy_cnpj) return null;
  return { corporateName: merchant.corporate_name, taxId: merchant.cnpj ?? merchant.policy_cnpj, country };
}

export function policyOwnerFrom(info: GeneralInformations, country: CountryCode): CompanyView | null {
  const { merchant } = info;
  return merchant.policy_cnpj ? { corporateName: merchant.corporate_name, taxId: merchant.policy_cnpj, country } : null;
}

export function addressFrom(info: GeneralInformations) {
  const { address } = info;
  if (!address.visible) return null;
  return {
    line1: `${address.street}, ${address.number}${address.complement ? ` - ${address.complement}` : ""}`,
    line2: `${address.neighborhood}, ${address.city} - ${address.state}, ${address.zip_code}`,
    reference: address.reference_point?.trim() || null,
  };
}

/** Its own slug for a FRANCHISE, its franchise's for a STORE of one; none on a custom domain, which serves one store. */
export function franchiseSlugOf(
  bootstrap: Pick<MerchantBootstrap, "slug" | "customDomain" | "slugType" | "generalSettings">,
): string | null {
  if (bootstrap.customDomain) return null;
  if (bootstrap.slugType?.type === "FRANCHISE") return bootstrap.slug;
  return bootstrap.slugType?.slug_franchise ?? bootstrap.generalSettings?.slug_franchise ?? null;
}

/** No `.data` suffix (a client navigation's data request), no trailing slash. */
const comparablePath = (pathname: string) => pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";

export function footerPages(
  base: MerchantBase,
  info: GeneralInformations,
  franchiseSlug: string | null,
  pathname: string,
) {
  const current = comparablePath(pathname);
  const links: { key: StoreInfoPage | "stores"; href: string; otherStore: boolean }[] = storeInfoPages(info).map(
    (page) => ({
      key: page,
      href: merchantHref(base, STORE_INFO_PATHS[page]),
      otherStore: false,
    }),
  );
  if (franchiseSlug)
    links.splice(1, 0, { key: "stores", href: `/${franchiseSlug}/stores`, otherStore: franchiseSlug !== base.slug });
  return links.map((link) => ({ ...link, current: link.href === current }));
}

/** Core spec §2 footer. `pathname` marks the current link. */
export function storeFooterFrom(bootstrap: MerchantBootstrap, pathname: string) {
  const info = bootstrap.generalInformations;
  if (!info) return null;
  const address = addressFrom(info);
  return {
    name: info.merchant.name,
    address: address ? { line1: address.line1, line2: address.line2 } : null,
    company: companyFrom(info, bootstrap.tropicalization.country_code),
    contact: contactFrom(info),
    social: socialFrom(info),
    pages: [...footerPages(bootstrap, info, franchiseSlugOf(bootstrap), pathname), ...consentPage(bootstrap, pathname)],
  };
}

function consentPage(bootstrap: MerchantBootstrap, pathname: string) {
  if (!analyticsTags(bootstrap.analyticsSettings)) return [];
  const href = merchantHref(bootstrap, ANALYTICS_CONSENT_PATH);
  return [{ key: "cookies" as const, href, otherStore: false, current: href === comparablePath(pathname) }];
}

export type FooterData = NonNullable<ReturnType<typeof storeFooterFrom>>;

/** Only what the checkout and the order page need, not the footer's whole data. */
export function footerFrom(info: GeneralInformations | null) {
  if (!info) return null;
  const { contact } = info;
  const address = addressFrom(info);
  return {
    name: info.merchant.name,
    address: address ? { line1: address.line1, line2: address.line2 } : null,
    contact: contact.visible
      ? {
          phone: contact.phone ? displayPhone(`${contact.phone_ddi ?? ""}${contact.phone}`, "national") : null,
          phoneHref: contact.phone ? `tel:+${contact.phone_ddi ?? ""}${contact.phone}` : null,
        }
      : null,
  };
}
