import { describe, expect, test, vi } from "vitest";
import { configurationReads, SETTINGS_VERSION_HEADER } from "../../../contract";
import { createApiClient } from "./api.server";
import * as z from "zod";
import {
  bucketedQuery,
  CACHED_READS,
  CONFIG_CACHE_SECONDS,
  configCacheKey,
  createConfigCache,
  readBeforeSettings,
  readBeforeVersion,
  schemaFingerprint,
  SETTINGS_VERSIONED_READS,
} from "./config-cache.server";
import { createServerTiming } from "./server-timing.server";

describe("configCacheKey", () => {
  test("is the merchant, the read and the sorted allow-listed query on a synthetic origin", () => {
    expect(configCacheKey("bella-napoli", "menu")).toBe("https://config-cache.comanda.internal/bella-napoli/menu");
    expect(
      configCacheKey("bella-napoli", "banners", { size: "10", page: "1", filters_date: "2026-11-24T15:05:00.000Z" }),
    ).toBe(
      "https://config-cache.comanda.internal/bella-napoli/banners?filters_date=2026-11-24T15%3A05%3A00.000Z&page=1&size=10",
    );
  });

  test("differs per merchant and per read", () => {
    const keys = new Set(
      ["bella-napoli", "la-brasa-burger"].flatMap((slug) =>
        [...CACHED_READS].map((read) => configCacheKey(slug, read)),
      ),
    );
    expect(keys.size).toBe(2 * CACHED_READS.size);
  });

  test("every configuration read is cached except the clock-bound status", () => {
    const reads = Object.keys(configurationReads);
    expect(reads.filter((read) => !CACHED_READS.has(read as never))).toEqual(["operation_status_now"]);
    expect(configCacheKey("bella-napoli", "operation_status_now")).toBeNull();
  });

  test.each([
    "carts",
    "cart",
    "client",
    "clients",
    "authenticates",
    "token",
    "minimum_order",
    "validate",
    "hosts",
    "stores",
  ])("no key for %s, which is not merchant configuration", (read) => {
    expect(configCacheKey("bella-napoli", read)).toBeNull();
  });

  test.each<Record<string, string>>([
    { token: "eyJhbGciOiJIUzI1NiJ9.x.y" },
    { access_token: "abc" },
    { visitor_id: "3f2a9c1e0b7d4e55" },
    { cart: "3f2a9c1e" },
    { guid: "3f2a9c1e" },
    { client_id: "12" },
    { cookie: "__comanda_bella-napoli=x" },
    { q: "calabresa" },
    { page: "1", lat: "-23.5" },
  ])("no key when the query carries anything outside the allow-list: %o", (query) => {
    expect(configCacheKey("bella-napoli", "banners", query)).toBeNull();
  });

  test.each<Record<string, string>>([
    { page: "one" },
    { page: "1&token=x" },
    { size: "10000000" },
    { filters_date: "visitor 3f2a9c1e" },
    { filters_date: "2026-11-24T15:05:00.123+03:00" },
    { enabled_mobile: "yes" },
  ])("no key for an allowed parameter with a value outside its form: %o", (query) => {
    expect(configCacheKey("bella-napoli", "banners", query)).toBeNull();
  });

  test.each(["", "Bella", "bella/../x", "bella?token=x", "bella%2F", "-x", "a".repeat(64)])(
    "no key for the non-slug %j",
    (slug) => {
      expect(configCacheKey(slug, "menu")).toBeNull();
    },
  );
});

describe("bucketedQuery", () => {
  test("floors an instant to its 300 s window and leaves the rest alone", () => {
    expect(CONFIG_CACHE_SECONDS).toBe(300);
    const query = { page: "1", size: "10", filters_date: "2026-11-24T15:09:59.999Z" };
    expect(bucketedQuery(query)).toEqual({ page: "1", size: "10", filters_date: "2026-11-24T15:05:00.000Z" });
    expect(bucketedQuery({ filters_date: "2026-11-24" })).toEqual({ filters_date: "2026-11-24" });
    expect(bucketedQuery(undefined)).toBeUndefined();
    // The bucketed query is always a valid key.
    expect(configCacheKey("bella-napoli", "banners", bucketedQuery(query))).not.toBeNull();
  });
});

/** A Workers Cache kept in memory (node has no `caches.default`); stores what it is given, as the real one does. */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  async match(request: Request) {
    return this.entries.get(request.url)?.clone();
  }
  async put(request: Request, response: Response) {
    this.entries.set(request.url, response.clone());
  }
}

const slugType = { data: { type: "STORE", slug_franchise: null } };
const status = { data: { open: true, schedule_only: false, next_opening_at: null, closes_at: null } };

const isStatus = (path: string) => path.endsWith("/operation_status_now");

/**
 * A stand-in API transport that counts calls and answers per path; the status, which a cache hit
 * is checked against (decision 102), answers `status` unless `answer` answers it too.
 */
function fakeApi(answer: (path: string, init?: RequestInit) => Response, answersStatus = false) {
  const calls: { path: string; authorization: string | null }[] = [];
  const fetchApi = async (path: string, init?: RequestInit) => {
    calls.push({ path, authorization: new Headers(init?.headers).get("authorization") });
    return isStatus(path) && !answersStatus ? json(status) : answer(path, init);
  };
  /** The calls but the status's. */
  const configurationCalls = () => calls.filter(({ path }) => !isStatus(path));
  return { calls, configurationCalls, fetchApi };
}

function visitor(
  fetchApi: (path: string, init?: RequestInit) => Promise<Response>,
  cache: MemoryCache,
  pending: Promise<unknown>[],
  build = "build-1",
) {
  const timing = createServerTiming();
  const configCache = createConfigCache(cache as unknown as Cache, (promise) => pending.push(promise), build);
  return { timing, api: createApiClient(fetchApi, "client-secret", "203.0.113.7", { timing, configCache }) };
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { "content-type": "application/json", "set-cookie": "upstream=1", ...init.headers },
  });

describe("configuration reads through the API client", () => {
  test("the second visitor's read is a cache hit, and the entry holds only the body", async () => {
    const cache = new MemoryCache();
    const pending: Promise<unknown>[] = [];
    const { configurationCalls, fetchApi } = fakeApi(() => json(slugType));
    const first = visitor(fetchApi, cache, pending);
    expect(await first.api.read("slug_types", "bella-napoli", "token-of-visitor-a")).toEqual(slugType.data);
    await Promise.all(pending);
    expect(first.timing.header()).toMatch(/^api;desc="slug_types";dur=\d+, total;dur=\d+$/);

    const second = visitor(fetchApi, cache, pending);
    expect(await second.api.read("slug_types", "bella-napoli", "token-of-visitor-b")).toEqual(slugType.data);
    expect(configurationCalls()).toHaveLength(1);
    // The hit is checked against the status, the one call it costs (decision 102).
    expect(second.timing.header()).toMatch(
      /^cache;desc="hit slug_types";dur=\d+, api;desc="operation_status_now";dur=\d+, total;dur=\d+$/,
    );
    expect(second.timing.upstreamCalls()).toBe(1);

    const [key, entry] = [...cache.entries][0]!;
    expect(key).toMatch(/^https:\/\/config-cache\.comanda\.internal\/build-1\.[0-9a-z]+\/bella-napoli\/slug_types$/);
    expect([...entry!.headers.keys()].sort()).toEqual(["cache-control", "content-type"]);
    expect(entry!.headers.get("cache-control")).toBe("public, max-age=300");
    const stored = await entry!.clone().text();
    expect(stored).toBe(JSON.stringify(slugType));
    expect(stored).not.toContain("token-of-visitor");
  });

  test("the status is never cached", async () => {
    const cache = new MemoryCache();
    const pending: Promise<unknown>[] = [];
    const { calls, fetchApi } = fakeApi(() => json(status));
    for (const token of ["a", "b"])
      await visitor(fetchApi, cache, pending).api.read("operation_status_now", "bella-napoli", token);
    await Promise.all(pending);
    expect(calls).toHaveLength(2);
    expect(cache.entries.size).toBe(0);
  });

  test.each([
    ["a 401", () => json({ code: "UNAUTHORIZED", message: "no" }, { status: 401 })],
    ["a 500", () => json({ code: "INTERNAL_ERROR", message: "no" }, { status: 500 })],
    ["a 204", () => new Response(null, { status: 204 })],
    ["a body outside the contract", () => json({ data: { type: "SHOP" } })],
    ["a body that is no JSON", () => new Response("<html>", { status: 200 })],
  ])("%s is not cached, and the next read asks again", async (_, answer) => {
    const cache = new MemoryCache();
    const pending: Promise<unknown>[] = [];
    const { calls, fetchApi } = fakeApi(answer);
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      expect(await visitor(fetchApi, cache, pending).api.read("slug_types", "bella-napoli", "a")).toBeNull();
      await Promise.all(pending);
      expect(await visitor(fetchApi, cache, pending).api.read("slug_types", "bella-napoli", "b")).toBeNull();
    } finally {
      console.error = original;
    }
    expect(cache.entries.size).toBe(0);
    expect(calls).toHaveLength(2);
    expect(errors).toHaveLength(2);
  });

  test("banners asked for 'now' share one entry within the window, and the API is asked for the window's start", async () => {
    const cache = new MemoryCache();
    const pending: Promise<unknown>[] = [];
    const { configurationCalls, fetchApi } = fakeApi(() => json({ data: [], paging: { page: 1, size: 10, total: 0 } }));
    const calls = configurationCalls;
    const windowStart = Math.floor(Date.now() / 300_000) * 300_000;
    const first = visitor(fetchApi, cache, pending).api;
    const result = await first.read("banners", "bella-napoli", "a", {
      page: "1",
      size: "10",
      filters_date: new Date().toISOString(),
    });
    expect(result).toEqual([]);
    await Promise.all(pending);
    await visitor(fetchApi, cache, pending).api.read("banners", "bella-napoli", "b", {
      page: "1",
      size: "10",
      filters_date: new Date().toISOString(),
    });
    // Two reads in the same window (unless the test straddles a window edge) cost one call.
    if (Math.floor(Date.now() / 300_000) * 300_000 === windowStart) expect(calls()).toHaveLength(1);
    expect(new URL(calls()[0]!.path, "https://x").searchParams.get("filters_date")).toBe(
      new Date(windowStart).toISOString(),
    );
  });

  test("a client without a cache reads upstream once per request", async () => {
    const { calls, fetchApi } = fakeApi(() => json(slugType));
    await createApiClient(fetchApi, "client-secret").read("slug_types", "bella-napoli", "a");
    const api = createApiClient(fetchApi, "client-secret");
    await api.read("slug_types", "bella-napoli", "a");
    await api.read("slug_types", "bella-napoli", "a");
    expect(calls).toHaveLength(2);
  });
});

describe("a token the API refuses", () => {
  test("is noticed although the configuration came from the cache", async () => {
    const cache = new MemoryCache();
    const pending: Promise<unknown>[] = [];
    const { fetchApi } = fakeApi(
      (path, init) =>
        new Headers(init?.headers).get("authorization") === "Bearer good"
          ? json(isStatus(path) ? status : slugType)
          : json({ code: "UNAUTHORIZED", message: "no" }, { status: 401 }),
      true,
    );
    await visitor(fetchApi, cache, pending).api.read("slug_types", "bella-napoli", "good");
    await Promise.all(pending);
    const stale = visitor(fetchApi, cache, pending).api;
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      // The cached read answers; the status it is checked against (never cached) is where the API
      // refuses the token, and with no status the entry stands.
      expect(await stale.read("slug_types", "bella-napoli", "stale")).toEqual(slugType.data);
      expect(await stale.read("operation_status_now", "bella-napoli", "stale")).toBeNull();
    } finally {
      console.error = original;
    }
    expect(stale.tokenRejected("stale")).toBe(true);
    expect(stale.tokenRejected("good")).toBe(false);
  });
});

const stylizations = { data: { brand_colors: null, highlight_colors: null, logo: null } };
const tropicalization = {
  data: { country_code: "BRA", language: "pt-BR", currency: "BRL", timezone: "America/Sao_Paulo" },
};

/** The API's answers per read, served alone or as a combined read (`null`: that read failed). */
function readsApi(answers: Record<string, unknown>) {
  answers.operation_status_now ??= status;
  return fakeApi((path) => {
    const url = new URL(path, "https://api.internal");
    if (url.pathname === "/bella-napoli/configuration") {
      const names = url.searchParams.get("reads")!.split(",");
      return json({ data: Object.fromEntries(names.map((name) => [name, answers[name] ?? null])) });
    }
    const name = Object.keys(answers).find((read) => url.pathname.endsWith(`/${read}`));
    return name && answers[name] !== null
      ? json(answers[name])
      : json({ code: "INTERNAL_ERROR", message: "no" }, { status: 500 });
  }, true);
}

describe("reads asked for together", () => {
  const readThree = (api: ReturnType<typeof createApiClient>, token: string) =>
    Promise.all([
      api.read("slug_types", "bella-napoli", token),
      api.read("tropicalizations", "bella-napoli", token),
      api.read("stylizations", "bella-napoli", token),
    ]);

  test("go out as one combined read, and the next visitor's are one cache hit under one key", async () => {
    const cache = new MemoryCache();
    const pending: Promise<unknown>[] = [];
    const { configurationCalls, fetchApi } = readsApi({
      slug_types: slugType,
      tropicalizations: tropicalization,
      stylizations,
    });
    const calls = configurationCalls;
    const first = visitor(fetchApi, cache, pending);
    expect(await readThree(first.api, "token-of-visitor-a")).toEqual([
      slugType.data,
      tropicalization.data,
      stylizations.data,
    ]);
    await Promise.all(pending);
    expect(calls().map(({ path }) => path)).toEqual([
      "/bella-napoli/configuration?reads=slug_types%2Cstylizations%2Ctropicalizations",
    ]);
    expect(calls()[0]!.authorization).toBe("Bearer token-of-visitor-a");
    expect(first.timing.header()).toMatch(/^api;desc="configuration";dur=\d+, total;dur=\d+$/);

    const second = visitor(fetchApi, cache, pending);
    // Asked in another order: the same entry.
    const [style, slug, country] = await Promise.all([
      second.api.read("stylizations", "bella-napoli", "token-of-visitor-b"),
      second.api.read("slug_types", "bella-napoli", "token-of-visitor-b"),
      second.api.read("tropicalizations", "bella-napoli", "token-of-visitor-b"),
    ]);
    expect([style, slug, country]).toEqual([stylizations.data, slugType.data, tropicalization.data]);
    expect(calls()).toHaveLength(1);
    expect(second.timing.header()).toMatch(
      /^cache;desc="hit configuration";dur=\d+, api;desc="operation_status_now";dur=\d+, total;dur=\d+$/,
    );

    // The batch's entry, and each read's own for the pages that ask for other reads beside them.
    const keys = [...cache.entries.keys()].map((entry) =>
      entry.replace(/^https:\/\/config-cache\.comanda\.internal\/build-1\.[0-9a-z]+\//, ""),
    );
    expect(keys.sort()).toEqual([
      "bella-napoli/configuration?reads=slug_types%2Cstylizations%2Ctropicalizations",
      "bella-napoli/slug_types",
      "bella-napoli/stylizations",
      "bella-napoli/tropicalizations",
    ]);
    const stored = await [...cache.entries]
      .find(([entry]) => entry.includes("/configuration?"))![1]
      .clone()
      .text();
    expect(JSON.parse(stored)).toEqual({
      data: { slug_types: slugType, stylizations, tropicalizations: tropicalization },
    });
    expect(stored).not.toContain("token-of-visitor");
  });

  test("a read that failed is null alone and not stored, and the next visitor asks for it again", async () => {
    const cache = new MemoryCache();
    const pending: Promise<unknown>[] = [];
    const { configurationCalls, fetchApi } = readsApi({
      slug_types: slugType,
      tropicalizations: null,
      stylizations: { data: { logo: 3 } },
    });
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await readThree(visitor(fetchApi, cache, pending).api, "a")).toEqual([slugType.data, null, null]);
    await Promise.all(pending);
    // Only the read that answered is kept, under its own key; no entry for the batch.
    expect([...cache.entries.keys()]).toEqual([expect.stringMatching(/\/bella-napoli\/slug_types$/)]);
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining("stylizations in the combined read breaks the contract"),
    );
    await readThree(visitor(fetchApi, cache, pending).api, "b");
    expect(configurationCalls().map(({ path }) => path)).toEqual([
      "/bella-napoli/configuration?reads=slug_types%2Cstylizations%2Ctropicalizations",
      "/bella-napoli/configuration?reads=stylizations%2Ctropicalizations",
    ]);
    errors.mockRestore();
  });

  test("a page that asks for other reads takes the shared ones from their own entries and asks for the rest", async () => {
    const cache = new MemoryCache();
    const pending: Promise<unknown>[] = [];
    const areas = { data: { mode: "NEIGHBORHOOD", areas: [] } };
    const { configurationCalls, fetchApi } = readsApi({
      slug_types: slugType,
      tropicalizations: tropicalization,
      stylizations,
      delivery_areas: areas,
    });
    await readThree(visitor(fetchApi, cache, pending).api, "a");
    await Promise.all(pending);
    const other = visitor(fetchApi, cache, pending);
    await Promise.all([
      other.api.read("slug_types", "bella-napoli", "b"),
      other.api.read("stylizations", "bella-napoli", "b"),
      other.api.read("delivery_areas", "bella-napoli", "b"),
    ]);
    expect(configurationCalls().map(({ path }) => path)[1]).toBe("/bella-napoli/configuration?reads=delivery_areas");
    expect(other.timing.header()).toMatch(
      /^cache;desc="hit slug_types";dur=\d+, cache;desc="hit stylizations";dur=\d+, (api;desc="(configuration|operation_status_now)";dur=\d+, ){2}total;dur=\d+$/,
    );
  });

  test("a combined read the API refuses (401) marks the token, and every part is null", async () => {
    const { fetchApi } = fakeApi(() => json({ code: "UNAUTHORIZED", message: "no" }, { status: 401 }));
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { api } = visitor(fetchApi, new MemoryCache(), []);
    expect(await readThree(api, "stale")).toEqual([null, null, null]);
    expect(api.tokenRejected("stale")).toBe(true);
    errors.mockRestore();
  });

  test("the status never joins the combined read, and the same read with another query goes alone", async () => {
    const banners = { data: [], paging: { page: 1, size: 10, total: 0 } };
    const { calls, fetchApi } = readsApi({ slug_types: slugType, operation_status_now: status, banners });
    const { api } = visitor(fetchApi, new MemoryCache(), []);
    await Promise.all([
      api.read("slug_types", "bella-napoli", "a"),
      api.read("operation_status_now", "bella-napoli", "a"),
      api.read("banners", "bella-napoli", "a", { page: "1", size: "10" }),
      api.read("banners", "bella-napoli", "a", { page: "2", size: "10" }),
    ]);
    expect(calls.map(({ path }) => path).sort()).toEqual([
      "/bella-napoli/banners?page=2&size=10",
      "/bella-napoli/configuration?reads=banners%2Cslug_types&banners.page=1&banners.size=10",
      "/bella-napoli/operation_status_now",
    ]);
  });
});

describe("entries of one build", () => {
  test("are read by that build alone, as it stored them", async () => {
    const cache = new MemoryCache();
    const pending: Promise<unknown>[] = [];
    const { configurationCalls, fetchApi } = fakeApi(() => json(slugType));
    await visitor(fetchApi, cache, pending, "build-1").api.read("slug_types", "bella-napoli", "a");
    await Promise.all(pending);
    expect(await visitor(fetchApi, cache, pending, "build-1").api.read("slug_types", "bella-napoli", "b")).toEqual(
      slugType.data,
    );
    expect(configurationCalls()).toHaveLength(1);
    // The next deploy never meets the entry: it asks the API, and keeps its own.
    expect(await visitor(fetchApi, cache, pending, "build-2").api.read("slug_types", "bella-napoli", "c")).toEqual(
      slugType.data,
    );
    await Promise.all(pending);
    expect(configurationCalls()).toHaveLength(2);
    expect(cache.entries.size).toBe(2);
  });

  test("store the answer as the contract parsed it (its defaults filled in)", async () => {
    const cache = new MemoryCache();
    const pending: Promise<unknown>[] = [];
    const google = {
      enabled: true,
      client_id: "g",
      client_id_android: null,
      enabled_android: false,
      client_id_ios: null,
      enabled_ios: false,
    };
    const social = {
      data: {
        apple: { enabled: false },
        facebook: { enabled: false, client_id: null, enabled_android: false, enabled_ios: false },
        google,
      },
    };
    const { fetchApi } = fakeApi(() => json(social));
    const parsed = await visitor(fetchApi, cache, pending).api.read("social_login_settings", "bella-napoli", "a");
    await Promise.all(pending);
    expect(parsed?.apple).toEqual({ enabled: false, client_id: null });
    const stored = JSON.parse(await [...cache.entries.values()][0]!.clone().text()) as { data: unknown };
    expect(stored.data).toEqual(parsed);
  });

  test("the schemas' fingerprint follows any change of a schema, and only a change", () => {
    const of = (schema: z.ZodType) => schemaFingerprint(schema);
    const dish = () =>
      z.object({ name: z.string(), price: z.number().int().min(0), tags: z.array(z.string()).default([]) });
    expect(of(dish())).toBe(of(dish()));
    expect(of(dish())).not.toBe(of(dish().extend({ price: z.number().int().min(1) })));
    expect(of(dish())).not.toBe(of(dish().extend({ tags: z.array(z.string()).default(["new"]) })));
    expect(of(dish())).not.toBe(of(dish().extend({ name: z.string().nullable() })));
    expect(of(dish())).not.toBe(of(dish().extend({ size: z.enum(["S", "M"]) })));
    expect(of(z.enum(["S", "M"]))).not.toBe(of(z.enum(["S", "L"])));
  });
});

describe("readBeforeVersion", () => {
  test("an entry read at an older menu version than the status's is read again; the same or newer stands", () => {
    expect(readBeforeVersion({ menu_version: 3 }, 4)).toBe(true);
    expect(readBeforeVersion({ menu_version: 4 }, 4)).toBe(false);
    // The status was read just before a change the entry already holds.
    expect(readBeforeVersion({ menu_version: 5 }, 4)).toBe(false);
  });

  test("an entry without a version is read again once the status has one; no version now lets it stand", () => {
    expect(readBeforeVersion({ categories: [] }, 0)).toBe(true);
    expect(readBeforeVersion(null, 1)).toBe(true);
    expect(readBeforeVersion({ menu_version: 1 }, null)).toBe(false);
    expect(readBeforeVersion({ menu_version: 1 }, undefined)).toBe(false);
  });
});

describe("a menu changed after its entry was stored (decision 097)", () => {
  const menuAt = (version: number) => ({ data: { categories: [], promotions: [], extras: [], menu_version: version } });
  const statusAt = (version: number | null) => ({ data: { ...status.data, menu_version: version } });

  /** The store's API as the editor leaves it: `change()` raises the version of the menu and of the status. */
  function storeApi() {
    const answers: Record<string, unknown> = {
      slug_types: slugType,
      stylizations,
      menu: menuAt(1),
      operation_status_now: statusAt(1),
    };
    return {
      ...readsApi(answers),
      change(version: number) {
        answers.menu = menuAt(version);
        answers.operation_status_now = statusAt(version);
      },
      statusFails() {
        answers.operation_status_now = null;
      },
    };
  }

  const menuPage = (api: ReturnType<typeof createApiClient>, token: string) =>
    Promise.all([
      api.read("slug_types", "bella-napoli", token),
      api.read("stylizations", "bella-napoli", token),
      api.read("menu", "bella-napoli", token),
    ]).then(([, , menu]) => menu?.menu_version);

  test("the next page reads the menu again, once: the pages after it are hits again", async () => {
    const cache = new MemoryCache();
    const pending: Promise<unknown>[] = [];
    const store = storeApi();
    const paths = () => store.calls.splice(0).map(({ path }) => path);
    expect(await menuPage(visitor(store.fetchApi, cache, pending).api, "a")).toBe(1);
    await Promise.all(pending);
    expect(paths()).toEqual([
      "/bella-napoli/operation_status_now",
      "/bella-napoli/configuration?reads=menu%2Cslug_types%2Cstylizations",
    ]);
    expect(await menuPage(visitor(store.fetchApi, cache, pending).api, "b")).toBe(1);
    expect(paths()).toEqual(["/bella-napoli/operation_status_now"]);

    store.change(2);
    const afterChange = visitor(store.fetchApi, cache, pending);
    expect(await menuPage(afterChange.api, "c")).toBe(2);
    await Promise.all(pending);
    // The frame came from the cache; only the menu was read again.
    expect(paths()).toEqual(["/bella-napoli/operation_status_now", "/bella-napoli/configuration?reads=menu"]);
    expect(afterChange.timing.upstreamCalls()).toBe(2);

    const next = visitor(store.fetchApi, cache, pending);
    expect(await menuPage(next.api, "d")).toBe(2);
    expect(paths()).toEqual(["/bella-napoli/operation_status_now"]);
    expect(next.timing.header()).toContain('cache;desc="hit configuration"');
  });

  test("a menu read alone is read again too; with the status failed, the cached menu stands", async () => {
    const cache = new MemoryCache();
    const pending: Promise<unknown>[] = [];
    const store = storeApi();
    const paths = () => store.calls.splice(0).map(({ path }) => path);
    const menuAlone = (token: string) =>
      visitor(store.fetchApi, cache, pending)
        .api.read("menu", "bella-napoli", token)
        .then((menu) => menu?.menu_version);
    expect(await menuAlone("a")).toBe(1);
    await Promise.all(pending);
    paths();
    store.change(2);
    expect(await menuAlone("b")).toBe(2);
    await Promise.all(pending);
    expect(paths()).toEqual(["/bella-napoli/operation_status_now", "/bella-napoli/menu"]);
    expect(await menuAlone("c")).toBe(2);
    expect(paths()).toEqual(["/bella-napoli/operation_status_now"]);

    vi.spyOn(console, "error").mockImplementation(() => undefined);
    store.change(3);
    store.statusFails();
    expect(await menuAlone("d")).toBe(2);
    expect(paths()).toEqual(["/bella-napoli/operation_status_now"]);
  });
});

describe("the pizza rule changed after the menu settings were stored (decision 100)", () => {
  test("the next read of the menu settings is made again, once, and answers the new rule", async () => {
    const settingsAt = (version: number, rule: string) => ({
      data: { show_images: true, show_search: true, layout: "LIST", pizza_price_rule: rule, menu_version: version },
    });
    const answers: Record<string, unknown> = {
      menu_settings: settingsAt(1, "PROPORTIONAL"),
      operation_status_now: { data: { ...status.data, menu_version: 1 } },
    };
    const store = readsApi(answers);
    const cache = new MemoryCache();
    const pending: Promise<unknown>[] = [];
    const paths = () => store.calls.splice(0).map(({ path }) => path);
    const rule = (token: string) =>
      visitor(store.fetchApi, cache, pending)
        .api.read("menu_settings", "bella-napoli", token)
        .then((settings) => settings?.pizza_price_rule);
    expect(await rule("a")).toBe("PROPORTIONAL");
    await Promise.all(pending);
    paths();
    answers.menu_settings = settingsAt(2, "HIGHEST");
    answers.operation_status_now = { data: { ...status.data, menu_version: 2 } };
    expect(await rule("b")).toBe("HIGHEST");
    await Promise.all(pending);
    expect(paths()).toEqual(["/bella-napoli/operation_status_now", "/bella-napoli/menu_settings"]);
    expect(await rule("c")).toBe("HIGHEST");
    expect(paths()).toEqual(["/bella-napoli/operation_status_now"]);
  });
});

describe("a store's settings changed after its entries were stored (decision 102)", () => {
  const stylizationsOf = (color: string) => ({
    data: {
      brand_colors: { pure: color, light: color, medium: color, dark: color },
      highlight_colors: null,
      logo: null,
    },
  });

  /** The API as the settings' pages leave it: every answer carries the version read with its merchant. */
  function storeApi() {
    const state = { version: 1, color: "#aa0000", menuVersion: 1 };
    const answers = () =>
      ({
        slug_types: slugType,
        stylizations: stylizationsOf(state.color),
        operation_status_now: {
          data: { ...status.data, menu_version: state.menuVersion, settings_version: state.version },
        },
      }) as Record<string, unknown>;
    const labelledJson = (body: unknown) =>
      json(body, { headers: { [SETTINGS_VERSION_HEADER]: String(state.version) } });
    const api = fakeApi((path) => {
      const url = new URL(path, "https://api.internal");
      const now = answers();
      if (url.pathname === "/bella-napoli/configuration") {
        const names = url.searchParams.get("reads")!.split(",");
        return labelledJson({ data: Object.fromEntries(names.map((name) => [name, now[name] ?? null])) });
      }
      const name = Object.keys(now).find((read) => url.pathname.endsWith(`/${read}`))!;
      return labelledJson(now[name]);
    }, true);
    return { ...api, state };
  }

  const page = (api: ReturnType<typeof createApiClient>, token: string) =>
    Promise.all([
      api.read("slug_types", "bella-napoli", token),
      api.read("stylizations", "bella-napoli", token),
      api.read("operation_status_now", "bella-napoli", token),
    ]).then(([, style]) => style?.brand_colors?.pure);

  test("the next page reads the frame again, once; the pages after it are hits again", async () => {
    const cache = new MemoryCache();
    const pending: Promise<unknown>[] = [];
    const store = storeApi();
    const paths = () => store.calls.splice(0).map(({ path }) => path);
    expect(await page(visitor(store.fetchApi, cache, pending).api, "a")).toBe("#aa0000");
    await Promise.all(pending);
    paths();
    expect(await page(visitor(store.fetchApi, cache, pending).api, "b")).toBe("#aa0000");
    expect(paths()).toEqual(["/bella-napoli/operation_status_now"]);

    store.state.color = "#0000aa";
    store.state.version = 2;
    expect(await page(visitor(store.fetchApi, cache, pending).api, "c")).toBe("#0000aa");
    await Promise.all(pending);
    expect(paths()).toEqual([
      "/bella-napoli/operation_status_now",
      "/bella-napoli/configuration?reads=slug_types%2Cstylizations",
    ]);
    expect(await page(visitor(store.fetchApi, cache, pending).api, "d")).toBe("#0000aa");
    expect(paths()).toEqual(["/bella-napoli/operation_status_now"]);
  });

  test("a read alone is labelled from its own answer's header and read again after a change", async () => {
    const cache = new MemoryCache();
    const pending: Promise<unknown>[] = [];
    const store = storeApi();
    const paths = () => store.calls.splice(0).map(({ path }) => path);
    // As a page reads it: beside the status.
    const alone = async (token: string) => {
      const { api } = visitor(store.fetchApi, cache, pending);
      const status = api.read("operation_status_now", "bella-napoli", token);
      const style = await api.read("stylizations", "bella-napoli", token);
      await status;
      return style?.brand_colors?.pure;
    };
    expect(await alone("a")).toBe("#aa0000");
    await Promise.all(pending);
    paths();
    expect(await alone("b")).toBe("#aa0000");
    expect(paths()).toEqual(["/bella-napoli/operation_status_now"]);
    store.state.color = "#0000aa";
    store.state.version = 2;
    expect(await alone("c")).toBe("#0000aa");
    expect(paths()).toEqual(["/bella-napoli/operation_status_now", "/merchants/bella-napoli/stylizations"]);
  });

  test("readBeforeSettings: an older or unlabelled entry is read again; with no version now, it stands", () => {
    expect(readBeforeSettings({ data: {}, settings_version: 1 }, 2)).toBe(true);
    expect(readBeforeSettings({ data: {}, settings_version: 2 }, 2)).toBe(false);
    expect(readBeforeSettings({ data: {} }, 0)).toBe(true);
    expect(readBeforeSettings({ data: {}, settings_version: 1 }, null)).toBe(false);
    expect(SETTINGS_VERSIONED_READS.has("menu")).toBe(false);
    expect(SETTINGS_VERSIONED_READS.has("stylizations")).toBe(true);
  });
});
