import { kitchenMoveResponseSchema, kitchenQueueResponseSchema, type KitchenMoveRequest } from "../../../contract";
import type { Send } from "~/lib/platform/api-calls.server";

/** The kitchen display's calls (contract/kitchen.ts), with the staff token. */
export function consoleKitchenCalls(send: Send) {
  const base = (slug: string) => `/console/${encodeURIComponent(slug)}`;
  return {
    queue(slug: string, token: string) {
      return send("GET", `${base(slug)}/kitchen`, token, kitchenQueueResponseSchema);
    },
    move(slug: string, token: string, id: number, body: KitchenMoveRequest) {
      return send("POST", `${base(slug)}/orders/${id}/kitchen`, token, kitchenMoveResponseSchema, body);
    },
  };
}
