import type { AddressInput, ClientAddress } from "../../../contract";
import {
  type AddressOwner,
  MAX_ADDRESSES_PER_CLIENT,
  deleteAddress,
  findAddress,
  insertAddress,
  listAddresses,
  toClientAddress,
  updateAddress,
} from "../db/addresses";
import { createDb, type Db } from "../db/client";
import { loadDocument } from "../db/merchants";
import { POSTAL_CODE_DIGITS } from "../domain/postal-codes";
import type { Bindings } from "../env";
import { geocoderFor } from "../geocoding/geocoder-for";
import { HttpError, notFound } from "../http/errors";

/*
 * A client's saved addresses. Every query is scoped by merchant and client, so another client's
 * address id answers 404 like one that never existed.
 */

export { type AddressOwner, MAX_ADDRESSES_PER_CLIENT };

const unprocessable = (field: string, message: string) => new HttpError(422, "VALIDATION_ERROR", message, [{ field: `address.${field}`, message }]);

/**
 * The merchant's rules on top of the contract's shape: the merchant's country, a postal code of
 * that country's length, and a reference point when the merchant requires one (422 VALIDATION_ERROR
 * naming the field). Answers the address to store.
 */
async function checkAddress(env: Bindings, db: Db, merchantId: number, address: AddressInput): Promise<AddressInput> {
  const [tropicalization, generalSettings] = await Promise.all([
    loadDocument(db, merchantId, "tropicalization"),
    loadDocument(db, merchantId, "general_settings"),
  ]);
  const country = tropicalization.country_code;
  if (address.country !== country) throw unprocessable("country", `Addresses of this store are in ${country}`);
  if (address.zip_code.length !== POSTAL_CODE_DIGITS[country]) {
    throw unprocessable("zip_code", `A postal code of ${country} has ${POSTAL_CODE_DIGITS[country]} digits`);
  }
  const needsReference = generalSettings.address_configuration.required_reference_point;
  if (needsReference && !address.reference_point?.trim()) throw unprocessable("reference_point", "This store requires a reference point");
  return located(env, address);
}

/**
 * An address sent without coordinates gets the geocoding provider's point for it, unless the
 * provider only knows its city: delivery priced by distance needs a position, not a city centre.
 */
async function located(env: Bindings, address: AddressInput): Promise<AddressInput> {
  if (typeof address.latitude === "number" && typeof address.longitude === "number") return address;
  const { street, number, neighborhood, city, state, zip_code } = address;
  const found = await geocoderFor(env).search(address.country, { street, number, neighborhood, city, state, zip_code });
  if (!found || found.precision === "CITY") return { ...address, latitude: null, longitude: null };
  return { ...address, latitude: found.latitude, longitude: found.longitude };
}

/** One page of the client's addresses and how many they keep. */
export async function readAddresses(d1: D1Database, owner: AddressOwner, page: number, size: number): Promise<{ addresses: ClientAddress[]; total: number }> {
  const { rows, total } = await listAddresses(createDb(d1), owner, page, size);
  return { addresses: rows.map(toClientAddress), total };
}

/** One of the client's addresses, or 404. */
export async function readAddress(d1: D1Database, owner: AddressOwner, id: number): Promise<ClientAddress> {
  const row = await findAddress(createDb(d1), owner, id);
  if (!row) throw notFound("Address not found");
  return toClientAddress(row);
}

/** Saves a new address of the client, checked and located; 422 past MAX_ADDRESSES_PER_CLIENT. */
export async function addAddress(env: Bindings, owner: AddressOwner, address: AddressInput, now: number): Promise<ClientAddress> {
  const db = createDb(env.DB);
  const row = await insertAddress(db, owner, await checkAddress(env, db, owner.merchantId, address), now);
  if (!row) {
    throw new HttpError(422, "VALIDATION_ERROR", `A client keeps at most ${MAX_ADDRESSES_PER_CLIENT} addresses`, [
      { field: "address", message: `At most ${MAX_ADDRESSES_PER_CLIENT} addresses` },
    ]);
  }
  return toClientAddress(row);
}

/** Replaces one of the client's addresses, checked and located; 404 for one that is not theirs. */
export async function changeAddress(env: Bindings, owner: AddressOwner, id: number, address: AddressInput, now: number): Promise<ClientAddress> {
  const db = createDb(env.DB);
  // An address that is not the caller's is 404 before any rule is checked against it.
  if (!(await findAddress(db, owner, id))) throw notFound("Address not found");
  const row = await updateAddress(db, owner, id, await checkAddress(env, db, owner.merchantId, address), now);
  if (!row) throw notFound("Address not found");
  return toClientAddress(row);
}

/** Deletes one of the client's addresses; 404 for one that is not theirs. */
export async function removeAddress(d1: D1Database, owner: AddressOwner, id: number): Promise<void> {
  if (!(await deleteAddress(createDb(d1), owner, id))) throw notFound("Address not found");
}
