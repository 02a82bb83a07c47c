import * as z from "zod";
import { MAX_TABLE_GUESTS } from "./limits";
import { cartAdjustmentSchema, cartExtraSchema, cartItemSchema, cartPizzaSchema } from "./cart";
import { envelope } from "./envelope";
import { moneySchema } from "./menu";
import { NAME_MAX_LENGTH, tableNameSchema } from "./validation";

// Anything of a table answers 404 to whoever is not a guest of its current sitting, as an unknown id does. A
// sent round is frozen as priced and its cart FINALIZED; rounds are taken only while the table is OPEN (else
// 409 TABLE_CLOSED). A CLOSED table is reopened, empty, by the next guest: a new sitting.

export const tableStatuses = ["OPEN", "WAITING_PAYMENT", "PAID", "CLOSED"] as const;
export const tableStatusSchema = z.enum(tableStatuses);
export type TableStatus = z.infer<typeof tableStatusSchema>;

/** The merchant's moves of a table; the guests' only move is OPEN → WAITING_PAYMENT. */
export const MERCHANT_TABLE_MOVES: Partial<Record<TableStatus, readonly TableStatus[]>> = {
  OPEN: ["WAITING_PAYMENT", "CLOSED"],
  WAITING_PAYMENT: ["PAID", "CLOSED"],
  PAID: ["CLOSED"],
};

export const solicitationStatuses = ["PENDING", "SENT"] as const;
export const solicitationStatusSchema = z.enum(solicitationStatuses);
export type SolicitationStatus = z.infer<typeof solicitationStatusSchema>;

export { MAX_TABLE_GUESTS };

export const tableClientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  guests: z.number().int(),
  owner: z.boolean(),
});
export type TableClient = z.infer<typeof tableClientSchema>;

export const tableSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  number: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
  status: tableStatusSchema,
  modality: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** Empty in the read by code for a caller not at the table: names are for table-mates only. */
  table_clients: z.array(tableClientSchema),
  table_client_id: z.number().int().nullable(),
});
export type Table = z.infer<typeof tableSchema>;
export const tableResponseSchema = envelope(tableSchema);

export const tableCartResponseSchema = envelope(z.object({ guid: z.string().nullable() }));

export const tableAssignmentSchema = z.object({ table_client: tableClientSchema, table: tableSchema });
export type TableAssignment = z.infer<typeof tableAssignmentSchema>;
export const tableAssignmentResponseSchema = envelope(tableAssignmentSchema);

export const solicitationSchema = z.object({
  id: z.number().int(),
  table_id: z.number().int(),
  table_client_id: z.number().int(),
  cart_guid: z.string(),
  status: solicitationStatusSchema,
  /** Empty while PENDING: the cart holds the lines. */
  items: z.array(cartItemSchema),
  pizzas: z.array(cartPizzaSchema),
  extras: z.array(cartExtraSchema),
  subtotal: moneySchema,
  sent_at: z.string().nullable(),
});
export type Solicitation = z.infer<typeof solicitationSchema>;
export const solicitationResponseSchema = envelope(solicitationSchema);

export const consumptionSchema = z.object({
  table_id: z.number().int(),
  status: tableStatusSchema,
  guests: z.array(
    z.object({
      table_client: tableClientSchema,
      rounds: z.array(solicitationSchema),
      subtotal: moneySchema,
    }),
  ),
  adjustments: z.array(cartAdjustmentSchema),
  summary: z.object({ subtotal: moneySchema, increase: moneySchema, total: moneySchema }),
});
export type Consumption = z.infer<typeof consumptionSchema>;
export const consumptionResponseSchema = envelope(consumptionSchema);

export const tableClientRequestSchema = z.object({
  client_name: tableNameSchema.max(NAME_MAX_LENGTH),
  guests: z.number().int().min(1).max(MAX_TABLE_GUESTS).default(1),
});
export type TableClientRequest = z.input<typeof tableClientRequestSchema>;

export const solicitationRequestSchema = z.object({ cart_guid: z.string().min(1).max(64) });
export type SolicitationRequest = z.infer<typeof solicitationRequestSchema>;

export const adminTableRoundListResponseSchema = envelope(
  z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      table_id: z.number().int(),
      table_number: z.number().int(),
      table_client_name: z.string(),
      items: z.array(cartItemSchema),
      pizzas: z.array(cartPizzaSchema),
      extras: z.array(cartExtraSchema),
      subtotal: moneySchema,
      sent_at: z.string(),
    }),
  ),
);

export const adminTableListResponseSchema = envelope(
  z.object({
    slug: z.string(),
    name: z.string(),
    tables: z.array(
      z.object({
        id: z.number().int(),
        code: z.string(),
        number: z.number().int(),
        name: z.string(),
        enabled: z.boolean(),
        status: tableStatusSchema,
      }),
    ),
  }),
);
export type AdminTableList = z.infer<typeof adminTableListResponseSchema>["data"];

export const adminTableStatusRequestSchema = z.object({ status: tableStatusSchema });

export const tableErrorCodes = ["TABLE_CLOSED", "INVALID_CART", "CART_NOT_FOUND", "INVALID_TRANSITION"] as const;
