import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type FidelityProgram,
  type Order,
  addCouponResponseSchema,
  cartResponseSchema,
  consoleOrderResponseSchema,
  couponsListResponseSchema,
  pointsResponseSchema,
} from "../../contract";
import { couponStatements } from "../seed/coupons-sql";
import type { SeedMerchant } from "../seed/types";
import { insertClient, sessionToken } from "./client-fixtures";
import { insertStaff, staffToken } from "./console-fixtures";
import { item } from "./fixtures";
import { call, expectError, getWithToken, seed, send } from "./helpers";
import {
  ADMIN,
  PHONE,
  PIX,
  SHOP,
  json,
  orderOf,
  place,
  readyCart,
  shop as orderShop,
  LOYALTY_SETTINGS,
} from "./orders-fixtures";

/*
 * An order the store cancels or refuses, the admin script cancels, or the customer gives up
 * unpaid gives back, in the move's batch, what it used: the points it spent, its single-use
 * coupon (usable again at once) and its fidelity reward; a second cancel gives nothing more.
 */

const PROGRAM: FidelityProgram = {
  id: 1,
  name: "Clube Carrinho",
  description: "A cada 5 pedidos entregues, R$ 20 de desconto.",
  enabled: true,
  modality: "ORDERS",
  goal: 5,
  reward: { description: "R$ 20 de desconto no próximo pedido", discount_type: "FIXED", value: 2000 },
};
const REFRI = 91100051; // 100 points
const UMAVEZ_ID = orderShop.id + 96001;

const shop: SeedMerchant = {
  ...orderShop,
  loyalty_settings: LOYALTY_SETTINGS,
  fidelity_programs: [PROGRAM],
  categories: [
    ...orderShop.categories,
    {
      id: 91100005,
      name: "Resgate",
      description: null,
      enabled: true,
      redeemable: true,
      order: 9,
      items: [item(REFRI, 91100005, "Refri (resgate)", 600, 0, { points_price: 100 })],
      pizzas: [],
    },
  ],
};

beforeAll(async () => {
  await seed([shop]);
  await insertStaff(shop.id, "dono@carrinho.test", "OWNER", "Dona Carla");
  const coupons = couponStatements(
    [
      {
        id: UMAVEZ_ID,
        merchantId: shop.id,
        code: "UMAVEZ",
        name: "Cupom UMAVEZ",
        description: "Uso único",
        discountType: "FIXED",
        value: 500,
        displayedInWallet: true,
        singleUse: true,
      },
    ],
    [shop],
  );
  await env.DB.batch(coupons.map((statement) => env.DB.prepare(statement)));
  await env.DB.prepare("UPDATE merchants SET coupon_settings = ? WHERE id = ?")
    .bind(JSON.stringify({ enabled: true, max_coupons_per_cart: 2, show_wallet: true }), shop.id)
    .run();
});

let emails = 0;
/** A client with 150 points and a fidelity reward waiting. */
async function newClient() {
  const id = await insertClient(shop.id, { email: `devolve-${++emails}@carrinho.test`, cpf: null, phone: PHONE });
  const at = new Date(Date.now() - 86_400_000).toISOString();
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO loyalty_entries (merchant_id, client_id, kind, points, description, order_id, effective_at, expires_at, created_at) VALUES (?1, ?2, 'BONUS', 150, 'Bônus', NULL, ?3, NULL, ?3)",
    ).bind(shop.id, id, at),
    env.DB.prepare(
      "INSERT INTO fidelity_rewards (merchant_id, client_id, program_id, cycle, reached_at, seen_at) VALUES (?1, ?2, 1, 1, ?3, ?3)",
    ).bind(shop.id, id, at),
  ]);
  return { id, token: await sessionToken(SHOP, shop.id, id) };
}

const apply = (token: string, guid: string) =>
  send("POST", `/${SHOP}/carts/${guid}/coupons`, token, { coupon: { voucher_code: "UMAVEZ" } });
const pointsOf = async (id: number, token: string) =>
  json(
    await getWithToken(`/${SHOP}/loyalty/clients/${id}/points`, token),
    200,
    (body) => pointsResponseSchema.parse(body).data.points,
  );
const ledgerOf = async (id: number) =>
  (
    await env.DB.prepare("SELECT kind, points FROM loyalty_entries WHERE client_id = ?1 ORDER BY id")
      .bind(id)
      .all<{ kind: string; points: number }>()
  ).results;
const walletUmavez = async (id: number, token: string) =>
  json(
    await getWithToken(`/${SHOP}/coupons?client_id=${id}`, token),
    200,
    (body) => couponsListResponseSchema.parse(body).data,
  ).then((list) => list.coupons.find((coupon) => coupon.voucher_code === "UMAVEZ")!);
const unusedRewards = async (id: number) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM fidelity_rewards WHERE client_id = ?1 AND used_order_id IS NULL")
    .bind(id)
    .first<{ n: number }>())!.n;

/** An order spending 100 points on a drink, with UMAVEZ and the fidelity reward applied. */
async function orderUsingEverything(token: string, payment?: unknown): Promise<Order> {
  const cart = await readyCart(token);
  await json(
    await send("POST", `/${SHOP}/carts/${cart.guid}/items`, token, {
      item: { item_id: REFRI, quantity: 1, redeemed: true },
    }),
    200,
    (body) => cartResponseSchema.parse(body).data,
  );
  const withCoupon = await json(await apply(token, cart.guid), 200, (body) => addCouponResponseSchema.parse(body).data);
  expect(withCoupon.cart.coupons[0]).toMatchObject({ code: "UMAVEZ", applied: true });
  expect(withCoupon.cart.fidelity_program).toMatchObject({ program_id: 1, discount: 2000 });
  return orderOf(await place(token, cart.guid, payment));
}

const act = async (orderId: number, body: unknown) =>
  send("POST", `/console/${SHOP}/orders/${orderId}/actions`, await staffToken(SHOP, "dono@carrinho.test"), body);
const consoleMove = async (orderId: number, body: unknown) =>
  json(await act(orderId, body), 200, (value) => consoleOrderResponseSchema.parse(value).data);
const adminCancel = (orderId: number) =>
  call(`/admin/orders/${orderId}/status`, {
    method: "POST",
    headers: { ...ADMIN, "Content-Type": "application/json" },
    body: JSON.stringify({ status: "CANCELED" }),
  });

const CANCEL = { action: "CANCEL", reason: "STORE_CLOSING", note: null };
const REFUSE = { action: "REFUSE", reason: "ITEM_UNAVAILABLE", note: null };

const paths: {
  name: string;
  payment?: unknown;
  cancel: (order: Order, token: string) => Promise<unknown>;
  again: (order: Order, token: string) => Promise<Response>;
  refusal?: number;
}[] = [
  {
    name: "the store cancels an accepted order in the console",
    cancel: async (order) => consoleMove((await consoleMove(order.id, { action: "ACCEPT" })).id, CANCEL),
    again: (order) => act(order.id, CANCEL),
  },
  {
    name: "the store refuses a new order in the console",
    cancel: (order) => consoleMove(order.id, REFUSE),
    again: (order) => act(order.id, REFUSE),
  },
  {
    name: "the store refuses a paid PIX order, refunded",
    payment: PIX,
    cancel: async (order) => {
      await orderOf(await call(`/admin/orders/${order.id}/pix/pay`, { method: "POST", headers: ADMIN }), 200);
      const refused = await consoleMove(order.id, REFUSE);
      expect(refused).toMatchObject({ payment: { status: "REFUNDED" }, refunds: [{ amount: order.summary.total }] });
      return refused;
    },
    again: (order) => act(order.id, REFUSE),
  },
  {
    name: "the admin script cancels an accepted order",
    cancel: async (order) => {
      await consoleMove(order.id, { action: "ACCEPT" });
      return orderOf(await adminCancel(order.id), 200);
    },
    again: (order) => adminCancel(order.id),
  },
  {
    name: "the customer gives up an order whose PIX is unpaid",
    payment: PIX,
    cancel: async (order, token) => orderOf(await send("POST", `/${SHOP}/orders/${order.id}/cancel`, token), 200),
    again: (order, token) => send("POST", `/${SHOP}/orders/${order.id}/cancel`, token),
    refusal: 422,
  },
];

describe("a canceled order gives back what it used", () => {
  it.each(paths)(
    "$name: points, the single-use coupon and the fidelity reward, once",
    async ({ payment, cancel, again, refusal = 409 }) => {
      const { id, token } = await newClient();
      const order = await orderUsingEverything(token, payment);
      expect(order.summary.discount).toBe(2500);
      expect(await pointsOf(id, token)).toBe(50);
      expect(await walletUmavez(id, token)).toMatchObject({
        available_for_use: false,
        unavailable_reason: "ALREADY_USED",
      });
      expect(await unusedRewards(id)).toBe(0);

      await cancel(order, token);

      expect(await pointsOf(id, token)).toBe(150);
      expect(await ledgerOf(id)).toEqual([
        { kind: "BONUS", points: 150 },
        { kind: "REDEEMED", points: -100 },
        { kind: "REFUNDED", points: 100 },
      ]);
      expect(await walletUmavez(id, token)).toMatchObject({ available_for_use: true });
      expect(await unusedRewards(id)).toBe(1);
      // The canceled order keeps what it was placed with.
      const seen = await orderOf(await getWithToken(`/${SHOP}/orders/${order.id}`, token), 200);
      expect(seen).toMatchObject({ status: "CANCELED", summary: { discount: 2500 } });

      // Cancelled again: refused, and nothing is given back twice.
      await expectError(await again(order, token), refusal, "INVALID_TRANSITION");
      expect(await ledgerOf(id)).toHaveLength(3);
      expect(await pointsOf(id, token)).toBe(150);

      // The customer uses it all again on the next order.
      const next = await orderUsingEverything(token);
      expect(next.summary.discount).toBe(2500);
      expect(await pointsOf(id, token)).toBe(50);
      expect(await walletUmavez(id, token)).toMatchObject({
        available_for_use: false,
        unavailable_reason: "ALREADY_USED",
      });
    },
  );
});
