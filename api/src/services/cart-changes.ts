import type * as z from "zod";
import type {
  CartChangeRefusal,
  addItemRequestSchema,
  addPizzaRequestSchema,
  changeCartRequestSchema,
  createCartRequestSchema,
  deliveryMethodRequestSchema,
  extrasRequestSchema,
  updateLineRequestSchema,
} from "../../../contract";
import {
  type CartOwner,
  changedRows,
  deleteCartStatement,
  insertOpenCartStatement,
  loadCart,
  openCartGuidStatement,
  openCartOf,
  runBatch,
  touchCartStatement,
  updateCartStatement,
} from "../db/carts";
import {
  changeItemQuantityStatement,
  changePizzaQuantityStatement,
  deleteItemLineStatement,
  deletePizzaLineStatement,
  itemUpsertStatements,
  pizzaUpsertStatements,
  replaceExtrasStatements,
} from "../db/cart-lines";
import { createDb } from "../db/client";
import { type MerchantRef, findMerchantBySlug } from "../db/merchants";
import { type PricedCart, quoteAddress } from "../domain/cart";
import { checkCartRoom, planItemAdditions, planPizzaAdditions, quantityAfter } from "../domain/cart-lines";
import { defaultDeliveryType, priceExtras, priceItemLine, pricePizzaLine } from "../domain/cart-pricing";
import { HttpError, accepted, cartNotFound, forbidden, lineNotFound, rejected } from "../http/errors";
import { moveCart } from "./cart-move";
import {
  type CartContext,
  cartAfterChange,
  checkDeliveryType,
  checkTableTakesLines,
  loadMerchantContext,
  openCartForChange,
  priced,
} from "./carts";
import { checkPointsCover, redeemedPoints } from "./loyalty";

/* Each change loads the cart, asks the domain, writes one batch and answers the cart as it is then. */

type Cart = PricedCart["cart"];
type LineChange = z.output<typeof updateLineRequestSchema>;

const redeemAtTable = () =>
  rejected({ status: 422, code: "UNAVAILABLE", message: "Points are not redeemed at a table" });

/**
 * One batch, so parallel first adds of a new visitor meet in one cart: the insert yields to the
 * partial unique index and the batch's last statement reads which cart is open.
 */
export async function addToCart(
  d1: D1Database,
  merchantId: number,
  owner: CartOwner,
  body: z.output<typeof createCartRequestSchema>["cart"],
): Promise<{ cart: Cart; created: boolean }> {
  const db = createDb(d1);
  const context = await loadMerchantContext(db, merchantId);
  const { settings } = context;

  if (body.delivery_type !== null) checkDeliveryType(settings, body.delivery_type, body.table_id);
  await checkTableTakesLines(d1, merchantId, body.table_id);
  // The batch below still settles which cart this is when first requests cross.
  const [current] = await openCartGuidStatement(db, merchantId, owner.visitorId).limit(1);
  const existing = (current && (await loadCart(db, merchantId, current.guid, owner))?.lines) || {
    items: [],
    pizzas: [],
  };
  const items = accepted(planItemAdditions(context.index, existing.items, body.items));
  const pizzas = accepted(planPizzaAdditions(context.index, settings.pricing, existing.pizzas, body.pizzas));
  accepted(checkCartRoom(existing, { items, pizzas }));
  // A table's rounds spend no points.
  if (body.table_id !== null && body.items.some((line) => line.redeemed)) throw redeemAtTable();
  await checkPointsCover(
    d1,
    merchantId,
    owner.clientId,
    redeemedPoints(context.index, [...existing.items, ...body.items]),
    body.items.some((line) => line.redeemed),
  );
  const deliveryType =
    body.delivery_type ?? defaultDeliveryType(settings.operationModes, settings.tableOrderSettings, body.table_id);
  const guid = crypto.randomUUID();
  const openCart = openCartOf(db, merchantId, owner.visitorId);
  const results = await runBatch(db, [
    insertOpenCartStatement(db, {
      guid,
      merchantId,
      visitorId: owner.visitorId,
      clientId: owner.clientId ?? null,
      tableId: body.table_id,
      deliveryType,
    }),
    ...itemUpsertStatements(db, merchantId, openCart, items),
    ...pizzaUpsertStatements(db, merchantId, openCart, pizzas),
    touchCartStatement(db, merchantId, openCart),
    openCartGuidStatement(db, merchantId, owner.visitorId),
  ]);
  const [open] = results.at(-1) as { guid: string }[];
  if (!open) throw new Error(`Visitor ${owner.visitorId} has no open cart right after a batch that opens one`);
  const stored = await loadCart(db, merchantId, open.guid, owner);
  if (!stored) throw cartNotFound(open.guid);
  return { cart: await cartAfterChange({ ...context, db, merchantId, owner, ...stored }), created: open.guid === guid };
}

export async function changeCartNotes(
  d1: D1Database,
  merchantId: number,
  owner: CartOwner,
  guid: string,
  notes: string | null,
): Promise<Cart> {
  const context = await openCartForChange(d1, merchantId, owner, guid);
  await runBatch(context.db, [updateCartStatement(context.db, context.merchantId, context.cart.guid, { notes })]);
  return cartAfterChange(context);
}

export async function deleteCart(d1: D1Database, merchantId: number, owner: CartOwner, guid: string): Promise<void> {
  const context = await openCartForChange(d1, merchantId, owner, guid);
  await runBatch(context.db, [deleteCartStatement(context.db, context.merchantId, context.cart.guid)]);
}

export async function addItem(
  d1: D1Database,
  merchantId: number,
  owner: CartOwner,
  guid: string,
  item: z.output<typeof addItemRequestSchema>["item"],
): Promise<Cart> {
  const context = await openCartForChange(d1, merchantId, owner, guid);
  const { db, cart } = context;
  await checkTableTakesLines(d1, merchantId, cart.tableId);
  const upserts = accepted(planItemAdditions(context.index, context.lines.items, [item]));
  accepted(checkCartRoom(context.lines, { items: upserts, pizzas: [] }));
  // A table's rounds spend no points.
  if (item.redeemed && cart.tableId !== null) throw redeemAtTable();
  await checkPointsCover(
    d1,
    merchantId,
    owner.clientId,
    redeemedPoints(context.index, [...context.lines.items, item]),
    item.redeemed,
  );
  await runBatch(db, [
    ...itemUpsertStatements(db, merchantId, cart.guid, upserts),
    touchCartStatement(db, merchantId, cart.guid),
  ]);
  return cartAfterChange(context);
}

export async function addPizza(
  d1: D1Database,
  merchantId: number,
  owner: CartOwner,
  guid: string,
  pizza: z.output<typeof addPizzaRequestSchema>["pizza"],
): Promise<Cart> {
  const context = await openCartForChange(d1, merchantId, owner, guid);
  const { db, cart } = context;
  await checkTableTakesLines(d1, merchantId, cart.tableId);
  const upserts = accepted(planPizzaAdditions(context.index, context.settings.pricing, context.lines.pizzas, [pizza]));
  accepted(checkCartRoom(context.lines, { items: [], pizzas: upserts }));
  await runBatch(db, [
    ...pizzaUpsertStatements(db, merchantId, cart.guid, upserts),
    touchCartStatement(db, merchantId, cart.guid),
  ]);
  return cartAfterChange(context);
}

/** The statement computes the quantity from what is stored when it runs; a line gone meanwhile is LINE_NOT_FOUND. */
export async function changeItemQuantity(
  d1: D1Database,
  merchantId: number,
  owner: CartOwner,
  guid: string,
  id: number,
  change: LineChange,
): Promise<Cart> {
  const context = await openCartForChange(d1, merchantId, owner, guid);
  const line = context.lines.items.find((candidate) => candidate.id === id);
  if (!line) throw lineNotFound("Item", id, guid);
  const quantity = accepted(quantityAfter(line.quantity, change));
  accepted(priceItemLine(context.index, { ...line, quantity }));
  if (line.redeemed && quantity > line.quantity) {
    const others = context.lines.items.filter((candidate) => candidate.id !== id);
    await checkPointsCover(
      d1,
      merchantId,
      owner.clientId,
      redeemedPoints(context.index, [...others, { ...line, quantity }]),
      true,
    );
  }
  const [changed] = await runBatch(context.db, [
    changeItemQuantityStatement(context.db, context.merchantId, guid, id, change),
    touchCartStatement(context.db, context.merchantId, guid),
  ]);
  if (changedRows(changed) === 0) throw lineNotFound("Item", id, guid);
  return cartAfterChange(context);
}

export async function changePizzaQuantity(
  d1: D1Database,
  merchantId: number,
  owner: CartOwner,
  guid: string,
  id: number,
  change: LineChange,
): Promise<Cart> {
  const context = await openCartForChange(d1, merchantId, owner, guid);
  const line = context.lines.pizzas.find((candidate) => candidate.id === id);
  if (!line) throw lineNotFound("Pizza", id, guid);
  accepted(
    pricePizzaLine(context.index, context.settings.pricing, {
      ...line,
      quantity: accepted(quantityAfter(line.quantity, change)),
    }),
  );
  const [changed] = await runBatch(context.db, [
    changePizzaQuantityStatement(context.db, context.merchantId, guid, id, change),
    touchCartStatement(context.db, context.merchantId, guid),
  ]);
  if (changedRows(changed) === 0) throw lineNotFound("Pizza", id, guid);
  return cartAfterChange(context);
}

/** A second removal (a double tap) answers LINE_NOT_FOUND: the cart itself is there. */
export async function removeItem(
  d1: D1Database,
  merchantId: number,
  owner: CartOwner,
  guid: string,
  id: number,
): Promise<Cart> {
  const context = await openCartForChange(d1, merchantId, owner, guid);
  if (!context.lines.items.some((line) => line.id === id)) throw lineNotFound("Item", id, guid);
  const [deleted] = await runBatch(context.db, [
    deleteItemLineStatement(context.db, context.merchantId, guid, id),
    touchCartStatement(context.db, context.merchantId, guid),
  ]);
  if (changedRows(deleted) === 0) throw lineNotFound("Item", id, guid);
  return cartAfterChange(context);
}

export async function removePizza(
  d1: D1Database,
  merchantId: number,
  owner: CartOwner,
  guid: string,
  id: number,
): Promise<Cart> {
  const context = await openCartForChange(d1, merchantId, owner, guid);
  if (!context.lines.pizzas.some((line) => line.id === id)) throw lineNotFound("Pizza", id, guid);
  const [deleted] = await runBatch(context.db, [
    deletePizzaLineStatement(context.db, context.merchantId, guid, id),
    touchCartStatement(context.db, context.merchantId, guid),
  ]);
  if (changedRows(deleted) === 0) throw lineNotFound("Pizza", id, guid);
  return cartAfterChange(context);
}

export async function setDeliveryMethod(
  d1: D1Database,
  merchantId: number,
  owner: CartOwner,
  guid: string,
  body: z.output<typeof deliveryMethodRequestSchema>["cart"],
): Promise<Cart> {
  const context = await openCartForChange(d1, merchantId, owner, guid);
  const { db, cart, settings } = context;
  checkDeliveryType(settings, body.delivery_type, cart.tableId);

  if (body.delivery_type !== "DELIVERY") {
    // Keep the address: back to DELIVERY, the customer finds their neighbourhood and its fee again.
    await runBatch(db, [updateCartStatement(db, merchantId, cart.guid, { deliveryType: body.delivery_type })]);
    return cartAfterChange(context);
  }
  if (body.address === undefined) {
    // An address the store stopped serving is dropped (its fee is unknown now) rather than refusing delivery.
    const kept = cart.address && quoteAddress(settings, cart.address);
    const served = kept ? kept.served : true;
    await runBatch(db, [
      updateCartStatement(
        db,
        merchantId,
        cart.guid,
        served ? { deliveryType: "DELIVERY" } : { deliveryType: "DELIVERY", address: null, areaName: null },
      ),
    ]);
    return cartAfterChange(context);
  }
  const address = body.address;
  const quote = address ? quoteAddress(settings, address) : null;
  if (quote && !quote.served) {
    // The previous area's fee must not stay beside a refused address: no address (fee pending), and the refusal says why.
    await runBatch(db, [
      updateCartStatement(db, merchantId, cart.guid, { deliveryType: "DELIVERY", address: null, areaName: null }),
    ]);
    throw rejected({
      status: 422,
      code: "DELIVERY_NOT_AVAILABLE",
      message: `The store does not deliver to ${address?.neighborhood}`,
    });
  }
  await runBatch(db, [
    updateCartStatement(db, merchantId, cart.guid, {
      deliveryType: "DELIVERY",
      address: address ? JSON.stringify(address) : null,
      areaName: quote?.area_name ?? null,
    }),
  ]);
  return cartAfterChange(context);
}

/** To a STORE of the franchise the cart moves whole under the same guid (decision 030); to the FRANCHISE it stays. */
export async function changeStore(
  d1: D1Database,
  merchant: MerchantRef,
  owner: CartOwner,
  guid: string,
  target: z.output<typeof changeCartRequestSchema>,
): Promise<{ ok: true; cart: Cart } | { ok: false; refusal: CartChangeRefusal }> {
  const context = await openCartForChange(d1, merchant.id, owner, guid);
  const franchise = merchant.type === "FRANCHISE" ? merchant.slug : merchant.slugFranchise;
  const found = franchise === null ? null : await findMerchantBySlug(context.db, target.slugable_name);
  const sameFranchise =
    found !== null &&
    found.type === target.slugable_type &&
    (found.type === "FRANCHISE" ? found.slug === franchise : found.slugFranchise === franchise);
  if (!found || !sameFranchise) {
    throw new HttpError(
      422,
      "VALIDATION_ERROR",
      `${target.slugable_name} is not a ${target.slugable_type} of this franchise`,
      [{ field: "slugable_name", message: "not a merchant of the same franchise" }],
    );
  }
  if (found.type === "FRANCHISE" || found.id === context.merchantId)
    return { ok: true, cart: await cartAfterChange(context) };
  return await moveCart(context, found.id);
}

export async function attachClient(
  d1: D1Database,
  merchantId: number,
  owner: CartOwner,
  guid: string,
  clientId: number,
): Promise<Cart> {
  const context = await openCartForChange(d1, merchantId, owner, guid);
  if (context.owner.clientId !== clientId) throw forbidden("This token does not act for that client");
  if (context.cart.clientId !== null && context.cart.clientId !== clientId)
    throw forbidden("This cart belongs to another client");
  await runBatch(context.db, [updateCartStatement(context.db, context.merchantId, context.cart.guid, { clientId })]);
  return cartAfterChange(context);
}

type Extras = z.output<typeof extrasRequestSchema>["extras"];

async function writeExtras(
  context: CartContext,
  extras: readonly { additional_id: number; quantity: number }[],
): Promise<Cart> {
  await runBatch(context.db, [
    ...replaceExtrasStatements(context.db, context.merchantId, context.cart.guid, extras),
    touchCartStatement(context.db, context.merchantId, context.cart.guid),
  ]);
  return cartAfterChange(context);
}

export async function addExtras(
  d1: D1Database,
  merchantId: number,
  owner: CartOwner,
  guid: string,
  added: Extras,
): Promise<Cart> {
  const context = await openCartForChange(d1, merchantId, owner, guid);
  const current = priced(context).cart.extras.map(({ additional_id, quantity }) => ({ additional_id, quantity }));
  return writeExtras(context, accepted(priceExtras(context.index, [...current, ...added])));
}

export async function replaceExtras(
  d1: D1Database,
  merchantId: number,
  owner: CartOwner,
  guid: string,
  extras: Extras,
): Promise<Cart> {
  const context = await openCartForChange(d1, merchantId, owner, guid);
  return writeExtras(context, accepted(priceExtras(context.index, extras)));
}

export async function removeExtras(
  d1: D1Database,
  merchantId: number,
  owner: CartOwner,
  guid: string,
  additionalId: number | undefined,
): Promise<Cart> {
  const context = await openCartForChange(d1, merchantId, owner, guid);
  return writeExtras(
    context,
    additionalId === undefined ? [] : context.lines.extras.filter((extra) => extra.additional_id !== additionalId),
  );
}
