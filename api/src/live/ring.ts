import type { LiveEventKind } from "./order-events";

/** One event as a screen receives it. */
export interface LiveEvent {
  seq: number;
  kind: LiveEventKind;
  order_id: number | null;
  status: string | null;
}

/** The latest events one merchant's object keeps: a screen back within them is told exactly whether it missed one. */
export const RING_SIZE = 100;

/** A screen of the console (every event of the store) or a customer's order page (that order's only). */
export type Channel = "console" | `order:${number}`;

export function parseChannel(value: string | null): Channel | null {
  if (value === "console") return value;
  const order = /^order:([1-9]\d{0,15})$/.exec(value ?? "");
  return order ? `order:${Number(order[1])}` : null;
}

export const reaches = (channel: Channel, event: Pick<LiveEvent, "order_id">): boolean =>
  channel === "console" || (event.order_id !== null && channel === `order:${event.order_id}`);

/** The ring with `added` appended (each numbered after `seq`), cut to its size. */
export function appendEvents(
  ring: readonly LiveEvent[],
  seq: number,
  added: readonly Omit<LiveEvent, "seq">[],
): { ring: LiveEvent[]; seq: number; numbered: LiveEvent[] } {
  const numbered = added.map((event, index) => ({ ...event, seq: seq + index + 1 }));
  return { ring: [...ring, ...numbered].slice(-RING_SIZE), seq: seq + numbered.length, numbered };
}

/**
 * Whether a screen that last saw `since` missed an event of its channel. Unsure (events older than
 * the ring, a cursor ahead of the object's) counts as missed: the screen reads once more.
 */
export function missedSince(ring: readonly LiveEvent[], seq: number, channel: Channel, since: number | null): boolean {
  if (since === null || since === seq) return false;
  if (since > seq) return true;
  const oldest = ring[0]?.seq ?? seq + 1;
  if (oldest > since + 1) return true;
  return ring.some((event) => event.seq > since && reaches(channel, event));
}
