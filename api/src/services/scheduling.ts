import {
  DEFAULT_SCHEDULING_SETTINGS,
  type DeliveryType,
  type SchedulableType,
  type SchedulingDay,
  type SchedulingErrorCode,
} from "../../../contract";
import { runBatch, updateCartStatement } from "../db/carts";
import { createDb, type Db } from "../db/client";
import { loadSchedule, loadSchedulingDocuments } from "../db/merchants";
import type { Rejection } from "../domain/cart-pricing";
import { availableSlots, scheduleRefusal } from "../domain/scheduling";
import { rejected } from "../http/errors";
import { type CartContext, priced } from "./carts";

/* "Now" is the opening-hours clock (decision 023), so the slots, the retroactive check and the opening status agree. */

export async function loadScheduling(db: Db, merchantId: number, now: Date) {
  const [schedule, documents] = await Promise.all([
    loadSchedule(db, merchantId, now),
    loadSchedulingDocuments(db, merchantId),
  ]);
  return {
    ...schedule,
    enabled: documents.general.scheduling_enabled,
    settings: documents.scheduling ?? DEFAULT_SCHEDULING_SETTINGS,
  };
}
type Scheduling = Awaited<ReturnType<typeof loadScheduling>>;

export const readScheduling = (d1: D1Database, merchantId: number, now: Date): Promise<Scheduling> =>
  loadScheduling(createDb(d1), merchantId, now);

export const daysFor = (scheduling: Scheduling, type: SchedulableType, now: Date): SchedulingDay[] =>
  availableSlots(
    scheduling.periods,
    scheduling.timezone,
    now,
    {
      slotMinutes: scheduling.settings.slot_minutes,
      daysAhead: scheduling.settings.days_ahead,
      leadMinutes: scheduling.settings.lead_time_minutes[type],
    },
    scheduling.closures,
  );

export async function schedulingDays(d1: D1Database, merchantId: number, type: SchedulableType, now: Date) {
  const scheduling = await loadScheduling(createDb(d1), merchantId, now);
  return { timezone: scheduling.timezone, days: scheduling.enabled ? daysFor(scheduling, type, now) : [] };
}

const MESSAGES: Record<SchedulingErrorCode, string> = {
  SCHEDULING_DISABLED: "The store does not schedule orders of this kind",
  RETROACTIVE_SCHEDULE: "The scheduled time is not in the future",
  SCHEDULE_UNAVAILABLE: "The scheduled time is not an offered slot",
  SCHEDULE_REQUIRED: "The store only takes scheduled orders: choose a time",
};

const refusalOf = (code: SchedulingErrorCode): Rejection => ({
  status: 422,
  code,
  message: MESSAGES[code],
  errors: [{ field: "cart.scheduled_to", message: code }],
});

/** Why the cart cannot be scheduled for `scheduledTo` now (not scheduled, past, not offered), or null. */
export async function cartScheduleRefusal(
  now: Date,
  db: Db,
  merchantId: number,
  scheduledTo: string,
  type: DeliveryType,
): Promise<Rejection | null> {
  const scheduling = await loadScheduling(db, merchantId, now);
  const schedulable = type === "DELIVERY" || type === "TAKEOUT";
  const code = scheduleRefusal(scheduledTo, {
    enabled: scheduling.enabled && schedulable,
    now,
    days: schedulable ? daysFor(scheduling, type, now) : [],
  });
  return code ? refusalOf(code) : null;
}

/** A schedule-only store's MERCHANT_CLOSED is fixed by choosing a time: SCHEDULE_REQUIRED, on the "when" field. */
export const withScheduleRequired = (refusal: Rejection, scheduleOnly: boolean): Rejection =>
  refusal.code === "MERCHANT_CLOSED" && scheduleOnly ? refusalOf("SCHEDULE_REQUIRED") : refusal;

export async function orderScheduleRefusal(
  now: Date,
  db: Db,
  merchantId: number,
  scheduledTo: string | null,
  type: DeliveryType,
): Promise<Rejection | null> {
  return scheduledTo === null ? null : cartScheduleRefusal(now, db, merchantId, scheduledTo, type);
}

/** Stored as the UTC instant. */
export async function scheduleCart(context: CartContext, scheduledTo: string | null, now: Date): Promise<void> {
  if (scheduledTo !== null) {
    const refusal = await cartScheduleRefusal(
      now,
      context.db,
      context.merchantId,
      scheduledTo,
      priced(context).cart.delivery.type,
    );
    if (refusal) throw rejected(refusal);
  }
  await runBatch(context.db, [
    updateCartStatement(context.db, context.merchantId, context.cart.guid, {
      scheduledTo: scheduledTo === null ? null : new Date(scheduledTo).toISOString(),
    }),
  ]);
}
