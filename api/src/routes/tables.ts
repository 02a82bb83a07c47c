import { type Context, Hono } from "hono";
import * as z from "zod";
import {
  type Table,
  consumptionResponseSchema,
  solicitationRequestSchema,
  solicitationResponseSchema,
  tableAssignmentResponseSchema,
  tableCartResponseSchema,
  tableClientRequestSchema,
  tableResponseSchema,
} from "../../../contract";
import { cartSettingsOf, loadCart, loadCartDocuments } from "../db/carts";
import { createDb, type Db } from "../db/client";
import { loadMenuNow } from "../db/menu";
import {
  type TableClientRow,
  type TableRow,
  findGuest,
  findGuestSolicitation,
  findSolicitationByCart,
  findTableByCode,
  findTableById,
  insertSolicitation,
  joinTable,
  leaveTable,
  moveTable,
  sendSolicitation,
  sittingClients,
  sittingRounds,
  toSolicitation,
  toTable,
  toTableClient,
  cartUpdatedAt,
  openTableCartGuid,
} from "../db/tables";
import { type CartSettings, priceCart } from "../domain/cart";
import { checkCartOpen, deliveryTypeEnabled, indexMenu } from "../domain/cart-pricing";
import { tableBill } from "../domain/table-bill";
import type { AppEnv } from "../env";
import { HttpError, cartNotFound, notFound } from "../http/errors";
import { clientIpOf, overLimit } from "../http/rate-limit";
import { reply } from "../http/reply";
import { validateJson, validateParam } from "../http/validate";
import { ownerOf } from "../services/carts";

/*
 * Table ordering (contract/tables.ts is the design). Every call resolves the table of
 * the access token's merchant; everything but the read by code also needs the caller to be a guest
 * of its current sitting. A table of another merchant, another table's guest, a stranger and a
 * merchant without table ordering all get the same 404.
 */

const tablePath = z.object({
  slug: z.string(),
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number),
});
const codePath = z.object({ slug: z.string(), code: z.string().min(1).max(40) });
const solicitationPath = tablePath.extend({
  sid: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number),
});

const tableNotFound = (what: number | string) => notFound(`Table ${what} not found`);
const tableClosed = (table: TableRow) => new HttpError(409, "TABLE_CLOSED", `Table ${table.number} is ${table.status}: it takes no new rounds`);
const invalidCart = (message: string) => new HttpError(422, "INVALID_CART", message);

interface TableContext {
  d1: D1Database;
  db: Db;
  settings: CartSettings;
  modality: 1 | 2 | 3;
  table: TableRow;
}

/** The merchant's table `found` resolves, or 404 when there is none or the merchant takes no table orders. */
async function tableContext(
  c: Context<AppEnv>,
  find: (d1: D1Database, merchantId: number) => Promise<TableRow | null>,
  what: number | string,
): Promise<TableContext> {
  const d1 = c.env.DB;
  const db = createDb(d1);
  const merchantId = c.get("merchant").id;
  const [documents, table] = await Promise.all([loadCartDocuments(db, merchantId), find(d1, merchantId)]);
  const settings = cartSettingsOf(documents);
  const modality = settings.tableOrderSettings.modality;
  if (!table || modality === null || !deliveryTypeEnabled("TABLE", settings.operationModes, settings.tableOrderSettings)) throw tableNotFound(what);
  return { d1, db, settings, modality, table };
}

/** As tableContext, for a guest of the table's current sitting (404 for anyone else). */
async function guestContext(c: Context<AppEnv>, id: number): Promise<TableContext & { guest: TableClientRow }> {
  const context = await tableContext(c, (d1, merchantId) => findTableById(d1, merchantId, id), id);
  const guest = await findGuest(context.d1, context.table, c.get("claims").vid);
  if (!guest) throw tableNotFound(id);
  return { ...context, guest };
}

async function tableAnswer(context: TableContext, callerClientId: number | null): Promise<Table> {
  const fresh = (await findTableById(context.d1, context.table.merchant_id, context.table.id)) ?? context.table;
  return toTable(fresh, context.modality, await sittingClients(context.d1, fresh), callerClientId);
}

export const tablesRoutes = new Hono<AppEnv>()
  // Anyone holding the code (it is printed on the table) reads the table; table_client_id says
  // whether this device is already at it, and only a guest sees who else is (names stay among
  // table-mates: the code outlives the party).
  .get("/:slug/tables/code/:code", validateParam(codePath), async (c) => {
    const { code } = c.req.valid("param");
    const context = await tableContext(c, (d1, merchantId) => findTableByCode(d1, merchantId, code), code);
    const guest = await findGuest(context.d1, context.table, c.get("claims").vid);
    const clients = guest ? await sittingClients(context.d1, context.table) : [];
    return reply(c, tableResponseSchema, { data: toTable(context.table, context.modality, clients, guest?.id ?? null) });
  })

  .get("/:slug/tables/:id", validateParam(tablePath), async (c) => {
    const context = await guestContext(c, c.req.valid("param").id);
    return reply(c, tableResponseSchema, { data: await tableAnswer(context, context.guest.id) });
  })

  // Joins the table (201), or answers the caller's table client when already at it (200). A
  // disabled table is 404 (the storefront's "table does not exist"); one whose bill is asked for or
  // paid takes no new guests (TABLE_CLOSED); a CLOSED one is reopened for a new party.
  .post("/:slug/tables/:id/client", validateParam(tablePath), validateJson(tableClientRequestSchema), async (c) => {
    // Each join writes a row: limited per client IP as new carts are (decision 012).
    const limited = await overLimit(c, "CART_CREATION_LIMITER", `tables:${c.get("merchant").slug}:${clientIpOf(c)}`);
    if (limited) return limited;
    const { id } = c.req.valid("param");
    const context = await tableContext(c, (d1, merchantId) => findTableById(d1, merchantId, id), id);
    if (context.table.enabled !== 1) throw tableNotFound(id);
    const visitorId = c.get("claims").vid;
    const already = await findGuest(context.d1, context.table, visitorId);
    if (!already) {
      const body = c.req.valid("json");
      await joinTable(context.d1, context.table, { visitorId, name: body.client_name, guests: body.guests }, new Date().toISOString());
    }
    const table = await findTableById(context.d1, context.table.merchant_id, id);
    const guest = table && (await findGuest(context.d1, table, visitorId));
    if (!table || !guest) throw tableClosed(table ?? context.table);
    const clients = await sittingClients(context.d1, table);
    c.status(already ? 200 : 201);
    return reply(c, tableAssignmentResponseSchema, {
      data: { table_client: toTableClient(guest), table: toTable(table, context.modality, clients, guest.id) },
    });
  })

  // The caller's open TABLE cart of this table (core spec §7 `GET /{slug}/tables/{tableId}/cart`), or null.
  .get("/:slug/tables/:id/cart", validateParam(tablePath), async (c) => {
    const context = await guestContext(c, c.req.valid("param").id);
    const guid = await openTableCartGuid(context.d1, context.table, context.guest.visitor_id);
    return reply(c, tableCartResponseSchema, { data: { guid } });
  })

  // Leaves the table: the guest's pending round and unsent cart are dropped; sent rounds stay on the bill.
  .delete("/:slug/tables/:id/client", validateParam(tablePath), async (c) => {
    const context = await guestContext(c, c.req.valid("param").id);
    await leaveTable(context.d1, context.table, context.guest, new Date().toISOString());
    return c.body(null, 204);
  })

  // A round from the caller's open TABLE cart of this table (201), or the cart's round already opened (200).
  .post("/:slug/tables/:id/solicitations", validateParam(tablePath), validateJson(solicitationRequestSchema), async (c) => {
    const context = await guestContext(c, c.req.valid("param").id);
    const { d1, db, table, guest } = context;
    if (table.status !== "OPEN") throw tableClosed(table);
    const { cart_guid } = c.req.valid("json");
    const stored = await loadCart(db, table.merchant_id, cart_guid, ownerOf(c.get("claims")));
    if (!stored) throw cartNotFound(cart_guid);
    const existing = await findSolicitationByCart(d1, table.merchant_id, cart_guid);
    if (existing) {
      if (existing.table_client_id !== guest.id) throw invalidCart(`Cart ${cart_guid} is a round of another table client`);
      return reply(c, solicitationResponseSchema, { data: toSolicitation(existing) });
    }
    const closed = checkCartOpen(stored.cart.status);
    if (closed) throw new HttpError(closed.status, closed.code, closed.message);
    if (stored.cart.deliveryType !== "TABLE" || stored.cart.tableId !== table.id) throw invalidCart(`Cart ${cart_guid} is not a cart of table ${table.number}`);
    if (stored.lines.items.length + stored.lines.pizzas.length === 0) throw invalidCart(`Cart ${cart_guid} is empty`);
    const inserted = await insertSolicitation(d1, table, guest, cart_guid, new Date().toISOString());
    const row = await findSolicitationByCart(d1, table.merchant_id, cart_guid);
    if (!row || row.table_client_id !== guest.id) throw invalidCart(`Cart ${cart_guid} is a round of another table client`);
    c.status(inserted ? 201 : 200);
    return reply(c, solicitationResponseSchema, { data: toSolicitation(row) });
  })

  .get("/:slug/tables/:id/solicitations/:sid", validateParam(solicitationPath), async (c) => {
    const { id, sid } = c.req.valid("param");
    const context = await guestContext(c, id);
    const row = await findGuestSolicitation(context.d1, context.table, context.guest, sid);
    if (!row) throw notFound(`Solicitation ${sid} not found`);
    return reply(c, solicitationResponseSchema, { data: toSolicitation(row) });
  })

  // Sends the round to the kitchen: frozen as priced now, its cart FINALIZED. A round already sent
  // answers as it is (a double tap sends once).
  .post("/:slug/tables/:id/solicitations/:sid/send", validateParam(solicitationPath), async (c) => {
    const { id, sid } = c.req.valid("param");
    const context = await guestContext(c, id);
    const { d1, db, table, guest } = context;
    const row = await findGuestSolicitation(d1, table, guest, sid);
    if (!row) throw notFound(`Solicitation ${sid} not found`);
    if (row.status === "SENT") return reply(c, solicitationResponseSchema, { data: toSolicitation(row) });
    if (table.status !== "OPEN") throw tableClosed(table);
    const [stored, menu, updatedAt] = await Promise.all([
      loadCart(db, table.merchant_id, row.cart_guid, ownerOf(c.get("claims"))),
      loadMenuNow(db, table.merchant_id, new Date()).then((now) => now.menu),
      cartUpdatedAt(d1, table.merchant_id, row.cart_guid),
    ]);
    if (!stored || updatedAt === null) throw cartNotFound(row.cart_guid);
    const priced = priceCart(stored.cart, stored.lines, indexMenu(menu), context.settings, stored.benefits).cart;
    if (priced.items.length + priced.pizzas.length === 0) throw invalidCart(`Cart ${row.cart_guid} is empty`);
    const subtotal = priced.summary.subtotal;
    await sendSolicitation(
      d1,
      table,
      row,
      { snapshot: { items: priced.items, pizzas: priced.pizzas, extras: priced.extras }, subtotal, cartUpdatedAt: updatedAt },
      new Date().toISOString(),
    );
    const fresh = await findGuestSolicitation(d1, table, guest, sid);
    if (fresh?.status === "SENT") return reply(c, solicitationResponseSchema, { data: toSolicitation(fresh) });
    const now = await findTableById(d1, table.merchant_id, table.id);
    if (now && now.status !== "OPEN") throw tableClosed(now);
    throw invalidCart(`Cart ${row.cart_guid} changed while the round was being sent: send it again`);
  })

  .get("/:slug/tables/:id/consumption", validateParam(tablePath), async (c) => {
    const context = await guestContext(c, c.req.valid("param").id);
    const { rounds, guests } = await sittingRounds(context.d1, context.table);
    return reply(c, consumptionResponseSchema, { data: tableBill(context.table, guests, rounds, context.settings.tableOrderSettings) });
  })

  // The guests ask for the bill: OPEN → WAITING_PAYMENT. Asked again while waiting, it answers the
  // table as it is; once PAID or CLOSED it is INVALID_TRANSITION.
  .post("/:slug/tables/:id/close", validateParam(tablePath), async (c) => {
    const context = await guestContext(c, c.req.valid("param").id);
    const { d1, table } = context;
    const moved = table.status === "OPEN" && (await moveTable(d1, table, ["OPEN"], "WAITING_PAYMENT", new Date().toISOString()));
    const answer = await tableAnswer(context, context.guest.id);
    if (!moved && answer.status !== "WAITING_PAYMENT") {
      throw new HttpError(409, "INVALID_TRANSITION", `Table ${table.number} is ${answer.status}: the bill cannot be asked for`);
    }
    return reply(c, tableResponseSchema, { data: answer });
  });
