import {
  type CancelReason,
  type Order,
  type OrderKitchen,
  type OrderStatus,
  type OrderSummary,
  type PaymentFailure,
  type PaymentSettings,
  ORDER_STATUS_CODES,
  cartAddressSchema,
  clientPhoneSchema,
  paymentSettingsSchema,
  timeToReceiveSchema,
} from "../../../contract";
import type { ConsoleRefund } from "../../../contract/console";
import { kindOfMove, recordOrderEvent } from "../live/order-events";
import { releaseOrderCouponsStatement } from "./coupons";
import { releaseOrderRewardStatement } from "./fidelity";
import { refundStatement } from "./loyalty";
import { ORDER_COLUMNS, ORDER_SELECT, type OrderRow, type OrderSnapshot } from "./order-rows";

export { ORDER_COLUMNS, ORDER_SELECT, type OrderRow, type OrderSnapshot };

/*
 * Every status move is one guarded UPDATE that appends to the JSON history in the same statement,
 * with `WHERE status IN (…)`, so two concurrent moves cannot both apply.
 */

export interface OrderCaller {
  visitorId: string;
  clientId?: number;
}

/** The order is the caller's: placed by this visitor's token, or by this logged-in client. */
export const isCallers = (row: Pick<OrderRow, "visitor_id" | "client_id">, caller: OrderCaller): boolean =>
  row.visitor_id === caller.visitorId || (caller.clientId !== undefined && row.client_id === caller.clientId);

/** The customer may give up an order whose online payment is not made. */
export const canCancel = (row: Pick<OrderRow, "status">): boolean =>
  row.status === "WAITING_PAYMENT" || row.status === "PAYMENT_REJECTED";

/** The customer may pay again: a rejected payment, or a card payment not made yet (switch card or method). */
export const canRepay = (row: Pick<OrderRow, "status" | "payment_kind" | "payment_method">): boolean =>
  row.status === "PAYMENT_REJECTED" ||
  (row.status === "WAITING_PAYMENT" && row.payment_kind === "ONLINE" && row.payment_method === "CARD");

function parseJson<T>(text: string | null, what: string, id: number): T | null {
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`Stored ${what} of order ${id} is not valid JSON`);
  }
}

export const canRate = (row: Pick<OrderRow, "status" | "rating_stars">): boolean =>
  row.status === "DELIVERED" && row.rating_stars == null;

interface StoredRefund {
  amount: number;
  created_at: string;
  reason: string;
  by: string | null;
}

const storedRefunds = (row: OrderRow): StoredRefund[] =>
  parseJson<StoredRefund[]>(row.refunds ?? null, "refunds", row.id) ?? [];

/** Each refund for the staff: with its reason and who gave it (the customer sees amount and time only). */
export const consoleRefundsOf = (row: OrderRow): ConsoleRefund[] =>
  storedRefunds(row).map(({ amount, created_at, reason, by }) => ({ amount, created_at, reason, by }));

/** PSE's bank page while it is pending; OXXO's voucher. */
function bankPaymentOf(row: OrderRow): Pick<Order["payment"], "bank_url" | "ticket"> {
  if (row.payment_method === "PSE")
    return { bank_url: row.payment_status === "PENDING" ? row.payment_url : null, ticket: null };
  if (row.payment_method === "OXXO" && row.payment_reference !== null && row.payment_expires_at !== null)
    return {
      bank_url: null,
      ticket: { reference: row.payment_reference, expires_at: row.payment_expires_at, url: row.payment_url },
    };
  return {};
}

export function toOrder(row: OrderRow): Order {
  const snapshot = parseJson<OrderSnapshot>(row.snapshot, "snapshot", row.id)!;
  const address = parseJson<unknown>(row.address, "address", row.id);
  const timeToReceive = parseJson<unknown>(row.time_to_receive, "time_to_receive", row.id);
  return {
    id: row.id,
    cart_guid: row.cart_guid,
    status: row.status,
    status_code: ORDER_STATUS_CODES[row.status],
    created_at: row.created_at,
    updated_at: row.updated_at,
    history: parseJson<Order["history"]>(row.history, "history", row.id) ?? [],
    delivery: {
      type: row.delivery_type,
      address: address === null ? null : cartAddressSchema.parse(address),
      area_name: row.area_name,
      time_to_receive: timeToReceive === null ? null : timeToReceiveSchema.parse(timeToReceive),
      delivery_code: row.delivery_code,
      consume_in_store: row.consume_in_store === 1,
    },
    scheduled_to: row.scheduled_to,
    customer: { name: row.customer_name, phone: clientPhoneSchema.parse(JSON.parse(row.customer_phone)) },
    client_id: row.client_id,
    tax_id: row.tax_id,
    notes: row.notes,
    items: snapshot.items,
    pizzas: snapshot.pizzas,
    extras: snapshot.extras,
    adjustments: snapshot.adjustments,
    summary: {
      subtotal: row.subtotal,
      delivery_fee: row.delivery_fee,
      discount: row.discount,
      increase: row.increase,
      total: row.total,
    },
    payment: {
      kind: row.payment_kind,
      method: row.payment_method,
      status: row.payment_status,
      change_for: row.change_for,
      brand: row.brand as Order["payment"]["brand"],
      card_guid: row.card_guid,
      card_last_four: row.card_last_four,
      pix:
        row.pix_code !== null && row.pix_txid !== null && row.pix_expires_at !== null
          ? { code: row.pix_code, txid: row.pix_txid, expires_at: row.pix_expires_at, amount: row.total }
          : null,
      failure: row.payment_failure as Order["payment"]["failure"],
      ...bankPaymentOf(row),
    },
    can_cancel: canCancel(row),
    can_repay: canRepay(row),
    rating:
      row.rating_stars != null
        ? { stars: row.rating_stars, comment: row.rating_comment ?? null, created_at: row.rated_at ?? row.updated_at }
        : null,
    cancellation: row.cancel_reason ? { reason: row.cancel_reason, note: row.cancel_note ?? null } : null,
    can_rate: canRate(row),
    refunds: storedRefunds(row).map(({ amount, created_at }) => ({ amount, created_at })),
    kitchen: kitchenOf(row),
  };
}

/** Where a confirmed order is in the kitchen; null in any other status. */
export const kitchenOf = (row: OrderRow): OrderKitchen | null =>
  row.status === "CONFIRMED"
    ? {
        state: row.kitchen_state ?? "QUEUED",
        started_at: row.kitchen_started_at ?? null,
        ready_at: row.kitchen_ready_at ?? null,
      }
    : null;

export function toOrderSummary(row: OrderRow): OrderSummary {
  const order = toOrder(row);
  return {
    id: order.id,
    status: order.status,
    status_code: order.status_code,
    created_at: order.created_at,
    summary: order.summary,
    payment: order.payment,
    rating: order.rating,
    can_rate: order.can_rate,
    delivery_type: order.delivery.type,
    lines: [...order.items, ...order.pizzas].map((line) => ({ name: line.name, quantity: line.quantity })),
  };
}

export async function findOrderById(d1: D1Database, merchantId: number, id: number): Promise<OrderRow | null> {
  return d1
    .prepare(`${ORDER_SELECT} WHERE orders.merchant_id = ?1 AND orders.id = ?2`)
    .bind(merchantId, id)
    .first<OrderRow>();
}

export async function findOrderAnywhere(d1: D1Database, id: number): Promise<OrderRow | null> {
  return d1.prepare(`${ORDER_SELECT} WHERE orders.id = ?1`).bind(id).first<OrderRow>();
}

export async function findOrderByKey(d1: D1Database, merchantId: number, key: string): Promise<OrderRow | null> {
  return d1
    .prepare(`${ORDER_SELECT} WHERE orders.merchant_id = ?1 AND orders.idempotency_key = ?2`)
    .bind(merchantId, key)
    .first<OrderRow>();
}

export async function findOrderByCart(d1: D1Database, merchantId: number, cartGuid: string): Promise<OrderRow | null> {
  return d1
    .prepare(`${ORDER_SELECT} WHERE orders.merchant_id = ?1 AND orders.cart_guid = ?2`)
    .bind(merchantId, cartGuid)
    .first<OrderRow>();
}

export async function findCallersOrder(
  d1: D1Database,
  merchantId: number,
  id: number,
  caller: OrderCaller,
): Promise<OrderRow | null> {
  const row = await findOrderById(d1, merchantId, id);
  return row && isCallers(row, caller) ? row : null;
}

export async function recentVisitorOrders(
  d1: D1Database,
  merchantId: number,
  visitorId: string,
  since: string,
  otherThanCart: string,
): Promise<{ id: number; status: OrderRow["status"]; created_at: string; snapshot: string }[]> {
  const { results } = await d1
    .prepare(
      "SELECT id, status, created_at, snapshot FROM orders WHERE merchant_id = ?1 AND visitor_id = ?2 AND created_at >= ?3 AND cart_guid != ?4 ORDER BY created_at DESC LIMIT 20",
    )
    .bind(merchantId, visitorId, since, otherThanCart)
    .all<{ id: number; status: OrderRow["status"]; created_at: string; snapshot: string }>();
  return results;
}

export async function listClientOrders(
  d1: D1Database,
  merchantId: number,
  clientId: number,
  page: number,
  size: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const [rows, count] = await d1.batch([
    d1
      .prepare(
        `${ORDER_SELECT} WHERE orders.merchant_id = ?1 AND orders.client_id = ?2 ORDER BY orders.created_at DESC, orders.id DESC LIMIT ?3 OFFSET ?4`,
      )
      .bind(merchantId, clientId, size, (page - 1) * size),
    d1.prepare("SELECT count(*) AS n FROM orders WHERE merchant_id = ?1 AND client_id = ?2").bind(merchantId, clientId),
  ]);
  return { rows: (rows as D1Result<OrderRow>).results, total: (count as D1Result<{ n: number }>).results[0]!.n };
}

export async function loadPaymentSettings(d1: D1Database, merchantId: number): Promise<PaymentSettings | null> {
  const row = await d1
    .prepare("SELECT payment_settings FROM merchants WHERE id = ?1")
    .bind(merchantId)
    .first<{ payment_settings: string | null }>();
  if (!row || row.payment_settings === null) return null;
  const parsed = paymentSettingsSchema.safeParse(JSON.parse(row.payment_settings));
  if (!parsed.success) throw new Error(`Stored payment_settings of merchant ${merchantId} does not match the contract`);
  return parsed.data;
}

/** The order's key keeps a second rating out, so two submissions at once make one rating. */
export async function insertRating(
  d1: D1Database,
  merchantId: number,
  orderId: number,
  rating: { stars: number; comment: string | null },
): Promise<boolean> {
  const result = await d1
    .prepare(
      `INSERT INTO order_ratings (order_id, merchant_id, stars, comment, created_at)
       SELECT id, merchant_id, ?3, ?4, ?5 FROM orders WHERE merchant_id = ?1 AND id = ?2 AND status = 'DELIVERED'
       ON CONFLICT (order_id) DO NOTHING`,
    )
    .bind(merchantId, orderId, rating.stars, rating.comment, new Date().toISOString())
    .run();
  return (result.meta.changes ?? 0) > 0;
}

const nowIso = () => new Date().toISOString();

export const placeholders = (count: number) => Array.from({ length: count }, () => "?").join(", ");

export interface OrderMove {
  orderId: number;
  /** The statuses the order may be in for the move to apply (the guard). */
  from: readonly OrderStatus[];
  to: OrderStatus;
  /** What the move does to the order's payment (SETTLEMENTS); absent: nothing. */
  settlePayment?: PaymentSettlement;
  finalizeCart?: boolean;
  at?: string;
  /** Who made the move, for the history (a staff member's name); absent: the customer, the bank or the clock. */
  by?: string;
  /** Why the store refused or canceled it: kept on the order, shown to the customer. */
  cancellation?: { reason: CancelReason; note: string | null };
  /** Why the payment failed (the spec's code), with the `paymentRejected` settlement. */
  failure?: PaymentFailure;
  /** The store's auto-accept made the move: the history says so instead of a name. */
  auto?: boolean;
}

export type PaymentSettlement =
  | "cancel"
  | "customerCancel"
  | "pixReceived"
  | "pixExpired"
  | "voucherExpired"
  | "paymentRejected"
  | "cardPaid"
  | "bankPaymentReceived";

/**
 * Each settlement's new payment_status (and payment_failure), and the guard it moves under, bound
 * to the move's `at`. A store's cancel refunds a paid online payment: where a provider refund goes.
 */
const SETTLEMENTS: Record<PaymentSettlement, { statusSql: string; failureSql?: string; guard?: string }> = {
  cancel: {
    statusSql:
      "CASE WHEN payment_status = 'PENDING' THEN 'FAILED' WHEN payment_status = 'PAID' AND payment_kind = 'ONLINE' THEN 'REFUNDED' ELSE payment_status END",
  },
  customerCancel: {
    statusSql: "CASE WHEN payment_status = 'PENDING' THEN 'FAILED' ELSE payment_status END",
    failureSql: "CASE WHEN payment_status = 'PENDING' THEN 'CANCELED_BY_CUSTOMER' ELSE payment_failure END",
  },
  pixReceived: {
    statusSql: "'PAID'",
    guard: "AND payment_method = 'PIX' AND payment_status = 'PENDING' AND pix_expires_at > ?",
  },
  pixExpired: {
    statusSql: "'EXPIRED'",
    guard: "AND payment_method = 'PIX' AND payment_status = 'PENDING' AND pix_expires_at <= ?",
  },
  // An OXXO voucher not paid by its deadline.
  voucherExpired: {
    statusSql: "'EXPIRED'",
    guard: "AND payment_method = 'OXXO' AND payment_status = 'PENDING' AND payment_expires_at <= ?",
  },
  // A hosted checkout's card payment, approved by the provider.
  cardPaid: {
    statusSql: "'PAID'",
    failureSql: "NULL",
    guard: "AND payment_method = 'CARD' AND payment_status IN ('PENDING', 'FAILED')",
  },
  // A PSE transfer or an OXXO voucher paid: a voucher only until its deadline.
  bankPaymentReceived: {
    statusSql: "'PAID'",
    guard:
      "AND payment_method IN ('PSE', 'OXXO') AND payment_status = 'PENDING' AND (payment_expires_at IS NULL OR payment_expires_at > ?)",
  },
  // The provider said the pending payment will not be made (rejected, cancelled).
  paymentRejected: {
    statusSql: "'FAILED'",
    guard: "AND payment_kind = 'ONLINE' AND payment_status = 'PENDING'",
  },
};

/** One order move for one `d1.batch`; the first result's `meta.changes` says whether it applied. */
export function moveOrderStatements(d1: D1Database, move: OrderMove): D1PreparedStatement[] {
  const at = move.at ?? nowIso();
  const payment = move.settlePayment ? SETTLEMENTS[move.settlePayment] : null;
  const sets = [
    "status = ?",
    move.by === undefined
      ? `history = json_insert(history, '$[#]', json_object('status', ?, 'at', ?${move.auto ? ", 'auto', json('true')" : ""}))`
      : "history = json_insert(history, '$[#]', json_object('status', ?, 'at', ?, 'by', ?))",
    "updated_at = ?",
    ...(payment ? [`payment_status = ${payment.statusSql}`] : []),
    ...(payment?.failureSql ? [`payment_failure = ${payment.failureSql}`] : []),
    ...(move.cancellation ? ["cancel_reason = ?", "cancel_note = ?"] : []),
    ...(move.failure ? ["payment_failure = ?"] : []),
  ];
  // Anonymous placeholders only, bound in the order they appear.
  const update = d1
    .prepare(
      `UPDATE orders SET ${sets.join(", ")} WHERE id = ? AND status IN (${placeholders(move.from.length)}) ${payment?.guard ?? ""}`,
    )
    .bind(
      move.to,
      move.to,
      at,
      ...(move.by === undefined ? [] : [move.by]),
      at,
      ...(move.cancellation ? [move.cancellation.reason, move.cancellation.note] : []),
      ...(move.failure ? [move.failure] : []),
      move.orderId,
      ...move.from,
      ...(payment?.guard?.includes("?") ? [at] : []),
    );
  // An order that ends unpaid or canceled, by whoever, gives back what it used: the points it
  // spent, its coupons and its fidelity reward, in the move's batch and only if the move applied.
  const refund =
    move.to === "CANCELED" || move.to === "EXPIRED_PAYMENT"
      ? [
          refundStatement(d1, move.orderId, move.to, at),
          releaseOrderCouponsStatement(d1, move.orderId, move.to),
          releaseOrderRewardStatement(d1, move.orderId, move.to),
        ]
      : [];
  if (!move.finalizeCart) return [update, ...refund];
  const cart = d1
    .prepare(
      `UPDATE carts SET status = 'FINALIZED', updated_at = ?1
       WHERE status <> 'FINALIZED'
         AND (merchant_id, guid) = (SELECT merchant_id, cart_guid FROM orders WHERE id = ?2 AND status = ?3)`,
    )
    .bind(at, move.orderId, move.to);
  return [update, cart, ...refund];
}

export async function moveOrder(d1: D1Database, move: OrderMove, extra: D1PreparedStatement[] = []): Promise<boolean> {
  const [result] = await d1.batch([...moveOrderStatements(d1, move), ...extra]);
  const moved = (result?.meta.changes ?? 0) > 0;
  if (moved) recordOrderEvent({ kind: kindOfMove(move.from, move.to), orderId: move.orderId, status: move.to });
  return moved;
}

/** An unpaid PIX or OXXO voucher past its deadline ends the order, as EXPIRED_PAYMENT. */
export async function expireUnpaidPayment(d1: D1Database, row: OrderRow, now: Date = new Date()): Promise<boolean> {
  if (!isPaymentOverdue(row, now)) return false;
  return moveOrder(d1, {
    orderId: row.id,
    from: ["WAITING_PAYMENT"],
    to: "EXPIRED_PAYMENT",
    settlePayment: row.payment_method === "OXXO" ? "voucherExpired" : "pixExpired",
    finalizeCart: true,
    at: now.toISOString(),
  });
}

/** The payment's own deadline: a PIX's, or an OXXO voucher's (null for methods without one). */
const deadlineOf = (row: OrderRow): string | null =>
  row.payment_method === "PIX" ? row.pix_expires_at : row.payment_method === "OXXO" ? row.payment_expires_at : null;

/** Awaiting a PIX or an OXXO voucher whose deadline has passed. */
export const isPaymentOverdue = (row: OrderRow, now: Date): boolean => {
  const deadline = deadlineOf(row);
  return (
    row.status === "WAITING_PAYMENT" &&
    row.payment_status === "PENDING" &&
    deadline !== null &&
    deadline <= now.toISOString()
  );
};

/** At most `limit` of them per call, the earliest deadline first (the cron's bounded work). */
export async function expireOverduePix(d1: D1Database, now: Date, limit: number): Promise<number> {
  return expireOverdue(d1, "PIX", "pix_expires_at", now, limit);
}

/** OXXO vouchers past their deadline, as expireOverduePix. */
export async function expireOverdueOxxo(d1: D1Database, now: Date, limit: number): Promise<number> {
  return expireOverdue(d1, "OXXO", "payment_expires_at", now, limit);
}

async function expireOverdue(
  d1: D1Database,
  method: "PIX" | "OXXO",
  deadline: "pix_expires_at" | "payment_expires_at",
  now: Date,
  limit: number,
): Promise<number> {
  const { results } = await d1
    .prepare(
      `${ORDER_SELECT} WHERE orders.status = 'WAITING_PAYMENT' AND orders.payment_method = ?1 AND orders.payment_status = 'PENDING' AND orders.${deadline} <= ?2
       ORDER BY orders.${deadline}, orders.id LIMIT ?3`,
    )
    .bind(method, now.toISOString(), limit)
    .all<OrderRow>();
  let expired = 0;
  for (const row of results) if (await expireUnpaidPayment(d1, row, now)) expired += 1;
  return expired;
}

export async function withLazyExpiry(d1: D1Database, row: OrderRow): Promise<OrderRow> {
  if (!(await expireUnpaidPayment(d1, row))) return row;
  return (await findOrderAnywhere(d1, row.id)) ?? row;
}

export type OrderValues = Record<(typeof ORDER_COLUMNS)[number], unknown>;

/** Inserts only while the cart is OPEN and `guard` holds; a taken key or cart inserts nothing. */
export function insertOrderStatement(
  d1: D1Database,
  values: OrderValues,
  guard: { sql: string; binds: unknown[] },
): D1PreparedStatement {
  return d1
    .prepare(
      `INSERT INTO orders (${ORDER_COLUMNS.join(", ")})
       SELECT ${ORDER_COLUMNS.map(() => "?").join(", ")}
       WHERE EXISTS (SELECT 1 FROM carts WHERE merchant_id = ? AND guid = ? AND status = 'OPEN') AND ${guard.sql}
       ON CONFLICT DO NOTHING`,
    )
    .bind(...ORDER_COLUMNS.map((column) => values[column]), values.merchant_id, values.cart_guid, ...guard.binds);
}

export function closeOrderedCartStatement(
  d1: D1Database,
  order: {
    merchantId: number;
    cartGuid: string;
    idempotencyKey: string;
    cartStatus: "PENDING" | "FINALIZED";
    at: string;
  },
): D1PreparedStatement {
  return d1
    .prepare(
      `UPDATE carts SET status = ?, updated_at = ?
       WHERE merchant_id = ? AND guid = ? AND status = 'OPEN'
         AND EXISTS (SELECT 1 FROM orders WHERE merchant_id = ? AND idempotency_key = ? AND cart_guid = ?)`,
    )
    .bind(
      order.cartStatus,
      order.at,
      order.merchantId,
      order.cartGuid,
      order.merchantId,
      order.idempotencyKey,
      order.cartGuid,
    );
}

export interface Repayment {
  method: "PIX" | "CARD" | "PSE";
  brand: string | null;
  cardGuid: string | null;
  lastFour: string | null;
  pix: { txid: string; code: string; expiresAt: string } | null;
  /** A new PSE payment's bank page (null for the other methods: the earlier payment's page is gone). */
  bankUrl?: string | null;
}

/** Only while it may be paid again: a move that crossed it changes no row. */
export function repayOrderStatement(
  d1: D1Database,
  row: Pick<OrderRow, "id" | "merchant_id">,
  payment: Repayment,
  at: string,
): D1PreparedStatement {
  return d1
    .prepare(
      `UPDATE orders SET
         history = CASE WHEN status = 'WAITING_PAYMENT' THEN history ELSE json_insert(history, '$[#]', json_object('status', 'WAITING_PAYMENT', 'at', ?1)) END,
         status = 'WAITING_PAYMENT', payment_kind = 'ONLINE', payment_method = ?2, payment_status = 'PENDING', payment_failure = NULL,
         brand = ?3, card_guid = ?4, card_last_four = ?5, pix_txid = ?6, pix_code = ?7, pix_expires_at = ?8, updated_at = ?1,
         payment_url = ?11, payment_reference = NULL, payment_expires_at = NULL
       WHERE id = ?9 AND merchant_id = ?10 AND (status = 'PAYMENT_REJECTED' OR (status = 'WAITING_PAYMENT' AND payment_method = 'CARD' AND payment_status = 'PENDING'))`,
    )
    .bind(
      at,
      payment.method,
      payment.brand,
      payment.cardGuid,
      payment.lastFour,
      payment.pix?.txid ?? null,
      payment.pix?.code ?? null,
      payment.pix?.expiresAt ?? null,
      row.id,
      row.merchant_id,
      payment.bankUrl ?? null,
    );
}

export const customerCancelStatements = (d1: D1Database, orderId: number, at: string): D1PreparedStatement[] =>
  moveOrderStatements(d1, {
    orderId,
    from: ["WAITING_PAYMENT", "PAYMENT_REJECTED"],
    to: "CANCELED",
    settlePayment: "customerCancel",
    finalizeCart: true,
    at,
  });
