import { and, asc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { type CartAddress, type CartStatus, cartAddressSchema, type DeliveryType } from "../../../contract";
import type { StoredCartLines, StoredItemLine, StoredPizzaLine } from "../domain/cart";
import type { Db } from "./client";
import { parseDocument } from "./documents";
import {
  cartExtras,
  cartItemOptions,
  cartItems,
  cartPizzaComplements,
  cartPizzaFlavors,
  cartPizzas,
  carts,
  merchants,
} from "./schema";

/** Who is asking: a cart answers only to the visitor who created it, or to the client attached to it. */
export type { StoredCartLines, StoredItemLine, StoredPizzaLine };

export interface CartOwner {
  visitorId: string;
  clientId?: number;
}

export interface StoredCart {
  guid: string;
  merchantId: number;
  visitorId: string;
  clientId: number | null;
  tableId: number | null;
  deliveryType: DeliveryType | null;
  address: CartAddress | null;
  areaName: string | null;
  notes: string | null;
  scheduledTo: string | null;
  status: CartStatus;
}

/** The scoping of every cart query: this merchant, this guid, and the caller owning it. */
export function ownedCart(merchantId: number, guid: string, owner: CartOwner): SQL {
  const byOwner =
    owner.clientId === undefined
      ? eq(carts.visitorId, owner.visitorId)
      : or(eq(carts.visitorId, owner.visitorId), eq(carts.clientId, owner.clientId));
  return and(eq(carts.merchantId, merchantId), eq(carts.guid, guid), byOwner)!;
}

function toStoredCart(row: typeof carts.$inferSelect): StoredCart {
  return {
    guid: row.guid,
    merchantId: row.merchantId,
    visitorId: row.visitorId,
    clientId: row.clientId,
    tableId: row.tableId,
    deliveryType: row.deliveryType,
    address: row.address === null ? null : cartAddressSchema.parse(JSON.parse(row.address)),
    areaName: row.areaName,
    notes: row.notes,
    scheduledTo: row.scheduledTo,
    status: row.status,
  };
}

/** The merchant documents a cart is priced and checked with. */
export async function loadCartDocuments(db: Db, merchantId: number) {
  const rows = await db
    .select({
      tropicalization: merchants.tropicalization,
      generalSettings: merchants.generalSettings,
      generalInformations: merchants.generalInformations,
      operationModes: merchants.operationModes,
      menuSettings: merchants.menuSettings,
      orderSettings: merchants.orderSettings,
      tableOrderSettings: merchants.tableOrderSettings,
      deliveryAreas: merchants.deliveryAreas,
    })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .limit(1);
  const row = rows[0];
  if (!row) throw new Error(`Merchant ${merchantId} vanished while reading a cart`);
  return {
    tropicalization: parseDocument("tropicalization", row.tropicalization, merchantId),
    generalSettings: parseDocument("general_settings", row.generalSettings, merchantId),
    generalInformations: parseDocument("general_informations", row.generalInformations, merchantId),
    operationModes: parseDocument("operation_modes", row.operationModes, merchantId),
    menuSettings: parseDocument("menu_settings", row.menuSettings, merchantId),
    orderSettings: parseDocument("order_settings", row.orderSettings, merchantId),
    tableOrderSettings: parseDocument("table_order_settings", row.tableOrderSettings, merchantId),
    deliveryAreas: parseDocument("delivery_areas", row.deliveryAreas, merchantId),
  };
}
export type CartDocuments = Awaited<ReturnType<typeof loadCartDocuments>>;

/** A cart the caller owns with its stored lines, in one round trip; null when there is none (or not theirs). */
export async function loadCart(
  db: Db,
  merchantId: number,
  guid: string,
  owner: CartOwner,
): Promise<{ cart: StoredCart; lines: StoredCartLines } | null> {
  const owned = db.select({ guid: carts.guid }).from(carts).where(ownedCart(merchantId, guid, owner));
  const [cartRows, itemRows, optionRows, pizzaRows, flavorRows, complementRows, extraRows] = await db.batch([
    db.select().from(carts).where(ownedCart(merchantId, guid, owner)).limit(1),
    db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.merchantId, merchantId), inArray(cartItems.cartGuid, owned)))
      .orderBy(asc(cartItems.id)),
    db
      .select({ lineId: cartItemOptions.cartItemId, optionId: cartItemOptions.optionId, quantity: cartItemOptions.quantity })
      .from(cartItemOptions)
      .innerJoin(cartItems, eq(cartItems.id, cartItemOptions.cartItemId))
      .where(and(eq(cartItemOptions.merchantId, merchantId), inArray(cartItems.cartGuid, owned))),
    db
      .select()
      .from(cartPizzas)
      .where(and(eq(cartPizzas.merchantId, merchantId), inArray(cartPizzas.cartGuid, owned)))
      .orderBy(asc(cartPizzas.id)),
    db
      .select({ lineId: cartPizzaFlavors.cartPizzaId, flavorId: cartPizzaFlavors.flavorId, parts: cartPizzaFlavors.parts })
      .from(cartPizzaFlavors)
      .innerJoin(cartPizzas, eq(cartPizzas.id, cartPizzaFlavors.cartPizzaId))
      .where(and(eq(cartPizzaFlavors.merchantId, merchantId), inArray(cartPizzas.cartGuid, owned))),
    db
      .select({ lineId: cartPizzaComplements.cartPizzaId, complementId: cartPizzaComplements.complementId })
      .from(cartPizzaComplements)
      .innerJoin(cartPizzas, eq(cartPizzas.id, cartPizzaComplements.cartPizzaId))
      .where(and(eq(cartPizzaComplements.merchantId, merchantId), inArray(cartPizzas.cartGuid, owned))),
    db
      .select({ additional_id: cartExtras.additionalId, quantity: cartExtras.quantity })
      .from(cartExtras)
      .where(and(eq(cartExtras.merchantId, merchantId), inArray(cartExtras.cartGuid, owned))),
  ]);
  const row = cartRows[0];
  if (!row) return null;
  return {
    cart: toStoredCart(row),
    lines: {
      items: itemRows.map((line) => ({
        id: line.id,
        item_id: line.itemId,
        quantity: line.quantity,
        notes: line.notes,
        table_solicitation_id: line.tableSolicitationId,
        options: optionRows
          .filter((option) => option.lineId === line.id)
          .map((option) => ({ option_id: option.optionId, quantity: option.quantity })),
      })),
      pizzas: pizzaRows.map((line) => ({
        id: line.id,
        pizza_id: line.pizzaId,
        size_id: line.sizeId,
        quantity: line.quantity,
        notes: line.notes,
        table_solicitation_id: line.tableSolicitationId,
        flavors: flavorRows
          .filter((flavor) => flavor.lineId === line.id)
          .map((flavor) => ({ flavor_id: flavor.flavorId, quantity: flavor.parts })),
        complement_ids: complementRows
          .filter((complement) => complement.lineId === line.id)
          .map((complement) => complement.complementId),
      })),
      extras: extraRows,
    },
  };
}

// ---------- writes (statements for one db.batch, so they land together) ----------

/** One statement of a write batch. */
export type Statement = BatchItem<"sqlite">;

const now = () => new Date().toISOString();

export function insertCartStatement(
  db: Db,
  cart: { guid: string; merchantId: number; visitorId: string; clientId: number | null; tableId: number | null; deliveryType: DeliveryType | null },
): Statement {
  const at = now();
  return db.insert(carts).values({ ...cart, status: "OPEN", createdAt: at, updatedAt: at });
}

/** Marks the cart changed; every write batch ends with it. */
export function touchCartStatement(db: Db, merchantId: number, guid: string): Statement {
  return db.update(carts).set({ updatedAt: now() }).where(and(eq(carts.merchantId, merchantId), eq(carts.guid, guid)));
}

export function updateCartStatement(
  db: Db,
  merchantId: number,
  guid: string,
  values: Partial<Pick<typeof carts.$inferInsert, "deliveryType" | "address" | "areaName" | "notes" | "clientId">>,
): Statement {
  return db
    .update(carts)
    .set({ ...values, updatedAt: now() })
    .where(and(eq(carts.merchantId, merchantId), eq(carts.guid, guid)));
}

export function deleteCartStatement(db: Db, merchantId: number, guid: string): Statement {
  return db.delete(carts).where(and(eq(carts.merchantId, merchantId), eq(carts.guid, guid)));
}

/**
 * A new item line and its options. The options find their line as the newest line of the cart:
 * ids are AUTOINCREMENT (they only grow) and a batch runs as one transaction, so nothing lands
 * in between.
 */
export function insertItemLineStatements(
  db: Db,
  merchantId: number,
  guid: string,
  line: Omit<StoredItemLine, "id" | "options"> & { options: readonly { option_id: number; quantity: number }[] },
): Statement[] {
  const newestLine = sql`(SELECT max(${cartItems.id}) FROM ${cartItems} WHERE ${cartItems.merchantId} = ${merchantId} AND ${cartItems.cartGuid} = ${guid})`;
  return [
    db.insert(cartItems).values({
      merchantId,
      cartGuid: guid,
      itemId: line.item_id,
      quantity: line.quantity,
      notes: line.notes,
      tableSolicitationId: line.table_solicitation_id,
    }),
    ...mergedChoices(line.options.map((option) => [option.option_id, option.quantity])).map(([optionId, quantity]) =>
      db.insert(cartItemOptions).values({ merchantId, cartItemId: newestLine, optionId, quantity }),
    ),
  ];
}

/** A new pizza line with its flavors and complements (found as the newest pizza line, as above). */
export function insertPizzaLineStatements(
  db: Db,
  merchantId: number,
  guid: string,
  line: Omit<StoredPizzaLine, "id" | "flavors" | "complement_ids"> & {
    flavors: readonly { flavor_id: number; quantity: number }[];
    complement_ids: readonly number[];
  },
): Statement[] {
  const newestLine = sql`(SELECT max(${cartPizzas.id}) FROM ${cartPizzas} WHERE ${cartPizzas.merchantId} = ${merchantId} AND ${cartPizzas.cartGuid} = ${guid})`;
  const pizzaId = line.pizza_id;
  return [
    db.insert(cartPizzas).values({
      merchantId,
      cartGuid: guid,
      pizzaId,
      sizeId: line.size_id,
      quantity: line.quantity,
      notes: line.notes,
      tableSolicitationId: line.table_solicitation_id,
    }),
    ...mergedChoices(line.flavors.map((flavor) => [flavor.flavor_id, flavor.quantity])).map(([flavorId, parts]) =>
      db.insert(cartPizzaFlavors).values({ merchantId, pizzaId, cartPizzaId: newestLine, flavorId, parts }),
    ),
    ...[...new Set(line.complement_ids)].map((complementId) =>
      db.insert(cartPizzaComplements).values({ merchantId, pizzaId, cartPizzaId: newestLine, complementId }),
    ),
  ];
}

/** [id, quantity] pairs with repeated ids added up. */
function mergedChoices(pairs: [number, number][]): [number, number][] {
  const merged = new Map<number, number>();
  for (const [id, quantity] of pairs) merged.set(id, (merged.get(id) ?? 0) + quantity);
  return [...merged.entries()];
}

export function setItemQuantityStatement(db: Db, merchantId: number, guid: string, lineId: number, quantity: number): Statement {
  return db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.merchantId, merchantId), eq(cartItems.cartGuid, guid), eq(cartItems.id, lineId)));
}

export function setPizzaQuantityStatement(db: Db, merchantId: number, guid: string, lineId: number, quantity: number): Statement {
  return db
    .update(cartPizzas)
    .set({ quantity })
    .where(and(eq(cartPizzas.merchantId, merchantId), eq(cartPizzas.cartGuid, guid), eq(cartPizzas.id, lineId)));
}

export function deleteItemLineStatement(db: Db, merchantId: number, guid: string, lineId: number): Statement {
  return db.delete(cartItems).where(and(eq(cartItems.merchantId, merchantId), eq(cartItems.cartGuid, guid), eq(cartItems.id, lineId)));
}

export function deletePizzaLineStatement(db: Db, merchantId: number, guid: string, lineId: number): Statement {
  return db
    .delete(cartPizzas)
    .where(and(eq(cartPizzas.merchantId, merchantId), eq(cartPizzas.cartGuid, guid), eq(cartPizzas.id, lineId)));
}

/** Replaces the cart's extras with `extras` (zero quantities left out). */
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
      .map((extra) => db.insert(cartExtras).values({ merchantId, cartGuid: guid, additionalId: extra.additional_id, quantity: extra.quantity })),
  ];
}

/** Runs a non-empty list of statements as one batch (one transaction on D1). */
export async function runBatch(db: Db, statements: Statement[]): Promise<void> {
  const [first, ...rest] = statements;
  if (!first) return;
  await db.batch([first, ...rest]);
}
