import { rescueCartsResponseSchema, rescueSendResponseSchema, type RescueSendRequest } from "../../../contract";
import type { Send } from "~/lib/platform/api-calls.server";

/** The rescue campaign in the console (contract/rescue.ts), with the staff token: every member reads and sends. */
export function rescueCalls(send: Send) {
  const path = (slug: string) => `/console/${encodeURIComponent(slug)}/rescue`;
  return {
    list(slug: string, token: string) {
      return send("GET", path(slug), token, rescueCartsResponseSchema);
    },
    send(slug: string, token: string, guid: string, body: RescueSendRequest) {
      return send("POST", `${path(slug)}/${encodeURIComponent(guid)}/sends`, token, rescueSendResponseSchema, body);
    },
  };
}
