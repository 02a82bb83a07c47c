import { configurationReads, SETTINGS_VERSION_HEADER, type ConfigurationRead } from "../../../contract";
import { SLUG_PATTERN } from "~/lib/store/slug";

// Merchant configuration cached per merchant in the Workers Cache API (decision 017): a key holds
// slug, read name and an allow-listed query, so nothing of the visitor can enter a key or an entry.

/** A merchant's change shows within this (core spec §9). */
export const CONFIG_CACHE_SECONDS = 300;

/** Origin of the synthetic cache keys: never a real host, so no fetch can ever reach it. */
export const CONFIG_CACHE_ORIGIN = "https://config-cache.comanda.internal";

/**
 * Deliberately absent: `operation_status_now` (it follows the clock: "open until 22:00" must turn
 * into "closed" on time), and everything of a visitor.
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

/**
 * Reads whose document carries `menu_version` (decisions 097; 100: the pizza rule is in the menu
 * settings): a cached entry of one is checked
 * against the version the page's own status read answers.
 */
export const VERSIONED_READS: ReadonlySet<ConfigurationRead> = new Set<ConfigurationRead>(["menu", "menu_settings"]);

/**
 * Whether a cached document was read before the menu's last change, so it must be read again. With
 * no version now (the status failed, or an older API) the entry stands, as decision 061 lets it.
 */
export function readBeforeVersion(document: unknown, versionNow: number | null | undefined): boolean {
  if (versionNow === null || versionNow === undefined) return false;
  const version =
    typeof document === "object" && document !== null && "menu_version" in document ? document.menu_version : undefined;
  return typeof version !== "number" || version < versionNow;
}

/**
 * Reads a change of the store's settings may change (decision 102): every cached read but the menu,
 * which only the menu's editor changes (its own version, above).
 */
export const SETTINGS_VERSIONED_READS: ReadonlySet<ConfigurationRead> = new Set(
  [...CACHED_READS].filter((read) => read !== "menu"),
);

/** A cache entry: the read's answer, labelled with the settings version the API read before it. */
export interface CachedEntry {
  data: unknown;
  settings_version?: number;
}

/** The settings version an answer of the API carries in its header; undefined without one. */
export function settingsVersionOf(response: Response): number | undefined {
  const text = response.headers.get(SETTINGS_VERSION_HEADER);
  return text !== null && /^\d{1,15}$/.test(text) ? Number(text) : undefined;
}

export const labelled = (answer: { data: unknown }, settingsVersion: number | undefined): CachedEntry =>
  settingsVersion === undefined ? answer : { ...answer, settings_version: settingsVersion };

/**
 * Whether an entry was read before the store's settings last changed. With no version now (the
 * status failed, or an older API) the entry stands; an entry with no label is read again.
 */
export function readBeforeSettings(entry: CachedEntry, versionNow: number | null | undefined): boolean {
  if (versionNow === null || versionNow === undefined) return false;
  return typeof entry.settings_version !== "number" || entry.settings_version < versionNow;
}

const KEY_PARAMETERS: Record<string, RegExp> = {
  page: /^\d{1,4}$/,
  size: /^\d{1,4}$/,
  // An ISO date or a UTC instant on a whole second (see `bucketedQuery`): no free text.
  filters_date: /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.000)?Z)?$/,
  enabled_desktop: /^(true|false)$/,
  enabled_mobile: /^(true|false)$/,
};

/** Null for a read that is not configuration or any query outside the allow-list: a customer's data never enters a shared key. */
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

/** A combined read's query: `reads=` the names, then each read's own query as `{read}.{parameter}`. */
export function batchQuery(
  parts: readonly { name: ConfigurationRead; query?: Record<string, string> }[],
): URLSearchParams {
  const search = new URLSearchParams({ reads: parts.map(({ name }) => name).join(",") });
  for (const { name, query } of parts)
    for (const [parameter, value] of Object.entries(query ?? {})) search.append(`${name}.${parameter}`, value);
  return search;
}

/** Null unless each read has a key of its own; sorted, so the same reads make the same key in any order. */
export function configBatchCacheKey(
  slug: string,
  parts: readonly { name: ConfigurationRead; query?: Record<string, string> }[],
): string | null {
  const keyed = parts.map((part) => ({ part, key: configCacheKey(slug, part.name, part.query) }));
  if (keyed.some(({ key }) => key === null)) return null;
  if (new Set(parts.map(({ name }) => name)).size !== parts.length) return null;
  const sorted = keyed.sort((a, b) => (a.key! < b.key! ? -1 : 1)).map(({ part }) => part);
  return `${CONFIG_CACHE_ORIGIN}/${slug}/configuration?${batchQuery(sorted)}`;
}

/**
 * The menu asks for the banners running "now", which would never meet a cached entry: the instant
 * is floored to its CONFIG_CACHE_SECONDS window, so everyone in the same 5 minutes shares one entry.
 */
export function bucketedQuery(
  query: Record<string, string> | undefined,
  nowMs = Date.now(),
): Record<string, string> | undefined {
  if (!query?.filters_date?.includes("T")) return query;
  const at = Date.parse(query.filters_date);
  const instant = Number.isNaN(at) ? nowMs : at;
  const windowMs = CONFIG_CACHE_SECONDS * 1000;
  return { ...query, filters_date: new Date(Math.floor(instant / windowMs) * windowMs).toISOString() };
}

export interface ConfigCache {
  match(key: string): Promise<string | null>;
  /** Only ever called with a 200 answer that passed the contract. */
  put(key: string, body: string): void;
}

const BUILD_PATTERN = /^[\w.-]{1,64}$/;

/** A hash of a zod schema's definition, so that two builds whose schemas differ anywhere never share an entry. */
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
function configurationFingerprint(): string {
  readsFingerprint ??= schemaFingerprint(
    Object.fromEntries(Object.entries(configurationReads).map(([name, read]) => [name, read.response])),
  );
  return readsFingerprint;
}

/**
 * An entry is built from the body alone: no header of the upstream answer (no Set-Cookie) and
 * nothing of the request is stored. A cache failure never fails a page. Each server build keeps
 * its own entries, so a hit is read without parsing it again.
 */
export function createConfigCache(
  cache: Cache,
  waitUntil: (promise: Promise<unknown>) => void,
  build: string,
): ConfigCache {
  if (!BUILD_PATTERN.test(build)) throw new Error(`Not a build version: ${build}`);
  // The assets' version alone can stay the same when only server code changed: the schemas' own
  // fingerprint keeps apart builds that parse differently.
  const namespace = `${build}.${configurationFingerprint()}`;
  const entryOf = (key: string) =>
    new Request(`${CONFIG_CACHE_ORIGIN}/${namespace}${key.slice(CONFIG_CACHE_ORIGIN.length)}`);
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
