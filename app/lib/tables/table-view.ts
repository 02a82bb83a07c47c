import type { Table } from "../../../contract";

// Pure: the loaders call the API, this says whether the guest is still at the table (core spec §4).

export interface StoredTable {
  tableId?: string;
  tableClientId?: string;
  tableOwnerId?: string;
}

export type GuestCheck =
  { ok: true; clientId: number } | { ok: false; reason: "no-table" | "disabled" | "not-a-guest" | "owner-changed" };

export const ownerOf = (table: Pick<Table, "table_clients">): number | null =>
  table.table_clients.find((client) => client.owner)?.id ?? null;

/** A forged or damaged cookie gives null. */
export function storedId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null;
  return Number(value);
}

/** A CLOSED table reopened for a new party no longer lists the guest; with modality 2 the owner must be the one stored. */
export function checkGuest(
  table: Pick<Table, "id" | "enabled" | "modality" | "table_clients">,
  stored: StoredTable,
): GuestCheck {
  const tableId = storedId(stored.tableId);
  const clientId = storedId(stored.tableClientId);
  if (tableId === null || clientId === null || tableId !== table.id) return { ok: false, reason: "no-table" };
  if (!table.enabled) return { ok: false, reason: "disabled" };
  if (!table.table_clients.some((client) => client.id === clientId)) return { ok: false, reason: "not-a-guest" };
  if (table.modality === 2) {
    const owner = storedId(stored.tableOwnerId);
    if (owner === null || owner !== ownerOf(table)) return { ok: false, reason: "owner-changed" };
  }
  return { ok: true, clientId };
}

export interface TableBarView {
  number: number;
  guestName: string;
  code: string;
  /** Modality 3: "ready in" this time (core spec §4). */
  readyIn: string | null;
  /** Nothing added now can be sent to the kitchen. */
  billAsked: boolean;
}

/** None once CLOSED: the bill page thanks them. */
export function presentTableBar(
  table: Pick<Table, "number" | "code" | "table_clients" | "modality" | "status">,
  clientId: number,
  readyIn: string | null = null,
): TableBarView | null {
  if (table.status === "CLOSED") return null;
  const billAsked = table.status !== "OPEN";
  return {
    number: table.number,
    code: table.code,
    guestName: table.table_clients.find((client) => client.id === clientId)?.name ?? "",
    readyIn: table.modality === 3 && !billAsked ? readyIn : null,
    billAsked,
  };
}

export function tableErrorKey(error: { code: string }, status: number): string {
  switch (error.code) {
    case "TABLE_CLOSED":
      return "table.errors.closed";
    case "INVALID_CART":
      return "table.errors.invalidCart";
    case "CART_NOT_FOUND":
    case "CART_FINALIZED":
      return "table.errors.cartGone";
    case "NOT_FOUND":
      return "table.errors.notAtTable";
    case "RATE_LIMITED":
      return "table.errors.rateLimited";
    default:
      return status === 429 ? "table.errors.rateLimited" : "table.errors.unreachable";
  }
}

export function joinErrorKey(error: { code: string }, status: number): string {
  if (error.code === "NOT_FOUND") return "table.errors.missing";
  if (error.code === "TABLE_CLOSED" || error.code === "RATE_LIMITED" || status === 429)
    return tableErrorKey(error, status);
  return "table.errors.assignFailed";
}
