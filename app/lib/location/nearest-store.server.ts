import { parse as parseCookies } from "cookie";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { sessionMaxAge } from "~/lib/accounts/client-session.server";
import { carriesSessionCookie, merchantSessionStorage, type MerchantSession } from "~/lib/platform/session.server";
import { parseNear, type NearPoint } from "./nearest-store";

/** What the store's menu says on arrival from the franchise's nearest-store redirect: how far, and the way back to the list. */
export interface Arrival {
  /** Kilometres from the customer's point, one decimal. */
  km: number;
  /** The franchise's list at the same point, without the redirect (`choose=1`). */
  back: string;
}

/**
 * The Set-Cookie that leaves `arrival` in `store`'s session (one cookie per merchant, decision 002)
 * for its menu to say once: the franchise's page answers the redirect, the store's page reads it.
 */
export async function leaveArrival(
  context: Pick<AppLoadContext, "env">,
  request: Request,
  store: string,
  arrival: Arrival,
): Promise<string> {
  const storage = merchantSessionStorage(store, context.env.SESSION_SECRET);
  const cookie = request.headers.get("Cookie");
  const session = await (carriesSessionCookie(cookie, store) ? storage.getSession(cookie) : storage.getSession());
  session.flash("nearestStore", JSON.stringify(arrival));
  return storage.commitSession(session, { maxAge: sessionMaxAge(session) });
}

/** The arrival left for this page, once; null when there is none or it cannot be read. */
export function takeArrival(session: MerchantSession): Arrival | null {
  const kept = session.get("nearestStore");
  if (!kept) return null;
  try {
    const { km, back } = JSON.parse(kept) as Arrival;
    return typeof km === "number" && typeof back === "string" && back.startsWith("/") && !back.startsWith("//")
      ? { km, back }
      : null;
  } catch {
    return null;
  }
}

/** The point this browser last shared (the `geolocation` cookie, location-refusal.ts); null without one. */
export function rememberedPoint(request: Request): NearPoint | null {
  const kept = parseCookies(request.headers.get("Cookie") ?? "").geolocation;
  return kept ? parseNear(kept) : null;
}
