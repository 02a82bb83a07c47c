import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { displayLocale, formatDeliveryTime } from "../../../contract";
import { Banners } from "~/components/menu/Banners";
import { CategoryNav } from "~/components/menu/CategoryNav";
import { ExtrasList } from "~/components/menu/ExtrasList";
import { MenuSectionList } from "~/components/menu/MenuSectionList";
import { MenuSearch } from "~/components/menu/MenuSearch";
import { FranchiseStores } from "~/components/menu/FranchiseStores";
import { Promotions } from "~/components/menu/Promotions";
import { StoreStatus } from "~/components/menu/StoreStatus";
import { displayPhone } from "~/lib/store-info.server";
import { i18nServer, resolveLanguage } from "~/lib/i18n.server";
import { merchantHref } from "~/lib/links";
import { describeOperationStatus } from "~/lib/operation-status.server";
import { presentMenu, restaurantStructuredData, visibleStores } from "./menu.server";

const ALPHA2 = { BRA: "BR", COL: "CO", MEX: "MX" } as const;
/** Search terms longer than this are cut: nobody types a dish name this long. */
const MAX_SEARCH_LENGTH = 80;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return matches.flatMap((match) => match.meta);
  const { head } = data;
  return [
    { title: head.title },
    { name: "description", content: head.description },
    { property: "og:type", content: "website" },
    { property: "og:title", content: head.title },
    { property: "og:description", content: head.description },
    { property: "og:url", content: head.url },
    ...(head.image ? [{ property: "og:image", content: head.image }] : []),
    { name: "twitter:card", content: "summary" },
    { name: "theme-color", content: head.themeColor },
    { tagName: "link", rel: "canonical", href: head.url },
    { tagName: "link", rel: "manifest", href: head.manifest },
    ...(head.icon ? [{ tagName: "link", rel: "icon", href: head.icon }] : []),
  ];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = await context.accessToken();
  if (!token || !context.merchantSlug) return null;
  const slug = context.merchantSlug;
  const { api } = context;
  const url = new URL(request.url);
  const term = (url.searchParams.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH);

  // Every read of the page starts at once, beside the layout's bootstrap reads.
  const banners = api.read("banners", slug, token, { page: "1", size: "10", filters_date: new Date().toISOString() });
  const [merchant, menu, operationModes, statusNow] = await Promise.all([
    context.loadMerchant(),
    api.read("menu", slug, token),
    api.read("operation_modes", slug, token),
    api.read("operation_status_now", slug, token),
  ]);
  if (!merchant) return null;

  const language = await resolveLanguage(request, merchant.tropicalization.language);
  const t = await i18nServer.getFixedT(language);
  const { currency, country_code: country, timezone } = merchant.tropicalization;
  const info = merchant.generalInformations;
  const name = info?.merchant.name ?? slug;
  const home = new URL(merchantHref(merchant, "/"), url.origin).href;
  const logo = merchant.stylizations?.logo ?? null;
  const head = {
    title: t("meta.menuTitle", { name }),
    description: info?.merchant.description || t("meta.menuDescription", { name }),
    url: home,
    image: logo ? new URL(logo.large, url.origin).href : null,
    icon: logo?.small ?? null,
    manifest: merchantHref(merchant, "/manifest.webmanifest"),
    themeColor: merchant.stylizations?.brand_colors?.pure ?? "#000000",
  };

  if (merchant.slugType?.type === "FRANCHISE") {
    const stores = await api.stores(slug, token, { page: "1", size: "1000" });
    return {
      kind: "franchise" as const,
      head,
      stores: stores
        ? visibleStores(stores).map((store) => ({
            slug: store.slug,
            name: store.name,
            city: store.city.name,
            address: store.address ? `${store.address.street}, ${store.address.number} - ${store.address.neighborhood}` : "",
            delivery: store.delivery_configuration.enabled,
            takeout: store.takeout_configuration.enabled,
          }))
        : null,
    };
  }

  const modes = operationModes
    ? {
        delivery: operationModes.delivery_configuration.enabled
          ? formatDeliveryTime(
              operationModes.delivery_configuration.time_to_receive.minimum,
              operationModes.delivery_configuration.time_to_receive.maximum,
            )
          : null,
        takeout: operationModes.takeout_configuration.enabled
          ? formatDeliveryTime(
              operationModes.takeout_configuration.time_to_receive.minimum,
              operationModes.takeout_configuration.time_to_receive.maximum,
            )
          : null,
      }
    : null;

  return {
    kind: "menu" as const,
    head,
    term,
    status: statusNow ? describeOperationStatus(statusNow, timezone, language, t) : null,
    modes,
    menu: menu ? presentMenu(menu, term, currency, displayLocale(language, country)) : null,
    structuredData: menu
      ? restaurantStructuredData({
          name,
          description: info?.merchant.description ?? "",
          url: home,
          image: head.image,
          telephone: info?.contact.phone
            ? displayPhone(`${info.contact.phone_ddi ?? ""}${info.contact.phone}`, "international")
            : null,
          address: info?.address.visible
            ? {
                street: `${info.address.street}, ${info.address.number}`,
                city: info.address.city,
                state: info.address.state,
                zip: info.address.zip_code,
                country: ALPHA2[country],
              }
            : null,
          currency,
          menu,
        })
      : null,
    // Decorative and below the fold: streamed after the menu (absent without JavaScript).
    banners,
  };
}

export default function MenuPage() {
  const data = useLoaderData<typeof loader>();
  if (!data) return null;
  if (data.kind === "franchise") return <FranchiseStores stores={data.stores} />;
  const { menu } = data;
  return (
    <main id="main" className="c-menu">
      {data.structuredData ? (
        <script
          type="application/ld+json"
          // JSON.stringify escapes quotes; "<" is escaped so a dish name cannot close the script tag.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(data.structuredData).replace(/</g, "\\u003c") }}
        />
      ) : null}
      <StoreStatus status={data.status} modes={data.modes} />
      <Banners banners={data.banners} />
      <MenuSearch term={data.term} resultCount={menu?.resultCount ?? 0} />
      {menu ? (
        <>
          {!data.term && menu.sections.length > 0 ? <CategoryNav sections={menu.sections} /> : null}
          {!data.term ? <Promotions promotions={menu.promotions} /> : null}
          <MenuSectionList sections={menu.sections} term={data.term} />
          {!data.term ? <ExtrasList extras={menu.extras} /> : null}
        </>
      ) : (
        <MenuSectionList sections={null} term={data.term} />
      )}
    </main>
  );
}
