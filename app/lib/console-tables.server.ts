import { formatInTimeZone } from "date-fns-tz";
import type { TFunction } from "i18next";
import { tableStatuses, type ConsoleRound, type ConsoleTable, type ConsoleTableSummary, type TableStatus } from "../../contract";
import { formatMoney } from "../../contract/formats/money";
import { assignUrl, qrSheets } from "../../contract/formats/table-qr.mjs";
import { consoleHref } from "./console-paths";
import type { StaffPage } from "./console-session.server";
import { frozenLinesView, type OrderLineView } from "./order-view";
import { qrSvg } from "./qr.server";
import { presentBill } from "./table-bill-view";

/* What the console's table pages show, worked out on the server in the staff's language and the store's money and time. */

type Store = StaffPage["store"];

/** How often the kitchen screen asks for new rounds while it is on screen. */
export const KITCHEN_POLL_SECONDS = 5;

/** The moves staff make from a table's page, in the order they come in a sitting. */
const MOVE_ORDER: readonly TableStatus[] = ["WAITING_PAYMENT", "PAID", "CLOSED"];

export const tableStatusKey = (status: TableStatus) => `console.tables.status.${status}`;

export interface TableLine {
  id: number;
  href: string;
  number: number;
  name: string;
  enabled: boolean;
  status: TableStatus;
  statusKey: string;
  tableClients: number;
  people: number;
  roundsWaiting: number;
  total: string;
}

export function presentTables(tables: ConsoleTableSummary[], slug: string, store: Store): TableLine[] {
  return tables.map((table) => ({
    id: table.id,
    href: consoleHref(slug, `/tables/${table.id}`),
    number: table.number,
    name: table.name,
    enabled: table.enabled,
    status: table.status,
    statusKey: tableStatusKey(table.status),
    tableClients: table.table_clients,
    people: table.people,
    roundsWaiting: table.rounds_waiting,
    total: formatMoney(table.total, store.currency, store.locale),
  }));
}

export interface RoundView {
  id: number;
  tableNumber: number;
  tableName: string;
  tableHref: string;
  guest: string;
  /** "20:05" in the store's time zone. */
  sentAt: string;
  /** Whole minutes since it was sent. */
  waitingMinutes: number;
  lines: OrderLineView[];
  subtotal: string;
  served: { at: string; by: string | null } | null;
}

const clock = (iso: string, store: Store) => formatInTimeZone(new Date(iso), store.timeZone, "HH:mm");

export function presentRound(round: ConsoleRound, slug: string, store: Store, t: TFunction, now: Date): RoundView {
  const money = (minor: number) => formatMoney(minor, store.currency, store.locale);
  return {
    id: round.id,
    tableNumber: round.table_number,
    tableName: round.table_name,
    tableHref: consoleHref(slug, `/tables/${round.table_id}`),
    guest: round.table_client_name,
    sentAt: clock(round.sent_at, store),
    waitingMinutes: Math.max(0, Math.floor((now.getTime() - new Date(round.sent_at).getTime()) / 60_000)),
    lines: frozenLinesView(round, { money, sizeLabel: (size) => t("cart.line.size", { size }) }),
    subtotal: money(round.subtotal),
    served: round.served_at ? { at: clock(round.served_at, store), by: round.served_by } : null,
  };
}

/** A guest of the sitting, once: how many they are and, when they sent a round, what they owe. */
export interface PartyGuestView {
  id: number;
  name: string;
  people: number;
  owner: boolean;
  /** Left the table after sending a round: still on the bill. */
  left: boolean;
  /** Their subtotal; null while they have sent nothing. */
  subtotal: string | null;
}

/** The guests at the table, then those who left with rounds on the bill, each once with their subtotal. */
function presentParty(table: ConsoleTable, store: Store): PartyGuestView[] {
  const money = (minor: number) => formatMoney(minor, store.currency, store.locale);
  const billed = new Map(table.bill.guests.map((line) => [line.table_client.id, line.subtotal]));
  const seated = new Set(table.guests.map((guest) => guest.id));
  return [
    ...table.guests.map((guest) => ({ ...guest, left: false })),
    ...table.bill.guests.filter((line) => !seated.has(line.table_client.id)).map((line) => ({ ...line.table_client, left: true })),
  ].map((guest) => {
    const subtotal = billed.get(guest.id);
    return {
      id: guest.id,
      name: guest.name,
      people: guest.guests,
      owner: guest.owner,
      left: guest.left,
      subtotal: subtotal === undefined ? null : money(subtotal),
    };
  });
}

/** One table for the staff: its party, its rounds as they came, the guests' bill, and the moves allowed now. */
export function presentTable(table: ConsoleTable, slug: string, store: Store, t: TFunction, now: Date) {
  return {
    id: table.id,
    number: table.number,
    name: table.name,
    code: table.code,
    enabled: table.enabled,
    status: table.status,
    statusKey: tableStatusKey(table.status),
    party: presentParty(table, store),
    rounds: table.rounds.map((round) => presentRound(round, slug, store, t, now)),
    bill: presentBill(table.bill, {
      currency: store.currency,
      locale: store.locale,
      timeZone: store.timeZone,
      myClientId: null,
      serviceTaxBasisPoints: table.service_tax_value,
      sizeLabel: (size) => t("cart.line.size", { size }),
    }),
    moves: MOVE_ORDER.filter((status) => table.moves.includes(status)),
  };
}

export type TableView = ReturnType<typeof presentTable>;

export interface QrCard {
  code: string;
  number: number;
  name: string;
  url: string;
  /** Inline SVG markup (no text of the caller in it). */
  svg: string;
}

/**
 * The printable sheets of the store's table QR codes: each enabled table's assign URL on the
 * storefront origin the staff is using (`slug` null on the store's own domain), six cards a sheet.
 */
export function qrCardSheets(tables: Pick<ConsoleTableSummary, "code" | "number" | "name" | "enabled">[], origin: string, slug: string | null): QrCard[][] {
  return qrSheets(tables).map((sheet) =>
    sheet.map((table) => {
      const url = assignUrl(origin, slug, table.code);
      return { code: table.code, number: table.number, name: table.name, url, svg: qrSvg(url) };
    }),
  );
}

/** What a refused form post on a table page says: a locale key and the table's status now, when known. */
export interface TablesActionAnswer {
  error: string;
  status: string | null;
}

const ID = /^[1-9]\d{0,15}$/;

/** A positive id of a form field or a path, or null. */
export const idOf = (value: FormDataEntryValue | string | null | undefined): number | null =>
  typeof value === "string" && ID.test(value) ? Number(value) : null;

/** The locale key of a refused call that the page answers itself (not a lost login nor an unknown table). */
export const refusalKey = (status: number, code: string): string =>
  code === "INVALID_TRANSITION" || code === "TABLE_CLOSED"
    ? `console.tables.errors.${code}`
    : status === 404
      ? "console.tables.errors.notFound"
      : "console.tables.errors.unavailable";

/** A table status a form sent, or null. */
export const tableStatusOf = (value: FormDataEntryValue | null): TableStatus | null =>
  typeof value === "string" && (tableStatuses as readonly string[]).includes(value) ? (value as TableStatus) : null;

/** What a page says after a post/redirect/get (`?done=`): a locale key, or null for anything else. */
export function doneKey(url: URL): string | null {
  const done = url.searchParams.get("done");
  return done === "served" || tableStatusOf(done) ? `console.tables.detail.done.${done}` : null;
}
