import type { CartChangeRefusal } from "../../../contract";
import { type CartOwner, isUniqueViolation, loadCart, moveCartStatements, runBatch } from "../db/carts";
import { itemUpsertStatements, pizzaUpsertStatements, replaceExtrasStatements } from "../db/cart-lines";
import { type PricedCart, quoteAddress } from "../domain/cart";
import { transferCartLines } from "../domain/cart-change";
import { planItemAdditions, planPizzaAdditions } from "../domain/cart-lines";
import { defaultDeliveryType, deliveryTypeEnabled } from "../domain/cart-pricing";
import { HttpError, accepted, cartNotFound, rejected } from "../http/errors";
import { type CartContext, loadMerchantContext, priced } from "./carts";

/**
 * One batch: it lands whole or, when the cart changed meanwhile, not at all. Clients, coupons, points
 * and table stay with the store they were made at.
 */
export async function moveCart(
  source: CartContext,
  targetId: number,
): Promise<{ ok: true; cart: PricedCart["cart"] } | { ok: false; refusal: CartChangeRefusal }> {
  const { db, cart } = source;
  if (cart.tableId !== null)
    throw rejected({ status: 422, code: "UNAVAILABLE", message: "A table's cart stays at its table" });
  const target = await loadMerchantContext(db, targetId);
  const transfer = transferCartLines(source.lines, source.index, target.index, {
    from: source.settings.pricing,
    to: target.settings.pricing,
  });
  if (!transfer.ok) {
    return {
      ok: false,
      refusal: {
        code: "CART_LINES_NOT_AT_STORE",
        message: `The target store cannot take ${transfer.notKept.map((line) => line.name).join(", ")}`,
        not_kept: transfer.notKept,
      },
    };
  }
  const items = accepted(planItemAdditions(target.index, [], transfer.items));
  const pizzas = accepted(planPizzaAdditions(target.index, target.settings.pricing, [], transfer.pizzas));
  const { operationModes, tableOrderSettings } = target.settings;
  const type = cart.deliveryType ?? "DELIVERY";
  const deliveryType = deliveryTypeEnabled(type, operationModes, tableOrderSettings)
    ? type
    : defaultDeliveryType(operationModes, tableOrderSettings, null);
  const quote = cart.address ? quoteAddress(target.settings, cart.address) : null;
  const owner: CartOwner = { visitorId: source.owner.visitorId };
  try {
    await runBatch(db, [
      ...moveCartStatements(db, {
        guid: cart.guid,
        readAt: cart.updatedAt,
        from: source.merchantId,
        to: targetId,
        visitorId: owner.visitorId,
        deliveryType,
        address: quote?.served ? cart.address : null,
        areaName: quote?.served ? (quote.area_name ?? null) : null,
        notes: cart.notes,
      }),
      ...itemUpsertStatements(db, targetId, cart.guid, items),
      ...pizzaUpsertStatements(db, targetId, cart.guid, pizzas),
      ...replaceExtrasStatements(db, targetId, cart.guid, transfer.extras),
    ]);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new HttpError(
      409,
      "CART_CHANGED",
      "The cart changed while it was being moved, or the visitor has a cart with items at that store; nothing moved",
    );
  }
  const moved = await loadCart(db, targetId, cart.guid, owner);
  if (!moved) throw cartNotFound(cart.guid);
  return { ok: true, cart: priced({ ...target, ...moved }).cart };
}
