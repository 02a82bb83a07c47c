import { Hono } from "hono";
import { deliveryAreasResponseSchema, deliveryFeeLocationQuerySchema, deliveryFeeLocationResponseSchema } from "../../../contract";
import { loadCartDocuments } from "../db/carts";
import { createDb } from "../db/client";
import { pickableAreas, quoteDelivery } from "../domain/delivery-areas";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";
import { validateQuery } from "../http/validate";

/*
 * Where the merchant delivers (merchant document delivery_areas). A merchant without the
 * document serves every address at order_settings.delivery_fee: its area list is empty and
 * every location is served.
 */
export const deliveryRoutes = new Hono<AppEnv>()
  .get("/:slug/delivery_areas", async (c) => {
    const documents = await loadCartDocuments(createDb(c.env.DB), c.get("merchant").id);
    const areas = documents.deliveryAreas;
    return reply(c, deliveryAreasResponseSchema, {
      data: { mode: areas?.mode ?? "NEIGHBORHOOD", areas: pickableAreas(areas, documents.generalInformations.address) },
    });
  })
  .get("/:slug/delivery_fees/location", validateQuery(deliveryFeeLocationQuerySchema), async (c) => {
    const documents = await loadCartDocuments(createDb(c.env.DB), c.get("merchant").id);
    const areas = documents.deliveryAreas;
    const quote = quoteDelivery(areas, documents.generalInformations.address, documents.orderSettings.delivery_fee.value, c.req.valid("query"));
    const timeToReceive = areas?.time_to_receive ?? documents.operationModes.delivery_configuration.time_to_receive;
    return reply(c, deliveryFeeLocationResponseSchema, {
      data: { ...quote, mode: areas?.mode ?? "NEIGHBORHOOD", time_to_receive: quote.served ? timeToReceive : null },
    });
  });
