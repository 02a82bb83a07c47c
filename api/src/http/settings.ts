import type { Context } from "hono";
import { settingsWriteResponseSchema } from "../../../contract/console-settings";
import type { AppEnv } from "../env";
import type { SettingsActor } from "../services/settings";
import { reply } from "./reply";

/** The console's login as the author of a settings write (decision 102). */
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
