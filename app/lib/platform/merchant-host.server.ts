import type { ApiClient } from "./api.server";
import type { ServerTiming } from "./server-timing.server";

/** Public configuration changes rarely; the spec caches server-side fetches for 300 s. */
const HOST_CACHE_SECONDS = 300;

export const defaultCache = () => (caches as unknown as { default: Cache }).default;

/** Which store a Host serves: an app host serves them all by slug; any other is a store's custom domain, or nothing. */
export interface MerchantHost {
  appHosts: string[];
  appHost: boolean;
  customDomainSlug: string | null;
  /** The API could not say which store this Host serves. */
  lookupFailed: boolean;
}

export async function resolveMerchantHost(
  api: ApiClient,
  hostname: string,
  appHostList: string,
  ctx: ExecutionContext,
  timing: ServerTiming,
): Promise<MerchantHost> {
  const appHosts = appHostList.split(",").map((host) => host.trim().toLowerCase());
  const appHost = appHosts.includes(hostname);
  let customDomainSlug: string | null = null;
  let lookupFailed = false;
  if (!appHost) {
    customDomainSlug = await slugForCustomDomain(api, hostname, ctx, timing).catch((error: unknown) => {
      console.error(`[storefront] custom-domain lookup of ${hostname} failed: ${String(error)}`);
      lookupFailed = true;
      return null;
    });
  }
  return { appHosts, appHost, customDomainSlug, lookupFailed };
}

const hostCacheKey = (host: string) => new Request(`https://storefront.internal/hosts/${encodeURIComponent(host)}`);

/**
 * Forgets which store `host` serves, after its owner added, verified or removed it (decision 109),
 * so this data centre asks the API again at once; elsewhere the entry lives out its 300 s.
 */
export async function forgetCustomDomain(host: string): Promise<void> {
  try {
    await defaultCache().delete(hostCacheKey(host));
  } catch {
    // Best effort: the change is made; the entry ends within 300 s anyway.
  }
}

async function slugForCustomDomain(
  api: ApiClient,
  host: string,
  ctx: ExecutionContext,
  timing: ServerTiming,
): Promise<string | null> {
  const cache = defaultCache();
  const key = hostCacheKey(host);
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
