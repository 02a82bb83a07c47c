import {
  consoleRoundListResponseSchema,
  consoleRoundResponseSchema,
  consoleTableListResponseSchema,
  consoleTableResponseSchema,
  type ConsoleTableStatusRequest,
} from "../../../contract";
import type { Send } from "~/lib/platform/api-calls.server";

/** The console's table calls (contract/console-tables.ts), with the staff token. */
export function consoleTablesCalls(send: Send) {
  const base = (slug: string) => `/console/${encodeURIComponent(slug)}`;
  return {
    tables(slug: string, token: string) {
      return send("GET", `${base(slug)}/tables`, token, consoleTableListResponseSchema);
    },
    table(slug: string, token: string, id: number) {
      return send("GET", `${base(slug)}/tables/${id}`, token, consoleTableResponseSchema);
    },
    moveTable(slug: string, token: string, id: number, body: ConsoleTableStatusRequest) {
      return send("POST", `${base(slug)}/tables/${id}/status`, token, consoleTableResponseSchema, body);
    },
    roundsToServe(slug: string, token: string) {
      return send("GET", `${base(slug)}/rounds?served=0`, token, consoleRoundListResponseSchema);
    },
    serveRound(slug: string, token: string, id: number) {
      return send("POST", `${base(slug)}/rounds/${id}/served`, token, consoleRoundResponseSchema);
    },
  };
}
