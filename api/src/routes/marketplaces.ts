import { Hono } from "hono";
import { type Marketplace, marketplacesResponseSchema } from "../../../contract";
import { createDb } from "../db/client";
import { parseDocument } from "../db/documents";
import { loadDocument } from "../db/merchants";
import { visibleFranchiseStores } from "../db/stores";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";

/**
 * The storefronts a marketplace merchant sends customers to (the marketplace modal and
 * redirection drawers of core spec §2): when its general_settings.marketplace is active, the
 * visible stores of which it is the franchise; otherwise none.
 */
export const marketplacesRoutes = new Hono<AppEnv>().get("/:slug/marketplaces", async (c) => {
  const db = createDb(c.env.DB);
  const merchant = c.get("merchant");
  const settings = await loadDocument(db, merchant.id, "general_settings");
  if (!settings.marketplace?.active) return reply(c, marketplacesResponseSchema, { data: [] });

  const rows = await visibleFranchiseStores(db, merchant.slug);

  const data = rows.map((row): Marketplace => {
    const modes = parseDocument("operation_modes", row.operationModes, row.id);
    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      logo: parseDocument("stylizations", row.stylizations, row.id).logo?.small ?? null,
      delivery: modes.delivery_configuration.enabled,
      takeout: modes.takeout_configuration.enabled,
    };
  });
  return reply(c, marketplacesResponseSchema, { data });
});
