import { Hono } from "hono";
import { slugTypeResponseSchema, stylizationsResponseSchema } from "../../../contract";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";
import { readDocument } from "../services/configuration";

export const merchantsRoutes = new Hono<AppEnv>()
  .get("/merchants/:slug/slug_types", (c) => {
    const merchant = c.get("merchant");
    return reply(c, slugTypeResponseSchema, { data: { type: merchant.type, slug_franchise: merchant.slugFranchise } });
  })
  .get("/merchants/:slug/stylizations", async (c) => {
    const stylizations = await readDocument(c.env.DB, c.get("merchant").id, "stylizations");
    return reply(c, stylizationsResponseSchema, { data: stylizations });
  });
