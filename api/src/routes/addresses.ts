import { type Context, Hono } from "hono";
import * as z from "zod";
import {
  addressListResponseSchema,
  addressRequestSchema,
  addressResponseSchema,
  deleteAddressResponseSchema,
} from "../../../contract";
import { requireOwnClient } from "../auth/client-access";
import type { AppEnv } from "../env";
import { notFound } from "../http/errors";
import { reply } from "../http/reply";
import { validateJson, validateQuery } from "../http/validate";
import {
  type AddressOwner,
  MAX_ADDRESSES_PER_CLIENT,
  addAddress,
  changeAddress,
  readAddress,
  readAddresses,
  removeAddress,
} from "../services/addresses";

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

const ownerOf = (c: Context<AppEnv>): AddressOwner => ({
  merchantId: c.get("merchant").id,
  clientId: c.get("client").id,
});

function addressIdOf(c: Context<AppEnv>): number {
  const raw = c.req.param("addressId") ?? "";
  if (!/^[1-9]\d{0,15}$/.test(raw)) throw notFound("Address not found");
  return Number(raw);
}

export const addressesRoutes = new Hono<AppEnv>()
  // Matches the collection path itself too.
  .use("/:slug/clients/:id/addresses/*", requireOwnClient)

  .get("/:slug/clients/:id/addresses", validateQuery(listQuery), async (c) => {
    const { page, size } = c.req.valid("query");
    const { addresses, total } = await readAddresses(c.env.DB, ownerOf(c), page, size);
    return reply(c, addressListResponseSchema, { data: addresses, paging: { page, size, total } });
  })

  .post("/:slug/clients/:id/addresses", validateJson(addressRequestSchema), async (c) => {
    const { address } = c.req.valid("json");
    const saved = await addAddress(c.env, ownerOf(c), address, nowSeconds());
    c.status(201);
    return reply(c, addressResponseSchema, { data: saved });
  })

  .get("/:slug/clients/:id/addresses/:addressId", async (c) => {
    const address = await readAddress(c.env.DB, ownerOf(c), addressIdOf(c));
    return reply(c, addressResponseSchema, { data: address });
  })

  .put("/:slug/clients/:id/addresses/:addressId", validateJson(addressRequestSchema), async (c) => {
    const id = addressIdOf(c);
    const { address } = c.req.valid("json");
    const saved = await changeAddress(c.env, ownerOf(c), id, address, nowSeconds());
    return reply(c, addressResponseSchema, { data: saved });
  })

  .delete("/:slug/clients/:id/addresses/:addressId", async (c) => {
    await removeAddress(c.env.DB, ownerOf(c), addressIdOf(c));
    return reply(c, deleteAddressResponseSchema, { data: { deleted: true } });
  });
