import { type Context, Hono } from "hono";
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
import { createDb } from "../db/client";
import { loadLedger, loadLoyaltyDocuments } from "../db/loyalty";
import { loadMenu } from "../db/menu";
import {
  extractOf,
  ledgerView,
  paymentCampaignDiscount,
  pointsToExpire,
  programOn,
  publicCampaign,
  runningCampaigns,
  categoryMultiplier,
} from "../domain/loyalty";
import type { AppEnv } from "../env";
import { notFound, unauthorized } from "../http/errors";
import { reply } from "../http/reply";
import { validateJson, validateQuery } from "../http/validate";
import { openCart, priced } from "../services/carts";

/*
 * Loyalty points (customer spec §7 "Loyalty and fidelity"; contract/loyalty.ts). Under
 * `/{slug}/loyalty/clients/{id}/…` the caller must be that logged-in client: a visitor is 401,
 * another client's id 404 (requireOwnClient). A merchant without an enabled programme answers 404.
 */

const programOf = async (c: Context<AppEnv>) => {
  const documents = await loadLoyaltyDocuments(c.env.DB, c.get("merchant").id);
  if (!programOn(documents.settings)) throw notFound("This store has no loyalty programme");
  return { settings: documents.settings, campaigns: documents.campaigns ?? [] };
};

const requireClientToken = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get("claims").client_id === undefined) throw unauthorized("Log in to see your points");
  await next();
  // A client's points: never in a shared cache.
  c.header("Cache-Control", "private, no-store");
});

/** The client's ledger as of now. */
async function ledgerOf(c: Context<AppEnv>) {
  const program = await programOf(c);
  const entries = await loadLedger(c.env.DB, c.get("merchant").id, c.get("client").id);
  return { ...program, entries, view: ledgerView(entries, new Date()) };
}

const campaignQuery = z.object({ campaign_id: z.coerce.number().int(), delivery_method: z.string().max(20).optional() });

// ---------- routes ----------

const clientBase = "/:slug/loyalty/clients/:id";

export const loyaltyRoutes = new Hono<AppEnv>()
  .use(`${clientBase}/*`, requireClientToken, requireOwnClient)

  .get(`${clientBase}/points`, async (c) => {
    const { view } = await ledgerOf(c);
    return reply(c, pointsResponseSchema, { data: { points: view.points, pending_points: view.pending_points } });
  })

  .get(`${clientBase}/points_to_expire`, async (c) => {
    const { view, settings } = await ledgerOf(c);
    return reply(c, pointsToExpireResponseSchema, { data: pointsToExpire(view, settings.expiring_window_days, new Date()) });
  })

  .get(`${clientBase}/extract`, async (c) => {
    const { entries } = await ledgerOf(c);
    return reply(c, extractResponseSchema, { data: { entries: extractOf(entries, new Date()) } });
  })

  .get(`${clientBase}/campaigns`, async (c) => {
    const { campaigns } = await programOf(c);
    return reply(c, loyaltyCampaignsResponseSchema, { data: { campaigns: runningCampaigns(campaigns, new Date()) } });
  })

  .get(`${clientBase}/get_campaign_details`, validateQuery(campaignQuery), async (c) => {
    const { campaigns } = await programOf(c);
    const campaign = campaigns.find((candidate) => candidate.id === c.req.valid("query").campaign_id);
    if (!campaign) throw notFound("Campaign not found");
    return reply(c, loyaltyCampaignResponseSchema, { data: publicCampaign(campaign) });
  })

  .get(`${clientBase}/products_campaign`, validateQuery(campaignQuery), async (c) => {
    const { campaigns } = await programOf(c);
    const found = campaigns.find((candidate) => candidate.id === c.req.valid("query").campaign_id);
    if (!found) throw notFound("Campaign not found");
    const campaign = publicCampaign(found);
    const menu = await loadMenu(createDb(c.env.DB), c.get("merchant").id);
    const products = menu.categories
      .filter((category) => category.enabled && !category.redeemable)
      .flatMap((category) => {
        const multiplier = categoryMultiplier([campaign], category.id);
        if (!campaign.campaign_sale_category.some((entry) => entry.category_id === category.id)) return [];
        return category.items
          .filter((item) => item.enabled && item.available)
          .map((item) => ({ item_id: item.id, name: item.name, description: item.description, image: item.image, price: item.price, multiplier }));
      });
    return reply(c, campaignProductsResponseSchema, { data: { products } });
  })

  .get(`${clientBase}/products_to_redeem`, validateQuery(z.object({ modality: z.string().max(20).optional() })), async (c) => {
    const { view } = await ledgerOf(c);
    const menu = await loadMenu(createDb(c.env.DB), c.get("merchant").id);
    const products = menu.categories
      .filter((category) => category.enabled && category.redeemable)
      .flatMap((category) => category.items)
      .flatMap((item) =>
        item.enabled && item.available && item.points_price != null
          ? [
              {
                item_id: item.id,
                name: item.name,
                description: item.description,
                image: item.image,
                points: item.points_price,
                affordable: item.points_price <= view.points,
              },
            ]
          : [],
      )
      .sort((a, b) => a.points - b.points);
    return reply(c, productsToRedeemResponseSchema, { data: { products } });
  })

  .get(`${clientBase}/redemption_status`, async (c) => {
    const { view } = await ledgerOf(c);
    const menu = await loadMenu(createDb(c.env.DB), c.get("merchant").id);
    const prices = menu.categories
      .filter((category) => category.enabled && category.redeemable)
      .flatMap((category) => category.items)
      .flatMap((item) => (item.enabled && item.available && item.points_price != null ? [item.points_price] : []));
    const cheapest = prices.length > 0 ? Math.min(...prices) : null;
    return reply(c, redemptionStatusResponseSchema, {
      data: { points: view.points, can_redeem: cheapest !== null && cheapest <= view.points, cheapest_points: cheapest },
    });
  })

  // The campaign discount the payment choice gives on the caller's cart.
  .post(`${clientBase}/validate_campaigns`, validateJson(validateCampaignsRequestSchema), async (c) => {
    const { campaigns } = await programOf(c);
    const body = c.req.valid("json");
    const { cart } = priced(await openCart(c, body.cart_guid));
    const data = paymentCampaignDiscount(runningCampaigns(campaigns, new Date()), body.payment_method, cart.summary.subtotal);
    return reply(c, validateCampaignsResponseSchema, { data });
  })

  .get("/:slug/loyalty/loyalty_program/settings", async (c) => {
    const { settings } = await programOf(c);
    return reply(c, loyaltySettingsResponseSchema, { data: settings satisfies LoyaltySettings });
  })

  .get("/:slug/loyalty/loyalty_program/campaign_settings", async (c) => {
    const { campaigns } = await programOf(c);
    return reply(c, loyaltyCampaignsResponseSchema, { data: { campaigns: runningCampaigns(campaigns, new Date()) } });
  });
