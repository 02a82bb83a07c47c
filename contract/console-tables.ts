import * as z from "zod";
import { cartExtraSchema, cartItemSchema, cartPizzaSchema } from "./cart";
import { envelope } from "./envelope";
import { moneySchema } from "./menu";
import { consumptionSchema, tableClientSchema, tableStatusSchema } from "./tables";

export const consoleTableSummarySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  number: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
  status: tableStatusSchema,
  table_clients: z.number().int(),
  people: z.number().int(),
  rounds_waiting: z.number().int(),
  /** Every sent round and the service charge: what the guests' bill page totals. */
  total: moneySchema,
});
export type ConsoleTableSummary = z.infer<typeof consoleTableSummarySchema>;

export const consoleTableListResponseSchema = envelope(z.object({ tables: z.array(consoleTableSummarySchema) }));

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
  served_by: z.string().nullable(),
});
export type ConsoleRound = z.infer<typeof consoleRoundSchema>;
export const consoleRoundResponseSchema = envelope(consoleRoundSchema);

export const consoleRoundListQuerySchema = z.object({
  served: z.enum(["0", "1"]).default("0"),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export const consoleRoundListResponseSchema = envelope(z.object({ rounds: z.array(consoleRoundSchema) }));

export const consoleTableSchema = consoleTableSummarySchema.extend({
  guests: z.array(tableClientSchema),
  rounds: z.array(consoleRoundSchema),
  bill: consumptionSchema,
  /** Basis points; null when the store charges none. */
  service_tax_value: z.number().int().nullable(),
  moves: z.array(tableStatusSchema),
});
export type ConsoleTable = z.infer<typeof consoleTableSchema>;
export const consoleTableResponseSchema = envelope(consoleTableSchema);

export const consoleTableStatusRequestSchema = z.object({ status: tableStatusSchema });
export type ConsoleTableStatusRequest = z.infer<typeof consoleTableStatusRequestSchema>;

// Served again, it keeps the first time and who: two tablets tapping it are harmless.
