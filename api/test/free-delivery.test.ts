import { beforeAll, describe, expect, it } from "vitest";
import {
  type DeliverySettingsRequest,
  type DeliveryFeeLocation,
  cartResponseSchema,
  deliveryFeeLocationResponseSchema,
  settingsWriteResponseSchema,
} from "../../contract";
import { ownerToken, seedMenuShops } from "./console-menu-fixtures";
import { expectError, getWithToken, send } from "./helpers";
import { ADDRESS, BATATA, SHOP, cash, json, orderOf, place, readyCart, visitorToken } from "./orders-fixtures";

/*
 * The store's free delivery wherever a fee is quoted: the address quote of a visitor's cart is what
 * that cart's order is charged, below the threshold and from it, and the cart says what it misses.
 */

beforeAll(seedMenuShops);

/** The cart shop as it is seeded (Consolação R$ 5,00, Bela Vista R$ 7,00), with a threshold. */
const delivery = (free_delivery_from: number | null): DeliverySettingsRequest => ({
  pricing: "NEIGHBORHOOD",
  fee: 800,
  areas: [
    { name: "Consolação", fee: 500 },
    { name: "Bela Vista", fee: 700 },
  ],
  bands: [],
  not_served: [],
  minimum_order: 3000,
  free_delivery_from,
  modes: { delivery: true, takeout: true, table: false },
});

async function setThreshold(free_delivery_from: number | null) {
  await json(
    await send("PUT", `/console/${SHOP}/settings/delivery`, await ownerToken(), delivery(free_delivery_from)),
    200,
    (body) => settingsWriteResponseSchema.parse(body),
  );
}

async function quote(token: string, query: Record<string, string>): Promise<DeliveryFeeLocation> {
  const response = await getWithToken(`/${SHOP}/delivery_fees/location?${new URLSearchParams(query)}`, token);
  return json(response, 200, (body) => deliveryFeeLocationResponseSchema.parse(body).data);
}

describe("free delivery from a threshold, quoted as charged", () => {
  it("quotes a cart below the threshold at the area's fee, says what it misses, and charges that fee", async () => {
    const token = await visitorToken();
    const cart = await readyCart(token);
    await setThreshold(cart.summary.subtotal + 1210);

    const here = await quote(token, { neighborhood: "bela-vista", cart_guid: cart.guid });
    expect(here).toMatchObject({
      served: true,
      area_name: "Bela Vista",
      fee: 700,
      free_delivery: { from: cart.summary.subtotal + 1210, missing: 1210 },
    });
    // Without a cart: the fee before the threshold, and the threshold to say.
    expect(await quote(token, { neighborhood: "Bela Vista" })).toMatchObject({
      fee: 700,
      free_delivery: { from: cart.summary.subtotal + 1210, missing: null },
    });

    const moved = await json(
      await send("PUT", `/${SHOP}/carts/${cart.guid}/delivery_method`, token, {
        cart: { delivery_type: "DELIVERY", address: { ...ADDRESS, neighborhood: "Bela Vista" } },
      }),
      200,
      (body) => cartResponseSchema.parse(body).data,
    );
    expect(moved.summary.delivery_fee).toBe(here.fee);
    expect(moved.delivery.free_delivery).toEqual({ from: cart.summary.subtotal + 1210, missing: 1210 });
    const order = await orderOf(await place(token, cart.guid, cash()));
    expect(order.summary.delivery_fee).toBe(here.fee);
  });

  it("quotes a cart that reached the threshold free, and its order is charged no fee", async () => {
    const token = await visitorToken();
    const cart = await readyCart(token);
    await setThreshold(cart.summary.subtotal + 1);
    expect(await quote(token, { neighborhood: "Consolação", cart_guid: cart.guid })).toMatchObject({ fee: 500 });

    const fuller = await json(
      await send("POST", `/${SHOP}/carts/${cart.guid}/items`, token, { item: { item_id: BATATA, quantity: 1 } }),
      200,
      (body) => cartResponseSchema.parse(body).data,
    );
    expect(fuller.summary.subtotal).toBeGreaterThan(cart.summary.subtotal);
    const here = await quote(token, { neighborhood: "consolacao", cart_guid: cart.guid });
    expect(here).toMatchObject({ served: true, fee: 0, free_delivery: { missing: 0 } });
    expect(fuller.summary.delivery_fee).toBe(0);
    expect(fuller.delivery.free_delivery).toEqual({ from: cart.summary.subtotal + 1, missing: 0 });
    const order = await orderOf(await place(token, cart.guid, cash()));
    expect(order.summary.delivery_fee).toBe(here.fee);
  });

  it("says nothing of free delivery where the store has none or the address is not served, and quotes no other visitor's cart", async () => {
    await setThreshold(null);
    const token = await visitorToken();
    const cart = await readyCart(token);
    const plain = await quote(token, { neighborhood: "Consolação", cart_guid: cart.guid });
    expect(plain.fee).toBe(500);
    expect(plain.free_delivery).toBeUndefined();
    expect(cart.delivery.free_delivery).toBeUndefined();

    await setThreshold(100_00);
    expect(await quote(token, { neighborhood: "Cambuci", cart_guid: cart.guid })).toMatchObject({
      served: false,
      fee: null,
    });
    await expectError(
      await getWithToken(
        `/${SHOP}/delivery_fees/location?${new URLSearchParams({ neighborhood: "Consolação", cart_guid: cart.guid })}`,
        await visitorToken(),
      ),
      404,
      "CART_NOT_FOUND",
    );
  });
});
