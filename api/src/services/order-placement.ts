import { recordOrderEvent } from "../live/order-events";
import {
  type ApiError,
  type Order,
  type OrderPaymentRequest,
  type PlaceOrderRequest,
  DIALLING_PREFIX,
  ORDER_MESSAGES,
  VALIDATION_MESSAGES,
  isValidPhone,
  taxIdSchema,
} from "../../../contract";
import { type StoredCart, type StoredCartLines, loadCart, runBatch, touchCartStatement } from "../db/carts";
import { deleteItemLineStatement, deletePizzaLineStatement, replaceExtrasStatements } from "../db/cart-lines";
import { findLiveCard } from "../db/card-charges";
import { acceptedBrands } from "../db/cards";
import { createDb, type Db } from "../db/client";
import {
  couponLimitGuard,
  couponLimitsReached,
  couponOrderRefusal,
  dropUnappliedCouponsStatement,
  releaseOpenCartCouponStatement,
} from "../db/coupons";
import { type CouponRow, perClientLimit } from "../domain/coupons";
import { fidelityOrderGuard, rewardTaken, spendFidelityRewardStatements, withSettledFidelity } from "../db/fidelity";
import { loadSchedule } from "../db/merchants";
import {
  type OrderCaller,
  type OrderRow,
  type OrderValues,
  closeOrderedCartStatement,
  findOrderByCart,
  findOrderByKey,
  insertOrderStatement,
  isCallers,
  loadPaymentSettings,
  recentVisitorOrders,
  toOrder,
  withLazyExpiry,
} from "../db/orders";
import { type PricedCart, checkCartForOrder, priceCart } from "../domain/cart";
import { type MenuIndex, type Rejection, checkCartOpen } from "../domain/cart-pricing";
import { changeForError, checkPaymentOffered } from "../domain/order-payments";
import { operationNow } from "../domain/operation-status";
import { type EarlierOrder, SIMILAR_ORDER_WINDOW_MINUTES, findSimilarOrder } from "../domain/similar-order";
import type { Bindings } from "../env";
import { HttpError, cartNotFound, rejected } from "../http/errors";
import { createPixCharge } from "../payments/pix";
import { insertPaymentAttemptStatement } from "../db/payment-attempts";
import { paymentProviderFor } from "./payment-accounts";
import { type ProviderPix, createProviderPix, payerEmailOf } from "./provider-payments";
import { type ProviderBankPayment, createProviderOxxo, createProviderPse } from "./provider-bank-payments";
import { type CartContext, type MerchantContext, loadMerchantContext } from "./carts";
import { applyPaymentCampaign, redemptionStatements, refuseShortPoints } from "./loyalty";
import { paymentMethodsFor } from "./payment-methods";
import { orderScheduleRefusal, withScheduleRequired } from "./scheduling";
import { customerStatus } from "./store-day";

/*
 * Placing an order (decision 022). Idempotent per (merchant, idempotency_key); the batch inserts the
 * order only while the cart is OPEN and closes the cart only if that order is there.
 */

async function refuseUnavailable(
  db: Db,
  merchantId: number,
  cart: StoredCart,
  lines: StoredCartLines,
  priced: PricedCart,
  index: MenuIndex,
) {
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
    ...items.map((line) => ({
      field: "cart.items",
      message: index.items.get(line.item_id)?.item.name ?? `#${line.item_id}`,
    })),
    ...pizzas.map((line) => ({
      field: "cart.pizzas",
      message: index.pizzas.get(line.pizza_id)?.pizza.name ?? `#${line.pizza_id}`,
    })),
    ...extras.map((extra) => ({
      field: "cart.extras",
      message: index.additionals.get(extra.additional_id)?.additional.name ?? `#${extra.additional_id}`,
    })),
  ];
  throw new HttpError(
    422,
    "UNAVAILABLE",
    "Some lines are no longer available; they were removed from the cart",
    errors,
  );
}

const appliedCoupons = (benefits: CartContext["benefits"], priced: PricedCart): CouponRow[] =>
  benefits.coupons.filter((coupon) => priced.cart.coupons.some((line) => line.id === coupon.id && line.applied));

/**
 * A coupon whose every use other orders took comes off the cart and the order is refused naming it,
 * as lines the menu dropped are; one the client used up is ALREADY_USED, as at the add.
 */
async function refuseUsedUpCoupons(
  d1: D1Database,
  merchantId: number,
  clientId: number | null,
  cartGuid: string,
  applied: readonly CouponRow[],
) {
  const coupons = applied.filter((coupon) => coupon.maxUses !== null || perClientLimit(coupon) !== null);
  const reached = await couponLimitsReached(
    d1,
    merchantId,
    clientId,
    coupons.map((coupon) => coupon.id),
  );
  const gone = coupons.filter((coupon) => reached.total.has(coupon.id));
  if (gone.length > 0) {
    await d1.batch([
      ...gone.map((coupon) => releaseOpenCartCouponStatement(d1, merchantId, cartGuid, coupon.id)),
      d1
        .prepare("UPDATE carts SET updated_at = ?1 WHERE merchant_id = ?2 AND guid = ?3")
        .bind(new Date().toISOString(), merchantId, cartGuid),
    ]);
    throw new HttpError(
      422,
      "UNAVAILABLE",
      "Some coupons are no longer available; they were removed from the cart",
      gone.map((coupon) => ({ field: "cart.coupons", message: coupon.code })),
    );
  }
  const used = coupons.find((coupon) => reached.byClient.has(coupon.id));
  if (used)
    throw new HttpError(422, "ALREADY_USED", `Coupon ${used.code} can no longer be used (ALREADY_USED)`, [
      { field: "coupon", message: used.code },
    ]);
}

function checkFullAddress(priced: PricedCart): Rejection | null {
  const { delivery } = priced.cart;
  if (delivery.type !== "DELIVERY") return null;
  const address = delivery.address;
  if (address?.street && address.number && address.neighborhood && address.city) return null;
  return { status: 422, code: "REQUIRED_ADDRESS", message: "A delivery needs street, number, neighbourhood and city" };
}

export async function usableCard(d1: D1Database, merchantId: number, clientId: number, guid: string) {
  const card = await findLiveCard(d1, merchantId, clientId, guid);
  const now = new Date();
  const brands = card ? await acceptedBrands(createDb(d1), merchantId) : [];
  if (
    !card ||
    card.exp_year * 12 + card.exp_month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1 ||
    !brands.includes(card.brand as never)
  ) {
    throw new HttpError(422, "ONLINE_PAYMENT_FAILED", "This saved card cannot be used", [
      { field: "order.payment.card_guid", message: "card not usable" },
    ]);
  }
  return card;
}

// Mercado Pago asks every PIX for a payer's e-mail; a guest gave none (a reserved domain: it reaches no one).

const fourDigits = () => String(crypto.getRandomValues(new Uint32Array(1))[0]! % 10_000).padStart(4, "0");

export interface PaymentColumns {
  status: "WAITING_PAYMENT" | "WAITING_CONFIRMATION";
  paymentStatus: "PENDING" | "NOT_REQUIRED";
  cartStatus: "PENDING" | "FINALIZED";
  changeFor: number | null;
  brand: string | null;
  cardGuid: string | null;
  cardLastFour: string | null;
  pix: { txid: string; code: string; expiresAt: string } | null;
  /** PSE's bank page, or OXXO's voucher (reference, deadline, page). */
  bankPayment?: ProviderBankPayment["payment"] | null;
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

/** The cart's own checks in decision 008's order, then the payment campaign's discount. */
async function checkCartForOrderPlacing(
  env: Bindings,
  context: CartContext,
  paymentMethod: string,
): Promise<PricedCart> {
  const { db, merchantId, cart, lines, benefits } = context;
  const priced = priceCart(cart, lines, context.index, context.settings, benefits);
  if (lines.items.length + lines.pizzas.length > 0)
    await refuseUnavailable(db, merchantId, cart, lines, priced, context.index);
  const operation = customerStatus(env, await loadSchedule(db, merchantId, operationNow(env)), context.day);
  const refusal = checkCartForOrder(priced, context.settings, operation);
  if (refusal) throw rejected(withScheduleRequired(refusal, operation.schedule_only));
  // A time chosen earlier must still be an offered slot now (decision 029): slots pass and close.
  const scheduleRefused = await orderScheduleRefusal(
    operationNow(env),
    db,
    merchantId,
    cart.scheduledTo,
    priced.cart.delivery.type,
  );
  if (scheduleRefused) throw rejected(scheduleRefused);
  if (priced.cart.delivery.type === "TABLE")
    throw rejected({ status: 422, code: "DELIVERY_TYPE_INVALID", message: "Table orders are not placed here" });
  const addressRefusal = checkFullAddress(priced);
  if (addressRefusal) throw rejected(addressRefusal);
  // Single-use and first-order coupons checked again now: another order of the client may have used them.
  const couponRefusal = await couponOrderRefusal(
    env.DB,
    merchantId,
    context.owner.clientId ?? null,
    cart.guid,
    benefits.coupons,
    priced.cart.coupons,
  );
  if (couponRefusal) throw rejected(couponRefusal);
  await refuseUsedUpCoupons(
    env.DB,
    merchantId,
    context.owner.clientId ?? null,
    cart.guid,
    appliedCoupons(benefits, priced),
  );
  // Loyalty: the payment campaign's discount, frozen with the order.
  await applyPaymentCampaign(env.DB, merchantId, context.owner.clientId, priced, paymentMethod);
  return priced;
}

async function checkOrderFields(
  d1: D1Database,
  merchantId: number,
  loggedIn: boolean,
  context: MerchantContext,
  body: PlaceOrderRequest,
  total: number,
): Promise<string | null> {
  const payment = body.order.payment;
  const methods = await paymentMethodsFor(d1, merchantId, loggedIn);
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

/** This browser's orders only (a double tap, a second tab, a reload); one indexed read. */
async function similarOrderOf(d1: D1Database, merchantId: number, caller: OrderCaller, priced: PricedCart, now: Date) {
  const since = new Date(now.getTime() - SIMILAR_ORDER_WINDOW_MINUTES * 60_000).toISOString();
  // An order of this very cart is a twin submission that lost the race, never a repeat to ask about.
  const rows = await recentVisitorOrders(d1, merchantId, caller.visitorId, since, priced.cart.guid);
  if (rows.length === 0) return null;
  const earlier: EarlierOrder[] = rows.map((row) => ({
    ...row,
    snapshot: JSON.parse(row.snapshot) as EarlierOrder["snapshot"],
  }));
  return findSimilarOrder(priced.cart, earlier, now);
}

/** What the order starts with, and the provider's payment attempt when its PIX was made at the merchant's provider. */
async function paymentColumnsOf(
  env: Bindings,
  merchantId: number,
  caller: OrderCaller,
  body: PlaceOrderRequest,
  place: {
    slug: string | null;
    currency: string;
    inProcess: (request: Request) => Promise<Response>;
    clientIp: string;
  },
  total: number,
  now: Date,
): Promise<{ columns: PaymentColumns; attempt: ProviderPix["attempt"] | null }> {
  const d1 = env.DB;
  const payment = body.order.payment;
  if (payment.kind === "OFFLINE") return { columns: offlineColumns(payment), attempt: null };
  const pending = {
    status: "WAITING_PAYMENT",
    paymentStatus: "PENDING",
    cartStatus: "PENDING",
    changeFor: null,
    brand: null,
  } as const;
  if (payment.method === "PIX") {
    const settings = await loadPaymentSettings(d1, merchantId);
    const chosen = await paymentProviderFor(d1, env, merchantId, place.inProcess);
    if (chosen.name === "mercadopago") {
      const made = await createProviderPix(chosen.provider, {
        settings,
        merchantId,
        slug: place.slug,
        orderIdempotencyKey: body.idempotency_key,
        amount: total,
        currency: place.currency,
        payerEmail: await payerEmailOf(d1, merchantId, caller),
        webhooksOrigin: env.WEBHOOKS_ORIGIN,
        now,
      });
      return { columns: { ...pending, cardGuid: null, cardLastFour: null, pix: made.pix }, attempt: made.attempt };
    }
    // The sandbox: a BR Code to the merchant's own PIX key, paid when the store (or `npm run order`) says so.
    const pix = createPixCharge(settings, total, now);
    if (!pix) throw new HttpError(422, "ONLINE_PAYMENT_FAILED", "The PIX code could not be made");
    return { columns: { ...pending, cardGuid: null, cardLastFour: null, pix }, attempt: null };
  }
  if (payment.method === "PSE" || payment.method === "OXXO") {
    const chosen = await paymentProviderFor(d1, env, merchantId, place.inProcess);
    // paymentMethodsFor offers neither without an account; a store switched back meanwhile lands here.
    if (chosen.name !== "mercadopago")
      throw new HttpError(
        422,
        "PAYMENT_METHOD_UNAVAILABLE",
        `${payment.method} needs the store's Mercado Pago account`,
      );
    const args = {
      merchantId,
      slug: place.slug,
      orderIdempotencyKey: body.idempotency_key,
      amount: total,
      currency: place.currency,
      payerEmail: await payerEmailOf(d1, merchantId, caller),
      webhooksOrigin: env.WEBHOOKS_ORIGIN,
    };
    const made =
      payment.method === "PSE"
        ? await createProviderPse(chosen.provider, payment.pse, { ...args, ipAddress: place.clientIp })
        : await createProviderOxxo(chosen.provider, await loadPaymentSettings(d1, merchantId), {
            ...args,
            now,
            ...(payment.callback_url ? { callbackUrl: payment.callback_url } : {}),
          });
    return {
      columns: { ...pending, cardGuid: null, cardLastFour: null, pix: null, bankPayment: made.payment },
      attempt: made.attempt,
    };
  }
  // At a store paid through Mercado Pago the card is typed on its hosted checkout, opened once the order exists
  // (its way back names the order): a saved card cannot be charged there without the provider's script.
  if ((await paymentProviderFor(d1, env, merchantId, place.inProcess)).name === "mercadopago")
    return { columns: { ...pending, cardGuid: null, cardLastFour: null, pix: null }, attempt: null };
  // checkPaymentOffered made sure the caller is a logged-in client.
  const card = await usableCard(d1, merchantId, caller.clientId!, payment.card_guid ?? "");
  return {
    columns: { ...pending, brand: card.brand, cardGuid: card.guid, cardLastFour: card.last_four_digits, pix: null },
    attempt: null,
  };
}

function newOrderValues({
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
    snapshot: JSON.stringify({
      items: priced.cart.items,
      pizzas: priced.cart.pizzas,
      extras: priced.cart.extras,
      adjustments: priced.cart.adjustments,
    }),
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
    payment_url: columns.bankPayment?.url ?? null,
    payment_reference: columns.bankPayment?.reference ?? null,
    payment_expires_at: columns.bankPayment?.expiresAt ?? null,
    payment_failure: null,
    created_at: at,
    updated_at: at,
  };
}

/** What placing an order answers: the order (201 new, 200 the same request again), or a refusal whose body carries more than a code. */
export type Placement =
  { placed: true; order: Order; status: 200 | 201 } | { placed: false; status: 409 | 422; error: ApiError };

const keyReused = () =>
  new HttpError(422, "VALIDATION_ERROR", "This idempotency key was used for another cart", [
    { field: "idempotency_key", message: "used for another cart" },
  ]);

async function sameKey(
  d1: D1Database,
  row: OrderRow,
  caller: OrderCaller,
  body: PlaceOrderRequest,
  status: 200 | 201 = 200,
): Promise<Placement> {
  if (!isCallers(row, caller) || row.cart_guid !== body.cart_guid) throw keyReused();
  return { placed: true, order: toOrder(await withLazyExpiry(d1, row)), status };
}

async function cartTaken(
  d1: D1Database,
  merchantId: number,
  caller: OrderCaller,
  cart: Pick<StoredCart, "guid" | "status">,
  body: PlaceOrderRequest,
): Promise<Placement> {
  const order = await findOrderByCart(d1, merchantId, cart.guid);
  if (order?.idempotency_key === body.idempotency_key) return await sameKey(d1, order, caller, body);
  if (order) {
    return {
      placed: false,
      status: 422,
      error: {
        code: "ORDER_ALREADY_EXISTS",
        message: `This cart already became order ${order.id}`,
        order_id: order.id,
      },
    };
  }
  const closed = checkCartOpen(cart.status);
  throw rejected(closed ?? { status: 422, code: "INVALID_CART", message: "This cart cannot become an order" });
}

/** The checks, the payment the order starts with, and one batch that writes it. */
export async function placeOrder(
  env: Bindings,
  {
    merchantId,
    caller,
    body,
    now,
    slug = null,
    inProcess = (request) => fetch(request),
    clientIp = "unknown",
  }: {
    merchantId: number;
    caller: OrderCaller;
    body: PlaceOrderRequest;
    now: Date;
    /** The store's slug: its provider's notifications come back to its path. */
    slug?: string | null;
    /** How the API reaches itself (a provider's in-process stand-in). */
    inProcess?: (request: Request) => Promise<Response>;
    /** The customer's IP, which PSE asks for. */
    clientIp?: string;
  },
): Promise<Placement> {
  const d1 = env.DB;
  const db = createDb(d1);
  const owner =
    caller.clientId === undefined
      ? { visitorId: caller.visitorId }
      : { visitorId: caller.visitorId, clientId: caller.clientId };

  // (a) The key was used already: that order (the caller's, for this cart), or a refusal.
  const byKey = await findOrderByKey(d1, merchantId, body.idempotency_key);
  if (byKey) return await sameKey(d1, byKey, caller, body);

  const [stored, context] = await Promise.all([
    loadCart(db, merchantId, body.cart_guid, owner),
    loadMerchantContext(db, merchantId),
  ]);
  if (!stored) throw cartNotFound(body.cart_guid);
  const { cart, lines, benefits } = await withSettledFidelity(
    d1,
    merchantId,
    stored,
    context.settings.fidelityPrograms,
    () => loadCart(db, merchantId, body.cart_guid, owner),
  );
  if (cart.status !== "OPEN") return await cartTaken(d1, merchantId, caller, cart, body);

  const priced = await checkCartForOrderPlacing(
    env,
    { ...context, db, merchantId, owner, cart, lines, benefits },
    body.order.payment.method,
  );
  const total = priced.cart.summary.total;
  // What the customer is charged is what they were shown: another total places nothing.
  const expected = body.order.expected_total;
  if (expected !== undefined && expected !== total) {
    return {
      placed: false,
      status: 409,
      error: { code: "TOTAL_CHANGED", message: `The order's total is ${total}, not the ${expected} expected`, total },
    };
  }
  const taxId = await checkOrderFields(d1, merchantId, caller.clientId !== undefined, context, body, total);

  // The same lines as an order of the caller's a moment ago: asked first, nothing placed.
  if (!body.order.repeat_confirmed) {
    const similar = await similarOrderOf(d1, merchantId, caller, priced, now);
    if (similar)
      return {
        placed: false,
        status: 409,
        error: {
          code: "SIMILAR_ORDER",
          message: `The same order was placed ${similar.minutes_ago} min ago`,
          ...similar,
        },
      };
  }
  const currency = context.documents.tropicalization.currency;
  const { columns, attempt } = await paymentColumnsOf(
    env,
    merchantId,
    caller,
    body,
    { slug, currency, inProcess, clientIp },
    total,
    now,
  );

  // (d) One batch: the order only while the cart is OPEN; the cart closed only if that order is there.
  const at = now.toISOString();
  const consumeInStore = context.documents.generalSettings?.consume_in_store_available ?? false;
  const values = newOrderValues({ merchantId, caller, body, cart, priced, columns, taxId, consumeInStore, at });
  // The fidelity reward the cart was priced with is used by this order only.
  const rewardId = priced.cart.fidelity_program ? (benefits.fidelityReward?.id ?? null) : null;
  const rewardGuard = fidelityOrderGuard(merchantId, rewardId);
  // The coupons' limits are counted again by the insert itself: of two orders racing for a last use, one gets it.
  const used = appliedCoupons(benefits, priced);
  const couponGuard = couponLimitGuard(
    merchantId,
    caller.clientId ?? null,
    used.map((coupon) => coupon.id),
  );
  const unapplied = benefits.coupons.filter((coupon) => !used.includes(coupon)).map((coupon) => coupon.id);
  // Loyalty: the points the redeemed lines cost, spent in this batch or failing it.
  const redeem = await redemptionStatements(d1, merchantId, caller.clientId, {
    pointsTotal: priced.cart.points_total,
    idempotencyKey: body.idempotency_key,
    cartGuid: cart.guid,
    at: now,
  });
  const [inserted] = await d1
    .batch([
      insertOrderStatement(d1, values, {
        sql: `${rewardGuard.sql} AND ${couponGuard.sql}`,
        binds: [...rewardGuard.binds, ...couponGuard.binds],
      }),
      ...redeem,
      closeOrderedCartStatement(d1, {
        merchantId,
        cartGuid: cart.guid,
        idempotencyKey: body.idempotency_key,
        cartStatus: columns.cartStatus,
        at,
      }),
      ...dropUnappliedCouponsStatement(
        d1,
        { merchantId, cartGuid: cart.guid, idempotencyKey: body.idempotency_key },
        unapplied,
      ),
      ...spendFidelityRewardStatements(d1, merchantId, rewardId, {
        idempotencyKey: body.idempotency_key,
        cartGuid: cart.guid,
        at,
      }),
      ...(attempt
        ? [
            insertPaymentAttemptStatement(d1, {
              ...attempt,
              merchantId,
              orderIdempotencyKey: body.idempotency_key,
              at: now,
            }),
          ]
        : []),
    ])
    .catch(refuseShortPoints);
  const made = await findOrderByKey(d1, merchantId, body.idempotency_key);
  if (made && (inserted?.meta.changes ?? 0) > 0)
    recordOrderEvent({ kind: "placed", orderId: made.id, status: made.status, merchantId });
  if (made) return await sameKey(d1, made, caller, body, (inserted?.meta.changes ?? 0) > 0 ? 201 : 200);
  if (used.length > 0 && !(await findOrderByCart(d1, merchantId, cart.guid)))
    await refuseUsedUpCoupons(d1, merchantId, caller.clientId ?? null, cart.guid, used);
  if (rewardId !== null && (await rewardTaken(d1, merchantId, rewardId)))
    throw new HttpError(
      409,
      "FIDELITY_PROGRAM",
      "The fidelity reward was used by another order: the cart is priced again without it",
    );
  return await cartTaken(d1, merchantId, caller, { guid: cart.guid, status: "PENDING" }, body);
}
