import { Hono } from "hono";
import type { AppEnv } from "../env";
import { notFound } from "../http/errors";
import { checkoutProPage } from "../provider/mercadopago/checkout-pro";
import { mercadoPagoSandbox } from "../provider/mercadopago/sandbox";

/** The Mercado Pago stand-in at /provider/mercadopago/…: only where MERCADOPAGO_SANDBOX is "1" (never in production). */
export const providerMercadoPagoRoutes = new Hono<AppEnv>().use("/mercadopago/*", async (c, next) => {
  if (c.env.MERCADOPAGO_SANDBOX !== "1") throw notFound(`No route for ${c.req.method} ${c.req.path}`);
  await next();
});
// The Checkout Pro page is the browser's, without the API's bearer token: mounted before the API's paths.
providerMercadoPagoRoutes.route("/mercadopago/checkout", checkoutProPage);
providerMercadoPagoRoutes.route("/mercadopago", mercadoPagoSandbox);
