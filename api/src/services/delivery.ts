import type * as z from "zod";
import type { DeliveryFeeLocation, deliveryFeeLocationQuerySchema } from "../../../contract";
import { type CartOwner, loadCartDocuments } from "../db/carts";
import { createDb } from "../db/client";
import { priceCart } from "../domain/cart";
import { pickableAreas, quoteDelivery } from "../domain/delivery-areas";
import { openCartSettled } from "./carts";

/* A merchant without delivery_areas serves every address at order_settings.delivery_fee. */

export async function deliveryAreasOf(d1: D1Database, merchantId: number) {
  const documents = await loadCartDocuments(createDb(d1), merchantId);
  const areas = documents.deliveryAreas;
  return { mode: areas?.mode ?? "NEIGHBORHOOD", areas: pickableAreas(areas, documents.generalInformations.address) };
}

/**
 * The fee at a place. With the visitor's cart it is that cart priced there as the order would be,
 * the store's free delivery applied, so what a customer is quoted is what they are charged.
 */
export async function deliveryFeeAt(
  d1: D1Database,
  merchantId: number,
  owner: CartOwner,
  location: z.output<typeof deliveryFeeLocationQuerySchema>,
): Promise<DeliveryFeeLocation> {
  const documents = await loadCartDocuments(createDb(d1), merchantId);
  const areas = documents.deliveryAreas;
  const quote = quoteDelivery(
    areas,
    documents.generalInformations.address,
    documents.orderSettings.delivery_fee.value,
    location,
  );
  const timeToReceive = areas?.time_to_receive ?? documents.operationModes.delivery_configuration.time_to_receive;
  const threshold = documents.orderSettings.free_delivery_from ?? null;
  const answer: DeliveryFeeLocation = {
    ...quote,
    mode: areas?.mode ?? "NEIGHBORHOOD",
    time_to_receive: quote.served ? timeToReceive : null,
    ...(threshold === null ? {} : { free_delivery: { from: threshold, missing: null } }),
  };
  if (location.cart_guid === undefined || !quote.served) return answer;

  const { cart, lines, index, settings, benefits } = await openCartSettled(d1, merchantId, owner, location.cart_guid);
  const address = {
    neighborhood: location.neighborhood ?? "",
    street: null,
    number: null,
    city: null,
    zip_code: null,
    complement: null,
    state: null,
    reference_point: null,
    latitude: location.latitude ?? null,
    longitude: location.longitude ?? null,
  };
  const priced = priceCart({ ...cart, deliveryType: "DELIVERY", address }, lines, index, settings, benefits);
  return {
    ...answer,
    fee: priced.cart.summary.delivery_fee,
    ...(threshold === null
      ? {}
      : { free_delivery: { from: threshold, missing: Math.max(0, threshold - priced.cart.summary.subtotal) } }),
  };
}
