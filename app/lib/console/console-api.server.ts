import * as z from "zod";
import {
  consoleOrderListResponseSchema,
  consoleOrderResponseSchema,
  consoleWaitingResponseSchema,
  envelope,
  staffLoginResponseSchema,
  staffMeResponseSchema,
  type ConsoleOrderActionRequest,
  type ConsoleOrderFilter,
} from "../../../contract";
import type { Send } from "~/lib/platform/api-calls.server";

/** An answer with no body (204), as `send` hands it over. */
const nullResponseSchema = envelope(z.null());

/**
 * The store console's calls (contract/console.ts): `/console/{slug}/…` with the staff token; the
 * login alone goes with the shared secret. Refusals come back as `send` hands them (status, code).
 */
export function consoleCalls(send: Send) {
  const base = (slug: string) => `/console/${encodeURIComponent(slug)}`;
  return {
    login(slug: string, body: { email: string; password: string }) {
      return send("POST", `${base(slug)}/login`, null, staffLoginResponseSchema, body);
    },
    logout(slug: string, token: string) {
      return send("POST", `${base(slug)}/logout`, token, nullResponseSchema);
    },
    me(slug: string, token: string) {
      return send("GET", `${base(slug)}/me`, token, staffMeResponseSchema);
    },
    orders(slug: string, token: string, query: { filter: ConsoleOrderFilter; today: boolean }) {
      const search = new URLSearchParams({ filter: query.filter, today: query.today ? "1" : "0" });
      return send("GET", `${base(slug)}/orders?${search}`, token, consoleOrderListResponseSchema);
    },
    /** What every console page's alert bar reads: the orders awaiting an answer. */
    waiting(slug: string, token: string) {
      return send("GET", `${base(slug)}/waiting`, token, consoleWaitingResponseSchema);
    },
    order(slug: string, token: string, id: number) {
      return send("GET", `${base(slug)}/orders/${id}`, token, consoleOrderResponseSchema);
    },
    act(slug: string, token: string, id: number, body: ConsoleOrderActionRequest) {
      return send("POST", `${base(slug)}/orders/${id}/actions`, token, consoleOrderResponseSchema, body);
    },
  };
}
