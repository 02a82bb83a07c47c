import { Hono } from "hono";
import * as z from "zod";
import {
  consoleCouponResponseSchema,
  consoleCouponsResponseSchema,
  consoleLoyaltyResponseSchema,
  couponEnabledRequestSchema,
  couponRemovalResponseSchema,
  couponRequestSchema,
  couponSettingsRequestSchema,
  fidelityProgramRequestSchema,
  loyaltyCampaignRequestSchema,
  loyaltySettingsRequestSchema,
} from "../../../contract";
import { requireOwner } from "../auth/staff-access";
import type { AppEnv } from "../env";
import { settingsActorOf, settingsWritten } from "../http/settings";
import { reply } from "../http/reply";
import { validateJson, validateParam } from "../http/validate";

import {
  changeCampaign,
  changeCoupon,
  changeCouponSettings,
  changeFidelity,
  changeLoyaltySettings,
  createCampaign,
  createCoupon,
  readCoupon,
  readCoupons,
  readLoyalty,
  removeCampaign,
  removeCoupon,
  switchCoupon,
} from "../services/rewards-settings";

const idPath = z.object({
  slug: z.string(),
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number),
});

// A router does not import another router, so the settings' two helpers are repeated here.

/**
 * Coupons, loyalty and fidelity (contract/console-settings-rewards.ts, decision 107): every member
 * reads, only the owner writes; behind requireStaff (app.ts).
 */
export const consoleSettingsRewardsRoutes = new Hono<AppEnv>()
  .get("/:slug/settings/coupons", async (c) =>
    reply(c, consoleCouponsResponseSchema, { data: await readCoupons(c.env.DB, c.get("merchant").id) }),
  )

  .put("/:slug/settings/coupons", requireOwner, validateJson(couponSettingsRequestSchema), async (c) =>
    settingsWritten(c, await changeCouponSettings(c.env.DB, settingsActorOf(c), c.req.valid("json"))),
  )

  .post("/:slug/settings/coupons", requireOwner, validateJson(couponRequestSchema), async (c) =>
    settingsWritten(c, await createCoupon(c.env.DB, settingsActorOf(c), c.req.valid("json")), 201),
  )

  .get("/:slug/settings/coupons/:id", validateParam(idPath), async (c) =>
    reply(c, consoleCouponResponseSchema, {
      data: await readCoupon(c.env.DB, c.get("merchant").id, c.req.valid("param").id),
    }),
  )

  .put(
    "/:slug/settings/coupons/:id",
    requireOwner,
    validateParam(idPath),
    validateJson(couponRequestSchema),
    async (c) =>
      settingsWritten(
        c,
        await changeCoupon(c.env.DB, settingsActorOf(c), c.req.valid("param").id, c.req.valid("json")),
      ),
  )

  .put(
    "/:slug/settings/coupons/:id/enabled",
    requireOwner,
    validateParam(idPath),
    validateJson(couponEnabledRequestSchema),
    async (c) =>
      settingsWritten(
        c,
        await switchCoupon(c.env.DB, settingsActorOf(c), c.req.valid("param").id, c.req.valid("json").enabled),
      ),
  )

  .delete("/:slug/settings/coupons/:id", requireOwner, validateParam(idPath), async (c) =>
    reply(c, couponRemovalResponseSchema, {
      data: await removeCoupon(c.env.DB, settingsActorOf(c), c.req.valid("param").id),
    }),
  )

  .get("/:slug/settings/loyalty", async (c) =>
    reply(c, consoleLoyaltyResponseSchema, { data: await readLoyalty(c.env.DB, c.get("merchant").id) }),
  )

  .put("/:slug/settings/loyalty", requireOwner, validateJson(loyaltySettingsRequestSchema), async (c) =>
    settingsWritten(c, await changeLoyaltySettings(c.env.DB, settingsActorOf(c), c.req.valid("json"))),
  )

  .post("/:slug/settings/loyalty/campaigns", requireOwner, validateJson(loyaltyCampaignRequestSchema), async (c) =>
    settingsWritten(c, await createCampaign(c.env.DB, settingsActorOf(c), c.req.valid("json")), 201),
  )

  .put(
    "/:slug/settings/loyalty/campaigns/:id",
    requireOwner,
    validateParam(idPath),
    validateJson(loyaltyCampaignRequestSchema),
    async (c) =>
      settingsWritten(
        c,
        await changeCampaign(c.env.DB, settingsActorOf(c), c.req.valid("param").id, c.req.valid("json")),
      ),
  )

  .delete("/:slug/settings/loyalty/campaigns/:id", requireOwner, validateParam(idPath), async (c) =>
    settingsWritten(c, await removeCampaign(c.env.DB, settingsActorOf(c), c.req.valid("param").id)),
  )

  .put("/:slug/settings/fidelity", requireOwner, validateJson(fidelityProgramRequestSchema), async (c) =>
    settingsWritten(c, await changeFidelity(c.env.DB, settingsActorOf(c), c.req.valid("json"))),
  );
