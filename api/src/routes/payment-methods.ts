import { Hono } from "hono";
import { paymentMethodsQuerySchema, paymentMethodsResponseSchema } from "../../../contract";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";
import { validateQuery } from "../http/validate";
import { paymentMethodsFor } from "../services/payment-methods";

export const paymentMethodsRoutes = new Hono<AppEnv>()
  // client_id and modality (spec §7) are accepted; the token says who the caller is, and a
  // takeout customer pays at the counter with the same methods.
  .get("/:slug/payment_methods", validateQuery(paymentMethodsQuerySchema), async (c) =>
    reply(c, paymentMethodsResponseSchema, {
      data: await paymentMethodsFor(c.env.DB, c.get("merchant").id, c.get("claims").client_id !== undefined),
    }),
  );
