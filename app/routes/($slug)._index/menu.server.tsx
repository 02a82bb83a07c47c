import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data as respond, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaDescriptor } from "@remix-run/cloudflare";
import { formatDeliveryTime, formatMoney, MAX_LINE_QUANTITY } from "../../../contract";
import { LINE_NOTES_MAX } from "../../../contract/limits";
import { chosenOptions, type ItemFormState } from "~/components/menu/item-form";
import type { PizzaFormError } from "~/components/menu/PizzaDialog";
import type { ClosedNotice, StoreNotice, WelcomeNotice } from "~/components/menu/ClosedStoreDialog";
import { applyPizzaStep, pizzaIsComplete, pizzaStateFromParams, pizzaStateToParams, presentPizzaModal } from "~/components/menu/pizza/steps.server";
import {
  Banners,
  CartButton,
  CategoryNav,
  ExtrasList,
  FidelityCard,
  MenuSearch,
  MenuSectionList,
  Promotions,
  SmartBanner,
  StoreStatus,
  VoucherNotice,
} from "~/partial/index.server";
import { addedItemParams, addedPizzaParams, trackConversion } from "~/lib/analytics.server";
import { upstreamRefusal } from "~/lib/api.server";
import type { CartService } from "~/lib/cart.server";
import { cartErrorKey, isCartWideRefusal, refusalStatus } from "~/lib/cart-messages";
import { applyLinkedVoucher, voucherNotice } from "~/lib/coupons.server";
import { loadFidelity, markFidelitySeen } from "~/lib/fidelity.server";
import { franchiseStoresPart } from "~/partial/index.server";
import { marketplaceHome } from "~/lib/marketplace";
import { marketplacePart } from "~/partial/index.server";
import { presentMenu, restaurantStructuredData } from "~/lib/menu-view";
import { merchantView } from "~/lib/merchant-view.server";
import { samePath, withoutModal } from "~/lib/modal-url";
import { chooseSmartBanner, closeSmartBanner, smartBannerClosed } from "~/lib/smart-banner";
import { describeOperationStatus } from "~/lib/operation-status.server";
import { staticPart } from "~/partial/index.server";
import { readWithToken, requireStore } from "~/lib/store.server";
import { displayPhone } from "~/lib/store-info.server";
import { closedNoticeOf, closedUntilFurtherNotice } from "./closed-notice.server";
import { findPizza, isAdultsOnly, loadMenuDialog } from "./dialog.server";
import { menuIntentSchema, type MenuIntent } from "./intents.server";

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
  const [store, menu, operationModes, statusNow, currentCart, dialog, banners, fidelityRead, smartBannerSettings] = await Promise.all([
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
  ]);
  const { merchant, language, t, session, currency, country, timeZone, locale } = store;

  // What the page shows and never changes in the browser is server-rendered HTML (decision 027).
  const page = { language, merchant: merchantView(merchant, language) };
  const info = merchant.generalInformations;
  const name = info?.merchant.name ?? slug;
  // Built on the configured origin, never on the request's Host (server.ts refuses foreign Hosts too).
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
    // The franchise's home is its store list and finder (app/lib/franchise.server.tsx, decision 030).
    return { kind: "franchise" as const, head, stores: await franchiseStoresPart(request, context, { slug, token: store.token, merchant, page }) };
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
  const unseenNotice: StoreNotice | null = unseenClosed ?? welcome;
  // The fidelity congratulations, over the menu only and after the closed-store notice.
  const fidelity = fidelityRead?.fidelity ?? null;
  const congratulate = fidelity?.congratulate && !itemModal && !pizzaModal && !unseenNotice ? fidelity : null;
  // The data-saver mode (issue 18) sends no script tag, not even this data one.
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
    allowEnterQuantity: merchant.generalSettings?.allow_enter_quantity ?? false,
    closedNotice: unseenNotice,
    congratulate: congratulate ? { programId: congratulate.programId, name: congratulate.name, reward: congratulate.reward } : null,
    notice: session.get("notice") ?? null,
    // Issue 16: `?voucher=CODE` kept in the session (the cart untouched), or what the last POST made of it.
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
        <StoreStatus status={status} modes={modes} />
        {fidelity ? <FidelityCard fidelity={fidelity} /> : null}
        <Banners banners={banners} />
      </>,
    ),
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
    ),
  };
}

type MenuActionData = { reply: SubmissionResult<string[]>; itemForm: (ItemFormState & { itemId: number }) | null; pizzaForm: PizzaFormError | null };

/** The menu's forms: add an item from its modal, the pizza builder's steps, dismiss the closed-store notice. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { merchantSlug: slug, cart } = context;
  if (!slug || !context.session || !cart) throw respond(null, { status: 404 });
  const session = context.session;
  const url = new URL(request.url);
  // server.ts refuses non-form posts; a form body that cannot be read counts as empty and is refused below.
  const form = await request.formData().catch(() => new FormData());
  const submission = parseWithZod(form, { schema: menuIntentSchema });
  const answer = (state: Partial<MenuActionData> & Pick<MenuActionData, "reply">, status: number) =>
    respond({ itemForm: null, pizzaForm: null, ...state } satisfies MenuActionData, { status });

  if (submission.status !== "success") {
    const reply = submission.reply();
    const intent = form.get("intent");
    const first = (name: string) => reply.error?.[name]?.[0] ?? null;
    if (intent === "add-item") {
      // What the customer chose comes back with the message on its field.
      const itemId = Number(form.get("itemId"));
      const quantity = Number(form.get("quantity"));
      const itemForm = {
        itemId,
        options: chosenOptions(form),
        quantity: Number.isInteger(quantity) && quantity >= 1 ? Math.min(quantity, MAX_LINE_QUANTITY) : 1,
        notes: String(form.get("notes") ?? ""),
        invalidGroups: [],
        formError: first("itemId") ?? Object.entries(reply.error ?? {}).find(([name]) => name.startsWith("options"))?.[1]?.[0] ?? first(""),
        fieldErrors: { quantity: first("quantity"), notes: first("notes") },
      };
      return answer({ reply, itemForm }, 400);
    }
    if (intent === "pizza-step" || intent === "add-pizza") {
      const error = first("quantity") ?? first("notes") ?? first("") ?? "pizza.errors.add";
      const field = first("quantity") ? ("quantity" as const) : first("notes") ? ("notes" as const) : undefined;
      return answer({ reply, pizzaForm: { error, field, values: { max: LINE_NOTES_MAX } } }, 400);
    }
    return answer({ reply }, 400);
  }

  const intent = submission.value;
  switch (intent.intent) {
    case "dismiss-closed-notice":
      session.set("closedNoticeSeen", intent.key);
      return redirect(withoutModal(url));
    case "dismiss-welcome":
      session.set("welcomeSeen", true);
      return redirect(withoutModal(url));
    case "dismiss-smart-banner":
      closeSmartBanner(session);
      return redirect(withoutModal(url));
    case "fidelity-seen": {
      // Issue 16: told to the API; if it could not answer, the menu shows the congratulations again later.
      const token = await context.accessToken().catch(() => null);
      if (token) await markFidelitySeen(context, token, intent.programId);
      return redirect(withoutModal(url));
    }
    case "pizza-step":
    case "add-pizza":
      return pizzaAction(context, slug, cart, url, form, submission, request);
    case "add-item": {
      const itemForm = {
        itemId: intent.itemId,
        options: intent.options,
        quantity: intent.quantity,
        notes: intent.notes ?? "",
        invalidGroups: [] as number[],
        formError: null,
        fieldErrors: {},
      };
      // A dish for adults only after the visitor said they are 18 or older (decision 031): a post
      // made without the question (a stale page, a crafted form) is refused with the reason.
      if (session.get("isOver18") !== true && (await isAdultsOnly(context, intent.itemId))) {
        const formError = "age.required";
        return answer({ reply: submission.reply({ formErrors: [formError] }), itemForm: { ...itemForm, formError } }, 403);
      }
      // The API checks the item, the quantity and each option group's [min, max]; its refusal is
      // mapped back onto the modal's groups.
      const added = await cart.addItem({
        item_id: intent.itemId,
        quantity: intent.quantity,
        notes: intent.notes,
        options: intent.options.map((option_id) => ({ option_id, quantity: 1 })),
      });
      if (added.ok) {
        session.flash("notice", "cart.added");
        // The pixel's AddToCart, sent by the server after the response (decision 032).
        trackConversion(context, request, "AddToCart", () =>
          addedItemParams(added.data, { itemId: intent.itemId, optionIds: intent.options, quantity: intent.quantity }),
        );
        await applyLinkedVoucher(context, added.data.guid);
        return redirect(withoutModal(url));
      }
      const groups = (added.error.errors ?? [])
        .map((error) => /^options\.(\d+)$/.exec(error.field)?.[1])
        .filter((id): id is string => id !== undefined)
        .map(Number);
      const formError = cartErrorKey(added.error, added.status);
      return groups.length > 0
        ? answer({ reply: submission.reply(), itemForm: { ...itemForm, invalidGroups: groups } }, 400)
        : answer({ reply: submission.reply({ formErrors: [formError] }), itemForm: { ...itemForm, formError } }, refusalStatus(added.status));
    }
  }
}

/**
 * The pizza builder without JavaScript: a step's form posts here with the builder's state in
 * the URL; the step is checked and the next one is a redirect (back and reload keep it all).
 * The last step adds the pizza; the API prices it again whatever the page showed.
 */
async function pizzaAction(
  context: ActionFunctionArgs["context"],
  slug: string,
  cart: CartService,
  url: URL,
  form: FormData,
  submission: Submission<MenuIntent, string[]> & { status: "success" },
  request: Request,
) {
  const intent = submission.value.intent;
  const fail = (pizzaForm: PizzaFormError, status: number) =>
    respond({ reply: submission.reply(), itemForm: null, pizzaForm } satisfies MenuActionData, { status });
  let token: string | null;
  try {
    token = await context.accessToken();
  } catch (error) {
    const refused = upstreamRefusal(error);
    return fail({ error: cartErrorKey(refused.error, refused.status) }, refusalStatus(refused.status));
  }
  if (!token) throw respond(null, { status: 404 });
  const [menu, menuSettings] = await Promise.all([context.api.read("menu", slug, token), context.api.read("menu_settings", slug, token)]);
  const pizza = menu ? findPizza(menu, Number(url.searchParams.get("modalId"))) : null;
  if (!pizza) return fail({ error: intent === "add-pizza" ? "pizza.errors.add" : "cart.errors.NOT_FOUND" }, 422);
  const modal = presentPizzaModal(pizza, menuSettings?.pizza_price_rule ?? "PROPORTIONAL");
  const state = pizzaStateFromParams(url.searchParams);
  if (intent === "pizza-step") {
    const result = applyPizzaStep(modal, state, form);
    if (!result.ok) return fail({ error: result.error, field: result.field, values: result.values, draft: result.draft }, 400);
    return redirect(`${samePath(url)}?${pizzaStateToParams(result.state, new URLSearchParams(url.search))}`);
  }
  const final = applyPizzaStep(modal, { ...state, step: 4 }, form);
  if (!final.ok || !pizzaIsComplete(modal, final.state)) return fail({ error: "pizza.errors.add" }, 400);
  const added = await cart.addPizza({
    pizza_id: pizza.id,
    size_id: final.state.sizeId,
    flavors: final.state.flavors.map((flavor) => ({ flavor_id: flavor.id, quantity: flavor.count })),
    complement_ids: final.state.complementIds,
    quantity: final.state.quantity,
    notes: final.state.notes.trim() || null,
  });
  if (!added.ok) {
    const error = isCartWideRefusal(added.error, added.status) ? cartErrorKey(added.error, added.status) : "pizza.errors.add";
    return fail({ error }, refusalStatus(added.status));
  }
  context.session!.flash("notice", "cart.added");
  trackConversion(context, request, "AddToCart", () =>
    addedPizzaParams(added.data, { pizzaId: pizza.id, sizeId: final.state.sizeId, quantity: final.state.quantity }),
  );
  await applyLinkedVoucher(context, added.data.guid);
  return redirect(withoutModal(url));
}
