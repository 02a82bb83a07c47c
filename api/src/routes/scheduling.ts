import { and, eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import {
  DEFAULT_SCHEDULING_SETTINGS,
  type DeliveryType,
  type SchedulableType,
  type SchedulingDay,
  type SchedulingErrorCode,
  cartSchedulingRequestSchema,
  schedulingAvailablesQuerySchema,
  schedulingAvailablesResponseSchema,
  schedulingSettingsResponseSchema,
} from "../../../contract";
import { runBatch } from "../db/carts";
import { type Db, createDb } from "../db/client";
import { parseDocument } from "../db/documents";
import { loadSchedule } from "../db/merchants";
import { carts, merchants } from "../db/schema";
import type { Rejection } from "../domain/cart-pricing";
import { operationNow } from "../domain/operation-status";
import { availableSlots, scheduleRefusal } from "../domain/scheduling";
import type { AppEnv } from "../env";
import { validateJson, validateParam, validateQuery } from "../http/validate";
import { reply } from "../http/reply";
import * as z from "zod";
import { answerCart, openCartForChange, priced, rejected } from "./carts";

// Its own copy: carts.ts imports this module (the validation), so nothing of it is read at load time here.
const cartPath = z.object({ slug: z.string(), guid: z.string().min(1) });

/*
 * Order scheduling (customer spec §7 Scheduling, decision 029): the store's rules, the slots it
 * offers, and a cart's time. "Now" is the opening-hours clock (decision 023), so the slots, the
 * retroactive check and the opening status agree in every test.
 */

/** Everything a slot is computed from: the merchant's hours, zone, flags and scheduling document. */
async function loadScheduling(db: Db, merchantId: number) {
  const [schedule, rows] = await Promise.all([
    loadSchedule(db, merchantId),
    db
      .select({ generalSettings: merchants.generalSettings, schedulingSettings: merchants.schedulingSettings })
      .from(merchants)
      .where(eq(merchants.id, merchantId))
      .limit(1),
  ]);
  const row = rows[0];
  if (!row) throw new Error(`Merchant ${merchantId} vanished while reading its scheduling settings`);
  const general = parseDocument("general_settings", row.generalSettings, merchantId);
  return {
    ...schedule,
    enabled: general.scheduling_enabled,
    settings: parseDocument("scheduling_settings", row.schedulingSettings, merchantId) ?? DEFAULT_SCHEDULING_SETTINGS,
  };
}
type Scheduling = Awaited<ReturnType<typeof loadScheduling>>;

const daysFor = (scheduling: Scheduling, type: SchedulableType, now: Date): SchedulingDay[] =>
  availableSlots(scheduling.periods, scheduling.timezone, now, {
    slotMinutes: scheduling.settings.slot_minutes,
    daysAhead: scheduling.settings.days_ahead,
    leadMinutes: scheduling.settings.lead_time_minutes[type],
  });

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
export async function cartScheduleRefusal(c: Context<AppEnv>, db: Db, merchantId: number, scheduledTo: string, type: DeliveryType): Promise<Rejection | null> {
  const scheduling = await loadScheduling(db, merchantId);
  const now = operationNow(c.env);
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
export async function orderScheduleRefusal(c: Context<AppEnv>, db: Db, merchantId: number, scheduledTo: string | null, type: DeliveryType): Promise<Rejection | null> {
  return scheduledTo === null ? null : cartScheduleRefusal(c, db, merchantId, scheduledTo, type);
}

export const schedulingRoutes = new Hono<AppEnv>()
  .get("/:slug/scheduling_times/settings", async (c) => {
    const scheduling = await loadScheduling(createDb(c.env.DB), c.get("merchant").id);
    return reply(c, schedulingSettingsResponseSchema, {
      data: {
        scheduling_enabled: scheduling.enabled,
        schedule_only: scheduling.scheduleOnly,
        timezone: scheduling.timezone,
        ...scheduling.settings,
      },
    });
  })

  // The slots of one mode (delivery by default: its lead time is the longer one in practice).
  // A store that does not schedule offers none.
  .get("/:slug/scheduling_times/availables", validateQuery(schedulingAvailablesQuerySchema), async (c) => {
    const type = c.req.valid("query").delivery_type ?? "DELIVERY";
    const scheduling = await loadScheduling(createDb(c.env.DB), c.get("merchant").id);
    const days = scheduling.enabled ? daysFor(scheduling, type, operationNow(c.env)) : [];
    return reply(c, schedulingAvailablesResponseSchema, { data: { delivery_type: type, timezone: scheduling.timezone, days } });
  })

  // The cart's time: a slot's start, or null for as soon as possible. Only the cart's owner (404
  // otherwise), only while the cart is open; stored as the UTC instant.
  .put("/:slug/carts/:guid/scheduling", validateParam(cartPath), validateJson(cartSchedulingRequestSchema), async (c) => {
    const context = await openCartForChange(c, c.req.valid("param").guid);
    const { scheduled_to: scheduledTo } = c.req.valid("json").cart;
    if (scheduledTo !== null) {
      const refusal = await cartScheduleRefusal(c, context.db, context.merchantId, scheduledTo, priced(context).cart.delivery.type);
      if (refusal) throw rejected(refusal);
    }
    await runBatch(context.db, [
      context.db
        .update(carts)
        .set({ scheduledTo: scheduledTo === null ? null : new Date(scheduledTo).toISOString(), updatedAt: new Date().toISOString() })
        .where(and(eq(carts.merchantId, context.merchantId), eq(carts.guid, context.cart.guid))),
    ]);
    return answerCart(c, context);
  });
