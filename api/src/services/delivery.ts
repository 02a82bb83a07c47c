import type * as z from "zod";
import type { deliveryFeeLocationQuerySchema } from "../../../contract";
import { loadCartDocuments } from "../db/carts";
import { createDb } from "../db/client";
import { pickableAreas, quoteDelivery } from "../domain/delivery-areas";

/*
 * Where the merchant delivers (merchant document delivery_areas). A merchant without the
 * document serves every address at order_settings.delivery_fee: its area list is empty and
 * every location is served.
 */

export async function deliveryAreasOf(d1: D1Database, merchantId: number) {
  const documents = await loadCartDocuments(createDb(d1), merchantId);
  const areas = documents.deliveryAreas;
  return { mode: areas?.mode ?? "NEIGHBORHOOD", areas: pickableAreas(areas, documents.generalInformations.address) };
}

/** The fee and time to deliver to a location, or that the store does not serve it. */
export async function deliveryFeeAt(d1: D1Database, merchantId: number, location: z.output<typeof deliveryFeeLocationQuerySchema>) {
  const documents = await loadCartDocuments(createDb(d1), merchantId);
  const areas = documents.deliveryAreas;
  const quote = quoteDelivery(areas, documents.generalInformations.address, documents.orderSettings.delivery_fee.value, location);
  const timeToReceive = areas?.time_to_receive ?? documents.operationModes.delivery_configuration.time_to_receive;
  return { ...quote, mode: areas?.mode ?? "NEIGHBORHOOD", time_to_receive: quote.served ? timeToReceive : null };
}
