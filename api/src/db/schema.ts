import { sql } from "drizzle-orm";
import { MAX_LINE_QUANTITY } from "../../../contract/limits";
import { orderStatuses } from "../../../contract/orders";
import {
  type AnySQLiteColumn,
  check,
  foreignKey,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";

/*
 * Tenancy rule: every row below a merchant carries merchant_id, and every parent/child link is a
 * composite foreign key (merchant_id, parent_id) → parent(merchant_id, id). SQLite then refuses
 * a child that points at another merchant's row, so a query scoped by merchant_id can never
 * reach data of a different slug. D1 always enforces foreign keys.
 *
 * Ids are the seed's (and later the admin's), unique per table across merchants, so carts and
 * orders added later can reference items, sizes and flavors by id alone.
 *
 * Money is integer minor units. Display order is `sort_order` (`order` on the wire: a reserved
 * word in SQL).
 */

const bool = (name: string) => integer(name, { mode: "boolean" }).notNull();

export const cities = sqliteTable("cities", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
});

/**
 * A merchant (storefront slug). The configuration documents are JSON text validated with the
 * contract schema when written (seed) and again when read: they are read whole, never queried
 * by field, so a column per field would only add migrations.
 */
export const merchants = sqliteTable(
  "merchants",
  {
    id: integer("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    type: text("type", { enum: ["FRANCHISE", "STORE"] }).notNull(),
    /** Slug of the franchise this store belongs to (no FK: a franchise may be renamed or not on the platform yet). */
    slugFranchise: text("slug_franchise"),
    /** Store finder listing: null when the merchant is not listed by a franchise. */
    storeVisible: integer("store_visible", { mode: "boolean" }),
    cityId: integer("city_id").references(() => cities.id),
    stylizations: text("stylizations").notNull(),
    tropicalization: text("tropicalization").notNull(),
    generalSettings: text("general_settings").notNull(),
    smartBanner: text("smart_banner").notNull(),
    generalInformations: text("general_informations").notNull(),
    operationModes: text("operation_modes").notNull(),
    menuSettings: text("menu_settings").notNull(),
    orderSettings: text("order_settings").notNull(),
    couponSettings: text("coupon_settings").notNull(),
    tableOrderSettings: text("table_order_settings").notNull(),
    analyticsSettings: text("analytics_settings").notNull(),
    /** Where the merchant delivers and for how much; null: everywhere, at order_settings.delivery_fee. */
    deliveryAreas: text("delivery_areas"),
    /** JSON of contract socialLoginSettingsSchema (issue 13); null: every provider disabled. */
    socialLoginSettings: text("social_login_settings"),
    /** JSON of contract paymentSettingsSchema (issue 14); null: no online payment. */
    paymentSettings: text("payment_settings"),
    /** JSON of contract loyaltySettingsSchema (issue 16); null: no loyalty programme. */
    loyaltySettings: text("loyalty_settings"),
    /** JSON array of contract loyaltyCampaignSchema (issue 16); null: none. */
    loyaltyCampaigns: text("loyalty_campaigns"),
    /** JSON array of contract fidelityProgramSchema (issue 16; the first enabled one is used); null: none. */
    fidelityPrograms: text("fidelity_programs"),
    /** JSON of contract schedulingSettingsDocumentSchema (issue 17, decision 029); null: DEFAULT_SCHEDULING_SETTINGS. */
    schedulingSettings: text("scheduling_settings"),
  },
  (t) => [
    index("merchants_slug_franchise_idx").on(t.slugFranchise),
    check("merchants_type_check", sql`${t.type} IN ('FRANCHISE', 'STORE')`),
  ],
);

/** Custom domains: a host (lower case, no port) serves exactly one merchant at "/". */
export const merchantHosts = sqliteTable(
  "merchant_hosts",
  {
    host: text("host").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
  },
  (t) => [index("merchant_hosts_merchant_id_idx").on(t.merchantId)],
);

/** Opening periods, in the merchant's timezone; closes_at earlier than opens_at runs past midnight. */
export const operationTimes = sqliteTable(
  "operation_times",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    weekday: integer("weekday").notNull(),
    opensAt: text("opens_at").notNull(),
    closesAt: text("closes_at").notNull(),
  },
  (t) => [
    index("operation_times_merchant_id_idx").on(t.merchantId),
    check("operation_times_weekday_check", sql`${t.weekday} BETWEEN 0 AND 6`),
  ],
);

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

export const banners = sqliteTable(
  "banners",
  {
    id: integer("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** What the image says beyond the title: with it, the image's alternative text. */
    description: text("description"),
    image: text("image").notNull(),
    link: text("link"),
    sortOrder: integer("sort_order").notNull(),
    enabledDesktop: bool("enabled_desktop"),
    enabledMobile: bool("enabled_mobile"),
    /**
     * Running window as ISO-8601 UTC text (Date#toISOString, normalised by the seed): one fixed
     * format makes SQL string comparison equal to time comparison. Null bounds are open.
     */
    startsAt: text("starts_at"),
    endsAt: text("ends_at"),
  },
  (t) => [index("banners_merchant_id_sort_order_idx").on(t.merchantId, t.sortOrder)],
);

/*
 * Carts (core spec §3, §4). A cart stores references and quantities only: every price is
 * recomputed from the menu on each read, so a price change or a disabled item shows at once.
 * Lines point at the menu through composite keys (merchant_id, …), like the menu tables.
 *
 * A line is identified by its line_key (domain/cart-pricing.ts itemLineKey, pizzaLineKey): adding
 * an equal line is an upsert on (merchant_id, cart_guid, line_key) adding to the stored quantity,
 * and the CHECKs hold every quantity in 1..MAX_LINE_QUANTITY however many requests cross
 * (decision 009). Changing that limit changes these CHECKs: it needs a migration.
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
    check("carts_delivery_type_check", sql`${t.deliveryType} IS NULL OR ${t.deliveryType} IN ('DELIVERY', 'TAKEOUT', 'TABLE')`),
    // One open cart per visitor and merchant: parallel first adds of a new visitor meet in it.
    uniqueIndex("carts_merchant_id_visitor_id_open_unique").on(t.merchantId, t.visitorId).where(sql`${t.status} = 'OPEN'`),
  ],
);

const cartLink = (t: { merchantId: AnySQLiteColumn; cartGuid: AnySQLiteColumn }, name: string) =>
  foreignKey({ name, columns: [t.merchantId, t.cartGuid], foreignColumns: [carts.merchantId, carts.guid] }).onDelete("cascade");

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
    /** A loyalty redemption (issue 16): priced 0, paid with items.points_price points per unit. */
    redeemed: integer("redeemed", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    uniqueIndex("cart_items_merchant_id_id_unique").on(t.merchantId, t.id),
    uniqueIndex("cart_items_merchant_id_cart_guid_line_key_unique").on(t.merchantId, t.cartGuid, t.lineKey),
    index("cart_items_cart_guid_idx").on(t.cartGuid),
    check("cart_items_quantity_check", sql`${t.quantity} BETWEEN 1 AND ${maxLineQuantity}`),
    cartLink(t, "cart_items_cart_fk"),
    foreignKey({ name: "cart_items_item_fk", columns: [t.merchantId, t.itemId], foreignColumns: [items.merchantId, items.id] }).onDelete(
      "cascade",
    ),
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

/** Order-level additionals (cutlery, sauces) chosen for the cart. */
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

// ---------------------------------------------------------------------------------------------
// clients (issue 13): customer accounts, their sessions, e-mail tokens, the mail outbox, login limits.
// Times in these tables are Unix seconds (integers), compared in SQL against the request's clock.

/**
 * A customer account of one merchant: the same e-mail at two merchants is two clients. A deleted
 * client keeps its row (orders will point at it) with personal data wiped and `deleted_at` set;
 * its e-mail becomes a unique placeholder, so the address can register again.
 */
export const clients = sqliteTable(
  "clients",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Lower-cased and trimmed. */
    email: text("email").notNull(),
    /** Tax id digits (CPF in Brazil). */
    cpf: text("cpf"),
    /** PBKDF2 hash (api/src/auth/password.ts); null: logs in by e-mail token only. */
    passwordHash: text("password_hash"),
    phoneCountryCode: text("phone_country_code"),
    phoneDdd: text("phone_ddd"),
    phoneNumber: text("phone_number"),
    /** ISO date yyyy-mm-dd. */
    birthdate: text("birthdate"),
    /** Times the birthdate was set or changed; editable while 0 (spec §3: once). */
    birthdateChanges: integer("birthdate_changes").notNull().default(0),
    notifyEmail: integer("notify_email", { mode: "boolean" }).notNull().default(true),
    notifySms: integer("notify_sms", { mode: "boolean" }).notNull().default(false),
    notifyWhatsapp: integer("notify_whatsapp", { mode: "boolean" }).notNull().default(false),
    /** Set by the merchant: the storefront logs this client out (spec §4). */
    shouldDisconnect: integer("should_disconnect", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at").notNull(),
    deletedAt: integer("deleted_at"),
  },
  (t) => [
    uniqueIndex("clients_merchant_id_id_unique").on(t.merchantId, t.id),
    uniqueIndex("clients_merchant_id_email_unique").on(t.merchantId, t.email),
    uniqueIndex("clients_merchant_id_cpf_unique").on(t.merchantId, t.cpf),
    index("clients_merchant_id_phone_idx").on(t.merchantId, t.phoneCountryCode, t.phoneDdd, t.phoneNumber),
  ],
);

/** A login: the access token's `sid`. Logout or account deletion revokes it; the token is refused from then on. */
export const clientSessions = sqliteTable(
  "client_sessions",
  {
    id: text("id").primaryKey(),
    merchantId: integer("merchant_id").notNull(),
    clientId: integer("client_id").notNull(),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    revokedAt: integer("revoked_at"),
  },
  (t) => [
    index("client_sessions_client_id_idx").on(t.clientId),
    foreignKey({ name: "client_sessions_client_fk", columns: [t.merchantId, t.clientId], foreignColumns: [clients.merchantId, clients.id] }).onDelete(
      "cascade",
    ),
  ],
);

export const emailTokenPurposes = ["login", "update_email"] as const;

/** A 6-digit token mailed to an address: only its SHA-256 (keyed by TOKEN_SECRET) is kept. Single use, 10 minutes. */
export const emailTokens = sqliteTable(
  "email_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    purpose: text("purpose", { enum: emailTokenPurposes }).notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
    /** Wrong tokens tried against this one. */
    attempts: integer("attempts").notNull().default(0),
  },
  (t) => [
    index("email_tokens_lookup_idx").on(t.merchantId, t.email, t.purpose),
    check("email_tokens_purpose_check", sql`${t.purpose} IN ('login', 'update_email')`),
  ],
);

/** E-mails the API would send: read locally through GET /dev/mail_outbox when MAIL_OUTBOX_READABLE is "1". */
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    toEmail: text("to_email").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("mail_outbox_to_email_idx").on(t.toEmail, t.id)],
);

/**
 * Fixed-window counters of failures and sends (wrong passwords or tokens per account and per IP,
 * token e-mails per address): `key` names the merchant and what is counted.
 */
export const authCounters = sqliteTable("auth_counters", {
  key: text("key").primaryKey(),
  windowStart: integer("window_start").notNull(),
  count: integer("count").notNull(),
});

/** Single sign-on links: a hashed one-use token naming a client, 15 minutes. */
export const clientAuthTokens = sqliteTable(
  "client_auth_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    merchantId: integer("merchant_id").notNull(),
    clientId: integer("client_id").notNull(),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
  },
  (t) => [
    foreignKey({ name: "client_auth_tokens_client_fk", columns: [t.merchantId, t.clientId], foreignColumns: [clients.merchantId, clients.id] }).onDelete(
      "cascade",
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// addresses and cards (issue 13): a client's saved addresses and cards, the merchants' accepted
// card brands, and the sandbox card provider's single-use tokens. Times are Unix seconds.

/** A saved delivery address of a client (spec §7 "Addresses"); at most 100 a client (checked by the route). */
export const clientAddresses = sqliteTable(
  "client_addresses",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    merchantId: integer("merchant_id").notNull(),
    clientId: integer("client_id").notNull(),
    /** HOME, WORK or OTHER (contract addressLabelSchema). */
    label: text("label", { enum: ["HOME", "WORK", "OTHER"] }).notNull(),
    zipCode: text("zip_code").notNull(),
    street: text("street").notNull(),
    number: text("number").notNull(),
    complement: text("complement"),
    neighborhood: text("neighborhood").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    country: text("country").notNull(),
    referencePoint: text("reference_point"),
    latitude: real("latitude"),
    longitude: real("longitude"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    index("client_addresses_client_idx").on(t.merchantId, t.clientId),
    check("client_addresses_label_check", sql`${t.label} IN ('HOME', 'WORK', 'OTHER')`),
    foreignKey({ name: "client_addresses_client_fk", columns: [t.merchantId, t.clientId], foreignColumns: [clients.merchantId, clients.id] }).onDelete(
      "cascade",
    ),
  ],
);

/** How the sandbox provider answers a charge of a card: issue 14's payments read it. */
/** CHALLENGE: the provider's page asks for a confirmation code (3-D Secure) before it approves (issue 14). */
export const sandboxCardBehaviours = ["APPROVE", "DECLINE", "CHALLENGE"] as const;

/**
 * A saved card: only what the provider tells back (brand, last four, expiry), never the number.
 * Deleting sets `deleted_at` (orders may point at the card later).
 */
export const clientCards = sqliteTable(
  "client_cards",
  {
    guid: text("guid").primaryKey(),
    merchantId: integer("merchant_id").notNull(),
    clientId: integer("client_id").notNull(),
    brand: text("brand").notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    lastFourDigits: text("last_four_digits").notNull(),
    nickname: text("nickname"),
    behaviour: text("behaviour", { enum: sandboxCardBehaviours }).notNull().default("APPROVE"),
    lastUsedAt: integer("last_used_at"),
    createdAt: integer("created_at").notNull(),
    deletedAt: integer("deleted_at"),
  },
  (t) => [
    index("client_cards_client_idx").on(t.merchantId, t.clientId),
    foreignKey({ name: "client_cards_client_fk", columns: [t.merchantId, t.clientId], foreignColumns: [clients.merchantId, clients.id] }).onDelete(
      "cascade",
    ),
  ],
);

/** The card brands a merchant takes online (JSON array of contract card brand codes); no row: the default set. */
export const cardSettings = sqliteTable("card_settings", {
  merchantId: integer("merchant_id")
    .primaryKey()
    .references(() => merchants.id, { onDelete: "cascade" }),
  acceptedBrands: text("accepted_brands").notNull(),
});

/**
 * A token of the sandbox card provider's hosted page: single use (`used_at`), bound to the app id
 * (`sandbox_<slug>`) it was made for. Only its SHA-256 is kept, and of the card only brand, last
 * four, expiry and holder name: never the number or the security code.
 */
export const providerTokens = sqliteTable(
  "provider_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    appId: text("app_id").notNull(),
    brand: text("brand").notNull(),
    lastFourDigits: text("last_four_digits").notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    holderName: text("holder_name").notNull(),
    behaviour: text("behaviour", { enum: sandboxCardBehaviours }).notNull(),
    createdAt: integer("created_at").notNull(),
    usedAt: integer("used_at"),
  },
  (t) => [index("provider_tokens_created_at_idx").on(t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Orders and payments (issue 14; contract/orders.ts)

export const paymentStatusValues = ["NOT_REQUIRED", "PENDING", "PAID", "FAILED", "EXPIRED", "REFUNDED"] as const;

/**
 * An order: a frozen copy of its cart as the API priced it when it was placed (`snapshot`: JSON of
 * { items, pizzas, extras, adjustments } in the contract's cart shapes; the totals in columns), so no
 * later menu change reaches it. It belongs to the visitor who placed it (`visitor_id`, the token's
 * vid) and, when logged in, to that client.
 *
 * One order per intent: (merchant_id, idempotency_key) is unique, and so is (merchant_id, cart_guid):
 * a cart becomes one order at most, and never comes back (a canceled or expired order's customer
 * orders again with "order again", which makes a new cart).
 */
export const orders = sqliteTable(
  "orders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    cartGuid: text("cart_guid").notNull(),
    visitorId: text("visitor_id").notNull(),
    clientId: integer("client_id"),
    idempotencyKey: text("idempotency_key").notNull(),
    status: text("status", { enum: orderStatuses }).notNull(),
    /** JSON array of { status, at } (contract orderSchema.history). */
    history: text("history").notNull(),
    deliveryType: text("delivery_type", { enum: deliveryTypes }).notNull(),
    /** JSON of contract cartAddressSchema, DELIVERY only. */
    address: text("address"),
    areaName: text("area_name"),
    /** JSON of contract timeToReceiveSchema, or null. */
    timeToReceive: text("time_to_receive"),
    deliveryCode: text("delivery_code"),
    scheduledTo: text("scheduled_to"),
    customerName: text("customer_name").notNull(),
    /** JSON of contract clientPhoneSchema. */
    customerPhone: text("customer_phone").notNull(),
    taxId: text("tax_id"),
    notes: text("notes"),
    snapshot: text("snapshot").notNull(),
    subtotal: integer("subtotal").notNull(),
    deliveryFee: integer("delivery_fee").notNull(),
    discount: integer("discount").notNull(),
    increase: integer("increase").notNull(),
    total: integer("total").notNull(),
    paymentKind: text("payment_kind", { enum: ["ONLINE", "OFFLINE"] }).notNull(),
    paymentMethod: text("payment_method", { enum: ["CASH", "CREDIT_CARD", "DEBIT_CARD", "MEAL_VOUCHER", "PIX_ON_DELIVERY", "PIX", "CARD"] }).notNull(),
    paymentStatus: text("payment_status", { enum: paymentStatusValues }).notNull(),
    changeFor: integer("change_for"),
    brand: text("brand"),
    cardGuid: text("card_guid"),
    cardLastFour: text("card_last_four"),
    pixTxid: text("pix_txid"),
    pixCode: text("pix_code"),
    pixExpiresAt: text("pix_expires_at"),
    paymentFailure: text("payment_failure"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("orders_merchant_id_id_unique").on(t.merchantId, t.id),
    uniqueIndex("orders_idempotency_key_unique").on(t.merchantId, t.idempotencyKey),
    uniqueIndex("orders_cart_guid_unique").on(t.merchantId, t.cartGuid),
    index("orders_client_idx").on(t.merchantId, t.clientId, t.createdAt),
    index("orders_visitor_idx").on(t.merchantId, t.visitorId, t.createdAt),
    uniqueIndex("orders_pix_txid_unique").on(t.pixTxid),
    // The contract's statuses inlined: a status added there needs a migration of this CHECK.
    check("orders_status_check", sql`${t.status} IN (${sql.raw(orderStatuses.map((status) => `'${status}'`).join(", "))})`),
    check("orders_payment_status_check", sql`${t.paymentStatus} IN ('NOT_REQUIRED', 'PENDING', 'PAID', 'FAILED', 'EXPIRED', 'REFUNDED')`),
    check("orders_total_check", sql`${t.total} >= 0`),
  ],
);

/** Longest comment a customer may leave with a rating (contract ORDER_RATING_COMMENT_MAX). */
const RATING_COMMENT_MAX = 500;

/**
 * A customer's rating of a delivered order: 1 to 5 stars and an optional comment. One per order:
 * order_id is the key, so two submissions that cross each other leave exactly one rating.
 */
export const orderRatings = sqliteTable(
  "order_ratings",
  {
    orderId: integer("order_id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    stars: integer("stars").notNull(),
    comment: text("comment"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    foreignKey({ name: "order_ratings_order_fk", columns: [t.merchantId, t.orderId], foreignColumns: [orders.merchantId, orders.id] }).onDelete("cascade"),
    index("order_ratings_merchant_idx").on(t.merchantId, t.createdAt),
    check("order_ratings_stars_check", sql`${t.stars} BETWEEN 1 AND 5`),
    check("order_ratings_comment_check", sql`${t.comment} IS NULL OR length(${t.comment}) <= ${sql.raw(String(RATING_COMMENT_MAX))}`),
  ],
);

export const cardChargeStatuses = ["PENDING", "APPROVED", "DECLINED", "CANCELED"] as const;

/**
 * A charge of a saved card on the sandbox provider's hosted page (`/provider/payments/{id}`): made by
 * `…/pharos_payments/charge`, decided on that page by the card's behaviour (APPROVE, DECLINE, or
 * CHALLENGE: a confirmation code first). `id` is random and unguessable (it is in the page's URL).
 */
export const cardCharges = sqliteTable(
  "card_charges",
  {
    id: text("id").primaryKey(),
    merchantId: integer("merchant_id").notNull(),
    orderId: integer("order_id").notNull(),
    cardGuid: text("card_guid").notNull(),
    amount: integer("amount").notNull(),
    status: text("status", { enum: cardChargeStatuses }).notNull(),
    failure: text("failure"),
    returnUrl: text("return_url").notNull(),
    cancelUrl: text("cancel_url").notNull(),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    decidedAt: integer("decided_at"),
    /** SHA-256 of the one-time secret in the payment link the charge's client was sent to; null once spent. */
    handoffHash: text("handoff_hash"),
    /** SHA-256 of the secret the browser that spent it keeps in a cookie: only that browser can pay or cancel. */
    holderHash: text("holder_hash"),
  },
  (t) => [
    index("card_charges_order_idx").on(t.merchantId, t.orderId),
    check("card_charges_status_check", sql`${t.status} IN ('PENDING', 'APPROVED', 'DECLINED', 'CANCELED')`),
    foreignKey({ name: "card_charges_order_fk", columns: [t.merchantId, t.orderId], foreignColumns: [orders.merchantId, orders.id] }).onDelete("cascade"),
  ],
);

// ---------------------------------------------------------------------------------------------
// table ordering (issue 15): tables, their guests (table clients) and the rounds they send.

export const tableStatusValues = ["OPEN", "WAITING_PAYMENT", "PAID", "CLOSED"] as const;

/**
 * A table of a merchant, reached by its code (the QR code). `sitting` counts its parties: a CLOSED
 * table joined again is reopened with sitting + 1, and only the table clients of the current sitting
 * are the table's guests.
 */
export const diningTables = sqliteTable(
  "dining_tables",
  {
    id: integer("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    number: integer("number").notNull(),
    name: text("name").notNull(),
    enabled: bool("enabled"),
    /** 1, 2 or 3 for this table only (a demo of each at one merchant); null: table_order_settings.modality. */
    modality: integer("modality"),
    status: text("status", { enum: tableStatusValues }).notNull().default("OPEN"),
    sitting: integer("sitting").notNull().default(1),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("dining_tables_merchant_id_id_unique").on(t.merchantId, t.id),
    uniqueIndex("dining_tables_merchant_id_code_unique").on(t.merchantId, t.code),
    check("dining_tables_status_check", sql`${t.status} IN ('OPEN', 'WAITING_PAYMENT', 'PAID', 'CLOSED')`),
    check("dining_tables_modality_check", sql`${t.modality} IS NULL OR ${t.modality} IN (1, 2, 3)`),
  ],
);

/**
 * A guest of one sitting of a table, bound to the visitor (token vid) who joined. One per visitor
 * and sitting while at the table (`left_at` null), and one owner per sitting: the first to join.
 */
export const tableClients = sqliteTable(
  "table_clients",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    merchantId: integer("merchant_id").notNull(),
    tableId: integer("table_id").notNull(),
    sitting: integer("sitting").notNull(),
    visitorId: text("visitor_id").notNull(),
    name: text("name").notNull(),
    guests: integer("guests").notNull(),
    owner: bool("owner"),
    createdAt: text("created_at").notNull(),
    leftAt: text("left_at"),
  },
  (t) => [
    uniqueIndex("table_clients_merchant_id_id_unique").on(t.merchantId, t.id),
    uniqueIndex("table_clients_visitor_unique").on(t.merchantId, t.tableId, t.sitting, t.visitorId).where(sql`${t.leftAt} IS NULL`),
    uniqueIndex("table_clients_owner_unique").on(t.merchantId, t.tableId, t.sitting).where(sql`${t.owner} = 1`),
    foreignKey({ name: "table_clients_table_fk", columns: [t.merchantId, t.tableId], foreignColumns: [diningTables.merchantId, diningTables.id] }).onDelete(
      "cascade",
    ),
  ],
);

export const solicitationStatusValues = ["PENDING", "SENT"] as const;

/**
 * A round: one guest's cart sent to the kitchen. PENDING names the cart; SENT freezes it
 * (`snapshot`: JSON of { items, pizzas, extras } as priced then, `subtotal` their sum) and the cart is
 * FINALIZED in the same batch. A cart makes one round at most.
 */
export const tableSolicitations = sqliteTable(
  "table_solicitations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    merchantId: integer("merchant_id").notNull(),
    tableId: integer("table_id").notNull(),
    tableClientId: integer("table_client_id").notNull(),
    cartGuid: text("cart_guid").notNull(),
    status: text("status", { enum: solicitationStatusValues }).notNull().default("PENDING"),
    snapshot: text("snapshot"),
    subtotal: integer("subtotal").notNull().default(0),
    createdAt: text("created_at").notNull(),
    sentAt: text("sent_at"),
  },
  (t) => [
    uniqueIndex("table_solicitations_cart_unique").on(t.merchantId, t.cartGuid),
    index("table_solicitations_table_idx").on(t.merchantId, t.tableId, t.status),
    check("table_solicitations_status_check", sql`${t.status} IN ('PENDING', 'SENT')`),
    check("table_solicitations_subtotal_check", sql`${t.subtotal} >= 0`),
    foreignKey({
      name: "table_solicitations_client_fk",
      columns: [t.merchantId, t.tableClientId],
      foreignColumns: [tableClients.merchantId, tableClients.id],
    }).onDelete("cascade"),
    foreignKey({ name: "table_solicitations_table_fk", columns: [t.merchantId, t.tableId], foreignColumns: [diningTables.merchantId, diningTables.id] }).onDelete(
      "cascade",
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Coupons, loyalty points and the fidelity programme (issue 16; contract/coupons.ts, contract/loyalty.ts)

export const couponDiscountTypes = ["FIXED", "PERCENTAGE", "FREE_DELIVERY"] as const;
export const couponDeliveryRestrictions = ["STORE_ONLY", "DELIVERY_ONLY"] as const;

/**
 * A merchant's coupon. Every restriction of customer spec §5 is a column, checked by the API when
 * the coupon is applied and again when the cart is priced and ordered (domain/coupons.ts).
 */
export const coupons = sqliteTable(
  "coupons",
  {
    id: integer("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    /** The voucher code, upper case (a customer's code is trimmed and upper-cased before it is looked up). */
    code: text("code").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    discountType: text("discount_type", { enum: couponDiscountTypes }).notNull(),
    /** FIXED: minor units; PERCENTAGE: whole percent 1..100; FREE_DELIVERY: 0. */
    value: integer("value").notNull(),
    /** Cap of a PERCENTAGE discount in minor units; null: none. */
    maxDiscount: integer("max_discount"),
    /** Subtotal the cart must reach, minor units (MINIMUM_ORDER); 0: none. */
    minimumOrder: integer("minimum_order").notNull().default(0),
    /** ISO instants; the coupon is unknown (404) before start_date and after end_date. */
    startDate: text("start_date").notNull(),
    endDate: text("end_date"),
    enabled: bool("enabled"),
    displayedInWallet: bool("displayed_in_wallet"),
    /** Exclusive to this client (REQUIRED_CLIENT for a visitor; unknown, 404, to any other client). */
    clientId: integer("client_id"),
    /** Needs a logged-in client (REQUIRED_CLIENT), even when not exclusive. */
    requiresClient: integer("requires_client", { mode: "boolean" }).notNull().default(false),
    /** One use per client (ALREADY_USED); implies requires_client. */
    singleUse: integer("single_use", { mode: "boolean" }).notNull().default(false),
    /** The client's first order at this merchant, with a CPF on the account (FIRST_ORDER). */
    firstOrderOnly: integer("first_order_only", { mode: "boolean" }).notNull().default(false),
    /** Not with items on promotion (PROMOTIONAL_ITEM). */
    notWithPromotionalItems: integer("not_with_promotional_items", { mode: "boolean" }).notNull().default(false),
    /** Not with a loyalty redemption or a fidelity reward in the cart (FIDELITY_PROGRAM). */
    notWithLoyalty: integer("not_with_loyalty", { mode: "boolean" }).notNull().default(false),
    /** STORE_ONLY forces TAKEOUT, DELIVERY_ONLY forces DELIVERY (customer spec §4); null: any. */
    deliveryRestriction: text("delivery_restriction", { enum: couponDeliveryRestrictions }),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("coupons_merchant_id_id_unique").on(t.merchantId, t.id),
    uniqueIndex("coupons_merchant_id_code_unique").on(t.merchantId, t.code),
    check("coupons_discount_type_check", sql`${t.discountType} IN ('FIXED', 'PERCENTAGE', 'FREE_DELIVERY')`),
    check("coupons_value_check", sql`${t.value} >= 0 AND (${t.discountType} <> 'PERCENTAGE' OR ${t.value} BETWEEN 1 AND 100)`),
    check("coupons_delivery_restriction_check", sql`${t.deliveryRestriction} IS NULL OR ${t.deliveryRestriction} IN ('STORE_ONLY', 'DELIVERY_ONLY')`),
  ],
);

/**
 * A coupon applied to a cart. `client_id` is the client it is held for (null for a visitor).
 * A single-use coupon is held by one cart of a client at most: the partial unique index makes two
 * crossing applies of the same client give one row (the other answers ALREADY_USED). The row stays
 * with the cart when it becomes an order, so the coupon stays used; removing it from an open cart
 * frees it.
 */
export const cartCoupons = sqliteTable(
  "cart_coupons",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    merchantId: integer("merchant_id").notNull(),
    cartGuid: text("cart_guid").notNull(),
    couponId: integer("coupon_id").notNull(),
    clientId: integer("client_id"),
    /** Copy of coupons.single_use, for the partial unique index. */
    singleUse: integer("single_use", { mode: "boolean" }).notNull().default(false),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("cart_coupons_cart_coupon_unique").on(t.merchantId, t.cartGuid, t.couponId),
    uniqueIndex("cart_coupons_single_use_unique").on(t.merchantId, t.couponId, t.clientId).where(sql`${t.singleUse} = 1`),
    index("cart_coupons_client_idx").on(t.merchantId, t.clientId),
    cartLink(t, "cart_coupons_cart_fk"),
    foreignKey({ name: "cart_coupons_coupon_fk", columns: [t.merchantId, t.couponId], foreignColumns: [coupons.merchantId, coupons.id] }).onDelete(
      "cascade",
    ),
  ],
);

/** Coupons a client added to their wallet by code (`/{slug}/coupons`, "add by code"). */
export const clientCoupons = sqliteTable(
  "client_coupons",
  {
    merchantId: integer("merchant_id").notNull(),
    clientId: integer("client_id").notNull(),
    couponId: integer("coupon_id").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.clientId, t.couponId] }),
    foreignKey({ name: "client_coupons_client_fk", columns: [t.merchantId, t.clientId], foreignColumns: [clients.merchantId, clients.id] }).onDelete(
      "cascade",
    ),
    foreignKey({ name: "client_coupons_coupon_fk", columns: [t.merchantId, t.couponId], foreignColumns: [coupons.merchantId, coupons.id] }).onDelete(
      "cascade",
    ),
  ],
);

export const loyaltyEntryKinds = ["EARNED", "REDEEMED", "EXPIRED", "BONUS", "REFUNDED"] as const;

/**
 * The points ledger of a client: the balance is the sum of `points` over entries whose
 * effective_at has passed and that have not expired (expires_at in the future or null).
 * EARNED (+) is written once per delivered order (the partial unique index), REDEEMED (−) in the
 * batch that places an order with redeemed products.
 */
export const loyaltyEntries = sqliteTable(
  "loyalty_entries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    merchantId: integer("merchant_id").notNull(),
    clientId: integer("client_id").notNull(),
    kind: text("kind", { enum: loyaltyEntryKinds }).notNull(),
    /** Signed: positive for EARNED, BONUS and REFUNDED, negative for REDEEMED and EXPIRED. */
    points: integer("points").notNull(),
    description: text("description").notNull(),
    orderId: integer("order_id"),
    /** When the entry counts (customer spec §4: the extract keeps only entries whose effectivation date has passed). */
    effectiveAt: text("effective_at").notNull(),
    /** When earned points stop counting; null: never. */
    expiresAt: text("expires_at"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    index("loyalty_entries_client_idx").on(t.merchantId, t.clientId, t.effectiveAt),
    uniqueIndex("loyalty_entries_order_kind_unique").on(t.merchantId, t.orderId, t.kind).where(sql`${t.orderId} IS NOT NULL`),
    check("loyalty_entries_kind_check", sql`${t.kind} IN ('EARNED', 'REDEEMED', 'EXPIRED', 'BONUS', 'REFUNDED')`),
    foreignKey({ name: "loyalty_entries_client_fk", columns: [t.merchantId, t.clientId], foreignColumns: [clients.merchantId, clients.id] }).onDelete(
      "cascade",
    ),
  ],
);

/**
 * A fidelity programme reward a client reached: cycle N is reached when the client's progress since
 * cycle N−1 reaches the programme's goal. It is applied to the client's next order (cart pricing
 * adds it as a FIDELITY discount) and used by the order that carries it.
 */
export const fidelityRewards = sqliteTable(
  "fidelity_rewards",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    merchantId: integer("merchant_id").notNull(),
    clientId: integer("client_id").notNull(),
    programId: integer("program_id").notNull(),
    cycle: integer("cycle").notNull(),
    reachedAt: text("reached_at").notNull(),
    /** When the client saw the congratulations modal; null: not yet. */
    seenAt: text("seen_at"),
    usedOrderId: integer("used_order_id"),
    usedAt: text("used_at"),
  },
  (t) => [
    uniqueIndex("fidelity_rewards_cycle_unique").on(t.merchantId, t.clientId, t.programId, t.cycle),
    uniqueIndex("fidelity_rewards_order_unique").on(t.merchantId, t.usedOrderId).where(sql`${t.usedOrderId} IS NOT NULL`),
    foreignKey({ name: "fidelity_rewards_client_fk", columns: [t.merchantId, t.clientId], foreignColumns: [clients.merchantId, clients.id] }).onDelete(
      "cascade",
    ),
  ],
);

/**
 * Server-side conversion events of a merchant's Facebook pixel (issue 17, decision 032): one row per
 * event id, so a retry of the same event counts once. Kept for Facebook's deduplication window; the
 * forwarder to Facebook's conversions API reads them (none without internet).
 */
export const conversionEvents = sqliteTable(
  "conversion_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    eventId: text("event_id").notNull(),
    eventName: text("event_name").notNull(),
    /** JSON of contract facebookEventParamsSchema. */
    eventParams: text("event_params").notNull(),
    fbp: text("fbp"),
    fbc: text("fbc"),
    /** JSON array of the pixel ids the event is for. */
    pixelIds: text("pixel_ids").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("conversion_events_merchant_event_unique").on(t.merchantId, t.eventId),
    index("conversion_events_created_idx").on(t.createdAt),
  ],
);
