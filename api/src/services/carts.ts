import type { DeliveryType } from "../../../contract";
import type { AccessTokenClaims } from "../auth/token";
import { type CartOwner, type StoredCart, type StoredCartLines, cartSettingsOf, loadCart, loadCartDocuments } from "../db/carts";
import { createDb, type Db } from "../db/client";
import { withSettledFidelity } from "../db/fidelity";
import { loadMenuNow } from "../db/menu";
import { tableStatusOf } from "../db/tables";
import { type CartBenefits, type CartSettings, type PricedCart, priceCart } from "../domain/cart";
import { checkCartOpen, deliveryTypeEnabled, indexMenu } from "../domain/cart-pricing";
import { withPrepTimes } from "../domain/store-day";
import { HttpError, cartNotFound, rejected } from "../http/errors";

/*
 * Opening the caller's cart with what it is priced and checked with, shared by the cart, coupon
 * and scheduling routes. Every read is scoped by the merchant the access middleware resolved and
 * by the caller: a cart of another visitor (or client) is as unknown as a guid that never existed.
 */

/** The token's visitor and, when logged in, its client: whose carts the caller may see. */
export const ownerOf = (claims: Pick<AccessTokenClaims, "vid" | "client_id">): CartOwner =>
  claims.client_id === undefined ? { visitorId: claims.vid } : { visitorId: claims.vid, clientId: claims.client_id };

/**
 * The merchant's menu and settings as they are now: what every cart call prices and checks with.
 * Staff's day switches count (a dish sold out today is unavailable, the times for now are the
 * cart's); `day` keeps the pause for the order checks.
 */
export async function loadMerchantContext(db: Db, merchantId: number, now = new Date()) {
  const [documents, { menu, day }] = await Promise.all([loadCartDocuments(db, merchantId), loadMenuNow(db, merchantId, now)]);
  return { documents, settings: withPrepTimes(cartSettingsOf(documents), day.prepTimes), index: indexMenu(menu), day };
}
/** What loadMerchantContext answers. */
export type MerchantContext = Awaited<ReturnType<typeof loadMerchantContext>>;

/** The caller's cart with its lines and benefits, and what it is priced with. */
export interface CartContext extends MerchantContext {
  db: Db;
  merchantId: number;
  owner: CartOwner;
  cart: StoredCart;
  lines: StoredCartLines;
  benefits: CartBenefits;
}

/** The caller's cart `guid` with the merchant context, or 404. */
export async function openCart(d1: D1Database, merchantId: number, owner: CartOwner, guid: string): Promise<CartContext> {
  const db = createDb(d1);
  const [stored, context] = await Promise.all([loadCart(db, merchantId, guid, owner), loadMerchantContext(db, merchantId)]);
  if (!stored) throw cartNotFound(guid);
  return { ...context, db, merchantId, owner, ...stored };
}

/** As openCart, with a fidelity reward the client reached since their last visit in it (decision 026), as the order will have. */
export async function openCartSettled(d1: D1Database, merchantId: number, owner: CartOwner, guid: string): Promise<CartContext> {
  const opened = await openCart(d1, merchantId, owner, guid);
  return withSettledFidelity(d1, opened.merchantId, opened, opened.settings.fidelityPrograms, async () => {
    const fresh = await loadCart(opened.db, opened.merchantId, opened.cart.guid, opened.owner);
    return fresh && { ...opened, ...fresh };
  });
}

/** As openCart, for a change: refused once the cart is pending payment or finalized. */
export async function openCartForChange(d1: D1Database, merchantId: number, owner: CartOwner, guid: string): Promise<CartContext> {
  const context = await openCart(d1, merchantId, owner, guid);
  const closed = checkCartOpen(context.cart.status);
  if (closed) throw rejected(closed);
  return context;
}

/** The cart of `context` priced with its menu, settings and benefits. */
export const priced = (context: Pick<CartContext, "cart" | "lines" | "benefits" | "index" | "settings">) =>
  priceCart(context.cart, context.lines, context.index, context.settings, context.benefits);

/** The cart of `context` read again after a write, or 404 when it went meanwhile. */
export async function reloadCart(context: CartContext): Promise<CartContext> {
  const fresh = await loadCart(context.db, context.merchantId, context.cart.guid, context.owner);
  if (!fresh) throw cartNotFound(context.cart.guid);
  return { ...context, ...fresh };
}

/** The cart read again after a write, priced: what a cart change answers. */
export async function cartAfterChange(context: CartContext): Promise<PricedCart["cart"]> {
  return priced(await reloadCart(context)).cart;
}

const typeRefused = (type: DeliveryType) => rejected({ status: 422, code: "DELIVERY_TYPE_INVALID", message: `The store does not take ${type} orders here` });

/** Whether a cart of `tableId` may be of `type`: enabled by the store, and TABLE only with a table. */
export function checkDeliveryType(settings: CartSettings, type: DeliveryType, tableId: number | null) {
  if (!deliveryTypeEnabled(type, settings.operationModes, settings.tableOrderSettings)) throw typeRefused(type);
  if (type === "TABLE" && tableId === null) throw typeRefused(type);
}

/**
 * A table's cart takes new lines only while the table is OPEN: once the bill is asked (or paid, or
 * the table closed) no round can be sent, so a line added would wait in a cart nobody can send
 * (409 TABLE_CLOSED, which the menu says as it is). Taking lines out stays allowed.
 */
export async function checkTableTakesLines(d1: D1Database, merchantId: number, tableId: number | null) {
  if (tableId === null) return;
  const table = await tableStatusOf(d1, merchantId, tableId);
  if (table && table.status !== "OPEN") throw new HttpError(409, "TABLE_CLOSED", `Table ${table.number} is ${table.status}: it takes no new lines`);
}

/** The caller's cart as the order would price it (with a fidelity reward reached meanwhile). */
export async function readCart(d1: D1Database, merchantId: number, owner: CartOwner, guid: string): Promise<PricedCart["cart"]> {
  return priced(await openCartSettled(d1, merchantId, owner, guid)).cart;
}

export async function readCartStatus(d1: D1Database, merchantId: number, owner: CartOwner, guid: string) {
  const { cart } = await openCart(d1, merchantId, owner, guid);
  return { status: cart.status, converted_order: cart.status === "FINALIZED" };
}

export async function readMinimumOrder(d1: D1Database, merchantId: number, owner: CartOwner, guid: string) {
  return priced(await openCart(d1, merchantId, owner, guid)).minimumOrder;
}
