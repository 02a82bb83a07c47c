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

/* Every query is scoped by merchant and client, so another client's address answers 404 like a missing one. */

export { type AddressOwner, MAX_ADDRESSES_PER_CLIENT };

const unprocessable = (field: string, message: string) =>
  new HttpError(422, "VALIDATION_ERROR", message, [{ field: `address.${field}`, message }]);

/** The merchant's country, its postal code length, and a reference point when required (422 naming the field). */
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
  if (needsReference && !address.reference_point?.trim())
    throw unprocessable("reference_point", "This store requires a reference point");
  return located(env, address);
}

/** Delivery priced by distance needs a position, so a provider point that is only the city centre is not used. */
async function located(env: Bindings, address: AddressInput): Promise<AddressInput> {
  if (typeof address.latitude === "number" && typeof address.longitude === "number") return address;
  const { street, number, neighborhood, city, state, zip_code } = address;
  const found = await geocoderFor(env).search(address.country, { street, number, neighborhood, city, state, zip_code });
  if (!found || found.precision === "CITY") return { ...address, latitude: null, longitude: null };
  return { ...address, latitude: found.latitude, longitude: found.longitude };
}

export async function readAddresses(
  d1: D1Database,
  owner: AddressOwner,
  page: number,
  size: number,
): Promise<{ addresses: ClientAddress[]; total: number }> {
  const { rows, total } = await listAddresses(createDb(d1), owner, page, size);
  return { addresses: rows.map(toClientAddress), total };
}

export async function readAddress(d1: D1Database, owner: AddressOwner, id: number): Promise<ClientAddress> {
  const row = await findAddress(createDb(d1), owner, id);
  if (!row) throw notFound("Address not found");
  return toClientAddress(row);
}

/** 422 past MAX_ADDRESSES_PER_CLIENT. */
export async function addAddress(
  env: Bindings,
  owner: AddressOwner,
  address: AddressInput,
  now: number,
): Promise<ClientAddress> {
  const db = createDb(env.DB);
  const row = await insertAddress(db, owner, await checkAddress(env, db, owner.merchantId, address), now);
  if (!row) {
    throw new HttpError(422, "VALIDATION_ERROR", `A client keeps at most ${MAX_ADDRESSES_PER_CLIENT} addresses`, [
      { field: "address", message: `At most ${MAX_ADDRESSES_PER_CLIENT} addresses` },
    ]);
  }
  return toClientAddress(row);
}

export async function changeAddress(
  env: Bindings,
  owner: AddressOwner,
  id: number,
  address: AddressInput,
  now: number,
): Promise<ClientAddress> {
  const db = createDb(env.DB);
  // An address that is not the caller's is 404 before any rule is checked against it.
  if (!(await findAddress(db, owner, id))) throw notFound("Address not found");
  const row = await updateAddress(db, owner, id, await checkAddress(env, db, owner.merchantId, address), now);
  if (!row) throw notFound("Address not found");
  return toClientAddress(row);
}

export async function removeAddress(d1: D1Database, owner: AddressOwner, id: number): Promise<void> {
  if (!(await deleteAddress(createDb(d1), owner, id))) throw notFound("Address not found");
}
