import { recordOrderEvent } from "../live/order-events";
import type * as z from "zod";
import { type Order, ORDER_STATUS_CODES, type rateOrderRequestSchema } from "../../../contract";
import type { AccessTokenClaims } from "../auth/token";
import { cancelChargeOfCanceledOrderStatement } from "../db/card-charges";
import {
  type OrderCaller,
  type OrderRow,
  canCancel,
  customerCancelStatements,
  findCallersOrder,
  findOrderAnywhere,
  findOrderByCart,
  insertRating,
  isCallers,
  listClientOrders,
  toOrder,
  toOrderSummary,
  withLazyExpiry,
} from "../db/orders";
import { HttpError, cartNotFound, notFound } from "../http/errors";
import { reorder } from "./reorder";

/* An order of someone else answers as one that does not exist. */

export const callerOf = (claims: Pick<AccessTokenClaims, "vid" | "client_id">): OrderCaller =>
  claims.client_id === undefined ? { visitorId: claims.vid } : { visitorId: claims.vid, clientId: claims.client_id };

export async function callersOrder(
  d1: D1Database,
  merchantId: number,
  caller: OrderCaller,
  id: number,
): Promise<OrderRow> {
  const row = await findCallersOrder(d1, merchantId, id, caller);
  if (!row) throw notFound("Order not found");
  return row;
}

export const invalidTransition = (row: OrderRow, what: string) =>
  new HttpError(422, "INVALID_TRANSITION", `Order ${row.id} is ${row.status}: it cannot be ${what}`);

export async function readOrder(d1: D1Database, merchantId: number, caller: OrderCaller, id: number): Promise<Order> {
  return toOrder(await withLazyExpiry(d1, await callersOrder(d1, merchantId, caller, id)));
}

export async function readOrderStatus(d1: D1Database, merchantId: number, caller: OrderCaller, id: number) {
  const row = await withLazyExpiry(d1, await callersOrder(d1, merchantId, caller, id));
  return {
    id: row.id,
    status: row.status,
    status_code: ORDER_STATUS_CODES[row.status],
    payment_status: row.payment_status,
    updated_at: row.updated_at,
  };
}

/** The customer gives up their unpaid order (store cancels are order-moves.ts cancelOrder); one batch: CANCELED, a pending payment FAILED, a pending card charge canceled, the cart FINALIZED. */
export async function giveUpOwnOrder(
  d1: D1Database,
  merchantId: number,
  caller: OrderCaller,
  id: number,
  now: Date,
): Promise<Order> {
  const row = await withLazyExpiry(d1, await callersOrder(d1, merchantId, caller, id));
  if (!canCancel(row)) throw invalidTransition(row, "canceled");
  const at = now.toISOString();
  const [moved] = await d1.batch([
    ...customerCancelStatements(d1, row.id, at),
    cancelChargeOfCanceledOrderStatement(d1, row.merchant_id, row.id, Math.floor(Date.parse(at) / 1000)),
  ]);
  const fresh = (await findOrderAnywhere(d1, row.id)) ?? row;
  if ((moved?.meta.changes ?? 0) === 0) throw invalidTransition(fresh, "canceled");
  recordOrderEvent({ kind: "cancelled", orderId: row.id, status: "CANCELED", merchantId: row.merchant_id });
  return toOrder(fresh);
}

export async function orderAgain(
  d1: D1Database,
  merchantId: number,
  caller: OrderCaller,
  id: number,
): Promise<{ guid: string; skipped: string[] }> {
  const row = await callersOrder(d1, merchantId, caller, id);
  return reorder(d1, merchantId, caller, toOrder(row));
}

export async function rateOrder(
  d1: D1Database,
  merchantId: number,
  caller: OrderCaller,
  id: number,
  rating: z.output<typeof rateOrderRequestSchema>,
): Promise<Order> {
  const row = await callersOrder(d1, merchantId, caller, id);
  if (row.rating_stars != null) throw new HttpError(409, "ALREADY_RATED", `Order ${row.id} is rated already`);
  if (row.status !== "DELIVERED")
    throw new HttpError(422, "NOT_DELIVERED", `Order ${row.id} is ${row.status}: only a delivered order can be rated`);
  // Another submission may have rated it since the read: the table's key lets one in.
  if (!(await insertRating(d1, row.merchant_id, row.id, rating)))
    throw new HttpError(409, "ALREADY_RATED", `Order ${row.id} is rated already`);
  return toOrder(await withLazyExpiry(d1, (await findOrderAnywhere(d1, row.id)) ?? row));
}

/** The PIX payment of the cart's order, when it is the caller's (an unknown cart and someone else's answer alike); lazily expired. */
export async function cartPixStatus(d1: D1Database, merchantId: number, caller: OrderCaller, guid: string) {
  const order = await findOrderByCart(d1, merchantId, guid);
  if (!order || !isCallers(order, caller)) throw cartNotFound(guid);
  const row = await withLazyExpiry(d1, order);
  return { order_id: row.id, payment_status: row.payment_status, expires_at: row.pix_expires_at };
}

export async function clientOrders(d1: D1Database, merchantId: number, clientId: number, page: number, size: number) {
  const { rows, total } = await listClientOrders(d1, merchantId, clientId, page, size);
  const fresh = await Promise.all(rows.map((row) => withLazyExpiry(d1, row)));
  return { data: fresh.map(toOrderSummary), paging: { page, size, total } };
}
