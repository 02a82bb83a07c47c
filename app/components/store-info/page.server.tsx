import { data as respond, type LoaderFunctionArgs, type MetaDescriptor } from "@remix-run/cloudflare";
import type { ReactElement } from "react";
import { displayLocale } from "../../../contract";
import { AboutPage, ContactPage, TextPage } from "~/components/static.server";
import { unreachable } from "~/lib/api.server";
import { i18nServer, resolveLanguage } from "~/lib/i18n.server";
import { merchantHref } from "~/lib/links";
import { merchantView } from "~/lib/merchant-view.server";
import { openingWeek } from "~/lib/opening-hours";
import { staticPart } from "~/lib/static-html.server";
import {
  addressFrom,
  companyFrom,
  contactFrom,
  excerpt,
  isTextPage,
  pageText,
  paragraphs,
  policyOwnerFrom,
  socialFrom,
  STORE_INFO_PATHS,
  storeInfoPages,
  type StoreInfoPage,
} from "~/lib/store-info.server";

/**
 * The loader of a store information page (decision 028): its content rendered by the server into a
 * static part (no JavaScript of its own, decision 027) and its head. A page the store does not have
 * (no text written) is the store's 404; the store's information unreadable is a 503, not a 404.
 * Reads: the layout's bootstrap (shared, cached) and, for the about page, the cached operation times.
 */
export async function loadStoreInfoPage({ request, context }: LoaderFunctionArgs, page: StoreInfoPage) {
  if (!context.merchantSlug) throw respond(null, { status: 404 });
  const merchant = await context.loadMerchant().catch(unreachable);
  if (!merchant) throw respond(null, { status: 404 });
  const info = merchant.generalInformations;
  if (!info) throw respond(null, { status: 503 });
  if (!storeInfoPages(info).includes(page)) throw respond(null, { status: 404 });

  const { slug, accessToken: token } = merchant;
  const [times, smartBanner, language] = await Promise.all([
    page === "about" ? context.api.read("operation_times", slug, token) : null,
    page === "superapp" ? context.api.read("smart_banner", slug, token) : null,
    resolveLanguage(request, merchant.tropicalization.language),
  ]);
  const t = await i18nServer.getFixedT(language);
  const country = merchant.tropicalization.country_code;
  const view = merchantView(merchant, language);
  const name = info.merchant.name;

  let element: ReactElement;
  let description: string;
  if (page === "about") {
    const rating = info.merchant.average_rating;
    element = (
      <AboutPage
        name={name}
        description={info.merchant.description.trim()}
        rating={rating === null ? null : new Intl.NumberFormat(displayLocale(language, country), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating)}
        address={addressFrom(info)}
        city={info.address.visible ? info.address.city : null}
        company={companyFrom(info, country)}
        hours={times === null ? "unavailable" : openingWeek(times, language)}
      />
    );
    description = excerpt(info.merchant.description) || t("storeInfo.meta.about", { name });
  } else if (page === "contact") {
    element = <ContactPage contact={contactFrom(info)} social={socialFrom(info)} />;
    description = t("storeInfo.meta.contact", { name });
  } else if (isTextPage(page)) {
    const text = pageText(info, page) ?? "";
    const apps = smartBanner?.show_link_store ? { apple: smartBanner.link_apple_store, google: smartBanner.link_play_store } : null;
    element = <TextPage page={page} paragraphs={paragraphs(text)} owner={policyOwnerFrom(info, country)} apps={page === "superapp" ? apps : null} />;
    description = excerpt(text);
  } else {
    throw respond(null, { status: 404 });
  }

  const title = t("storeInfo.meta.title", { page: t(`storeInfo.pages.${page}`), name });
  // Built on the configured origin, never on the request's Host (like the menu's).
  const canonical = new URL(merchantHref(merchant, STORE_INFO_PATHS[page]), context.publicOrigin).href;
  const head: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { tagName: "link", rel: "canonical", href: canonical },
  ];
  return { head, content: staticPart(context, { language, merchant: view }, element) };
}
