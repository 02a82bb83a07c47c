import { sql } from "drizzle-orm";
import { check, foreignKey, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bool } from "./columns";
import { merchants } from "./merchants";

export const categories = sqliteTable(
  "categories",
  {
    id: integer("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    enabled: bool("enabled"),
    redeemable: bool("redeemable"),
    sortOrder: integer("sort_order").notNull(),
    /** In the editor's trash since (epoch ms): off the menu, restorable until purged (decision 095). */
    deletedAt: integer("deleted_at"),
  },
  (t) => [uniqueIndex("categories_merchant_id_id_unique").on(t.merchantId, t.id)],
);

export const items = sqliteTable(
  "items",
  {
    id: integer("id").primaryKey(),
    merchantId: integer("merchant_id").notNull(),
    categoryId: integer("category_id").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    image: text("image"),
    price: integer("price").notNull(),
    /** Price before a promotion, null when not on promotion. */
    originalPrice: integer("original_price"),
    enabled: bool("enabled"),
    available: bool("available"),
    sortOrder: integer("sort_order").notNull(),
    serves: integer("serves"),
    /** JSON array of strings. */
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull(),
    /** Points that redeem one unit (items of a redeemable category only); null: not redeemable. */
    pointsPrice: integer("points_price"),
    /** In the editor's trash since (epoch ms): off the menu, restorable until purged (decision 095). */
    deletedAt: integer("deleted_at"),
  },
  (t) => [
    uniqueIndex("items_merchant_id_id_unique").on(t.merchantId, t.id),
    index("items_merchant_id_category_id_idx").on(t.merchantId, t.categoryId),
    foreignKey({
      name: "items_category_fk",
      columns: [t.merchantId, t.categoryId],
      foreignColumns: [categories.merchantId, categories.id],
    }).onDelete("cascade"),
  ],
);

export const optionGroups = sqliteTable(
  "option_groups",
  {
    id: integer("id").primaryKey(),
    merchantId: integer("merchant_id").notNull(),
    itemId: integer("item_id").notNull(),
    name: text("name").notNull(),
    min: integer("min").notNull(),
    max: integer("max").notNull(),
    sortOrder: integer("sort_order").notNull(),
  },
  (t) => [
    uniqueIndex("option_groups_merchant_id_id_unique").on(t.merchantId, t.id),
    index("option_groups_merchant_id_item_id_idx").on(t.merchantId, t.itemId),
    foreignKey({
      name: "option_groups_item_fk",
      columns: [t.merchantId, t.itemId],
      foreignColumns: [items.merchantId, items.id],
    }).onDelete("cascade"),
  ],
);

export const options = sqliteTable(
  "options",
  {
    id: integer("id").primaryKey(),
    merchantId: integer("merchant_id").notNull(),
    optionGroupId: integer("option_group_id").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    price: integer("price").notNull(),
    enabled: bool("enabled"),
    sortOrder: integer("sort_order").notNull(),
  },
  (t) => [
    uniqueIndex("options_merchant_id_id_unique").on(t.merchantId, t.id),
    index("options_merchant_id_option_group_id_idx").on(t.merchantId, t.optionGroupId),
    foreignKey({
      name: "options_option_group_fk",
      columns: [t.merchantId, t.optionGroupId],
      foreignColumns: [optionGroups.merchantId, optionGroups.id],
    }).onDelete("cascade"),
  ],
);

export const pizzas = sqliteTable(
  "pizzas",
  {
    id: integer("id").primaryKey(),
    merchantId: integer("merchant_id").notNull(),
    categoryId: integer("category_id").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    image: text("image"),
    enabled: bool("enabled"),
    available: bool("available"),
    sortOrder: integer("sort_order").notNull(),
  },
  (t) => [
    uniqueIndex("pizzas_merchant_id_id_unique").on(t.merchantId, t.id),
    index("pizzas_merchant_id_category_id_idx").on(t.merchantId, t.categoryId),
    foreignKey({
      name: "pizzas_category_fk",
      columns: [t.merchantId, t.categoryId],
      foreignColumns: [categories.merchantId, categories.id],
    }).onDelete("cascade"),
  ],
);

export const pizzaSizes = sqliteTable(
  "pizza_sizes",
  {
    id: integer("id").primaryKey(),
    merchantId: integer("merchant_id").notNull(),
    pizzaId: integer("pizza_id").notNull(),
    name: text("name").notNull(),
    slices: integer("slices").notNull(),
    maxFlavors: integer("max_flavors").notNull(),
    sortOrder: integer("sort_order").notNull(),
  },
  (t) => [
    // (merchant, pizza, id) is what a price row points at: a price can only join a size of its own pizza.
    uniqueIndex("pizza_sizes_merchant_id_pizza_id_id_unique").on(t.merchantId, t.pizzaId, t.id),
    foreignKey({
      name: "pizza_sizes_pizza_fk",
      columns: [t.merchantId, t.pizzaId],
      foreignColumns: [pizzas.merchantId, pizzas.id],
    }).onDelete("cascade"),
  ],
);

export const pizzaFlavors = sqliteTable(
  "pizza_flavors",
  {
    id: integer("id").primaryKey(),
    merchantId: integer("merchant_id").notNull(),
    pizzaId: integer("pizza_id").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    image: text("image"),
    enabled: bool("enabled"),
    sortOrder: integer("sort_order").notNull(),
  },
  (t) => [
    uniqueIndex("pizza_flavors_merchant_id_pizza_id_id_unique").on(t.merchantId, t.pizzaId, t.id),
    foreignKey({
      name: "pizza_flavors_pizza_fk",
      columns: [t.merchantId, t.pizzaId],
      foreignColumns: [pizzas.merchantId, pizzas.id],
    }).onDelete("cascade"),
  ],
);

/** Price of a whole pizza of one flavor in one size. */
export const pizzaFlavorPrices = sqliteTable(
  "pizza_flavor_prices",
  {
    merchantId: integer("merchant_id").notNull(),
    pizzaId: integer("pizza_id").notNull(),
    flavorId: integer("flavor_id").notNull(),
    sizeId: integer("size_id").notNull(),
    price: integer("price").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.flavorId, t.sizeId] }),
    index("pizza_flavor_prices_merchant_id_idx").on(t.merchantId, t.pizzaId),
    foreignKey({
      name: "pizza_flavor_prices_flavor_fk",
      columns: [t.merchantId, t.pizzaId, t.flavorId],
      foreignColumns: [pizzaFlavors.merchantId, pizzaFlavors.pizzaId, pizzaFlavors.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "pizza_flavor_prices_size_fk",
      columns: [t.merchantId, t.pizzaId, t.sizeId],
      foreignColumns: [pizzaSizes.merchantId, pizzaSizes.pizzaId, pizzaSizes.id],
    }).onDelete("cascade"),
  ],
);

export const pizzaComplements = sqliteTable(
  "pizza_complements",
  {
    id: integer("id").primaryKey(),
    merchantId: integer("merchant_id").notNull(),
    pizzaId: integer("pizza_id").notNull(),
    name: text("name").notNull(),
    kind: text("kind", { enum: ["EDGE", "CRUST", "TOPPING"] }).notNull(),
    enabled: bool("enabled"),
    sortOrder: integer("sort_order").notNull(),
  },
  (t) => [
    uniqueIndex("pizza_complements_merchant_id_pizza_id_id_unique").on(t.merchantId, t.pizzaId, t.id),
    check("pizza_complements_kind_check", sql`${t.kind} IN ('EDGE', 'CRUST', 'TOPPING')`),
    foreignKey({
      name: "pizza_complements_pizza_fk",
      columns: [t.merchantId, t.pizzaId],
      foreignColumns: [pizzas.merchantId, pizzas.id],
    }).onDelete("cascade"),
  ],
);

export const pizzaComplementPrices = sqliteTable(
  "pizza_complement_prices",
  {
    merchantId: integer("merchant_id").notNull(),
    pizzaId: integer("pizza_id").notNull(),
    complementId: integer("complement_id").notNull(),
    sizeId: integer("size_id").notNull(),
    price: integer("price").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.complementId, t.sizeId] }),
    index("pizza_complement_prices_merchant_id_idx").on(t.merchantId, t.pizzaId),
    foreignKey({
      name: "pizza_complement_prices_complement_fk",
      columns: [t.merchantId, t.pizzaId, t.complementId],
      foreignColumns: [pizzaComplements.merchantId, pizzaComplements.pizzaId, pizzaComplements.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "pizza_complement_prices_size_fk",
      columns: [t.merchantId, t.pizzaId, t.sizeId],
      foreignColumns: [pizzaSizes.merchantId, pizzaSizes.pizzaId, pizzaSizes.id],
    }).onDelete("cascade"),
  ],
);

export const promotions = sqliteTable(
  "promotions",
  {
    id: integer("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    image: text("image"),
    /** The item the promotion opens; the composite FK keeps it inside the same merchant. */
    itemId: integer("item_id"),
    price: integer("price").notNull(),
    originalPrice: integer("original_price").notNull(),
    sortOrder: integer("sort_order").notNull(),
  },
  (t) => [
    index("promotions_merchant_id_idx").on(t.merchantId),
    foreignKey({
      name: "promotions_item_fk",
      columns: [t.merchantId, t.itemId],
      foreignColumns: [items.merchantId, items.id],
    }).onDelete("cascade"),
  ],
);

/** Order-level extras (cutlery, sauces, bags): groups of additionals added to the cart itself. */
export const extras = sqliteTable(
  "extras",
  {
    id: integer("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    enabled: bool("enabled"),
    sortOrder: integer("sort_order").notNull(),
    min: integer("min").notNull(),
    max: integer("max").notNull(),
  },
  (t) => [uniqueIndex("extras_merchant_id_id_unique").on(t.merchantId, t.id)],
);

export const additionals = sqliteTable(
  "additionals",
  {
    id: integer("id").primaryKey(),
    merchantId: integer("merchant_id").notNull(),
    extraId: integer("extra_id").notNull(),
    name: text("name").notNull(),
    price: integer("price").notNull(),
    enabled: bool("enabled"),
    sortOrder: integer("sort_order").notNull(),
  },
  (t) => [
    uniqueIndex("additionals_merchant_id_id_unique").on(t.merchantId, t.id),
    index("additionals_merchant_id_extra_id_idx").on(t.merchantId, t.extraId),
    foreignKey({
      name: "additionals_extra_fk",
      columns: [t.merchantId, t.extraId],
      foreignColumns: [extras.merchantId, extras.id],
    }).onDelete("cascade"),
  ],
);

/**
 * The menu editor's audit trail: who changed what and when (decision 095). The staff member's name is
 * kept as it was, so a removed member's changes still say who made them.
 */
export const menuChanges = sqliteTable(
  "menu_changes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    staffId: integer("staff_id"),
    staffName: text("staff_name").notNull(),
    /** Epoch ms. */
    at: integer("at").notNull(),
    action: text("action").notNull(),
    subject: text("subject").notNull(),
    subjectId: integer("subject_id"),
    name: text("name").notNull(),
    /** JSON array of { field, from, to }. */
    changes: text("changes", { mode: "json" }).$type<Array<{ field: string; from: unknown; to: unknown }>>().notNull(),
    /** A create form's key (decision 095): the same form sent twice finds this row instead of creating again. */
    requestKey: text("request_key"),
  },
  (t) => [
    index("menu_changes_merchant_id_idx").on(t.merchantId, t.id),
    uniqueIndex("menu_changes_request_key_unique")
      .on(t.merchantId, t.requestKey)
      .where(sql`${t.requestKey} IS NOT NULL`),
  ],
);

/**
 * The highest id ever given to a row of each menu table (decision 095): the editor's new ids start
 * above it, so a trashed, purged or deleted dish's or option's id is never given to another one that
 * an old order's "order again", a cart or a sold-out switch would then name.
 */
export const menuIdMarks = sqliteTable("menu_id_marks", {
  tableName: text("table_name").primaryKey(),
  lastId: integer("last_id").notNull(),
});

/**
 * Uploaded images no longer named where they were (a photo replaced or removed, a dish purged, a logo or
 * banner image changed), by R2 folder (`dish/{hash}`): the hourly cleanup deletes a folder's objects a
 * day later, unless something names it again (decision 115).
 */
export const supersededPhotos = sqliteTable(
  "superseded_photos",
  {
    folder: text("folder").primaryKey(),
    /** Epoch ms of the latest time it was superseded. */
    supersededAt: integer("superseded_at").notNull(),
  },
  (t) => [index("superseded_photos_superseded_at_idx").on(t.supersededAt)],
);
