import {
  type ConsoleOrderAction,
  type ConsoleOrderActionRequest,
  type OrderStatus,
  MERCHANT_ORDER_MOVES,
  nextOrderStatus,
} from "../../../contract";
import type { CancelReason } from "../../../contract/order-cancellation";
import { earnOnDeliveryStatements } from "../db/loyalty";
import { type OrderRow, findOrderAnywhere, isPaymentOverdue, moveOrder } from "../db/orders";
import { HttpError } from "../http/errors";
import { type PaymentsAccess, type RefundedBy, refundForCancel } from "./refunds";

/* Every cancel of the store goes through cancelOrder, which gives a paid online payment back first. */

export const invalidTransition = (row: OrderRow, to: OrderStatus | null) =>
  new HttpError(
    409,
    "INVALID_TRANSITION",
    to === null
      ? `Order ${row.id} is ${row.status}: nothing to advance`
      : `Order ${row.id} cannot go from ${row.status} to ${to}`,
  );

interface MoveContext {
  /** The staff member's name for the history; absent for the admin key. */
  by?: string;
  /** Who refunds a paid order the move cancels: the staff member, or the system (the admin key). */
  refundedBy?: RefundedBy;
  cancellation?: { reason: CancelReason; note: string | null };
  /** The merchant's payment provider: needed by a cancel, which refunds a paid online payment. */
  payments?: PaymentsAccess;
}

const typeFits = (row: OrderRow, to: OrderStatus) =>
  to === "OUT_FOR_DELIVERY"
    ? row.delivery_type === "DELIVERY"
    : to === "READY_FOR_PICKUP"
      ? row.delivery_type !== "DELIVERY"
      : true;

function checkMerchantMove(row: OrderRow, to: OrderStatus) {
  const allowed = MERCHANT_ORDER_MOVES[row.status] ?? [];
  if (!allowed.includes(to) || !typeFits(row, to)) throw invalidTransition(row, to);
}

/** A move of MERCHANT_ORDER_MOVES; a cancel goes through cancelOrder instead. */
export async function merchantMove(
  d1: D1Database,
  row: OrderRow,
  to: OrderStatus,
  context: MoveContext = {},
): Promise<OrderRow> {
  checkMerchantMove(row, to);
  if (to === "CANCELED") {
    const { payments } = context;
    if (!payments) throw new Error("A cancel needs the merchant's payment provider, to refund a paid order");
    return cancelOrder(d1, row, { ...context, payments });
  }
  // Loyalty: a DELIVERED order earns its client points, in the move's batch.
  const earn = await earnOnDeliveryStatements(d1, row, to);
  const moved = await moveOrder(
    d1,
    { orderId: row.id, from: [row.status], to, ...(context.by === undefined ? {} : { by: context.by }) },
    earn,
  );
  const fresh = (await findOrderAnywhere(d1, row.id)) ?? row;
  if (!moved) throw invalidTransition(fresh, to);
  return fresh;
}

/**
 * A paid online payment is refunded at its provider first (refused with REVERSAL_FAILED, nothing
 * moved, when it fails; the same key when tried again). Then one batch: a pending payment FAILED, a
 * paid online one REFUNDED with its refund's row, the cart FINALIZED, and what the order used
 * (points, coupons, fidelity reward) given back.
 */
export async function cancelOrder(
  d1: D1Database,
  row: OrderRow,
  context: MoveContext & { payments: PaymentsAccess },
): Promise<OrderRow> {
  checkMerchantMove(row, "CANCELED");
  const now = new Date();
  const at = now.toISOString();
  const refund = await refundForCancel(d1, context.payments, row, {
    reason: context.cancellation?.reason ?? "CANCELED",
    by: context.refundedBy ?? "system",
    now,
    movedAt: at,
  });
  const moved = await moveOrder(
    d1,
    {
      orderId: row.id,
      from: [row.status],
      to: "CANCELED",
      at,
      ...(context.by === undefined ? {} : { by: context.by }),
      settlePayment: "cancel",
      finalizeCart: true,
      ...(context.cancellation ? { cancellation: context.cancellation } : {}),
    },
    refund,
  );
  const fresh = (await findOrderAnywhere(d1, row.id)) ?? row;
  if (!moved) throw invalidTransition(fresh, "CANCELED");
  return fresh;
}

/** Never a cancel: nextOrderStatus moves forward only. */
export async function advanceOrder(d1: D1Database, row: OrderRow): Promise<OrderRow> {
  const to = nextOrderStatus(row.status, row.delivery_type);
  if (to === null) throw invalidTransition(row, null);
  return merchantMove(d1, row, to);
}

/** The sandbox bank, or staff who checked the bank by hand. */
export async function receivePix(d1: D1Database, row: OrderRow, context: MoveContext = {}): Promise<OrderRow> {
  const now = new Date();
  const payable =
    row.status === "WAITING_PAYMENT" &&
    row.payment_method === "PIX" &&
    row.payment_status === "PENDING" &&
    !isPaymentOverdue(row, now);
  if (!payable)
    throw new HttpError(
      409,
      "INVALID_TRANSITION",
      `Order ${row.id} has no PIX awaiting payment (${row.status}, ${row.payment_method}, ${row.payment_status})`,
    );
  const paid = await moveOrder(d1, {
    orderId: row.id,
    from: ["WAITING_PAYMENT"],
    to: "WAITING_CONFIRMATION",
    settlePayment: "pixReceived",
    finalizeCart: true,
    at: now.toISOString(),
    ...(context.by === undefined ? {} : { by: context.by }),
  });
  if (!paid) throw new HttpError(409, "INVALID_TRANSITION", `Order ${row.id} changed meanwhile; its PIX was not paid`);
  return (await findOrderAnywhere(d1, row.id)) ?? row;
}

export function actionsFor(row: OrderRow, now = new Date()): ConsoleOrderAction[] {
  const moves = MERCHANT_ORDER_MOVES[row.status] ?? [];
  const actions: ConsoleOrderAction[] = [];
  if (
    row.status === "WAITING_PAYMENT" &&
    row.payment_method === "PIX" &&
    row.payment_status === "PENDING" &&
    !isPaymentOverdue(row, now)
  ) {
    actions.push("PIX_RECEIVED");
  }
  if (row.status === "WAITING_CONFIRMATION") actions.push("ACCEPT", "REFUSE");
  if (moves.includes("OUT_FOR_DELIVERY") && row.delivery_type === "DELIVERY") actions.push("DISPATCH");
  if (moves.includes("READY_FOR_PICKUP") && row.delivery_type !== "DELIVERY") actions.push("READY");
  if (moves.includes("DELIVERED")) actions.push("DELIVER");
  if (moves.includes("CANCELED") && row.status !== "WAITING_CONFIRMATION") actions.push("CANCEL");
  return actions;
}

const TARGET: Record<Exclude<ConsoleOrderAction, "PIX_RECEIVED">, OrderStatus> = {
  ACCEPT: "CONFIRMED",
  REFUSE: "CANCELED",
  DISPATCH: "OUT_FOR_DELIVERY",
  READY: "READY_FOR_PICKUP",
  DELIVER: "DELIVERED",
  CANCEL: "CANCELED",
};

/** 409 INVALID_TRANSITION unless actionsFor allows the action now. */
export async function staffAction(
  d1: D1Database,
  row: OrderRow,
  request: ConsoleOrderActionRequest & { note?: string | null },
  staff: { id: number; name: string },
  payments: PaymentsAccess,
): Promise<OrderRow> {
  const by = staff.name;
  const { action } = request;
  if (!actionsFor(row).includes(action)) {
    throw invalidTransition(row, action === "PIX_RECEIVED" ? "WAITING_CONFIRMATION" : TARGET[action]);
  }
  if (action === "PIX_RECEIVED") return receivePix(d1, row, { by });
  const cancellation = "reason" in request ? { reason: request.reason, note: request.note ?? null } : undefined;
  if (TARGET[action] === "CANCELED")
    return cancelOrder(d1, row, {
      by,
      refundedBy: { staffId: staff.id },
      payments,
      ...(cancellation ? { cancellation } : {}),
    });
  return merchantMove(d1, row, TARGET[action], { by });
}
