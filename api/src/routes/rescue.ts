import { Hono } from "hono";
import {
  rescueClaimRequestSchema,
  rescueClaimResponseSchema,
  rescueDataQuerySchema,
  rescueDataResponseSchema,
} from "../../../contract";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";
import { validateJson, validateQuery } from "../http/validate";
import { claimRescue, readRescueData } from "../services/rescue";

/**
 * The customer's side of the rescue campaign (decision 110): the spec's GET consumer_data_infos
 * reads a link without spending it (a mail scanner that opens it spends nothing); the POST spends
 * it and gives its cart to the caller's visitor id.
 */
export const rescueRoutes = new Hono<AppEnv>()

  .get("/:slug/consumer_data_infos", validateQuery(rescueDataQuerySchema), async (c) =>
    reply(c, rescueDataResponseSchema, {
      data: await readRescueData(c.env, c.get("merchant").id, c.req.valid("query").guid),
    }),
  )

  .post("/:slug/consumer_data_infos", validateJson(rescueClaimRequestSchema), async (c) => {
    const claims = c.get("claims");
    const claimed = await claimRescue(
      c.env,
      { merchantId: c.get("merchant").id, visitorId: claims.vid, clientId: claims.client_id ?? null },
      c.req.valid("json").guid,
    );
    return reply(c, rescueClaimResponseSchema, { data: claimed });
  });
