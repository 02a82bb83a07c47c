import type { AppLoadContext } from "@remix-run/cloudflare";
import { createAnalyticsEventQueue } from "./analytics.server";
import { apiFetcher, createApiClient, withTimeout } from "./api.server";
import { createCartService } from "~/lib/cart/cart.server";
import { createConfigCache } from "./config-cache.server";
import { resolveDataSaver } from "~/lib/page/data-saver.server";
import type { Env } from "./env.server";
import { createMerchantLoader } from "~/lib/store/merchant.server";
import { createNonce, publicOrigin, refusalOf } from "./request-guard";
import type { ServerTiming } from "./server-timing.server";
import { merchantSessionStorage } from "./session.server";
import { isRouteSegment, slugFromPathname } from "~/lib/store/slug";
import { FORM_POST_CALLBACK, formPostToQuery } from "~/lib/accounts/social-login.server";
import { defaultCache, resolveMerchantHost } from "./merchant-host.server";
import { plainRefusal } from "./plain-response.server";
import { finishResponse } from "./response.server";

/** Methods that never run an action. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface RequestContext {
  /** What Remix handles: the request, or the GET of the store's home that renders a refusal. */
  remixRequest: Request;
  context: AppLoadContext;
  /** Remix's response with the headers, the session cookie and the timings every page answer carries. */
  finish(response: Response): Promise<Response>;
}

/**
 * Everything a page of this request is served with, built once: the API client, the store the
 * Host and path address, its session, merchant and cart. A Response instead when the request
 * ends here (a foreign Host, a provider's form-post callback, a refused data request).
 */
export async function createRequestContext(
  request: Request,
  url: URL,
  env: Env,
  ctx: ExecutionContext,
  timing: ServerTiming,
  assetsVersion: string,
): Promise<RequestContext | Response> {
  const api = createApiClient(
    withTimeout(apiFetcher({ binding: env.API, origin: env.API_ORIGIN }), env.API_TIMEOUT_MS),
    env.CLIENT_SECRET,
    request.headers.get("CF-Connecting-IP"),
    { timing, configCache: createConfigCache(defaultCache(), (promise) => ctx.waitUntil(promise), assetsVersion) },
  );
  const host = await resolveMerchantHost(api, url.hostname.toLowerCase(), env.APP_HOSTS, ctx, timing);
  // A Host that is neither ours nor a merchant's: nothing to serve, and no link to build on it.
  if (!host.appHost && host.customDomainSlug === null && !host.lookupFailed) return plainRefusal(request, 404);
  const customDomain = host.customDomainSlug !== null;

  // Apple's answer to a social login is a POST from its own site: it only becomes a GET of the callback.
  if (request.method === "POST" && FORM_POST_CALLBACK.test(url.pathname)) return formPostToQuery(request, url);
  const dataRequest = url.pathname.endsWith(".data");
  // Cross-site or non-form posts never reach an action.
  let refusal: AppLoadContext["page"]["refusal"] = refusalOf(request, url.origin);
  const merchantSlug = host.customDomainSlug ?? slugFromPathname(url.pathname);

  const storage = merchantSlug ? merchantSessionStorage(merchantSlug, env.SESSION_SECRET) : null;
  // A cookie that is malformed, foreign or signed with another secret counts as none.
  const session = storage ? await storage.getSession(request.headers.get("Cookie")) : null;
  const sessionBefore = JSON.stringify(session?.data ?? {});

  const merchant = merchantSlug && session ? createMerchantLoader(api, merchantSlug, customDomain, session) : null;
  const cart =
    merchant && merchantSlug && session ? createCartService(api, merchantSlug, merchant.accessToken, session) : null;

  // A post to a store the API does not know, or to a first segment that is neither a store nor a
  // route (/wp-login.php), is a 404 like its pages: no action runs for it. A session holding a
  // token got it from the API for this very merchant (its cookie is signed for it); without one,
  // the token is the one the action would ask for (one call, shared). An API that does not answer
  // leaves the refusal to the action, which says so.
  if (!refusal && !SAFE_METHODS.has(request.method)) {
    if (merchant && !session?.has("accessToken")) {
      const token = await merchant.accessToken().catch(() => undefined);
      if (token === null) refusal = 404;
    } else if (!merchant && !customDomain && !isRouteSegment(url.pathname.split("/")[1] ?? "")) {
      refusal = 404;
    }
  }
  // Remix's client gets plain text.
  if (refusal && dataRequest) return plainRefusal(request, refusal);

  const context: AppLoadContext = {
    env,
    api,
    store: {
      slug: merchantSlug,
      customDomain,
      hostLookupFailed: host.lookupFailed,
      session,
      // A refused request costs no call to the API.
      loadMerchant: () => (refusal ? null : merchant?.bootstrap()) ?? Promise.resolve(null),
      accessToken: () => (refusal ? null : merchant?.accessToken()) ?? Promise.resolve(null),
      cart: refusal ? null : cart,
    },
    page: {
      nonce: createNonce(),
      refusal,
      publicOrigin: publicOrigin(url, host.appHosts, customDomain),
      dataRequest,
      documentHtml: {},
      // Data-saver mode (decision 034): no script, no photos (the customer's choice, else the browser's Save-Data).
      dataSaver: await resolveDataSaver(request),
    },
    analyticsEvents: createAnalyticsEventQueue(),
    waitUntil: (promise) => ctx.waitUntil(promise),
  };
  return {
    // A refused document post renders the error page of the merchant's home (read as a GET: no
    // action runs, and no loader may answer with a redirect of its own instead).
    remixRequest: refusal ? refusedPageRequest(request, url, customDomain ? null : merchantSlug) : request,
    context,
    finish: (response) => finishResponse(response, { request, url, context, timing, storage, sessionBefore }),
  };
}

function refusedPageRequest(request: Request, url: URL, slug: string | null): Request {
  const headers = new Headers(request.headers);
  headers.delete("Content-Type");
  headers.delete("Content-Length");
  return new Request(new URL(slug ? `/${slug}` : "/", url), { method: "GET", headers });
}
