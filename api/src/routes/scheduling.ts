import { Hono } from "hono";
import {
  cartResponseSchema,
  cartSchedulingRequestSchema,
  schedulingAvailablesQuerySchema,
  schedulingAvailablesResponseSchema,
  schedulingSettingsResponseSchema,
} from "../../../contract";
import { operationNow } from "../domain/operation-status";
import type { AppEnv } from "../env";
import { cartPath } from "../http/paths";
import { reply } from "../http/reply";
import { validateJson, validateParam, validateQuery } from "../http/validate";
import { cartAfterChange, openCartForChange, ownerOf } from "../services/carts";
import { readScheduling, scheduleCart, schedulingDays } from "../services/scheduling";

export const schedulingRoutes = new Hono<AppEnv>()
  .get("/:slug/scheduling_times/settings", async (c) => {
    const scheduling = await readScheduling(c.env.DB, c.get("merchant").id, operationNow(c.env));
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
    const { timezone, days } = await schedulingDays(c.env.DB, c.get("merchant").id, type, operationNow(c.env));
    return reply(c, schedulingAvailablesResponseSchema, { data: { delivery_type: type, timezone, days } });
  })

  // The cart's time: a slot's start, or null for as soon as possible. Only the cart's owner (404
  // otherwise), only while the cart is open; stored as the UTC instant.
  .put(
    "/:slug/carts/:guid/scheduling",
    validateParam(cartPath),
    validateJson(cartSchedulingRequestSchema),
    async (c) => {
      const context = await openCartForChange(
        c.env.DB,
        c.get("merchant").id,
        ownerOf(c.get("claims")),
        c.req.valid("param").guid,
      );
      await scheduleCart(context, c.req.valid("json").cart.scheduled_to, operationNow(c.env));
      return reply(c, cartResponseSchema, { data: await cartAfterChange(context) });
    },
  );
