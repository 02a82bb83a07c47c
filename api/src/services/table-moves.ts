import { MERCHANT_TABLE_MOVES, type TableStatus } from "../../../contract";
import { type TableRow, findTableById, moveTable } from "../db/tables";
import { HttpError } from "../http/errors";

export const tableMovesFrom = (status: TableStatus): readonly TableStatus[] => MERCHANT_TABLE_MOVES[status] ?? [];

/** Guarded by the status read: two tablets moving it at once, one wins. */
export async function merchantTableMove(d1: D1Database, table: TableRow, to: TableStatus): Promise<TableRow> {
  const moved =
    tableMovesFrom(table.status).includes(to) &&
    (await moveTable(d1, table, [table.status], to, new Date().toISOString()));
  const fresh = (await findTableById(d1, table.merchant_id, table.id)) ?? table;
  if (!moved)
    throw new HttpError(409, "INVALID_TRANSITION", `Table ${table.number} cannot go from ${fresh.status} to ${to}`);
  return fresh;
}
