import { type Context, Hono } from "hono";
import { validator } from "hono/validator";
import * as z from "zod";
import {
  type ApiError,
  type PlaceOrderRequest,
  ORDER_STATUS_CODES,
  RATING_MESSAGES,
  VALIDATION_MESSAGES,
  orderListQuerySchema,
  orderListResponseSchema,
  orderResponseSchema,
  orderStatusResponseSchema,
  pixStatusResponseSchema,
  placeOrderRequestSchema,
  rateOrderRequestSchema,
  reorderResponseSchema,
  repaymentRequestSchema,
} from "../../../contract";
import { requireOwnClient } from "../auth/client-access";
import { type CartOwner, type StoredCart, loadCart } from "../db/carts";
import { cancelChargeOfCanceledOrderStatement, supersedeChargesStatement } from "../db/card-charges";
import { createDb } from "../db/client";
import { fidelityOrderGuard, rewardTaken, useFidelityRewardStatements, withSettledFidelity } from "../db/fidelity";
import {
  type OrderCaller,
  type OrderRow,
  type Repayment,
  canCancel,
  canRepay,
  closeOrderedCartStatement,
  findCallersOrder,
  findOrderAnywhere,
  findOrderByCart,
  findOrderByKey,
  insertOrderStatement,
  insertRating,
  isCallers,
  listClientOrders,
  loadPaymentSettings,
  moveOrderStatements,
  repayOrderStatement,
  toOrder,
  toOrderSummary,
  withLazyExpiry,
} from "../db/orders";
import { checkCartOpen } from "../domain/cart-pricing";
import { checkPaymentOffered } from "../domain/order-payments";
import type { AppEnv } from "../env";
import { HttpError, cartNotFound, notFound, rejected } from "../http/errors";
import { reply } from "../http/reply";
import { parseRequest, validateJson, validateParam, validateQuery } from "../http/validate";
import { createPixCharge } from "../payments/pix";
import { loadMerchantContext } from "../services/carts";
import { redemptionStatements, refuseShortPoints } from "../services/loyalty";
import { checkCartForOrderPlacing, checkOrderFields, newOrderValues, paymentColumnsOf, similarOrderOf, usableCard } from "../services/order-placement";
import { paymentMethodsFor } from "../services/payment-methods";
import { reorder } from "../services/reorder";

/*
 * Orders (contract/orders.ts is the design). An order is the caller's cart frozen as
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
  new HttpError(422, "VALIDATION_ERROR", "This idempotency key was used for another cart", [{ field: "idempotency_key", message: "used for another cart" }]);

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

const idPath = z.object({
  slug: z.string(),
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number),
});

/** The caller's order of the path, or 404 NOT_FOUND (unknown and someone else's alike). */
async function callersOrder(c: Context<AppEnv>, id: number): Promise<OrderRow> {
  const row = await findCallersOrder(c.env.DB, c.get("merchant").id, id, callerOf(c));
  if (!row) throw notFound("Order not found");
  return row;
}

const invalidTransition = (row: OrderRow, what: string) => new HttpError(422, "INVALID_TRANSITION", `Order ${row.id} is ${row.status}: it cannot be ${what}`);

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
            message: issues.some((issue) => issue.path[1] === "name" && issue.code === "too_big")
              ? VALIDATION_MESSAGES.nameTooLong
              : VALIDATION_MESSAGES.nameTooShort,
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
    const { cart, lines, benefits } = await withSettledFidelity(d1, merchantId, stored, context.settings.fidelityPrograms, () =>
      loadCart(db, merchantId, body.cart_guid, owner),
    );
    if (cart.status !== "OPEN") return answerCartTaken(c, cart, body);

    // (c) The cart's own checks (decision 008's order), then payment and fields.
    const priced = await checkCartForOrderPlacing(c, { ...context, db, merchantId, owner, cart, lines, benefits }, body.order.payment.method);
    const total = priced.cart.summary.total;
    // What the customer is charged is what they were shown: another total places nothing.
    const expected = body.order.expected_total;
    if (expected !== undefined && expected !== total) {
      const error: ApiError = { code: "TOTAL_CHANGED", message: `The order's total is ${total}, not the ${expected} expected`, total };
      return c.json(error, 409);
    }
    const payment = body.order.payment;
    const taxId = await checkOrderFields(c, context, body, total);

    const now = new Date();
    // The same lines as an order of the caller's a moment ago: asked first, nothing placed.
    if (!body.order.repeat_confirmed) {
      const similar = await similarOrderOf(c, caller, priced, now);
      if (similar)
        return c.json({ code: "SIMILAR_ORDER", message: `The same order was placed ${similar.minutes_ago} min ago`, ...similar } satisfies ApiError, 409);
    }
    const columns = await paymentColumnsOf(c, payment, total, now);

    // (d) One batch: the order only while the cart is OPEN; the cart closed only if that order is there.
    const at = now.toISOString();
    const consumeInStore = context.documents.generalSettings?.consume_in_store_available ?? false;
    const values = newOrderValues({ merchantId, caller, body, cart, priced, columns, taxId, consumeInStore, at });
    // The fidelity reward the cart was priced with is used by this order only (decision 026).
    const rewardId = priced.cart.fidelity_program ? (benefits.fidelityReward?.id ?? null) : null;
    const rewardGuard = fidelityOrderGuard(merchantId, rewardId);
    // Loyalty: the points the redeemed lines cost, spent in this batch or failing it.
    const redeem = await redemptionStatements(c, { pointsTotal: priced.cart.points_total, idempotencyKey: body.idempotency_key, cartGuid: cart.guid, at: now });
    const [inserted] = await d1
      .batch([
        insertOrderStatement(d1, values, rewardGuard),
        ...redeem,
        closeOrderedCartStatement(d1, { merchantId, cartGuid: cart.guid, idempotencyKey: body.idempotency_key, cartStatus: columns.cartStatus, at }),
        ...useFidelityRewardStatements(d1, merchantId, rewardId, { idempotencyKey: body.idempotency_key, cartGuid: cart.guid, at }),
      ])
      .catch(refuseShortPoints);
    const made = await findOrderByKey(d1, merchantId, body.idempotency_key);
    if (made) return answerSameKey(c, made, body, (inserted?.meta.changes ?? 0) > 0 ? 201 : 200);
    if (rewardId !== null && (await rewardTaken(d1, merchantId, rewardId)))
      throw new HttpError(409, "FIDELITY_PROGRAM", "The fidelity reward was used by another order: the cart is priced again without it");
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

  // "Order again" (services/reorder.ts).
  .post("/:slug/orders/:id/reorder", validateParam(idPath), async (c) => {
    const row = await callersOrder(c, c.req.valid("param").id);
    const order = toOrder(row);
    const { guid, skipped } = await reorder(c, order);
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
    if (!(await insertRating(c.env.DB, row.merchant_id, row.id, c.req.valid("json"))))
      throw new HttpError(409, "ALREADY_RATED", `Order ${row.id} is rated already`);
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
