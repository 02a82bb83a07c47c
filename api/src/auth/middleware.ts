import { createMiddleware } from "hono/factory";
import { CLIENT_SECRET_HEADER } from "../../../contract";
import { createDb } from "../db/client";
import { isLiveSession } from "../db/clients";
import { findMerchantBySlug } from "../db/merchants";
import { PUBLIC_SEGMENTS } from "../domain/slug";
import type { AppEnv, Bindings } from "../env";
import { forbidden, notFound, unauthorized } from "../http/errors";
import { secretsEqual, verifyAccessToken } from "./token";

/** A secret binding, or a thrown 500: failing closed beats signing with an empty key. */
export function requiredSecret(env: Bindings, name: "CLIENT_SECRET" | "TOKEN_SECRET"): string {
  const value = env[name];
  if (typeof value !== "string" || value.length === 0) throw new Error(`Worker secret ${name} is not set`);
  return value;
}

/** Server-to-server calls (token bootstrap, host lookup) must present the storefront's shared secret. */
export const requireClientSecret = createMiddleware<AppEnv>(async (c, next) => {
  const expected = requiredSecret(c.env, "CLIENT_SECRET");
  const presented = c.req.header(CLIENT_SECRET_HEADER);
  if (!presented || !(await secretsEqual(presented, expected))) {
    throw unauthorized(`Missing or wrong ${CLIENT_SECRET_HEADER} header`);
  }
  await next();
});

/** `/merchants/{slug}/…` or `/{slug}/…` (core spec §7 uses both forms). */
export function merchantSlugOfPath(path: string): string | null {
  const segments = path.split("/").filter((segment) => segment.length > 0);
  const slug = segments[0] === "merchants" ? segments[1] : segments[0];
  return slug ?? null;
}

/**
 * A Bearer access token (401) issued for the path's slug (403) of an existing merchant (404); a client
 * token's session must be live (401). Every query below is scoped by the merchant resolved here.
 */
export const requireMerchantAccess = createMiddleware<AppEnv>(async (c, next) => {
  const slug = merchantSlugOfPath(c.req.path);
  if (slug === null || PUBLIC_SEGMENTS.has(slug)) return next();

  const authorization = c.req.header("Authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(authorization);
  if (!match) throw unauthorized("Missing Bearer access token");
  const claims = await verifyAccessToken(requiredSecret(c.env, "TOKEN_SECRET"), match[1]!);
  if (!claims) throw unauthorized("Invalid or expired access token");
  if (claims.slug !== slug) throw forbidden();

  const merchant = await findMerchantBySlug(createDb(c.env.DB), slug);
  if (!merchant) throw notFound(`Merchant ${slug} not found`);
  if (claims.client_id !== undefined || claims.sid !== undefined) {
    const live =
      claims.client_id !== undefined &&
      claims.sid !== undefined &&
      (await isLiveSession(createDb(c.env.DB), merchant.id, claims.client_id, claims.sid));
    if (!live) throw unauthorized("This session has ended; log in again");
  }
  c.set("claims", claims);
  c.set("merchant", merchant);
  await next();
});
