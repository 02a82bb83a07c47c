import { Hono } from "hono";
import { marketplacesResponseSchema } from "../../../contract";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";
import { readMarketplaces } from "../services/configuration";

/**
 * The storefronts a marketplace merchant sends customers to (the marketplace modal and
 * redirection drawers of core spec §2).
 */
export const marketplacesRoutes = new Hono<AppEnv>().get("/:slug/marketplaces", async (c) => {
  const data = await readMarketplaces(c.env.DB, c.get("merchant"));
  return reply(c, marketplacesResponseSchema, { data });
});
