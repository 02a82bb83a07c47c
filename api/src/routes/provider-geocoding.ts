import { Hono } from "hono";
import type { AppEnv } from "../env";
import { geocodingSandbox } from "../geocoding/sandbox";

/** The geocoding stand-in at /provider/geocoding/v1/…: only where no provider key is set (never in production). */
export const providerGeocodingRoutes = new Hono<AppEnv>().use("/geocoding/*", async (c, next) => {
  if (c.env.GEOCODER_API_KEY) return c.json({ error: "Unable to geocode" }, 404);
  await next();
});
providerGeocodingRoutes.route("/", geocodingSandbox);
