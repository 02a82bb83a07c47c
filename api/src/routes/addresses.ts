import { type Context, Hono } from "hono";
import * as z from "zod";
import { type AddressInput, addressListResponseSchema, addressRequestSchema, addressResponseSchema, deleteAddressResponseSchema } from "../../../contract";
import { requireOwnClient } from "../auth/client-access";
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
import type { AppEnv } from "../env";
import { geocoderFor } from "../geocoding/geocoder-for";
import { HttpError, notFound } from "../http/errors";
import { reply } from "../http/reply";
import { validateJson, validateQuery } from "../http/validate";

/*
 * A client's saved addresses (customer spec §7 "Addresses"), under `/{slug}/clients/{id}/addresses`.
 * requireOwnClient has made sure `{id}` is the caller's own client of this merchant; every query is
 * then scoped by merchant and client, so another client's address id answers 404 like one that
 * never existed.
 */

const listQuery = z.object({
  size: z.coerce.number().int().min(1).max(MAX_ADDRESSES_PER_CLIENT).default(MAX_ADDRESSES_PER_CLIENT),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

const nowSeconds = () => Math.floor(Date.now() / 1000);

const ownerOf = (c: Context<AppEnv>): AddressOwner => ({ merchantId: c.get("merchant").id, clientId: c.get("client").id });

/** The `{addressId}` of the path, or 404 for anything that cannot be an id. */
function addressIdOf(c: Context<AppEnv>): number {
  const raw = c.req.param("addressId") ?? "";
  if (!/^[1-9]\d{0,15}$/.test(raw)) throw notFound("Address not found");
  return Number(raw);
}

const unprocessable = (field: string, message: string) => new HttpError(422, "VALIDATION_ERROR", message, [{ field: `address.${field}`, message }]);

/**
 * The merchant's rules on top of the contract's shape: the merchant's country, a postal code of
 * that country's length, and a reference point when the merchant requires one (422 VALIDATION_ERROR
 * naming the field). Answers the address to store.
 */
async function checkAddress(env: AppEnv["Bindings"], db: Db, merchantId: number, address: AddressInput): Promise<AddressInput> {
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
async function located(env: AppEnv["Bindings"], address: AddressInput): Promise<AddressInput> {
  if (typeof address.latitude === "number" && typeof address.longitude === "number") return address;
  const { street, number, neighborhood, city, state, zip_code } = address;
  const found = await geocoderFor(env).search(address.country, { street, number, neighborhood, city, state, zip_code });
  if (!found || found.precision === "CITY") return { ...address, latitude: null, longitude: null };
  return { ...address, latitude: found.latitude, longitude: found.longitude };
}

export const addressesRoutes = new Hono<AppEnv>()
  // Matches the collection path itself too.
  .use("/:slug/clients/:id/addresses/*", requireOwnClient)

  .get("/:slug/clients/:id/addresses", validateQuery(listQuery), async (c) => {
    const { page, size } = c.req.valid("query");
    const { rows, total } = await listAddresses(createDb(c.env.DB), ownerOf(c), page, size);
    return reply(c, addressListResponseSchema, { data: rows.map(toClientAddress), paging: { page, size, total } });
  })

  .post("/:slug/clients/:id/addresses", validateJson(addressRequestSchema), async (c) => {
    const { address } = c.req.valid("json");
    const db = createDb(c.env.DB);
    const owner = ownerOf(c);
    const row = await insertAddress(db, owner, await checkAddress(c.env, db, owner.merchantId, address), nowSeconds());
    if (!row) {
      throw new HttpError(422, "VALIDATION_ERROR", `A client keeps at most ${MAX_ADDRESSES_PER_CLIENT} addresses`, [
        { field: "address", message: `At most ${MAX_ADDRESSES_PER_CLIENT} addresses` },
      ]);
    }
    c.status(201);
    return reply(c, addressResponseSchema, { data: toClientAddress(row) });
  })

  .get("/:slug/clients/:id/addresses/:addressId", async (c) => {
    const row = await findAddress(createDb(c.env.DB), ownerOf(c), addressIdOf(c));
    if (!row) throw notFound("Address not found");
    return reply(c, addressResponseSchema, { data: toClientAddress(row) });
  })

  .put("/:slug/clients/:id/addresses/:addressId", validateJson(addressRequestSchema), async (c) => {
    const id = addressIdOf(c);
    const { address } = c.req.valid("json");
    const db = createDb(c.env.DB);
    const owner = ownerOf(c);
    // An address that is not the caller's is 404 before any rule is checked against it.
    if (!(await findAddress(db, owner, id))) throw notFound("Address not found");
    const row = await updateAddress(db, owner, id, await checkAddress(c.env, db, owner.merchantId, address), nowSeconds());
    if (!row) throw notFound("Address not found");
    return reply(c, addressResponseSchema, { data: toClientAddress(row) });
  })

  .delete("/:slug/clients/:id/addresses/:addressId", async (c) => {
    const deleted = await deleteAddress(createDb(c.env.DB), ownerOf(c), addressIdOf(c));
    if (!deleted) throw notFound("Address not found");
    return reply(c, deleteAddressResponseSchema, { data: { deleted: true } });
  });
