import { Hono } from "hono";
import {
  authenticateRequestSchema,
  authenticateResponseSchema,
  clientSecretKeyRequestSchema,
  clientSecretKeyResponseSchema,
} from "../../../contract";
import { requireClientSecret, requiredSecret } from "../auth/middleware";
import { issueAccessToken, issueClientSecretKey, newVisitorId, verifyClientSecretKey } from "../auth/token";
import type { AppEnv } from "../env";
import { notFound, unauthorized } from "../http/errors";
import { clientIpOf, overLimit } from "../http/rate-limit";
import { reply } from "../http/reply";
import { validateJson } from "../http/validate";
import { findMerchant } from "../services/configuration";

/**
 * Token bootstrap (core spec §7): shared secret + slug → client secret key → access token. A first
 * visit costs one count of its IP at the store, at the key; the exchange counts per key, which the
 * storefront uses once (decision 067).
 */
export const authenticatesRoutes = new Hono<AppEnv>()
  .post("/client_secret_key", requireClientSecret, validateJson(clientSecretKeyRequestSchema), async (c) => {
    const { slug } = c.req.valid("json");
    const limited = await overLimit(c, "BOOTSTRAP_LIMITER", `bootstrap:${slug}:${clientIpOf(c)}`);
    if (limited) return limited;
    const merchant = await findMerchant(c.env.DB, slug);
    if (!merchant) throw notFound(`Merchant ${slug} not found`);
    const key = await issueClientSecretKey(requiredSecret(c.env, "TOKEN_SECRET"), merchant.slug);
    return reply(c, clientSecretKeyResponseSchema, { data: { client_secret_key: key } });
  })
  .post("/authenticates", requireClientSecret, validateJson(authenticateRequestSchema), async (c) => {
    const tokenSecret = requiredSecret(c.env, "TOKEN_SECRET");
    const body = c.req.valid("json");
    const verified = await verifyClientSecretKey(tokenSecret, body.client_secret_key);
    if (!verified) throw unauthorized("Invalid or expired client_secret_key");
    // Keyed by the key's signature: unique per key, and short.
    const limited = await overLimit(c, "KEY_EXCHANGE_LIMITER", `exchange:${body.client_secret_key.split(".").pop()}`);
    if (limited) return limited;
    // The merchant may have been removed in the five minutes the key lives.
    const merchant = await findMerchant(c.env.DB, verified.slug);
    if (!merchant) throw notFound(`Merchant ${verified.slug} not found`);
    // The same visitor id on a renewal keeps the visitor's cart theirs.
    const visitorId = body.visitor_id ?? newVisitorId();
    const { accessToken, expiresIn } = await issueAccessToken(tokenSecret, { slug: merchant.slug, visitorId });
    return reply(c, authenticateResponseSchema, { data: { access_token: accessToken, expires_in: expiresIn } });
  });
