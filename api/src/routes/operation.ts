import { Hono } from "hono";
import {
  operationModesResponseSchema,
  operationStatusNowResponseSchema,
  operationTimesResponseSchema,
} from "../../../contract";
import { operationNow } from "../domain/operation-status";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";
import { readDocument, readOperationStatus, readOperationTimes } from "../services/configuration";

export const operationRoutes = new Hono<AppEnv>()
  .get("/:slug/operation_modes", async (c) => {
    const modes = await readDocument(c.env.DB, c.get("merchant").id, "operation_modes");
    return reply(c, operationModesResponseSchema, { data: modes });
  })
  .get("/:slug/operation_times", async (c) => {
    const { periods, timezone } = await readOperationTimes(c.env.DB, c.get("merchant").id, operationNow(c.env));
    return reply(c, operationTimesResponseSchema, { data: { timezone, periods } });
  })
  .get("/:slug/operation_status_now", async (c) => {
    const status = await readOperationStatus(c.env, c.get("merchant").id);
    return reply(c, operationStatusNowResponseSchema, { data: status });
  });
