import { settingsChangesResponseSchema } from "../../../contract";
import type { Send } from "~/lib/platform/api-calls.server";

/** The settings' trail (contract/console-settings.ts), read with the staff token. */
export function settingsCalls(send: Send) {
  return {
    changes(slug: string, token: string, before: number | null) {
      const query = before === null ? "" : `?before=${before}`;
      return send(
        "GET",
        `/console/${encodeURIComponent(slug)}/settings/changes${query}`,
        token,
        settingsChangesResponseSchema,
      );
    },
  };
}
