import * as z from "zod";
import { CLIENT_TOKEN_TTL_SECONDS } from "../../../contract/clients";
import { STAFF_TOKEN_TTL_SECONDS } from "../../../contract/console";

/*
 * HMAC-SHA256 tokens under TOKEN_SECRET: a client secret key (one slug, 5 minutes, only for
 * /authenticates) and an access token (one slug and visitor). `typ` keeps one from being replayed as the other.
 */

export const CLIENT_SECRET_KEY_TTL_SECONDS = 5 * 60;
export const ACCESS_TOKEN_TTL_SECONDS = 24 * 60 * 60;

const claimsBase = z.object({
  slug: z.string().min(1),
  iat: z.number().int(),
  exp: z.number().int(),
});

const clientSecretKeyClaimsSchema = claimsBase.extend({
  typ: z.literal("client_secret_key"),
  /** A random id: two keys issued in the same second differ, so each first visit's key is counted apart (decision 067). */
  jti: z.string().min(1).optional(),
});

const accessTokenClaimsSchema = claimsBase.extend({
  typ: z.literal("access"),
  /** The visitor this token acts for (the storefront's id, or one made up here): carts are theirs. */
  vid: z.string().min(1),
  client_id: z.number().int().optional(),
  /** The client session (client_sessions.id) of a logged-in client: logout revokes it and the token with it. */
  sid: z.string().min(1).optional(),
});

export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

/** A staff login at one merchant (the console): never accepted where an access token is, nor the reverse. */
const staffTokenClaimsSchema = claimsBase.extend({
  typ: z.literal("staff"),
  staff_id: z.number().int(),
  /** The staff session (staff_sessions.id): logout revokes it and the token with it. */
  sid: z.string().min(1),
});

export type StaffTokenClaims = z.infer<typeof staffTokenClaimsSchema>;

const encoder = new TextEncoder();

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

function importHmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

async function sign(secret: string, claims: object): Promise<string> {
  const payload = toBase64Url(encoder.encode(JSON.stringify(claims)));
  const key = await importHmacKey(secret);
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(payload)));
  return `${payload}.${toBase64Url(signature)}`;
}

async function verify<S extends z.ZodType<{ exp: number }>>(
  secret: string,
  token: string,
  schema: S,
  now: Date,
): Promise<z.output<S> | null> {
  const parts = token.split(".");
  if (parts.length !== 2) return null;
  const [payload, signatureText] = parts as [string, string];
  const signature = fromBase64Url(signatureText);
  if (!signature) return null;
  const key = await importHmacKey(secret);
  // subtle.verify compares the MAC in constant time, unlike comparing two strings.
  const valid = await crypto.subtle.verify("HMAC", key, signature, encoder.encode(payload));
  if (!valid) return null;
  const json = fromBase64Url(payload);
  if (!json) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(new TextDecoder().decode(json));
  } catch {
    return null;
  }
  const claims = schema.safeParse(decoded);
  if (!claims.success || claims.data.exp <= unixSeconds(now)) return null;
  return claims.data;
}

export function issueClientSecretKey(secret: string, slug: string, now = new Date()): Promise<string> {
  const iat = unixSeconds(now);
  return sign(secret, {
    typ: "client_secret_key",
    slug,
    iat,
    exp: iat + CLIENT_SECRET_KEY_TTL_SECONDS,
    jti: crypto.randomUUID(),
  });
}

export async function verifyClientSecretKey(
  secret: string,
  key: string,
  now = new Date(),
): Promise<{ slug: string } | null> {
  const claims = await verify(secret, key, clientSecretKeyClaimsSchema, now);
  return claims ? { slug: claims.slug } : null;
}

export const newVisitorId = (): string => crypto.randomUUID().replaceAll("-", "");

export async function issueAccessToken(
  secret: string,
  subject: { slug: string; visitorId: string; clientId?: number; sessionId?: string },
  now = new Date(),
): Promise<{ accessToken: string; expiresIn: number }> {
  const iat = unixSeconds(now);
  const ttl = subject.clientId === undefined ? ACCESS_TOKEN_TTL_SECONDS : CLIENT_TOKEN_TTL_SECONDS;
  const claims: AccessTokenClaims = {
    typ: "access",
    slug: subject.slug,
    vid: subject.visitorId,
    iat,
    exp: iat + ttl,
    ...(subject.clientId === undefined ? {} : { client_id: subject.clientId }),
    ...(subject.sessionId === undefined ? {} : { sid: subject.sessionId }),
  };
  return { accessToken: await sign(secret, claims), expiresIn: ttl };
}

export function verifyAccessToken(secret: string, token: string, now = new Date()): Promise<AccessTokenClaims | null> {
  return verify(secret, token, accessTokenClaimsSchema, now);
}

export async function issueStaffToken(
  secret: string,
  subject: { slug: string; staffId: number; sessionId: string },
  now = new Date(),
): Promise<{ token: string; expiresIn: number }> {
  const iat = unixSeconds(now);
  const claims: StaffTokenClaims = {
    typ: "staff",
    slug: subject.slug,
    staff_id: subject.staffId,
    sid: subject.sessionId,
    iat,
    exp: iat + STAFF_TOKEN_TTL_SECONDS,
  };
  return { token: await sign(secret, claims), expiresIn: STAFF_TOKEN_TTL_SECONDS };
}

export function verifyStaffToken(secret: string, token: string, now = new Date()): Promise<StaffTokenClaims | null> {
  return verify(secret, token, staffTokenClaimsSchema, now);
}

/** Both sides are hashed to equal-length digests first, so timing does not leak how many characters match. */
export async function secretsEqual(presented: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([
    crypto.subtle.digest("SHA-256", encoder.encode(presented)),
    crypto.subtle.digest("SHA-256", encoder.encode(expected)),
  ]);
  const left = new Uint8Array(a);
  const right = new Uint8Array(b);
  let difference = 0;
  for (let index = 0; index < left.length; index += 1) difference |= left[index]! ^ right[index]!;
  return difference === 0;
}
