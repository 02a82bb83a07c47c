import type { ConsoleRound, TableStatus } from "../../../contract";
import type { RoundSnapshot } from "./tables";

/* A table's party is its current sitting: the guests and rounds whose sitting is the table's; a CLOSED table has none. */

export interface ConsoleTableRow {
  id: number;
  code: string;
  number: number;
  name: string;
  enabled: number;
  status: TableStatus;
  table_clients: number;
  people: number;
  rounds_waiting: number;
  subtotal: number;
}

/** The party of table `t` (an alias in the query): guests still at it, of its current sitting, unless CLOSED. */
const PARTY = `g.merchant_id = t.merchant_id AND g.table_id = t.id AND g.sitting = t.sitting AND t.status <> 'CLOSED'`;

const TABLE_SELECT = `SELECT t.id, t.code, t.number, t.name, t.enabled, t.status,
    (SELECT count(*) FROM table_clients g WHERE ${PARTY} AND g.left_at IS NULL) AS table_clients,
    (SELECT COALESCE(sum(g.guests), 0) FROM table_clients g WHERE ${PARTY} AND g.left_at IS NULL) AS people,
    (SELECT count(*) FROM table_solicitations s JOIN table_clients g ON g.merchant_id = s.merchant_id AND g.id = s.table_client_id
       WHERE s.merchant_id = t.merchant_id AND s.table_id = t.id AND s.status = 'SENT' AND s.served_at IS NULL AND ${PARTY}) AS rounds_waiting,
    (SELECT COALESCE(sum(s.subtotal), 0) FROM table_solicitations s JOIN table_clients g ON g.merchant_id = s.merchant_id AND g.id = s.table_client_id
       WHERE s.merchant_id = t.merchant_id AND s.table_id = t.id AND s.status = 'SENT' AND ${PARTY}) AS subtotal
  FROM dining_tables t`;

export async function consoleTables(d1: D1Database, merchantId: number): Promise<ConsoleTableRow[]> {
  const { results } = await d1
    .prepare(`${TABLE_SELECT} WHERE t.merchant_id = ? ORDER BY t.number, t.id`)
    .bind(merchantId)
    .all<ConsoleTableRow>();
  return results;
}

export const consoleTable = (d1: D1Database, merchantId: number, id: number) =>
  d1.prepare(`${TABLE_SELECT} WHERE t.merchant_id = ? AND t.id = ?`).bind(merchantId, id).first<ConsoleTableRow>();

interface RoundRow extends Omit<ConsoleRound, "items" | "pizzas" | "extras"> {
  snapshot: string;
}

const ROUND_SELECT = `SELECT s.id, s.table_id, t.number AS table_number, t.name AS table_name, s.table_client_id, g.name AS table_client_name,
    s.snapshot, s.subtotal, s.sent_at, s.served_at, st.name AS served_by
  FROM table_solicitations s
  JOIN dining_tables t ON t.merchant_id = s.merchant_id AND t.id = s.table_id
  JOIN table_clients g ON g.merchant_id = s.merchant_id AND g.id = s.table_client_id
  LEFT JOIN staff_members st ON st.merchant_id = s.merchant_id AND st.id = s.served_by
  WHERE s.merchant_id = ?1 AND s.status = 'SENT'`;

function toRound({ snapshot, ...row }: RoundRow): ConsoleRound {
  return { ...row, ...(JSON.parse(snapshot) as RoundSnapshot) };
}

/** The kitchen: sent rounds not served yet of the tables' current sittings (closed tables left out), oldest first. */
export async function roundsToServe(d1: D1Database, merchantId: number, limit: number): Promise<ConsoleRound[]> {
  const { results } = await d1
    .prepare(
      `${ROUND_SELECT} AND s.served_at IS NULL AND g.sitting = t.sitting AND t.status <> 'CLOSED' ORDER BY s.sent_at, s.id LIMIT ?2`,
    )
    .bind(merchantId, limit)
    .all<RoundRow>();
  return results.map(toRound);
}

export async function roundsServed(d1: D1Database, merchantId: number, limit: number): Promise<ConsoleRound[]> {
  const { results } = await d1
    .prepare(`${ROUND_SELECT} AND s.served_at IS NOT NULL ORDER BY s.served_at DESC, s.id DESC LIMIT ?2`)
    .bind(merchantId, limit)
    .all<RoundRow>();
  return results.map(toRound);
}

export async function sittingRoundsOf(d1: D1Database, merchantId: number, tableId: number): Promise<ConsoleRound[]> {
  const { results } = await d1
    .prepare(`${ROUND_SELECT} AND s.table_id = ?2 AND g.sitting = t.sitting ORDER BY s.sent_at, s.id`)
    .bind(merchantId, tableId)
    .all<RoundRow>();
  return results.map(toRound);
}

export async function findRound(d1: D1Database, merchantId: number, id: number): Promise<ConsoleRound | null> {
  const row = await d1.prepare(`${ROUND_SELECT} AND s.id = ?2`).bind(merchantId, id).first<RoundRow>();
  return row ? toRound(row) : null;
}

/** Only while its table still seats the round's sitting; a round served already keeps its first time and server. */
export async function markRoundServed(
  d1: D1Database,
  merchantId: number,
  id: number,
  staffId: number,
  at: string,
): Promise<void> {
  await d1
    .prepare(
      `UPDATE table_solicitations SET served_at = ?1, served_by = ?2
       WHERE merchant_id = ?3 AND id = ?4 AND status = 'SENT' AND served_at IS NULL
         AND EXISTS (SELECT 1 FROM table_clients g JOIN dining_tables t ON t.merchant_id = g.merchant_id AND t.id = g.table_id
                     WHERE g.merchant_id = ?3 AND g.id = table_solicitations.table_client_id AND g.sitting = t.sitting AND t.status <> 'CLOSED')`,
    )
    .bind(at, staffId, merchantId, id)
    .run();
}
