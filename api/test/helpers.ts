import { env, exports } from "cloudflare:workers";
import { expect } from "vitest";
import { apiErrorSchema, CLIENT_SECRET_HEADER, type ApiError } from "../../contract";
import { seedStatements } from "../seed/sql";
import type { SeedMerchant } from "../seed/types";

export const CLIENT_SECRET = env.CLIENT_SECRET;

/** Loads merchants into this test file's database through the same SQL the deploy seed uses. */
export async function seed(merchants: SeedMerchant[]): Promise<void> {
  const statements = seedStatements(merchants);
  // Chunks keep each D1 batch (one transaction) a reasonable size.
  for (let start = 0; start < statements.length; start += 200) {
    await env.DB.batch(statements.slice(start, start + 200).map((statement) => env.DB.prepare(statement)));
  }
}

/**
 * Requests to the Worker not yet answered. A test that times out leaves its requests running, and
 * the next file runs in the same runtime (vitest.config.ts): the setup file waits for them before
 * it empties the database, so that none of them writes into the next file's.
 */
const inFlight = new Set<Promise<unknown>>();

/** Waits for the requests still running, at most `ms`; answers how many had not finished then. */
export async function settleRequests(ms: number): Promise<number> {
  if (inFlight.size === 0) return 0;
  const running = [...inFlight];
  let expire!: (outcome: "timed out") => void;
  const timedOut = new Promise<"timed out">((resolve) => (expire = resolve));
  const timer = setTimeout(() => expire("timed out"), ms);
  const outcome = await Promise.race([Promise.allSettled(running), timedOut]);
  clearTimeout(timer);
  return outcome === "timed out" ? running.filter((request) => inFlight.has(request)).length : 0;
}

/**
 * A request to the API Worker under test. Each call comes from a fresh client IP unless the
 * caller sets `x-comanda-client-ip`, so only the rate limit tests meet the limits.
 */
export function call(path: string, init: RequestInit = {}): Promise<Response> {
  const request = new Request(`https://api.test${path}`, init);
  if (!request.headers.has("x-comanda-client-ip"))
    request.headers.set("x-comanda-client-ip", `test-${crypto.randomUUID()}`);
  const response = exports.default.fetch(request);
  inFlight.add(response);
  const done = () => inFlight.delete(response);
  response.then(done, done);
  return response;
}

export const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(path, {
    method: "POST",
    headers: { "content-type": "application/json", [CLIENT_SECRET_HEADER]: CLIENT_SECRET, ...headers },
    body: JSON.stringify(body),
  });

/** Runs the two-step token bootstrap for `slug` (as `visitorId` when given) and returns the access token. */
export async function accessTokenFor(slug: string, visitorId?: string): Promise<string> {
  const keyResponse = await postJson("/authenticates/client_secret_key", { slug });
  if (keyResponse.status !== 200) throw new Error(`client_secret_key for ${slug}: ${keyResponse.status}`);
  const { data: keyData } = (await keyResponse.json()) as { data: { client_secret_key: string } };
  const tokenResponse = await postJson("/authenticates/authenticates", {
    client_secret_key: keyData.client_secret_key,
    ...(visitorId === undefined ? {} : { visitor_id: visitorId }),
  });
  if (tokenResponse.status !== 200) throw new Error(`authenticates for ${slug}: ${tokenResponse.status}`);
  const { data } = (await tokenResponse.json()) as { data: { access_token: string } };
  return data.access_token;
}

/** GET with a Bearer token. */
export const getWithToken = (path: string, token: string) =>
  call(path, { headers: { Authorization: `Bearer ${token}` } });

/** A call with a Bearer token and, when given, a JSON body. */
export const send = (method: string, path: string, token: string, body?: unknown) =>
  call(path, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** Asserts a JSON refusal `{ code, message }` with this status and code, and returns it. */
export async function expectError(response: Response, status: number, code: string): Promise<ApiError> {
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const error = apiErrorSchema.parse(body);
  expect(error.code).toBe(code);
  return error;
}
