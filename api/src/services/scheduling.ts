import { DEFAULT_SCHEDULING_SETTINGS, type DeliveryType, type SchedulableType, type SchedulingDay, type SchedulingErrorCode } from "../../../contract";
import { runBatch, updateCartStatement } from "../db/carts";
import { createDb, type Db } from "../db/client";
import { loadSchedule, loadSchedulingDocuments } from "../db/merchants";
import type { Rejection } from "../domain/cart-pricing";
import { availableSlots, scheduleRefusal } from "../domain/scheduling";
import { rejected } from "../http/errors";
import { type CartContext, priced } from "./carts";

/*
 * Order scheduling (customer spec §7 Scheduling, decision 029): the store's rules, the slots it
 * offers, and whether a cart's time is one of them. "Now" is the opening-hours clock (decision
 * 023), so the slots, the retroactive check and the opening status agree in every test.
 */

/** Everything a slot is computed from: the merchant's hours, zone, flags and scheduling document. */
export async function loadScheduling(db: Db, merchantId: number) {
  const [schedule, documents] = await Promise.all([loadSchedule(db, merchantId), loadSchedulingDocuments(db, merchantId)]);
  return {
    ...schedule,
    enabled: documents.general.scheduling_enabled,
    settings: documents.scheduling ?? DEFAULT_SCHEDULING_SETTINGS,
  };
}
type Scheduling = Awaited<ReturnType<typeof loadScheduling>>;

/** The store's scheduling rules, as the storefront reads them. */
export const readScheduling = (d1: D1Database, merchantId: number): Promise<Scheduling> => loadScheduling(createDb(d1), merchantId);

/** The slots of `type` offered from `now`. */
export const daysFor = (scheduling: Scheduling, type: SchedulableType, now: Date): SchedulingDay[] =>
  availableSlots(scheduling.periods, scheduling.timezone, now, {
    slotMinutes: scheduling.settings.slot_minutes,
    daysAhead: scheduling.settings.days_ahead,
    leadMinutes: scheduling.settings.lead_time_minutes[type],
  });

/** The slots of `type` offered from `now`, in the store's timezone; none where the store does not schedule. */
export async function schedulingDays(d1: D1Database, merchantId: number, type: SchedulableType, now: Date) {
  const scheduling = await loadScheduling(createDb(d1), merchantId);
  return { timezone: scheduling.timezone, days: scheduling.enabled ? daysFor(scheduling, type, now) : [] };
}

const MESSAGES: Record<SchedulingErrorCode, string> = {
  SCHEDULING_DISABLED: "The store does not schedule orders of this kind",
  RETROACTIVE_SCHEDULE: "The scheduled time is not in the future",
  SCHEDULE_UNAVAILABLE: "The scheduled time is not an offered slot",
  SCHEDULE_REQUIRED: "The store only takes scheduled orders: choose a time",
};

/** A scheduling refusal, on the cart's scheduled_to. */
const refusalOf = (code: SchedulingErrorCode): Rejection => ({
  status: 422,
  code,
  message: MESSAGES[code],
  errors: [{ field: "cart.scheduled_to", message: code }],
});

/**
 * Why a cart of `type` cannot be scheduled for `scheduledTo` now, or null: the store does not
 * schedule (a table never does), the time is past, or it is not an offered slot (any more).
 */
export async function cartScheduleRefusal(now: Date, db: Db, merchantId: number, scheduledTo: string, type: DeliveryType): Promise<Rejection | null> {
  const scheduling = await loadScheduling(db, merchantId);
  const schedulable = type === "DELIVERY" || type === "TAKEOUT";
  const code = scheduleRefusal(scheduledTo, {
    enabled: scheduling.enabled && schedulable,
    now,
    days: schedulable ? daysFor(scheduling, type, now) : [],
  });
  return code ? refusalOf(code) : null;
}

/**
 * The order checks' MERCHANT_CLOSED of a schedule-only store is what the customer fixes by choosing
 * a time: SCHEDULE_REQUIRED, which the checkout puts on the "when" field.
 */
export const withScheduleRequired = (refusal: Rejection, scheduleOnly: boolean): Rejection =>
  refusal.code === "MERCHANT_CLOSED" && scheduleOnly ? refusalOf("SCHEDULE_REQUIRED") : refusal;

/**
 * Checks an order (or the validation before it) makes of the cart's time: a schedule-only store
 * needs one (see withScheduleRequired), and a time set earlier must still be offered now.
 */
export async function orderScheduleRefusal(now: Date, db: Db, merchantId: number, scheduledTo: string | null, type: DeliveryType): Promise<Rejection | null> {
  return scheduledTo === null ? null : cartScheduleRefusal(now, db, merchantId, scheduledTo, type);
}

/**
 * Sets an open cart's time: a slot's start, or null for as soon as possible; refused when it is
 * not one the store offers `now`. Stored as the UTC instant.
 */
export async function scheduleCart(context: CartContext, scheduledTo: string | null, now: Date): Promise<void> {
  if (scheduledTo !== null) {
    const refusal = await cartScheduleRefusal(now, context.db, context.merchantId, scheduledTo, priced(context).cart.delivery.type);
    if (refusal) throw rejected(refusal);
  }
  await runBatch(context.db, [
    updateCartStatement(context.db, context.merchantId, context.cart.guid, {
      scheduledTo: scheduledTo === null ? null : new Date(scheduledTo).toISOString(),
    }),
  ]);
}
