import type * as z from "zod";
import {
  apiErrorSchema,
  authenticateResponseSchema,
  CLIENT_SECRET_HEADER,
  clientSecretKeyResponseSchema,
  configurationBatchPath,
  configurationBatchResponseSchema,
  configurationReads,
  hostLookupResponseSchema,
  type ApiError,
  type ConfigurationData,
  type ConfigurationRead,
  type Menu,
  type OperationModes,
  type OperationStatusNow,
} from "../../../contract";
import { accountCalls, loyaltyCalls, orderCalls, tableCalls } from "./api-calls.server";
import { consoleCalls } from "~/lib/console/console-api.server";
import {
  batchQuery,
  bucketedQuery,
  configBatchCacheKey,
  configCacheKey,
  type CachedEntry,
  labelled,
  readBeforeSettings,
  readBeforeVersion,
  settingsVersionOf,
  SETTINGS_VERSIONED_READS,
  VERSIONED_READS,
  type ConfigCache,
} from "./config-cache.server";
import { menuNow, operationModesNow } from "~/lib/menu/day-overlay";
import { callLabel, noServerTiming, type ServerTiming } from "./server-timing.server";
import type { Env } from "./env.server";
import { reportRequestFailure } from "./request-failures.server";

/** A path as a log may quote it: the query can hold what a customer typed (a phone, a CPF) or where they are. */
export function loggablePath(path: string): string {
  const query = path.indexOf("?");
  return query === -1 ? path : `${path.slice(0, query)}?…`;
}

export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status = 502,
  ) {
    super(message);
    this.name = "UpstreamError";
  }
}

/** The API's own rate-limit window is 60 s. */
export const RATE_LIMIT_RETRY_SECONDS = 60;

/** For a loader's `.catch`: the API did not answer, so the page is a 503 with a way back. Other errors go on. */
export function unreachable(error: unknown): never {
  if (error instanceof UpstreamError) {
    console.error(`[storefront] ${error.message}`);
    // The API's rate limit: the page says to wait, not that the store is down.
    if (error.status === 429)
      throw new Response(null, { status: 429, headers: { "Retry-After": String(RATE_LIMIT_RETRY_SECONDS) } });
    throw new Response(null, { status: 503 });
  }
  throw error;
}

/** For a refusal whose body is not the API's `{ code, message }` (a proxy's or the platform's page). */
const REFUSAL_CODE_OF_STATUS: Record<number, string> = {
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMITED",
};

/**
 * For an action's `.catch` around a call outside `send` (the token bootstrap): the failure as the
 * refusal `send` would answer, so the page can say it in the customer's language.
 */
export function upstreamRefusal(error: unknown): Extract<ApiResult<never>, { ok: false }> {
  if (!(error instanceof UpstreamError)) throw error;
  console.error(`[storefront] ${error.message}`);
  const code = REFUSAL_CODE_OF_STATUS[error.status] ?? "INTERNAL_ERROR";
  return { ok: false, status: error.status, error: { code, message: error.message } };
}

interface BatchedRead {
  name: ConfigurationRead;
  query: Record<string, string> | undefined;
  key: string;
  resolve: (value: unknown) => void;
}

interface ReadBatch {
  slug: string;
  token: string;
  parts: BatchedRead[];
}

export interface AccessToken {
  token: string;
  expiresAt: number;
}

type Fetch = (path: string, init?: RequestInit) => Promise<Response>;

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; error: ApiError };

/** The service binding when there is one, else HTTPS to API_ORIGIN. */
export function apiFetcher(options: { binding?: Fetcher; origin?: string }): Fetch {
  const { binding, origin } = options;
  if (binding) return (path, init) => binding.fetch(new Request(`https://api.internal${path}`, init));
  if (origin) return (path, init) => fetch(new URL(path, origin), init);
  throw new Error("No API transport configured");
}

/**
 * A call that has not answered after `timeoutMs` fails like an unreachable API, so the customer
 * gets an error page with a way back, never a page that hangs. The race covers a transport that
 * ignores the signal.
 */
export function withTimeout(fetchApi: Fetch, timeoutMs: number): Fetch {
  return (path, init) => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error(`no answer within ${timeoutMs} ms`));
      }, timeoutMs);
    });
    return Promise.race([fetchApi(path, { ...init, signal: controller.signal }), deadline]).finally(() =>
      clearTimeout(timer),
    );
  };
}

/**
 * The visitor's IP (CF-Connecting-IP), which the API keys its rate limits by. The API is reachable
 * only through the service binding, so only the storefront can set it.
 */
export const CLIENT_IP_HEADER = "x-comanda-client-ip";

export interface ApiClientOptions {
  timing?: ServerTiming;
  /** Shared cache of merchant configuration reads; none: every read goes upstream. */
  configCache?: ConfigCache | null;
}

export function createApiClient(
  fetchApi: Fetch,
  clientSecret: string,
  clientIp: string | null = null,
  options: ApiClientOptions = {},
) {
  const timing = options.timing ?? noServerTiming;
  const configCache = options.configCache ?? null;
  const rejectedTokens = new Set<string>();

  /** `label` is a fixed name, never the path: it may hold a guid. */
  async function call(
    path: string,
    init: RequestInit,
    label = callLabel(init.method ?? "GET", path),
  ): Promise<Response> {
    const span = timing.start(label);
    try {
      const response = await fetchApi(path, {
        ...init,
        headers: {
          accept: "application/json",
          "content-type": "application/json",
          ...(clientIp ? { [CLIENT_IP_HEADER]: clientIp } : {}),
          ...init.headers,
        },
      });
      if (response.status >= 500) reportRequestFailure(init.method ?? "GET", path, response.status, "ApiServerError");
      return response;
    } catch (error) {
      reportRequestFailure(init.method ?? "GET", path, 503, "ApiUnreachable");
      throw new UpstreamError(`API unreachable on ${loggablePath(path)}: ${String(error)}`, 503);
    } finally {
      span.end("api");
    }
  }

  async function parse<T extends z.ZodType>(
    response: Response,
    schema: T,
    path: string,
    method: "GET" | "POST",
  ): Promise<z.infer<T>> {
    const body: unknown = await response.json().catch(() => undefined);
    const result = schema.safeParse(body);
    if (!result.success) {
      reportRequestFailure(method, path, response.status, "ApiContractBreach");
      throw new UpstreamError(`API answer of ${loggablePath(path)} breaks the contract: ${result.error.message}`);
    }
    return result.data;
  }

  const parseJson = (text: string): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  };

  const secretHeaders = { [CLIENT_SECRET_HEADER]: clientSecret };

  /** An entry is this build's own parsed answer (entries are kept apart per build), so it is not parsed again. */
  const dataOf = (entry: unknown): unknown =>
    typeof entry === "object" && entry !== null && "data" in entry ? entry.data : undefined;

  /** Like the spec's server-side fetches, a failure is logged and yields null, so each read of a page can fail on its own. */
  async function getData<T extends z.ZodType<{ data: unknown }>>(
    path: string,
    schema: T,
    token: string,
    label?: string,
    onValid?: (parsed: z.infer<T>, settingsVersion: number | undefined) => void,
  ): Promise<z.infer<T>["data"] | null> {
    try {
      const response = await call(path, { method: "GET", headers: { authorization: `Bearer ${token}` } }, label);
      if (response.status === 401) rejectedTokens.add(token);
      if (response.status !== 200) {
        console.error(`[api] GET ${loggablePath(path)} answered ${response.status}`);
        return null;
      }
      const text = await response.text();
      const result = schema.safeParse(parseJson(text));
      if (!result.success) {
        reportRequestFailure("GET", path, response.status, "ApiContractBreach");
        throw new UpstreamError(`API answer of ${loggablePath(path)} breaks the contract: ${result.error.message}`);
      }
      onValid?.(result.data, settingsVersionOf(response));
      return result.data.data;
    } catch (error) {
      console.error(`[api] GET ${loggablePath(path)} failed: ${(error as Error).message}`);
      return null;
    }
  }

  /**
   * An authorised call whose answer the customer acts on. A refusal comes back with its status and
   * `{ code, message }`; an unreachable API or a 5xx as INTERNAL_ERROR, so the page can say so.
   */
  async function send<T extends z.ZodType<{ data: unknown }>>(
    method: "GET" | "POST" | "PUT" | "DELETE",
    path: string,
    /** Null for calls only the storefront itself may make (the shared secret: a staff login). */
    token: string | null,
    schema: T,
    body?: unknown,
  ): Promise<ApiResult<z.infer<T>["data"]>> {
    const unexpected = (status: number, message: string): ApiResult<never> => {
      console.error(`[api] ${method} ${loggablePath(path)}: ${message}`);
      return { ok: false, status, error: { code: "INTERNAL_ERROR", message } };
    };
    let response: Response;
    try {
      const authorization = token === null ? secretHeaders : { authorization: `Bearer ${token}` };
      // A file (a dish's photo) goes as its own bytes; anything else as JSON.
      response = await call(
        path,
        body instanceof Blob
          ? { method, headers: { ...authorization, "content-type": body.type || "application/octet-stream" }, body }
          : { method, headers: authorization, ...(body === undefined ? {} : { body: JSON.stringify(body) }) },
      );
    } catch (error) {
      return unexpected(503, (error as Error).message);
    }
    if (response.status === 401 && token !== null) rejectedTokens.add(token);
    const payload: unknown = response.status === 204 ? { data: null } : await response.json().catch(() => undefined);
    if (!response.ok) {
      const error = apiErrorSchema.safeParse(payload);
      if (response.status >= 500) {
        // A failure the API named (MAIL_NOT_SENT: the provider did not take the e-mail) is said as such.
        if (error.success && error.data.code !== "INTERNAL_ERROR")
          return { ok: false, status: response.status, error: error.data };
        return unexpected(response.status, `answered ${response.status}`);
      }
      if (!error.success) {
        const code = REFUSAL_CODE_OF_STATUS[response.status];
        if (!code) return unexpected(response.status, `answered ${response.status}`);
        return { ok: false, status: response.status, error: { code, message: `answered ${response.status}` } };
      }
      return { ok: false, status: response.status, error: error.data };
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      reportRequestFailure(method, path, response.status, "ApiContractBreach");
      return unexpected(502, `answer breaks the contract: ${parsed.error.message}`);
    }
    return { ok: true, data: (parsed.data as { data: unknown }).data };
  }

  async function readAlone<K extends ConfigurationRead>(
    name: K,
    slug: string,
    token: string,
    query: Record<string, string> | undefined,
    key: string | null,
  ): Promise<ConfigurationData<K> | null> {
    const read = configurationReads[name];
    const search = query ? `?${new URLSearchParams(query)}` : "";
    const path = `${read.path(slug)}${search}`;
    if (configCache && key) {
      const span = timing.start(name);
      const cached = await configCache.match(key);
      const entry = cached === null ? undefined : parseJson(cached);
      const hit = dataOf(entry);
      if (hit !== undefined && !(await readBeforeChange(name, slug, token, entry as CachedEntry))) {
        span.end("hit");
        return hit as ConfigurationData<K>;
      }
      span.end("miss");
      return getData(path, read.response, token, name, (parsed, settingsVersion) =>
        configCache.put(key, JSON.stringify(labelled(parsed, settingsVersion))),
      ) as Promise<ConfigurationData<K> | null>;
    }
    return getData(path, read.response, token, name) as Promise<ConfigurationData<K> | null>;
  }

  /** One combined read; each part parsed with its own read's schema, null for a part that failed or broke the contract. */
  async function fetchParts(slug: string, token: string, parts: BatchedRead[]): Promise<(CachedEntry | null)[]> {
    let settingsVersion: number | undefined;
    const combined = await getData(
      `${configurationBatchPath(slug)}?${batchQuery(parts)}`,
      configurationBatchResponseSchema,
      token,
      "configuration",
      (_, version) => (settingsVersion = version),
    );
    return parts.map(({ name }) => {
      const part = combined?.[name];
      if (part === undefined || part === null) return null;
      const parsed = configurationReads[name].response.safeParse(part);
      if (parsed.success) return labelled(parsed.data as { data: unknown }, settingsVersion);
      console.error(`[api] ${name} in the combined read breaks the contract: ${parsed.error.message}`);
      return null;
    });
  }

  type Answers = (CachedEntry | null | undefined)[];

  /**
   * A cached entry read before the last change the page's status names: of the menu for the menu's
   * reads (decision 097), of the store's settings for the others (decision 102).
   */
  async function readBeforeChange(name: ConfigurationRead, slug: string, token: string, entry: CachedEntry) {
    if (VERSIONED_READS.has(name) && readBeforeVersion(entry.data, (await statusNow(slug, token))?.menu_version))
      return true;
    // Checked against the page's status read, made for this where the page reads none (its about
    // page, its terms): a cached page is never older than the store's last settings change.
    if (!SETTINGS_VERSIONED_READS.has(name)) return false;
    return readBeforeSettings(entry, (await statusNow(slug, token))?.settings_version);
  }

  /** Forgets the cached parts read before the last change the page's status names, so they are read again. */
  async function settleCached(slug: string, token: string, parts: BatchedRead[], answers: Answers) {
    await Promise.all(
      parts.map(async (part, index) => {
        const answer = answers[index];
        if (answer && (await readBeforeChange(part.name, slug, token, answer))) answers[index] = undefined;
      }),
    );
  }

  /**
   * The reads of one batch (decision 066): from the cache under the batch's key, else each read's own
   * entry, else one call to `GET /{slug}/configuration` for those still missing.
   */
  async function flush(batch: ReadBatch): Promise<void> {
    const { slug, token, parts } = batch;
    if (parts.length === 1) {
      const [only] = parts as [BatchedRead];
      only.resolve(readAlone(only.name, slug, token, only.query, only.key));
      return;
    }
    parts.sort((a, b) => (a.key < b.key ? -1 : 1));
    const key = configCache ? configBatchCacheKey(slug, parts) : null;
    const answers: Answers = parts.map(() => undefined);
    if (configCache && key) {
      const span = timing.start("configuration");
      const cached = await configCache.match(key);
      const stored = cached === null ? undefined : (dataOf(parseJson(cached)) as Record<string, unknown> | undefined);
      const whole = parts.map(({ name }) => stored?.[name]);
      const batchHit = whole.every((answer) => dataOf(answer) !== undefined);
      if (batchHit) {
        span.end("hit");
        whole.forEach((answer, index) => (answers[index] = answer as CachedEntry));
      } else {
        span.end("miss");
        await Promise.all(
          parts.map(async (part, index) => {
            const own = timing.start(part.name);
            const text = await configCache.match(part.key);
            const entry = text === null ? undefined : parseJson(text);
            if (dataOf(entry) === undefined) return own.end("miss");
            answers[index] = entry as CachedEntry;
            own.end("hit");
          }),
        );
      }
      await settleCached(slug, token, parts, answers);
      if (batchHit && answers.every((answer) => answer !== undefined)) {
        parts.forEach((part, index) => part.resolve(answers[index]!.data));
        return;
      }
    }
    const missing = parts.filter((_, index) => answers[index] === undefined);
    if (missing.length > 0) {
      const fetched = await fetchParts(slug, token, missing);
      missing.forEach((part, index) => {
        const answer = fetched[index] ?? null;
        answers[parts.indexOf(part)] = answer;
        if (configCache && answer !== null) configCache.put(part.key, JSON.stringify(answer));
      });
    }
    if (configCache && key && answers.every((answer) => answer !== null && answer !== undefined)) {
      configCache.put(
        key,
        JSON.stringify({ data: Object.fromEntries(parts.map(({ name }, index) => [name, answers[index]])) }),
      );
    }
    parts.forEach((part, index) => part.resolve(answers[index]?.data ?? null));
  }

  /**
   * Reads asked for in the same turn of the event loop with the same token: the layout's and the
   * page's loaders meet here and go out as one combined read.
   */
  const batches = new Map<string, ReadBatch>();
  function batched(
    name: ConfigurationRead,
    slug: string,
    token: string,
    query: Record<string, string> | undefined,
    key: string,
  ): Promise<unknown> {
    const batchKey = `${slug} ${token}`;
    let batch = batches.get(batchKey);
    // The API answers each read once per batch: the same read with another query goes alone.
    if (batch?.parts.some((part) => part.name === name)) return readAlone(name, slug, token, query, key);
    if (!batch) {
      const opened: ReadBatch = { slug, token, parts: [] };
      batches.set(batchKey, opened);
      setTimeout(() => {
        batches.delete(batchKey);
        flush(opened).catch((error: unknown) => {
          console.error(`[api] combined read failed: ${String(error)}`);
          for (const part of opened.parts) part.resolve(null);
        });
      }, 0);
      batch = opened;
    }
    const parts = batch.parts;
    return new Promise((resolve) => parts.push({ name, query, key, resolve }));
  }

  const configurationMemo = new Map<string, Promise<unknown>>();

  function readConfiguration<K extends ConfigurationRead>(
    name: K,
    slug: string,
    token: string,
    rawQuery?: Record<string, string>,
  ): Promise<ConfigurationData<K> | null> {
    const query = bucketedQuery(rawQuery);
    const key = configCacheKey(slug, name, query);
    if (key === null) return readAlone(name, slug, token, query, null);
    const memoKey = `${token} ${key}`;
    let read = configurationMemo.get(memoKey);
    if (!read) {
      read = batched(name, slug, token, query, key);
      configurationMemo.set(memoKey, read);
    }
    return read as Promise<ConfigurationData<K> | null>;
  }

  const statusReads = new Map<string, Promise<OperationStatusNow | null>>();
  function statusNow(slug: string, token: string): Promise<OperationStatusNow | null> {
    const key = `${slug} ${token}`;
    let read = statusReads.get(key);
    if (!read) {
      read = readConfiguration("operation_status_now", slug, token);
      statusReads.set(key, read);
    }
    return read;
  }

  return {
    /**
     * Configuration served from the cache never checks the token, so this is how a stored token the API
     * stopped accepting (secret rotated) is noticed: server.ts marks it expired and renews it.
     */
    tokenRejected: (token: string) => rejectedTokens.has(token),

    /** Null when the API does not know the slug. */
    async authenticate(slug: string, visitorId: string): Promise<AccessToken | null> {
      const keyResponse = await call(
        "/authenticates/client_secret_key",
        { method: "POST", headers: secretHeaders, body: JSON.stringify({ slug }) },
        "token key",
      );
      if (keyResponse.status === 404) return null;
      if (!keyResponse.ok)
        throw new UpstreamError(
          `Failed to authenticate (${keyResponse.status})`,
          keyResponse.status === 429 ? 429 : 502,
        );
      const { data: key } = await parse(
        keyResponse,
        clientSecretKeyResponseSchema,
        "/authenticates/client_secret_key",
        "POST",
      );

      const tokenResponse = await call(
        "/authenticates/authenticates",
        {
          method: "POST",
          headers: secretHeaders,
          body: JSON.stringify({ client_secret_key: key.client_secret_key, visitor_id: visitorId }),
        },
        "token",
      );
      if (!tokenResponse.ok)
        throw new UpstreamError(
          `Failed to authenticate (${tokenResponse.status})`,
          tokenResponse.status === 429 ? 429 : 502,
        );
      const { data } = await parse(tokenResponse, authenticateResponseSchema, "/authenticates/authenticates", "POST");
      return { token: data.access_token, expiresAt: Date.now() + data.expires_in * 1000 };
    },

    send,

    ...accountCalls(send),
    ...orderCalls(send),
    ...tableCalls(send),
    ...loyaltyCalls(send),
    console: consoleCalls(send),

    async lookupHost(host: string): Promise<string | null> {
      const response = await call(
        `/hosts/${encodeURIComponent(host)}`,
        { method: "GET", headers: secretHeaders },
        "host",
      );
      if (response.status === 404) return null;
      if (!response.ok) throw new UpstreamError(`Host lookup failed (${response.status})`, 502);
      const { data } = await parse(response, hostLookupResponseSchema, "/hosts", "GET");
      return data.slug;
    },

    /** Only a 200 that passed the contract is cached, and the token never enters the key. */
    async read<K extends ConfigurationRead>(
      name: K,
      slug: string,
      token: string,
      rawQuery?: Record<string, string>,
    ): Promise<ConfigurationData<K> | null> {
      if (name === "operation_status_now") return statusNow(slug, token) as Promise<ConfigurationData<K> | null>;
      if (name !== "menu" && name !== "operation_modes") return readConfiguration(name, slug, token, rawQuery);
      const [document, status] = await Promise.all([
        readConfiguration(name, slug, token, rawQuery),
        statusNow(slug, token),
      ]);
      if (document === null) return null;
      return (
        name === "menu" ? menuNow(document as Menu, status) : operationModesNow(document as OperationModes, status)
      ) as ConfigurationData<K>;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** A client for the custom-domain lookup alone (a path answered before the page's context). */
export function hostLookupClient(request: Request, env: Env, timing: ServerTiming) {
  return createApiClient(
    withTimeout(apiFetcher({ binding: env.API, origin: env.API_ORIGIN }), env.API_TIMEOUT_MS),
    env.CLIENT_SECRET,
    request.headers.get("CF-Connecting-IP"),
    { timing },
  );
}
