import { formatDeliveryTime } from "../../../contract/formats/money";
import { formatScheduledLabel } from "./scheduling-format";

/** What the cart and the checkout say about when the order comes, and where to change it. */
export interface WhenView {
  /** The store schedules orders: the customer may choose a time. */
  enabled: boolean;
  /** The store takes scheduled orders only. */
  scheduleOnly: boolean;
  /** The cart's time ("quarta-feira, 25/11 · 21 h 00 min"), or null: as soon as possible. */
  scheduled: string | null;
  /** The cart's scheduled_to as the API holds it (the slot's start). */
  scheduledTo: string | null;
  /** "30 - 40 min", or null when the store does not say. */
  asap: string | null;
  /** The scheduling page, coming back to this one. */
  href: string;
}

/** The "when" of a cart (any cart with a delivery type; a table's is always now). */
export function presentWhen(input: {
  settings: { scheduling_enabled: boolean; schedule_only: boolean } | null | undefined;
  cart: {
    scheduled_to: string | null;
    delivery: { type: string; time_to_receive?: { minimum: number; maximum: number } | null };
  };
  timeZone: string;
  locale: string;
  href: string;
}): WhenView | null {
  const { settings, cart } = input;
  if (cart.delivery.type === "TABLE") return null;
  const enabled = settings?.scheduling_enabled ?? false;
  // A time set while the store still scheduled is shown all the same: the checkout will refuse it.
  if (!enabled && !cart.scheduled_to) return null;
  const time = cart.delivery.time_to_receive;
  return {
    enabled,
    scheduleOnly: settings?.schedule_only ?? false,
    scheduled: cart.scheduled_to ? formatScheduledLabel(cart.scheduled_to, input.timeZone, input.locale) || null : null,
    scheduledTo: cart.scheduled_to,
    asap: time ? formatDeliveryTime(time.minimum, time.maximum) : null,
    href: input.href,
  };
}
