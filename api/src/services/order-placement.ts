import type { Context } from "hono";
import {
  type ApiError,
  type OrderPaymentRequest,
  type PlaceOrderRequest,
  DIALLING_PREFIX,
  ORDER_MESSAGES,
  VALIDATION_MESSAGES,
  isValidPhone,
  taxIdSchema,
} from "../../../contract";
import { type StoredCart, type StoredCartLines, runBatch, touchCartStatement } from "../db/carts";
import { deleteItemLineStatement, deletePizzaLineStatement, replaceExtrasStatements } from "../db/cart-lines";
import { findLiveCard } from "../db/card-charges";
import { acceptedBrands } from "../db/cards";
import { createDb, type Db } from "../db/client";
import { couponOrderRefusal } from "../db/coupons";
import { loadSchedule } from "../db/merchants";
import { type OrderCaller, type OrderValues, loadPaymentSettings, recentVisitorOrders } from "../db/orders";
import { type PricedCart, checkCartForOrder, priceCart } from "../domain/cart";
import type { MenuIndex, Rejection } from "../domain/cart-pricing";
import { changeForError, checkPaymentOffered } from "../domain/order-payments";
import { operationNow } from "../domain/operation-status";
import { type EarlierOrder, SIMILAR_ORDER_WINDOW_MINUTES, findSimilarOrder } from "../domain/similar-order";
import type { AppEnv } from "../env";
import { HttpError, rejected } from "../http/errors";
import { createPixCharge } from "../payments/pix";
import type { CartContext, MerchantContext } from "./carts";
import { applyPaymentCampaign } from "./loyalty";
import { paymentMethodsFor } from "./payment-methods";
import { orderScheduleRefusal, withScheduleRequired } from "./scheduling";
import { customerStatus } from "./store-day";

/*
 * Placing an order: the checks a cart passes to become one, the payment it starts with, and the
 * values its row is inserted with (routes/orders.ts writes them in one batch).
 */

/** Lines the cart holds that the menu no longer allows: removed from the cart, then UNAVAILABLE naming them. */
async function refuseUnavailable(db: Db, merchantId: number, cart: StoredCart, lines: StoredCartLines, priced: PricedCart, index: MenuIndex) {
  const pricedItems = new Set(priced.cart.items.map((line) => line.id));
  const pricedPizzas = new Set(priced.cart.pizzas.map((line) => line.id));
  const pricedExtras = new Set(priced.cart.extras.map((extra) => extra.additional_id));
  const items = lines.items.filter((line) => !pricedItems.has(line.id));
  const pizzas = lines.pizzas.filter((line) => !pricedPizzas.has(line.id));
  const extras = lines.extras.filter((extra) => !pricedExtras.has(extra.additional_id));
  if (items.length + pizzas.length + extras.length === 0) return;
  await runBatch(db, [
    ...items.map((line) => deleteItemLineStatement(db, merchantId, cart.guid, line.id)),
    ...pizzas.map((line) => deletePizzaLineStatement(db, merchantId, cart.guid, line.id)),
    ...(extras.length > 0
      ? replaceExtrasStatements(
          db,
          merchantId,
          cart.guid,
          lines.extras.filter((extra) => pricedExtras.has(extra.additional_id)),
        )
      : []),
    touchCartStatement(db, merchantId, cart.guid),
  ]);
  const errors = [
    ...items.map((line) => ({ field: "cart.items", message: index.items.get(line.item_id)?.item.name ?? `#${line.item_id}` })),
    ...pizzas.map((line) => ({ field: "cart.pizzas", message: index.pizzas.get(line.pizza_id)?.pizza.name ?? `#${line.pizza_id}` })),
    ...extras.map((extra) => ({ field: "cart.extras", message: index.additionals.get(extra.additional_id)?.additional.name ?? `#${extra.additional_id}` })),
  ];
  throw new HttpError(422, "UNAVAILABLE", "Some lines are no longer available; they were removed from the cart", errors);
}

/** Street, number, neighbourhood and city: what a courier needs (REQUIRED_ADDRESS otherwise). */
function checkFullAddress(priced: PricedCart): Rejection | null {
  const { delivery } = priced.cart;
  if (delivery.type !== "DELIVERY") return null;
  const address = delivery.address;
  if (address?.street && address.number && address.neighborhood && address.city) return null;
  return { status: 422, code: "REQUIRED_ADDRESS", message: "A delivery needs street, number, neighbourhood and city" };
}

/** A live saved card of the client, not expired, of a brand the store takes; else ONLINE_PAYMENT_FAILED. */
export async function usableCard(c: Context<AppEnv>, clientId: number, guid: string) {
  const merchantId = c.get("merchant").id;
  const card = await findLiveCard(c.env.DB, merchantId, clientId, guid);
  const now = new Date();
  const brands = card ? await acceptedBrands(createDb(c.env.DB), merchantId) : [];
  if (!card || card.exp_year * 12 + card.exp_month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1 || !brands.includes(card.brand as never)) {
    throw new HttpError(422, "ONLINE_PAYMENT_FAILED", "This saved card cannot be used", [{ field: "order.payment.card_guid", message: "card not usable" }]);
  }
  return card;
}

const fourDigits = () => String(crypto.getRandomValues(new Uint32Array(1))[0]! % 10_000).padStart(4, "0");

/** Payment columns of a new order. */
export interface PaymentColumns {
  status: "WAITING_PAYMENT" | "WAITING_CONFIRMATION";
  paymentStatus: "PENDING" | "NOT_REQUIRED";
  cartStatus: "PENDING" | "FINALIZED";
  changeFor: number | null;
  brand: string | null;
  cardGuid: string | null;
  cardLastFour: string | null;
  pix: { txid: string; code: string; expiresAt: string } | null;
}

function offlineColumns(payment: OrderPaymentRequest): PaymentColumns {
  return {
    status: "WAITING_CONFIRMATION",
    paymentStatus: "NOT_REQUIRED",
    cartStatus: "FINALIZED",
    changeFor: payment.method === "CASH" ? payment.change_for : null,
    brand: "brand" in payment ? payment.brand : null,
    cardGuid: null,
    cardLastFour: null,
    pix: null,
  };
}

/**
 * The caller's OPEN cart priced for an order, after the cart's own checks in decision 008's order
 * (lines still available, store open or a schedule-only time, offered slot, not a table, full
 * address, coupons still the client's), with the payment campaign's discount for `paymentMethod`.
 */
export async function checkCartForOrderPlacing(c: Context<AppEnv>, context: CartContext, paymentMethod: string): Promise<PricedCart> {
  const { db, merchantId, cart, lines, benefits } = context;
  const priced = priceCart(cart, lines, context.index, context.settings, benefits);
  if (lines.items.length + lines.pizzas.length > 0) await refuseUnavailable(db, merchantId, cart, lines, priced, context.index);
  const operation = customerStatus(c.env, await loadSchedule(db, merchantId), context.day);
  const refusal = checkCartForOrder(priced, context.settings, operation);
  if (refusal) throw rejected(withScheduleRequired(refusal, operation.schedule_only));
  // A time chosen earlier must still be an offered slot now (decision 029): slots pass and close.
  const scheduleRefused = await orderScheduleRefusal(operationNow(c.env), db, merchantId, cart.scheduledTo, priced.cart.delivery.type);
  if (scheduleRefused) throw rejected(scheduleRefused);
  if (priced.cart.delivery.type === "TABLE") throw rejected({ status: 422, code: "DELIVERY_TYPE_INVALID", message: "Table orders are not placed here" });
  const addressRefusal = checkFullAddress(priced);
  if (addressRefusal) throw rejected(addressRefusal);
  // Single-use and first-order coupons checked again now: another order of the client may have used them.
  const couponRefusal = await couponOrderRefusal(c.env.DB, merchantId, context.owner.clientId ?? null, cart.guid, benefits.coupons, priced.cart.coupons);
  if (couponRefusal) throw rejected(couponRefusal);
  // Loyalty: the payment campaign's discount, frozen with the order.
  await applyPaymentCampaign(c, priced, paymentMethod);
  return priced;
}

/** The payment offered for `total`, and the order's fields (tax id, change, phone): 422 naming each wrong one. The tax id to keep. */
export async function checkOrderFields(c: Context<AppEnv>, context: MerchantContext, body: PlaceOrderRequest, total: number): Promise<string | null> {
  const payment = body.order.payment;
  const methods = await paymentMethodsFor(c);
  const paymentRefusal = checkPaymentOffered(methods, payment, total);
  if (paymentRefusal) throw rejected(paymentRefusal);

  const country = context.documents.tropicalization.country_code;
  const fieldErrors: NonNullable<ApiError["errors"]> = [];
  let taxId: string | null = null;
  if (body.order.tax_id) {
    const parsed = taxIdSchema(country).safeParse(body.order.tax_id);
    if (parsed.success) taxId = parsed.data;
    else fieldErrors.push({ field: "order.tax_id", message: parsed.error.issues[0]?.message ?? "invalid" });
  } else if (context.settings.orderSettings.require_tax_id_on_receipt) {
    fieldErrors.push({ field: "order.tax_id", message: ORDER_MESSAGES.taxIdRequired });
  }
  const change = changeForError(payment, total, context.documents.tropicalization.currency);
  if (change) fieldErrors.push({ field: "order.payment.change_for", message: change });
  const phone = body.client.phone;
  if (phone.country_code !== DIALLING_PREFIX[country] || !isValidPhone(country, `${phone.ddd}${phone.number}`))
    fieldErrors.push({ field: "client.phone", message: VALIDATION_MESSAGES.phoneInvalid });
  if (fieldErrors.length > 0) throw new HttpError(422, "VALIDATION_ERROR", "Invalid order fields", fieldErrors);
  return taxId;
}

/**
 * The order this visitor placed a moment ago with the same lines as `priced` (domain/similar-order.ts),
 * or null. This browser's orders only: a double tap, a second tab, a reload; one indexed read.
 */
export async function similarOrderOf(c: Context<AppEnv>, caller: OrderCaller, priced: PricedCart, now: Date) {
  const since = new Date(now.getTime() - SIMILAR_ORDER_WINDOW_MINUTES * 60_000).toISOString();
  // An order of this very cart is a twin submission that lost the race (answered as the cart's
  // order when its batch finds the cart taken), never a repeat to ask about.
  const rows = await recentVisitorOrders(c.env.DB, c.get("merchant").id, caller.visitorId, since, priced.cart.guid);
  if (rows.length === 0) return null;
  const earlier: EarlierOrder[] = rows.map((row) => ({ ...row, snapshot: JSON.parse(row.snapshot) as EarlierOrder["snapshot"] }));
  return findSimilarOrder(priced.cart, earlier, now);
}

/** The payment columns a new order starts with: offline, a new PIX code, or the client's usable card. */
export async function paymentColumnsOf(c: Context<AppEnv>, payment: OrderPaymentRequest, total: number, now: Date): Promise<PaymentColumns> {
  const d1 = c.env.DB;
  const merchantId = c.get("merchant").id;
  let columns: PaymentColumns;
  if (payment.kind === "OFFLINE") {
    columns = offlineColumns(payment);
  } else if (payment.method === "PIX") {
    const pix = createPixCharge(await loadPaymentSettings(d1, merchantId), total, now);
    if (!pix) throw new HttpError(422, "ONLINE_PAYMENT_FAILED", "The PIX code could not be made");
    columns = {
      status: "WAITING_PAYMENT",
      paymentStatus: "PENDING",
      cartStatus: "PENDING",
      changeFor: null,
      brand: null,
      cardGuid: null,
      cardLastFour: null,
      pix,
    };
  } else {
    // checkPaymentOffered made sure the caller is a logged-in client.
    const card = await usableCard(c, c.get("claims").client_id!, payment.card_guid);
    columns = {
      status: "WAITING_PAYMENT",
      paymentStatus: "PENDING",
      cartStatus: "PENDING",
      changeFor: null,
      brand: card.brand,
      cardGuid: card.guid,
      cardLastFour: card.last_four_digits,
      pix: null,
    };
  }
  return columns;
}

/** The row of a new order: its cart as priced now, frozen, with its contact and payment. */
export function newOrderValues({
  merchantId,
  caller,
  body,
  cart,
  priced,
  columns,
  taxId,
  consumeInStore,
  at,
}: {
  merchantId: number;
  caller: OrderCaller;
  body: PlaceOrderRequest;
  cart: StoredCart;
  priced: PricedCart;
  columns: PaymentColumns;
  taxId: string | null;
  /** Whether the store takes orders eaten at the venue (its consume_in_store_available). */
  consumeInStore: boolean;
  at: string;
}): OrderValues {
  const delivery = priced.cart.delivery;
  const payment = body.order.payment;
  return {
    merchant_id: merchantId,
    cart_guid: cart.guid,
    visitor_id: caller.visitorId,
    client_id: caller.clientId ?? null,
    idempotency_key: body.idempotency_key,
    status: columns.status,
    history: JSON.stringify([{ status: columns.status, at }]),
    delivery_type: delivery.type,
    address: delivery.type === "DELIVERY" && delivery.address ? JSON.stringify(delivery.address) : null,
    area_name: delivery.type === "DELIVERY" ? delivery.area_name : null,
    time_to_receive: delivery.time_to_receive ? JSON.stringify(delivery.time_to_receive) : null,
    delivery_code: delivery.type === "DELIVERY" ? fourDigits() : null,
    scheduled_to: cart.scheduledTo,
    customer_name: body.client.name,
    customer_phone: JSON.stringify(body.client.phone),
    tax_id: taxId,
    notes: cart.notes,
    consume_in_store: delivery.type === "TAKEOUT" && consumeInStore && body.order.consume_in_store === true ? 1 : 0,
    snapshot: JSON.stringify({ items: priced.cart.items, pizzas: priced.cart.pizzas, extras: priced.cart.extras, adjustments: priced.cart.adjustments }),
    subtotal: priced.cart.summary.subtotal,
    delivery_fee: priced.cart.summary.delivery_fee,
    discount: priced.cart.summary.discount,
    increase: priced.cart.summary.increase,
    total: priced.cart.summary.total,
    payment_kind: payment.kind,
    payment_method: payment.method,
    payment_status: columns.paymentStatus,
    change_for: columns.changeFor,
    brand: columns.brand,
    card_guid: columns.cardGuid,
    card_last_four: columns.cardLastFour,
    pix_txid: columns.pix?.txid ?? null,
    pix_code: columns.pix?.code ?? null,
    pix_expires_at: columns.pix?.expiresAt ?? null,
    payment_failure: null,
    created_at: at,
    updated_at: at,
  };
}
