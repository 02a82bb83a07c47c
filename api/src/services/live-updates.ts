import type { OrderCaller } from "../db/orders";
import { merchantsOfOrders } from "../db/order-merchants";
import type { OrderEvent } from "../live/order-events";
import type { Channel, LiveEvent } from "../live/ring";
import { callersOrder } from "./orders";

/* Live updates (docs/decisions/090): one object per merchant holds its open screens and is told every order event. */

const liveObject = (live: DurableObjectNamespace, merchantId: number) =>
  live.get(live.idFromName(`merchant:${merchantId}`));

/** Sends the events to their merchants' objects; runs after the answer, and a failure only loses the push (screens catch up). */
export async function publishOrderEvents(d1: D1Database, live: DurableObjectNamespace, events: OrderEvent[]) {
  const unknown = [
    ...new Set(events.flatMap((e) => (e.merchantId === undefined && e.orderId !== null ? [e.orderId] : []))),
  ];
  const merchants = await merchantsOfOrders(d1, unknown);
  const byMerchant = new Map<number, Omit<LiveEvent, "seq">[]>();
  for (const event of events) {
    const merchantId = event.merchantId ?? (event.orderId === null ? undefined : merchants.get(event.orderId));
    if (merchantId === undefined) continue;
    const list = byMerchant.get(merchantId) ?? [];
    list.push({ kind: event.kind, order_id: event.orderId, status: event.status });
    byMerchant.set(merchantId, list);
  }
  await Promise.all(
    [...byMerchant].map(([merchantId, list]) =>
      liveObject(live, merchantId).fetch("https://live/events", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(list),
      }),
    ),
  );
}

function connect(live: DurableObjectNamespace, merchantId: number, channel: Channel, since: string | undefined) {
  const url = new URL("https://live/connect");
  url.searchParams.set("channel", channel);
  if (since !== undefined) url.searchParams.set("since", since);
  return liveObject(live, merchantId).fetch(url, { headers: { Upgrade: "websocket" } });
}

/** A console screen's socket: every order event of the store. */
export function connectConsole(live: DurableObjectNamespace, merchantId: number, since: string | undefined) {
  return connect(live, merchantId, "console", since);
}

/** A customer's order page's socket: that order's events only; someone else's order answers 404, as its read does. */
export async function connectOrderPage(
  d1: D1Database,
  live: DurableObjectNamespace,
  merchantId: number,
  caller: OrderCaller,
  orderId: number,
  since: string | undefined,
) {
  await callersOrder(d1, merchantId, caller, orderId);
  return connect(live, merchantId, `order:${orderId}`, since);
}
