import type { KitchenState } from "../../../contract";
import { recordOrderEvent } from "../live/order-events";
import { ORDER_SELECT, type OrderRow } from "./order-rows";
import { moveOrder } from "./orders";

/** More tickets than this is no kitchen anyone cooks from; the oldest come first. */
const QUEUE_MAX = 200;

/** The store's confirmed orders the kitchen has not made ready, oldest first. */
export async function kitchenQueue(d1: D1Database, merchantId: number): Promise<OrderRow[]> {
  const { results } = await d1
    .prepare(
      `${ORDER_SELECT} WHERE orders.merchant_id = ?1 AND orders.status = 'CONFIRMED'
         AND (orders.kitchen_state IS NULL OR orders.kitchen_state <> 'READY')
       ORDER BY orders.created_at, orders.id LIMIT ?2`,
    )
    .bind(merchantId, QUEUE_MAX)
    .all<OrderRow>();
  return results;
}

export interface KitchenMove {
  orderId: number;
  to: Exclude<KitchenState, "QUEUED">;
  at: string;
  /** A pickup's ready is also its status move to READY_FOR_PICKUP, in the same batch. */
  readyForPickup?: { by: string };
}

/** The kitchen states each move may start from: a ticket can be bumped straight from the queue. */
const KITCHEN_FROM: Record<KitchenMove["to"], string> = {
  PREPARING: "kitchen_state IS NULL",
  READY: "(kitchen_state IS NULL OR kitchen_state = 'PREPARING')",
};

/**
 * One guarded UPDATE: only a CONFIRMED order in a state the move starts from, so two taps on one
 * ticket make one move. A pickup's ready runs after its status move and is guarded by it.
 */
function kitchenStatement(d1: D1Database, move: KitchenMove, status: "CONFIRMED" | "READY_FOR_PICKUP") {
  const started = move.to === "PREPARING" ? "?2" : "COALESCE(kitchen_started_at, ?2)";
  const ready = move.to === "READY" ? "?2" : "NULL";
  return d1
    .prepare(
      `UPDATE orders SET kitchen_state = ?1, kitchen_started_at = ${started}, kitchen_ready_at = ${ready}, updated_at = ?2
       WHERE id = ?3 AND status = ?4 AND ${KITCHEN_FROM[move.to]}`,
    )
    .bind(move.to, move.at, move.orderId, status);
}

/** Applies a kitchen move; false when the order was no longer where the move starts. Records its event. */
export async function moveKitchen(d1: D1Database, move: KitchenMove): Promise<boolean> {
  if (move.readyForPickup) {
    // moveOrder records the status move's event; the kitchen's state rides in its batch.
    return moveOrder(
      d1,
      { orderId: move.orderId, from: ["CONFIRMED"], to: "READY_FOR_PICKUP", at: move.at, by: move.readyForPickup.by },
      [kitchenStatement(d1, move, "READY_FOR_PICKUP")],
    );
  }
  const result = await kitchenStatement(d1, move, "CONFIRMED").run();
  const moved = result.meta.changes > 0;
  if (moved) recordOrderEvent({ kind: "kitchen", orderId: move.orderId, status: "CONFIRMED" });
  return moved;
}
