import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  consoleWaitingResponseSchema,
  autoAcceptResponseSchema,
  consoleDayResponseSchema,
  consoleOrderResponseSchema,
  dayTotalsResponseSchema,
  earlierOrdersResponseSchema,
  orderSearchResponseSchema,
} from "../../contract";
import { copShop } from "./cart-fixtures";
import { insertStaff, staffToken } from "./console-fixtures";
import { expectError, getWithToken, seed, send } from "./helpers";
import { insertClient, sessionToken } from "./client-fixtures";
import { PHONE, PIX, SHOP, cash, json, orderOf, place, readyCart, shop, visitorToken } from "./orders-fixtures";

/*
 * The store's day on the API: the day's totals are the sum of its orders' rows in the store's time
 * zone (São Paulo, UTC-3), the order search and a customer's earlier orders stay in the store, and a
 * store that accepts automatically answers orders as they are placed or paid.
 */

const OTHER = copShop.slug;
let staff: string;
let owner: string;
let otherStaff: string;

beforeAll(async () => {
  await seed([shop, copShop]);
  await insertStaff(shop.id, "dono@carrinho.test", "OWNER", "Dona Carla");
  await insertStaff(shop.id, "equipe@carrinho.test", "STAFF", "Rita");
  await insertStaff(copShop.id, "equipe@pesos.test", "STAFF", "Juan");
  staff = await staffToken(SHOP, "equipe@carrinho.test");
  owner = await staffToken(SHOP, "dono@carrinho.test");
  otherStaff = await staffToken(OTHER, "equipe@pesos.test");
});

const act = (id: number, body: unknown) => send("POST", `/console/${SHOP}/orders/${id}/actions`, staff, body);
const readOrder = async (id: number) =>
  consoleOrderResponseSchema.parse(await (await getWithToken(`/console/${SHOP}/orders/${id}`, staff)).json()).data;
const totals = async (date?: string) =>
  json(
    await getWithToken(`/console/${SHOP}/day/totals${date ? `?date=${date}` : ""}`, staff),
    200,
    (body) => dayTotalsResponseSchema.parse(body).data,
  );

async function placed(
  payment: unknown,
  client: { name: string; phone: typeof PHONE } = { name: "Ana Souza", phone: PHONE },
) {
  // Online payments need a logged-in client.
  const token =
    payment === PIX
      ? await sessionToken(
          SHOP,
          shop.id,
          await insertClient(shop.id, { email: `pix-${crypto.randomUUID()}@carrinho.test` }),
        )
      : await visitorToken();
  const cart = await readyCart(token);
  return orderOf(await place(token, cart.guid, payment, { client }));
}

const placedAt = (id: number, at: string) =>
  env.DB.prepare("UPDATE orders SET created_at = ?1 WHERE id = ?2").bind(at, id).run();

describe("the day's totals", () => {
  it("equal the sum of the day's rows by method, a refund and a cancel included, in the store's time zone across midnight", async () => {
    const cashOrder = await placed(cash(10_000));
    const machine = await placed({ kind: "OFFLINE", method: "CREDIT_CARD", brand: "VISA" });
    const pix = await placed(PIX);
    const canceled = await placed(cash());
    const lateNight = await placed(cash());
    const nextDay = await placed(cash());
    const dayBefore = await placed(cash());
    await act(cashOrder.id, { action: "ACCEPT" });
    await act(pix.id, { action: "PIX_RECEIVED" });
    await act(pix.id, { action: "ACCEPT" });
    expect((await act(canceled.id, { action: "REFUSE", reason: "ITEM_UNAVAILABLE", note: null })).status).toBe(200);
    // 20 November in São Paulo runs from 03:00 UTC that day to 03:00 UTC the next.
    await placedAt(dayBefore.id, "2026-11-20T02:59:00.000Z");
    await placedAt(cashOrder.id, "2026-11-20T03:00:00.000Z");
    await placedAt(machine.id, "2026-11-20T15:00:00.000Z");
    await placedAt(pix.id, "2026-11-20T22:00:00.000Z");
    await placedAt(canceled.id, "2026-11-20T23:00:00.000Z");
    await placedAt(lateNight.id, "2026-11-21T02:30:00.000Z");
    await placedAt(nextDay.id, "2026-11-21T03:00:00.000Z");
    // Part of the PIX given back (the provider's refund row, decision 085).
    await env.DB.prepare(
      `INSERT INTO payment_refunds (merchant_id, order_id, provider, provider_refund_id, idempotency_key, amount, kind, reason, refunded_by, status, created_at)
       VALUES (?1, ?2, 'sandbox', 'r-1', 'k-1', 500, 'PARTIAL', 'CUSTOMER_REQUEST', 'staff:1', 'APPROVED', 0)`,
    )
      .bind(shop.id, pix.id)
      .run();

    const day = await totals("2026-11-20");
    const ids = [cashOrder.id, machine.id, pix.id, canceled.id, lateNight.id];
    expect(day.orders.map((order) => order.id)).toEqual(ids);

    // The same numbers read straight from the rows.
    const { results: rows } = await env.DB.prepare(
      `SELECT id, status, payment_method, total, change_for,
              (SELECT COALESCE(SUM(amount), 0) FROM payment_refunds WHERE order_id = orders.id) AS refunded
       FROM orders WHERE id IN (SELECT value FROM json_each(?1))`,
    )
      .bind(JSON.stringify(ids))
      .all<{
        id: number;
        status: string;
        payment_method: string;
        total: number;
        change_for: number | null;
        refunded: number;
      }>();
    const sold = rows.filter((row) => row.status !== "CANCELED");
    const sum = (list: { total: number }[]) => list.reduce((total, row) => total + row.total, 0);
    const byMethod = (method: string) => sum(sold.filter((row) => row.payment_method === method));
    const cashRow = rows.find((row) => row.id === cashOrder.id)!;
    const canceledRow = rows.find((row) => row.id === canceled.id)!;

    expect(day.placed).toBe(5);
    expect(day.sales).toEqual({ count: 4, amount: sum(sold) });
    expect(day.by_method).toEqual([
      { method: "CASH", count: 2, amount: byMethod("CASH") },
      { method: "CREDIT_CARD", count: 1, amount: byMethod("CREDIT_CARD") },
      { method: "PIX", count: 1, amount: byMethod("PIX") },
    ]);
    expect(day.cash).toEqual({ sales: byMethod("CASH"), change: 10_000 - cashRow.total });
    expect(day.refunds).toEqual({ count: 1, amount: 500 });
    expect(day.cancellations).toEqual({ count: 1, amount: canceledRow.total });
    expect(day.average_ticket).toBe(Math.round(sum(sold) / 4));
    expect(day.orders.find((order) => order.id === pix.id)).toMatchObject({ refunded: 500, payment_method: "PIX" });
    expect(day.timezone).toBe("America/Sao_Paulo");

    // The order at 00:00 local on the 21st is the next day's, the one at 23:59 on the 19th the day before's.
    expect((await totals("2026-11-21")).orders.map((order) => order.id)).toEqual([nextDay.id]);
    expect((await totals("2026-11-19")).orders.map((order) => order.id)).toEqual([dayBefore.id]);
  });

  it("refuses a date that is none, and another store's staff see only their store's day", async () => {
    await expectError(
      await getWithToken(`/console/${SHOP}/day/totals?date=2026-13-01`, staff),
      400,
      "VALIDATION_ERROR",
    );
    const elsewhere = await json(
      await getWithToken(`/console/${OTHER}/day/totals?date=2026-11-20`, otherStaff),
      200,
      (body) => dayTotalsResponseSchema.parse(body).data,
    );
    expect(elsewhere.placed).toBe(0);
    expect((await getWithToken(`/console/${SHOP}/day/totals`, otherStaff)).status).toBe(403);
  });
});

describe("order search", () => {
  it("finds by number, name or phone, only the store's orders and at most 20", async () => {
    const phone = { country_code: "55", ddd: "21", number: "912345678" };
    const order = await placed(cash(), { name: "Bruno Tavares", phone });
    const search = async (q: string, token = staff, slug = SHOP) =>
      json(await getWithToken(`/console/${slug}/orders/search?q=${encodeURIComponent(q)}`, token), 200, (body) =>
        orderSearchResponseSchema.parse(body).data.orders.map((found) => found.id),
      );
    expect(await search(String(order.id))).toContain(order.id);
    expect(await search(`#${order.id}`)).toContain(order.id);
    expect(await search("bruno tav")).toEqual([order.id]);
    expect(await search("91234-5678")).toEqual([order.id]);
    expect(await search("(21) 91234")).toEqual([order.id]);
    expect(await search("100%")).toEqual([]);
    // Another store's staff search their own store, never this one's.
    expect(await search("Bruno", otherStaff, OTHER)).toEqual([]);
    expect((await getWithToken(`/console/${SHOP}/orders/search?q=Bruno`, otherStaff)).status).toBe(403);
    await expectError(await getWithToken(`/console/${SHOP}/orders/search?q=%20`, staff), 400, "VALIDATION_ERROR");

    for (let i = 0; i < 21; i += 1) await placed(cash());
    expect(await search("Ana Souza")).toHaveLength(20);
  });
});

describe("a customer's earlier orders", () => {
  it("lists the same phone's last five orders at this store, never another store's", async () => {
    const phone = { country_code: "55", ddd: "31", number: "955554444" };
    const earlier = [];
    for (let i = 0; i < 6; i += 1) earlier.push(await placed(cash(), { name: "Carla Dias", phone }));
    const stranger = await placed(cash(), { name: "Outra Pessoa", phone: { ...phone, number: "955554445" } });
    const order = await placed(cash(), { name: "Carla Dias", phone });
    // The same phone at another store: its row rewritten to that store is never listed here.
    await env.DB.prepare("UPDATE orders SET merchant_id = ?1 WHERE id = ?2").bind(copShop.id, stranger.id).run();
    const read = async (id: number, token = staff, slug = SHOP) =>
      getWithToken(`/console/${slug}/orders/${id}/earlier`, token);
    const listed = await json(await read(order.id), 200, (body) => earlierOrdersResponseSchema.parse(body).data.orders);
    expect(listed.map((found) => found.id)).toEqual(
      earlier
        .slice(1)
        .map((found) => found.id)
        .reverse(),
    );
    expect(listed[0]).toMatchObject({ status: "WAITING_CONFIRMATION", total: earlier[5]!.summary.total });
    await expectError(await read(order.id, otherStaff, OTHER), 404, "NOT_FOUND");
  });

  it("never crosses merchants even with the same phone", async () => {
    const phone = { country_code: "55", ddd: "41", number: "933332222" };
    const mine = await placed(cash(), { name: "Davi Lima", phone });
    const theirs = await placed(cash(), { name: "Davi Lima", phone });
    await env.DB.prepare("UPDATE orders SET merchant_id = ?1 WHERE id = ?2").bind(copShop.id, theirs.id).run();
    const later = await placed(cash(), { name: "Davi Lima", phone });
    const listed = await json(
      await getWithToken(`/console/${SHOP}/orders/${later.id}/earlier`, staff),
      200,
      (body) => earlierOrdersResponseSchema.parse(body).data.orders,
    );
    expect(listed.map((found) => found.id)).toEqual([mine.id]);
  });
});

describe("auto-accept", () => {
  const setAutoAccept = (on: boolean, token = owner) =>
    send("PUT", `/console/${SHOP}/auto_accept`, token, { auto_accept: on });

  it("is the owner's switch, shown on the day", async () => {
    await expectError(await setAutoAccept(true, staff), 403, "FORBIDDEN");
    const on = await json(await setAutoAccept(true), 200, (body) => autoAcceptResponseSchema.parse(body).data);
    expect(on.auto_accept).toBe(true);
    const day = await json(
      await getWithToken(`/console/${SHOP}/day`, staff),
      200,
      (body) => consoleDayResponseSchema.parse(body).data,
    );
    expect(day.auto_accept).toBe(true);
    await setAutoAccept(false);
  });

  it("accepts an order as it is placed and a PIX as it is paid, saying so in the history; off, it leaves them to staff", async () => {
    await setAutoAccept(true);
    const order = await placed(cash());
    const accepted = await readOrder(order.id);
    expect(accepted.status).toBe("CONFIRMED");
    expect(accepted.history.at(-1)).toMatchObject({ status: "CONFIRMED", by: null, auto: true });

    const pix = await placed(PIX);
    expect((await readOrder(pix.id)).status).toBe("WAITING_PAYMENT");
    await act(pix.id, { action: "PIX_RECEIVED" });
    const paid = await readOrder(pix.id);
    expect(paid.status).toBe("CONFIRMED");
    expect(paid.history.map((entry) => [entry.status, entry.auto === true])).toEqual([
      ["WAITING_PAYMENT", false],
      ["WAITING_CONFIRMATION", false],
      ["CONFIRMED", true],
    ]);

    // Every screen's bar names them, so a screen that prints on accept prints these too; an order a
    // person accepted is not among them.
    const bar = async () =>
      json(
        await getWithToken(`/console/${SHOP}/waiting`, staff),
        200,
        (body) => consoleWaitingResponseSchema.parse(body).data,
      );
    expect((await bar()).auto_accepted_ids.slice(0, 2)).toEqual([pix.id, order.id]);

    await setAutoAccept(false);
    const waiting = await placed(cash());
    expect((await readOrder(waiting.id)).status).toBe("WAITING_CONFIRMATION");
    await act(waiting.id, { action: "ACCEPT" });
    expect((await bar()).auto_accepted_ids).not.toContain(waiting.id);
  });
});
