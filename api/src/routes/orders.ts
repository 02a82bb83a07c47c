import { and, eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { validator } from "hono/validator";
import * as z from "zod";
import {
  type ApiError,
  type OrderPaymentRequest,
  type PlaceOrderRequest,
  DIALLING_PREFIX,
  ORDER_MESSAGES,
  ORDER_STATUS_CODES,
  RATING_MESSAGES,
  VALIDATION_MESSAGES,
  isValidPhone,
  orderListQuerySchema,
  orderListResponseSchema,
  orderResponseSchema,
  orderStatusResponseSchema,
  pixStatusResponseSchema,
  placeOrderRequestSchema,
  rateOrderRequestSchema,
  reorderResponseSchema,
  repaymentRequestSchema,
  taxIdSchema,
} from "../../../contract";
import { requireOwnClient } from "../auth/client-access";
import {
  type CartOwner,
  type StoredCart,
  type StoredCartLines,
  deleteItemLineStatement,
  deletePizzaLineStatement,
  insertOpenCartStatement,
  loadCart,
  replaceExtrasStatements,
  runBatch,
  touchCartStatement,
  updateCartStatement,
  upsertItemLineStatements,
  upsertPizzaLineStatements,
} from "../db/carts";
import { cancelChargeOfCanceledOrderStatement, findLiveCard, supersedeChargesStatement } from "../db/card-charges";
import { acceptedBrands } from "../db/cards";
import { createDb, type Db } from "../db/client";
import { couponOrderRefusal } from "../db/coupons";
import { fidelityOrderGuard, rewardTaken, useFidelityRewardStatements, withSettledFidelity } from "../db/fidelity";
import { loadSchedule } from "../db/merchants";
import {
  type OrderCaller,
  type OrderRow,
  type OrderValues,
  type Repayment,
  closeOrderedCartStatement,
  insertOrderStatement,
  listClientOrders,
  repayOrderStatement,
  findCallersOrder,
  findOrderByCart,
  findOrderByKey,
  isCallers,
  canCancel,
  canRepay,
  findOrderAnywhere,
  insertRating,
  loadPaymentSettings,
  moveOrderStatements,
  toOrder,
  toOrderSummary,
  withLazyExpiry,
} from "../db/orders";
import { carts } from "../db/schema";
import { type PricedCart, checkCartForOrder, priceCart, quoteAddress } from "../domain/cart";
import { type ItemAddition, type PizzaAddition, planItemAdditions, planPizzaAdditions } from "../domain/cart-lines";
import {
  type MenuIndex,
  type Rejection,
  checkCartOpen,
  defaultDeliveryType,
  deliveryTypeEnabled,
  priceExtras,
  priceItemLine,
  pricePizzaLine,
} from "../domain/cart-pricing";
import { changeForError, checkPaymentOffered } from "../domain/order-payments";
import { operationNow, operationStatusAt } from "../domain/operation-status";
import type { AppEnv } from "../env";
import { HttpError, accepted, cartNotFound, notFound, rejected } from "../http/errors";
import { reply } from "../http/reply";
import { parseRequest, validateJson, validateParam, validateQuery } from "../http/validate";
import { createPixCharge } from "../payments/pix";
import { loadMerchantContext } from "../services/carts";
import { applyPaymentCampaign, redemptionStatements, refuseShortPoints } from "../services/loyalty";
import { paymentMethodsFor } from "../services/payment-methods";
import { orderScheduleRefusal, withScheduleRequired } from "../services/scheduling";

/*
 * Orders (issue 14; contract/orders.ts is the design). An order is the caller's cart frozen as
 * priced at that moment, plus payment, tax id and contact. Placing one is idempotent per
 * (merchant, idempotency_key) and a cart becomes one order at most: one D1 batch inserts the order
 * only while the cart is OPEN (unique cart_guid and key settle crossing requests) and closes the
 * cart only if that order is there; then the order is read back by its key.
 */

const callerOf = (c: Context<AppEnv>): OrderCaller => {
  const claims = c.get("claims");
  return claims.client_id === undefined ? { visitorId: claims.vid } : { visitorId: claims.vid, clientId: claims.client_id };
};

/** Answers an order (lazily expiring an overdue PIX first). */
async function answerOrder(c: Context<AppEnv>, row: OrderRow, status: 200 | 201 = 200) {
  const fresh = await withLazyExpiry(c.env.DB, row);
  c.status(status);
  return reply(c, orderResponseSchema, { data: toOrder(fresh) });
}

const keyReused = () =>
  new HttpError(422, "VALIDATION_ERROR", "This idempotency key was used for another cart", [
    { field: "idempotency_key", message: "used for another cart" },
  ]);

/** The answer for an order found under the request's key: it, when it is the caller's for this cart. */
function answerSameKey(c: Context<AppEnv>, row: OrderRow, body: PlaceOrderRequest, status: 200 | 201 = 200) {
  if (!isCallers(row, callerOf(c)) || row.cart_guid !== body.cart_guid) throw keyReused();
  return answerOrder(c, row, status);
}

/** The cart is no longer OPEN: its order under this key (200), under another key (ORDER_ALREADY_EXISTS), or why not. */
async function answerCartTaken(c: Context<AppEnv>, cart: Pick<StoredCart, "guid" | "status">, body: PlaceOrderRequest) {
  const order = await findOrderByCart(c.env.DB, c.get("merchant").id, cart.guid);
  if (order?.idempotency_key === body.idempotency_key) return answerSameKey(c, order, body);
  if (order) {
    const error: ApiError = { code: "ORDER_ALREADY_EXISTS", message: `This cart already became order ${order.id}`, order_id: order.id };
    return c.json(error, 422);
  }
  const closed = checkCartOpen(cart.status);
  throw rejected(closed ?? { status: 422, code: "INVALID_CART", message: "This cart cannot become an order" });
}

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
    ...(extras.length > 0 ? replaceExtrasStatements(db, merchantId, cart.guid, lines.extras.filter((extra) => pricedExtras.has(extra.additional_id))) : []),
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
async function usableCard(c: Context<AppEnv>, clientId: number, guid: string) {
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
interface PaymentColumns {
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

const idPath = z.object({ slug: z.string(), id: z.string().regex(/^[1-9]\d{0,15}$/).transform(Number) });

/** The caller's order of the path, or 404 NOT_FOUND (unknown and someone else's alike). */
async function callersOrder(c: Context<AppEnv>, id: number): Promise<OrderRow> {
  const row = await findCallersOrder(c.env.DB, c.get("merchant").id, id, callerOf(c));
  if (!row) throw notFound("Order not found");
  return row;
}

const invalidTransition = (row: OrderRow, what: string) =>
  new HttpError(422, "INVALID_TRANSITION", `Order ${row.id} is ${row.status}: it cannot be ${what}`);

/**
 * The body of `POST /{slug}/orders`: 400 VALIDATION_ERROR for a malformed request, but the
 * customer's contact (client.name, client.phone) refused like the other order fields, 422 with the
 * contract's message keys, so the checkout form can put them on its fields.
 */
const validateOrderRequest = validator("json", (value): z.output<typeof placeOrderRequestSchema> => {
  const parsed = placeOrderRequestSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues;
  if (issues.every((issue) => issue.path[0] === "client" && (issue.path[1] === "name" || issue.path[1] === "phone"))) {
    const errors = [...new Set(issues.map((issue) => String(issue.path[1])))].map((field) =>
      field === "phone"
        ? { field: "client.phone", message: VALIDATION_MESSAGES.phoneInvalid }
        : {
            field: "client.name",
            message: issues.some((issue) => issue.path[1] === "name" && issue.code === "too_big") ? VALIDATION_MESSAGES.nameTooLong : VALIDATION_MESSAGES.nameTooShort,
          },
    );
    throw new HttpError(422, "VALIDATION_ERROR", "Invalid contact", errors);
  }
  return parseRequest(placeOrderRequestSchema, value, "body");
});

const cartPath = z.object({ slug: z.string(), guid: z.string().min(1).max(64) });

/**
 * The body of a rating: what the customer chose (stars, comment) refused with 422 and the
 * contract's message keys, so the form can say it on its fields; anything else malformed is a 400.
 */
const validateRatingRequest = validator("json", (value): z.output<typeof rateOrderRequestSchema> => {
  const parsed = rateOrderRequestSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? "")));
  if ([...fields].every((field) => field === "stars" || field === "comment")) {
    const errors = [...fields].map((field) =>
      field === "stars" ? { field, message: RATING_MESSAGES.starsRequired } : { field, message: RATING_MESSAGES.commentTooLong },
    );
    throw new HttpError(422, "VALIDATION_ERROR", "Invalid rating", errors);
  }
  return parseRequest(rateOrderRequestSchema, value, "body");
});

export const ordersRoutes = new Hono<AppEnv>()
  .post("/:slug/orders", validateOrderRequest, async (c) => {
    const body = c.req.valid("json");
    const d1 = c.env.DB;
    const db = createDb(d1);
    const merchantId = c.get("merchant").id;
    const caller = callerOf(c);
    const owner: CartOwner = caller.clientId === undefined ? { visitorId: caller.visitorId } : { visitorId: caller.visitorId, clientId: caller.clientId };

    // (a) The key was used already: that order (the caller's, for this cart), or a refusal.
    const byKey = await findOrderByKey(d1, merchantId, body.idempotency_key);
    if (byKey) return answerSameKey(c, byKey, body);

    // (b) The caller's cart, still OPEN.
    const [stored, context] = await Promise.all([loadCart(db, merchantId, body.cart_guid, owner), loadMerchantContext(db, merchantId)]);
    if (!stored) throw cartNotFound(body.cart_guid);
    // A fidelity reward the client reached since their last visit is in this order (decision 026).
    const { cart, lines, benefits } = await withSettledFidelity(d1, merchantId, stored, context.settings.fidelityPrograms, () => loadCart(db, merchantId, body.cart_guid, owner));
    if (cart.status !== "OPEN") return answerCartTaken(c, cart, body);

    // (c) The cart's own checks (decision 008's order), then payment and fields.
    const priced = priceCart(cart, lines, context.index, context.settings, benefits);
    if (lines.items.length + lines.pizzas.length > 0) await refuseUnavailable(db, merchantId, cart, lines, priced, context.index);
    const schedule = await loadSchedule(db, merchantId);
    const operation = { ...operationStatusAt(schedule.periods, schedule.timezone, operationNow(c.env)), schedule_only: schedule.scheduleOnly };
    const refusal = checkCartForOrder(priced, context.settings, operation);
    if (refusal) throw rejected(withScheduleRequired(refusal, operation.schedule_only));
    // Issue 17 (decision 029): a time chosen earlier must still be an offered slot now.
    const scheduleRefused = await orderScheduleRefusal(c, db, merchantId, cart.scheduledTo, priced.cart.delivery.type);
    if (scheduleRefused) throw rejected(scheduleRefused);
    if (priced.cart.delivery.type === "TABLE") throw rejected({ status: 422, code: "DELIVERY_TYPE_INVALID", message: "Table orders are not placed here" });
    const addressRefusal = checkFullAddress(priced);
    if (addressRefusal) throw rejected(addressRefusal);
    // Issue 16: single-use and first-order coupons checked again for the client now.
    const couponRefusal = await couponOrderRefusal(d1, merchantId, caller.clientId ?? null, cart.guid, benefits.coupons, priced.cart.coupons);
    if (couponRefusal) throw rejected(couponRefusal);
    // Loyalty (issue 16): the payment campaign's discount, frozen with the order.
    await applyPaymentCampaign(c, priced, body.order.payment.method);

    const total = priced.cart.summary.total;
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
    if (phone.country_code !== DIALLING_PREFIX[country] || !isValidPhone(country, `${phone.ddd}${phone.number}`)) fieldErrors.push({ field: "client.phone", message: VALIDATION_MESSAGES.phoneInvalid });
    if (fieldErrors.length > 0) throw new HttpError(422, "VALIDATION_ERROR", "Invalid order fields", fieldErrors);

    const now = new Date();
    let columns: PaymentColumns;
    if (payment.kind === "OFFLINE") {
      columns = offlineColumns(payment);
    } else if (payment.method === "PIX") {
      const pix = createPixCharge(await loadPaymentSettings(d1, merchantId), total, now);
      if (!pix) throw new HttpError(422, "ONLINE_PAYMENT_FAILED", "The PIX code could not be made");
      columns = { status: "WAITING_PAYMENT", paymentStatus: "PENDING", cartStatus: "PENDING", changeFor: null, brand: null, cardGuid: null, cardLastFour: null, pix };
    } else {
      // checkPaymentOffered made sure the caller is a logged-in client.
      const card = await usableCard(c, caller.clientId!, payment.card_guid);
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

    // (d) One batch: the order only while the cart is OPEN; the cart closed only if that order is there.
    const at = now.toISOString();
    const delivery = priced.cart.delivery;
    const values: OrderValues = {
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
      customer_phone: JSON.stringify(phone),
      tax_id: taxId,
      notes: cart.notes,
      snapshot: JSON.stringify({ items: priced.cart.items, pizzas: priced.cart.pizzas, extras: priced.cart.extras, adjustments: priced.cart.adjustments }),
      subtotal: priced.cart.summary.subtotal,
      delivery_fee: priced.cart.summary.delivery_fee,
      discount: priced.cart.summary.discount,
      increase: priced.cart.summary.increase,
      total,
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
    // The fidelity reward the cart was priced with is used by this order only (decision 026).
    const rewardId = priced.cart.fidelity_program ? (benefits.fidelityReward?.id ?? null) : null;
    const rewardGuard = fidelityOrderGuard(merchantId, rewardId);
    // Loyalty (issue 16): the points the redeemed lines cost, spent in this batch or failing it.
    const redeem = await redemptionStatements(c, { pointsTotal: priced.cart.points_total, idempotencyKey: body.idempotency_key, cartGuid: cart.guid, at: now });
    const [inserted] = await d1.batch([
      insertOrderStatement(d1, values, rewardGuard),
      ...redeem,
      closeOrderedCartStatement(d1, { merchantId, cartGuid: cart.guid, idempotencyKey: body.idempotency_key, cartStatus: columns.cartStatus, at }),
      ...useFidelityRewardStatements(d1, merchantId, rewardId, { idempotencyKey: body.idempotency_key, cartGuid: cart.guid, at }),
    ]).catch(refuseShortPoints);
    const made = await findOrderByKey(d1, merchantId, body.idempotency_key);
    if (made) return answerSameKey(c, made, body, (inserted?.meta.changes ?? 0) > 0 ? 201 : 200);
    if (rewardId !== null && (await rewardTaken(d1, merchantId, rewardId))) throw new HttpError(409, "FIDELITY_PROGRAM", "The fidelity reward was used by another order: the cart is priced again without it");
    return answerCartTaken(c, { guid: cart.guid, status: "PENDING" }, body);
  })

  .get("/:slug/orders/:id", validateParam(idPath), async (c) => answerOrder(c, await callersOrder(c, c.req.valid("param").id)))

  .get("/:slug/orders/:id/status", validateParam(idPath), async (c) => {
    const row = await withLazyExpiry(c.env.DB, await callersOrder(c, c.req.valid("param").id));
    return reply(c, orderStatusResponseSchema, {
      data: { id: row.id, status: row.status, status_code: ORDER_STATUS_CODES[row.status], payment_status: row.payment_status, updated_at: row.updated_at },
    });
  })

  // The caller gives up an order whose online payment is not made: CANCELED, a pending payment
  // FAILED (CANCELED_BY_CUSTOMER), a pending card charge canceled, the cart FINALIZED.
  .post("/:slug/orders/:id/cancel", validateParam(idPath), async (c) => {
    const d1 = c.env.DB;
    const row = await withLazyExpiry(d1, await callersOrder(c, c.req.valid("param").id));
    if (!canCancel(row)) throw invalidTransition(row, "canceled");
    const at = new Date().toISOString();
    const [moved] = await d1.batch([
      ...moveOrderStatements(d1, {
        orderId: row.id,
        from: ["WAITING_PAYMENT", "PAYMENT_REJECTED"],
        to: "CANCELED",
        paymentStatusSql: "CASE WHEN payment_status = 'PENDING' THEN 'FAILED' ELSE payment_status END",
        paymentFailureSql: "CASE WHEN payment_status = 'PENDING' THEN 'CANCELED_BY_CUSTOMER' ELSE payment_failure END",
        finalizeCart: true,
        at,
      }),
      cancelChargeOfCanceledOrderStatement(d1, row.merchant_id, row.id, Math.floor(Date.parse(at) / 1000)),
    ]);
    const fresh = (await findOrderAnywhere(d1, row.id)) ?? row;
    if ((moved?.meta.changes ?? 0) === 0) throw invalidTransition(fresh, "canceled");
    return reply(c, orderResponseSchema, { data: toOrder(fresh) });
  })

  // "Order again": a new cart of the caller with the order's lines at today's prices, through the
  // cart's own checks; lines the menu no longer allows are left out and named. It replaces the
  // caller's open cart (one open cart per visitor).
  .post("/:slug/orders/:id/reorder", validateParam(idPath), async (c) => {
    const row = await callersOrder(c, c.req.valid("param").id);
    const order = toOrder(row);
    const db = createDb(c.env.DB);
    const merchantId = c.get("merchant").id;
    const caller = callerOf(c);
    const { index, settings } = await loadMerchantContext(db, merchantId);
    const skipped: string[] = [];
    const items: ItemAddition[] = [];
    for (const line of order.items) {
      const addition: ItemAddition = {
        item_id: line.item_id,
        quantity: line.quantity,
        notes: line.notes,
        options: line.options.map((option) => ({ option_id: option.option_id, quantity: option.quantity })),
        table_solicitation_id: null,
      };
      if (priceItemLine(index, addition).ok) items.push(addition);
      else skipped.push(line.name);
    }
    const pizzas: PizzaAddition[] = [];
    for (const line of order.pizzas) {
      const addition: PizzaAddition = {
        pizza_id: line.pizza_id,
        size_id: line.size.id,
        quantity: line.quantity,
        notes: line.notes,
        flavors: line.flavors.map((flavor) => ({ flavor_id: flavor.flavor_id, quantity: flavor.quantity })),
        complement_ids: line.complements.map((complement) => complement.complement_id),
        table_solicitation_id: null,
      };
      if (pricePizzaLine(index, settings.pricing, addition).ok) pizzas.push(addition);
      else skipped.push(line.name);
    }
    const extras = order.extras.filter((extra) => {
      const ok = priceExtras(index, [{ additional_id: extra.additional_id, quantity: extra.quantity }]).ok;
      if (!ok) skipped.push(extra.name);
      return ok;
    });
    if (items.length + pizzas.length === 0) throw new HttpError(422, "INVALID_CART", "Nothing of this order is available now", skipped.map((name) => ({ field: "skipped", message: name })));
    const itemUpserts = accepted(planItemAdditions(index, [], items));
    const pizzaUpserts = accepted(planPizzaAdditions(index, settings.pricing, [], pizzas));
    const keptExtras = priceExtras(index, extras.map((extra) => ({ additional_id: extra.additional_id, quantity: extra.quantity })));

    const type = deliveryTypeEnabled(order.delivery.type, settings.operationModes, settings.tableOrderSettings) && order.delivery.type !== "TABLE"
      ? order.delivery.type
      : defaultDeliveryType(settings.operationModes, settings.tableOrderSettings, null);
    const address = type === "DELIVERY" ? order.delivery.address : null;
    const quote = address ? quoteAddress(settings, address) : null;
    const guid = crypto.randomUUID();
    await runBatch(db, [
      db.delete(carts).where(and(eq(carts.merchantId, merchantId), eq(carts.visitorId, caller.visitorId), eq(carts.status, "OPEN"))),
      insertOpenCartStatement(db, { guid, merchantId, visitorId: caller.visitorId, clientId: caller.clientId ?? null, tableId: null, deliveryType: type }),
      ...itemUpserts.flatMap((upsert) => upsertItemLineStatements(db, merchantId, guid, upsert)),
      ...pizzaUpserts.flatMap((upsert) => upsertPizzaLineStatements(db, merchantId, guid, upsert)),
      ...(keptExtras.ok ? replaceExtrasStatements(db, merchantId, guid, keptExtras.value) : []),
      ...(address && quote?.served ? [updateCartStatement(db, merchantId, guid, { address: JSON.stringify(address), areaName: quote.area_name })] : []),
    ]);
    c.status(201);
    return reply(c, reorderResponseSchema, { data: { cart_guid: guid, skipped } });
  })

  // Pay again (can_repay) with an online method: PIX a new code (new txid and deadline); CARD the
  // client's live card, then the storefront charges it. The order is WAITING_PAYMENT, payment PENDING.
  .post("/:slug/orders/:id/repayment", validateParam(idPath), validateJson(repaymentRequestSchema), async (c) => {
    const d1 = c.env.DB;
    const row = await withLazyExpiry(d1, await callersOrder(c, c.req.valid("param").id));
    if (!canRepay(row)) throw invalidTransition(row, "paid again");
    const { payment } = c.req.valid("json");
    const refusal = checkPaymentOffered(await paymentMethodsFor(c), { kind: "ONLINE", ...payment }, row.total);
    if (refusal) throw rejected(refusal);
    const caller = callerOf(c);
    const now = new Date();
    let columns: Repayment;
    if (payment.method === "PIX") {
      const pix = createPixCharge(await loadPaymentSettings(d1, row.merchant_id), row.total, now);
      if (!pix) throw new HttpError(422, "ONLINE_PAYMENT_FAILED", "The PIX code could not be made");
      columns = { method: "PIX", brand: null, cardGuid: null, lastFour: null, pix };
    } else {
      const card = await usableCard(c, caller.clientId!, payment.card_guid);
      columns = { method: "CARD", brand: card.brand, cardGuid: card.guid, lastFour: card.last_four_digits, pix: null };
    }
    const at = now.toISOString();
    const [updated] = await d1.batch([
      repayOrderStatement(d1, row, columns, at),
      // A card charge left pending on the provider's page is superseded.
      supersedeChargesStatement(d1, row.merchant_id, row.id, Math.floor(now.getTime() / 1000)),
    ]);
    const fresh = (await findOrderAnywhere(d1, row.id)) ?? row;
    if ((updated?.meta.changes ?? 0) === 0) throw invalidTransition(fresh, "paid again");
    return reply(c, orderResponseSchema, { data: toOrder(fresh) });
  })

  // The customer rates a delivered order of theirs, once (contract rateOrderRequestSchema).
  .post("/:slug/orders/:id/rating", validateParam(idPath), validateRatingRequest, async (c) => {
    const row = await callersOrder(c, c.req.valid("param").id);
    if (row.rating_stars != null) throw new HttpError(409, "ALREADY_RATED", `Order ${row.id} is rated already`);
    if (row.status !== "DELIVERED") throw new HttpError(422, "NOT_DELIVERED", `Order ${row.id} is ${row.status}: only a delivered order can be rated`);
    // Another submission may have rated it since the read: the table's key lets one in.
    if (!(await insertRating(c.env.DB, row.merchant_id, row.id, c.req.valid("json")))) throw new HttpError(409, "ALREADY_RATED", `Order ${row.id} is rated already`);
    return answerOrder(c, (await findOrderAnywhere(c.env.DB, row.id)) ?? row, 201);
  })

  // The PIX payment of the cart's order (spec §7 cart status sub-path); lazily expired.
  .get("/:slug/carts/:guid/pix_status", validateParam(cartPath), async (c) => {
    const { guid } = c.req.valid("param");
    // The cart's order, when it is the caller's: an unknown cart and someone else's answer alike.
    const order = await findOrderByCart(c.env.DB, c.get("merchant").id, guid);
    if (!order || !isCallers(order, callerOf(c))) throw cartNotFound(guid);
    const row = await withLazyExpiry(c.env.DB, order);
    return reply(c, pixStatusResponseSchema, { data: { order_id: row.id, payment_status: row.payment_status, expires_at: row.pix_expires_at } });
  })

  // The logged-in client's orders, newest first.
  .use("/:slug/clients/:id/orders", requireOwnClient)
  .get("/:slug/clients/:id/orders", validateQuery(orderListQuerySchema), async (c) => {
    const { page, size } = c.req.valid("query");
    const d1 = c.env.DB;
    const { rows, total } = await listClientOrders(d1, c.get("merchant").id, c.get("client").id, page, size);
    const fresh = await Promise.all(rows.map((row) => withLazyExpiry(d1, row)));
    return reply(c, orderListResponseSchema, {
      data: fresh.map(toOrderSummary),
      paging: { page, size, total },
    });
  });
