import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/cloudflare";
import { withSentry } from "@sentry/cloudflare";
// The classic compiler provides the app's server build under this virtual module name.
import * as build from "@remix-run/dev/server-build";
import { CLIENT_SECRET_HEADER } from "./contract";
import { apiFetcher, CLIENT_IP_HEADER, createApiClient, RATE_LIMIT_RETRY_SECONDS, withTimeout, type ApiClient } from "~/lib/api.server";
import { createCartService } from "~/lib/cart.server";
import { hasClient, logOut, sessionMaxAge } from "~/lib/client-session.server";
import { createAnalyticsEventQueue, routeBrowserEvents, thirdPartyAnalytics } from "~/lib/analytics.server";
import { createConfigCache } from "~/lib/config-cache.server";
import { resolveDataSaver } from "~/lib/data-saver.server";
import type { DocumentHtml } from "~/lib/document-html";
import { parseEnv, type Env } from "~/lib/env.server";
import { browserErrorResponse, errorReportingOptions, pageLoadResponse } from "~/lib/error-reporting.server";
import { resolveLanguage, resources, translationFileResponse } from "~/lib/i18n.server";
import { createMerchantLoader } from "~/lib/merchant.server";
import { FORM_POST_CALLBACK, formPostToQuery } from "~/lib/social-login.server";
import { contentSecurityPolicy, createNonce, isValidHostname, publicOrigin, refusalOf } from "~/lib/request-guard";
import { createServerTiming, type ServerTiming } from "~/lib/server-timing.server";
import { mapTileResponse } from "~/lib/map-tiles.server";
import { merchantSessionStorage } from "~/lib/session.server";
import { isRouteSegment, slugFromPathname } from "~/lib/slug";

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);

/** Public configuration changes rarely; the spec caches server-side fetches for 300 s. */
const HOST_CACHE_SECONDS = 300;

const defaultCache = () => (caches as unknown as { default: Cache }).default;

async function slugForCustomDomain(api: ApiClient, host: string, ctx: ExecutionContext, timing: ServerTiming): Promise<string | null> {
  const cache = defaultCache();
  const key = new Request(`https://storefront.internal/hosts/${encodeURIComponent(host)}`);
  const span = timing.start("host");
  const cached = await cache.match(key);
  if (cached) {
    span.end("hit");
    return ((await cached.json()) as { slug: string | null }).slug;
  }
  span.end("miss");
  const slug = await api.lookupHost(host);
  const entry = new Response(JSON.stringify({ slug }), {
    headers: { "content-type": "application/json", "cache-control": `max-age=${HOST_CACHE_SECONDS}` },
  });
  ctx.waitUntil(cache.put(key, entry));
  return slug;
}

const SECURITY_HEADERS: Record<string, string> = {
  // no-referrer would break Remix's origin check of no-JS form posts.
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "SAMEORIGIN",
};

/** Methods that never run an action. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const PLAIN_REFUSALS = { 400: "badRequest", 403: "forbidden", 404: "notFound", 415: "unsupported" } as const;

/** A refusal without a page (no valid Host, or a request of Remix's client): localized plain text. */
async function plainRefusal(request: Request, status: keyof typeof PLAIN_REFUSALS): Promise<Response> {
  const language = await resolveLanguage(request, null);
  const message = resources[language].common.errors[PLAIN_REFUSALS[status]];
  const headers = new Headers({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
  return new Response(`${message.title}\n${message.description}\n`, { status, headers });
}

function withServerTiming(response: Response, timing: ServerTiming): Response {
  response.headers.set("Server-Timing", timing.header());
  return response;
}

function refusedPageRequest(request: Request, url: URL, slug: string | null): Request {
  const headers = new Headers(request.headers);
  headers.delete("Content-Type");
  headers.delete("Content-Length");
  return new Request(new URL(slug ? `/${slug}` : "/", url), { method: "GET", headers });
}

/** A request to the API of what a pass-through lets through: its method and body, and `headers`. Null when the API does not answer. */
function forwardToApi(request: Request, env: Env, path: string, headers: Headers): Promise<Response | null> {
  const fetchApi = withTimeout(apiFetcher({ binding: env.API, origin: env.API_ORIGIN }), env.API_TIMEOUT_MS);
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return fetchApi(path, { method: request.method, headers, body: hasBody ? request.body : undefined, redirect: "manual" }).catch(() => null);
}

/** The request's headers among `names`, as they are. */
function headersOf(request: Request, names: readonly string[]): Headers {
  const headers = new Headers();
  for (const name of names) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

/** The API's answer with only its headers among `names`, never cached, with our security headers. */
function passBack(upstream: Response, names: readonly string[], headers = new Headers()): Response {
  headers.set("Cache-Control", "no-store");
  for (const name of names) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!headers.has(name)) headers.set(name, value);
  return new Response(upstream.body, { status: upstream.status, headers });
}

/**
 * `/_dev/mail?email=` (or `?phone=+55…`): the API's outbox for that address (the e-mail and phone codes), as JSON, only
 * when MAIL_OUTBOX_READABLE is "1" (local .dev.vars; the end-to-end tests read codes here). 404
 * otherwise, like any unknown path.
 */
async function devMailResponse(request: Request, url: URL, env: Env): Promise<Response> {
  if (env.MAIL_OUTBOX_READABLE !== "1" || request.method !== "GET") return plainRefusal(request, 404);
  const phone = url.searchParams.get("phone");
  const query: Record<string, string> = phone === null ? { email: url.searchParams.get("email") ?? "" } : { phone };
  const headers = new Headers({ accept: "application/json", [CLIENT_SECRET_HEADER]: env.CLIENT_SECRET });
  const upstream = await forwardToApi(request, env, `/dev/mail_outbox?${new URLSearchParams(query)}`, headers);
  if (!upstream) return plainRefusal(request, 404);
  return passBack(upstream, [], new Headers({ "Content-Type": "application/json; charset=utf-8" }));
}

/** What the API's local sandboxes received, by the storefront's path that reads it. */
const DEV_SANDBOX_READS: Record<string, string> = { "/_dev/errors": "/dev/error_envelopes", "/_dev/conversions": "/dev/graph_events" };

/**
 * `/_dev/errors?since=` and `/_dev/conversions?since=`: what the API's sandbox error tracker
 * (decision 077) and sandbox Graph API (decision 076) received, as JSON, only when
 * ERROR_TRACKER_SANDBOX is "1" (local .dev.vars; the end-to-end tests read them).
 */
async function devSandboxResponse(request: Request, url: URL, env: Env, apiPath: string): Promise<Response> {
  if (env.ERROR_TRACKER_SANDBOX !== "1" || request.method !== "GET") return plainRefusal(request, 404);
  const since = url.searchParams.get("since");
  const headers = new Headers({ accept: "application/json", [CLIENT_SECRET_HEADER]: env.CLIENT_SECRET });
  const upstream = await forwardToApi(request, env, `${apiPath}${since ? `?${new URLSearchParams({ since })}` : ""}`, headers);
  if (!upstream) return plainRefusal(request, 404);
  return passBack(upstream, [], new Headers({ "Content-Type": "application/json; charset=utf-8" }));
}

/**
 * `POST /_errors` and `POST /_performance`: the browser reporter's errors and a sampled page's
 * timings (decision 077), from pages of this origin only, and only where error reporting is on;
 * else a 404 like any unknown path.
 */
async function browserErrorsResponse(request: Request, env: Env, report: (request: Request) => Promise<Response>): Promise<Response> {
  const sameOrigin = request.headers.get("Sec-Fetch-Site") === "same-origin";
  if (!env.SENTRY_DSN || request.method !== "POST" || !sameOrigin) return plainRefusal(request, 404);
  return report(request);
}

/** Response headers of the sandbox provider's pages that reach the browser as they are. */
const PROVIDER_RESPONSE_HEADERS = ["content-type", "location", "content-security-policy", "cache-control", "retry-after"];

/**
 * `/_provider/*` → the API's `/provider/*` (the sandbox card provider's hosted page): method,
 * query, body and content type go through untouched and the answer comes back (status, location,
 * content type, its own CSP). The storefront never reads, logs or keeps the body (card data), and
 * asks nothing of the session. The provider's own cookie (the browser a payment link was opened in)
 * and what the browser says of a post's origin go through too: the provider decides who may pay.
 */
async function providerResponse(request: Request, url: URL, env: Env): Promise<Response> {
  const forwarded = headersOf(request, ["content-type", "accept", "accept-language", "origin", "sec-fetch-site"]);
  forwarded.set("x-forwarded-host", url.host);
  forwarded.set("x-forwarded-proto", url.protocol.slice(0, -1));
  const providerCookies = (request.headers.get("Cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part.startsWith("sandbox_payment="));
  if (providerCookies.length > 0) forwarded.set("cookie", providerCookies.join("; "));
  const clientIp = request.headers.get("CF-Connecting-IP");
  if (clientIp) forwarded.set(CLIENT_IP_HEADER, clientIp);
  const upstream = await forwardToApi(request, env, `/provider/${url.pathname.slice("/_provider/".length)}${url.search}`, forwarded);
  if (!upstream) return plainRefusal(request, 404);
  const headers = new Headers();
  for (const cookie of upstream.headers.getSetCookie()) headers.append("set-cookie", url.protocol === "https:" ? `${cookie}; Secure` : cookie);
  const response = passBack(upstream, PROVIDER_RESPONSE_HEADERS, headers);
  // A location on the API's own host is a path of this origin.
  const location = response.headers.get("location");
  if (location?.startsWith("https://api.internal/")) response.headers.set("location", location.slice("https://api.internal".length));
  return response;
}

/**
 * `/_admin/*` → the API's `/admin/*` (the merchant side of orders: `npm run order`, the e2e
 * tests): method, query, body, content type and the Authorization header (the admin key) go
 * through; the API's status and JSON come back as they are. No session, no merchant.
 */
async function adminResponse(request: Request, url: URL, env: Env): Promise<Response> {
  const upstream = await forwardToApi(
    request,
    env,
    `/admin/${url.pathname.slice("/_admin/".length)}${url.search}`,
    headersOf(request, ["content-type", "authorization"]),
  );
  if (!upstream) {
    const headers = new Headers({ "Cache-Control": "no-store" });
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
    return Response.json({ code: "INTERNAL_ERROR", message: "The API did not answer" }, { status: 502, headers });
  }
  return passBack(upstream, ["content-type"]);
}

// Uncaught exceptions reach the error tracker (decision 077); its options come from the parsed env.
export default withSentry((rawEnv: Record<string, unknown>) => errorReportingOptions(parseEnv(rawEnv)), {
  async fetch(request: Request, rawEnv: Record<string, unknown>, ctx: ExecutionContext): Promise<Response> {
    const env = parseEnv(rawEnv);
    const url = new URL(request.url);
    const hostname = url.hostname.toLowerCase();
    if (!isValidHostname(hostname)) return plainRefusal(request, 400);

    // What this request costs upstream, sent back as Server-Timing (docs/decisions/017).
    const timing = createServerTiming();
    // Remix's pre-single-fetch data requests: our client never sends them (single fetch), and Remix
    // answers them with a 500 after running every loader. Nothing answers them here, for any store
    // or method, and a scanner's probe costs nothing.
    if (url.searchParams.has("_data")) return withServerTiming(await plainRefusal(request, 404), timing);
    // The interface texts, static JSON files by language and parts (~/lib/i18n.server): no merchant, no session.
    const translations = request.method === "GET" ? translationFileResponse(url.pathname) : null;
    if (translations) return withServerTiming(translations, timing);
    // The map's stand-in tiles, where no tile provider is configured (decision 074).
    const tile = request.method === "GET" && !env.MAP_TILE_URL ? mapTileResponse(url.pathname) : null;
    if (tile) return withServerTiming(tile, timing);
    // Pass-throughs to the API, which has no public URL (decision 012): the dev mail page and the sandbox card provider.
    if (url.pathname === "/_dev/mail") return withServerTiming(await devMailResponse(request, url, env), timing);
    const sandboxRead = DEV_SANDBOX_READS[url.pathname];
    if (sandboxRead) return withServerTiming(await devSandboxResponse(request, url, env, sandboxRead), timing);
    if (url.pathname === "/_errors") return withServerTiming(await browserErrorsResponse(request, env, browserErrorResponse), timing);
    if (url.pathname === "/_performance") return withServerTiming(await browserErrorsResponse(request, env, pageLoadResponse), timing);
    if (url.pathname.startsWith("/_provider/")) {
      // The provider's forms change orders: a cross-site or non-form post is refused like any other.
      const providerRefusal = refusalOf(request, url.origin);
      if (providerRefusal) return withServerTiming(await plainRefusal(request, providerRefusal), timing);
      return withServerTiming(await providerResponse(request, url, env), timing);
    }
    if (url.pathname.startsWith("/_admin/")) return withServerTiming(await adminResponse(request, url, env), timing);
    const api = createApiClient(
      withTimeout(apiFetcher({ binding: env.API, origin: env.API_ORIGIN }), env.API_TIMEOUT_MS),
      env.CLIENT_SECRET,
      request.headers.get("CF-Connecting-IP"),
      { timing, configCache: createConfigCache(defaultCache(), (promise) => ctx.waitUntil(promise), build.assets.version) },
    );

    const appHosts = env.APP_HOSTS.split(",").map((host) => host.trim().toLowerCase());
    const appHost = appHosts.includes(hostname);
    let customDomainSlug: string | null = null;
    let hostLookupFailed = false;
    if (!appHost) {
      customDomainSlug = await slugForCustomDomain(api, hostname, ctx, timing).catch((error: unknown) => {
        console.error(`[storefront] custom-domain lookup of ${hostname} failed: ${String(error)}`);
        hostLookupFailed = true;
        return null;
      });
    }
    // A Host that is neither ours nor a merchant's: nothing to serve, and no link to build on it.
    if (!appHost && customDomainSlug === null && !hostLookupFailed) return withServerTiming(await plainRefusal(request, 404), timing);
    const customDomain = customDomainSlug !== null;

    // Apple's answer to a social login is a POST from its own site: it only becomes a GET of the callback.
    if (request.method === "POST" && FORM_POST_CALLBACK.test(url.pathname)) return withServerTiming(await formPostToQuery(request, url), timing);
    // Cross-site or non-form posts never reach an action.
    const dataRequest = url.pathname.endsWith(".data");
    let refusal: AppLoadContext["refusal"] = refusalOf(request, url.origin);
    const merchantSlug = customDomainSlug ?? slugFromPathname(url.pathname);

    const storage = merchantSlug ? merchantSessionStorage(merchantSlug, env.SESSION_SECRET) : null;
    // A cookie that is malformed, foreign or signed with another secret counts as none.
    const session = storage ? await storage.getSession(request.headers.get("Cookie")) : null;
    // A session still under the cookie's old name moves to the `__Host-` one (docs/decisions/068).
    const legacyCookie = storage?.carriesLegacyCookie(request.headers.get("Cookie")) ?? false;
    const sessionBefore = JSON.stringify(session?.data ?? {});

    // The merchant's services, built once: every loader and action of this request shares them.
    const merchant = merchantSlug && session ? createMerchantLoader(api, merchantSlug, customDomain, session) : null;
    const cart = merchant && merchantSlug && session ? createCartService(api, merchantSlug, merchant.accessToken, session) : null;

    // A post to a store the API does not know, or to a first segment that is neither a store nor a
    // route (/wp-login.php), is a 404 like its pages, whatever route it names: no action runs for
    // it. A session holding a token got it from the API for this very merchant (its cookie is
    // signed for it); without one, the token is the one the action would ask for (one call,
    // shared). An API that does not answer leaves the refusal to the action, which says so.
    if (!refusal && !SAFE_METHODS.has(request.method)) {
      if (merchant && !session?.has("accessToken")) {
        const token = await merchant.accessToken().catch(() => undefined);
        if (token === null) refusal = 404;
      } else if (!merchant && !customDomain && !isRouteSegment(url.pathname.split("/")[1] ?? "")) {
        refusal = 404;
      }
    }
    // Remix's client gets plain text.
    if (refusal && dataRequest) return withServerTiming(await plainRefusal(request, refusal), timing);

    // A refused document post renders the error page of the merchant's home (read as a GET: no
    // action runs, and no loader may answer with a redirect of its own instead).
    const remixRequest = refusal ? refusedPageRequest(request, url, customDomain ? null : merchantSlug) : request;

    const nonce = createNonce();
    const documentHtml: DocumentHtml = {};
    const analyticsEvents = createAnalyticsEventQueue();
    // Data-saver mode (decision 034): no script, no photos (the customer's choice, else the browser's Save-Data).
    const dataSaver = await resolveDataSaver(request);
    const response = await handleRemixRequest(remixRequest, {
      env,
      nonce,
      refusal,
      publicOrigin: publicOrigin(url, appHosts, customDomain),
      api,
      merchantSlug,
      customDomain,
      hostLookupFailed,
      session,
      // A refused request costs no call to the API.
      loadMerchant: () => (refusal ? null : merchant?.bootstrap()) ?? Promise.resolve(null),
      accessToken: () => (refusal ? null : merchant?.accessToken()) ?? Promise.resolve(null),
      cart: refusal ? null : cart,
      dataRequest,
      documentHtml,
      analyticsEvents,
      dataSaver,
      waitUntil: (promise) => ctx.waitUntil(promise),
    });

    // A stored token the API refused (configuration from the cache never tests it): renew it on the
    // next request, with the same visitor id, so the cart is kept (docs/decisions/017).
    const storedToken = session?.get("accessToken");
    // A client's token refused (logout elsewhere, expired, deleted client): the client is logged out
    // of this session too, and the next request gets an anonymous token (docs/decisions/020).
    if (session && storedToken && api.tokenRejected(storedToken)) {
      session.set("accessTokenExpiresAt", 0);
      if (hasClient(session)) logOut(session);
    }

    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!headers.has(name)) headers.set(name, value);
    }
    // Remix hands a thrown response's headers only to a route's `headers` export: a 429 page still
    // says when to come back.
    if (response.status === 429 && !headers.has("Retry-After")) headers.set("Retry-After", String(RATE_LIMIT_RETRY_SECONDS));
    // Calls still running (a streamed read) are named "pending": the header never undercounts.
    headers.set("Server-Timing", timing.header());
    if (url.protocol === "https:") headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    const html = headers.get("Content-Type")?.startsWith("text/html") ?? false;
    // The browser events of this request: in a header of an answer to a page that runs the analytics, else kept for one (decision 076).
    const browserEvents = routeBrowserEvents(request, { html, documentHadAnalytics: Boolean(documentHtml.analytics) }, session, await analyticsEvents.take());
    if (browserEvents) headers.set("X-Analytics-Events", browserEvents);
    if (html) {
      // The merchant's analytics widen the policy only on a page that loads them (decision 032).
      headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, thirdPartyAnalytics(documentHtml.analytics)));
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
    if (storage && session && merchantKnown && (changed || legacyCookie) && response.status !== 404 && !refusal && !publicResponse) {
      headers.append("Set-Cookie", await storage.commitSession(session, { maxAge: sessionMaxAge(session) }));
      if (legacyCookie) headers.append("Set-Cookie", storage.expireLegacyCookie());
    }
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  },
} satisfies ExportedHandler<Record<string, unknown>>);
