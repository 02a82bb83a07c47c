import {
  autoAcceptResponseSchema,
  dayTotalsResponseSchema,
  earlierOrdersResponseSchema,
  orderSearchResponseSchema,
} from "../../../contract";
import type { Send } from "~/lib/platform/api-calls.server";

/** The console's calls of the store's day (contract/console-totals.ts), with the staff token. */
export function storeDayCalls(send: Send) {
  const base = (slug: string) => `/console/${encodeURIComponent(slug)}`;
  return {
    totals(slug: string, token: string, date: string | null) {
      const query = date ? `?${new URLSearchParams({ date })}` : "";
      return send("GET", `${base(slug)}/day/totals${query}`, token, dayTotalsResponseSchema);
    },
    search(slug: string, token: string, q: string) {
      return send("GET", `${base(slug)}/orders/search?${new URLSearchParams({ q })}`, token, orderSearchResponseSchema);
    },
    earlier(slug: string, token: string, orderId: number) {
      return send("GET", `${base(slug)}/orders/${orderId}/earlier`, token, earlierOrdersResponseSchema);
    },
    autoAccept(slug: string, token: string, autoAccept: boolean) {
      return send("PUT", `${base(slug)}/auto_accept`, token, autoAcceptResponseSchema, { auto_accept: autoAccept });
    },
  };
}
