import { Hono } from "hono";
import * as z from "zod";
import { settingsChangesResponseSchema } from "../../../contract/console-settings";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";
import { validateQuery } from "../http/validate";
import { listSettingsChanges } from "../services/settings";

const changesQuery = z.object({
  before: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number)
    .optional(),
});

/**
 * The store settings' trail (decision 102), read by every member; each section's routes live in
 * their own file, behind requireStaff (app.ts) and requireOwner for writes.
 */
export const consoleSettingsRoutes = new Hono<AppEnv>().get(
  "/:slug/settings/changes",
  validateQuery(changesQuery),
  async (c) => {
    const page = await listSettingsChanges(c.env.DB, c.get("merchant").id, c.req.valid("query").before ?? null);
    return reply(c, settingsChangesResponseSchema, { data: page });
  },
);
