import { formatInTimeZone } from "date-fns-tz";
import type { TFunction } from "i18next";
import {
  tableStatuses,
  type ConsoleRound,
  type ConsoleTable,
  type ConsoleTableSummary,
  type TableStatus,
} from "../../../contract";
import { formatMoney } from "../../../contract/formats/money";
import { assignUrl, qrSheets } from "../../../contract/formats/table-qr.mjs";
import { consoleHref } from "./console-paths";
import type { StaffPage } from "./console-session.server";
import { frozenLinesView, type OrderLineView } from "~/lib/orders/order-view";
import { qrSvg } from "~/lib/platform/qr.server";
import { presentBill } from "~/lib/tables/table-bill-view";

type Store = StaffPage["store"];

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
  sentAt: string;
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

export interface PartyGuestView {
  id: number;
  name: string;
  people: number;
  owner: boolean;
  /** Left the table after sending a round: still on the bill. */
  left: boolean;
  subtotal: string | null;
}

function presentParty(table: ConsoleTable, store: Store): PartyGuestView[] {
  const money = (minor: number) => formatMoney(minor, store.currency, store.locale);
  const billed = new Map(table.bill.guests.map((line) => [line.table_client.id, line.subtotal]));
  const seated = new Set(table.guests.map((guest) => guest.id));
  return [
    ...table.guests.map((guest) => ({ ...guest, left: false })),
    ...table.bill.guests
      .filter((line) => !seated.has(line.table_client.id))
      .map((line) => ({ ...line.table_client, left: true })),
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
  /** No text of the caller in it. */
  svg: string;
}

/** `slug` null on the store's own domain. */
export function qrCardSheets(
  tables: Pick<ConsoleTableSummary, "code" | "number" | "name" | "enabled">[],
  origin: string,
  slug: string | null,
): QrCard[][] {
  return qrSheets(tables).map((sheet) =>
    sheet.map((table) => {
      const url = assignUrl(origin, slug, table.code);
      return { code: table.code, number: table.number, name: table.name, url, svg: qrSvg(url) };
    }),
  );
}

export interface TablesActionAnswer {
  error: string;
  status: string | null;
}

const ID = /^[1-9]\d{0,15}$/;

export const idOf = (value: FormDataEntryValue | string | null | undefined): number | null =>
  typeof value === "string" && ID.test(value) ? Number(value) : null;

export const refusalKey = (status: number, code: string): string =>
  code === "INVALID_TRANSITION" || code === "TABLE_CLOSED"
    ? `console.tables.errors.${code}`
    : status === 404
      ? "console.tables.errors.notFound"
      : "console.tables.errors.unavailable";

export const tableStatusOf = (value: FormDataEntryValue | null): TableStatus | null =>
  typeof value === "string" && (tableStatuses as readonly string[]).includes(value) ? (value as TableStatus) : null;

export function doneKey(url: URL): string | null {
  const done = url.searchParams.get("done");
  return done === "served" || tableStatusOf(done) ? `console.tables.detail.done.${done}` : null;
}
