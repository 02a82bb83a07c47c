import { and, asc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { type CartAddress, type CartStatus, cartAddressSchema, type DeliveryType } from "../../../contract";
import type { CartBenefits, CartSettings, StoredCartLines, StoredItemLine, StoredPizzaLine } from "../domain/cart";
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
  cartCoupons,
  coupons,
  fidelityRewards,
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
  /** When the cart last changed (every write batch touches it): a move checks nothing changed since it read the cart. */
  updatedAt: string;
}

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
    updatedAt: row.updatedAt,
  };
}

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
      fidelityPrograms: merchants.fidelityPrograms,
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
    fidelityPrograms: parseDocument("fidelity_programs", row.fidelityPrograms, merchantId),
  };
}
export type CartDocuments = Awaited<ReturnType<typeof loadCartDocuments>>;

export function cartSettingsOf(documents: CartDocuments): CartSettings {
  return {
    pricing: { rule: documents.menuSettings.pizza_price_rule, currency: documents.tropicalization.currency },
    orderSettings: documents.orderSettings,
    operationModes: documents.operationModes,
    tableOrderSettings: documents.tableOrderSettings,
    deliveryAreas: documents.deliveryAreas,
    storeAddress: documents.generalInformations.address,
    fidelityPrograms: documents.fidelityPrograms,
  };
}

export async function ownsCart(db: Db, merchantId: number, guid: string, owner: CartOwner): Promise<boolean> {
  const [cart] = await db
    .select({ guid: carts.guid })
    .from(carts)
    .where(and(ownedCart(merchantId, guid, owner), eq(carts.merchantId, merchantId)))
    .limit(1);
  return cart !== undefined;
}

export async function loadCart(
  db: Db,
  merchantId: number,
  guid: string,
  owner: CartOwner,
): Promise<{ cart: StoredCart; lines: StoredCartLines; benefits: CartBenefits } | null> {
  const owned = db
    .select({ guid: carts.guid })
    .from(carts)
    .where(ownedCart(merchantId, guid, owner));
  const ownedClient = db
    .select({ clientId: carts.clientId })
    .from(carts)
    .where(ownedCart(merchantId, guid, owner));
  const [cartRows, itemRows, optionRows, pizzaRows, flavorRows, complementRows, extraRows, couponRows, rewardRows] =
    await db.batch([
      db
        .select()
        .from(carts)
        .where(ownedCart(merchantId, guid, owner))
        .limit(1),
      db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.merchantId, merchantId), inArray(cartItems.cartGuid, owned)))
        .orderBy(asc(cartItems.id)),
      db
        .select({
          lineId: cartItemOptions.cartItemId,
          optionId: cartItemOptions.optionId,
          quantity: cartItemOptions.quantity,
        })
        .from(cartItemOptions)
        .innerJoin(cartItems, eq(cartItems.id, cartItemOptions.cartItemId))
        .where(and(eq(cartItemOptions.merchantId, merchantId), inArray(cartItems.cartGuid, owned))),
      db
        .select()
        .from(cartPizzas)
        .where(and(eq(cartPizzas.merchantId, merchantId), inArray(cartPizzas.cartGuid, owned)))
        .orderBy(asc(cartPizzas.id)),
      db
        .select({
          lineId: cartPizzaFlavors.cartPizzaId,
          flavorId: cartPizzaFlavors.flavorId,
          parts: cartPizzaFlavors.parts,
        })
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
      // The coupons on the cart, in the order applied, and the cart client's oldest unused fidelity reward.
      db
        .select({ coupon: coupons, appliedAt: cartCoupons.createdAt })
        .from(cartCoupons)
        .innerJoin(coupons, and(eq(coupons.merchantId, cartCoupons.merchantId), eq(coupons.id, cartCoupons.couponId)))
        .where(and(eq(cartCoupons.merchantId, merchantId), inArray(cartCoupons.cartGuid, owned)))
        .orderBy(asc(cartCoupons.id)),
      db
        .select()
        .from(fidelityRewards)
        .where(
          and(
            eq(fidelityRewards.merchantId, merchantId),
            inArray(fidelityRewards.clientId, ownedClient),
            isNull(fidelityRewards.usedOrderId),
          ),
        )
        .orderBy(asc(fidelityRewards.reachedAt), asc(fidelityRewards.id))
        .limit(1),
    ]);
  const row = cartRows[0];
  if (!row) return null;
  return {
    cart: toStoredCart(row),
    lines: {
      items: itemRows.map((line) => ({
        id: line.id,
        line_key: line.lineKey,
        item_id: line.itemId,
        quantity: line.quantity,
        notes: line.notes,
        table_solicitation_id: line.tableSolicitationId,
        redeemed: line.redeemed,
        priced_unit_price: line.pricedUnitPrice,
        options: optionRows
          .filter((option) => option.lineId === line.id)
          .map((option) => ({ option_id: option.optionId, quantity: option.quantity })),
      })),
      pizzas: pizzaRows.map((line) => ({
        id: line.id,
        line_key: line.lineKey,
        pizza_id: line.pizzaId,
        size_id: line.sizeId,
        quantity: line.quantity,
        notes: line.notes,
        table_solicitation_id: line.tableSolicitationId,
        priced_unit_price: line.pricedUnitPrice,
        flavors: flavorRows
          .filter((flavor) => flavor.lineId === line.id)
          .map((flavor) => ({ flavor_id: flavor.flavorId, quantity: flavor.parts })),
        complement_ids: complementRows
          .filter((complement) => complement.lineId === line.id)
          .map((complement) => complement.complementId),
      })),
      extras: extraRows,
    },
    benefits: {
      coupons: couponRows.map((row) => ({ ...row.coupon, appliedAt: row.appliedAt })),
      fidelityReward: rewardRows[0] ?? null,
    },
  };
}

export type Statement = BatchItem<"sqlite">;

export type CartRef = string | SQL;

const now = () => new Date().toISOString();

/** When the visitor already has an open cart here, nothing: the batch writes to that one through openCartOf. */
export function insertOpenCartStatement(
  db: Db,
  cart: {
    guid: string;
    merchantId: number;
    visitorId: string;
    clientId: number | null;
    tableId: number | null;
    deliveryType: DeliveryType | null;
  },
): Statement {
  const at = now();
  return db
    .insert(carts)
    .values({ ...cart, status: "OPEN", createdAt: at, updatedAt: at })
    .onConflictDoNothing();
}

/** Last in a batch, it sees what the batch wrote. */
export function openCartGuidStatement(db: Db, merchantId: number, visitorId: string) {
  return db
    .select({ guid: carts.guid })
    .from(carts)
    .where(and(eq(carts.merchantId, merchantId), eq(carts.visitorId, visitorId), eq(carts.status, "OPEN")));
}

export const openCartOf = (db: Db, merchantId: number, visitorId: string): SQL =>
  sql`${openCartGuidStatement(db, merchantId, visitorId)}`;

export function touchCartStatement(db: Db, merchantId: number, cart: CartRef): Statement {
  return db
    .update(carts)
    .set({ updatedAt: now() })
    .where(and(eq(carts.merchantId, merchantId), eq(carts.guid, cart)));
}

export function updateCartStatement(
  db: Db,
  merchantId: number,
  guid: string,
  values: Partial<
    Pick<typeof carts.$inferInsert, "deliveryType" | "address" | "areaName" | "notes" | "clientId" | "scheduledTo">
  >,
  /** Only when this also holds (a condition on what an earlier statement of the batch wrote). */
  only?: SQL,
): Statement {
  return db
    .update(carts)
    .set({ ...values, updatedAt: now() })
    .where(and(eq(carts.merchantId, merchantId), eq(carts.guid, guid), only));
}

export function deleteCartStatement(db: Db, merchantId: number, guid: string): Statement {
  return db.delete(carts).where(and(eq(carts.merchantId, merchantId), eq(carts.guid, guid)));
}

export function deleteOpenCartStatement(db: Db, merchantId: number, visitorId: string): Statement {
  return db
    .delete(carts)
    .where(and(eq(carts.merchantId, merchantId), eq(carts.visitorId, visitorId), eq(carts.status, "OPEN")));
}

/**
 * Moves an open cart to another store of its franchise (decision 030) under the same guid. The source
 * goes only if still OPEN and unchanged since `readAt`; otherwise the insert meets its primary key
 * (or the target's open-cart index) and the whole batch fails: nothing moves.
 */
export function moveCartStatements(
  db: Db,
  move: {
    guid: string;
    readAt: string;
    from: number;
    to: number;
    visitorId: string;
    deliveryType: DeliveryType | null;
    address: CartAddress | null;
    areaName: string | null;
    notes: string | null;
  },
): Statement[] {
  const at = now();
  const hasLines = (table: typeof cartItems | typeof cartPizzas) =>
    sql`EXISTS (SELECT 1 FROM ${table} WHERE ${table.merchantId} = ${carts.merchantId} AND ${table.cartGuid} = ${carts.guid})`;
  return [
    db
      .delete(carts)
      .where(
        and(
          eq(carts.merchantId, move.from),
          eq(carts.guid, move.guid),
          eq(carts.status, "OPEN"),
          eq(carts.updatedAt, move.readAt),
        ),
      ),
    db
      .delete(carts)
      .where(
        and(
          eq(carts.merchantId, move.to),
          eq(carts.visitorId, move.visitorId),
          eq(carts.status, "OPEN"),
          sql`NOT ${hasLines(cartItems)}`,
          sql`NOT ${hasLines(cartPizzas)}`,
        ),
      ),
    db.insert(carts).values({
      guid: move.guid,
      merchantId: move.to,
      visitorId: move.visitorId,
      clientId: null,
      tableId: null,
      deliveryType: move.deliveryType,
      address: move.address === null ? null : JSON.stringify(move.address),
      areaName: move.areaName,
      notes: move.notes,
      scheduledTo: null,
      status: "OPEN",
      createdAt: at,
      updatedAt: at,
    }),
  ];
}

/** Whether `error` is the database refusing a row by a UNIQUE or PRIMARY KEY constraint (D1's message, possibly wrapped by drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if (/UNIQUE constraint failed/.test(current.message)) return true;
  }
  return false;
}

export async function runBatch(db: Db, statements: Statement[]): Promise<unknown[]> {
  const [first, ...rest] = statements;
  if (!first) return [];
  return db.batch([first, ...rest]);
}

export function changedRows(result: unknown): number {
  const changes = (result as { meta?: { changes?: unknown } } | undefined)?.meta?.changes;
  if (typeof changes !== "number") throw new Error("A write statement of a batch answered no meta.changes");
  return changes;
}

/** D1 puts SQLite's message in the error or, wrapped by drizzle, in its cause. */
export function isQuantityCheckViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if (/CHECK constraint failed: \w*_quantity_check/.test(current.message)) return true;
  }
  return false;
}
