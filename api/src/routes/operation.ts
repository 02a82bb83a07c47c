import { Hono } from "hono";
import { operationModesResponseSchema, operationStatusNowResponseSchema, operationTimesResponseSchema } from "../../../contract";
import { createDb } from "../db/client";
import { loadDocument, loadSchedule } from "../db/merchants";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";
import { loadCustomerStatus } from "../services/store-day";

/** Delivery modes and opening hours (core spec §4 delivery mode, §7 operation reads), with staff's day switches in the status. */
export const operationRoutes = new Hono<AppEnv>()
  .get("/:slug/operation_modes", async (c) => {
    const modes = await loadDocument(createDb(c.env.DB), c.get("merchant").id, "operation_modes");
    return reply(c, operationModesResponseSchema, { data: modes });
  })
  .get("/:slug/operation_times", async (c) => {
    const { periods, timezone } = await loadSchedule(createDb(c.env.DB), c.get("merchant").id);
    return reply(c, operationTimesResponseSchema, { data: { timezone, periods } });
  })
  .get("/:slug/operation_status_now", async (c) => {
    const status = await loadCustomerStatus(c.env, createDb(c.env.DB), c.get("merchant").id);
    return reply(c, operationStatusNowResponseSchema, { data: status });
  });
