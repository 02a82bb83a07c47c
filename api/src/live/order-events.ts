import { AsyncLocalStorage } from "node:async_hooks";

/** What a screen is told about an order: no customer data, only which order became what. */
export type LiveEventKind = "placed" | "paid" | "moved" | "cancelled" | "expired" | "round" | "kitchen";

export interface OrderEvent {
  kind: LiveEventKind;
  /** Null for a table's round (it is no order yet). */
  orderId: number | null;
  status: string | null;
  /** Unknown where only the order's id is at hand (a move): looked up when the events are sent. */
  merchantId?: number;
}

// The order events of the request (or the cron run) being answered. The writes that commit an
// order's change record one each; what runs the request sends them to the merchants' live objects
// after answering (waitUntil), so a write never waits on a screen and a failed send fails nothing.
const collected = new AsyncLocalStorage<OrderEvent[]>();

/** One committed change of an order; a no-op outside a request or job that collects them. */
export function recordOrderEvent(event: OrderEvent): void {
  collected.getStore()?.push(event);
}

/** The order events the running request or job recorded so far. */
export function orderEventsSoFar(): readonly OrderEvent[] {
  return collected.getStore() ?? [];
}

/** The kind of a committed status move. */
export function kindOfMove(from: readonly string[], to: string): LiveEventKind {
  if (to === "CANCELED") return "cancelled";
  if (to === "EXPIRED_PAYMENT") return "expired";
  if (to === "WAITING_CONFIRMATION" && from.includes("WAITING_PAYMENT")) return "paid";
  return "moved";
}

/** Runs `work` collecting the order events its writes record; `sent` gets them once it is done, failed or not. */
export async function collectOrderEvents<T>(work: () => Promise<T>, sent: (events: OrderEvent[]) => void): Promise<T> {
  const events: OrderEvent[] = [];
  try {
    return await collected.run(events, work);
  } finally {
    if (events.length > 0) sent(events);
  }
}
