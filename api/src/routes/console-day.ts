import { Hono } from "hono";
import {
  autoAcceptRequestSchema,
  autoAcceptResponseSchema,
  dayTotalsQuerySchema,
  dayTotalsResponseSchema,
  consoleDayResponseSchema,
  daySwitchResponseSchema,
  pauseRequestSchema,
  prepTimesRequestSchema,
  soldOutPathSchema,
} from "../../../contract";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";
import { requireOwner } from "../auth/staff-access";
import { validateJson, validateParam, validateQuery } from "../http/validate";
import {
  loadConsoleDay,
  markSoldOut,
  pauseStore,
  putBackSoldOut,
  resumeStore,
  setTimesForNow,
} from "../services/console-day";
import { dayTotals, setAutoAccept } from "../services/store-totals";

export const consoleDayRoutes = new Hono<AppEnv>()

  .get("/:slug/day", async (c) => {
    return reply(c, consoleDayResponseSchema, { data: await loadConsoleDay(c.env.DB, c.get("merchant").id) });
  })

  .get("/:slug/day/totals", validateQuery(dayTotalsQuerySchema), async (c) => {
    return reply(c, dayTotalsResponseSchema, {
      data: await dayTotals(c.env.DB, c.get("merchant").id, c.req.valid("query").date),
    });
  })

  // Whether staff answer new orders is the owner's call.
  .put("/:slug/auto_accept", requireOwner, validateJson(autoAcceptRequestSchema), async (c) => {
    const autoAccept = await setAutoAccept(c.env.DB, c.get("merchant").id, c.req.valid("json").auto_accept);
    return reply(c, autoAcceptResponseSchema, { data: { auto_accept: autoAccept } });
  })

  .put("/:slug/sold_out/:kind/:id", validateParam(soldOutPathSchema), async (c) => {
    const switched = await markSoldOut(c.env.DB, c.get("merchant").id, c.req.valid("param"), c.get("staff").id);
    return reply(c, daySwitchResponseSchema, { data: switched });
  })

  .delete("/:slug/sold_out/:kind/:id", validateParam(soldOutPathSchema), async (c) => {
    return reply(c, daySwitchResponseSchema, {
      data: await putBackSoldOut(c.env.DB, c.get("merchant").id, c.req.valid("param")),
    });
  })

  .post("/:slug/pause", validateJson(pauseRequestSchema), async (c) => {
    const switched = await pauseStore(c.env.DB, c.get("merchant").id, c.req.valid("json"), c.get("staff").id);
    return reply(c, daySwitchResponseSchema, { data: switched });
  })

  .delete("/:slug/pause", async (c) => {
    return reply(c, daySwitchResponseSchema, { data: await resumeStore(c.env.DB, c.get("merchant").id) });
  })

  .put("/:slug/prep_times", validateJson(prepTimesRequestSchema), async (c) => {
    return reply(c, daySwitchResponseSchema, {
      data: await setTimesForNow(c.env.DB, c.get("merchant").id, c.req.valid("json")),
    });
  });
