import { Hono } from "hono";
import { conversionPixels, facebookPixelEventRequestSchema } from "../../../contract";
import { recordConversionEvent } from "../db/analytics";
import { createDb } from "../db/client";
import { loadDocument } from "../db/merchants";
import type { AppEnv } from "../env";
import { HttpError, notFound } from "../http/errors";
import { sandboxHost } from "../provider/sandbox-host";
import { forwardConversion } from "../services/conversions-api";
import { validateJson } from "../http/validate";

/**
 * `POST /{slug}/facebook_pixel` (customer spec §7, decisions 032 and 076): a conversion event the
 * storefront saw on its server. Recorded once per event id (a retry is the same event), answered
 * 204, then forwarded to Meta's conversions API (services/conversions-api.ts).
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
  const recorded = await recordConversionEvent(db, {
    merchantId: merchant.id,
    eventId: event.event_id,
    eventName: event.event_name,
    eventParams: JSON.stringify(event.event_params),
    fbp: event.fbp,
    fbc: event.fbc,
    pixelIds: JSON.stringify(pixelIds),
    createdAt: new Date().toISOString(),
  });
  // Forwarded once, after the answer: the user data goes to Meta and is never stored here.
  if (recorded) {
    const graph = c.env.FACEBOOK_GRAPH_URL;
    const fetchGraph = graph && sandboxHost(graph) ? c.get("inProcess") : (request: Request) => fetch(request);
    const forwarding = forwardConversion(c.env, pixelIds, event, fetchGraph);
    try {
      c.executionCtx.waitUntil(forwarding);
    } catch {
      await forwarding;
    }
  }
  return c.body(null, 204);
});
