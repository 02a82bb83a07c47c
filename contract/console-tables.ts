import * as z from "zod";
import { cartExtraSchema, cartItemSchema, cartPizzaSchema } from "./cart";
import { envelope } from "./envelope";
import { moneySchema } from "./menu";
import { consumptionSchema, tableClientSchema, tableStatusSchema } from "./tables";

/*
 * The store's tables in the console (contract/tables.ts is the guests' side): every table with its
 * party, the rounds the kitchen has to serve, the bill, and the moves staff make
 * (MERCHANT_TABLE_MOVES: WAITING_PAYMENT → PAID → CLOSED). A table's party is its current sitting;
 * in the list a CLOSED table has none (its page still shows the last party's rounds and bill until
 * the next guest reopens it). The kitchen lists the sent rounds not served yet of the tables'
 * current sittings, closed tables left out (their guests are gone). Another store's table or round
 * answers 404, exactly as an unknown id.
 */

/** A line of `GET /console/{slug}/tables`. */
export const consoleTableSummarySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  number: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
  status: tableStatusSchema,
  /** Guests at the table (table clients of the sitting who did not leave) and the people they said they are. */
  table_clients: z.number().int(),
  people: z.number().int(),
  /** Sent rounds not served yet. */
  rounds_waiting: z.number().int(),
  /** The bill so far: every sent round and the service charge (what the guests' bill page totals). */
  total: moneySchema,
});
export type ConsoleTableSummary = z.infer<typeof consoleTableSummarySchema>;

export const consoleTableListResponseSchema = envelope(z.object({ tables: z.array(consoleTableSummarySchema) }));

/** A sent round as the kitchen and the table's page see it: the table, the guest, the frozen lines, and whether it was served. */
export const consoleRoundSchema = z.object({
  id: z.number().int(),
  table_id: z.number().int(),
  table_number: z.number().int(),
  table_name: z.string(),
  table_client_id: z.number().int(),
  table_client_name: z.string(),
  items: z.array(cartItemSchema),
  pizzas: z.array(cartPizzaSchema),
  extras: z.array(cartExtraSchema),
  subtotal: moneySchema,
  sent_at: z.string(),
  served_at: z.string().nullable(),
  /** The staff member who marked it served (their name), or null. */
  served_by: z.string().nullable(),
});
export type ConsoleRound = z.infer<typeof consoleRoundSchema>;
export const consoleRoundResponseSchema = envelope(consoleRoundSchema);

/** `GET /console/{slug}/rounds?served=0`: the kitchen, oldest first. `served=1`: the latest served, newest first. */
export const consoleRoundListQuerySchema = z.object({
  served: z.enum(["0", "1"]).default("0"),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export const consoleRoundListResponseSchema = envelope(z.object({ rounds: z.array(consoleRoundSchema) }));

/** `GET /console/{slug}/tables/{id}`: the table, its guests, its rounds as they arrived, the bill, and the moves allowed now. */
export const consoleTableSchema = consoleTableSummarySchema.extend({
  guests: z.array(tableClientSchema),
  rounds: z.array(consoleRoundSchema),
  bill: consumptionSchema,
  /** The service charge's rate in basis points when the store charges one, else null. */
  service_tax_value: z.number().int().nullable(),
  moves: z.array(tableStatusSchema),
});
export type ConsoleTable = z.infer<typeof consoleTableSchema>;
export const consoleTableResponseSchema = envelope(consoleTableSchema);

/**
 * `POST /console/{slug}/tables/{id}/status`: a move of MERCHANT_TABLE_MOVES; answers the table.
 * Another move: 409 INVALID_TRANSITION, nothing written.
 */
export const consoleTableStatusRequestSchema = z.object({ status: tableStatusSchema });
export type ConsoleTableStatusRequest = z.infer<typeof consoleTableStatusRequestSchema>;

/*
 * `POST /console/{slug}/rounds/{id}/served`: marks a sent round served by the caller; answers the
 * round. Served again, it keeps the first time and who (200): two tablets tapping it are harmless.
 * A round of a CLOSED table (or of a sitting before it was reopened) is no longer served: 409
 * TABLE_CLOSED, the round unchanged.
 */
