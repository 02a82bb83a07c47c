import type { Order } from "../../../contract";
import {
  type CartOwner,
  deleteOpenCartStatement,
  insertOpenCartStatement,
  runBatch,
  updateCartStatement,
} from "../db/carts";
import { itemUpsertStatements, pizzaUpsertStatements, replaceExtrasStatements } from "../db/cart-lines";
import { createDb } from "../db/client";
import { quoteAddress } from "../domain/cart";
import { type ItemAddition, type PizzaAddition, planItemAdditions, planPizzaAdditions } from "../domain/cart-lines";
import {
  defaultDeliveryType,
  deliveryTypeEnabled,
  priceExtras,
  priceItemLine,
  pricePizzaLine,
} from "../domain/cart-pricing";
import { HttpError, accepted } from "../http/errors";
import { loadMerchantContext } from "./carts";

/** Lines the menu no longer allows are left out and named in `skipped`; replaces the open cart (one per visitor). */
export async function reorder(
  d1: D1Database,
  merchantId: number,
  caller: CartOwner,
  order: Order,
): Promise<{ guid: string; skipped: string[] }> {
  const db = createDb(d1);
  const { index, settings } = await loadMerchantContext(db, merchantId);
  const skipped: string[] = [];
  const items: ItemAddition[] = [];
  for (const line of order.items) {
    const addition: ItemAddition = {
      item_id: line.item_id,
      quantity: line.quantity,
      notes: line.notes,
      options: line.options.map((option) => ({ option_id: option.option_id, quantity: option.quantity })),
      table_solicitation_id: null,
    };
    if (priceItemLine(index, addition).ok) items.push(addition);
    else skipped.push(line.name);
  }
  const pizzas: PizzaAddition[] = [];
  for (const line of order.pizzas) {
    const addition: PizzaAddition = {
      pizza_id: line.pizza_id,
      size_id: line.size.id,
      quantity: line.quantity,
      notes: line.notes,
      flavors: line.flavors.map((flavor) => ({ flavor_id: flavor.flavor_id, quantity: flavor.quantity })),
      complement_ids: line.complements.map((complement) => complement.complement_id),
      table_solicitation_id: null,
    };
    if (pricePizzaLine(index, settings.pricing, addition).ok) pizzas.push(addition);
    else skipped.push(line.name);
  }
  const extras = order.extras.filter((extra) => {
    const ok = priceExtras(index, [{ additional_id: extra.additional_id, quantity: extra.quantity }]).ok;
    if (!ok) skipped.push(extra.name);
    return ok;
  });
  if (items.length + pizzas.length === 0)
    throw new HttpError(
      422,
      "INVALID_CART",
      "Nothing of this order is available now",
      skipped.map((name) => ({ field: "skipped", message: name })),
    );
  const itemUpserts = accepted(planItemAdditions(index, [], items));
  const pizzaUpserts = accepted(planPizzaAdditions(index, settings.pricing, [], pizzas));
  const keptExtras = priceExtras(
    index,
    extras.map((extra) => ({ additional_id: extra.additional_id, quantity: extra.quantity })),
  );

  const type =
    deliveryTypeEnabled(order.delivery.type, settings.operationModes, settings.tableOrderSettings) &&
    order.delivery.type !== "TABLE"
      ? order.delivery.type
      : defaultDeliveryType(settings.operationModes, settings.tableOrderSettings, null);
  const address = type === "DELIVERY" ? order.delivery.address : null;
  const quote = address ? quoteAddress(settings, address) : null;
  const guid = crypto.randomUUID();
  await runBatch(db, [
    deleteOpenCartStatement(db, merchantId, caller.visitorId),
    insertOpenCartStatement(db, {
      guid,
      merchantId,
      visitorId: caller.visitorId,
      clientId: caller.clientId ?? null,
      tableId: null,
      deliveryType: type,
    }),
    ...itemUpsertStatements(db, merchantId, guid, itemUpserts),
    ...pizzaUpsertStatements(db, merchantId, guid, pizzaUpserts),
    ...(keptExtras.ok ? replaceExtrasStatements(db, merchantId, guid, keptExtras.value) : []),
    ...(address && quote?.served
      ? [updateCartStatement(db, merchantId, guid, { address: JSON.stringify(address), areaName: quote.area_name })]
      : []),
  ]);
  return { guid, skipped };
}
