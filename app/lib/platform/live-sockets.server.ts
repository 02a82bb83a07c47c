import { consoleSessionStorage } from "~/lib/console/console-session.server";
import { parseSlug } from "~/lib/store/slug";
import { apiFetcher } from "./api.server";
import type { Env } from "./env.server";
import { merchantSessionStorage } from "./session.server";
import { withSecurityHeaders } from "./plain-response.server";

/*
 * A screen's WebSocket (docs/decisions/090): the console's to its store's events, a customer's
 * order page to its order's. The storefront reads the login from its own cookie, as the page's
 * loader would, and hands the upgrade to the API with that token; the API checks the token as its
 * reads do and passes the socket on to the merchant's live object. The cookie never leaves here.
 */

const CONSOLE_LIVE = /^\/_console\/([^/]+)\/live$/;
const ORDER_LIVE = /^\/([^/_][^/]*)\/orders\/([1-9]\d{0,15})\/live$/;
/** The same on a store's own domain, where the order's page has no slug in its path. */
const CUSTOM_DOMAIN_ORDER_LIVE = /^\/orders\/([1-9]\d{0,15})\/live$/;

const refusal = (status: number) =>
  new Response(null, { status, headers: withSecurityHeaders(new Headers({ "Cache-Control": "no-store" })) });

/**
 * The socket's answer for a live path (101, or a bare refusal the browser's WebSocket sees as a
 * failure); null for any other path. `customDomainSlug` says which store this Host is the domain of
 * (null: none), asked only for an order's path without a slug.
 */
export async function liveSocketResponse(
  request: Request,
  url: URL,
  env: Env,
  customDomainSlug: () => Promise<string | null>,
): Promise<Response | null> {
  const consoleMatch = CONSOLE_LIVE.exec(url.pathname);
  const slugOrderMatch = consoleMatch ? null : ORDER_LIVE.exec(url.pathname);
  const domainOrderMatch = consoleMatch || slugOrderMatch ? null : CUSTOM_DOMAIN_ORDER_LIVE.exec(url.pathname);
  if (!consoleMatch && !slugOrderMatch && !domainOrderMatch) return null;
  if (request.method !== "GET" || request.headers.get("Upgrade")?.toLowerCase() !== "websocket") return refusal(400);
  // Browsers send their page's origin with a WebSocket: another site's page is no screen of ours.
  if (request.headers.get("Origin") !== url.origin) return refusal(403);
  const slug = parseSlug(
    consoleMatch?.[1] ?? slugOrderMatch?.[1] ?? (await customDomainSlug().catch(() => null)) ?? "",
  );
  if (!slug) return refusal(404);
  const orderMatch = slugOrderMatch ?? (domainOrderMatch ? [domainOrderMatch[0], slug, domainOrderMatch[1]] : null);
  const cookie = request.headers.get("Cookie");
  const since = /^\d{1,15}$/.test(url.searchParams.get("since") ?? "") ? `?since=${url.searchParams.get("since")}` : "";

  let token: string | undefined;
  let path: string;
  if (consoleMatch) {
    token = (await consoleSessionStorage(slug, env.SESSION_SECRET).getSession(cookie)).get("token");
    path = `/console/${encodeURIComponent(slug)}/live${since}`;
  } else {
    const session = await merchantSessionStorage(slug, env.SESSION_SECRET).getSession(cookie);
    const expiresAt = session.get("accessTokenExpiresAt");
    token = expiresAt !== undefined && expiresAt > Date.now() ? session.get("accessToken") : undefined;
    path = `/${encodeURIComponent(slug)}/orders/${orderMatch![2]}/live${since}`;
  }
  if (!token) return refusal(401);
  const answer = await apiFetcher({ binding: env.API, origin: env.API_ORIGIN })(path, {
    headers: { Authorization: `Bearer ${token}`, Upgrade: "websocket" },
  }).catch(() => null);
  if (!answer) return refusal(502);
  // A response of our own: the API's headers cannot be changed, and the storefront adds its timings.
  if (answer.status === 101 && answer.webSocket)
    return new Response(null, { status: 101, webSocket: answer.webSocket });
  return refusal(answer.status === 404 || answer.status === 403 ? 404 : answer.status);
}
