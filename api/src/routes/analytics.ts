import { Hono } from "hono";
import { conversionPixels, facebookPixelEventRequestSchema } from "../../../contract";
import { recordConversionEvent } from "../db/analytics";
import { createDb } from "../db/client";
import { loadDocument } from "../db/merchants";
import type { AppEnv } from "../env";
import { HttpError, notFound } from "../http/errors";
import { validateJson } from "../http/validate";

/**
 * `POST /{slug}/facebook_pixel` (customer spec §7, decision 032): a conversion event the
 * storefront saw on its server (AddToCart, Purchase). Recorded once per event id (a retry is the
 * same event) and answered 204; the forwarder to Facebook's conversions API would read them.
 * 404 when no pixel of the merchant has the conversions API on, 422 EVENT_NOT_ENABLED when none
 * of those takes this event.
 */
export const analyticsRoutes = new Hono<AppEnv>().post("/:slug/facebook_pixel", validateJson(facebookPixelEventRequestSchema), async (c) => {
  const db = createDb(c.env.DB);
  const merchant = c.get("merchant");
  const event = c.req.valid("json");
  const settings = await loadDocument(db, merchant.id, "analytics_settings");
  if (!settings.facebook.some((pixel) => pixel.facebook_api_conversion_enabled)) {
    throw notFound(`Merchant ${merchant.slug} has no Facebook pixel with the conversions API`);
  }
  const pixelIds = conversionPixels(settings, event.event_name);
  if (pixelIds.length === 0) throw new HttpError(422, "EVENT_NOT_ENABLED", `No pixel of ${merchant.slug} takes ${event.event_name} events`);
  await recordConversionEvent(db, {
    merchantId: merchant.id,
    eventId: event.event_id,
    eventName: event.event_name,
    eventParams: JSON.stringify(event.event_params),
    fbp: event.fbp,
    fbc: event.fbc,
    pixelIds: JSON.stringify(pixelIds),
    createdAt: new Date().toISOString(),
  });
  return c.body(null, 204);
});
