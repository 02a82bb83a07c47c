import type { Context } from "hono";
import { Hono } from "hono";
import { consoleDayResponseSchema, daySwitchResponseSchema, pauseRequestSchema, prepTimesRequestSchema, soldOutPathSchema } from "../../../contract";
import { createDb } from "../db/client";
import { loadDocument } from "../db/merchants";
import { clearSoldOut, loadStoreDay, setPause, setPrepTimes, setSoldOut } from "../db/store-day";
import { endOfStoreDay, pauseAt } from "../domain/store-day";
import type { AppEnv } from "../env";
import { notFound } from "../http/errors";
import { reply } from "../http/reply";
import { validateJson, validateParam } from "../http/validate";
import { loadConsoleDay, timesForNow } from "../services/console-day";

/** What is switched now, the answer of every switch. */
async function switched(c: Context<AppEnv>, now: Date) {
  const db = createDb(c.env.DB);
  const merchantId = c.get("merchant").id;
  const [day, { timezone }] = await Promise.all([loadStoreDay(db, merchantId, now), loadDocument(db, merchantId, "tropicalization")]);
  const pause = pauseAt(day, now);
  return reply(c, daySwitchResponseSchema, {
    data: {
      paused_until: pause?.pausedUntil ?? null,
      pause_reason: pause?.pauseReason ?? null,
      prep_times: day.prepTimes,
      sold_out_until: endOfStoreDay(now, timezone).toISOString(),
    },
  });
}

const noSuchRef = () => notFound("No such dish, option or flavour at this store");

/** The day's switches of the store's staff (contract/console-day.ts); behind requireStaff (app.ts). */
export const consoleDayRoutes = new Hono<AppEnv>()

  .get("/:slug/day", async (c) => {
    return reply(c, consoleDayResponseSchema, { data: await loadConsoleDay(createDb(c.env.DB), c.get("merchant").id) });
  })

  // Sold out until the end of the store's day (the next 05:00 there), or until put back.
  .put("/:slug/sold_out/:kind/:id", validateParam(soldOutPathSchema), async (c) => {
    const { kind, id } = c.req.valid("param");
    const merchantId = c.get("merchant").id;
    const now = new Date();
    const { timezone } = await loadDocument(createDb(c.env.DB), merchantId, "tropicalization");
    const until = endOfStoreDay(now, timezone).toISOString();
    const found = await setSoldOut(c.env.DB, merchantId, { kind, refId: id, until, staffId: c.get("staff").id, at: now.toISOString() });
    if (!found) throw noSuchRef();
    return switched(c, now);
  })

  .delete("/:slug/sold_out/:kind/:id", validateParam(soldOutPathSchema), async (c) => {
    const { kind, id } = c.req.valid("param");
    if (!(await clearSoldOut(c.env.DB, c.get("merchant").id, kind, id))) throw noSuchRef();
    return switched(c, new Date());
  })

  .post("/:slug/pause", validateJson(pauseRequestSchema), async (c) => {
    const { minutes, reason } = c.req.valid("json");
    const now = new Date();
    const until = new Date(now.getTime() + minutes * 60_000).toISOString();
    await setPause(c.env.DB, c.get("merchant").id, { until, reason, staffId: c.get("staff").id, at: now.toISOString() });
    return switched(c, now);
  })

  .delete("/:slug/pause", async (c) => {
    const now = new Date();
    await setPause(c.env.DB, c.get("merchant").id, { until: null, reason: null, staffId: null, at: now.toISOString() });
    return switched(c, now);
  })

  .put("/:slug/prep_times", validateJson(prepTimesRequestSchema), async (c) => {
    const now = new Date();
    const merchantId = c.get("merchant").id;
    await setPrepTimes(c.env.DB, merchantId, await timesForNow(createDb(c.env.DB), merchantId, c.req.valid("json")), now.toISOString());
    return switched(c, now);
  });
