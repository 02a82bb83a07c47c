import type { AppLoadContext } from "@remix-run/cloudflare";
import { routeBrowserEvents, thirdPartyAnalytics } from "./analytics.server";
import { RATE_LIMIT_RETRY_SECONDS } from "./api.server";
import { hasClient, logOut, sessionMaxAge } from "~/lib/accounts/client-session.server";
import { contentSecurityPolicy } from "./request-guard";
import type { ServerTiming } from "./server-timing.server";
import type { merchantSessionStorage } from "./session.server";
import { withSecurityHeaders } from "./plain-response.server";

interface Served {
  request: Request;
  url: URL;
  context: AppLoadContext;
  timing: ServerTiming;
  storage: ReturnType<typeof merchantSessionStorage> | null;
  /** The session's data as the request brought it, to tell whether a page changed it. */
  sessionBefore: string;
}

/** Remix's response as it leaves: security and cache headers, the page's policy, the session cookie when it changed. */
export async function finishResponse(
  response: Response,
  { request, url, context, timing, storage, sessionBefore }: Served,
): Promise<Response> {
  const { api } = context;
  const { session } = context.store;
  const { refusal, dataRequest, documentHtml } = context.page;
  // A stored token the API refused (configuration from the cache never tests it): renew it on the
  // next request, with the same visitor id, so the cart is kept (docs/decisions/017).
  const storedToken = session?.get("accessToken");
  // A client's token refused (logout elsewhere, expired, deleted client): the client is logged out
  // of this session too, and the next request gets an anonymous token (docs/decisions/020).
  if (session && storedToken && api.tokenRejected(storedToken)) {
    session.set("accessTokenExpiresAt", 0);
    if (hasClient(session)) logOut(session);
  }

  const headers = withSecurityHeaders(new Headers(response.headers));
  // Remix hands a thrown response's headers only to a route's `headers` export: a 429 page still
  // says when to come back.
  if (response.status === 429 && !headers.has("Retry-After"))
    headers.set("Retry-After", String(RATE_LIMIT_RETRY_SECONDS));
  // Calls still running (a streamed read) are named "pending": the header never undercounts.
  headers.set("Server-Timing", timing.header());
  if (url.protocol === "https:") headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  const html = headers.get("Content-Type")?.startsWith("text/html") ?? false;
  // The browser events of this request: in a header of an answer to a page that runs the analytics, else kept for one (decision 076).
  const events = (await context.analyticsEvents?.take()) ?? [];
  const browserEvents = routeBrowserEvents(
    request,
    { html, documentHadAnalytics: Boolean(documentHtml.analytics) },
    session,
    events,
  );
  if (browserEvents) headers.set("X-Analytics-Events", browserEvents);
  if (html) {
    // The merchant's analytics widen the policy only on a page that loads them (decision 032).
    headers.set(
      "Content-Security-Policy",
      contentSecurityPolicy(context.page.nonce, thirdPartyAnalytics(documentHtml.analytics)),
    );
    // Asks Chromium for the colour hint, so "system" mode renders dark on the server too.
    headers.set("Accept-CH", "Sec-CH-Prefers-Color-Scheme");
    headers.append("Vary", "Sec-CH-Prefers-Color-Scheme");
  }
  // The same URL is another page in the data-saver mode (no script, no photos): never mixed in a cache.
  if (html || dataRequest) headers.append("Vary", "Save-Data");
  // A response declared public (the manifest) is shared by caches: it never carries a session.
  const publicResponse = /\bpublic\b/.test(headers.get("Cache-Control") ?? "");
  if (session && !publicResponse) headers.set("Cache-Control", "private, no-store");
  // Only a merchant the API knows (it issued a token) gets a cookie: an unknown slug, a 404 or a
  // refused post writes nothing, so a hostile page cannot fill the jar and evict real carts.
  const merchantKnown = session?.has("accessToken") ?? false;
  const changed = JSON.stringify(session?.data ?? {}) !== sessionBefore;
  // A session still under the cookie's old name moves to the `__Host-` one (docs/decisions/068).
  const legacyCookie = storage?.carriesLegacyCookie(request.headers.get("Cookie")) ?? false;
  if (
    storage &&
    session &&
    merchantKnown &&
    (changed || legacyCookie) &&
    response.status !== 404 &&
    !refusal &&
    !publicResponse
  ) {
    headers.append("Set-Cookie", await storage.commitSession(session, { maxAge: sessionMaxAge(session) }));
    if (legacyCookie) headers.append("Set-Cookie", storage.expireLegacyCookie());
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
