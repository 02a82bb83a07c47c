import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bool } from "./columns";

export const cities = sqliteTable("cities", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
});

/**
 * The configuration documents are JSON text, read whole and never queried by field, so a column per
 * field would only add migrations.
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
    /** JSON of contract socialLoginSettingsSchema; null: every provider disabled. */
    socialLoginSettings: text("social_login_settings"),
    /** Raised by every change of the menu's editor: cached menus older than it are read again (decision 095). */
    menuVersion: integer("menu_version").notNull().default(0),
    /**
     * Raised by every change of the store's settings in the console (decision 102): cached
     * configuration older than it is read again.
     */
    settingsVersion: integer("settings_version").notNull().default(0),
    /** JSON of contract paymentSettingsSchema; null: no online payment. */
    paymentSettings: text("payment_settings"),
    /** JSON of contract loyaltySettingsSchema; null: no loyalty programme. */
    loyaltySettings: text("loyalty_settings"),
    /** JSON array of contract loyaltyCampaignSchema; null: none. */
    loyaltyCampaigns: text("loyalty_campaigns"),
    /** JSON array of contract fidelityProgramSchema (the first enabled one is used); null: none. */
    fidelityPrograms: text("fidelity_programs"),
    /** JSON of contract schedulingSettingsDocumentSchema (decision 029); null: DEFAULT_SCHEDULING_SETTINGS. */
    schedulingSettings: text("scheduling_settings"),
  },
  (t) => [
    index("merchants_slug_franchise_idx").on(t.slugFranchise),
    check("merchants_type_check", sql`${t.type} IN ('FRANCHISE', 'STORE')`),
  ],
);

/**
 * Custom domains: a host (lower case, no port) serves exactly one merchant at "/", once `active`
 * (decision 109). One the owner added in the console is a custom hostname at Cloudflare for SaaS
 * (`provider_id`), `pending` until the hostname and its certificate are active there; a seeded one
 * has no provider id and is active.
 */
export const merchantHosts = sqliteTable(
  "merchant_hosts",
  {
    host: text("host").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "active", "failed"] })
      .notNull()
      .default("active"),
    providerId: text("provider_id"),
    /** The TXT record that proves the owner holds the name (the provider's ownership_verification). */
    ownershipName: text("ownership_name"),
    ownershipValue: text("ownership_value"),
    /** Why a `failed` host failed, as the provider said it. */
    failure: text("failure"),
    /** Unix ms. */
    createdAt: integer("created_at"),
    /** Unix ms of the last read of the provider's state. */
    checkedAt: integer("checked_at"),
  },
  (t) => [
    index("merchant_hosts_merchant_id_idx").on(t.merchantId),
    index("merchant_hosts_pending_idx").on(t.status, t.checkedAt),
  ],
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

/** The store settings' trail (decision 102): who changed which section, when, from what to what. */
export const settingsChanges = sqliteTable(
  "settings_changes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    staffId: integer("staff_id"),
    staffName: text("staff_name").notNull(),
    /** Epoch ms. */
    at: integer("at").notNull(),
    /** The settings page changed: hours, delivery, brand, pages, coupons, ... */
    section: text("section").notNull(),
    action: text("action").notNull(),
    /** What was changed inside the section ("Segunda 11:00-15:00", a coupon's code), shown as written. */
    name: text("name").notNull(),
    /** JSON array of { field, from, to }. */
    changes: text("changes", { mode: "json" }).$type<Array<{ field: string; from: unknown; to: unknown }>>().notNull(),
    /** A create form's key (decision 111): the same form sent twice finds this row instead of creating again. */
    requestKey: text("request_key"),
    /** The id a create made (a banner's, a coupon's, a closure's, a campaign's); null for any other change. */
    createdId: integer("created_id"),
  },
  (t) => [
    index("settings_changes_merchant_id_idx").on(t.merchantId, t.id),
    uniqueIndex("settings_changes_request_key_unique")
      .on(t.merchantId, t.requestKey)
      .where(sql`${t.requestKey} IS NOT NULL`),
  ],
);

/**
 * Holidays and one-off closures (decision 103): whole calendar days in the store's time zone,
 * `starts_on` to `ends_on` inclusive ("YYYY-MM-DD", so text order is date order). A shift that opens
 * on one of them does not open.
 */
export const storeClosures = sqliteTable(
  "store_closures",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    startsOn: text("starts_on").notNull(),
    endsOn: text("ends_on").notNull(),
    /** Shown to customers as written; null says only "closed". */
    reason: text("reason"),
    /** Epoch ms. */
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    index("store_closures_merchant_id_ends_on_idx").on(t.merchantId, t.endsOn),
    check("store_closures_dates_check", sql`${t.startsOn} <= ${t.endsOn}`),
  ],
);
