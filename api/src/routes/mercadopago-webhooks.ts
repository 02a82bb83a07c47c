import { Hono } from "hono";
import type { AppEnv } from "../env";
import { receiveMercadoPagoNotification } from "../services/provider-payments";

/**
 * `POST /webhooks/mercadopago/{slug}`: the notification_url of the store's charges, reached
 * through the storefront's `/_webhooks/mercadopago/{slug}`. No token: the notification is signed
 * with the store's own webhook secret, checked before anything else. Answers an empty body: 200
 * taken, 401 refused (unsigned, stale, wrong, or no account), 503 ask again later.
 */
export const mercadoPagoWebhooksRoutes = new Hono<AppEnv>().post("/mercadopago/:slug", async (c) => {
  const status = await receiveMercadoPagoNotification(
    c.env.DB,
    c.env,
    {
      slug: c.req.param("slug"),
      headers: {
        signature: c.req.header("x-signature") ?? null,
        requestId: c.req.header("x-request-id") ?? null,
        dataId: c.req.query("data.id") ?? null,
      },
      type: c.req.query("type") ?? c.req.query("topic") ?? null,
    },
    c.get("inProcess"),
    new Date(),
  );
  return c.body(null, status);
});
