import { type Context, Hono } from "hono";
import * as z from "zod";
import { settingsChangesResponseSchema, settingsWriteResponseSchema } from "../../../contract/console-settings";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";
import { validateQuery } from "../http/validate";
import { listSettingsChanges, type SettingsActor } from "../services/settings";

const changesQuery = z.object({
  before: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number)
    .optional(),
});

/** The console's login as the author of a settings write. */
export const settingsActorOf = (c: Context<AppEnv>): SettingsActor => ({
  merchantId: c.get("merchant").id,
  staffId: c.get("staff").id,
  staffName: c.get("staff").name,
});

/** A settings write's answer: the id it created (or null) and the store's new settings version. */
export const settingsWritten = (
  c: Context<AppEnv>,
  write: { id: number | null; version: number },
  status: 200 | 201 = 200,
) => {
  c.status(status);
  return reply(c, settingsWriteResponseSchema, { data: write });
};

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
