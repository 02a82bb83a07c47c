import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  cartResponseSchema,
  decodePixCode,
  orderListResponseSchema,
  pixStatusResponseSchema,
  reorderResponseSchema,
} from "../../contract";
import { expireOverduePayments } from "../src/services/reconciliation";
import { copShop } from "./cart-fixtures";
import { insertClient, sessionToken } from "./client-fixtures";
import { accessTokenFor, call, expectError, seed, send } from "./helpers";
import {
  ADMIN,
  BATATA,
  PHONE,
  PIX,
  SHOP,
  X_BURGER,
  cartStatus,
  cash,
  insertCard,
  json,
  orderOf,
  place,
  readyCart,
  shop,
  visitorToken,
} from "./orders-fixtures";

/*
 * After ordering: the customer's cancel, order again, paying again, the PIX status of a
 * cart, the client's list of orders, and the cron's expiry of unpaid PIX.
 */

let clientId: number;
let otherClientId: number;

beforeAll(async () => {
  await seed([shop, copShop]);
  clientId = await insertClient(shop.id, { email: "depois@carrinho.test", phone: PHONE });
  otherClientId = await insertClient(shop.id, { email: "outro@carrinho.test", phone: PHONE });
});

const clientToken = () => sessionToken(SHOP, shop.id, clientId);

describe("cancel", () => {
  it("cancels an order awaiting its online payment, once; refuses orders paid on delivery and others' orders", async () => {
    const token = await clientToken();
    const cart = await readyCart(token);
    const order = await orderOf(await place(token, cart.guid, PIX));
    await expectError(await send("POST", `/${SHOP}/orders/${order.id}/cancel`, await visitorToken()), 404, "NOT_FOUND");
    await expectError(
      await send("POST", `/${SHOP}/orders/${order.id}/cancel`, await sessionToken(SHOP, shop.id, otherClientId)),
      404,
      "NOT_FOUND",
    );

    const canceled = await orderOf(await send("POST", `/${SHOP}/orders/${order.id}/cancel`, token), 200);
    expect(canceled).toMatchObject({
      status: "CANCELED",
      status_code: 2,
      payment: { status: "FAILED", failure: "CANCELED_BY_CUSTOMER" },
      can_cancel: false,
      can_repay: false,
    });
    expect(canceled.history.map((entry) => entry.status)).toEqual(["WAITING_PAYMENT", "CANCELED"]);
    expect(await cartStatus(cart.guid)).toBe("FINALIZED");
    await expectError(await send("POST", `/${SHOP}/orders/${order.id}/cancel`, token), 422, "INVALID_TRANSITION");
    // A canceled PIX can no longer be paid.
    await expectError(
      await call(`/admin/orders/${order.id}/pix/pay`, { method: "POST", headers: ADMIN }),
      409,
      "INVALID_TRANSITION",
    );

    const cashOrder = await orderOf(await place(token, (await readyCart(token)).guid, cash()));
    await expectError(await send("POST", `/${SHOP}/orders/${cashOrder.id}/cancel`, token), 422, "INVALID_TRANSITION");
  });
});

describe("order again", () => {
  it("makes a new cart at today's prices, replacing the open one and naming what is no longer available", async () => {
    const token = await visitorToken();
    const order = await orderOf(await place(token, (await readyCart(token)).guid, cash()));
    // Meanwhile the visitor started another cart, fries went off the menu and the burger got dearer.
    const open = await json(
      await send("POST", `/${SHOP}/carts`, token, { cart: { items: [{ item_id: BATATA, quantity: 3 }] } }),
      201,
      (body) => cartResponseSchema.parse(body).data,
    );
    await env.DB.batch([
      env.DB.prepare("UPDATE items SET available = 0 WHERE id = ?").bind(BATATA),
      env.DB.prepare("UPDATE items SET price = price + 100 WHERE id = ?").bind(X_BURGER),
    ]);
    try {
      await expectError(
        await send("POST", `/${SHOP}/orders/${order.id}/reorder`, await visitorToken()),
        404,
        "NOT_FOUND",
      );
      const again = await json(
        await send("POST", `/${SHOP}/orders/${order.id}/reorder`, token),
        201,
        (body) => reorderResponseSchema.parse(body).data,
      );
      expect(again.skipped).toEqual(["Batata frita"]);
      expect(again.cart_guid).not.toBe(open.guid);
      await expectError(await send("GET", `/${SHOP}/carts/${open.guid}`, token), 404, "CART_NOT_FOUND");
      const cart = await json(
        await send("GET", `/${SHOP}/carts/${again.cart_guid}`, token),
        200,
        (body) => cartResponseSchema.parse(body).data,
      );
      expect(cart.status).toBe("OPEN");
      expect(cart.items.map((line) => [line.item_id, line.quantity])).toEqual([[X_BURGER, 2]]);
      expect(cart.items[0]!.unit_price).toBe(order.items[0]!.unit_price + 100);
      expect(cart.delivery).toMatchObject({
        type: "DELIVERY",
        area_name: "Consolação",
        address: { street: "Rua Augusta", number: "500" },
      });
      // The order itself is as it was.
      expect((await orderOf(await send("GET", `/${SHOP}/orders/${order.id}`, token), 200)).items).toEqual(order.items);

      // Nothing left to order: INVALID_CART, and the open cart stays.
      await env.DB.prepare("UPDATE items SET available = 0 WHERE id = ?").bind(X_BURGER).run();
      await expectError(await send("POST", `/${SHOP}/orders/${order.id}/reorder`, token), 422, "INVALID_CART");
      expect(await cartStatus(again.cart_guid)).toBe("OPEN");
    } finally {
      await env.DB.batch([
        env.DB.prepare("UPDATE items SET available = 1 WHERE id IN (?, ?)").bind(BATATA, X_BURGER),
        env.DB.prepare("UPDATE items SET price = price - 100 WHERE id = ?").bind(X_BURGER),
      ]);
    }
  });
});

describe("paying again", () => {
  it("gives a rejected card payment a new PIX code, or another card; refuses orders that cannot be paid again", async () => {
    const token = await clientToken();
    const card = await insertCard(shop.id, clientId);
    const cart = await readyCart(token);
    const order = await orderOf(await place(token, cart.guid, { kind: "ONLINE", method: "CARD", card_guid: card }));
    // The provider declined it (what the card charge outcome writes).
    await env.DB.prepare(
      "UPDATE orders SET status = 'PAYMENT_REJECTED', payment_status = 'FAILED', payment_failure = 'NOT_APPROVED', history = json_insert(history, '$[#]', json_object('status', 'PAYMENT_REJECTED', 'at', ?)) WHERE id = ?",
    )
      .bind(new Date().toISOString(), order.id)
      .run();
    await expectError(
      await send("POST", `/${SHOP}/orders/${order.id}/repayment`, await visitorToken(), { payment: { method: "PIX" } }),
      404,
      "NOT_FOUND",
    );
    const other = await insertCard(shop.id, otherClientId);
    await expectError(
      await send("POST", `/${SHOP}/orders/${order.id}/repayment`, token, {
        payment: { method: "CARD", card_guid: other },
      }),
      422,
      "ONLINE_PAYMENT_FAILED",
    );

    const repaid = await orderOf(
      await send("POST", `/${SHOP}/orders/${order.id}/repayment`, token, { payment: { method: "PIX" } }),
      200,
    );
    expect(repaid).toMatchObject({
      status: "WAITING_PAYMENT",
      payment: { method: "PIX", status: "PENDING", failure: null, card_guid: null },
      can_repay: false,
    });
    expect(repaid.history.map((entry) => entry.status)).toEqual([
      "WAITING_PAYMENT",
      "PAYMENT_REJECTED",
      "WAITING_PAYMENT",
    ]);
    expect(decodePixCode(repaid.payment.pix!.code)?.amount).toBe(order.summary.total);
    expect(await cartStatus(cart.guid)).toBe("PENDING");
    // A PIX awaiting payment is not paid again.
    await expectError(
      await send("POST", `/${SHOP}/orders/${order.id}/repayment`, token, { payment: { method: "PIX" } }),
      422,
      "INVALID_TRANSITION",
    );

    // The PIX status of the cart, then paid by the bank.
    const status = await json(
      await send("GET", `/${SHOP}/carts/${cart.guid}/pix_status`, token),
      200,
      (body) => pixStatusResponseSchema.parse(body).data,
    );
    expect(status).toEqual({
      order_id: order.id,
      payment_status: "PENDING",
      expires_at: repaid.payment.pix!.expires_at,
    });
    await expectError(
      await send("GET", `/${SHOP}/carts/${cart.guid}/pix_status`, await visitorToken()),
      404,
      "CART_NOT_FOUND",
    );

    const cashOrder = await orderOf(await place(token, (await readyCart(token)).guid, cash()));
    await expectError(
      await send("POST", `/${SHOP}/orders/${cashOrder.id}/repayment`, token, { payment: { method: "PIX" } }),
      422,
      "INVALID_TRANSITION",
    );
  });

  it("switches a card payment not made yet to another card of the client", async () => {
    const token = await clientToken();
    const [first, second] = [await insertCard(shop.id, clientId), await insertCard(shop.id, clientId)];
    const order = await orderOf(
      await place(token, (await readyCart(token)).guid, { kind: "ONLINE", method: "CARD", card_guid: first }),
    );
    const switched = await orderOf(
      await send("POST", `/${SHOP}/orders/${order.id}/repayment`, token, {
        payment: { method: "CARD", card_guid: second },
      }),
      200,
    );
    expect(switched).toMatchObject({
      status: "WAITING_PAYMENT",
      payment: { method: "CARD", card_guid: second, status: "PENDING" },
    });
    expect(switched.history.map((entry) => entry.status)).toEqual(["WAITING_PAYMENT"]);
  });
});

describe("the client's orders and the cron", () => {
  it("lists the client's own orders newest first with paging; 404 for another client's list", async () => {
    const listed = await insertClient(shop.id, { email: `lista-${crypto.randomUUID()}@carrinho.test`, phone: PHONE });
    const token = await sessionToken(SHOP, shop.id, listed);
    const ids: number[] = [];
    for (let index = 0; index < 3; index += 1)
      ids.push((await orderOf(await place(token, (await readyCart(token)).guid, cash()))).id);
    const list = await json(await send("GET", `/${SHOP}/clients/${listed}/orders?size=2`, token), 200, (body) =>
      orderListResponseSchema.parse(body),
    );
    expect(list.data.map((order) => order.id)).toEqual([ids[2], ids[1]]);
    expect(list.paging).toEqual({ page: 1, size: 2, total: 3 });
    expect(list.data[0]).toMatchObject({
      status: "WAITING_CONFIRMATION",
      delivery_type: "DELIVERY",
      lines: [
        { name: "X-Burger", quantity: 2 },
        { name: "Batata frita", quantity: 1 },
      ],
    });
    const second = await json(
      await send("GET", `/${SHOP}/clients/${listed}/orders?size=2&page=2`, token),
      200,
      (body) => orderListResponseSchema.parse(body),
    );
    expect(second.data.map((order) => order.id)).toEqual([ids[0]]);
    await expectError(await send("GET", `/${SHOP}/clients/${clientId}/orders`, token), 404, "NOT_FOUND");
    await expectError(await send("GET", `/${SHOP}/clients/${listed}/orders`, await visitorToken()), 404, "NOT_FOUND");
    await expectError(
      await send("GET", `/${copShop.slug}/clients/${listed}/orders`, await accessTokenFor(copShop.slug)),
      404,
      "NOT_FOUND",
    );
  });

  it("expires unpaid PIX orders past their deadline on the cron, and only those", async () => {
    const token = await clientToken();
    const late = await orderOf(await place(token, (await readyCart(token)).guid, PIX));
    const onTime = await orderOf(await place(token, (await readyCart(token)).guid, PIX));
    await env.DB.prepare("UPDATE orders SET pix_expires_at = ? WHERE id = ?")
      .bind(new Date(Date.now() - 60_000).toISOString(), late.id)
      .run();
    expect(await expireOverduePayments(env.DB, new Date())).toBe(1);
    const rows = await env.DB.prepare("SELECT id, status, payment_status FROM orders WHERE id IN (?, ?) ORDER BY id")
      .bind(late.id, onTime.id)
      .all();
    expect(rows.results).toEqual([
      { id: late.id, status: "EXPIRED_PAYMENT", payment_status: "EXPIRED" },
      { id: onTime.id, status: "WAITING_PAYMENT", payment_status: "PENDING" },
    ]);
    expect(await cartStatus(late.cart_guid)).toBe("FINALIZED");
    expect(await expireOverduePayments(env.DB, new Date())).toBe(0);
  });
});
