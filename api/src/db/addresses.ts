import { and, asc, count, eq, sql } from "drizzle-orm";
import type { AddressInput, ClientAddress } from "../../../contract/clients";
import type { Db } from "./client";
import { clientAddresses } from "./schema";

/** At most this many saved addresses per client (spec §7). */
export const MAX_ADDRESSES_PER_CLIENT = 100;

export type AddressRow = typeof clientAddresses.$inferSelect;

/** Whose addresses: every query below is scoped by both, so another client's id is simply not found. */
export interface AddressOwner {
  merchantId: number;
  clientId: number;
}

const ownedBy = (owner: AddressOwner) =>
  and(eq(clientAddresses.merchantId, owner.merchantId), eq(clientAddresses.clientId, owner.clientId));

export function toClientAddress(row: AddressRow): ClientAddress {
  return {
    id: row.id,
    name: row.label,
    zip_code: row.zipCode,
    street: row.street,
    number: row.number,
    complement: row.complement,
    neighborhood: row.neighborhood,
    city: row.city,
    state: row.state,
    country: row.country as ClientAddress["country"],
    reference_point: row.referencePoint,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

function columnsOf(input: AddressInput) {
  const blankToNull = (value: string | null | undefined) =>
    value === undefined || value === null || value === "" ? null : value;
  return {
    label: input.name,
    zipCode: input.zip_code,
    street: input.street,
    number: input.number,
    complement: blankToNull(input.complement),
    neighborhood: input.neighborhood,
    city: input.city,
    state: input.state,
    country: input.country,
    referencePoint: blankToNull(input.reference_point),
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
  };
}

export async function listAddresses(db: Db, owner: AddressOwner, page: number, size: number) {
  const [rows, totals] = await db.batch([
    db
      .select()
      .from(clientAddresses)
      .where(ownedBy(owner))
      .orderBy(asc(clientAddresses.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(clientAddresses).where(ownedBy(owner)),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findAddress(db: Db, owner: AddressOwner, id: number): Promise<AddressRow | null> {
  const rows = await db
    .select()
    .from(clientAddresses)
    .where(and(ownedBy(owner), eq(clientAddresses.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/** The count is part of the INSERT … SELECT, so parallel creations cannot pass the cap together. Null when refused. */
export async function insertAddress(
  db: Db,
  owner: AddressOwner,
  input: AddressInput,
  now: number,
): Promise<AddressRow | null> {
  const values = {
    ...columnsOf(input),
    merchantId: owner.merchantId,
    clientId: owner.clientId,
    createdAt: now,
    updatedAt: now,
  };
  const rows = await db.all<{ id: number }>(sql`
    INSERT INTO ${clientAddresses} (merchant_id, client_id, label, zip_code, street, number, complement, neighborhood, city, state,
      country, reference_point, latitude, longitude, created_at, updated_at)
    SELECT ${values.merchantId}, ${values.clientId}, ${values.label}, ${values.zipCode}, ${values.street}, ${values.number},
      ${values.complement}, ${values.neighborhood}, ${values.city}, ${values.state}, ${values.country}, ${values.referencePoint},
      ${values.latitude}, ${values.longitude}, ${values.createdAt}, ${values.updatedAt}
    WHERE (SELECT COUNT(*) FROM ${clientAddresses} WHERE merchant_id = ${owner.merchantId} AND client_id = ${owner.clientId})
      < ${MAX_ADDRESSES_PER_CLIENT}
    RETURNING id`);
  const id = rows[0]?.id;
  return id === undefined ? null : findAddress(db, owner, id);
}

export async function updateAddress(
  db: Db,
  owner: AddressOwner,
  id: number,
  input: AddressInput,
  now: number,
): Promise<AddressRow | null> {
  const rows = await db
    .update(clientAddresses)
    .set({ ...columnsOf(input), updatedAt: now })
    .where(and(ownedBy(owner), eq(clientAddresses.id, id)))
    .returning();
  return rows[0] ?? null;
}

export async function deleteAddress(db: Db, owner: AddressOwner, id: number): Promise<boolean> {
  const rows = await db
    .delete(clientAddresses)
    .where(and(ownedBy(owner), eq(clientAddresses.id, id)))
    .returning({ id: clientAddresses.id });
  return rows.length > 0;
}
