import { settingsWriteResponseSchema } from "../../../contract/console-settings";
import {
  type ClosureRequest,
  type HoursWeekRequest,
  type SchedulingRequest,
  hoursSettingsResponseSchema,
} from "../../../contract/console-settings-hours";
import type { Send } from "~/lib/platform/api-calls.server";

/** The hours section's calls (contract/console-settings-hours.ts) with the staff token: every member reads, the owner writes. */
export function hoursSettingsCalls(send: Send) {
  const base = (slug: string) => `/console/${encodeURIComponent(slug)}/settings/hours`;
  return {
    read(slug: string, token: string) {
      return send("GET", base(slug), token, hoursSettingsResponseSchema);
    },
    writeWeek(slug: string, token: string, body: HoursWeekRequest) {
      return send("PUT", `${base(slug)}/week`, token, settingsWriteResponseSchema, body);
    },
    addClosure(slug: string, token: string, body: ClosureRequest) {
      return send("POST", `${base(slug)}/closures`, token, settingsWriteResponseSchema, body);
    },
    removeClosure(slug: string, token: string, id: number) {
      return send("DELETE", `${base(slug)}/closures/${id}`, token, settingsWriteResponseSchema);
    },
    writeScheduling(slug: string, token: string, body: SchedulingRequest) {
      return send("PUT", `${base(slug)}/scheduling`, token, settingsWriteResponseSchema, body);
    },
  };
}
