import { data as respond, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import {
  cartResponseSchema,
  idempotencyKeySchema,
  minimumOrderResponseSchema,
  type ApiError,
  type Cart,
  type CartAddressInput,
  type CartQuote,
  type CartQuotes,
  type Currency,
  type ClientAddress,
  type ErrorCode,
  type Order,
} from "../../../contract";
import { formatDeliveryTime, formatMoney } from "../../../contract/formats/money";
import { EMPTY_ADDRESS, type AddressFields } from "~/lib/accounts/address-form";
import type { ApiResult } from "~/lib/platform/api.server";
import { presentCart, presentFreeDelivery, presentSummary } from "~/lib/cart/cart-view.server";
import { CART_ADDRESS, CHECKOUT_FORM_ID, priceSwitchCss, type CheckoutPrice } from "./checkout-prices";
import {
  addressLine,
  hostsCards,
  preselectedAddress,
  presentCards,
  presentOffline,
  presentOnline,
  type CheckoutPageView,
} from "./checkout-view";
import { clientGone, currentClient } from "~/lib/accounts/client-session.server";
import { describeOperationStatus, describePause } from "~/lib/store/operation-status.server";
import { cartCouponsView, pendingVoucher } from "~/lib/cart/coupons.server";
import { readOrder } from "./payments.server";
import { phoneForField } from "~/lib/accounts/profile-view";
import { loginHref, returnPath } from "~/lib/accounts/return-path";
import { footerFrom } from "~/lib/store/store-info.server";
import { requireStore } from "~/lib/store/store.server";
import { schedulingErrorKey } from "~/lib/scheduling/scheduling-messages";
import { presentWhen } from "~/lib/scheduling/scheduling-when";
import { flashedNotice } from "~/lib/i18n/i18n.server";

/** Only a full address: the cart page sets the neighbourhood alone. */
export function fieldsOfCartAddress(address: Cart["delivery"]["address"]): AddressFields {
  if (!address?.street) return { ...EMPTY_ADDRESS, neighborhood: address?.neighborhood ?? "" };
  return {
    ...EMPTY_ADDRESS,
    zip_code: address.zip_code ?? "",
    street: address.street ?? "",
    number: address.number ?? "",
    complement: address.complement ?? "",
    neighborhood: address.neighborhood,
    city: address.city ?? "",
    state: address.state ?? "",
    reference_point: address.reference_point ?? "",
    latitude: address.latitude === null ? "" : String(address.latitude),
    longitude: address.longitude === null ? "" : String(address.longitude),
  };
}

const orNull = <T>(result: ApiResult<T> | null): T | null => (result?.ok ? result.data : null);

/** A cart that became an order meanwhile: that order when this browser placed it, else the home with a notice. */
export async function loadCheckout(context: AppLoadContext, request: Request): Promise<CheckoutPageView> {
  if (!context.store.cart) throw respond(null, { status: 404 });
  // Read before the cart is: a cart the API says is gone is forgotten by the session as it answers.
  const guidBefore = context.store.session?.get("cartGuid");
  const [store, current] = await Promise.all([requireStore(context, request), context.store.cart.current()]);
  const { slug, session, href, base, token, merchant, language, t, currency, country, locale } = store;
  const { api } = context;
  if (current.state === "unavailable") throw respond(null, { status: 503 });
  if (current.state === "none") {
    const lastOrderId = Number(session.get("lastOrderId"));
    if (guidBefore && Number.isSafeInteger(lastOrderId) && lastOrderId > 0) {
      const order = await readOrder(api, slug, token, lastOrderId);
      if (order.ok && order.data.cart_guid === guidBefore) throw redirect(href(`/orders/${lastOrderId}`));
    }
    if (guidBefore) session.flash("notice", "checkout.notices.cartFinalized");
    throw redirect(href("/"));
  }
  const open = current.cart;
  if (open.items.length === 0 && open.pizzas.length === 0) throw redirect(href("/"));

  const client = currentClient(context);
  const mode = open.delivery.type;
  const [orderSettings, modes, methods, profile, addresses, cards, statusNow, quotes] = await Promise.all([
    api.read("order_settings", slug, token),
    api.read("operation_modes", slug, token),
    api.paymentMethods(slug, token, { clientId: client?.id, modality: mode === "DELIVERY" ? "delivery" : "store" }),
    client ? api.getClient(slug, token, client.id) : null,
    client && mode === "DELIVERY" ? api.listAddresses(slug, token, client.id) : null,
    client ? api.listCards(slug, token, client.id) : null,
    api.read("operation_status_now", slug, token),
    client ? api.quoteCart(slug, token, open.guid) : null,
  ]);
  if (profile) {
    const gone = clientGone(context, request, profile);
    if (gone) throw gone;
  }
  if (!methods.ok) throw respond(null, { status: methods.status >= 500 ? 503 : 502 });
  const online = presentOnline(methods.data);
  // The banks are the provider's today: read only when PSE is there to choose.
  const pseForm = online.some((option) => option.code === "PSE" && option.unavailable === null)
    ? await api.pseForm(slug, token)
    : null;

  const view = presentCart(open, currency, locale, (size) => t("cart.line.size", { size }));
  const saved: ClientAddress[] = orNull(addresses) ?? [];
  const addressChoice = saved.length > 0 ? preselectedAddress(saved, open.delivery.address) : CART_ADDRESS;
  const prices = checkoutPrices(open, orNull(quotes), saved, addressChoice, currency, locale);
  const shown = prices[0]!;
  const time = open.delivery.time_to_receive;
  const footer = footerFrom(merchant.generalInformations);
  const here = returnPath(new URL(request.url).pathname, base);
  const when = presentWhen({
    settings: merchant.generalSettings,
    cart: open,
    timeZone: store.timeZone,
    locale,
    href: href("/scheduling?from=checkout"),
  });
  // Closed now, an order for now would be refused only once the whole form is sent: the page says so first.
  const closed =
    statusNow && !statusNow.open && !statusNow.schedule_only && mode !== "TABLE" && !open.scheduled_to
      ? {
          opens: describeOperationStatus(statusNow, store.timeZone, language, t).text,
          canSchedule: (when?.enabled ?? false) && statusNow.next_opening_at !== null,
          scheduleHref: href("/scheduling?from=checkout"),
          menuHref: href("/"),
        }
      : null;

  return {
    title: t("checkout.title"),
    paused: mode !== "TABLE" && !open.scheduled_to ? describePause(statusNow, store.timeZone, language, t) : null,
    notice: flashedNotice(session, t),
    cartGuid: open.guid,
    // A new key for each drawing of the form (decision 022): never made in the action.
    idempotencyKey: crypto.randomUUID(),
    mode,
    loggedIn: client !== null,
    loginHref: loginHref(base, here),
    cartHref: href("/cart"),
    addCardHref: href(`/profile/cards${here ? `?${new URLSearchParams({ redirectTo: here })}` : ""}`),
    contact: {
      name: orNull(profile)?.name ?? client?.name ?? "",
      phone: phoneForField(country, orNull(profile)?.phone ?? null),
    },
    country,
    referencePoint: merchant.generalSettings?.address_configuration ?? {
      enabled_reference_point: false,
      required_reference_point: false,
    },
    savedAddresses: saved.map((address) => ({
      id: address.id,
      label: t(`addresses.labels.${address.name}`),
      line: addressLine(address),
    })),
    addressChoice,
    address: fieldsOfCartAddress(open.delivery.address),
    takeoutEnabled: modes?.takeout_configuration.enabled ?? false,
    consumeInStore:
      mode === "TAKEOUT" && merchant.generalSettings?.consume_in_store_available
        ? session.get("consumeInStore") === true
        : null,
    storeAddress: footer?.address ?? null,
    time: time ? formatDeliveryTime(time.minimum, time.maximum) : null,
    online,
    pseBanks: pseForm?.ok
      ? pseForm.data.financial_institutions.map((bank) => ({ id: bank.id, name: bank.description }))
      : null,
    // Saved cards are not charged at a store whose card is typed on its provider's page.
    cards: hostsCards({ online }) ? [] : presentCards(orNull(cards) ?? []),
    offline: presentOffline(methods.data),
    requireTaxId: orderSettings?.require_tax_id_on_receipt ?? false,
    allowNotes: orderSettings?.allow_notes ?? true,
    notes: open.notes ?? "",
    lines: view.lines,
    repriced: view.repriced,
    summary: shown.summary,
    total: shown.total,
    totalMinor: shown.totalMinor,
    prices,
    priceCss: priceSwitchCss(prices, CHECKOUT_FORM_ID),
    freeDelivery: presentFreeDelivery(open, currency, locale),
    coupons: cartCouponsView(open, currency, locale),
    pendingVoucher: pendingVoucher(session),
    when,
    closed,
  };
}

/**
 * Every price the form can lead to (checkout-prices.ts). Without quotes (a visitor, or the API did
 * not answer), the cart's own price only: the order refuses any other total with the right one.
 */
function checkoutPrices(
  open: Cart,
  quotes: CartQuotes | null,
  saved: ClientAddress[],
  preselected: string,
  currency: Currency,
  locale: string,
): CheckoutPrice[] {
  const own: CartQuote = quotes?.cart ?? {
    summary: open.summary,
    adjustments: open.adjustments,
    fee_pending: open.delivery.fee_pending,
    by_payment: {},
  };
  const listed = new Set(saved.map((address) => address.id));
  const choices: [string, CartQuote][] = [
    [CART_ADDRESS, own],
    ...(quotes?.addresses ?? [])
      .filter((quote) => listed.has(quote.address_id))
      .map((quote): [string, CartQuote] => [String(quote.address_id), quote]),
  ];
  const prices = choices.flatMap(([address, quote]) =>
    [[null, quote] as const, ...Object.entries(quote.by_payment)].map(([method, price]) => ({
      address,
      method,
      summary: presentSummary(open, price, currency, locale),
      total: formatMoney(price.summary.total, currency, locale),
      totalMinor: price.summary.total,
    })),
  );
  return [
    ...prices.filter((price) => price.address === preselected),
    ...prices.filter((price) => price.address !== preselected),
  ];
}

/** The form's guid: a resubmit after the session forgot it still names it. */
export function readCart(context: AppLoadContext, slug: string, token: string, guid: string): Promise<ApiResult<Cart>> {
  return context.api.send("GET", `/${slug}/carts/${encodeURIComponent(guid)}`, token, cartResponseSchema);
}

/**
 * The same form sent twice before the first answer came (a double click without JavaScript): the
 * browser dropped the first answer and the cookie that forgot the cart, so the key asks the API
 * which order the cart became. Null while the cart is still open.
 */
export async function replayOrder(
  context: AppLoadContext,
  slug: string,
  token: string,
  guid: string,
  key: string,
): Promise<ApiResult<Order> | null> {
  if (!idempotencyKeySchema.safeParse(key).success) return null;
  const sent = await readCart(context, slug, token, guid);
  const settled = sent.ok
    ? sent.data.status !== "OPEN" || sent.data.converted_order
    : sent.error.code === "CART_FINALIZED";
  if (!settled) return null;
  return context.api.placeOrder(slug, token, {
    cart_guid: guid,
    idempotency_key: key,
    // Never made into an order (the cart is not open): only the key and the cart are read.
    order: { payment: { kind: "OFFLINE", method: "CASH", change_for: null }, tax_id: null },
    client: { name: "Replay", phone: { country_code: "55", ddd: "11", number: "900000000" } },
  });
}

export function putCartAddress(
  context: AppLoadContext,
  slug: string,
  token: string,
  guid: string,
  address: CartAddressInput,
): Promise<ApiResult<Cart>> {
  return context.api.send(
    "PUT",
    `/${slug}/carts/${encodeURIComponent(guid)}/delivery_method`,
    token,
    cartResponseSchema,
    {
      cart: { delivery_type: "DELIVERY", address },
    },
  );
}

export function putCartNotes(
  context: AppLoadContext,
  slug: string,
  token: string,
  guid: string,
  notes: string | null,
): Promise<ApiResult<Cart>> {
  return context.api.send("PUT", `/${slug}/carts/${encodeURIComponent(guid)}`, token, cartResponseSchema, {
    cart: { notes },
  });
}

export function putCartTakeout(
  context: AppLoadContext,
  slug: string,
  token: string,
  guid: string,
): Promise<ApiResult<Cart>> {
  return context.api.send(
    "PUT",
    `/${slug}/carts/${encodeURIComponent(guid)}/delivery_method`,
    token,
    cartResponseSchema,
    {
      cart: { delivery_type: "TAKEOUT" },
    },
  );
}

export async function missingForMinimum(
  context: AppLoadContext,
  slug: string,
  token: string,
  guid: string,
): Promise<number | null> {
  const result = await context.api.send(
    "GET",
    `/${slug}/carts/${encodeURIComponent(guid)}/minimum_order`,
    token,
    minimumOrderResponseSchema,
  );
  return result.ok && !result.data.reached ? result.data.missing : null;
}

const KNOWN: ReadonlySet<string> = new Set([
  "REQUIRED_ADDRESS",
  "DELIVERY_NOT_AVAILABLE",
  "DELIVERY_TYPE_INVALID",
  "PAYMENT_METHOD_UNAVAILABLE",
  "ONLINE_PAYMENT_FAILED",
  "VALIDATION_ERROR",
  "INVALID_MINIMUM_ORDER",
  "MERCHANT_CLOSED",
  "MERCHANT_PAUSED",
  "UNAVAILABLE",
  "ORDER_ALREADY_EXISTS",
  "SIMILAR_ORDER",
  "CART_FINALIZED",
  "INVALID_CART",
  "CART_NOT_FOUND",
  "PENDING_CART",
  "RATE_LIMITED",
  "TOTAL_CHANGED",
] satisfies ErrorCode[]);

export function checkoutErrorKey(error: Pick<ApiError, "code">, status: number): string {
  // The store answered, its payment provider did not: nothing was placed.
  if (error.code === "PAYMENT_PROVIDER_UNAVAILABLE") return "checkout.errors.PAYMENT_PROVIDER_UNAVAILABLE";
  if (status >= 500) return "checkout.errors.unreachable";
  const scheduling = schedulingErrorKey(error.code);
  if (scheduling) return scheduling;
  if (error.code === "INSUFFICIENT_POINTS") return "loyalty.errors.INSUFFICIENT_POINTS";
  // Another order used the reward first; the cart is priced again without it.
  if (error.code === "FIDELITY_PROGRAM") return "fidelity.errors.rewardTaken";
  return KNOWN.has(error.code) ? `checkout.errors.${error.code}` : "checkout.errors.generic";
}

export const API_FIELDS: Record<string, string> = {
  "order.tax_id": "tax_id",
  "order.payment.change_for": "change_for",
  "order.payment.method": "payment",
  "order.payment.card_guid": "card_guid",
  "order.payment.pse.financial_institution": "pse_bank",
  "order.payment.pse.identification.number": "pse_document_number",
  "client.name": "name",
  "client.phone": "phone",
};
