import type * as z from "zod";
import type { deliveryFeeLocationQuerySchema } from "../../../contract";
import { loadCartDocuments } from "../db/carts";
import { createDb } from "../db/client";
import { pickableAreas, quoteDelivery } from "../domain/delivery-areas";

/* A merchant without delivery_areas serves every address at order_settings.delivery_fee. */

export async function deliveryAreasOf(d1: D1Database, merchantId: number) {
  const documents = await loadCartDocuments(createDb(d1), merchantId);
  const areas = documents.deliveryAreas;
  return { mode: areas?.mode ?? "NEIGHBORHOOD", areas: pickableAreas(areas, documents.generalInformations.address) };
}

export async function deliveryFeeAt(
  d1: D1Database,
  merchantId: number,
  location: z.output<typeof deliveryFeeLocationQuerySchema>,
) {
  const documents = await loadCartDocuments(createDb(d1), merchantId);
  const areas = documents.deliveryAreas;
  const quote = quoteDelivery(
    areas,
    documents.generalInformations.address,
    documents.orderSettings.delivery_fee.value,
    location,
  );
  const timeToReceive = areas?.time_to_receive ?? documents.operationModes.delivery_configuration.time_to_receive;
  return { ...quote, mode: areas?.mode ?? "NEIGHBORHOOD", time_to_receive: quote.served ? timeToReceive : null };
}
