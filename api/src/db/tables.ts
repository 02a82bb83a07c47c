import type { CartExtra, CartItem, CartPizza, Solicitation, Table, TableClient, TableStatus } from "../../../contract";

/*
 * Every query is scoped by merchant_id; writes that race (joining, sending, closing) are single
 * guarded statements or one batch, settled by the database.
 */

export interface TableRow {
  id: number;
  merchant_id: number;
  code: string;
  number: number;
  name: string;
  enabled: number;
  modality: 1 | 2 | 3 | null;
  status: TableStatus;
  sitting: number;
}

export interface TableClientRow {
  id: number;
  table_id: number;
  sitting: number;
  visitor_id: string;
  name: string;
  guests: number;
  owner: number;
  left_at: string | null;
}

export interface SolicitationRow {
  id: number;
  table_id: number;
  table_client_id: number;
  cart_guid: string;
  status: "PENDING" | "SENT";
  snapshot: string | null;
  subtotal: number;
  sent_at: string | null;
}

/** What a sent round froze: its lines as priced when it was sent. */
export interface RoundSnapshot {
  items: CartItem[];
  pizzas: CartPizza[];
  extras: CartExtra[];
}

const TABLE_COLUMNS = "id, merchant_id, code, number, name, enabled, modality, status, sitting";

export const findTableById = (d1: D1Database, merchantId: number, id: number) =>
  d1
    .prepare(`SELECT ${TABLE_COLUMNS} FROM dining_tables WHERE merchant_id = ? AND id = ?`)
    .bind(merchantId, id)
    .first<TableRow>();

export const findTableByCode = (d1: D1Database, merchantId: number, code: string) =>
  d1
    .prepare(`SELECT ${TABLE_COLUMNS} FROM dining_tables WHERE merchant_id = ? AND code = ?`)
    .bind(merchantId, code)
    .first<TableRow>();

export const findTableAnywhere = (d1: D1Database, id: number) =>
  d1.prepare(`SELECT ${TABLE_COLUMNS} FROM dining_tables WHERE id = ?`).bind(id).first<TableRow>();

export async function sittingClients(d1: D1Database, table: TableRow): Promise<TableClientRow[]> {
  const { results } = await d1
    .prepare(
      `SELECT id, table_id, sitting, visitor_id, name, guests, owner, left_at FROM table_clients
       WHERE merchant_id = ? AND table_id = ? AND sitting = ? AND left_at IS NULL ORDER BY id`,
    )
    .bind(table.merchant_id, table.id, table.sitting)
    .all<TableClientRow>();
  return results;
}

export const tableStatusOf = (d1: D1Database, merchantId: number, tableId: number) =>
  d1
    .prepare("SELECT number, status FROM dining_tables WHERE merchant_id = ? AND id = ?")
    .bind(merchantId, tableId)
    .first<Pick<TableRow, "number" | "status">>();

/** The caller's table client at the table's current sitting, or null: everything else of the table answers 404 then. */
export const findGuest = (d1: D1Database, table: TableRow, visitorId: string) =>
  d1
    .prepare(
      `SELECT id, table_id, sitting, visitor_id, name, guests, owner, left_at FROM table_clients
       WHERE merchant_id = ? AND table_id = ? AND sitting = ? AND visitor_id = ? AND left_at IS NULL`,
    )
    .bind(table.merchant_id, table.id, table.sitting, visitorId)
    .first<TableClientRow>();

/**
 * Reopening a CLOSED table is guarded by the sitting read, so two guests arriving together make one
 * new sitting; the first guest of a sitting is its owner, decided inside the insert.
 */
export async function joinTable(
  d1: D1Database,
  table: TableRow,
  guest: { visitorId: string; name: string; guests: number },
  at: string,
): Promise<void> {
  const statements: D1PreparedStatement[] = [];
  if (table.status === "CLOSED") {
    statements.push(
      d1
        .prepare(
          `UPDATE dining_tables SET status = 'OPEN', sitting = sitting + 1, updated_at = ?
           WHERE merchant_id = ? AND id = ? AND status = 'CLOSED' AND sitting = ?`,
        )
        .bind(at, table.merchant_id, table.id, table.sitting),
    );
  }
  statements.push(
    d1
      .prepare(
        `INSERT INTO table_clients (merchant_id, table_id, sitting, visitor_id, name, guests, owner, created_at)
         SELECT t.merchant_id, t.id, t.sitting, ?, ?, ?,
                NOT EXISTS (SELECT 1 FROM table_clients o WHERE o.merchant_id = t.merchant_id AND o.table_id = t.id AND o.sitting = t.sitting AND o.owner = 1),
                ?
         FROM dining_tables t WHERE t.merchant_id = ? AND t.id = ? AND t.status = 'OPEN' AND t.enabled = 1
         ON CONFLICT DO NOTHING`,
      )
      .bind(guest.visitorId, guest.name, guest.guests, at, table.merchant_id, table.id),
    // The cart the guest had open before scanning becomes their cart at this table, so nothing is lost.
    d1
      .prepare(
        `UPDATE carts SET delivery_type = 'TABLE', table_id = ?, updated_at = ?
         WHERE merchant_id = ? AND visitor_id = ? AND status = 'OPEN'
           AND EXISTS (SELECT 1 FROM table_clients g JOIN dining_tables t ON t.merchant_id = g.merchant_id AND t.id = g.table_id AND t.sitting = g.sitting
                       WHERE g.merchant_id = ? AND g.table_id = ? AND g.visitor_id = ? AND g.left_at IS NULL)`,
      )
      .bind(table.id, at, table.merchant_id, guest.visitorId, table.merchant_id, table.id, guest.visitorId),
  );
  await d1.batch(statements);
}

export async function leaveTable(d1: D1Database, table: TableRow, guest: TableClientRow, at: string): Promise<void> {
  await d1.batch([
    d1
      .prepare("DELETE FROM table_solicitations WHERE merchant_id = ? AND table_client_id = ? AND status = 'PENDING'")
      .bind(table.merchant_id, guest.id),
    d1
      .prepare(
        "DELETE FROM carts WHERE merchant_id = ? AND visitor_id = ? AND table_id = ? AND delivery_type = 'TABLE' AND status = 'OPEN'",
      )
      .bind(table.merchant_id, guest.visitor_id, table.id),
    d1
      .prepare("UPDATE table_clients SET left_at = ? WHERE merchant_id = ? AND id = ? AND left_at IS NULL")
      .bind(at, table.merchant_id, guest.id),
  ]);
}

export async function moveTable(
  d1: D1Database,
  table: TableRow,
  from: readonly TableStatus[],
  to: TableStatus,
  at: string,
): Promise<boolean> {
  const result = await d1
    .prepare(
      `UPDATE dining_tables SET status = ?, updated_at = ? WHERE merchant_id = ? AND id = ? AND status IN (${from.map(() => "?").join(", ")})`,
    )
    .bind(to, at, table.merchant_id, table.id, ...from)
    .run();
  return result.meta.changes > 0;
}

const SOLICITATION_COLUMNS = "id, table_id, table_client_id, cart_guid, status, snapshot, subtotal, sent_at";

export const findSolicitationByCart = (d1: D1Database, merchantId: number, cartGuid: string) =>
  d1
    .prepare(`SELECT ${SOLICITATION_COLUMNS} FROM table_solicitations WHERE merchant_id = ? AND cart_guid = ?`)
    .bind(merchantId, cartGuid)
    .first<SolicitationRow>();

export const findGuestSolicitation = (d1: D1Database, table: TableRow, guest: TableClientRow, id: number) =>
  d1
    .prepare(
      `SELECT ${SOLICITATION_COLUMNS} FROM table_solicitations WHERE merchant_id = ? AND table_id = ? AND table_client_id = ? AND id = ?`,
    )
    .bind(table.merchant_id, table.id, guest.id, id)
    .first<SolicitationRow>();

/** Opens a round for the cart; a cart that has one already keeps it (the insert does nothing). True when inserted. */
export async function insertSolicitation(
  d1: D1Database,
  table: TableRow,
  guest: TableClientRow,
  cartGuid: string,
  at: string,
): Promise<boolean> {
  const result = await d1
    .prepare(
      `INSERT INTO table_solicitations (merchant_id, table_id, table_client_id, cart_guid, status, subtotal, created_at)
       VALUES (?, ?, ?, ?, 'PENDING', 0, ?) ON CONFLICT DO NOTHING`,
    )
    .bind(table.merchant_id, table.id, guest.id, cartGuid, at)
    .run();
  return result.meta.changes > 0;
}

/**
 * Frozen only while the round is PENDING, the table OPEN and the cart unchanged since it was priced;
 * a second send finds it SENT and changes nothing.
 */
export async function sendSolicitation(
  d1: D1Database,
  table: TableRow,
  row: SolicitationRow,
  round: { snapshot: RoundSnapshot; subtotal: number; cartUpdatedAt: string },
  at: string,
): Promise<boolean> {
  const [sent] = await d1.batch([
    d1
      .prepare(
        `UPDATE table_solicitations SET status = 'SENT', snapshot = ?, subtotal = ?, sent_at = ?
         WHERE merchant_id = ? AND id = ? AND status = 'PENDING'
           AND EXISTS (SELECT 1 FROM dining_tables WHERE merchant_id = ? AND id = ? AND status = 'OPEN' AND sitting = ?)
           AND EXISTS (SELECT 1 FROM carts WHERE merchant_id = ? AND guid = ? AND status = 'OPEN' AND updated_at = ?)`,
      )
      .bind(
        JSON.stringify(round.snapshot),
        round.subtotal,
        at,
        table.merchant_id,
        row.id,
        table.merchant_id,
        table.id,
        table.sitting,
        table.merchant_id,
        row.cart_guid,
        round.cartUpdatedAt,
      ),
    d1
      .prepare(
        `UPDATE carts SET status = 'FINALIZED', updated_at = ?
         WHERE merchant_id = ? AND guid = ? AND status = 'OPEN'
           AND EXISTS (SELECT 1 FROM table_solicitations WHERE merchant_id = ? AND id = ? AND status = 'SENT')`,
      )
      .bind(at, table.merchant_id, row.cart_guid, table.merchant_id, row.id),
  ]);
  return (sent?.meta.changes ?? 0) > 0;
}

export async function sittingRounds(
  d1: D1Database,
  table: TableRow,
): Promise<{ rounds: SolicitationRow[]; guests: TableClientRow[] }> {
  const [rounds, guests] = await d1.batch([
    d1
      .prepare(
        `SELECT s.id, s.table_id, s.table_client_id, s.cart_guid, s.status, s.snapshot, s.subtotal, s.sent_at
         FROM table_solicitations s JOIN table_clients g ON g.merchant_id = s.merchant_id AND g.id = s.table_client_id
         WHERE s.merchant_id = ? AND s.table_id = ? AND s.status = 'SENT' AND g.sitting = ? ORDER BY s.sent_at, s.id`,
      )
      .bind(table.merchant_id, table.id, table.sitting),
    d1
      .prepare(
        `SELECT id, table_id, sitting, visitor_id, name, guests, owner, left_at FROM table_clients
         WHERE merchant_id = ? AND table_id = ? AND sitting = ? ORDER BY id`,
      )
      .bind(table.merchant_id, table.id, table.sitting),
  ]);
  return { rounds: (rounds?.results ?? []) as SolicitationRow[], guests: (guests?.results ?? []) as TableClientRow[] };
}

export const toTableClient = (row: TableClientRow): TableClient => ({
  id: row.id,
  name: row.name,
  guests: row.guests,
  owner: row.owner === 1,
});

/** The table's answer; `modality` is the merchant's, which the table's own (when set) replaces. */
export function toTable(
  row: TableRow,
  modality: 1 | 2 | 3,
  clients: TableClientRow[],
  callerClientId: number | null,
): Table {
  return {
    id: row.id,
    code: row.code,
    number: row.number,
    name: row.name,
    enabled: row.enabled === 1,
    status: row.status,
    modality: row.modality ?? modality,
    table_clients: clients.map(toTableClient),
    table_client_id: callerClientId,
  };
}

export function toSolicitation(row: SolicitationRow): Solicitation {
  const snapshot: RoundSnapshot =
    row.snapshot === null ? { items: [], pizzas: [], extras: [] } : (JSON.parse(row.snapshot) as RoundSnapshot);
  return {
    id: row.id,
    table_id: row.table_id,
    table_client_id: row.table_client_id,
    cart_guid: row.cart_guid,
    status: row.status,
    items: snapshot.items,
    pizzas: snapshot.pizzas,
    extras: snapshot.extras,
    subtotal: row.subtotal,
    sent_at: row.sent_at,
  };
}

export async function openTableCartGuid(d1: D1Database, table: TableRow, visitorId: string): Promise<string | null> {
  const open = await d1
    .prepare(
      "SELECT guid FROM carts WHERE merchant_id = ? AND visitor_id = ? AND status = 'OPEN' AND delivery_type = 'TABLE' AND table_id = ?",
    )
    .bind(table.merchant_id, visitorId, table.id)
    .first<{ guid: string }>();
  return open?.guid ?? null;
}

/** When the cart of a round last changed (the send is refused if it changes again before it lands), or null without the cart. */
export async function cartUpdatedAt(d1: D1Database, merchantId: number, guid: string): Promise<string | null> {
  const row = await d1
    .prepare("SELECT updated_at FROM carts WHERE merchant_id = ? AND guid = ?")
    .bind(merchantId, guid)
    .first<{ updated_at: string }>();
  return row?.updated_at ?? null;
}
