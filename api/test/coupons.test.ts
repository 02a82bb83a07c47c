import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type Cart,
  addCouponResponseSchema,
  cartResponseSchema,
  couponResponseSchema,
  couponsListResponseSchema,
} from "../../contract";
import { couponStatements } from "../seed/coupons-sql";
import type { DemoCoupon } from "../seed/data/coupons";
import { insertClient, sessionToken } from "./client-fixtures";
import { expectError, seed, send } from "./helpers";
import {
  BATATA,
  PHONE,
  PIX,
  SHOP,
  cartStatus,
  json,
  orderOf,
  place,
  readyCart,
  shop,
  visitorToken,
} from "./orders-fixtures";

/*
 * Coupons through the real routes: every refusal code and the order they are checked
 * in, the discount of each type on a real cart, the delivery type a coupon moves the cart to,
 * single use under two crossing applies, other callers' carts, orders keeping their discount,
 * and the wallet.
 */

const M = shop.id;
let n = 0;
const coupon = (code: string, extra: Partial<DemoCoupon> = {}): DemoCoupon => ({
  id: M + 95000 + ++n,
  merchantId: M,
  code,
  name: `Cupom ${code}`,
  description: `Descrição de ${code}`,
  discountType: "FIXED",
  value: 1000,
  displayedInWallet: true,
  ...extra,
});

let clientId: number;
let noCpfClientId: number;
let otherClientId: number;

const coupons = [
  coupon("DEZ"),
  coupon("OUTRO", { value: 300, displayedInWallet: false }),
  coupon("PORCENTO", { discountType: "PERCENTAGE", value: 15, maxDiscount: 5000 }),
  coupon("TETO", { discountType: "PERCENTAGE", value: 50, maxDiscount: 1500 }),
  coupon("FRETE", { discountType: "FREE_DELIVERY", value: 0, deliveryRestriction: "DELIVERY_ONLY" }),
  coupon("RETIRA", { value: 500, deliveryRestriction: "STORE_ONLY" }),
  coupon("UMAVEZ", { singleUse: true }),
  coupon("PRIMEIRO", { discountType: "PERCENTAGE", value: 10, firstOrderOnly: true }),
  coupon("MINIMO", { minimumOrder: 10_000 }),
  coupon("SEMPROMO", { notWithPromotionalItems: true, minimumOrder: 10_000 }),
  coupon("CADASTRO", { requiresClient: true }),
  coupon("VENCIDO", { endDate: "2026-01-02T00:00:00.000Z" }),
  coupon("FUTURO", { startDate: "2099-01-01T00:00:00.000Z" }),
  coupon("DESLIGADO", { enabled: false }),
];

beforeAll(async () => {
  await seed([shop]);
  clientId = await insertClient(M, { email: "cupom@carrinho.test", cpf: "52998224725", phone: PHONE });
  noCpfClientId = await insertClient(M, { email: "semcpf@carrinho.test", phone: PHONE });
  otherClientId = await insertClient(M, { email: "outro@carrinho.test", cpf: "39053344705", phone: PHONE });
  const exclusive = coupon("SOVOCE", { clientId: otherClientId, displayedInWallet: false });
  const statements = couponStatements([...coupons, exclusive], [shop]);
  await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)));
  await setCouponSettings({ enabled: true, max_coupons_per_cart: 2, show_wallet: true });
});

const setCouponSettings = (settings: { enabled: boolean; max_coupons_per_cart: number; show_wallet: boolean }) =>
  env.DB.prepare("UPDATE merchants SET coupon_settings = ? WHERE id = ?").bind(JSON.stringify(settings), M).run();

const apply = (token: string, guid: string, code: string) =>
  send("POST", `/${SHOP}/carts/${guid}/coupons`, token, { coupon: { voucher_code: code } });
const applied = (response: Response) => json(response, 200, (body) => addCouponResponseSchema.parse(body).data);
const remove = (token: string, guid: string, couponId: number) =>
  send("DELETE", `/${SHOP}/carts/${guid}/coupons/${couponId}`, token);
const cartOf = (response: Response, status = 200): Promise<Cart> =>
  json(response, status, (body) => cartResponseSchema.parse(body).data);
const idOf = (code: string) => coupons.find((candidate) => candidate.code === code)!.id;
const clientToken = (id = clientId) => sessionToken(SHOP, M, id);
const rowsOf = async (couponId: number) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM cart_coupons WHERE coupon_id = ?")
    .bind(couponId)
    .first<{ n: number }>())!.n;

// readyCart: 2 × X-Burger (25,00) + batata (12,00) = 62,00, delivery to Consolação (5,00), packaging 2,00.

describe("applying a coupon", () => {
  it("prices each discount type on the cart: fixed, percentage (capped) and free delivery", async () => {
    const token = await visitorToken();
    const cart = await readyCart(token);
    expect(cart.summary).toMatchObject({ subtotal: 6200, delivery_fee: 500, discount: 0 });

    const fixed = await applied(await apply(token, cart.guid, " dez "));
    expect(fixed.coupon).toMatchObject({
      voucher_code: "DEZ",
      discount_type: "FIXED",
      value: 1000,
      available_for_use: true,
    });
    expect(fixed.delivery_type_changed_to).toBeNull();
    expect(fixed.cart.coupons).toEqual([
      {
        id: idOf("DEZ"),
        code: "DEZ",
        name: "Cupom DEZ",
        discount_type: "FIXED",
        discount: 1000,
        applied: true,
        reason: null,
      },
    ]);
    expect(fixed.cart.adjustments).toContainEqual({
      type: "DISCOUNT",
      source: "COUPON",
      name: "Cupom DEZ",
      amount: 1000,
    });
    expect(fixed.cart.summary).toMatchObject({ discount: 1000, total: 6200 + 500 + 200 - 1000 });

    const percent = await applied(await apply(token, cart.guid, "PORCENTO"));
    expect(percent.cart.coupons[1]).toMatchObject({ code: "PORCENTO", discount: 930, applied: true }); // 15% of 62,00
    expect(percent.cart.summary.discount).toBe(1930);

    await cartOf(await remove(token, cart.guid, idOf("DEZ")));
    await cartOf(await remove(token, cart.guid, idOf("PORCENTO")));
    const capped = await applied(await apply(token, cart.guid, "TETO"));
    expect(capped.cart.coupons[0]).toMatchObject({ code: "TETO", discount: 1500 }); // 50% would be 31,00

    const free = await applied(await apply(token, cart.guid, "FRETE"));
    expect(free.cart.coupons[1]).toMatchObject({
      code: "FRETE",
      discount_type: "FREE_DELIVERY",
      discount: 500,
      applied: true,
    });
    expect(free.cart.summary).toMatchObject({ delivery_fee: 500, discount: 2000 });
  });

  it("a store-only coupon moves the cart to takeout (no fee); a delivery-only one moves it back with its address", async () => {
    const token = await visitorToken();
    const cart = await readyCart(token);
    const takeout = await applied(await apply(token, cart.guid, "RETIRA"));
    expect(takeout.delivery_type_changed_to).toBe("TAKEOUT");
    expect(takeout.cart.delivery).toMatchObject({ type: "TAKEOUT", address: null });
    expect(takeout.cart.summary).toMatchObject({ delivery_fee: 0, discount: 500 });

    const delivery = await applied(await apply(token, cart.guid, "FRETE"));
    expect(delivery.delivery_type_changed_to).toBe("DELIVERY");
    expect(delivery.cart.delivery).toMatchObject({ type: "DELIVERY", address: { neighborhood: "Consolação" } });
    // RETIRA stays on the cart, not applied now; FRETE takes the fee.
    expect(delivery.cart.coupons).toEqual([
      expect.objectContaining({ code: "RETIRA", applied: false, reason: "DELIVERY_TYPE", discount: 0 }),
      expect.objectContaining({ code: "FRETE", applied: true, discount: 500 }),
    ]);
    expect(delivery.cart.summary.discount).toBe(500);

    // Changing the type by hand leaves the coupons as they are, priced for the new type.
    const back = await cartOf(
      await send("PUT", `/${SHOP}/carts/${cart.guid}/delivery_method`, token, { cart: { delivery_type: "TAKEOUT" } }),
    );
    expect(back.coupons.map((line) => [line.code, line.applied, line.reason])).toEqual([
      ["RETIRA", true, null],
      ["FRETE", false, "DELIVERY_TYPE"],
    ]);
  });

  it("a coupon whose minimum is no longer reached stays on the cart, not applied, until it is again", async () => {
    const token = await visitorToken();
    const cart = await readyCart(token);
    const batata = cart.items.find((line) => line.item_id === BATATA)!;
    const minimum = coupons.find((candidate) => candidate.code === "MINIMO")!;
    await env.DB.prepare("UPDATE coupons SET minimum_order = 6000 WHERE id = ?").bind(minimum.id).run();
    try {
      expect((await applied(await apply(token, cart.guid, "MINIMO"))).cart.coupons[0]).toMatchObject({
        applied: true,
        discount: 1000,
      });
      const smaller = await cartOf(await send("DELETE", `/${SHOP}/carts/${cart.guid}/items/${batata.id}`, token));
      expect(smaller.coupons[0]).toMatchObject({
        code: "MINIMO",
        applied: false,
        reason: "MINIMUM_ORDER",
        discount: 0,
      });
      expect(smaller.summary.discount).toBe(0);
      expect(smaller.adjustments.filter((adjustment) => adjustment.source === "COUPON")).toEqual([]);
    } finally {
      await env.DB.prepare("UPDATE coupons SET minimum_order = 10000 WHERE id = ?").bind(minimum.id).run();
    }
  });
});

describe("refusals", () => {
  it("404 for an unknown, ended, future, disabled or someone else's exclusive coupon, and for every code when the store has coupons off", async () => {
    const token = await clientToken();
    const cart = await readyCart(token);
    for (const code of ["NAOEXISTE", "VENCIDO", "FUTURO", "DESLIGADO", "SOVOCE"])
      await expectError(await apply(token, cart.guid, code), 404, "NOT_FOUND");
    await expectError(await apply(token, cart.guid, "não é código!"), 400, "VALIDATION_ERROR");
    await setCouponSettings({ enabled: false, max_coupons_per_cart: 2, show_wallet: true });
    try {
      await expectError(await apply(token, cart.guid, "DEZ"), 404, "NOT_FOUND");
    } finally {
      await setCouponSettings({ enabled: true, max_coupons_per_cart: 2, show_wallet: true });
    }
  });

  it("REQUIRED_CLIENT for a visitor, first among the rules; ALREADY_EXISTS before QUANTITY_REACHED", async () => {
    const token = await visitorToken();
    const cart = await readyCart(token);
    for (const code of ["UMAVEZ", "PRIMEIRO", "CADASTRO"])
      await expectError(await apply(token, cart.guid, code), 422, "REQUIRED_CLIENT");
    await applied(await apply(token, cart.guid, "DEZ"));
    await expectError(await apply(token, cart.guid, "DEZ"), 422, "ALREADY_EXISTS");
    await applied(await apply(token, cart.guid, "OUTRO"));
    await expectError(await apply(token, cart.guid, "DEZ"), 422, "ALREADY_EXISTS");
    await expectError(await apply(token, cart.guid, "PORCENTO"), 422, "QUANTITY_REACHED");
    // A full cart still says REQUIRED_CLIENT first to a visitor.
    await expectError(await apply(token, cart.guid, "UMAVEZ"), 422, "REQUIRED_CLIENT");
  });

  it("PROMOTIONAL_ITEM before MINIMUM_ORDER; MINIMUM_ORDER alone", async () => {
    const token = await visitorToken();
    const cart = await readyCart(token);
    await expectError(await apply(token, cart.guid, "MINIMO"), 422, "MINIMUM_ORDER");
    await expectError(await apply(token, cart.guid, "SEMPROMO"), 422, "MINIMUM_ORDER");
    await env.DB.prepare("UPDATE items SET original_price = 1500 WHERE id = ?").bind(BATATA).run();
    try {
      await expectError(await apply(token, cart.guid, "SEMPROMO"), 422, "PROMOTIONAL_ITEM");
    } finally {
      await env.DB.prepare("UPDATE items SET original_price = NULL WHERE id = ?").bind(BATATA).run();
    }
    // Refusals wrote nothing.
    expect((await cartOf(await send("GET", `/${SHOP}/carts/${cart.guid}`, token))).coupons).toEqual([]);
  });

  it("FIRST_ORDER without a CPF, and after a first order; ALREADY_USED once a single-use coupon was ordered", async () => {
    await expectError(
      await apply(
        await clientToken(noCpfClientId),
        (await readyCart(await clientToken(noCpfClientId))).guid,
        "PRIMEIRO",
      ),
      422,
      "FIRST_ORDER",
    );

    const token = await clientToken(otherClientId);
    const first = await readyCart(token);
    const withCoupons = await applied(await apply(token, first.guid, "PRIMEIRO"));
    expect(withCoupons.cart.coupons[0]).toMatchObject({ applied: true, discount: 620 });
    await applied(await apply(token, first.guid, "UMAVEZ"));
    const order = await orderOf(await place(token, first.guid));
    expect(order.summary.discount).toBe(1620);

    const second = await readyCart(token);
    await expectError(await apply(token, second.guid, "UMAVEZ"), 422, "ALREADY_USED");
    await expectError(await apply(token, second.guid, "PRIMEIRO"), 422, "FIRST_ORDER");
  });

  it("a cart awaiting payment refuses coupon changes; another visitor's cart is 404", async () => {
    const token = await clientToken();
    const cart = await readyCart(token);
    await applied(await apply(token, cart.guid, "DEZ"));
    await expectError(await apply(await visitorToken(), cart.guid, "OUTRO"), 404, "CART_NOT_FOUND");
    await expectError(await remove(await visitorToken(), cart.guid, idOf("DEZ")), 404, "CART_NOT_FOUND");
    await expectError(await remove(token, cart.guid, idOf("OUTRO")), 404, "NOT_FOUND");
    await orderOf(await place(token, cart.guid, PIX));
    expect(await cartStatus(cart.guid)).toBe("PENDING");
    await expectError(await apply(token, cart.guid, "OUTRO"), 422, "PENDING_CART");
    await expectError(await remove(token, cart.guid, idOf("DEZ")), 422, "PENDING_CART");
  });
});

describe("single use", () => {
  it("two crossing applies of one client from two sessions and carts: one 200, one ALREADY_USED, one row; removing frees it", async () => {
    const client = await insertClient(M, {
      email: `corrida-${crypto.randomUUID()}@carrinho.test`,
      cpf: null,
      phone: PHONE,
    });
    const [tokenA, tokenB] = await Promise.all([clientToken(client), clientToken(client)]);
    const [cartA, cartB] = await Promise.all([readyCart(tokenA), readyCart(tokenB)]);
    expect(cartA.guid).not.toBe(cartB.guid);
    const couponId = idOf("UMAVEZ");
    const before = await rowsOf(couponId);
    const answers = await Promise.all([apply(tokenA, cartA.guid, "UMAVEZ"), apply(tokenB, cartB.guid, "UMAVEZ")]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 422]);
    const refused = answers.find((answer) => answer.status === 422)!;
    expect(((await refused.json()) as { code: string }).code).toBe("ALREADY_USED");
    expect(await rowsOf(couponId)).toBe(before + 1);

    const [winner, loser] =
      answers[0]!.status === 200
        ? ([
            [tokenA, cartA],
            [tokenB, cartB],
          ] as const)
        : ([
            [tokenB, cartB],
            [tokenA, cartA],
          ] as const);
    await cartOf(await remove(winner[0], winner[1].guid, couponId));
    expect((await applied(await apply(loser[0], loser[1].guid, "UMAVEZ"))).cart.coupons[0]).toMatchObject({
      code: "UMAVEZ",
      applied: true,
    });
  });
});

describe("orders", () => {
  it("an order keeps its coupon discount after the coupon is disabled", async () => {
    const token = await visitorToken();
    const cart = await readyCart(token);
    await applied(await apply(token, cart.guid, "OUTRO"));
    const order = await orderOf(await place(token, cart.guid));
    expect(order.summary.discount).toBe(300);
    await env.DB.prepare("UPDATE coupons SET enabled = 0 WHERE id = ?").bind(idOf("OUTRO")).run();
    try {
      const read = await orderOf(await send("GET", `/${SHOP}/orders/${order.id}`, token), 200);
      expect(read.summary).toMatchObject({ discount: 300, total: order.summary.total });
      expect(read.adjustments).toContainEqual({ type: "DISCOUNT", source: "COUPON", name: "Cupom OUTRO", amount: 300 });
    } finally {
      await env.DB.prepare("UPDATE coupons SET enabled = 1 WHERE id = ?").bind(idOf("OUTRO")).run();
    }
  });

  it("placing an order checks FIRST_ORDER again for the client now (422 naming the coupon)", async () => {
    const client = await insertClient(M, {
      email: `primeiro-${crypto.randomUUID()}@carrinho.test`,
      cpf: "11144477735",
      phone: PHONE,
    });
    const [tokenA, tokenB] = await Promise.all([clientToken(client), clientToken(client)]);
    const withCoupon = await readyCart(tokenA);
    await applied(await apply(tokenA, withCoupon.guid, "PRIMEIRO"));
    await orderOf(await place(tokenB, (await readyCart(tokenB)).guid));
    const refusal = await expectError(await place(tokenA, withCoupon.guid), 422, "FIRST_ORDER");
    expect(refusal.errors).toEqual([{ field: "coupon", message: "PRIMEIRO" }]);
    expect(await cartStatus(withCoupon.guid)).toBe("OPEN");
  });
});

describe("wallet", () => {
  it("lists the displayed coupons and the client's own, with availability for the client; a visitor is 401, another client_id 403", async () => {
    await expectError(await send("GET", `/${SHOP}/coupons`, await visitorToken()), 401, "UNAUTHORIZED");
    const token = await clientToken(otherClientId);
    await expectError(await send("GET", `/${SHOP}/coupons?client_id=${clientId}`, token), 403, "FORBIDDEN");
    const list = await json(
      await send("GET", `/${SHOP}/coupons?client_id=${otherClientId}`, token),
      200,
      (body) => couponsListResponseSchema.parse(body).data,
    );
    const codes = list.coupons.map((listed) => listed.voucher_code);
    expect(codes).toContain("SOVOCE");
    expect(codes).not.toContain("OUTRO");
    const byCode = new Map(list.coupons.map((listed) => [listed.voucher_code, listed]));
    // otherClientId ordered with PRIMEIRO and UMAVEZ above.
    expect(byCode.get("UMAVEZ")).toMatchObject({ available_for_use: false, unavailable_reason: "ALREADY_USED" });
    expect(byCode.get("PRIMEIRO")).toMatchObject({ available_for_use: false, unavailable_reason: "FIRST_ORDER" });
    expect(byCode.get("VENCIDO")).toMatchObject({ available_for_use: false, unavailable_reason: "EXPIRED" });
    expect(byCode.get("SOVOCE")).toMatchObject({
      available_for_use: true,
      restrictions: { exclusive: true, requires_client: true },
    });
    expect(byCode.get("RETIRA")?.restrictions_by_delivery_method).toEqual({ store_only: true, delivery_only: false });
    expect(list.paging.total).toBe(list.coupons.length);

    const available = await json(
      await send("GET", `/${SHOP}/coupons?available_for_use=true&size=2&page=1`, token),
      200,
      (body) => couponsListResponseSchema.parse(body).data,
    );
    expect(available.coupons).toHaveLength(2);
    expect(available.coupons.every((listed) => listed.available_for_use)).toBe(true);
  });

  it("adds a coupon by code (201, then 200), reads one by code and by id; another client's wallet is 404; exclusive coupons stay private", async () => {
    const token = await clientToken();
    await expectError(
      await send("POST", `/${SHOP}/clients/${otherClientId}/coupons`, token, { voucher_code: "OUTRO" }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await send("POST", `/${SHOP}/clients/${clientId}/coupons`, token, { voucher_code: "SOVOCE" }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await send("POST", `/${SHOP}/clients/${clientId}/coupons`, token, { voucher_code: "VENCIDO" }),
      404,
      "NOT_FOUND",
    );
    const added = await json(
      await send("POST", `/${SHOP}/clients/${clientId}/coupons`, token, { voucher_code: "outro" }),
      201,
      (body) => couponResponseSchema.parse(body).data,
    );
    expect(added).toMatchObject({ voucher_code: "OUTRO", available_for_use: true });
    await json(
      await send("POST", `/${SHOP}/clients/${clientId}/coupons`, token, { voucher_code: "OUTRO" }),
      200,
      (body) => couponResponseSchema.parse(body).data,
    );
    const list = await json(
      await send("GET", `/${SHOP}/coupons`, token),
      200,
      (body) => couponsListResponseSchema.parse(body).data,
    );
    expect(list.coupons.map((listed) => listed.voucher_code)).toContain("OUTRO");
    expect(list.coupons.map((listed) => listed.voucher_code)).not.toContain("SOVOCE");

    const byCode = await json(
      await send("GET", `/${SHOP}/coupons/code?voucher_code=dez`, token),
      200,
      (body) => couponResponseSchema.parse(body).data,
    );
    expect(byCode.id).toBe(idOf("DEZ"));
    const byId = await json(
      await send("GET", `/${SHOP}/coupons/${idOf("RETIRA")}`, token),
      200,
      (body) => couponResponseSchema.parse(body).data,
    );
    expect(byId.voucher_code).toBe("RETIRA");
    await expectError(await send("GET", `/${SHOP}/coupons/code?voucher_code=SOVOCE`, token), 404, "NOT_FOUND");
  });
});
