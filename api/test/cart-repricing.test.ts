import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema, cartResponseSchema } from "../../contract";
import { seed, send } from "./helpers";
import {
  AO_PONTO,
  PHONE,
  SHOP,
  X_BURGER,
  cash,
  json,
  newKey,
  orderOf,
  readyCart,
  shop,
  visitorToken,
} from "./orders-fixtures";

/* A price changed by the owner while a cart holds the dish (decision 097). */

beforeAll(() => seed([shop]));

/** What the menu editor's change does: the dish's and one option's price, and the menu version, in one batch. */
const changePrices = (burger: number, aoPonto: number) =>
  env.DB.batch([
    env.DB.prepare("UPDATE items SET price = ? WHERE id = ?").bind(burger, X_BURGER),
    env.DB.prepare("UPDATE options SET price = ? WHERE id = ?").bind(aoPonto, AO_PONTO),
    env.DB.prepare("UPDATE merchants SET menu_version = menu_version + 1 WHERE slug = ?").bind(SHOP),
  ]);

const cartNow = async (token: string, guid: string) =>
  json(await send("GET", `/${SHOP}/carts/${guid}`, token), 200, (body) => cartResponseSchema.parse(body).data);

const placeShown = (token: string, guid: string, expected: number) =>
  send("POST", `/${SHOP}/orders`, token, {
    cart_guid: guid,
    idempotency_key: newKey(),
    order: { payment: cash(), tax_id: null, expected_total: expected, repeat_confirmed: true },
    client: { name: "Ana Souza", phone: PHONE },
  });

describe("a cart priced before a price change", () => {
  it("is re-priced at its next read and names each line whose unit price changed; an order placed before keeps its price", async () => {
    const earlier = await visitorToken();
    const earlierCart = await readyCart(earlier);
    const placed = await orderOf(await placeShown(earlier, earlierCart.guid, earlierCart.summary.total));

    const token = await visitorToken();
    const before = await readyCart(token);
    expect(before.repriced).toEqual([]);
    const burgerBefore = before.items.find((line) => line.item_id === X_BURGER)!;
    expect(burgerBefore.unit_price).toBe(2500);

    await changePrices(2990, 150);
    const after = await cartNow(token, before.guid);
    const burger = after.items.find((line) => line.item_id === X_BURGER)!;
    expect(burger.unit_price).toBe(3140);
    expect(after.summary.total).toBe(before.summary.total + 2 * 640);
    // Only the burger changed: the fries are not named.
    expect(after.repriced).toEqual([{ kind: "item", id: burger.id, name: "X-Burger", from: 2500, to: 3140 }]);

    // Another of the same dish, added at the new price, still names the change from the price first shown.
    const added = await json(
      await send("POST", `/${SHOP}/carts/${before.guid}/items`, token, {
        item: { item_id: X_BURGER, quantity: 1, options: [{ option_id: AO_PONTO }] },
      }),
      200,
      (body) => cartResponseSchema.parse(body).data,
    );
    expect(added.repriced).toEqual([{ kind: "item", id: burger.id, name: "X-Burger", from: 2500, to: 3140 }]);

    // The order placed before the change: its lines and totals as they were.
    const again = await orderOf(await send("GET", `/${SHOP}/orders/${placed.id}`, earlier), 200);
    expect(again.items.find((line) => line.item_id === X_BURGER)!.unit_price).toBe(2500);
    expect(again.summary.total).toBe(placed.summary.total);
    await changePrices(2500, 0);
  });

  it("is never placed at a total the customer was not shown: 409 TOTAL_CHANGED with the total now, then placed at it", async () => {
    const token = await visitorToken();
    const shown = await readyCart(token);
    await changePrices(2700, 0);

    const refused = await placeShown(token, shown.guid, shown.summary.total);
    expect(refused.status).toBe(409);
    const now = shown.summary.total + 2 * 200;
    expect(apiErrorSchema.parse(await refused.json())).toMatchObject({ code: "TOTAL_CHANGED", total: now });
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE cart_guid = ?")
      .bind(shown.guid)
      .first<{ n: number }>();
    expect(count!.n).toBe(0);
    expect((await cartNow(token, shown.guid)).repriced).toMatchObject([{ from: 2500, to: 2700 }]);

    const order = await orderOf(await placeShown(token, shown.guid, now));
    expect(order.summary.total).toBe(now);
    expect(order.items.find((line) => line.item_id === X_BURGER)!.unit_price).toBe(2700);
    await changePrices(2500, 0);
  });
});
