import { Hono } from "hono";

import {
  deliverySettingsRequestSchema,
  deliverySettingsResponseSchema,
  paymentMethodsSettingsRequestSchema,
  paymentMethodsSettingsResponseSchema,
} from "../../../contract/console-settings-delivery";
import { requireOwner } from "../auth/staff-access";
import type { AppEnv } from "../env";
import { settingsActorOf, settingsWritten } from "../http/settings";
import { reply } from "../http/reply";
import { validateJson } from "../http/validate";
import {
  changeDeliverySettings,
  changePaymentMethodsSettings,
  readDeliverySettings,
  readPaymentMethodsSettings,
} from "../services/settings-delivery";

// As routes/console-settings.ts says them; a router does not import another router.

/**
 * Delivery, operation modes and payment on delivery (decision 104): every member reads them, only
 * the owner changes them, each section sent whole; behind requireStaff (app.ts).
 */
export const consoleSettingsDeliveryRoutes = new Hono<AppEnv>()

  .get("/:slug/settings/delivery", async (c) =>
    reply(c, deliverySettingsResponseSchema, { data: await readDeliverySettings(c.env.DB, c.get("merchant").id) }),
  )

  .put("/:slug/settings/delivery", requireOwner, validateJson(deliverySettingsRequestSchema), async (c) =>
    settingsWritten(c, await changeDeliverySettings(c.env.DB, settingsActorOf(c), c.req.valid("json"))),
  )

  .get("/:slug/settings/payment_methods", async (c) =>
    reply(c, paymentMethodsSettingsResponseSchema, {
      data: await readPaymentMethodsSettings(c.env.DB, c.get("merchant").id),
    }),
  )

  .put("/:slug/settings/payment_methods", requireOwner, validateJson(paymentMethodsSettingsRequestSchema), async (c) =>
    settingsWritten(c, await changePaymentMethodsSettings(c.env.DB, settingsActorOf(c), c.req.valid("json"))),
  );
