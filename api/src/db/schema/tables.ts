import { sql } from "drizzle-orm";
import { check, foreignKey, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bool } from "./columns";
import { merchants } from "./merchants";

export const tableStatusValues = ["OPEN", "WAITING_PAYMENT", "PAID", "CLOSED"] as const;

/**
 * `sitting` counts its parties: a CLOSED table joined again reopens with sitting + 1, and only the
 * table clients of the current sitting are its guests.
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

/** One per visitor and sitting while at the table, and one owner per sitting: the first to join. */
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
    uniqueIndex("table_clients_visitor_unique")
      .on(t.merchantId, t.tableId, t.sitting, t.visitorId)
      .where(sql`${t.leftAt} IS NULL`),
    uniqueIndex("table_clients_owner_unique")
      .on(t.merchantId, t.tableId, t.sitting)
      .where(sql`${t.owner} = 1`),
    foreignKey({
      name: "table_clients_table_fk",
      columns: [t.merchantId, t.tableId],
      foreignColumns: [diningTables.merchantId, diningTables.id],
    }).onDelete("cascade"),
  ],
);

export const solicitationStatusValues = ["PENDING", "SENT"] as const;

/** A round is one guest's cart sent to the kitchen: SENT freezes it and FINALIZES the cart in the same batch. */
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
    /** When staff marked the round served (the kitchen screen lists SENT rounds not served yet), and by whom. */
    servedAt: text("served_at"),
    servedBy: integer("served_by"),
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
    foreignKey({
      name: "table_solicitations_table_fk",
      columns: [t.merchantId, t.tableId],
      foreignColumns: [diningTables.merchantId, diningTables.id],
    }).onDelete("cascade"),
  ],
);
