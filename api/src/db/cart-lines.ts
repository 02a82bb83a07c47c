import { type SQL, and, eq, sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { UpdateLineRequest } from "../../../contract";
import { type ItemAddition, LINE_QUANTITY, type LineUpsert, type PizzaAddition } from "../domain/cart-lines";
import type { CartRef, Statement } from "./carts";
import type { Db } from "./client";
import { cartExtras, cartItemOptions, cartItems, cartPizzaComplements, cartPizzaFlavors, cartPizzas } from "./schema";

/*
 * Adding a line is an upsert on its line_key that adds to the stored quantity in SQL, so requests
 * that cross all count and the quantity CHECK refuses the one that passes the bound (decision 009).
 * An equal addition keeps the line's first price: the cart goes on naming a change the customer
 * saw the old price of (decision 097).
 */

export function upsertItemLineStatements(
  db: Db,
  merchantId: number,
  cart: CartRef,
  { key, line, unitPrice }: LineUpsert<ItemAddition>,
): Statement[] {
  // Drizzle embeds a select in parentheses: a scalar subquery.
  const lineId = sql`${db
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.merchantId, merchantId), eq(cartItems.cartGuid, cart), eq(cartItems.lineKey, key)))}`;
  return [
    db
      .insert(cartItems)
      .values({
        merchantId,
        cartGuid: cart,
        itemId: line.item_id,
        quantity: line.quantity,
        notes: line.notes,
        tableSolicitationId: line.table_solicitation_id,
        lineKey: key,
        redeemed: line.redeemed === true,
        pricedUnitPrice: unitPrice,
      })
      .onConflictDoUpdate({
        target: [cartItems.merchantId, cartItems.cartGuid, cartItems.lineKey],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
      }),
    ...mergedChoices(line.options.map((option) => [option.option_id, option.quantity])).map(([optionId, quantity]) =>
      db.insert(cartItemOptions).values({ merchantId, cartItemId: lineId, optionId, quantity }).onConflictDoNothing(),
    ),
  ];
}

export function upsertPizzaLineStatements(
  db: Db,
  merchantId: number,
  cart: CartRef,
  { key, line, unitPrice }: LineUpsert<PizzaAddition>,
): Statement[] {
  const lineId = sql`${db
    .select({ id: cartPizzas.id })
    .from(cartPizzas)
    .where(and(eq(cartPizzas.merchantId, merchantId), eq(cartPizzas.cartGuid, cart), eq(cartPizzas.lineKey, key)))}`;
  const pizzaId = line.pizza_id;
  return [
    db
      .insert(cartPizzas)
      .values({
        merchantId,
        cartGuid: cart,
        pizzaId,
        sizeId: line.size_id,
        quantity: line.quantity,
        notes: line.notes,
        tableSolicitationId: line.table_solicitation_id,
        lineKey: key,
        pricedUnitPrice: unitPrice,
      })
      .onConflictDoUpdate({
        target: [cartPizzas.merchantId, cartPizzas.cartGuid, cartPizzas.lineKey],
        set: { quantity: sql`${cartPizzas.quantity} + excluded.quantity` },
      }),
    ...mergedChoices(line.flavors.map((flavor) => [flavor.flavor_id, flavor.quantity])).map(([flavorId, parts]) =>
      db
        .insert(cartPizzaFlavors)
        .values({ merchantId, pizzaId, cartPizzaId: lineId, flavorId, parts })
        .onConflictDoNothing(),
    ),
    ...[...new Set(line.complement_ids)].map((complementId) =>
      db
        .insert(cartPizzaComplements)
        .values({ merchantId, pizzaId, cartPizzaId: lineId, complementId })
        .onConflictDoNothing(),
    ),
  ];
}

export const itemUpsertStatements = (
  db: Db,
  merchantId: number,
  cart: CartRef,
  upserts: readonly LineUpsert<ItemAddition>[],
): Statement[] => upserts.flatMap((upsert) => upsertItemLineStatements(db, merchantId, cart, upsert));

export const pizzaUpsertStatements = (
  db: Db,
  merchantId: number,
  cart: CartRef,
  upserts: readonly LineUpsert<PizzaAddition>[],
): Statement[] => upserts.flatMap((upsert) => upsertPizzaLineStatements(db, merchantId, cart, upsert));

function mergedChoices(pairs: [number, number][]): [number, number][] {
  const merged = new Map<number, number>();
  for (const [id, quantity] of pairs) merged.set(id, (merged.get(id) ?? 0) + quantity);
  return [...merged.entries()];
}

/** Computed by SQL from what is stored when the statement runs, so crossing changes all count. */
const quantityChange = (stored: AnySQLiteColumn, change: UpdateLineRequest): SQL | number =>
  "quantity" in change ? change.quantity : sql`max(${LINE_QUANTITY.min}, ${stored} + ${change.increment})`;

export function changeItemQuantityStatement(
  db: Db,
  merchantId: number,
  guid: string,
  lineId: number,
  change: UpdateLineRequest,
): Statement {
  return db
    .update(cartItems)
    .set({ quantity: quantityChange(cartItems.quantity, change) })
    .where(and(eq(cartItems.merchantId, merchantId), eq(cartItems.cartGuid, guid), eq(cartItems.id, lineId)));
}

export function changePizzaQuantityStatement(
  db: Db,
  merchantId: number,
  guid: string,
  lineId: number,
  change: UpdateLineRequest,
): Statement {
  return db
    .update(cartPizzas)
    .set({ quantity: quantityChange(cartPizzas.quantity, change) })
    .where(and(eq(cartPizzas.merchantId, merchantId), eq(cartPizzas.cartGuid, guid), eq(cartPizzas.id, lineId)));
}

export function deleteItemLineStatement(db: Db, merchantId: number, guid: string, lineId: number): Statement {
  return db
    .delete(cartItems)
    .where(and(eq(cartItems.merchantId, merchantId), eq(cartItems.cartGuid, guid), eq(cartItems.id, lineId)));
}

export function deletePizzaLineStatement(db: Db, merchantId: number, guid: string, lineId: number): Statement {
  return db
    .delete(cartPizzas)
    .where(and(eq(cartPizzas.merchantId, merchantId), eq(cartPizzas.cartGuid, guid), eq(cartPizzas.id, lineId)));
}

export function replaceExtrasStatements(
  db: Db,
  merchantId: number,
  guid: string,
  extras: readonly { additional_id: number; quantity: number }[],
): Statement[] {
  return [
    db.delete(cartExtras).where(and(eq(cartExtras.merchantId, merchantId), eq(cartExtras.cartGuid, guid))),
    ...extras
      .filter((extra) => extra.quantity > 0)
      .map((extra) =>
        db
          .insert(cartExtras)
          .values({ merchantId, cartGuid: guid, additionalId: extra.additional_id, quantity: extra.quantity }),
      ),
  ];
}
