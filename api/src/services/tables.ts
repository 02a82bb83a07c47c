import { recordOrderEvent } from "../live/order-events";
import type { Consumption, Solicitation, Table, TableAssignment } from "../../../contract";
import { type CartOwner, cartSettingsOf, loadCart, loadCartDocuments } from "../db/carts";
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
import { HttpError, cartNotFound, notFound } from "../http/errors";

/*
 * A table of another merchant, another table's guest, a stranger and a merchant without table
 * ordering all get the same 404.
 */

const tableNotFound = (what: number | string) => notFound(`Table ${what} not found`);
const tableClosed = (table: TableRow) =>
  new HttpError(409, "TABLE_CLOSED", `Table ${table.number} is ${table.status}: it takes no new rounds`);
const invalidCart = (message: string) => new HttpError(422, "INVALID_CART", message);

interface TableContext {
  d1: D1Database;
  db: Db;
  settings: CartSettings;
  modality: 1 | 2 | 3;
  table: TableRow;
}

async function tableContext(
  d1: D1Database,
  merchantId: number,
  find: (d1: D1Database, merchantId: number) => Promise<TableRow | null>,
  what: number | string,
): Promise<TableContext> {
  const db = createDb(d1);
  const [documents, table] = await Promise.all([loadCartDocuments(db, merchantId), find(d1, merchantId)]);
  const settings = cartSettingsOf(documents);
  const modality = settings.tableOrderSettings.modality;
  if (
    !table ||
    modality === null ||
    !deliveryTypeEnabled("TABLE", settings.operationModes, settings.tableOrderSettings)
  )
    throw tableNotFound(what);
  return { d1, db, settings, modality, table };
}

async function guestContext(
  d1: D1Database,
  merchantId: number,
  id: number,
  caller: CartOwner,
): Promise<TableContext & { guest: TableClientRow }> {
  const context = await tableContext(d1, merchantId, (d1, merchantId) => findTableById(d1, merchantId, id), id);
  const guest = await findGuest(context.d1, context.table, caller.visitorId);
  if (!guest) throw tableNotFound(id);
  return { ...context, guest };
}

async function tableAnswer(context: TableContext, callerClientId: number | null): Promise<Table> {
  const fresh = (await findTableById(context.d1, context.table.merchant_id, context.table.id)) ?? context.table;
  return toTable(fresh, context.modality, await sittingClients(context.d1, fresh), callerClientId);
}

/** Anyone holding the printed code reads the table; only a guest sees who else is at it (the code outlives the party). */
export async function readTableByCode(
  d1: D1Database,
  merchantId: number,
  code: string,
  caller: CartOwner,
): Promise<Table> {
  const context = await tableContext(d1, merchantId, (d1, merchantId) => findTableByCode(d1, merchantId, code), code);
  const guest = await findGuest(context.d1, context.table, caller.visitorId);
  const clients = guest ? await sittingClients(context.d1, context.table) : [];
  return toTable(context.table, context.modality, clients, guest?.id ?? null);
}

export async function readGuestTable(
  d1: D1Database,
  merchantId: number,
  id: number,
  caller: CartOwner,
): Promise<Table> {
  const context = await guestContext(d1, merchantId, id, caller);
  return tableAnswer(context, context.guest.id);
}

/** A disabled table is 404; one whose bill is asked takes no new guests (TABLE_CLOSED); a CLOSED one reopens. */
export async function joinTableAs(
  d1: D1Database,
  merchantId: number,
  id: number,
  caller: CartOwner,
  request: { client_name: string; guests: number },
  now = new Date(),
): Promise<{ joined: boolean; assignment: TableAssignment }> {
  const context = await tableContext(d1, merchantId, (d1, merchantId) => findTableById(d1, merchantId, id), id);
  if (context.table.enabled !== 1) throw tableNotFound(id);
  const visitorId = caller.visitorId;
  const already = await findGuest(context.d1, context.table, visitorId);
  if (!already) {
    await joinTable(
      context.d1,
      context.table,
      { visitorId, name: request.client_name, guests: request.guests },
      now.toISOString(),
    );
  }
  const table = await findTableById(context.d1, context.table.merchant_id, id);
  const guest = table && (await findGuest(context.d1, table, visitorId));
  if (!table || !guest) throw tableClosed(table ?? context.table);
  const clients = await sittingClients(context.d1, table);
  return {
    joined: !already,
    assignment: { table_client: toTableClient(guest), table: toTable(table, context.modality, clients, guest.id) },
  };
}

export async function tableCartOf(
  d1: D1Database,
  merchantId: number,
  id: number,
  caller: CartOwner,
): Promise<{ guid: string | null }> {
  const context = await guestContext(d1, merchantId, id, caller);
  const guid = await openTableCartGuid(context.d1, context.table, context.guest.visitor_id);
  return { guid };
}

export async function leaveTableAs(
  d1: D1Database,
  merchantId: number,
  id: number,
  caller: CartOwner,
  now = new Date(),
): Promise<void> {
  const context = await guestContext(d1, merchantId, id, caller);
  await leaveTable(context.d1, context.table, context.guest, now.toISOString());
}

export async function openRound(
  d1: D1Database,
  merchantId: number,
  id: number,
  caller: CartOwner,
  cartGuid: string,
  now = new Date(),
): Promise<{ opened: boolean; round: Solicitation }> {
  const { db, table, guest } = await guestContext(d1, merchantId, id, caller);
  if (table.status !== "OPEN") throw tableClosed(table);
  const stored = await loadCart(db, table.merchant_id, cartGuid, caller);
  if (!stored) throw cartNotFound(cartGuid);
  const existing = await findSolicitationByCart(d1, table.merchant_id, cartGuid);
  if (existing) {
    if (existing.table_client_id !== guest.id) throw invalidCart(`Cart ${cartGuid} is a round of another table client`);
    return { opened: false, round: toSolicitation(existing) };
  }
  const closed = checkCartOpen(stored.cart.status);
  if (closed) throw new HttpError(closed.status, closed.code, closed.message);
  if (stored.cart.deliveryType !== "TABLE" || stored.cart.tableId !== table.id)
    throw invalidCart(`Cart ${cartGuid} is not a cart of table ${table.number}`);
  if (stored.lines.items.length + stored.lines.pizzas.length === 0) throw invalidCart(`Cart ${cartGuid} is empty`);
  const inserted = await insertSolicitation(d1, table, guest, cartGuid, now.toISOString());
  const row = await findSolicitationByCart(d1, table.merchant_id, cartGuid);
  if (!row || row.table_client_id !== guest.id)
    throw invalidCart(`Cart ${cartGuid} is a round of another table client`);
  return { opened: inserted, round: toSolicitation(row) };
}

export async function readRound(
  d1: D1Database,
  merchantId: number,
  id: number,
  sid: number,
  caller: CartOwner,
): Promise<Solicitation> {
  const context = await guestContext(d1, merchantId, id, caller);
  const row = await findGuestSolicitation(context.d1, context.table, context.guest, sid);
  if (!row) throw notFound(`Solicitation ${sid} not found`);
  return toSolicitation(row);
}

/** A round already sent answers as it is: a double tap sends once. */
export async function sendRound(
  d1: D1Database,
  merchantId: number,
  id: number,
  sid: number,
  caller: CartOwner,
  now = new Date(),
): Promise<Solicitation> {
  const context = await guestContext(d1, merchantId, id, caller);
  const { db, table, guest } = context;
  const row = await findGuestSolicitation(d1, table, guest, sid);
  if (!row) throw notFound(`Solicitation ${sid} not found`);
  if (row.status === "SENT") return toSolicitation(row);
  if (table.status !== "OPEN") throw tableClosed(table);
  const [stored, menu, updatedAt] = await Promise.all([
    loadCart(db, table.merchant_id, row.cart_guid, caller),
    loadMenuNow(db, table.merchant_id, now).then((loaded) => loaded.menu),
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
    {
      snapshot: { items: priced.items, pizzas: priced.pizzas, extras: priced.extras },
      subtotal,
      cartUpdatedAt: updatedAt,
    },
    now.toISOString(),
  );
  const fresh = await findGuestSolicitation(d1, table, guest, sid);
  if (fresh?.status === "SENT") {
    recordOrderEvent({ kind: "round", orderId: null, status: null, merchantId: table.merchant_id });
    return toSolicitation(fresh);
  }
  const current = await findTableById(d1, table.merchant_id, table.id);
  if (current && current.status !== "OPEN") throw tableClosed(current);
  throw invalidCart(`Cart ${row.cart_guid} changed while the round was being sent: send it again`);
}

export async function readConsumption(
  d1: D1Database,
  merchantId: number,
  id: number,
  caller: CartOwner,
): Promise<Consumption> {
  const context = await guestContext(d1, merchantId, id, caller);
  const { rounds, guests } = await sittingRounds(context.d1, context.table);
  return tableBill(context.table, guests, rounds, context.settings.tableOrderSettings);
}

/** OPEN → WAITING_PAYMENT; asked again it answers the table; once PAID or CLOSED, INVALID_TRANSITION. */
export async function askForBill(
  d1: D1Database,
  merchantId: number,
  id: number,
  caller: CartOwner,
  now = new Date(),
): Promise<Table> {
  const context = await guestContext(d1, merchantId, id, caller);
  const { table } = context;
  const moved = table.status === "OPEN" && (await moveTable(d1, table, ["OPEN"], "WAITING_PAYMENT", now.toISOString()));
  const answer = await tableAnswer(context, context.guest.id);
  if (!moved && answer.status !== "WAITING_PAYMENT") {
    throw new HttpError(
      409,
      "INVALID_TRANSITION",
      `Table ${table.number} is ${answer.status}: the bill cannot be asked for`,
    );
  }
  return answer;
}
