import { Hono } from "hono";
import { paymentMethodsQuerySchema, paymentMethodsResponseSchema, pseFormResponseSchema } from "../../../contract";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";
import { validateQuery } from "../http/validate";
import { paymentMethodsFor } from "../services/payment-methods";
import { pseFormFor } from "../services/provider-bank-payments";

export const paymentMethodsRoutes = new Hono<AppEnv>()
  // client_id and modality (spec §7) are accepted; the token says who the caller is, and a
  // takeout customer pays at the counter with the same methods.
  .get("/:slug/payment_methods", validateQuery(paymentMethodsQuerySchema), async (c) =>
    reply(c, paymentMethodsResponseSchema, {
      data: await paymentMethodsFor(c.env.DB, c.get("merchant").id, c.get("claims").client_id !== undefined),
    }),
  )
  // PSE's banks from the store's provider, for the checkout's bank list (spec: online_payment_settings/pse_form).
  .get("/:slug/online_payment_settings/pse_form", async (c) =>
    reply(c, pseFormResponseSchema, {
      data: await pseFormFor(c.env.DB, c.env, c.get("merchant").id, c.get("inProcess")),
    }),
  );
