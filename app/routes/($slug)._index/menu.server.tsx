import { type LoaderFunctionArgs, type MetaDescriptor } from "@remix-run/cloudflare";
import { formatDeliveryTime, formatMoney } from "../../../contract";
import type { ClosedNotice, PointsNotice, StoreNotice, WelcomeNotice } from "~/components/menu/ClosedStoreDialog";
import {
  Banners,
  CartButton,
  CategoryNav,
  ExtrasList,
  FidelityCard,
  MenuSearch,
  MenuSectionList,
  NearestArrival,
  Promotions,
  SmartBanner,
  StoreStatus,
  VoucherNotice,
} from "~/partial/index.server";
import { voucherNotice } from "~/lib/cart/coupons.server";
import { loadFidelity } from "~/lib/loyalty/fidelity.server";
import { loadPointsToExpire, pointsAlertOf } from "~/lib/loyalty/loyalty.server";
import { franchiseStoresPart } from "~/partial/index.server";
import { marketplaceHome } from "~/lib/store/marketplace";
import { marketplacePart } from "~/partial/index.server";
import { presentMenu, restaurantStructuredData } from "~/lib/menu/menu-view";
import { merchantView } from "~/lib/store/merchant-view.server";
import { withoutModal } from "~/lib/page/modal-url";
import { chooseSmartBanner, smartBannerClosed } from "~/lib/store/smart-banner";
import { describeOperationStatus, describePause } from "~/lib/store/operation-status.server";
import { staticPart } from "~/partial/index.server";
import { readWithToken, requireStore } from "~/lib/store/store.server";
import { displayPhone } from "~/lib/store/store-info.server";
import { closedNoticeOf, closedUntilFurtherNotice } from "./closed-notice.server";
import { loadMenuDialog } from "./dialog.server";
import { flashedNotice } from "~/lib/i18n/i18n.server";
import { formatDistance } from "~/lib/store/franchise";
import { takeArrival } from "~/lib/location/nearest-store.server";

// Kept out of route.tsx so nothing here reaches the menu's first load of code (decision 027).

const ALPHA2 = { BRA: "BR", COL: "CO", MEX: "MX" } as const;
const MAX_SEARCH_LENGTH = 80;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = context;
  const { slug, cart } = context.store;
  // The landing (no store) is this index too: the layout renders it.
  if (!slug || !cart) return null;
  const url = new URL(request.url);
  const term = (url.searchParams.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH);

  // Every read starts with the token, beside the store's own: one round.
  const menuRead = readWithToken(context, (slug, token) => api.read("menu", slug, token));
  const [
    store,
    menu,
    operationModes,
    statusNow,
    currentCart,
    dialog,
    banners,
    fidelityRead,
    smartBannerSettings,
    pointsToExpire,
  ] = await Promise.all([
    requireStore(context, request),
    menuRead,
    readWithToken(context, (slug, token) => api.read("operation_modes", slug, token)),
    readWithToken(context, (slug, token) => api.read("operation_status_now", slug, token)),
    cart.current(),
    loadMenuDialog(request, context, menuRead),
    // Awaited: the first banner is the page's largest paint on a phone and must be in the first HTML.
    readWithToken(context, (slug, token) =>
      api.read("banners", slug, token, { page: "1", size: "10", filters_date: new Date().toISOString() }),
    ).catch(() => null),
    readWithToken(context, (_slug, token) => loadFidelity(context, token)),
    readWithToken(context, (slug, token) => api.read("smart_banner", slug, token)).catch(() => null),
    readWithToken(context, (_slug, token) => loadPointsToExpire(context, token)),
  ]);
  const { merchant, language, t, session, currency, country, timeZone, locale } = store;

  const page = { language, merchant: merchantView(merchant, language) };
  const info = merchant.generalInformations;
  const name = info?.merchant.name ?? slug;
  // The configured origin, never the request's Host.
  const home = new URL(store.href("/"), context.page.publicOrigin).href;
  const logo = merchant.stylizations?.logo ?? null;
  const title = t("meta.menuTitle", { name });
  const description = info?.merchant.description || t("meta.menuDescription", { name });
  const image = logo ? new URL(logo.large, context.page.publicOrigin).href : null;
  // meta() returns these as they are: its code stays out of the browser's first load.
  const head: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: home },
    ...(image ? [{ property: "og:image", content: image }] : []),
    { name: "twitter:card", content: "summary" },
    { name: "theme-color", content: merchant.stylizations?.brand_colors?.pure ?? "#000000" },
    { tagName: "link", rel: "canonical", href: home },
    { tagName: "link", rel: "manifest", href: store.href("/manifest.webmanifest") },
    ...(logo?.small ? [{ tagName: "link", rel: "icon", href: logo.small }] : []),
  ];

  const marketplace = marketplaceHome(merchant, name);
  if (marketplace) {
    // A marketplace sells nothing itself.
    const marketplaceTitle = t("marketplace.metaTitle", { name: marketplace.name });
    return {
      kind: "marketplace" as const,
      head: head.map((entry) => ("title" in entry ? { title: marketplaceTitle } : entry)),
      stores: await marketplacePart(context, { slug, token: store.token, marketplace, page }),
    };
  }
  if (merchant.slugType?.type === "FRANCHISE") {
    // A located customer is taken to the nearest store, unless they came back to choose.
    const redirectToNearest =
      (merchant.generalSettings?.redirect_to_nearest_store ?? false) && !url.searchParams.has("choose");
    return {
      kind: "franchise" as const,
      head,
      heading: t("franchise.title", { name }),
      stores: await franchiseStoresPart(request, context, {
        slug,
        token: store.token,
        merchant,
        page,
        redirectToNearest,
      }),
    };
  }

  const untilFurtherNotice = closedUntilFurtherNotice(statusNow);
  const franchiseSlug = merchant.slugType?.slug_franchise ?? merchant.generalSettings?.slug_franchise ?? null;
  const modes =
    operationModes && !untilFurtherNotice
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

  const status = statusNow ? describeOperationStatus(statusNow, timeZone, language, t) : null;
  const { itemModal, pizzaModal } = dialog;
  // The dish's photo is the page's largest image: preloaded from the head rather than when the parser reaches it.
  if (itemModal?.image && !context.page.dataSaver)
    head.push({ tagName: "link", rel: "preload", as: "image", href: itemModal.image, fetchpriority: "high" });
  const closedNotice: ClosedNotice | null =
    itemModal || pizzaModal
      ? null
      : closedNoticeOf(statusNow, {
          statusText: status?.text ?? null,
          schedulingEnabled: merchant.generalSettings?.scheduling_enabled ?? false,
          atTable: session.get("deliveryMethod") === "TABLE",
          // A custom domain serves one store only: the chain's list lives on the app host.
          otherStores: franchiseSlug && !merchant.customDomain ? `/${franchiseSlug}` : null,
        });

  const unseenClosed = closedNotice && session.get("closedNoticeSeen") !== closedNotice.key ? closedNotice : null;
  const welcome: WelcomeNotice | null =
    merchant.generalSettings?.show_welcome_modal &&
    !session.get("welcomeSeen") &&
    !itemModal &&
    !pizzaModal &&
    !unseenClosed
      ? { kind: "welcome", name, description: info?.merchant.description || null, logo: logo?.small ?? null }
      : null;
  const pointsAlert = pointsToExpire ? pointsAlertOf(pointsToExpire, { timeZone, locale }) : null;
  const points: PointsNotice | null =
    pointsAlert &&
    session.get("pointsAlertSeen") !== pointsAlert.key &&
    !itemModal &&
    !pizzaModal &&
    !unseenClosed &&
    !welcome
      ? { kind: "points", ...pointsAlert }
      : null;
  const unseenNotice: StoreNotice | null = unseenClosed ?? welcome ?? points;
  const fidelity = fidelityRead?.fidelity ?? null;
  const congratulate = fidelity?.congratulate && !itemModal && !pizzaModal && !unseenNotice ? fidelity : null;
  // The data-saver mode sends no script tag, not even this data one.
  if (menu && !context.page.dataSaver) {
    // Rendered once into the document ("<" escaped so a dish name cannot close the script tag), never sent as data.
    const structuredData = restaurantStructuredData({
      name,
      description: info?.merchant.description ?? "",
      url: home,
      image,
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
    });
    context.page.documentHtml.structuredData = JSON.stringify(structuredData).replace(/</g, "\\u003c");
  }
  const pageUrl = withoutModal(url);
  const presented = menu ? presentMenu(menu, term, currency, locale) : null;
  const voucher = voucherNotice(session, url);
  const arrival = takeArrival(session);
  const smartBanner = chooseSmartBanner(
    smartBannerSettings,
    request.headers.get("User-Agent"),
    smartBannerClosed(session),
  );
  return {
    kind: "menu" as const,
    head,
    dialog,
    // The layout makes its header and footer inert too, only while the URL still asks for these dialogs.
    modalOpen: !!itemModal || !!pizzaModal || !!unseenNotice || !!congratulate,
    modalFor: dialog.key,
    // The store's own notices come one at a time: the layout's analytics question waits for them.
    noticeOpen: !!unseenNotice || !!congratulate,
    allowEnterQuantity: merchant.generalSettings?.allow_enter_quantity ?? false,
    closedNotice: unseenNotice,
    congratulate: congratulate
      ? { programId: congratulate.programId, name: congratulate.name, reward: congratulate.reward }
      : null,
    notice: flashedNotice(session, t),
    voucher: voucher ? staticPart(context, page, <VoucherNotice notice={voucher} />) : null,
    cart:
      currentCart.state === "open" && currentCart.cart.count > 0
        ? staticPart(
            context,
            page,
            <CartButton
              count={currentCart.cart.count}
              total={formatMoney(currentCart.cart.summary.total, currency, locale)}
            />,
          )
        : null,
    hasMenu: !!presented && !context.page.dataSaver,
    intro: staticPart(
      context,
      page,
      <>
        {/* A plain form needs `?index` to post to this index route. */}
        {smartBanner ? (
          <SmartBanner banner={smartBanner} action={`${pageUrl}${pageUrl.includes("?") ? "&" : "?"}index`} />
        ) : null}
        {arrival ? (
          <NearestArrival name={name} distance={formatDistance(arrival.km, locale)} back={arrival.back} />
        ) : null}
        <StoreStatus status={status} modes={modes} pause={describePause(statusNow, timeZone, language, t)} />
        {fidelity ? <FidelityCard fidelity={fidelity} /> : null}
        <Banners banners={banners} />
      </>,
    ),
    // Without a search it shows only configuration: made once for the views that share it.
    sections: staticPart(
      context,
      page,
      presented ? (
        <>
          <MenuSearch term={term} resultCount={presented.resultCount} />
          {!term && presented.sections.length > 0 ? <CategoryNav sections={presented.sections} /> : null}
          {!term ? <Promotions promotions={presented.promotions} page={pageUrl} /> : null}
          <MenuSectionList sections={presented.sections} term={term} page={pageUrl} />
          {!term ? <ExtrasList extras={presented.extras} /> : null}
        </>
      ) : (
        <>
          <MenuSearch term={term} resultCount={0} />
          <MenuSectionList sections={null} term={term} page={pageUrl} />
        </>
      ),
      presented && !term ? [pageUrl, presented] : undefined,
    ),
  };
}
