import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// The classic compiler provides the app's server build under this virtual module name.
import * as build from "@remix-run/dev/server-build";
import { apiFetcher, createApiClient, withTimeout, type ApiClient } from "~/lib/api.server";
import { createCartService } from "~/lib/cart.server";
import { parseEnv } from "~/lib/env.server";
import { createMerchantLoader } from "~/lib/merchant.server";
import { merchantSessionStorage } from "~/lib/session.server";
import { slugFromPathname } from "~/lib/slug";

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);

/** Public configuration changes rarely; the spec caches server-side fetches for 300 s. */
const HOST_CACHE_SECONDS = 300;

async function slugForCustomDomain(api: ApiClient, host: string, ctx: ExecutionContext): Promise<string | null> {
  const cache = (caches as unknown as { default: Cache }).default;
  const key = new Request(`https://storefront.internal/hosts/${encodeURIComponent(host)}`);
  const cached = await cache.match(key);
  if (cached) return ((await cached.json()) as { slug: string | null }).slug;
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

export default {
  async fetch(request: Request, rawEnv: Record<string, unknown>, ctx: ExecutionContext): Promise<Response> {
    const env = parseEnv(rawEnv);
    const api = createApiClient(
      withTimeout(apiFetcher({ binding: env.API, origin: env.API_ORIGIN }), env.API_TIMEOUT_MS),
      env.CLIENT_SECRET,
      request.headers.get("CF-Connecting-IP"),
    );
    const url = new URL(request.url);

    const appHosts = env.APP_HOSTS.split(",").map((host) => host.trim().toLowerCase());
    const hostname = url.hostname.toLowerCase();
    let customDomainSlug: string | null = null;
    let hostLookupFailed = false;
    if (!appHosts.includes(hostname)) {
      customDomainSlug = await slugForCustomDomain(api, hostname, ctx).catch((error: unknown) => {
        console.error(`[storefront] custom-domain lookup of ${hostname} failed: ${String(error)}`);
        hostLookupFailed = true;
        return null;
      });
    }
    const customDomain = customDomainSlug !== null;
    const merchantSlug = customDomainSlug ?? slugFromPathname(url.pathname);

    const storage = merchantSlug ? merchantSessionStorage(merchantSlug, env.SESSION_SECRET) : null;
    const session = storage ? await storage.getSession(request.headers.get("Cookie")) : null;
    const sessionBefore = JSON.stringify(session?.data ?? {});

    // The merchant's services, built once: every loader and action of this request shares them.
    const merchant = merchantSlug && session ? createMerchantLoader(api, merchantSlug, customDomain, session) : null;
    const cart = merchant && merchantSlug && session ? createCartService(api, merchantSlug, merchant.accessToken, session) : null;

    const response = await handleRemixRequest(request, {
      env,
      api,
      merchantSlug,
      customDomain,
      hostLookupFailed,
      session,
      loadMerchant: () => merchant?.bootstrap() ?? Promise.resolve(null),
      accessToken: () => merchant?.accessToken() ?? Promise.resolve(null),
      cart,
    });

    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!headers.has(name)) headers.set(name, value);
    }
    if (headers.get("Content-Type")?.startsWith("text/html")) {
      // Asks Chromium for the colour hint, so "system" mode renders dark on the server too.
      headers.set("Accept-CH", "Sec-CH-Prefers-Color-Scheme");
      headers.append("Vary", "Sec-CH-Prefers-Color-Scheme");
    }
    if (storage && session && JSON.stringify(session.data) !== sessionBefore) {
      headers.append("Set-Cookie", await storage.commitSession(session));
    }
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  },
} satisfies ExportedHandler<Record<string, unknown>>;
