import { parseWithZod } from "@conform-to/zod/v4";
import { data as respond, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { ConfigurationRead } from "../../../contract";
import { cartParams, eventTaken, removedLineParams, trackEvent } from "~/lib/platform/analytics.server";
import { schedulingErrorKey } from "~/lib/scheduling/scheduling-messages";
import { presentWhen } from "~/lib/scheduling/scheduling-when";
import { cartErrorKey, refusalStatus } from "~/lib/cart/cart-messages";
import type { CartActionData, CartPageView } from "~/lib/cart/cart-view";
import {
  presentCart,
  presentExtras,
  presentFreeDelivery,
  presentMinimum,
  presentModes,
} from "~/lib/cart/cart-view.server";
import { enabledModes, resolveDeliveryMode } from "~/lib/cart/delivery-mode";
import { merchantView } from "~/lib/store/merchant-view.server";
import { samePath } from "~/lib/page/modal-url";
import { readWithToken, requireStore, requireStoreSession } from "~/lib/store/store.server";
import { CartTotals, LocateLink, RepricedNotice, staticPart } from "~/partial/index.server";
import { cartIntentSchema } from "./intents.server";
import { sendRound } from "~/lib/tables/table.server";
import { storedId } from "~/lib/tables/table-view";
import { describePause } from "~/lib/store/operation-status.server";
import { flashedNotice } from "~/lib/i18n/i18n.server";

// Kept out of route.tsx so the route module imports only what the browser runs (decision 027).

/** Reads only: a prefetch, a revalidation or a link from another site must not change the cart. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = context;
  const { cart } = requireStoreSession(context);
  // The page's reads need only the token: they go out beside the store's own, one round of calls.
  // Without a token they read nothing, and requireStore says why.
  const read = <K extends ConfigurationRead>(name: K) =>
    readWithToken(context, (slug, token) => api.read(name, slug, token));
  const tableId = storedId(context.store.session?.get("tableId"));
  const [store, current, modes, statusNow, menu, orderSettings, areas, table] = await Promise.all([
    requireStore(context, request),
    cart.current(),
    read("operation_modes"),
    read("operation_status_now"),
    read("menu"),
    read("order_settings"),
    read("delivery_areas"),
    tableId === null
      ? null
      : readWithToken(context, (slug, token) => api.getTable(slug, token, tableId)).catch(() => null),
  ]);
  const { session, t, currency, locale } = store;
  const title = t("cart.title");
  const notice = flashedNotice(session, t);

  if (current.state === "unavailable") {
    return respond({ state: "unavailable", title, notice } satisfies CartPageView, { status: 503 });
  }
  if (current.state === "none" || current.cart.count === 0)
    return { state: "empty", title, notice } satisfies CartPageView;

  // Once a cart exists, its delivery type is the one truth; the rules of §4 only propose a change.
  const mode = current.cart.delivery.type;
  const proposed = resolveDeliveryMode({
    modes,
    saved: mode,
    methodQuery: new URL(request.url).searchParams.get("method"),
    tableId: session.get("tableId"),
  });
  const minimumView = mode === "TABLE" ? null : presentMinimum(current.cart.minimum_order, currency, locale);
  const scheduleOnly = statusNow?.schedule_only ?? false;
  const paused = mode === "TABLE" ? null : describePause(statusNow, store.timeZone, store.language, t);
  const cartView = presentCart(current.cart, currency, locale, (size) => t("cart.line.size", { size }));
  const when = presentWhen({
    settings: store.merchant.generalSettings,
    cart: current.cart,
    timeZone: store.timeZone,
    locale,
    href: store.href("/scheduling?from=cart"),
  });
  const view = {
    state: "open",
    title,
    notice,
    cart: cartView,
    extras: menu ? presentExtras(menu.extras, current.cart, currency, locale) : [],
    // Table service starts from a table's QR code, not from this chooser.
    modes: presentModes(
      modes,
      enabledModes(modes).filter((type) => type !== "TABLE" || mode === "TABLE"),
    ),
    mode,
    proposedMode: proposed !== mode && proposed !== "TABLE" ? proposed : null,
    allowNotes: orderSettings?.allow_notes ?? true,
    // A table's round is not an order: no minimum is asked of it.
    minimum: minimumView,
    areas: areas?.areas.map((area) => area.name) ?? [],
    closed: statusNow ? !statusNow.open && !statusNow.schedule_only : false,
    scheduleOnly,
    paused,
    totals: staticPart(
      context,
      { language: store.language, merchant: merchantView(store.merchant, store.language) },
      <CartTotals
        summary={cartView.summary}
        minimum={minimumView}
        freeDelivery={presentFreeDelivery(current.cart, currency, locale)}
        when={when}
        scheduleOnly={scheduleOnly}
        paused={paused}
      />,
    ),
    repriced:
      cartView.repriced.length > 0
        ? staticPart(
            context,
            { language: store.language, merchant: merchantView(store.merchant, store.language) },
            <RepricedNotice lines={cartView.repriced} />,
          )
        : null,
    locate:
      mode === "DELIVERY"
        ? staticPart(
            context,
            { language: store.language, merchant: merchantView(store.merchant, store.language) },
            <LocateLink href={store.href("/location?return=cart")} />,
          )
        : null,
  } satisfies CartPageView;
  // Once its bill is asked a table takes no round; a table the API could not read is taken as open.
  const takesRounds = !table?.ok || table.data.status === "OPEN";
  return {
    ...view,
    table: session.get("tableId") && mode === "TABLE" ? { cartGuid: current.cart.guid, takesRounds } : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { cart } = requireStoreSession(context);
  // Non-form posts are refused before any action; a form body that cannot be read counts as empty and is refused below.
  const [store, form] = await Promise.all([
    requireStore(context, request),
    request.formData().catch(() => new FormData()),
  ]);
  const { session } = store;
  const submission = parseWithZod(form, { schema: cartIntentSchema });
  const answer = (state: Partial<CartActionData> & Pick<CartActionData, "reply">, status: number) =>
    respond({ notServed: null, minimumRefused: false, ready: false, ...state } satisfies CartActionData, { status });
  if (submission.status !== "success") return answer({ reply: submission.reply() }, 400);

  const refused = (result: { status: number; error: { code: string } }, field?: string) => {
    // A schedule-only store asks for a time; a time no longer offered says so.
    const message = [schedulingErrorKey(result.error.code) ?? cartErrorKey(result.error, result.status)];
    const reply = submission.reply(field ? { fieldErrors: { [field]: message } } : { formErrors: message });
    return answer({ reply }, refusalStatus(result.status));
  };
  const done = () => {
    session.flash("notice", "cart.updated");
    return redirect(samePath(new URL(request.url)));
  };

  const intent = submission.value;
  switch (intent.intent) {
    case "step": {
      const result = await cart.step(intent.kind, intent.id, intent.increment);
      return result.ok ? done() : refused(result);
    }
    case "remove": {
      // Read before it goes, and only when the event is taken.
      const before = (await eventTaken(context, request, "RemoveFromCart")) ? await cart.current() : null;
      const result = await cart.remove(intent.kind, intent.id);
      if (result.ok)
        trackEvent(context, request, "RemoveFromCart", () =>
          removedLineParams(before?.state === "open" ? before.cart : null, intent),
        );
      // A second tap (or another tab) finds the line already gone: that is what was asked.
      return result.ok || result.error.code === "LINE_NOT_FOUND" ? done() : refused(result);
    }
    case "notes": {
      const result = await cart.setNotes(intent.notes);
      return result.ok ? done() : refused(result, "notes");
    }
    case "extra": {
      const result = await cart.stepExtra(intent.id, intent.increment);
      return result.ok ? done() : refused(result);
    }
    case "mode": {
      const result = await cart.setDeliveryMethod(intent.type);
      if (!result.ok) return refused(result);
      // Remembered for the next cart, once this one becomes an order.
      // Remembered for the next cart, once this one becomes an order.
      session.set("deliveryMethod", intent.type);
      return done();
    }
    case "area": {
      const result = await cart.setDeliveryMethod("DELIVERY", {
        neighborhood: intent.neighborhood,
        street: null,
        number: null,
        city: null,
        zip_code: null,
        latitude: null,
        longitude: null,
      });
      if (!result.ok && result.error.code === "DELIVERY_NOT_AVAILABLE") {
        return answer({ reply: submission.reply(), notServed: intent.neighborhood }, 422);
      }
      if (!result.ok) return refused(result, "neighborhood");
      session.set("deliveryMethod", "DELIVERY");
      return done();
    }
    case "send": {
      const sent = await sendRound(context.api, store, intent.cart);
      if (!sent.ok) return answer({ reply: submission.reply({ formErrors: [sent.error] }) }, sent.status);
      session.flash("notice", "table.sent");
      return redirect(store.href(sent.next));
    }
    case "checkout": {
      const result = await cart.validate();
      if (result.ok) {
        trackEvent(context, request, "InitiateCheckout", async () => {
          const current = await cart.current();
          return cartParams(current.state === "open" ? current.cart : null);
        });
        return redirect(store.href("/checkout"));
      }
      return result.error.code === "INVALID_MINIMUM_ORDER"
        ? answer({ reply: submission.reply(), minimumRefused: true }, 422)
        : refused(result);
    }
  }
}
