import { createMiddleware } from "hono/factory";
import { createDb } from "../db/client";
import { findClient } from "../db/clients";
import type { AppEnv } from "../env";
import { notFound } from "../http/errors";

/**
 * The path's `{id}` must be the client the token acts for, a live client of this merchant. Anything
 * else answers 404 with no data, so a caller cannot even learn whether an id exists.
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
