import { sql } from "drizzle-orm";
import {
  type AnySQLiteColumn,
  check,
  foreignKey,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { MAX_LINE_QUANTITY } from "../../../../contract/limits";
import { additionals, items, options, pizzaComplements, pizzaFlavors, pizzaSizes } from "./menu";
import { merchants } from "./merchants";

/*
 * A cart stores references and quantities only: prices are recomputed from the menu on each read.
 * The CHECKs hold every quantity in 1..MAX_LINE_QUANTITY however many requests cross (decision 009);
 * changing that limit needs a migration.
 */

// Inlined into the CHECKs (a constraint takes no bound parameters).
const maxLineQuantity = sql.raw(String(MAX_LINE_QUANTITY));

export const cartStatuses = ["OPEN", "PENDING", "FINALIZED"] as const;
export const deliveryTypes = ["DELIVERY", "TAKEOUT", "TABLE"] as const;

export const carts = sqliteTable(
  "carts",
  {
    guid: text("guid").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    /** The visitor (access token claim vid) who created the cart; only they, or its client, may use it. */
    visitorId: text("visitor_id").notNull(),
    clientId: integer("client_id"),
    tableId: integer("table_id"),
    /** Null reads as DELIVERY (core spec §4). */
    deliveryType: text("delivery_type", { enum: deliveryTypes }),
    /** JSON of contract cartAddressSchema, set for DELIVERY only. */
    address: text("address"),
    areaName: text("area_name"),
    notes: text("notes"),
    scheduledTo: text("scheduled_to"),
    status: text("status", { enum: cartStatuses }).notNull().default("OPEN"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("carts_merchant_id_guid_unique").on(t.merchantId, t.guid),
    check("carts_status_check", sql`${t.status} IN ('OPEN', 'PENDING', 'FINALIZED')`),
    check(
      "carts_delivery_type_check",
      sql`${t.deliveryType} IS NULL OR ${t.deliveryType} IN ('DELIVERY', 'TAKEOUT', 'TABLE')`,
    ),
    // One open cart per visitor and merchant: parallel first adds of a new visitor meet in it.
    uniqueIndex("carts_merchant_id_visitor_id_open_unique")
      .on(t.merchantId, t.visitorId)
      .where(sql`${t.status} = 'OPEN'`),
  ],
);

export const cartLink = (t: { merchantId: AnySQLiteColumn; cartGuid: AnySQLiteColumn }, name: string) =>
  foreignKey({ name, columns: [t.merchantId, t.cartGuid], foreignColumns: [carts.merchantId, carts.guid] }).onDelete(
    "cascade",
  );

export const cartItems = sqliteTable(
  "cart_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    merchantId: integer("merchant_id").notNull(),
    cartGuid: text("cart_guid").notNull(),
    itemId: integer("item_id").notNull(),
    quantity: integer("quantity").notNull(),
    notes: text("notes"),
    tableSolicitationId: integer("table_solicitation_id"),
    /** itemLineKey of the line: item, options with quantities, notes, table solicitation. */
    lineKey: text("line_key").notNull(),
    /** A loyalty redemption: priced 0, paid with items.points_price points per unit. */
    redeemed: integer("redeemed", { mode: "boolean" }).notNull().default(false),
    /** The unit price the line was added at; null for lines older than the column (decision 097). */
    pricedUnitPrice: integer("priced_unit_price"),
  },
  (t) => [
    uniqueIndex("cart_items_merchant_id_id_unique").on(t.merchantId, t.id),
    uniqueIndex("cart_items_merchant_id_cart_guid_line_key_unique").on(t.merchantId, t.cartGuid, t.lineKey),
    index("cart_items_cart_guid_idx").on(t.cartGuid),
    check("cart_items_quantity_check", sql`${t.quantity} BETWEEN 1 AND ${maxLineQuantity}`),
    cartLink(t, "cart_items_cart_fk"),
    foreignKey({
      name: "cart_items_item_fk",
      columns: [t.merchantId, t.itemId],
      foreignColumns: [items.merchantId, items.id],
    }).onDelete("cascade"),
  ],
);

export const cartItemOptions = sqliteTable(
  "cart_item_options",
  {
    merchantId: integer("merchant_id").notNull(),
    cartItemId: integer("cart_item_id").notNull(),
    optionId: integer("option_id").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cartItemId, t.optionId] }),
    foreignKey({
      name: "cart_item_options_line_fk",
      columns: [t.merchantId, t.cartItemId],
      foreignColumns: [cartItems.merchantId, cartItems.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "cart_item_options_option_fk",
      columns: [t.merchantId, t.optionId],
      foreignColumns: [options.merchantId, options.id],
    }).onDelete("cascade"),
  ],
);

export const cartPizzas = sqliteTable(
  "cart_pizzas",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    merchantId: integer("merchant_id").notNull(),
    cartGuid: text("cart_guid").notNull(),
    pizzaId: integer("pizza_id").notNull(),
    sizeId: integer("size_id").notNull(),
    quantity: integer("quantity").notNull(),
    notes: text("notes"),
    tableSolicitationId: integer("table_solicitation_id"),
    /** pizzaLineKey of the line: pizza, size, flavors with parts, complements, notes, solicitation. */
    lineKey: text("line_key").notNull(),
    /** The unit price the line was added at; null for lines older than the column (decision 097). */
    pricedUnitPrice: integer("priced_unit_price"),
  },
  (t) => [
    uniqueIndex("cart_pizzas_merchant_id_pizza_id_id_unique").on(t.merchantId, t.pizzaId, t.id),
    uniqueIndex("cart_pizzas_merchant_id_cart_guid_line_key_unique").on(t.merchantId, t.cartGuid, t.lineKey),
    index("cart_pizzas_cart_guid_idx").on(t.cartGuid),
    check("cart_pizzas_quantity_check", sql`${t.quantity} BETWEEN 1 AND ${maxLineQuantity}`),
    cartLink(t, "cart_pizzas_cart_fk"),
    foreignKey({
      name: "cart_pizzas_size_fk",
      columns: [t.merchantId, t.pizzaId, t.sizeId],
      foreignColumns: [pizzaSizes.merchantId, pizzaSizes.pizzaId, pizzaSizes.id],
    }).onDelete("cascade"),
  ],
);

/** A flavor of a cart pizza and how many parts of it it takes (1 + 1 = half and half). */
export const cartPizzaFlavors = sqliteTable(
  "cart_pizza_flavors",
  {
    merchantId: integer("merchant_id").notNull(),
    pizzaId: integer("pizza_id").notNull(),
    cartPizzaId: integer("cart_pizza_id").notNull(),
    flavorId: integer("flavor_id").notNull(),
    parts: integer("parts").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cartPizzaId, t.flavorId] }),
    foreignKey({
      name: "cart_pizza_flavors_line_fk",
      columns: [t.merchantId, t.pizzaId, t.cartPizzaId],
      foreignColumns: [cartPizzas.merchantId, cartPizzas.pizzaId, cartPizzas.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "cart_pizza_flavors_flavor_fk",
      columns: [t.merchantId, t.pizzaId, t.flavorId],
      foreignColumns: [pizzaFlavors.merchantId, pizzaFlavors.pizzaId, pizzaFlavors.id],
    }).onDelete("cascade"),
  ],
);

export const cartPizzaComplements = sqliteTable(
  "cart_pizza_complements",
  {
    merchantId: integer("merchant_id").notNull(),
    pizzaId: integer("pizza_id").notNull(),
    cartPizzaId: integer("cart_pizza_id").notNull(),
    complementId: integer("complement_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cartPizzaId, t.complementId] }),
    foreignKey({
      name: "cart_pizza_complements_line_fk",
      columns: [t.merchantId, t.pizzaId, t.cartPizzaId],
      foreignColumns: [cartPizzas.merchantId, cartPizzas.pizzaId, cartPizzas.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "cart_pizza_complements_complement_fk",
      columns: [t.merchantId, t.pizzaId, t.complementId],
      foreignColumns: [pizzaComplements.merchantId, pizzaComplements.pizzaId, pizzaComplements.id],
    }).onDelete("cascade"),
  ],
);

export const cartExtras = sqliteTable(
  "cart_extras",
  {
    merchantId: integer("merchant_id").notNull(),
    cartGuid: text("cart_guid").notNull(),
    additionalId: integer("additional_id").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cartGuid, t.additionalId] }),
    check("cart_extras_quantity_check", sql`${t.quantity} BETWEEN 1 AND ${maxLineQuantity}`),
    cartLink(t, "cart_extras_cart_fk"),
    foreignKey({
      name: "cart_extras_additional_fk",
      columns: [t.merchantId, t.additionalId],
      foreignColumns: [additionals.merchantId, additionals.id],
    }).onDelete("cascade"),
  ],
);
