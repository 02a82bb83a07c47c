import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import * as z from "zod";
import {
  type LoyaltySettings,
  campaignProductsResponseSchema,
  extractResponseSchema,
  loyaltyCampaignResponseSchema,
  loyaltyCampaignsResponseSchema,
  loyaltySettingsResponseSchema,
  pointsResponseSchema,
  pointsToExpireResponseSchema,
  productsToRedeemResponseSchema,
  redemptionStatusResponseSchema,
  validateCampaignsRequestSchema,
  validateCampaignsResponseSchema,
} from "../../../contract";
import { requireOwnClient } from "../auth/client-access";
import type { AppEnv } from "../env";
import { unauthorized } from "../http/errors";
import { reply } from "../http/reply";
import { validateJson, validateQuery } from "../http/validate";
import { ownerOf } from "../services/carts";
import {
  campaignDetails,
  campaignDiscountOfCart,
  campaignProducts,
  clientExtract,
  clientPoints,
  clientPointsToExpire,
  loyaltyCampaigns,
  loyaltySettings,
  productsToRedeem,
  redemptionStatus,
} from "../services/loyalty";

/*
 * Loyalty points (customer spec §7 "Loyalty and fidelity"; contract/loyalty.ts; services/loyalty.ts).
 * Under `/{slug}/loyalty/clients/{id}/…` the caller must be that logged-in client: a visitor is 401,
 * another client's id 404 (requireOwnClient). A merchant without an enabled programme answers 404.
 */

const requireClientToken = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get("claims").client_id === undefined) throw unauthorized("Log in to see your points");
  await next();
  // A client's points: never in a shared cache.
  c.header("Cache-Control", "private, no-store");
});

const campaignQuery = z.object({
  campaign_id: z.coerce.number().int(),
  delivery_method: z.string().max(20).optional(),
});

const clientBase = "/:slug/loyalty/clients/:id";

export const loyaltyRoutes = new Hono<AppEnv>()
  .use(`${clientBase}/*`, requireClientToken, requireOwnClient)

  .get(`${clientBase}/points`, async (c) =>
    reply(c, pointsResponseSchema, { data: await clientPoints(c.env.DB, c.get("merchant").id, c.get("client").id) }),
  )

  .get(`${clientBase}/points_to_expire`, async (c) =>
    reply(c, pointsToExpireResponseSchema, {
      data: await clientPointsToExpire(c.env.DB, c.get("merchant").id, c.get("client").id),
    }),
  )

  .get(`${clientBase}/extract`, async (c) =>
    reply(c, extractResponseSchema, { data: await clientExtract(c.env.DB, c.get("merchant").id, c.get("client").id) }),
  )

  .get(`${clientBase}/campaigns`, async (c) =>
    reply(c, loyaltyCampaignsResponseSchema, { data: await loyaltyCampaigns(c.env.DB, c.get("merchant").id) }),
  )

  .get(`${clientBase}/get_campaign_details`, validateQuery(campaignQuery), async (c) =>
    reply(c, loyaltyCampaignResponseSchema, {
      data: await campaignDetails(c.env.DB, c.get("merchant").id, c.req.valid("query").campaign_id),
    }),
  )

  .get(`${clientBase}/products_campaign`, validateQuery(campaignQuery), async (c) =>
    reply(c, campaignProductsResponseSchema, {
      data: await campaignProducts(c.env.DB, c.get("merchant").id, c.req.valid("query").campaign_id),
    }),
  )

  .get(
    `${clientBase}/products_to_redeem`,
    validateQuery(z.object({ modality: z.string().max(20).optional() })),
    async (c) =>
      reply(c, productsToRedeemResponseSchema, {
        data: await productsToRedeem(c.env.DB, c.get("merchant").id, c.get("client").id),
      }),
  )

  .get(`${clientBase}/redemption_status`, async (c) =>
    reply(c, redemptionStatusResponseSchema, {
      data: await redemptionStatus(c.env.DB, c.get("merchant").id, c.get("client").id),
    }),
  )

  .post(`${clientBase}/validate_campaigns`, validateJson(validateCampaignsRequestSchema), async (c) => {
    const data = await campaignDiscountOfCart(
      c.env.DB,
      c.get("merchant").id,
      ownerOf(c.get("claims")),
      c.req.valid("json"),
    );
    return reply(c, validateCampaignsResponseSchema, { data });
  })

  .get("/:slug/loyalty/loyalty_program/settings", async (c) =>
    reply(c, loyaltySettingsResponseSchema, {
      data: (await loyaltySettings(c.env.DB, c.get("merchant").id)) satisfies LoyaltySettings,
    }),
  )

  .get("/:slug/loyalty/loyalty_program/campaign_settings", async (c) =>
    reply(c, loyaltyCampaignsResponseSchema, { data: await loyaltyCampaigns(c.env.DB, c.get("merchant").id) }),
  );
