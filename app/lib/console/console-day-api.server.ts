import {
  consoleDayResponseSchema,
  daySwitchResponseSchema,
  type PauseRequest,
  type PrepTimesRequest,
  type SoldOutKind,
} from "../../../contract";
import type { Send } from "~/lib/platform/api-calls.server";

/** The console's calls of the day's switches (contract/console-day.ts), with the staff token. */
export function consoleDayCalls(send: Send) {
  const base = (slug: string) => `/console/${encodeURIComponent(slug)}`;
  return {
    day(slug: string, token: string) {
      return send("GET", `${base(slug)}/day`, token, consoleDayResponseSchema);
    },
    soldOut(slug: string, token: string, kind: SoldOutKind, id: number, soldOut: boolean) {
      return send(soldOut ? "PUT" : "DELETE", `${base(slug)}/sold_out/${kind}/${id}`, token, daySwitchResponseSchema);
    },
    pause(slug: string, token: string, body: PauseRequest | null) {
      return body
        ? send("POST", `${base(slug)}/pause`, token, daySwitchResponseSchema, body)
        : send("DELETE", `${base(slug)}/pause`, token, daySwitchResponseSchema);
    },
    prepTimes(slug: string, token: string, body: PrepTimesRequest) {
      return send("PUT", `${base(slug)}/prep_times`, token, daySwitchResponseSchema, body);
    },
  };
}
