import { Hono } from "hono";
import * as z from "zod";
import {
  consoleRoundListQuerySchema,
  consoleRoundListResponseSchema,
  consoleRoundResponseSchema,
  consoleTableListResponseSchema,
  consoleTableResponseSchema,
  consoleTableStatusRequestSchema,
  type TableOrderSettings,
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
import type { AppEnv } from "../env";
import { HttpError, notFound } from "../http/errors";
import { reply } from "../http/reply";
import { validateJson, validateParam, validateQuery } from "../http/validate";
import { merchantTableMove, tableMovesFrom } from "../services/table-moves";

const idPath = z.object({
  slug: z.string(),
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number),
});

const tableNotFound = () => notFound("No such table at this store");

function tableSummary(row: ConsoleTableRow, settings: TableOrderSettings) {
  const { subtotal, ...table } = row;
  const total = subtotal + serviceCharge(subtotal, settings).reduce((sum, adjustment) => sum + adjustment.amount, 0);
  return { ...table, enabled: row.enabled === 1, total };
}

/** One table of the merchant as its page shows it; 404 for another merchant's or an unknown id. */
async function tableDetail(d1: D1Database, merchantId: number, id: number) {
  const [row, table, settings] = await Promise.all([
    consoleTable(d1, merchantId, id),
    findTableById(d1, merchantId, id),
    loadDocument(createDb(d1), merchantId, "table_order_settings"),
  ]);
  if (!row || !table) throw tableNotFound();
  // A CLOSED table keeps its last party's guests, rounds and bill on its page until it is reopened.
  const [clients, rounds, sitting] = await Promise.all([sittingClients(d1, table), sittingRoundsOf(d1, merchantId, id), sittingRounds(d1, table)]);
  return {
    ...tableSummary(row, settings),
    guests: clients.map(toTableClient),
    rounds,
    bill: tableBill(table, sitting.guests, sitting.rounds, settings),
    service_tax_value: settings.service_tax_enabled ? settings.service_tax_value : null,
    moves: [...tableMovesFrom(table.status)],
  };
}

/** The store's tables: the list, one table with its party and bill, the kitchen's rounds, and the moves staff make (contract/console-tables.ts); behind requireStaff (app.ts). */
export const consoleTablesRoutes = new Hono<AppEnv>()

  .get("/:slug/tables", async (c) => {
    const merchantId = c.get("merchant").id;
    const [rows, settings] = await Promise.all([consoleTables(c.env.DB, merchantId), loadDocument(createDb(c.env.DB), merchantId, "table_order_settings")]);
    return reply(c, consoleTableListResponseSchema, { data: { tables: rows.map((row) => tableSummary(row, settings)) } });
  })

  .get("/:slug/tables/:id", validateParam(idPath), async (c) => {
    const detail = await tableDetail(c.env.DB, c.get("merchant").id, c.req.valid("param").id);
    return reply(c, consoleTableResponseSchema, { data: detail });
  })

  // A move of MERCHANT_TABLE_MOVES (409 otherwise); answers the table as its page shows it.
  .post("/:slug/tables/:id/status", validateParam(idPath), validateJson(consoleTableStatusRequestSchema), async (c) => {
    const merchantId = c.get("merchant").id;
    const id = c.req.valid("param").id;
    const table = await findTableById(c.env.DB, merchantId, id);
    if (!table) throw tableNotFound();
    await merchantTableMove(c.env.DB, table, c.req.valid("json").status);
    return reply(c, consoleTableResponseSchema, { data: await tableDetail(c.env.DB, merchantId, id) });
  })

  .get("/:slug/rounds", validateQuery(consoleRoundListQuerySchema), async (c) => {
    const merchantId = c.get("merchant").id;
    const { served, limit } = c.req.valid("query");
    const rounds = served === "1" ? await roundsServed(c.env.DB, merchantId, limit) : await roundsToServe(c.env.DB, merchantId, limit);
    return reply(c, consoleRoundListResponseSchema, { data: { rounds } });
  })

  .post("/:slug/rounds/:id/served", validateParam(idPath), async (c) => {
    const merchantId = c.get("merchant").id;
    const id = c.req.valid("param").id;
    await markRoundServed(c.env.DB, merchantId, id, c.get("staff").id, new Date().toISOString());
    const round = await findRound(c.env.DB, merchantId, id);
    if (!round) throw notFound("No such round at this store");
    if (round.served_at === null) throw new HttpError(409, "TABLE_CLOSED", `Table ${round.table_number} is closed: its rounds are no longer served`);
    return reply(c, consoleRoundResponseSchema, { data: round });
  });
