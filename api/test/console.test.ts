import { beforeAll, describe, expect, it } from "vitest";
import {
  consoleOrderListResponseSchema,
  consoleOrderResponseSchema,
  consoleWaitingResponseSchema,
  orderResponseSchema,
  staffMeResponseSchema,
} from "../../contract";
import { copShop } from "./cart-fixtures";
import { insertStaff, staffToken } from "./console-fixtures";
import { call, expectError, getWithToken, postJson, seed, send } from "./helpers";
import { PIX, SHOP, json, orderOf, place, readyCart, shop, visitorToken } from "./orders-fixtures";
import { insertClient, sessionToken } from "./client-fixtures";

/*
 * The store console on the API: staff logins per merchant, the inbox, and the moves staff make,
 * each refused to another store's staff, to a customer's token and to no login at all.
 */

const OTHER = copShop.slug;

beforeAll(async () => {
  await seed([shop, copShop]);
  await insertStaff(shop.id, "dono@carrinho.test", "OWNER", "Dona Carla");
  await insertStaff(shop.id, "equipe@carrinho.test", "STAFF", "Rita");
  await insertStaff(copShop.id, "equipe@pesos.test", "STAFF", "Juan");
});

const consoleOrder = (response: Response, status = 200) =>
  json(response, status, (body) => consoleOrderResponseSchema.parse(body).data);
const act = (token: string, id: number, body: unknown) =>
  send("POST", `/console/${SHOP}/orders/${id}/actions`, token, body);

async function placedOrder(payment: unknown = undefined) {
  const token = await visitorToken();
  const cart = await readyCart(token);
  return { order: await orderOf(await place(token, cart.guid, payment)), customer: token };
}

describe("staff login", () => {
  it("logs staff in at their own store only; a wrong password and an unknown e-mail are the same 401", async () => {
    const token = await staffToken(SHOP, "equipe@carrinho.test");
    const me = await json(
      await getWithToken(`/console/${SHOP}/me`, token),
      200,
      (body) => staffMeResponseSchema.parse(body).data,
    );
    expect(me).toMatchObject({
      staff: { name: "Rita", role: "STAFF", email: "equipe@carrinho.test" },
      merchant: { slug: SHOP, currency: "BRL" },
    });

    await expectError(
      await postJson(`/console/${SHOP}/login`, { email: "equipe@carrinho.test", password: "errada" }),
      401,
      "INVALID_CREDENTIALS",
    );
    await expectError(
      await postJson(`/console/${SHOP}/login`, { email: "ninguem@carrinho.test", password: "comanda123" }),
      401,
      "INVALID_CREDENTIALS",
    );
    // Staff of another store is no one here.
    await expectError(
      await postJson(`/console/${SHOP}/login`, { email: "equipe@pesos.test", password: "comanda123" }),
      401,
      "INVALID_CREDENTIALS",
    );
    // Only the storefront may log in (the shared secret).
    const bare = await call(`/console/${SHOP}/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "equipe@carrinho.test", password: "comanda123" }),
    });
    await expectError(bare, 401, "UNAUTHORIZED");
  });

  it("ends a login at logout: the token is refused from then on", async () => {
    const token = await staffToken(SHOP, "equipe@carrinho.test");
    expect((await send("POST", `/console/${SHOP}/logout`, token)).status).toBe(204);
    await expectError(await getWithToken(`/console/${SHOP}/me`, token), 401, "UNAUTHORIZED");
  });
});

describe("one store's staff at another store", () => {
  it("answers 404 for another store's order under one's own store", async () => {
    const staff = await staffToken(OTHER, "equipe@pesos.test");
    const { order } = await placedOrder();
    await expectError(await getWithToken(`/console/${OTHER}/orders/${order.id}`, staff), 404, "NOT_FOUND");
    await expectError(
      await send("POST", `/console/${OTHER}/orders/${order.id}/actions`, staff, { action: "ACCEPT" }),
      404,
      "NOT_FOUND",
    );
  });
});

describe("the inbox", () => {
  it("lists today's orders newest first with the count awaiting an answer; filters by status", async () => {
    const staff = await staffToken(SHOP, "equipe@carrinho.test");
    const first = await placedOrder();
    const second = await placedOrder();
    const list = await json(
      await getWithToken(`/console/${SHOP}/orders`, staff),
      200,
      (body) => consoleOrderListResponseSchema.parse(body).data,
    );
    const ids = list.orders.map((order) => order.id);
    expect(ids.indexOf(second.order.id)).toBeLessThan(ids.indexOf(first.order.id));
    expect(list.waiting).toBeGreaterThanOrEqual(2);
    expect(list.newest_waiting_id).toBe(
      Math.max(...list.orders.filter((order) => order.status === "WAITING_CONFIRMATION").map((order) => order.id)),
    );
    expect(list.orders.find((order) => order.id === second.order.id)).toMatchObject({
      customer_name: "Ana Souza",
      delivery_type: "DELIVERY",
      total: second.order.summary.total,
      payment_method: "CASH",
      units: 3,
    });

    await act(staff, first.order.id, { action: "ACCEPT" });
    const active = await json(
      await getWithToken(`/console/${SHOP}/orders?filter=active`, staff),
      200,
      (body) => consoleOrderListResponseSchema.parse(body).data,
    );
    expect(active.orders.map((order) => order.id)).toContain(first.order.id);
    expect(active.orders.map((order) => order.id)).not.toContain(second.order.id);
    await expectError(await getWithToken(`/console/${SHOP}/orders?filter=everything`, staff), 400, "VALIDATION_ERROR");
  });
});

describe("what awaits an answer", () => {
  const waitingOf = async (slug: string, token: string) =>
    json(
      await getWithToken(`/console/${slug}/waiting`, token),
      200,
      (body) => consoleWaitingResponseSchema.parse(body).data,
    );

  it("lists every order awaiting an answer by id, a PIX paid after a newer order included, and never another store's", async () => {
    const staff = await staffToken(SHOP, "equipe@carrinho.test");
    const client = await insertClient(shop.id, { email: `pix-${crypto.randomUUID()}@carrinho.test` });
    const pix = await orderOf(
      await place(
        await sessionToken(SHOP, shop.id, client),
        (await readyCart(await sessionToken(SHOP, shop.id, client))).guid,
        PIX,
      ),
    );
    const newer = await placedOrder();
    const before = await waitingOf(SHOP, staff);
    expect(before.waiting_ids).toContain(newer.order.id);
    expect(before.waiting_ids).not.toContain(pix.id);

    await act(staff, pix.id, { action: "PIX_RECEIVED" });
    const after = await waitingOf(SHOP, staff);
    // The newest waiting id did not move, yet the paid PIX is there to alert on.
    expect(after.waiting_ids).toContain(pix.id);
    expect(Math.max(...after.waiting_ids)).toBe(newer.order.id);
    expect(after.waiting).toBe(after.waiting_ids.length);
    expect(after.waiting_ids).toEqual([...after.waiting_ids].sort((a, b) => a - b));
    expect(Date.parse(after.oldest_waiting_at!)).toBeLessThanOrEqual(Date.parse(newer.order.created_at));

    const inbox = await json(
      await getWithToken(`/console/${SHOP}/orders?filter=new`, staff),
      200,
      (body) => consoleOrderListResponseSchema.parse(body).data,
    );
    expect(inbox).toMatchObject({
      waiting: after.waiting,
      waiting_ids: after.waiting_ids,
      oldest_waiting_at: after.oldest_waiting_at,
    });
    // A delivery is promised at its placing plus the longest time the customer was told.
    const card = inbox.orders.find((order) => order.id === newer.order.id)!;
    const told = newer.order.delivery.time_to_receive;
    expect(told).not.toBeNull();
    expect(card.promised_at).toBe(
      told ? new Date(Date.parse(newer.order.created_at) + told.maximum * 60_000).toISOString() : null,
    );

    const elsewhere = await waitingOf(OTHER, await staffToken(OTHER, "equipe@pesos.test"));
    expect(elsewhere.waiting_ids).not.toContain(pix.id);
    expect(elsewhere.waiting_ids).not.toContain(newer.order.id);
    expect(elsewhere.waiting).toBe(elsewhere.waiting_ids.length);
    await act(staff, newer.order.id, { action: "ACCEPT" });
    expect((await waitingOf(SHOP, staff)).waiting_ids).not.toContain(newer.order.id);
  });
});

describe("moving an order", () => {
  it("walks a delivery from new to delivered, each step in the history with who made it; the customer sees every status", async () => {
    const staff = await staffToken(SHOP, "equipe@carrinho.test");
    const { order, customer } = await placedOrder();
    const fresh = await consoleOrder(await getWithToken(`/console/${SHOP}/orders/${order.id}`, staff));
    expect(fresh.actions).toEqual(["ACCEPT", "REFUSE"]);
    expect(fresh.customer.name).toBe("Ana Souza");

    const accepted = await consoleOrder(await act(staff, order.id, { action: "ACCEPT" }));
    expect(accepted).toMatchObject({ status: "CONFIRMED", actions: ["DISPATCH", "CANCEL"] });
    // A move the state does not allow is refused, and changes nothing.
    await expectError(await act(staff, order.id, { action: "DELIVER" }), 409, "INVALID_TRANSITION");
    await expectError(await act(staff, order.id, { action: "READY" }), 409, "INVALID_TRANSITION");
    await expectError(await act(staff, order.id, { action: "ACCEPT" }), 409, "INVALID_TRANSITION");

    await consoleOrder(await act(staff, order.id, { action: "DISPATCH" }));
    const delivered = await consoleOrder(await act(staff, order.id, { action: "DELIVER" }));
    expect(delivered.actions).toEqual([]);
    expect(delivered.history.map(({ status, by }) => [status, by])).toEqual([
      ["WAITING_CONFIRMATION", null],
      ["CONFIRMED", "Rita"],
      ["OUT_FOR_DELIVERY", "Rita"],
      ["DELIVERED", "Rita"],
    ]);
    const seen = await json(
      await getWithToken(`/${SHOP}/orders/${order.id}`, customer),
      200,
      (body) => orderResponseSchema.parse(body).data,
    );
    expect(seen.status).toBe("DELIVERED");
    expect(seen.history[1]).toEqual({ status: "CONFIRMED", at: expect.any(String) });
  });

  it("refuses a new order with a reason the customer's page reads; a refusal needs a reason", async () => {
    const staff = await staffToken(SHOP, "dono@carrinho.test");
    const { order, customer } = await placedOrder();
    await expectError(await act(staff, order.id, { action: "REFUSE" }), 400, "VALIDATION_ERROR");
    await expectError(await act(staff, order.id, { action: "REFUSE", reason: "BECAUSE" }), 400, "VALIDATION_ERROR");
    const refused = await consoleOrder(
      await act(staff, order.id, { action: "REFUSE", reason: "ITEM_UNAVAILABLE", note: "  Acabou a batata  " }),
    );
    expect(refused).toMatchObject({
      status: "CANCELED",
      cancellation: { reason: "ITEM_UNAVAILABLE", note: "Acabou a batata" },
    });
    expect(refused.history.at(-1)).toMatchObject({ status: "CANCELED", by: "Dona Carla" });
    const seen = await json(
      await getWithToken(`/${SHOP}/orders/${order.id}`, customer),
      200,
      (body) => orderResponseSchema.parse(body).data,
    );
    expect(seen).toMatchObject({
      status: "CANCELED",
      cancellation: { reason: "ITEM_UNAVAILABLE", note: "Acabou a batata" },
    });
  });

  it("takes a PIX received by hand: the order awaits the store's answer, paid", async () => {
    const staff = await staffToken(SHOP, "equipe@carrinho.test");
    const client = await insertClient(shop.id, { email: `pix-${crypto.randomUUID()}@carrinho.test` });
    const token = await sessionToken(SHOP, shop.id, client);
    const cart = await readyCart(token);
    const order = await orderOf(await place(token, cart.guid, PIX));
    const waiting = await consoleOrder(await getWithToken(`/console/${SHOP}/orders/${order.id}`, staff));
    expect(waiting.actions).toEqual(["PIX_RECEIVED", "CANCEL"]);
    const paid = await consoleOrder(await act(staff, order.id, { action: "PIX_RECEIVED" }));
    expect(paid).toMatchObject({
      status: "WAITING_CONFIRMATION",
      payment: { status: "PAID" },
      actions: ["ACCEPT", "REFUSE"],
    });
    expect(paid.history.at(-1)).toMatchObject({ status: "WAITING_CONFIRMATION", by: "Rita" });
    await expectError(await act(staff, order.id, { action: "PIX_RECEIVED" }), 409, "INVALID_TRANSITION");
  });
});
