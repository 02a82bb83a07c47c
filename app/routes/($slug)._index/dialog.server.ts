import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Menu } from "../../../contract";
import { presentPizzaModal } from "~/components/menu/pizza/steps.server";
import { visibleCategories } from "~/lib/menu/menu";
import { ADULTS_ONLY_TAG, presentItemModal } from "~/lib/menu/menu-view";
import { dialogKey } from "~/lib/page/modal-url";
import { trackEvent } from "~/lib/platform/analytics.server";
import { readAnalyticsConsent } from "~/lib/platform/analytics-consent.server";
import type { MerchantSession } from "~/lib/platform/session.server";
import { readWithToken, requireStore } from "~/lib/store/store.server";

/** False when the menu cannot be read. */
export async function isAdultsOnly(context: AppLoadContext, itemId: number): Promise<boolean> {
  const menu = await readWithToken(context, (slug, token) => context.api.read("menu", slug, token).catch(() => null));
  const item = menu
    ? visibleCategories(menu.categories)
        .flatMap((category) => category.items)
        .find((candidate) => candidate.id === itemId)
    : undefined;
  return item?.tags.includes(ADULTS_ONLY_TAG) ?? false;
}

export function findPizza(menu: Menu, id: number) {
  return (
    visibleCategories(menu.categories)
      .flatMap((category) => category.pizzas)
      .find((pizza) => pizza.id === id) ?? null
  );
}

/** Once per opening, not again when the dialog is only loaded again (a reload, a revalidation). */
async function viewContent(context: AppLoadContext, request: Request, session: MerchantSession, contentId: string) {
  if (
    session.get("viewedContent") === contentId ||
    (await readAnalyticsConsent(request, context.store.slug)) !== "granted"
  )
    return;
  session.set("viewedContent", contentId);
  trackEvent(context, request, "ViewContent", () => ({ content_type: "product", content_ids: [contentId] }));
}

/**
 * The dialog a menu URL asks for, rendered by the menu's loader and fetched alone by the page when a
 * dish opens with JavaScript, so opening a dish loads one small response. The menu's loader passes its
 * own menu read so both share one upstream call.
 */
export async function loadMenuDialog(request: Request, context: AppLoadContext, menu?: Promise<Menu | null>) {
  const search = new URL(request.url).searchParams;
  const key = dialogKey(search);
  const none = { key, itemModal: null, pizzaModal: null };
  const modal = search.get("modal");
  const id = Number(search.get("modalId"));
  const slug = context.store.slug;
  const asked = !!key && !!slug && Number.isInteger(id) && (modal === "menuItem" || modal === "menuPizza");
  const [store, dishes, settings] = await Promise.all([
    requireStore(context, request),
    asked ? (menu ?? readWithToken(context, (slug, token) => context.api.read("menu", slug, token))) : null,
    asked && modal === "menuPizza"
      ? readWithToken(context, (slug, token) => context.api.read("menu_settings", slug, token))
      : null,
  ]);
  if (!dishes) return none;
  if (modal === "menuItem") {
    const item = presentItemModal(dishes, id, store.currency, store.locale);
    if (item) await viewContent(context, request, store.session, `item-${id}`);
    return {
      ...none,
      itemModal: item ? { ...item, ageAsked: item.adultsOnly && store.session.get("isOver18") !== true } : null,
    };
  }
  const pizza = findPizza(dishes, id);
  if (pizza) await viewContent(context, request, store.session, `pizza-${id}`);
  return { ...none, pizzaModal: pizza ? presentPizzaModal(pizza, settings?.pizza_price_rule ?? "PROPORTIONAL") : null };
}
