import { Hono } from "hono";
import { slugTypeResponseSchema, stylizationsResponseSchema } from "../../../contract";
import { createDb } from "../db/client";
import { loadDocument } from "../db/merchants";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";

/** Bootstrap reads under /merchants/{slug} (core spec §4: slug type and stylizations). */
export const merchantsRoutes = new Hono<AppEnv>()
  .get("/merchants/:slug/slug_types", (c) => {
    const merchant = c.get("merchant");
    return reply(c, slugTypeResponseSchema, { data: { type: merchant.type, slug_franchise: merchant.slugFranchise } });
  })
  .get("/merchants/:slug/stylizations", async (c) => {
    const stylizations = await loadDocument(createDb(c.env.DB), c.get("merchant").id, "stylizations");
    return reply(c, stylizationsResponseSchema, { data: stylizations });
  });
