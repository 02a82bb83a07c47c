import { data as respond, type LoaderFunctionArgs, type MetaDescriptor } from "@remix-run/cloudflare";
import type { ReactElement } from "react";
import { AboutPage, ContactPage, TextPage } from "~/partial/index.server";
import { merchantView } from "~/lib/store/merchant-view.server";
import { openingWeek } from "~/lib/store/opening-hours";
import { staticPart } from "~/partial/index.server";
import { readWithToken, requireStoreWithoutToken } from "~/lib/store/store.server";
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
} from "~/lib/store/store-info.server";

/** No text written is the store's 404; the store's information unreadable is a 503, not a 404. */
export async function loadStoreInfoPage({ request, context }: LoaderFunctionArgs, page: StoreInfoPage) {
  const { api } = context;
  const { slug } = context.store;
  if (!slug) throw respond(null, { status: 404 });
  const [store, times, smartBanner] = await Promise.all([
    requireStoreWithoutToken(context, request),
    page === "about" ? readWithToken(context, (slug, token) => api.read("operation_times", slug, token)) : null,
    page === "superapp" ? readWithToken(context, (slug, token) => api.read("smart_banner", slug, token)) : null,
  ]);
  const { merchant, language, t, country, locale } = store;
  const info = merchant.generalInformations;
  if (!info) throw respond(null, { status: 503 });
  if (!storeInfoPages(info).includes(page)) throw respond(null, { status: 404 });
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
        rating={
          rating === null
            ? null
            : new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating)
        }
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
    const apps = smartBanner?.show_link_store
      ? { apple: smartBanner.link_apple_store, google: smartBanner.link_play_store }
      : null;
    element = (
      <TextPage
        page={page}
        paragraphs={paragraphs(text)}
        owner={policyOwnerFrom(info, country)}
        apps={page === "superapp" ? apps : null}
      />
    );
    description = excerpt(text);
  } else {
    throw respond(null, { status: 404 });
  }

  const title = t("storeInfo.meta.title", { page: t(`storeInfo.pages.${page}`), name });
  // The configured origin, never the request's Host.
  const canonical = new URL(store.href(STORE_INFO_PATHS[page]), context.page.publicOrigin).href;
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
