import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { placeOrderRequestSchema } from "../../contract";
import type { Bindings } from "../src/env";
import { placeOrder } from "../src/services/order-placement";
import { accessTokenFor, seed } from "./helpers";
import { PHONE, SHOP, cartStatus, cash, newKey, readyCart, shop } from "./orders-fixtures";

/*
 * Placing an order is one service call with plain arguments, no HTTP request: what a provider's
 * webhook or a script would call. The HTTP answers are in orders.test.ts.
 */

const bodyOf = (cartGuid: string, key: string, extra: { expected_total?: number } = {}) =>
  placeOrderRequestSchema.parse({
    cart_guid: cartGuid,
    idempotency_key: key,
    order: { payment: cash(), tax_id: null, repeat_confirmed: true, ...extra },
    client: { name: "Ana Souza", phone: PHONE },
  });

describe("placeOrder, called directly", () => {
  let merchantId: number;
  beforeAll(async () => {
    await seed([shop]);
    merchantId = (await env.DB.prepare("SELECT id FROM merchants WHERE slug = ?").bind(SHOP).first<{ id: number }>())!
      .id;
  });

  it("places the caller's cart once per key, and answers a changed total with the total, placing nothing", async () => {
    const visitorId = `visitor-${crypto.randomUUID()}`;
    const cart = await readyCart(await accessTokenFor(SHOP, visitorId));
    const caller = { visitorId };

    const changed = await placeOrder(env as Bindings, {
      merchantId,
      caller,
      body: bodyOf(cart.guid, newKey(), { expected_total: 1 }),
      now: new Date(),
    });
    expect(changed).toEqual({
      placed: false,
      status: 409,
      error: expect.objectContaining({ code: "TOTAL_CHANGED", total: cart.summary.total }),
    });
    expect(await cartStatus(cart.guid)).toBe("OPEN");

    const key = newKey();
    const placed = await placeOrder(env as Bindings, {
      merchantId,
      caller,
      body: bodyOf(cart.guid, key),
      now: new Date(),
    });
    if (!placed.placed) throw new Error(JSON.stringify(placed.error));
    expect(placed.status).toBe(201);
    expect(placed.order).toMatchObject({ status: "WAITING_CONFIRMATION", summary: { total: cart.summary.total } });
    expect(await cartStatus(cart.guid)).toBe("FINALIZED");

    const again = await placeOrder(env as Bindings, {
      merchantId,
      caller,
      body: bodyOf(cart.guid, key),
      now: new Date(),
    });
    expect(again).toMatchObject({ placed: true, status: 200, order: { id: placed.order.id } });
  });

  it("refuses another visitor's cart as one that is not there", async () => {
    const cart = await readyCart(await accessTokenFor(SHOP, `visitor-${crypto.randomUUID()}`));
    const stranger = { visitorId: `visitor-${crypto.randomUUID()}` };
    await expect(
      placeOrder(env as Bindings, { merchantId, caller: stranger, body: bodyOf(cart.guid, newKey()), now: new Date() }),
    ).rejects.toMatchObject({
      status: 404,
      code: "CART_NOT_FOUND",
    });
  });
});
