import { redirect, redirectDocument, type AppLoadContext } from "@remix-run/cloudflare";
import type { CartAddressInput, Order } from "../../../contract";
import { formatMoney } from "../../../contract/formats/money";
import { purchaseParams, trackEvent } from "~/lib/platform/analytics.server";
import {
  API_FIELDS,
  checkoutErrorKey,
  missingForMinimum,
  putCartAddress,
  putCartNotes,
  replayOrder,
} from "~/lib/checkout/checkout.server";
import { cartAddressOf, isOnline } from "~/lib/checkout/checkout-view";
import { currentClient } from "~/lib/accounts/client-session.server";
import { readOrder, startCardCharge } from "~/lib/checkout/payments.server";
import { phoneFromNational } from "~/lib/accounts/profile-view";
import type { Store } from "~/lib/store/store.server";
import { SCHEDULING_FIELD } from "~/lib/scheduling/scheduling-messages";
import { answer, refused, type CheckoutAnswer, type CheckoutCall } from "./answer.server";
import { orderAddressOf, orderPaymentOf, orderTaxIdOf, type CheckoutOrder } from "./schema.server";

// The address and notes go on the cart first: the order takes the cart's.

async function onward({ api, page }: AppLoadContext, store: Store, order: Order) {
  const { session, href } = store;
  session.set("lastOrderId", String(order.id));
  if (session.get("cartGuid") === order.cart_guid) session.unset("cartGuid");
  // A card order without a saved card is paid on its store's hosted checkout (Mercado Pago's), opened by the charge.
  const hosted = order.payment.method === "CARD" && !order.payment.card_guid && order.status === "WAITING_PAYMENT";
  if (
    (order.payment.method === "CARD" &&
      order.payment.card_guid &&
      (order.status === "WAITING_PAYMENT" || order.status === "PAYMENT_REJECTED")) ||
    hosted
  ) {
    const charge = await startCardCharge(api, {
      merchant: store.base,
      token: store.token,
      cartGuid: order.cart_guid,
      orderId: order.id,
      cardGuid: order.payment.card_guid ?? null,
      origin: page.publicOrigin,
      language: store.language,
    });
    if (charge.ok) return redirect(charge.paymentUrl);
    console.error(`[checkout] card charge of order ${order.id} refused: ${charge.status} ${charge.error.code}`);
    return redirect(href(`/orders/${order.id}`));
  }
  // PSE: on to the bank's page, a document load (it is no page of this app), with or without JavaScript.
  const bankUrl = order.status === "WAITING_PAYMENT" ? order.payment.bank_url : null;
  if (bankUrl && /^https?:\/\//.test(bankUrl)) return redirectDocument(bankUrl);
  return redirect(href(`/orders/${order.id}?sent=1`));
}

function alreadyPlaced(store: Store, orderId: number, cartGuid: string | null) {
  store.session.set("lastOrderId", String(orderId));
  if (cartGuid !== null && store.session.get("cartGuid") === cartGuid) store.session.unset("cartGuid");
  store.session.flash("notice", "checkout.notices.alreadyPlaced");
  return redirect(store.href(`/orders/${orderId}`));
}

/**
 * A form placed before: sent again after ordering (the session forgot that cart), or twice before the
 * first answer came (a no-JS double click drops the cookie that forgot it; the key asks the API).
 */
export async function placedBefore(context: AppLoadContext, store: Store, form: FormData): Promise<Response | null> {
  const { session, slug, token } = store;
  const sentGuid = form.get("cart_guid");
  if (typeof sentGuid !== "string") return null;
  const lastOrderId = Number(session.get("lastOrderId"));
  if (sentGuid !== session.get("cartGuid") && Number.isSafeInteger(lastOrderId) && lastOrderId > 0) {
    const order = await readOrder(context.api, slug, token, lastOrderId);
    if (order.ok && order.data.cart_guid === sentGuid) {
      session.flash("notice", "checkout.notices.alreadyPlaced");
      return redirect(store.href(`/orders/${lastOrderId}`));
    }
  }
  const sentKey = form.get("idempotency_key");
  if (sentGuid !== session.get("cartGuid") || typeof sentKey !== "string") return null;
  const replay = await replayOrder(context, slug, token, sentGuid, sentKey);
  if (replay?.ok) return onward(context, store, replay.data);
  if (replay?.error.code === "ORDER_ALREADY_EXISTS" && replay.error.order_id)
    return alreadyPlaced(store, replay.error.order_id, sentGuid);
  return null;
}

async function deliveryAddress(
  call: CheckoutCall,
  order: CheckoutOrder,
): Promise<{ address: CartAddressInput | null; field: string } | CheckoutAnswer> {
  const where = orderAddressOf(order, call.rules);
  if (where === null) return { address: null, field: "neighborhood" };
  if ("typed" in where) return { address: where.typed, field: "neighborhood" };
  const { context, store } = call;
  const client = currentClient(context);
  const saved = client ? await context.api.listAddresses(store.slug, store.token, client.id) : null;
  const chosen = saved?.ok ? saved.data.find((candidate) => String(candidate.id) === where.saved) : undefined;
  if (!chosen)
    return answer(
      { reply: call.submission.reply({ fieldErrors: { address_choice: ["checkout.errors.addressRequired"] } }) },
      422,
    );
  return { address: cartAddressOf(chosen), field: "address_choice" };
}

/** A resubmit: the order call says what became of the cart. */
const settled = (code: string) => code === "CART_FINALIZED" || code === "PENDING_CART";

export async function placeOrderIntent(call: CheckoutCall, order: CheckoutOrder): Promise<CheckoutAnswer> {
  const { context, store, page, rules } = call;
  const { slug, token } = store;
  const guid = page.cartGuid;
  const delivery = await deliveryAddress(call, order);
  if (!("field" in delivery)) return delivery;
  const addressField = delivery.field;
  if (delivery.address) {
    const put = await putCartAddress(context, slug, token, guid, delivery.address);
    if (!put.ok && put.error.code === "DELIVERY_NOT_AVAILABLE")
      return refused(call, put, addressField, { notServed: page.takeoutEnabled });
    if (!put.ok && !settled(put.error.code))
      return refused(call, put, put.error.code === "REQUIRED_ADDRESS" ? addressField : undefined);
  }
  if (rules.allowNotes && (order.notes ?? "") !== page.notes) {
    const put = await putCartNotes(context, slug, token, guid, order.notes ?? null);
    if (!put.ok && !settled(put.error.code)) return refused(call, put, "notes");
  }

  const bankReturn = new URL(
    store.href(`/payments/bank-return?${new URLSearchParams({ cart: guid })}`),
    call.request.url,
  );
  const payment = orderPaymentOf(order, call.picks, bankReturn.toString());
  const eatIn = page.consumeInStore === null ? null : order.consume_in_store === "1";
  if (eatIn !== null) store.session.set("consumeInStore", eatIn);
  const placed = await context.api.placeOrder(slug, token, {
    cart_guid: guid,
    idempotency_key: order.idempotency_key,
    order: {
      payment,
      tax_id: orderTaxIdOf(order),
      ...(call.shownTotal === undefined ? {} : { expected_total: call.shownTotal }),
      ...(store.session.get("repeatConfirmedFor") === guid ? { repeat_confirmed: true } : {}),
      ...(eatIn ? { consume_in_store: true } : {}),
    },
    client: { name: order.name, phone: phoneFromNational(store.country, order.phone) },
  });
  if (placed.ok) {
    const phone = placed.data.customer.phone;
    const person = { phone: `${phone.country_code}${phone.ddd}${phone.number}` };
    trackEvent(
      context,
      call.request,
      "AddPaymentInfo",
      () => ({ ...purchaseParams(placed.data), order_id: undefined }),
      person,
    );
    trackEvent(context, call.request, "Purchase", () => purchaseParams(placed.data), person);
    return onward(context, store, placed.data);
  }
  return orderRefused(call, placed, rules.delivery ? addressField : undefined, isOnline(payment.method));
}

type OrderRefusal = Extract<Awaited<ReturnType<AppLoadContext["api"]["placeOrder"]>>, { ok: false }>;

async function orderRefused(
  call: CheckoutCall,
  placed: OrderRefusal,
  addressField: string | undefined,
  online: boolean,
): Promise<CheckoutAnswer> {
  const { store, page } = call;
  const guid = page.cartGuid;
  const { error } = placed;
  switch (error.code) {
    case "ORDER_ALREADY_EXISTS":
      return error.order_id ? alreadyPlaced(store, error.order_id, guid) : refused(call, placed);
    case "CART_FINALIZED":
    case "CART_NOT_FOUND":
    case "INVALID_CART":
      if (store.session.get("cartGuid") === guid) store.session.unset("cartGuid");
      store.session.flash("notice", checkoutErrorKey(error, placed.status));
      return redirect(store.href("/"));
    case "REQUIRED_ADDRESS":
      return refused(call, placed, addressField);
    case "DELIVERY_NOT_AVAILABLE":
      return refused(call, placed, addressField, { notServed: page.takeoutEnabled });
    case "PAYMENT_METHOD_UNAVAILABLE":
    case "ONLINE_PAYMENT_FAILED":
      return refused(call, placed, "payment");
    case "SCHEDULE_REQUIRED":
    case "RETROACTIVE_SCHEDULE":
    case "SCHEDULE_UNAVAILABLE":
    case "SCHEDULING_DISABLED":
      return refused(call, placed, SCHEDULING_FIELD);
    // Checked again when ordering.
    case "FIRST_ORDER":
    case "ALREADY_USED":
      return answer(
        { reply: call.submission.reply({ fieldErrors: { voucher_code: [`coupons.errors.${error.code}`] } }) },
        422,
      );
    // The form showed another total: nothing was placed; the page shows the total now, and the next tap places it.
    case "TOTAL_CHANGED":
      return refused(call, placed, undefined, {
        newTotal: error.total === undefined ? null : formatMoney(error.total, store.currency, store.locale),
      });
    // Nothing was placed; the next tap on this cart places it (a plain form, no dialog).
    case "SIMILAR_ORDER":
      store.session.set("repeatConfirmedFor", guid);
      return refused(call, placed, undefined, {
        existingOrderHref: error.order_id ? store.href(`/orders/${error.order_id}`) : null,
        similarMinutes: error.minutes_ago ?? null,
      });
    case "INVALID_MINIMUM_ORDER": {
      const missing = await missingForMinimum(call.context, store.slug, store.token, guid);
      return refused(call, placed, undefined, {
        missing: missing === null ? null : formatMoney(missing, store.currency, store.locale),
      });
    }
    case "UNAVAILABLE": {
      const removed = error.errors ?? [];
      return refused(call, placed, undefined, {
        removed: removed.map((entry) => entry.message).join(", ") || null,
        couponsRemoved: removed.length > 0 && removed.every((entry) => entry.field === "cart.coupons"),
      });
    }
    case "VALIDATION_ERROR":
      return validationRefused(call, error.errors ?? []);
    default:
      return refused(call, placed, online && error.code === "UNAUTHORIZED" ? "payment" : undefined);
  }
}

function validationRefused(call: CheckoutCall, errors: { field: string; message: string }[]): CheckoutAnswer {
  const fieldErrors: Record<string, string[]> = {};
  for (const entry of errors) {
    const field = API_FIELDS[entry.field];
    if (field)
      fieldErrors[field] = [
        /^(validation|checkout\.errors)\./.test(entry.message) ? entry.message : "checkout.errors.VALIDATION_ERROR",
      ];
  }
  if (Object.keys(fieldErrors).length > 0) return answer({ reply: call.submission.reply({ fieldErrors }) }, 422);
  const reply = call.submission.reply({ formErrors: ["checkout.errors.generic"] });
  if (reply.initialValue && errors.some((entry) => entry.field === "idempotency_key")) {
    reply.initialValue = { ...reply.initialValue, idempotency_key: call.page.idempotencyKey };
  }
  return answer({ reply }, 422);
}
