import { Hono, type Context } from "hono";
import type * as z from "zod";
import {
  analyticsSettingsResponseSchema,
  couponSettingsResponseSchema,
  generalInformationsResponseSchema,
  generalSettingsResponseSchema,
  menuSettingsResponseSchema,
  orderSettingsResponseSchema,
  smartBannerResponseSchema,
  tableOrderSettingsResponseSchema,
  tropicalizationResponseSchema,
} from "../../../contract";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";
import { type DocumentName, type DocumentOf, readDocument, readMenuSettings } from "../services/configuration";

const documentRead =
  <K extends DocumentName>(name: K, response: z.ZodType<{ data: DocumentOf<K> }>) =>
  async (c: Context<AppEnv>) =>
    reply(c, response, { data: await readDocument(c.env.DB, c.get("merchant").id, name) });

export const settingsRoutes = new Hono<AppEnv>()
  .get("/:slug/general_settings", documentRead("general_settings", generalSettingsResponseSchema))
  .get("/:slug/general_settings/smart_banner", documentRead("smart_banner", smartBannerResponseSchema))
  .get("/:slug/general_informations", documentRead("general_informations", generalInformationsResponseSchema))
  .get("/:slug/tropicalizations", documentRead("tropicalization", tropicalizationResponseSchema))
  .get("/:slug/menu_settings", async (c) =>
    reply(c, menuSettingsResponseSchema, { data: await readMenuSettings(c.env.DB, c.get("merchant").id) }),
  )
  .get("/:slug/order_settings", documentRead("order_settings", orderSettingsResponseSchema))
  .get("/:slug/coupon_settings", documentRead("coupon_settings", couponSettingsResponseSchema))
  .get("/:slug/table_order_settings", documentRead("table_order_settings", tableOrderSettingsResponseSchema))
  .get("/:slug/analytics_settings", documentRead("analytics_settings", analyticsSettingsResponseSchema));
