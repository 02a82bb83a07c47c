import { Hono } from "hono";
import {
  cartResponseSchema,
  cartSchedulingRequestSchema,
  schedulingAvailablesQuerySchema,
  schedulingAvailablesResponseSchema,
  schedulingSettingsResponseSchema,
} from "../../../contract";
import { runBatch, updateCartStatement } from "../db/carts";
import { createDb } from "../db/client";
import { operationNow } from "../domain/operation-status";
import type { AppEnv } from "../env";
import { rejected } from "../http/errors";
import { cartPath } from "../http/paths";
import { reply } from "../http/reply";
import { validateJson, validateParam, validateQuery } from "../http/validate";
import { cartAfterChange, openCartForChange, ownerOf, priced } from "../services/carts";
import { cartScheduleRefusal, daysFor, loadScheduling } from "../services/scheduling";

/*
 * Order scheduling (customer spec §7 Scheduling, decision 029): the store's rules, the slots it
 * offers, and a cart's time (services/scheduling.ts).
 */

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
    const context = await openCartForChange(c.env.DB, c.get("merchant").id, ownerOf(c.get("claims")), c.req.valid("param").guid);
    const { scheduled_to: scheduledTo } = c.req.valid("json").cart;
    if (scheduledTo !== null) {
      const refusal = await cartScheduleRefusal(c, context.db, context.merchantId, scheduledTo, priced(context).cart.delivery.type);
      if (refusal) throw rejected(refusal);
    }
    await runBatch(context.db, [
      updateCartStatement(context.db, context.merchantId, context.cart.guid, {
        scheduledTo: scheduledTo === null ? null : new Date(scheduledTo).toISOString(),
      }),
    ]);
    return reply(c, cartResponseSchema, { data: await cartAfterChange(context) });
  });
