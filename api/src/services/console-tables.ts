import type {
  ConsoleRound,
  ConsoleTable,
  ConsoleTableSummary,
  TableOrderSettings,
  TableStatus,
} from "../../../contract";
import { createDb } from "../db/client";
import {
  type ConsoleTableRow,
  consoleTable,
  consoleTables,
  findRound,
  markRoundServed,
  roundsServed,
  roundsToServe,
  sittingRoundsOf,
} from "../db/console-tables";
import { loadDocument } from "../db/merchants";
import { findTableById, sittingClients, sittingRounds, toTableClient } from "../db/tables";
import { serviceCharge, tableBill } from "../domain/table-bill";
import { HttpError, notFound } from "../http/errors";
import { merchantTableMove, tableMovesFrom } from "./table-moves";

const tableNotFound = () => notFound("No such table at this store");

function tableSummary(row: ConsoleTableRow, settings: TableOrderSettings): ConsoleTableSummary {
  const { subtotal, ...table } = row;
  const total = subtotal + serviceCharge(subtotal, settings).reduce((sum, adjustment) => sum + adjustment.amount, 0);
  return { ...table, enabled: row.enabled === 1, total };
}

export async function listConsoleTables(
  d1: D1Database,
  merchantId: number,
): Promise<{ tables: ConsoleTableSummary[] }> {
  const [rows, settings] = await Promise.all([
    consoleTables(d1, merchantId),
    loadDocument(createDb(d1), merchantId, "table_order_settings"),
  ]);
  return { tables: rows.map((row) => tableSummary(row, settings)) };
}

export async function readConsoleTable(d1: D1Database, merchantId: number, id: number): Promise<ConsoleTable> {
  const [row, table, settings] = await Promise.all([
    consoleTable(d1, merchantId, id),
    findTableById(d1, merchantId, id),
    loadDocument(createDb(d1), merchantId, "table_order_settings"),
  ]);
  if (!row || !table) throw tableNotFound();
  // A CLOSED table keeps its last party's guests, rounds and bill on its page until it is reopened.
  const [clients, rounds, sitting] = await Promise.all([
    sittingClients(d1, table),
    sittingRoundsOf(d1, merchantId, id),
    sittingRounds(d1, table),
  ]);
  return {
    ...tableSummary(row, settings),
    guests: clients.map(toTableClient),
    rounds,
    bill: tableBill(table, sitting.guests, sitting.rounds, settings),
    service_tax_value: settings.service_tax_enabled ? settings.service_tax_value : null,
    moves: [...tableMovesFrom(table.status)],
  };
}

export async function moveConsoleTable(
  d1: D1Database,
  merchantId: number,
  id: number,
  to: TableStatus,
): Promise<ConsoleTable> {
  const table = await findTableById(d1, merchantId, id);
  if (!table) throw tableNotFound();
  await merchantTableMove(d1, table, to);
  return readConsoleTable(d1, merchantId, id);
}

export async function listRounds(
  d1: D1Database,
  merchantId: number,
  query: { served: "0" | "1"; limit: number },
): Promise<{ rounds: ConsoleRound[] }> {
  const rounds =
    query.served === "1"
      ? await roundsServed(d1, merchantId, query.limit)
      : await roundsToServe(d1, merchantId, query.limit);
  return { rounds };
}

/** A round of a closed table is no longer served (409). */
export async function serveRound(
  d1: D1Database,
  merchantId: number,
  id: number,
  staffId: number,
  now = new Date(),
): Promise<ConsoleRound> {
  await markRoundServed(d1, merchantId, id, staffId, now.toISOString());
  const round = await findRound(d1, merchantId, id);
  if (!round) throw notFound("No such round at this store");
  if (round.served_at === null)
    throw new HttpError(409, "TABLE_CLOSED", `Table ${round.table_number} is closed: its rounds are no longer served`);
  return round;
}
