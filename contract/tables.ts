import * as z from "zod";
import { MAX_TABLE_GUESTS } from "./limits";
import { cartAdjustmentSchema, cartExtraSchema, cartItemSchema, cartPizzaSchema } from "./cart";
import { envelope } from "./envelope";
import { moneySchema } from "./menu";
import { NAME_MAX_LENGTH, tableNameSchema } from "./validation";

/*
 * Table ordering (core spec §2-§9, customer spec "Table guest").
 *
 * A table has a code (printed in its QR code: `/{slug}/table/assign?code={code}`), a number, an
 * `enabled` flag and a status: OPEN → WAITING_PAYMENT (a guest asks for the bill) → PAID → CLOSED
 * (the merchant, through the admin API). A CLOSED table is reopened, empty, by the next guest who
 * joins it: each reopening starts a new sitting, and the guests and rounds of the earlier sitting
 * are no longer the table's (their GET /tables/{id} answers 404, as for a stranger).
 *
 * A guest joins with `POST /{slug}/tables/{id}/client` and becomes a table client bound to the
 * caller's visitor id (the access token's vid): the table and its rounds answer to its table
 * clients only, and to anyone else exactly as to an unknown id (404 NOT_FOUND), including a guest
 * of another table of the same merchant and every other merchant. The first guest of a sitting is
 * its owner (modality 2: the storefront stores the owner's table client id and compares it with
 * the refetched table's owner, core spec §4).
 *
 * Each guest orders with their own cart (delivery_type TABLE, table_id: the usual cart calls):
 * nobody sees another guest's unsent cart. Joining turns the cart the visitor already had open
 * (browsing before scanning) into their TABLE cart of this table (core spec §4: a table id forces
 * table); `GET …/cart` answers its guid. A round is a solicitation: `POST …/solicitations`
 * takes the caller's open TABLE cart of this table (PENDING, the lines stay in the cart), and
 * `POST …/solicitations/{sid}/send` sends it to the kitchen:
 * the round is frozen as the API priced it (a later menu change never changes it) and the cart is
 * FINALIZED, so the guest's next line starts a new cart (the spec's "cart finalized: new cart").
 * Sending twice (a double tap, two tabs) sends once and answers the same sent round.
 *
 * The bill (`GET …/consumption`) is every SENT round of the sitting, per guest who sent one (a
 * guest who sent nothing is not on it) and in total, and the merchant's service charge when table_order_settings.service_tax_enabled: an
 * INCREASE adjustment (source SERVICE_CHARGE) of service_tax_value basis points of the subtotal,
 * rounded half up to the minor unit, on the table's total only (not per guest).
 *
 * Rounds are taken only while the table is OPEN: WAITING_PAYMENT, PAID and CLOSED answer
 * TABLE_CLOSED (409), and so does adding a line to a cart of the table (a new cart with its
 * table_id, or an item or pizza added to one): nothing added then could be sent. Leaving (`DELETE …/client`) drops the guest's pending round and unsent cart;
 * their sent rounds stay on the bill.
 *
 * Modalities (table_order_settings.modality, merchant-wide): null refuses every call here with
 * 404 (no table ordering); 1 open command, 2 owner verification and 3 device table behave the same
 * in the API, which answers `modality` with every table so the storefront needs no other call. A
 * table may carry its own modality, which replaces the merchant's for that table (so one demo
 * merchant shows all three); a merchant with modality null still takes no table orders.
 */

// ---------------------------------------------------------------------------------------------
// Statuses

export const tableStatuses = ["OPEN", "WAITING_PAYMENT", "PAID", "CLOSED"] as const;
export const tableStatusSchema = z.enum(tableStatuses);
export type TableStatus = z.infer<typeof tableStatusSchema>;

/** The merchant's moves of a table (admin API): the guests' only move is OPEN → WAITING_PAYMENT. */
export const MERCHANT_TABLE_MOVES: Partial<Record<TableStatus, readonly TableStatus[]>> = {
  OPEN: ["WAITING_PAYMENT", "CLOSED"],
  WAITING_PAYMENT: ["PAID", "CLOSED"],
  PAID: ["CLOSED"],
};

export const solicitationStatuses = ["PENDING", "SENT"] as const;
export const solicitationStatusSchema = z.enum(solicitationStatuses);
export type SolicitationStatus = z.infer<typeof solicitationStatusSchema>;

export { MAX_TABLE_GUESTS };

// ---------------------------------------------------------------------------------------------
// Answers

export const tableClientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  guests: z.number().int(),
  /** The first guest of the sitting (modality 2's owner). */
  owner: z.boolean(),
});
export type TableClient = z.infer<typeof tableClientSchema>;

export const tableSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  number: z.number().int(),
  name: z.string(),
  /** A disabled table takes no guests (the storefront shows "table does not exist"). */
  enabled: z.boolean(),
  status: tableStatusSchema,
  /** The table's own modality, else the merchant's table_order_settings.modality (null never reaches here: 404). */
  modality: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /**
   * The guests of the current sitting, in the order they joined (the owner first). Empty in the read
   * by code for a caller who is not at the table: names are for table-mates only.
   */
  table_clients: z.array(tableClientSchema),
  /** The caller's table client on this table, or null (GET by code from a device not at the table). */
  table_client_id: z.number().int().nullable(),
});
export type Table = z.infer<typeof tableSchema>;
export const tableResponseSchema = envelope(tableSchema);

/** `GET /{slug}/tables/{id}/cart` (a guest): the guid of the caller's open TABLE cart of this table, or null. */
export const tableCartResponseSchema = envelope(z.object({ guid: z.string().nullable() }));

/** Answer of `POST …/client`: the caller's table client and the table as it is now. */
export const tableAssignmentSchema = z.object({ table_client: tableClientSchema, table: tableSchema });
export type TableAssignment = z.infer<typeof tableAssignmentSchema>;
export const tableAssignmentResponseSchema = envelope(tableAssignmentSchema);

export const solicitationSchema = z.object({
  id: z.number().int(),
  table_id: z.number().int(),
  table_client_id: z.number().int(),
  cart_guid: z.string(),
  status: solicitationStatusSchema,
  /** The round as priced when sent; empty while PENDING (the cart itself holds the lines). */
  items: z.array(cartItemSchema),
  pizzas: z.array(cartPizzaSchema),
  extras: z.array(cartExtraSchema),
  /** Sum of the round's lines; 0 while PENDING. */
  subtotal: moneySchema,
  sent_at: z.string().nullable(),
});
export type Solicitation = z.infer<typeof solicitationSchema>;
export const solicitationResponseSchema = envelope(solicitationSchema);

/** The bill of the sitting: every sent round, per guest and in total. */
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
  /** The SERVICE_CHARGE INCREASE when the merchant has service tax enabled; otherwise empty. */
  adjustments: z.array(cartAdjustmentSchema),
  summary: z.object({ subtotal: moneySchema, increase: moneySchema, total: moneySchema }),
});
export type Consumption = z.infer<typeof consumptionSchema>;
export const consumptionResponseSchema = envelope(consumptionSchema);

// ---------------------------------------------------------------------------------------------
// Requests

/**
 * `POST /{slug}/tables/{id}/client`: the guest's name (core spec §5: required, at least 2
 * characters) and how many they are. A caller already at the table gets their table client back
 * (200, name unchanged); a new one 201.
 */
export const tableClientRequestSchema = z.object({
  client_name: tableNameSchema.max(NAME_MAX_LENGTH),
  guests: z.number().int().min(1).max(MAX_TABLE_GUESTS).default(1),
});
export type TableClientRequest = z.input<typeof tableClientRequestSchema>;

/**
 * `POST /{slug}/tables/{id}/solicitations`: the caller's open TABLE cart of this table. The same
 * cart asked again answers its pending round (200) instead of a second one.
 */
export const solicitationRequestSchema = z.object({ cart_guid: z.string().min(1).max(64) });
export type SolicitationRequest = z.infer<typeof solicitationRequestSchema>;

/** Admin (the kitchen): `GET /admin/table_rounds?slug=&limit=`, the latest sent rounds, newest first. */
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

/** Admin: `GET /admin/tables?slug=`, the merchant's tables (enabled or not) for the printable QR codes; 404 for an unknown slug. */
export const adminTableListResponseSchema = envelope(
  z.object({
    slug: z.string(),
    /** The store's name, printed on each card. */
    name: z.string(),
    tables: z.array(
      z.object({ id: z.number().int(), code: z.string(), number: z.number().int(), name: z.string(), enabled: z.boolean(), status: tableStatusSchema }),
    ),
  }),
);
export type AdminTableList = z.infer<typeof adminTableListResponseSchema>["data"];

/** Admin: `POST /admin/tables/{id}/status` with a move of MERCHANT_TABLE_MOVES. */
export const adminTableStatusRequestSchema = z.object({ status: tableStatusSchema });

// ---------------------------------------------------------------------------------------------
// Errors

/**
 * Codes the table calls answer besides NOT_FOUND (unknown table, not the caller's, or no table
 * ordering) and VALIDATION_ERROR:
 * - TABLE_CLOSED (409): the table takes no new rounds (WAITING_PAYMENT, PAID, CLOSED), nor new guests
 *   while WAITING_PAYMENT or PAID (a CLOSED table is reopened by the next guest). A disabled table is
 *   404 to every call but the read by code (enabled: false, "table does not exist");
 * - INVALID_CART (422) also when the cart changed while its round was being sent (send again);
 * - INVALID_CART (422): the round's cart is not an open TABLE cart of this table, or is empty;
 * - CART_NOT_FOUND (404): the cart is unknown or not the caller's;
 * - INVALID_TRANSITION (409): a status move the table cannot make (admin, or close when not OPEN).
 */
export const tableErrorCodes = ["TABLE_CLOSED", "INVALID_CART", "CART_NOT_FOUND", "INVALID_TRANSITION"] as const;
