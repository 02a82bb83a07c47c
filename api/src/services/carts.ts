import type { DeliveryType } from "../../../contract";
import type { AccessTokenClaims } from "../auth/token";
import {
  type CartOwner,
  type StoredCart,
  type StoredCartLines,
  cartSettingsOf,
  loadCart,
  loadCartDocuments,
} from "../db/carts";
import { createDb, type Db } from "../db/client";
import { withSettledFidelity } from "../db/fidelity";
import { loadMenuNow } from "../db/menu";
import { tableStatusOf } from "../db/tables";
import { type CartBenefits, type CartSettings, type PricedCart, priceCart } from "../domain/cart";
import { checkCartOpen, deliveryTypeEnabled, indexMenu } from "../domain/cart-pricing";
import { withPrepTimes } from "../domain/store-day";
import { HttpError, cartNotFound, rejected } from "../http/errors";

/* Every read is scoped by merchant and caller: another visitor's cart is as unknown as a guid that never existed. */

export const ownerOf = (claims: Pick<AccessTokenClaims, "vid" | "client_id">): CartOwner =>
  claims.client_id === undefined ? { visitorId: claims.vid } : { visitorId: claims.vid, clientId: claims.client_id };

/** Staff's day switches count: a dish sold out today is unavailable. */
export async function loadMerchantContext(db: Db, merchantId: number, now = new Date()) {
  const [documents, { menu, day }] = await Promise.all([
    loadCartDocuments(db, merchantId),
    loadMenuNow(db, merchantId, now),
  ]);
  return { documents, settings: withPrepTimes(cartSettingsOf(documents), day.prepTimes), index: indexMenu(menu), day };
}
export type MerchantContext = Awaited<ReturnType<typeof loadMerchantContext>>;

export interface CartContext extends MerchantContext {
  db: Db;
  merchantId: number;
  owner: CartOwner;
  cart: StoredCart;
  lines: StoredCartLines;
  benefits: CartBenefits;
}

export async function openCart(
  d1: D1Database,
  merchantId: number,
  owner: CartOwner,
  guid: string,
): Promise<CartContext> {
  const db = createDb(d1);
  const [stored, context] = await Promise.all([
    loadCart(db, merchantId, guid, owner),
    loadMerchantContext(db, merchantId),
  ]);
  if (!stored) throw cartNotFound(guid);
  return { ...context, db, merchantId, owner, ...stored };
}

/** With a fidelity reward reached since the last visit (decision 026), as the order will have. */
export async function openCartSettled(
  d1: D1Database,
  merchantId: number,
  owner: CartOwner,
  guid: string,
): Promise<CartContext> {
  const opened = await openCart(d1, merchantId, owner, guid);
  return withSettledFidelity(d1, opened.merchantId, opened, opened.settings.fidelityPrograms, async () => {
    const fresh = await loadCart(opened.db, opened.merchantId, opened.cart.guid, opened.owner);
    return fresh && { ...opened, ...fresh };
  });
}

/** Refused once the cart is pending payment or finalized. */
export async function openCartForChange(
  d1: D1Database,
  merchantId: number,
  owner: CartOwner,
  guid: string,
): Promise<CartContext> {
  const context = await openCart(d1, merchantId, owner, guid);
  const closed = checkCartOpen(context.cart.status);
  if (closed) throw rejected(closed);
  return context;
}

export const priced = (context: Pick<CartContext, "cart" | "lines" | "benefits" | "index" | "settings">) =>
  priceCart(context.cart, context.lines, context.index, context.settings, context.benefits);

export async function reloadCart(context: CartContext): Promise<CartContext> {
  const fresh = await loadCart(context.db, context.merchantId, context.cart.guid, context.owner);
  if (!fresh) throw cartNotFound(context.cart.guid);
  return { ...context, ...fresh };
}

export async function cartAfterChange(context: CartContext): Promise<PricedCart["cart"]> {
  return priced(await reloadCart(context)).cart;
}

const typeRefused = (type: DeliveryType) =>
  rejected({ status: 422, code: "DELIVERY_TYPE_INVALID", message: `The store does not take ${type} orders here` });

export function checkDeliveryType(settings: CartSettings, type: DeliveryType, tableId: number | null) {
  if (!deliveryTypeEnabled(type, settings.operationModes, settings.tableOrderSettings)) throw typeRefused(type);
  if (type === "TABLE" && tableId === null) throw typeRefused(type);
}

/** Once the bill is asked no round can be sent, so a line added would wait in a cart nobody can send. */
export async function checkTableTakesLines(d1: D1Database, merchantId: number, tableId: number | null) {
  if (tableId === null) return;
  const table = await tableStatusOf(d1, merchantId, tableId);
  if (table && table.status !== "OPEN")
    throw new HttpError(409, "TABLE_CLOSED", `Table ${table.number} is ${table.status}: it takes no new lines`);
}

export async function readCart(
  d1: D1Database,
  merchantId: number,
  owner: CartOwner,
  guid: string,
): Promise<PricedCart["cart"]> {
  return priced(await openCartSettled(d1, merchantId, owner, guid)).cart;
}

export async function readCartStatus(d1: D1Database, merchantId: number, owner: CartOwner, guid: string) {
  const { cart } = await openCart(d1, merchantId, owner, guid);
  return { status: cart.status, converted_order: cart.status === "FINALIZED" };
}

export async function readMinimumOrder(d1: D1Database, merchantId: number, owner: CartOwner, guid: string) {
  return priced(await openCart(d1, merchantId, owner, guid)).minimumOrder;
}
