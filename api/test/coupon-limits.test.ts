import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  COUPON_LIMITS_ERRORS as L,
  COUPON_USES_MAX,
  COUPON_USES_PER_CLIENT_MAX,
  addCouponResponseSchema,
  cartResponseSchema,
  consoleCouponResponseSchema,
  couponsListResponseSchema,
  settingsWriteResponseSchema,
} from "../../contract";
import type { Bindings } from "../src/env";
import { placeOrder } from "../src/services/order-placement";
import { insertClient, sessionToken } from "./client-fixtures";
import { ownerToken, seedMenuShops } from "./console-menu-fixtures";
import { accessTokenFor, expectError, getWithToken, send } from "./helpers";
import { PHONE, SHOP, cash, json, newKey, orderOf, place, readyCart, shop, visitorToken } from "./orders-fixtures";

/*
 * Use limits the owner sets on a coupon (decision 114): so many orders in all, so many per
 * customer. A use is an order not canceled; the last one goes to exactly one order however many
 * race for it, and a canceled or refused order gives its use back.
 */

const BASE = `/console/${SHOP}/settings`;

beforeAll(async () => {
  await seedMenuShops();
  await send("PUT", `${BASE}/coupons`, await ownerToken(), {
    enabled: true,
    max_coupons_per_cart: 2,
    show_wallet: true,
  });
});

const coupon = (
  code: string,
  limits: { max_uses?: number | null; max_uses_per_client?: number | null; single_use?: boolean },
) => ({
  code,
  name: `Cupom ${code}`,
  description: null,
  discount_type: "FIXED",
  value: 500,
  max_discount: null,
  minimum_order: 0,
  starts_on: "2026-01-01",
  ends_on: null,
  enabled: true,
  displayed_in_wallet: false,
  exclusive_email: null,
  requires_client: false,
  single_use: false,
  first_order_only: false,
  not_with_promotional_items: false,
  not_with_loyalty: false,
  delivery_restriction: null,
  ...limits,
});

async function createCoupon(body: unknown): Promise<number> {
  const answer = await json(await send("POST", `${BASE}/coupons`, await ownerToken(), body), 201, (raw) =>
    settingsWriteResponseSchema.parse(raw),
  );
  return answer.data.id!;
}

const readCoupon = async (id: number) =>
  json(await getWithToken(`${BASE}/coupons/${id}`, await ownerToken()), 200, (body) =>
    consoleCouponResponseSchema.parse(body),
  ).then((answer) => answer.data.coupon);

const apply = (token: string, guid: string, code: string) =>
  send("POST", `/${SHOP}/carts/${guid}/coupons`, token, { coupon: { voucher_code: code } });

/** A cart of the fixture's lines holding the coupon, applied. */
async function cartWith(token: string, code: string) {
  const cart = await readyCart(token);
  const applied = await json(await apply(token, cart.guid, code), 200, (body) => addCouponResponseSchema.parse(body));
  expect(applied.data.cart.coupons[0]).toMatchObject({ code, applied: true, discount: 500 });
  return applied.data.cart;
}

let clients = 0;
async function newClient() {
  const id = await insertClient(shop.id, { email: `limite-${++clients}@cardapio.test`, cpf: null, phone: PHONE });
  return sessionToken(SHOP, shop.id, id);
}

const cartOf = async (token: string, guid: string) =>
  json(await getWithToken(`/${SHOP}/carts/${guid}`, token), 200, (body) => cartResponseSchema.parse(body).data);

const wallet = async (token: string) =>
  json(
    await getWithToken(`/${SHOP}/coupons`, token),
    200,
    (body) => couponsListResponseSchema.parse(body).data.coupons,
  );

const refuse = async (orderId: number) =>
  json(
    await send("POST", `/console/${SHOP}/orders/${orderId}/actions`, await ownerToken(), {
      action: "REFUSE",
      reason: "ITEM_UNAVAILABLE",
      note: null,
    }),
    200,
    (body) => body,
  );

describe("a coupon's uses in all", () => {
  it("once its last use is ordered it is unavailable (404) to the next customer; a refused order gives the use back", async () => {
    const id = await createCoupon(coupon("PRIMEIROS1", { max_uses: 1 }));
    expect(await readCoupon(id)).toMatchObject({ max_uses: 1, max_uses_per_client: null, orders: 0 });

    const first = await visitorToken();
    const cart = await cartWith(first, "PRIMEIROS1");
    const order = await orderOf(await place(first, cart.guid));
    expect(order.summary.discount).toBe(500);
    expect(order.summary.total).toBe(cart.summary.total);
    expect(await readCoupon(id)).toMatchObject({ orders: 1 });

    const next = await visitorToken();
    const other = await readyCart(next);
    await expectError(await apply(next, other.guid, "PRIMEIROS1"), 404, "NOT_FOUND");

    // The store refuses the order: its use comes back, and the next customer has it.
    await refuse(order.id);
    expect(await readCoupon(id)).toMatchObject({ orders: 0 });
    await json(await apply(next, other.guid, "PRIMEIROS1"), 200, (body) => addCouponResponseSchema.parse(body));
    expect((await orderOf(await place(next, other.guid))).summary.discount).toBe(500);
  });

  it("a customer who applied it before the last use went is refused at placement, the coupon taken off the cart", async () => {
    await createCoupon(coupon("PRIMEIROS2", { max_uses: 1 }));
    const late = await visitorToken();
    const lateCart = await cartWith(late, "PRIMEIROS2");
    const early = await visitorToken();
    await orderOf(await place(early, (await cartWith(early, "PRIMEIROS2")).guid));

    const error = await expectError(await place(late, lateCart.guid), 422, "UNAVAILABLE");
    expect(error.errors).toEqual([{ field: "cart.coupons", message: "PRIMEIROS2" }]);
    const left = await cartOf(late, lateCart.guid);
    expect(left.coupons).toEqual([]);
    expect(left.summary.discount).toBe(0);
    // Placed again, the order is charged its full total: no discount it was not given.
    const order = await orderOf(await place(late, lateCart.guid));
    expect(order.summary.discount).toBe(0);
    expect(order.summary.total).toBe(left.summary.total);
  });

  it("of many orders placed at once for the last use, exactly one gets it", async () => {
    const id = await createCoupon(coupon("ULTIMO", { max_uses: 3 }));
    // Two of the three uses are taken.
    for (const _ of [1, 2]) {
      const token = await visitorToken();
      await orderOf(await place(token, (await cartWith(token, "ULTIMO")).guid));
    }
    const racers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const token = await visitorToken();
        return { token, cart: await cartWith(token, "ULTIMO") };
      }),
    );
    const answers = await Promise.all(racers.map(({ token, cart }) => place(token, cart.guid)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 422, 422, 422, 422, 422]);
    for (const answer of answers.filter((placed) => placed.status === 422))
      expect(await expectError(answer, 422, "UNAVAILABLE")).toMatchObject({
        errors: [{ field: "cart.coupons", message: "ULTIMO" }],
      });
    const discounted = await env.DB.prepare(
      `SELECT count(*) AS n FROM orders o JOIN cart_coupons cc ON cc.merchant_id = o.merchant_id AND cc.cart_guid = o.cart_guid
       WHERE cc.coupon_id = ?1 AND o.discount > 0`,
    )
      .bind(id)
      .first<number>("n");
    expect(discounted).toBe(3);
    expect(await readCoupon(id)).toMatchObject({ orders: 3 });
  });
});

describe("the last use, taken between a placement's checks and its write", () => {
  it("the order whose checks passed is still refused when another took the last use first", async () => {
    await createCoupon(coupon("CORRIDA", { max_uses: 1 }));
    const racer = async () => {
      const visitorId = `visitor-${crypto.randomUUID()}`;
      const cart = await cartWith(await accessTokenFor(SHOP, visitorId), "CORRIDA");
      return {
        merchantId: shop.id,
        caller: { visitorId },
        body: {
          cart_guid: cart.guid,
          idempotency_key: newKey(),
          order: { payment: cash(), tax_id: null, repeat_confirmed: true },
          client: { name: "Ana Souza", phone: PHONE },
        } as Parameters<typeof placeOrder>[1]["body"],
        now: new Date(),
      };
    };
    const [winner, loser] = [await racer(), await racer()];
    // The loser's write waits until the winner's order is in: its own checks saw the use free.
    let insertPrepared = false;
    let winnerPlaced: Awaited<ReturnType<typeof placeOrder>> | null = null;
    const db = new Proxy(env.DB, {
      get(target, property) {
        if (property === "prepare")
          return (query: string) => {
            if (query.trimStart().startsWith("INSERT INTO orders")) insertPrepared = true;
            return target.prepare(query);
          };
        if (property === "batch")
          return async (statements: D1PreparedStatement[]) => {
            if (insertPrepared && winnerPlaced === null) winnerPlaced = await placeOrder(env as Bindings, winner);
            return target.batch(statements);
          };
        const value: unknown = Reflect.get(target, property);
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const refused = placeOrder({ ...(env as Bindings), DB: db }, loser);
    await expect(refused).rejects.toMatchObject({
      status: 422,
      code: "UNAVAILABLE",
      errors: [{ field: "cart.coupons", message: "CORRIDA" }],
    });
    expect(winnerPlaced).toMatchObject({ placed: true, order: { summary: { discount: 500 } } });
    const held = await env.DB.prepare("SELECT count(*) AS n FROM cart_coupons WHERE cart_guid = ?1")
      .bind(loser.body.cart_guid)
      .first<number>("n");
    expect(held).toBe(0);
  });
});

describe("a coupon's uses per customer", () => {
  it("a customer's orders past the count are ALREADY_USED, at the add and at placement; a refused one gives it back", async () => {
    const id = await createCoupon(coupon("VEZES", { max_uses_per_client: 3 }));
    expect(await readCoupon(id)).toMatchObject({ max_uses_per_client: 3, single_use: false });
    const token = await newClient();
    await orderOf(await place(token, (await cartWith(token, "VEZES")).guid));
    const second = await orderOf(await place(token, (await cartWith(token, "VEZES")).guid));
    expect(second.summary.discount).toBe(500);
    // Applied while the count allowed it; the owner lowers it before the order is placed.
    const third = await cartWith(token, "VEZES");
    await send("PUT", `${BASE}/coupons/${id}`, await ownerToken(), coupon("VEZES", { max_uses_per_client: 2 }));
    const error = await expectError(await place(token, third.guid), 422, "ALREADY_USED");
    expect(error.errors).toEqual([{ field: "coupon", message: "VEZES" }]);

    // Another customer still has theirs; a visitor must log in to be counted.
    await cartWith(await newClient(), "VEZES");
    const visitor = await visitorToken();
    await expectError(await apply(visitor, (await readyCart(visitor)).guid, "VEZES"), 422, "REQUIRED_CLIENT");

    // The store refuses one of the two orders: the third is placed with its discount, and then the count is full.
    await refuse(second.id);
    expect((await orderOf(await place(token, third.guid))).summary.discount).toBe(500);
    await expectError(await apply(token, (await readyCart(token)).guid, "VEZES"), 422, "ALREADY_USED");
  });

  it("one use per customer is the single-use coupon: the console writes both", async () => {
    const one = await readCoupon(await createCoupon(coupon("UMA", { max_uses_per_client: 1 })));
    expect(one).toMatchObject({ single_use: true, max_uses_per_client: 1 });
    const flag = await readCoupon(await createCoupon(coupon("FLAG", { single_use: true })));
    expect(flag).toMatchObject({ single_use: true, max_uses_per_client: 1 });
    const row = await env.DB.prepare("SELECT single_use, max_uses_per_client FROM coupons WHERE code = 'UMA'").first();
    expect(row).toEqual({ single_use: 1, max_uses_per_client: 1 });
  });
});

describe("the console's bounds on the limits", () => {
  it("refuses zero, fractions, too many, and a single-use coupon with another count, on the field, writing nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ max_uses: 0 }, "max_uses", L.usesInvalid],
      [{ max_uses: 2.5 }, "max_uses", L.usesInvalid],
      [{ max_uses: COUPON_USES_MAX + 1 }, "max_uses", L.usesInvalid],
      [{ max_uses_per_client: 0 }, "max_uses_per_client", L.usesPerClientInvalid],
      [{ max_uses_per_client: COUPON_USES_PER_CLIENT_MAX + 1 }, "max_uses_per_client", L.usesPerClientInvalid],
      [{ single_use: true, max_uses_per_client: 3 }, "max_uses_per_client", L.singleUseIsOne],
    ];
    for (const [limits, field, message] of cases) {
      const error = await expectError(
        await send("POST", `${BASE}/coupons`, await ownerToken(), coupon("LIMITES", limits)),
        400,
        "VALIDATION_ERROR",
      );
      expect(error.errors).toContainEqual({ field, message });
    }
    const left = await env.DB.prepare("SELECT count(*) AS n FROM coupons WHERE code = 'LIMITES'").first<number>("n");
    expect(left).toBe(0);
  });
});

describe("the customer's wallet", () => {
  it("leaves out a coupon whose every use is taken, and says ALREADY_USED to a customer at their count", async () => {
    const usedUp = await createCoupon({ ...coupon("ESGOTADO", { max_uses: 1 }), displayed_in_wallet: true });
    const perClient = await createCoupon({ ...coupon("SOUMA", { max_uses_per_client: 2 }), displayed_in_wallet: true });
    const token = await newClient();
    const codes = (list: { voucher_code: string }[]) => list.map((entry) => entry.voucher_code);
    expect(codes(await wallet(token))).toEqual(expect.arrayContaining(["ESGOTADO", "SOUMA"]));

    const buyer = await newClient();
    await orderOf(await place(buyer, (await cartWith(buyer, "ESGOTADO")).guid));
    for (const _ of [1, 2]) await orderOf(await place(buyer, (await cartWith(buyer, "SOUMA")).guid));

    expect(codes(await wallet(token))).not.toContain("ESGOTADO");
    await expectError(await getWithToken(`/${SHOP}/coupons/${usedUp}`, token), 404, "NOT_FOUND");
    expect((await wallet(token)).find((entry) => entry.id === perClient)).toMatchObject({ available_for_use: true });
    expect((await wallet(buyer)).find((entry) => entry.id === perClient)).toMatchObject({
      available_for_use: false,
      unavailable_reason: "ALREADY_USED",
    });
  });
});
