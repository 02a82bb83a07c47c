import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  cartResponseSchema,
  consoleOrderListResponseSchema,
  kitchenMoveResponseSchema,
  kitchenQueueResponseSchema,
  orderResponseSchema,
} from "../../contract";
import { collectOrderEvents, type OrderEvent } from "../src/live/order-events";
import { moveOrderInKitchen } from "../src/services/kitchen";
import { copShop } from "./cart-fixtures";
import { insertStaff, staffToken } from "./console-fixtures";
import { call, expectError, getWithToken, seed, send } from "./helpers";
import { SHOP, json, orderOf, place, readyCart, shop, visitorToken } from "./orders-fixtures";

/*
 * The kitchen display on the API: staff of the store move a confirmed order queued -> preparing ->
 * ready beside its status; a pickup's ready is READY_FOR_PICKUP too. Refused to another store's
 * staff, to a customer's token, to no login, and for an order that is not confirmed.
 */

const OTHER = copShop.slug;

beforeAll(async () => {
  await seed([shop, copShop]);
  await insertStaff(shop.id, "equipe@carrinho.test", "STAFF", "Rita");
  await insertStaff(copShop.id, "equipe@pesos.test", "STAFF", "Juan");
});

const kitchen = (token: string, id: number, state: string, slug = SHOP) =>
  send("POST", `/console/${slug}/orders/${id}/kitchen`, token, { state });
const moved = (response: Response, status = 200) =>
  json(response, status, (body) => kitchenMoveResponseSchema.parse(body).data);
const queue = async (token: string) =>
  json(
    await getWithToken(`/console/${SHOP}/kitchen`, token),
    200,
    (body) => kitchenQueueResponseSchema.parse(body).data,
  );

async function placed(type: "DELIVERY" | "TAKEOUT" = "DELIVERY") {
  const customer = await visitorToken();
  const cart = await readyCart(customer);
  if (type === "TAKEOUT") {
    await json(
      await send("PUT", `/${SHOP}/carts/${cart.guid}/delivery_method`, customer, {
        cart: { delivery_type: "TAKEOUT" },
      }),
      200,
      (body) => cartResponseSchema.parse(body).data,
    );
  }
  return { order: await orderOf(await place(customer, cart.guid)), customer };
}

async function confirmed(staff: string, type: "DELIVERY" | "TAKEOUT" = "DELIVERY") {
  const { order, customer } = await placed(type);
  expect((await send("POST", `/console/${SHOP}/orders/${order.id}/actions`, staff, { action: "ACCEPT" })).status).toBe(
    200,
  );
  return { order, customer };
}

/** The order's line in the inbox's list of active orders. */
const inboxLine = async (staff: string, id: number) =>
  (
    await json(
      await getWithToken(`/console/${SHOP}/orders?filter=active`, staff),
      200,
      (body) => consoleOrderListResponseSchema.parse(body).data,
    )
  ).orders.find((line) => line.id === id);

const customerView = async (customer: string, id: number) =>
  json(await getWithToken(`/${SHOP}/orders/${id}`, customer), 200, (body) => orderResponseSchema.parse(body).data);

describe("the kitchen's moves", () => {
  it("walks a delivery queued -> preparing -> ready; it stays CONFIRMED, awaiting its courier, and leaves the queue", async () => {
    const staff = await staffToken(SHOP, "equipe@carrinho.test");
    const { order, customer } = await confirmed(staff);
    expect((await customerView(customer, order.id)).kitchen).toEqual({
      state: "QUEUED",
      started_at: null,
      ready_at: null,
    });
    expect((await queue(staff)).tickets.map((ticket) => ticket.id)).toContain(order.id);
    expect((await inboxLine(staff, order.id))?.kitchen_state).toBeNull();

    const preparing = await moved(await kitchen(staff, order.id, "PREPARING"));
    expect(preparing).toMatchObject({ status: "CONFIRMED", kitchen: { state: "PREPARING", ready_at: null } });
    expect(preparing.kitchen?.started_at).toEqual(expect.any(String));
    expect((await customerView(customer, order.id)).kitchen?.state).toBe("PREPARING");
    expect((await inboxLine(staff, order.id))?.kitchen_state).toBe("PREPARING");
    // Two taps on one ticket: the second is refused, nothing moves twice.
    await expectError(await kitchen(staff, order.id, "PREPARING"), 409, "INVALID_TRANSITION");

    const ready = await moved(await kitchen(staff, order.id, "READY"));
    expect(ready).toMatchObject({ status: "CONFIRMED", kitchen: { state: "READY" } });
    expect(ready.kitchen?.started_at).toBe(preparing.kitchen?.started_at);
    expect((await customerView(customer, order.id)).kitchen?.state).toBe("READY");
    // The inbox's card says it waits for its courier.
    expect((await inboxLine(staff, order.id))?.kitchen_state).toBe("READY");
    expect((await queue(staff)).tickets.map((ticket) => ticket.id)).not.toContain(order.id);
    await expectError(await kitchen(staff, order.id, "READY"), 409, "INVALID_TRANSITION");

    // Dispatched, it is no longer the kitchen's.
    await send("POST", `/console/${SHOP}/orders/${order.id}/actions`, staff, { action: "DISPATCH" });
    expect((await customerView(customer, order.id)).kitchen).toBeNull();
  });

  it("makes a pickup READY_FOR_PICKUP when the kitchen says ready, straight from the queue", async () => {
    const staff = await staffToken(SHOP, "equipe@carrinho.test");
    const { order, customer } = await confirmed(staff, "TAKEOUT");
    const ready = await moved(await kitchen(staff, order.id, "READY"));
    expect(ready).toEqual({ id: order.id, status: "READY_FOR_PICKUP", kitchen: null });
    const row = await env.DB.prepare("SELECT kitchen_state, kitchen_ready_at FROM orders WHERE id = ?")
      .bind(order.id)
      .first<{ kitchen_state: string; kitchen_ready_at: string | null }>();
    expect(row).toMatchObject({ kitchen_state: "READY", kitchen_ready_at: expect.any(String) });
    const seen = await customerView(customer, order.id);
    expect(seen.status).toBe("READY_FOR_PICKUP");
    expect(seen.history.at(-1)?.status).toBe("READY_FOR_PICKUP");
  });

  it("lists the queue by promised time with what to cook", async () => {
    const staff = await staffToken(SHOP, "equipe@carrinho.test");
    const { order } = await confirmed(staff);
    const ticket = (await queue(staff)).tickets.find((each) => each.id === order.id);
    expect(ticket).toMatchObject({
      delivery_type: "DELIVERY",
      customer_name: "Ana Souza",
      kitchen: { state: "QUEUED" },
    });
    expect(ticket?.items.length).toBeGreaterThan(0);
    const promised = (await queue(staff)).tickets.map((each) => each.promised_at ?? "\uffff");
    expect(promised).toEqual([...promised].sort());
  });
});

describe("who may move an order in the kitchen", () => {
  it("refuses an order not confirmed yet, another store's staff, a customer's token and no login", async () => {
    const staff = await staffToken(SHOP, "equipe@carrinho.test");
    const { order: waiting, customer } = await placed();
    await expectError(await kitchen(staff, waiting.id, "PREPARING"), 409, "INVALID_TRANSITION");
    await expectError(await kitchen(staff, waiting.id, "READY"), 409, "INVALID_TRANSITION");

    const { order } = await confirmed(staff);
    const other = await staffToken(OTHER, "equipe@pesos.test");
    // Their own store's path does not know the order; ours refuses their login.
    await expectError(await kitchen(other, order.id, "PREPARING", OTHER), 404, "NOT_FOUND");
    expect((await kitchen(other, order.id, "PREPARING")).status).toBe(403);
    expect((await kitchen(customer, order.id, "PREPARING")).status).toBe(401);
    expect((await getWithToken(`/console/${SHOP}/kitchen`, customer)).status).toBe(401);
    const bare = await call(`/console/${SHOP}/orders/${order.id}/kitchen`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ state: "PREPARING" }),
    });
    expect(bare.status).toBe(401);
    await expectError(await kitchen(staff, order.id, "SERVED"), 400, "VALIDATION_ERROR");
    expect((await customerView(customer, waiting.id)).kitchen).toBeNull();
    expect((await queue(staff)).tickets.find((ticket) => ticket.id === order.id)?.kitchen.state).toBe("QUEUED");
  });
});

describe("the kitchen's events", () => {
  it("records one event per kitchen move for the live updates, none for a refused one", async () => {
    const staff = await staffToken(SHOP, "equipe@carrinho.test");
    const { order } = await confirmed(staff);
    const { order: pickup } = await confirmed(staff, "TAKEOUT");
    const events: OrderEvent[] = [];
    const collect = (work: () => Promise<unknown>) =>
      collectOrderEvents(work, (sent) => events.push(...sent)).catch(() => null);
    const rita = { name: "Rita" };
    await collect(() => moveOrderInKitchen(env.DB, shop.id, order.id, { state: "PREPARING" }, rita));
    await collect(() => moveOrderInKitchen(env.DB, shop.id, order.id, { state: "PREPARING" }, rita));
    await collect(() => moveOrderInKitchen(env.DB, shop.id, order.id, { state: "READY" }, rita));
    await collect(() => moveOrderInKitchen(env.DB, shop.id, pickup.id, { state: "READY" }, rita));
    expect(events).toEqual([
      { kind: "kitchen", orderId: order.id, status: "CONFIRMED" },
      { kind: "kitchen", orderId: order.id, status: "CONFIRMED" },
      { kind: "moved", orderId: pickup.id, status: "READY_FOR_PICKUP" },
    ]);
  });
});
