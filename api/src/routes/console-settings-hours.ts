import { Hono } from "hono";
import * as z from "zod";
import {
  closureRequestSchema,
  hoursSettingsResponseSchema,
  hoursWeekRequestSchema,
  schedulingRequestSchema,
} from "../../../contract/console-settings-hours";
import { requireOwner } from "../auth/staff-access";
import { operationNow } from "../domain/operation-status";
import type { AppEnv } from "../env";
import { settingsActorOf, settingsWritten } from "../http/settings";
import { reply } from "../http/reply";
import { validateJson, validateParam } from "../http/validate";
import { addClosure, readHours, removeClosure, writeScheduling, writeWeek } from "../services/settings-hours";

const closurePath = z.object({
  slug: z.string(),
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number),
});

/**
 * The store's hours, closures, scheduling and preparation times (decision 103): every member reads
 * them, only the owner writes; behind requireStaff (app.ts). "Today" is the opening-hours clock's.
 */
export const consoleSettingsHoursRoutes = new Hono<AppEnv>()
  .get("/:slug/settings/hours", async (c) =>
    reply(c, hoursSettingsResponseSchema, {
      data: await readHours(c.env.DB, c.get("merchant").id, operationNow(c.env)),
    }),
  )

  .put("/:slug/settings/hours/week", requireOwner, validateJson(hoursWeekRequestSchema), async (c) =>
    settingsWritten(c, await writeWeek(c.env.DB, settingsActorOf(c), c.req.valid("json"), operationNow(c.env))),
  )

  .post("/:slug/settings/hours/closures", requireOwner, validateJson(closureRequestSchema), async (c) =>
    settingsWritten(c, await addClosure(c.env.DB, settingsActorOf(c), c.req.valid("json"), operationNow(c.env)), 201),
  )

  .delete("/:slug/settings/hours/closures/:id", requireOwner, validateParam(closurePath), async (c) =>
    settingsWritten(c, await removeClosure(c.env.DB, settingsActorOf(c), c.req.valid("param").id, operationNow(c.env))),
  )

  .put("/:slug/settings/hours/scheduling", requireOwner, validateJson(schedulingRequestSchema), async (c) =>
    settingsWritten(c, await writeScheduling(c.env.DB, settingsActorOf(c), c.req.valid("json"), operationNow(c.env))),
  );
