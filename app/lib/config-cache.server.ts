import { configurationReads, type ConfigurationRead } from "../../contract";
import { SLUG_PATTERN } from "./slug";

/**
 * Merchant configuration cached in the storefront (docs/decisions/017). A configuration read
 * answers the same to every visitor of a merchant, so it is kept per merchant for
 * CONFIG_CACHE_SECONDS in the Workers Cache API, keyed by slug, read name and an allow-listed
 * query: nothing of the visitor (token, cookie, cart, client, IP) can enter a key or an entry.
 */

/** How long a configuration read is reused: a merchant's change shows within this (core spec §9). */
export const CONFIG_CACHE_SECONDS = 300;

/** Origin of the synthetic cache keys: never a real host, so no fetch can ever reach it. */
export const CONFIG_CACHE_ORIGIN = "https://config-cache.comanda.internal";

/**
 * The reads that are merchant configuration. Deliberately absent: `operation_status_now` (it
 * follows the clock: "open until 22:00" must turn into "closed" on time), and everything of a
 * visitor (carts, minimum order, validation, client, tokens), which are not reads of this list.
 */
export const CACHED_READS: ReadonlySet<ConfigurationRead> = new Set<ConfigurationRead>([
  "slug_types",
  "stylizations",
  "general_settings",
  "smart_banner",
  "general_informations",
  "operation_modes",
  "operation_times",
  "menu",
  "menu_settings",
  "order_settings",
  "tropicalizations",
  "banners",
  "analytics_settings",
  "coupon_settings",
  "marketplaces",
  "table_order_settings",
  "social_login_settings",
  "delivery_areas",
]);

/** Query parameters a configuration read may be keyed by, each with the only values it may take. */
const KEY_PARAMETERS: Record<string, RegExp> = {
  page: /^\d{1,4}$/,
  size: /^\d{1,4}$/,
  // An ISO date or a UTC instant on a whole second (see `bucketedQuery`): no free text.
  filters_date: /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.000)?Z)?$/,
  enabled_desktop: /^(true|false)$/,
  enabled_mobile: /^(true|false)$/,
};

/**
 * The cache key of one configuration read, or null when the read must not be cached: a read that
 * is not configuration, a slug that is not a slug, or any query parameter or value outside the
 * allow-list (so a caller can never smuggle a customer's data into a shared key).
 */
export function configCacheKey(slug: string, read: string, query?: Record<string, string>): string | null {
  if (!SLUG_PATTERN.test(slug)) return null;
  if (!CACHED_READS.has(read as ConfigurationRead)) return null;
  const entries = Object.entries(query ?? {});
  for (const [name, value] of entries) {
    const allowed = KEY_PARAMETERS[name];
    if (!allowed || !allowed.test(value)) return null;
  }
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = entries.length ? `?${new URLSearchParams(entries)}` : "";
  return `${CONFIG_CACHE_ORIGIN}/${slug}/${read}${search}`;
}

/**
 * The query of a combined read (decision 066): `reads=` the names, then each read's own query as
 * `{read}.{parameter}`, in the order given.
 */
export function batchQuery(parts: readonly { name: ConfigurationRead; query?: Record<string, string> }[]): URLSearchParams {
  const search = new URLSearchParams({ reads: parts.map(({ name }) => name).join(",") });
  for (const { name, query } of parts) for (const [parameter, value] of Object.entries(query ?? {})) search.append(`${name}.${parameter}`, value);
  return search;
}

/**
 * The cache key of several configuration reads answered together, or null unless each of them has a
 * key of its own (so the same allow-list holds: configuration only, allow-listed query values).
 * The reads are sorted by their own keys: the same reads make the same key in any order.
 */
export function configBatchCacheKey(slug: string, parts: readonly { name: ConfigurationRead; query?: Record<string, string> }[]): string | null {
  const keyed = parts.map((part) => ({ part, key: configCacheKey(slug, part.name, part.query) }));
  if (keyed.some(({ key }) => key === null)) return null;
  if (new Set(parts.map(({ name }) => name)).size !== parts.length) return null;
  const sorted = keyed.sort((a, b) => (a.key! < b.key! ? -1 : 1)).map(({ part }) => part);
  return `${CONFIG_CACHE_ORIGIN}/${slug}/configuration?${batchQuery(sorted)}`;
}

/**
 * The query a read is sent and keyed with. The menu asks for the banners running "now"
 * (`filters_date` = the current instant), which would never meet a cached entry: the instant is
 * floored to its CONFIG_CACHE_SECONDS window, so everyone in the same 5 minutes shares one entry and
 * a banner starting or ending shows within 300 s, as any other change.
 */
export function bucketedQuery(query: Record<string, string> | undefined, nowMs = Date.now()): Record<string, string> | undefined {
  if (!query?.filters_date?.includes("T")) return query;
  const at = Date.parse(query.filters_date);
  const instant = Number.isNaN(at) ? nowMs : at;
  const windowMs = CONFIG_CACHE_SECONDS * 1000;
  return { ...query, filters_date: new Date(Math.floor(instant / windowMs) * windowMs).toISOString() };
}

export interface ConfigCache {
  /** The cached answer of a read (JSON text), or null. */
  match(key: string): Promise<string | null>;
  /** Keeps a read's answer as the contract parsed it; only ever called with a 200 answer that passed the contract. */
  put(key: string, body: string): void;
}

/** A server build's version as it may stand in a key: letters, digits, `_ . -`. */
const BUILD_PATTERN = /^[\w.-]{1,64}$/;

/**
 * A hash of a zod schema's definition (types, keys, checks, defaults, nested schemas), so that two
 * builds whose schemas differ anywhere never share an entry. Functions (refinements, a catch's
 * handler) count as present, not by their code.
 */
export function schemaFingerprint(schema: unknown): string {
  const seen = new Map<object, number>();
  let hash = 0x811c9dc5;
  const mix = (text: string) => {
    for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  };
  const walk = (value: unknown): void => {
    if (typeof value === "function") return mix("fn");
    if (value === null || typeof value !== "object") return mix(`${typeof value}:${String(value)};`);
    if (value instanceof RegExp) return mix(String(value));
    const known = seen.get(value);
    if (known !== undefined) return mix(`#${known}`);
    seen.set(value, seen.size);
    const definition = (value as { _zod?: { def?: unknown } })._zod?.def;
    if (definition !== undefined) {
      mix("<");
      walk(definition);
      return mix(">");
    }
    mix(Array.isArray(value) ? "[" : "{");
    for (const [key, item] of Object.entries(value)) {
      mix(`${key}=`);
      walk(item);
    }
    mix(Array.isArray(value) ? "]" : "}");
  };
  walk(schema);
  return (hash >>> 0).toString(36);
}

let readsFingerprint: string | undefined;
/** The fingerprint of every configuration read's answer schema, worked out once per isolate. */
function configurationFingerprint(): string {
  readsFingerprint ??= schemaFingerprint(Object.fromEntries(Object.entries(configurationReads).map(([name, read]) => [name, read.response])));
  return readsFingerprint;
}

/**
 * The configuration cache on a Workers Cache (`caches.default`). An entry is built here from the
 * body alone: no header of the upstream answer (no Set-Cookie, no Authorization echo) and nothing
 * of the request that fetched it is stored. Puts run after the response with `waitUntil`.
 * Failures of the cache never fail a page: a miss is only a call to the API.
 *
 * Each server build (`build`, Remix's assets version, with the fingerprint of the reads' schemas)
 * keeps its own entries: an entry holds the answer as this build's contract parsed it, so a hit is
 * read without parsing it again, and a deploy that changes the contract never meets an entry of the
 * one before.
 */
export function createConfigCache(cache: Cache, waitUntil: (promise: Promise<unknown>) => void, build: string): ConfigCache {
  if (!BUILD_PATTERN.test(build)) throw new Error(`Not a build version: ${build}`);
  // The assets' version alone can stay the same when only server code changed: the schemas' own
  // fingerprint keeps apart builds that parse differently.
  const namespace = `${build}.${configurationFingerprint()}`;
  const entryOf = (key: string) => new Request(`${CONFIG_CACHE_ORIGIN}/${namespace}${key.slice(CONFIG_CACHE_ORIGIN.length)}`);
  return {
    async match(key) {
      try {
        const hit = await cache.match(entryOf(key));
        return hit ? await hit.text() : null;
      } catch {
        return null;
      }
    },
    put(key, body) {
      const entry = new Response(body, {
        headers: { "Content-Type": "application/json", "Cache-Control": `public, max-age=${CONFIG_CACHE_SECONDS}` },
      });
      waitUntil(cache.put(entryOf(key), entry).catch(() => undefined));
    },
  };
}
