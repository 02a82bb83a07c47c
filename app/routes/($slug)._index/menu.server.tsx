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
import { voucherNotice } from "~/lib/coupons.server";
import { loadFidelity } from "~/lib/fidelity.server";
import { loadPointsToExpire, pointsAlertOf } from "~/lib/loyalty.server";
import { franchiseStoresPart } from "~/partial/index.server";
import { marketplaceHome } from "~/lib/marketplace";
import { marketplacePart } from "~/partial/index.server";
import { presentMenu, restaurantStructuredData } from "~/lib/menu-view";
import { merchantView } from "~/lib/merchant-view.server";
import { withoutModal } from "~/lib/modal-url";
import { chooseSmartBanner, smartBannerClosed } from "~/lib/smart-banner";
import { describeOperationStatus, describePause } from "~/lib/operation-status.server";
import { staticPart } from "~/partial/index.server";
import { readWithToken, requireStore } from "~/lib/store.server";
import { displayPhone } from "~/lib/store-info.server";
import { closedNoticeOf, closedUntilFurtherNotice } from "./closed-notice.server";
import { loadMenuDialog } from "./dialog.server";
import { flashedNotice } from "~/lib/i18n.server";
import { formatDistance } from "~/lib/franchise";
import { takeArrival } from "~/lib/nearest-store.server";

// The menu's loader and action (route.tsx re-exports them): the route module keeps only what the
// browser runs, so nothing here is reached from the menu's first load of code (decision 027).

const ALPHA2 = { BRA: "BR", COL: "CO", MEX: "MX" } as const;
/** Search terms longer than this are cut: nobody types a dish name this long. */
const MAX_SEARCH_LENGTH = 80;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { merchantSlug: slug, api, cart } = context;
  // The landing (no store) is this index too: the layout renders it.
  if (!slug || !cart) return null;
  const url = new URL(request.url);
  const term = (url.searchParams.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH);

  // Every read of the page starts with the token, beside the store's own (one round, decision 058).
  // Without a token they read nothing: requireStore says why.
  const menuRead = readWithToken(context, (slug, token) => api.read("menu", slug, token));
  const [store, menu, operationModes, statusNow, currentCart, dialog, banners, fidelityRead, smartBannerSettings, pointsToExpire] = await Promise.all([
    requireStore(context, request),
    menuRead,
    readWithToken(context, (slug, token) => api.read("operation_modes", slug, token)),
    readWithToken(context, (slug, token) => api.read("operation_status_now", slug, token)),
    cart.current(),
    loadMenuDialog(request, context, menuRead),
    // Cached like the menu (decision 017), so awaited: the first banner is the page's largest paint
    // on a phone and is in the first HTML, its space never pushes the menu down (decision 005).
    readWithToken(context, (slug, token) => api.read("banners", slug, token, { page: "1", size: "10", filters_date: new Date().toISOString() })).catch(
      () => null,
    ),
    // The logged-in client's fidelity programme: never cached, no call for a visitor.
    readWithToken(context, (_slug, token) => loadFidelity(context, token)),
    // The store's app links (core spec §4), cached like the banners; without them, no smart banner.
    readWithToken(context, (slug, token) => api.read("smart_banner", slug, token)).catch(() => null),
    // The logged-in client's points about to expire (the points alert): never cached, no call for a visitor.
    readWithToken(context, (_slug, token) => loadPointsToExpire(context, token)),
  ]);
  const { merchant, language, t, session, currency, country, timeZone, locale } = store;

  // What the page shows and never changes in the browser is server-rendered HTML (decision 027).
  const page = { language, merchant: merchantView(merchant, language) };
  const info = merchant.generalInformations;
  const name = info?.merchant.name ?? slug;
  // Built on the configured origin, never on the request's Host (foreign Hosts are refused before any page).
  const home = new URL(store.href("/"), context.publicOrigin).href;
  const logo = merchant.stylizations?.logo ?? null;
  const title = t("meta.menuTitle", { name });
  const description = info?.merchant.description || t("meta.menuDescription", { name });
  const image = logo ? new URL(logo.large, context.publicOrigin).href : null;
  // The route's meta() returns these as they are: its code stays out of the browser's first load.
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
    // A marketplace sells nothing itself: its home lists its stores or sends to its one (decision 040).
    const marketplaceTitle = t("marketplace.metaTitle", { name: marketplace.name });
    return {
      kind: "marketplace" as const,
      head: head.map((entry) => ("title" in entry ? { title: marketplaceTitle } : entry)),
      stores: await marketplacePart(context, { slug, token: store.token, marketplace, page }),
    };
  }
  if (merchant.slugType?.type === "FRANCHISE") {
    // The franchise's home is its store list and finder, as its `/stores` (decisions 030, 079):
    // a located customer is taken to the nearest store, unless they came back to choose.
    const redirectToNearest = (merchant.generalSettings?.redirect_to_nearest_store ?? false) && !url.searchParams.has("choose");
    return {
      kind: "franchise" as const,
      head,
      heading: t("franchise.title", { name }),
      stores: await franchiseStoresPart(request, context, { slug, token: store.token, merchant, page, redirectToNearest }),
    };
  }

  // Closed with no opening hours ahead (Recife): no order time to promise, and a franchise store
  // points to the chain's other stores.
  const untilFurtherNotice = closedUntilFurtherNotice(statusNow);
  const franchiseSlug = merchant.slugType?.slug_franchise ?? merchant.generalSettings?.slug_franchise ?? null;
  const modes =
    operationModes && !untilFurtherNotice
      ? {
          delivery: operationModes.delivery_configuration.enabled
            ? formatDeliveryTime(operationModes.delivery_configuration.time_to_receive.minimum, operationModes.delivery_configuration.time_to_receive.maximum)
            : null,
          takeout: operationModes.takeout_configuration.enabled
            ? formatDeliveryTime(operationModes.takeout_configuration.time_to_receive.minimum, operationModes.takeout_configuration.time_to_receive.maximum)
            : null,
        }
      : null;

  const status = statusNow ? describeOperationStatus(statusNow, timeZone, language, t) : null;
  const { itemModal, pizzaModal } = dialog;
  // A shared dish link opens with the dish's dialog, written after the whole menu: its photo is the
  // page's largest image, asked for from the head with the CSS rather than when the parser reaches it.
  if (itemModal?.image && !context.dataSaver) head.push({ tagName: "link", rel: "preload", as: "image", href: itemModal.image, fetchpriority: "high" });
  // The closed-store (or schedule-only) notice, once per closure: dismissing it is remembered.
  const closedNotice: ClosedNotice | null =
    itemModal || pizzaModal
      ? null
      : closedNoticeOf(statusNow, {
          statusText: status?.text ?? null,
          schedulingEnabled: merchant.generalSettings?.scheduling_enabled ?? false,
          atTable: session.get("deliveryMethod") === "TABLE",
          // The chain's store list lives on the app host: a custom domain serves one store only.
          otherStores: franchiseSlug && !merchant.customDomain ? `/${franchiseSlug}` : null,
        });

  const unseenClosed = closedNotice && session.get("closedNoticeSeen") !== closedNotice.key ? closedNotice : null;
  // The store's welcome (show_welcome_modal), once per visitor, over the menu only, after the
  // closed-store notice (decision 033).
  const welcome: WelcomeNotice | null =
    merchant.generalSettings?.show_welcome_modal && !session.get("welcomeSeen") && !itemModal && !pizzaModal && !unseenClosed
      ? { kind: "welcome", name, description: info?.merchant.description || null, logo: logo?.small ?? null }
      : null;
  // The client's points about to expire, once per expiry day, after the store's own notices.
  const pointsAlert = pointsToExpire ? pointsAlertOf(pointsToExpire, { timeZone, locale }) : null;
  const points: PointsNotice | null =
    pointsAlert && session.get("pointsAlertSeen") !== pointsAlert.key && !itemModal && !pizzaModal && !unseenClosed && !welcome
      ? { kind: "points", ...pointsAlert }
      : null;
  const unseenNotice: StoreNotice | null = unseenClosed ?? welcome ?? points;
  // The fidelity congratulations, over the menu only and after the closed-store notice.
  const fidelity = fidelityRead?.fidelity ?? null;
  const congratulate = fidelity?.congratulate && !itemModal && !pizzaModal && !unseenNotice ? fidelity : null;
  // The data-saver mode (decision 034) sends no script tag, not even this data one.
  if (menu && !context.dataSaver) {
    // Rendered once into the document (JSON.stringify escapes quotes; "<" is escaped so a dish name
    // cannot close the script tag), never sent again as data: ~/lib/document-html.
    const structuredData = restaurantStructuredData({
      name,
      description: info?.merchant.description ?? "",
      url: home,
      image,
      telephone: info?.contact.phone ? displayPhone(`${info.contact.phone_ddi ?? ""}${info.contact.phone}`, "international") : null,
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
    context.documentHtml.structuredData = JSON.stringify(structuredData).replace(/</g, "\\u003c");
  }
  // The menu's own URL without a dialog: the dishes' links add theirs to it.
  const pageUrl = withoutModal(url);
  const presented = menu ? presentMenu(menu, term, currency, locale) : null;
  const voucher = voucherNotice(session, url);
  // Taken here by the franchise as the store nearest to the customer: said once, with the way back.
  const arrival = takeArrival(session);
  // The store's app for this device, unless closed in this session (~/lib/smart-banner).
  const smartBanner = chooseSmartBanner(smartBannerSettings, request.headers.get("User-Agent"), smartBannerClosed(session));
  return {
    kind: "menu" as const,
    head,
    // The dialog this data was loaded for: with JavaScript, opening another one fetches it alone.
    dialog,
    // The layout makes its header and footer inert too (decision 007: without JavaScript the modal is
    // an open <dialog>); only while the URL still asks for the dialogs loaded here (usePageHasModal).
    modalOpen: !!itemModal || !!pizzaModal || !!unseenNotice || !!congratulate,
    modalFor: dialog.key,
    // The store's own notices come one at a time: the layout's analytics question waits for them.
    noticeOpen: !!unseenNotice || !!congratulate,
    allowEnterQuantity: merchant.generalSettings?.allow_enter_quantity ?? false,
    closedNotice: unseenNotice,
    congratulate: congratulate ? { programId: congratulate.programId, name: congratulate.name, reward: congratulate.reward } : null,
    notice: flashedNotice(session, t),
    // A voucher link: `?voucher=CODE` kept in the session (the cart untouched), or what the last POST made of it.
    voucher: voucher ? staticPart(context, page, <VoucherNotice notice={voucher} />) : null,
    cart:
      currentCart.state === "open" && currentCart.cart.count > 0
        ? staticPart(context, page, <CartButton count={currentCart.cart.count} total={formatMoney(currentCart.cart.summary.total, currency, locale)} />)
        : null,
    // The JSON-LD's script tag (route.tsx): with the menu, not in the data-saver mode.
    hasMenu: !!presented && !context.dataSaver,
    // The smart banner, the store's name, status, fidelity card and banners; then the search, categories, promotions, dishes and extras.
    intro: staticPart(
      context,
      page,
      <>
        {/* Its close form posts to this index route: a plain form needs `?index` for that. */}
        {smartBanner ? <SmartBanner banner={smartBanner} action={`${pageUrl}${pageUrl.includes("?") ? "&" : "?"}index`} /> : null}
        {arrival ? <NearestArrival name={name} distance={formatDistance(arrival.km, locale)} back={arrival.back} /> : null}
        <StoreStatus status={status} modes={modes} pause={describePause(statusNow, timeZone, language, t)} />
        {fidelity ? <FidelityCard fidelity={fidelity} /> : null}
        <Banners banners={banners} />
      </>,
    ),
    // A menu without a search shows only configuration: made once for the views that share it (decision 065).
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
