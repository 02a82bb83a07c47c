import { Hono } from "hono";
import {
  deliveryAreasResponseSchema,
  deliveryFeeLocationQuerySchema,
  deliveryFeeLocationResponseSchema,
} from "../../../contract";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";
import { validateQuery } from "../http/validate";
import { ownerOf } from "../services/carts";
import { deliveryAreasOf, deliveryFeeAt } from "../services/delivery";

export const deliveryRoutes = new Hono<AppEnv>()
  .get("/:slug/delivery_areas", async (c) =>
    reply(c, deliveryAreasResponseSchema, { data: await deliveryAreasOf(c.env.DB, c.get("merchant").id) }),
  )
  .get("/:slug/delivery_fees/location", validateQuery(deliveryFeeLocationQuerySchema), async (c) =>
    reply(c, deliveryFeeLocationResponseSchema, {
      data: await deliveryFeeAt(c.env.DB, c.get("merchant").id, ownerOf(c.get("claims")), c.req.valid("query")),
    }),
  );
