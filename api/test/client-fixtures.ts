import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { type ClientSession, loginResponseSchema } from "../../contract/clients";
import { hashPassword } from "../src/auth/password";
import { issueAccessToken } from "../src/auth/token";
import { accessTokenFor, call, send } from "./helpers";

/*
 * Clients for the API tests: rows written straight to D1 (as the seed does), sessions opened
 * through the real login route or, where a test needs a fixed id, straight in client_sessions.
 */

export const PASSWORD = "senha-secreta-1";

let passwordHash: string | null = null;
/** One hash of PASSWORD per runtime, shared by the files that run in it (PBKDF2 at 100 000 iterations is deliberately slow). */
async function knownHash(): Promise<string> {
  passwordHash ??= await hashPassword(PASSWORD);
  return passwordHash;
}

export interface NewClient {
  id?: number;
  name?: string;
  email: string;
  password?: string | null;
  cpf?: string | null;
  phone?: { country_code: string; ddd: string; number: string } | null;
  birthdate?: string | null;
}

/** Inserts a client of merchant `merchantId` and answers its id. */
export async function insertClient(merchantId: number, client: NewClient): Promise<number> {
  const hash =
    client.password === null
      ? null
      : client.password === undefined
        ? await knownHash()
        : await hashPassword(client.password);
  const row = await env.DB.prepare(
    `INSERT INTO clients (id, merchant_id, name, email, cpf, password_hash, phone_country_code, phone_ddd, phone_number, birthdate, created_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11) RETURNING id`,
  )
    .bind(
      client.id ?? null,
      merchantId,
      client.name ?? "Cliente Teste",
      client.email,
      client.cpf ?? null,
      hash,
      client.phone?.country_code ?? null,
      client.phone?.ddd ?? null,
      client.phone?.number ?? null,
      client.birthdate ?? null,
      Math.floor(Date.now() / 1000),
    )
    .first<{ id: number }>();
  return row!.id;
}

/** A token of `clientId` with a live session opened directly in D1 (no password needed). */
export async function sessionToken(
  slug: string,
  merchantId: number,
  clientId: number,
  visitorId = `visitor-${crypto.randomUUID()}`,
): Promise<string> {
  const sid = crypto.randomUUID().replaceAll("-", "");
  const now = Math.floor(Date.now() / 1000);
  await env.DB.prepare(
    "INSERT INTO client_sessions (id, merchant_id, client_id, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5)",
  )
    .bind(sid, merchantId, clientId, now, now + 3600)
    .run();
  const { accessToken } = await issueAccessToken(env.TOKEN_SECRET, { slug, visitorId, clientId, sessionId: sid });
  return accessToken;
}

/** Logs in through POST /{slug}/clients/login with a fresh anonymous token (or `token`); fails the test otherwise. */
export async function login(slug: string, email: string, password = PASSWORD, token?: string): Promise<ClientSession> {
  const anonymous = token ?? (await accessTokenFor(slug));
  const response = await send("POST", `/${slug}/clients/login`, anonymous, { email, password });
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return loginResponseSchema.parse(body).data;
}

/** The newest e-mail token mailed to `email` (read from the outbox table), or null. */
export async function lastMailedToken(email: string): Promise<string | null> {
  const row = await env.DB.prepare("SELECT body FROM mail_outbox WHERE to_email = ?1 ORDER BY id DESC LIMIT 1")
    .bind(email)
    .first<{ body: string }>();
  return row ? (/\b(\d{6})\b/.exec(row.body)?.[1] ?? null) : null;
}

/** A call with a Bearer token from a fixed client IP. */
export const sendFrom = (ip: string, method: string, path: string, token: string, body?: unknown) =>
  call(path, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      "x-comanda-client-ip": ip,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
