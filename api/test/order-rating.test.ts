import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { ORDER_RATING_COMMENT_MAX, RATING_MESSAGES, orderListResponseSchema } from "../../contract";
import { insertClient, sessionToken } from "./client-fixtures";
import { call, expectError, seed, send } from "./helpers";
import { ADMIN, PHONE, PIX, SHOP, json, orderOf, place, readyCart, shop, visitorToken } from "./orders-fixtures";

/*
 * Rating an order: a delivered order of the caller's, once, 1 to 5 stars and an optional comment;
 * the rating is on the order and in the client's list afterwards.
 */

let clientId: number;
let otherClientId: number;

beforeAll(async () => {
  await seed([shop]);
  clientId = await insertClient(shop.id, { email: "avalia@carrinho.test", phone: PHONE });
  otherClientId = await insertClient(shop.id, { email: "outro-avalia@carrinho.test", phone: PHONE });
});

const clientToken = () => sessionToken(SHOP, shop.id, clientId);
const rate = (token: string, id: number, body: unknown) => send("POST", `/${SHOP}/orders/${id}/rating`, token, body);

/** A cash delivery of the client's, moved by the store to DELIVERED (confirmed, out for delivery, delivered). */
async function deliveredOrder(token: string) {
  const order = await orderOf(await place(token, (await readyCart(token)).guid));
  for (let step = 0; step < 3; step++) {
    const moved = await call(`/admin/orders/${order.id}/advance`, { method: "POST", headers: ADMIN });
    expect(moved.status, await moved.clone().text()).toBe(200);
  }
  return order;
}

describe("POST /{slug}/orders/{id}/rating", () => {
  it("rates a delivered order once: the rating is on the order and in the list; a second one is 409", async () => {
    const token = await clientToken();
    const order = await deliveredOrder(token);
    const before = await orderOf(await send("GET", `/${SHOP}/orders/${order.id}`, token), 200);
    expect(before).toMatchObject({ status: "DELIVERED", rating: null, can_rate: true });

    const rated = await orderOf(await rate(token, order.id, { stars: 4, comment: "  Chegou quentinha.  " }), 201);
    expect(rated.rating).toMatchObject({ stars: 4, comment: "Chegou quentinha." });
    expect(rated.can_rate).toBe(false);
    expect(Number.isNaN(Date.parse(rated.rating!.created_at))).toBe(false);

    const again = await orderOf(await send("GET", `/${SHOP}/orders/${order.id}`, token), 200);
    expect(again.rating).toEqual(rated.rating);
    const list = await json(
      await send("GET", `/${SHOP}/clients/${clientId}/orders`, token),
      200,
      (body) => orderListResponseSchema.parse(body).data,
    );
    expect(list.find((line) => line.id === order.id)).toMatchObject({
      rating: { stars: 4, comment: "Chegou quentinha." },
      can_rate: false,
    });

    await expectError(await rate(token, order.id, { stars: 1 }), 409, "ALREADY_RATED");
    const kept = await orderOf(await send("GET", `/${SHOP}/orders/${order.id}`, token), 200);
    expect(kept.rating?.stars).toBe(4);
  });

  it("takes no comment, and a blank one as none", async () => {
    const token = await clientToken();
    const first = await deliveredOrder(token);
    expect((await orderOf(await rate(token, first.id, { stars: 5 }), 201)).rating).toMatchObject({
      stars: 5,
      comment: null,
    });
    const second = await deliveredOrder(token);
    expect((await orderOf(await rate(token, second.id, { stars: 1, comment: "   " }), 201)).rating).toMatchObject({
      stars: 1,
      comment: null,
    });
  });

  it("refuses an order that is not delivered (422 NOT_DELIVERED), before and after the store moves it", async () => {
    const token = await clientToken();
    const order = await orderOf(await place(token, (await readyCart(token)).guid));
    expect(order.can_rate).toBe(false);
    await expectError(await rate(token, order.id, { stars: 5 }), 422, "NOT_DELIVERED");
    await call(`/admin/orders/${order.id}/advance`, { method: "POST", headers: ADMIN });
    await expectError(await rate(token, order.id, { stars: 5 }), 422, "NOT_DELIVERED");

    const pix = await orderOf(await place(token, (await readyCart(token)).guid, PIX));
    expect((await send("POST", `/${SHOP}/orders/${pix.id}/cancel`, token)).status).toBe(200);
    await expectError(await rate(token, pix.id, { stars: 5 }), 422, "NOT_DELIVERED");
    const count = await env.DB.prepare("SELECT count(*) AS n FROM order_ratings WHERE order_id IN (?1, ?2)")
      .bind(order.id, pix.id)
      .first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it("is 404 for someone else's order, another visitor's and an unknown one, like every order route", async () => {
    const order = await deliveredOrder(await clientToken());
    await expectError(
      await rate(await sessionToken(SHOP, shop.id, otherClientId), order.id, { stars: 5 }),
      404,
      "NOT_FOUND",
    );
    await expectError(await rate(await visitorToken(), order.id, { stars: 5 }), 404, "NOT_FOUND");
    await expectError(await rate(await clientToken(), 99_999_999, { stars: 5 }), 404, "NOT_FOUND");
    const after = await orderOf(await send("GET", `/${SHOP}/orders/${order.id}`, await clientToken()), 200);
    expect(after.can_rate).toBe(true);
  });

  it("lets a visitor rate the order their token placed", async () => {
    const token = await visitorToken();
    const order = await deliveredOrder(token);
    expect((await orderOf(await rate(token, order.id, { stars: 3 }), 201)).rating?.stars).toBe(3);
  });

  it("refuses stars outside 1 to 5 and a comment too long with 422 and the form's message keys; a malformed body is 400", async () => {
    const token = await clientToken();
    const order = await deliveredOrder(token);
    for (const stars of [0, 6, -1, 2.5, "5", null]) {
      const error = await expectError(await rate(token, order.id, { stars }), 422, "VALIDATION_ERROR");
      expect(error.errors).toEqual([{ field: "stars", message: RATING_MESSAGES.starsRequired }]);
    }
    const missing = await expectError(await rate(token, order.id, { comment: "bom" }), 422, "VALIDATION_ERROR");
    expect(missing.errors).toEqual([{ field: "stars", message: RATING_MESSAGES.starsRequired }]);
    const long = await expectError(
      await rate(token, order.id, { stars: 5, comment: "a".repeat(ORDER_RATING_COMMENT_MAX + 1) }),
      422,
      "VALIDATION_ERROR",
    );
    expect(long.errors).toEqual([{ field: "comment", message: RATING_MESSAGES.commentTooLong }]);
    await expectError(await rate(token, order.id, ["stars", 5]), 400, "VALIDATION_ERROR");
    // Nothing of it was kept: the order can still be rated, at the longest comment allowed.
    const rated = await orderOf(
      await rate(token, order.id, { stars: 5, comment: "a".repeat(ORDER_RATING_COMMENT_MAX) }),
      201,
    );
    expect(rated.rating?.comment).toHaveLength(ORDER_RATING_COMMENT_MAX);
  });

  it("gives exactly one rating to submissions that cross each other", async () => {
    const token = await clientToken();
    const order = await deliveredOrder(token);
    const answers = await Promise.all([1, 2, 3, 4, 5, 1, 2, 3].map((stars) => rate(token, order.id, { stars })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(answers.length - 1);
    const rows = await env.DB.prepare("SELECT stars FROM order_ratings WHERE order_id = ?1")
      .bind(order.id)
      .all<{ stars: number }>();
    expect(rows.results).toHaveLength(1);
  });

  it("keeps one rating per order in the database itself, whatever writes it", async () => {
    const order = await deliveredOrder(await clientToken());
    const insert = (stars: number) =>
      env.DB.prepare(
        "INSERT INTO order_ratings (order_id, merchant_id, stars, comment, created_at) VALUES (?1, ?2, ?3, NULL, '2026-11-27T00:00:00.000Z')",
      )
        .bind(order.id, shop.id, stars)
        .run();
    await expect(insert(6)).rejects.toThrow(/CHECK constraint/);
    await insert(5);
    await expect(insert(4)).rejects.toThrow(/UNIQUE constraint|PRIMARY KEY/);
  });
});
