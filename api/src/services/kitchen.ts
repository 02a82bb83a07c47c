import type { KitchenMoveRequest, KitchenTicket, Order, OrderKitchen } from "../../../contract";
import { findMerchantOrder } from "../db/console-orders";
import { kitchenQueue, moveKitchen } from "../db/kitchen";
import { type OrderRow, kitchenOf, toOrder } from "../db/orders";
import { HttpError, notFound } from "../http/errors";
import { promisedAt } from "./console-orders";

function ticketOf(row: OrderRow): KitchenTicket {
  const order = toOrder(row);
  return {
    id: order.id,
    delivery_type: order.delivery.type,
    customer_name: order.customer.name,
    created_at: order.created_at,
    scheduled_to: order.scheduled_to,
    promised_at: promisedAt(row),
    notes: order.notes,
    kitchen: order.kitchen!,
    items: order.items,
    pizzas: order.pizzas,
    extras: order.extras,
  };
}

/** By promised time, an order without one after those with; then by placing. */
const byPromise = (a: KitchenTicket, b: KitchenTicket) =>
  (a.promised_at ?? "\uffff").localeCompare(b.promised_at ?? "\uffff") || a.created_at.localeCompare(b.created_at);

/** The kitchen display's orders: confirmed and not ready yet, by promised time. */
export async function listKitchen(d1: D1Database, merchantId: number): Promise<{ tickets: KitchenTicket[] }> {
  return { tickets: (await kitchenQueue(d1, merchantId)).map(ticketOf).sort(byPromise) };
}

const refused = (row: OrderRow, to: string) =>
  new HttpError(
    409,
    "INVALID_TRANSITION",
    `Order ${row.id} (${row.status}, kitchen ${row.kitchen_state ?? "queued"}) cannot go to ${to}`,
  );

/**
 * Staff move a confirmed order in the kitchen: start it, or make it ready. A pickup (takeout, or
 * an order eaten in the store) that is ready is READY_FOR_PICKUP at once, as the customer is told;
 * a delivery stays CONFIRMED, ready and awaiting its courier, until dispatched.
 */
export async function moveOrderInKitchen(
  d1: D1Database,
  merchantId: number,
  id: number,
  request: KitchenMoveRequest,
  staff: { name: string },
  now = new Date(),
): Promise<{ id: number; status: Order["status"]; kitchen: OrderKitchen | null }> {
  const row = await findMerchantOrder(d1, merchantId, id);
  if (!row) throw notFound("No such order at this store");
  const state = row.kitchen_state ?? null;
  const startable = request.state === "PREPARING" ? state === null : state !== "READY";
  if (row.status !== "CONFIRMED" || !startable) throw refused(row, request.state);
  const moved = await moveKitchen(d1, {
    orderId: row.id,
    to: request.state,
    at: now.toISOString(),
    ...(request.state === "READY" && row.delivery_type !== "DELIVERY" ? { readyForPickup: { by: staff.name } } : {}),
  });
  const fresh = (await findMerchantOrder(d1, merchantId, id)) ?? row;
  if (!moved) throw refused(fresh, request.state);
  return { id: fresh.id, status: fresh.status, kitchen: kitchenOf(fresh) };
}
