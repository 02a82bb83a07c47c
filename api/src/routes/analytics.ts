import { Hono } from "hono";
import { facebookPixelEventRequestSchema } from "../../../contract";
import type { AppEnv } from "../env";
import { validateJson } from "../http/validate";
import { recordConversion } from "../services/conversions-api";

/**
 * `POST /{slug}/facebook_pixel` (customer spec §7, decisions 032 and 076): a conversion event the
 * storefront saw on its server, answered 204, then forwarded to Meta's conversions API.
 */
export const analyticsRoutes = new Hono<AppEnv>().post(
  "/:slug/facebook_pixel",
  validateJson(facebookPixelEventRequestSchema),
  async (c) => {
    const forwarding = await recordConversion(c.env, c.get("merchant"), c.req.valid("json"), c.get("inProcess"));
    if (forwarding) {
      try {
        c.executionCtx.waitUntil(forwarding);
      } catch {
        await forwarding;
      }
    }
    return c.body(null, 204);
  },
);
