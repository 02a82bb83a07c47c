import { createMiddleware } from "hono/factory";
import { createDb } from "../db/client";
import { findClient } from "../db/clients";
import type { AppEnv } from "../env";
import { notFound } from "../http/errors";

/**
 * Every route under `/{slug}/clients/{id}/…` (customer spec §7): the `{id}` (or `{clientId}`) path
 * parameter must be the client the access token acts for (`client_id`), a live client of the
 * merchant the path names. Anything else (an anonymous token, another client of this merchant, a
 * client of another merchant, a deleted client, a malformed id) answers 404 NOT_FOUND with no
 * data, so a caller cannot even learn whether an id exists. Sets `client` for the handlers.
 *
 * Runs after requireMerchantAccess (mounted app-wide), which has checked the token, its slug and
 * its session (`sid`), and set `merchant` and `claims`.
 */
export const requireOwnClient = createMiddleware<AppEnv>(async (c, next) => {
  const raw = c.req.param("id") ?? c.req.param("clientId");
  const claims = c.get("claims");
  const merchant = c.get("merchant");
  const id = raw !== undefined && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
  if (id === null || !claims || !merchant || claims.client_id === undefined || claims.client_id !== id) {
    throw notFound("Client not found");
  }
  const client = await findClient(createDb(c.env.DB), merchant.id, id);
  if (!client) throw notFound("Client not found");
  c.set("client", client);
  await next();
});
