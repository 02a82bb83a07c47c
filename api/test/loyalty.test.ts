import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type Cart,
  type LoyaltyCampaign,
  cartResponseSchema,
  extractResponseSchema,
  loyaltyCampaignResponseSchema,
  loyaltyCampaignsResponseSchema,
  loyaltySettingsResponseSchema,
  pointsResponseSchema,
  pointsToExpireResponseSchema,
  productsToRedeemResponseSchema,
  redemptionStatusResponseSchema,
  validateCampaignsResponseSchema,
} from "../../contract";
import type { SeedMerchant } from "../seed/types";
import { couponStatements } from "../seed/coupons-sql";
import { isInsufficientPoints, redeemStatement } from "../src/db/loyalty";
import { insertClient, sessionToken } from "./client-fixtures";
import { item } from "./fixtures";
import { call, expectError, getWithToken, seed, send } from "./helpers";
import {
  ADMIN,
  PHONE,
  PIX,
  SHOP,
  json,
  newKey,
  orderOf,
  place,
  readyCart,
  shop as orderShop,
  visitorToken,
  LOYALTY_SETTINGS,
  PIX_CAMPAIGN,
} from "./orders-fixtures";

/*
 * Loyalty points (contract/loyalty.ts, decision 025): the ledger's balance, pending,
 * points to expire and extract; campaigns (values 1 and 2 only); earning on DELIVERED once;
 * redeeming into the cart and spending at placement, guarded in SQL against two orders at once;
 * the points given back when the order is canceled; the payment campaign's discount; who may read what.
 */

const LANCHES = 91100001;
const SOBREMESAS = 91100002;
const PUDIM = 91100021;
const BRINDE = 91100031; // a redeemable category's item without a points price
const X_BURGER = 91100011;
const REFRI = 91100051; // 100 points
const BROTO = 91100052; // 500 points

const CAMPAIGNS: LoyaltyCampaign[] = [
  {
    id: 7,
    name: "Sobremesa em dobro",
    description: "Sobremesas valem o dobro",
    start_date: "2025-01-01T00:00:00.000Z",
    end_date: null,
    campaign_sale_category: [
      { category_id: SOBREMESAS, category_name: "Sobremesas", value: 2 },
      { category_id: LANCHES, category_name: "Lanches", value: 3 },
    ],
    campaign_payment: null,
  },
  PIX_CAMPAIGN,
  {
    id: 9,
    name: "Acabou",
    description: "Já terminou",
    start_date: "2024-01-01T00:00:00.000Z",
    end_date: "2024-02-01T00:00:00.000Z",
    campaign_sale_category: [],
    campaign_payment: null,
  },
];

const shop: SeedMerchant = {
  ...orderShop,
  // Table ordering on, for the refusal of points at a table.
  operation_modes: { ...orderShop.operation_modes, table_configuration: { enabled: true } },
  table_order_settings: {
    modality: 1,
    qr_code_type: "TABLE",
    service_tax_enabled: false,
    service_tax_value: 0,
    client_name_and_phone: false,
  },
  tables: [{ id: 91100901, code: "MESA-1", number: 1, name: "Mesa 1", enabled: true }],
  loyalty_settings: LOYALTY_SETTINGS,
  loyalty_campaigns: CAMPAIGNS,
  categories: [
    // Desserts on (the cart tests' shop has them off), for the campaign doubling them.
    ...orderShop.categories.map((category) => (category.id === SOBREMESAS ? { ...category, enabled: true } : category)),
    {
      id: 91100005,
      name: "Resgate",
      description: null,
      enabled: true,
      redeemable: true,
      order: 9,
      items: [
        item(REFRI, 91100005, "Refri (resgate)", 600, 0, { points_price: 100 }),
        item(BROTO, 91100005, "Broto (resgate)", 3900, 1, { points_price: 500 }),
      ],
      pizzas: [],
    },
  ],
};

beforeAll(async () => {
  await seed([shop]);
});

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

let emails = 0;
async function newClient(visitorId?: string) {
  const id = await insertClient(shop.id, { email: `pontos-${++emails}@carrinho.test`, phone: PHONE });
  return { id, token: await sessionToken(SHOP, shop.id, id, visitorId) };
}

async function credit(clientId: number, points: number, effective = -1, expires: number | null = 60, kind = "BONUS") {
  await env.DB.prepare(
    "INSERT INTO loyalty_entries (merchant_id, client_id, kind, points, description, order_id, effective_at, expires_at, created_at) VALUES (?1, ?2, ?3, ?4, 'Bônus', NULL, ?5, ?6, ?5)",
  )
    .bind(shop.id, clientId, kind, points, inDays(effective), expires === null ? null : inDays(expires))
    .run();
}

const base = (clientId: number) => `/${SHOP}/loyalty/clients/${clientId}`;
const pointsOf = async (clientId: number, token: string) =>
  json(await getWithToken(`${base(clientId)}/points`, token), 200, (body) => pointsResponseSchema.parse(body).data);
const entriesOf = async (clientId: number) =>
  (
    await env.DB.prepare(
      "SELECT kind, points, order_id, expires_at FROM loyalty_entries WHERE merchant_id = ?1 AND client_id = ?2 ORDER BY id",
    )
      .bind(shop.id, clientId)
      .all<{ kind: string; points: number; order_id: number | null; expires_at: string | null }>()
  ).results;

const addItem = (token: string, guid: string, itemId: number, redeemed = true, quantity = 1) =>
  send("POST", `/${SHOP}/carts/${guid}/items`, token, { item: { item_id: itemId, quantity, redeemed } });
const cartOf = (response: Response, status = 200) =>
  json(response, status, (body) => cartResponseSchema.parse(body).data);
const advance = async (orderId: number) =>
  orderOf(await call(`/admin/orders/${orderId}/advance`, { method: "POST", headers: ADMIN }), 200);

describe("who may read", () => {
  it("answers 401 to a visitor, 404 for another client's id, 404 when the store has no programme on", async () => {
    const mine = await newClient();
    const other = await newClient();
    const visitor = await visitorToken();
    for (const path of [
      "points",
      "points_to_expire",
      "extract",
      "campaigns",
      "products_to_redeem",
      "redemption_status",
    ]) {
      await expectError(await getWithToken(`${base(mine.id)}/${path}`, visitor), 401, "UNAUTHORIZED");
      await expectError(await getWithToken(`${base(other.id)}/${path}`, mine.token), 404, "NOT_FOUND");
    }
    const response = await getWithToken(`${base(mine.id)}/points`, mine.token);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");

    const off = JSON.stringify({ ...LOYALTY_SETTINGS, enabled: false });
    await env.DB.prepare("UPDATE merchants SET loyalty_settings = ?1 WHERE id = ?2").bind(off, shop.id).run();
    try {
      await expectError(await getWithToken(`${base(mine.id)}/points`, mine.token), 404, "NOT_FOUND");
      await expectError(await getWithToken(`/${SHOP}/loyalty/loyalty_program/settings`, visitor), 404, "NOT_FOUND");
    } finally {
      await env.DB.prepare("UPDATE merchants SET loyalty_settings = ?1 WHERE id = ?2")
        .bind(JSON.stringify(LOYALTY_SETTINGS), shop.id)
        .run();
    }
    const settings = await json(
      await getWithToken(`/${SHOP}/loyalty/loyalty_program/settings`, visitor),
      200,
      (body) => loyaltySettingsResponseSchema.parse(body).data,
    );
    expect(settings).toEqual(LOYALTY_SETTINGS);
  });
});

describe("the ledger", () => {
  it("counts effective, unexpired entries; pending apart; expiring ones within the window; the extract newest first without the future ones", async () => {
    const { id, token } = await newClient();
    await credit(id, 200, -120, -30); // expired a month ago
    await credit(id, 60, -80, 10); // expires in 10 days
    await credit(id, 40, -5, 85); // expires in 85 days: past the 30-day window
    await credit(id, 80, 2, 92); // counts in 2 days
    expect(await pointsOf(id, token)).toEqual({ points: 100, pending_points: 80 });

    const toExpire = await json(
      await getWithToken(`${base(id)}/points_to_expire`, token),
      200,
      (body) => pointsToExpireResponseSchema.parse(body).data,
    );
    expect(toExpire.points).toBe(60);
    expect(toExpire.entries.map((entry) => entry.points)).toEqual([60]);

    const extract = await json(
      await getWithToken(`${base(id)}/extract`, token),
      200,
      (body) => extractResponseSchema.parse(body).data.entries,
    );
    expect(extract.map((entry) => entry.points)).toEqual([40, 60, 200]);
  });
});

describe("campaigns", () => {
  it("keeps sale categories of value 1 or 2 only, lists running campaigns, details by id", async () => {
    const { id, token } = await newClient();
    const { campaigns } = await json(
      await getWithToken(`${base(id)}/campaigns`, token),
      200,
      (body) => loyaltyCampaignsResponseSchema.parse(body).data,
    );
    expect(campaigns.map((campaign) => campaign.id)).toEqual([7, 8]);
    expect(campaigns[0]!.campaign_sale_category).toEqual([
      { category_id: SOBREMESAS, category_name: "Sobremesas", value: 2 },
    ]);
    const details = await json(
      await getWithToken(`${base(id)}/get_campaign_details?campaign_id=7`, token),
      200,
      (body) => loyaltyCampaignResponseSchema.parse(body).data,
    );
    expect(details.campaign_sale_category.map((entry) => entry.value)).toEqual([2]);
    await expectError(await getWithToken(`${base(id)}/get_campaign_details?campaign_id=999`, token), 404, "NOT_FOUND");
    const products = await getWithToken(`${base(id)}/products_campaign?campaign_id=7&delivery_method=2`, token);
    expect(
      ((await products.json()) as { data: { products: { item_id: number; multiplier: number }[] } }).data.products,
    ).toEqual([expect.objectContaining({ item_id: PUDIM, multiplier: 2 })]);
    const settings = await json(
      await getWithToken(`/${SHOP}/loyalty/loyalty_program/campaign_settings`, await visitorToken()),
      200,
      (body) => loyaltyCampaignsResponseSchema.parse(body).data,
    );
    expect(settings.campaigns.map((campaign) => campaign.id)).toEqual([7, 8]);
  });

  it("answers the payment campaign's discount on the caller's cart only", async () => {
    const { id, token } = await newClient();
    const cart = await readyCart(token);
    const discountOf = async (method: string | null) =>
      json(
        await send("POST", `${base(id)}/validate_campaigns`, token, { cart_guid: cart.guid, payment_method: method }),
        200,
        (body) => validateCampaignsResponseSchema.parse(body).data,
      );
    expect(await discountOf("PIX")).toEqual({ campaign_id: 8, name: "5% no PIX", discount: 310 });
    expect(await discountOf("CASH")).toEqual({ campaign_id: null, name: null, discount: 0 });
    const other = await newClient();
    await expectError(
      await send("POST", `${base(other.id)}/validate_campaigns`, other.token, {
        cart_guid: cart.guid,
        payment_method: "PIX",
      }),
      404,
      "CART_NOT_FOUND",
    );
  });
});

describe("earning", () => {
  it("earns once when the order is DELIVERED, campaign categories multiplied (value 3 ignored), from then on", async () => {
    const { id, token } = await newClient();
    const cart = await readyCart(token);
    await cartOf(await addItem(token, cart.guid, PUDIM, false, 2));
    const order = await orderOf(await place(token, cart.guid));
    await advance(order.id); // CONFIRMED
    await advance(order.id); // OUT_FOR_DELIVERY
    expect(await pointsOf(id, token)).toEqual({ points: 0, pending_points: 0 });
    // Two moves to DELIVERED at once: one applies, one entry.
    const moves = await Promise.all(
      [0, 1].map(() =>
        call(`/admin/orders/${order.id}/status`, {
          method: "POST",
          headers: { ...ADMIN, "content-type": "application/json" },
          body: JSON.stringify({ status: "DELIVERED" }),
        }),
      ),
    );
    expect(moves.map((response) => response.status).sort()).toEqual([200, 409]);
    // 2 burgers and fries (R$ 62,00 ×1: Lanches' value 3 is not a multiplier) + 2 puddings (R$ 16,00 ×2).
    expect(await pointsOf(id, token)).toEqual({ points: 62 + 32, pending_points: 0 });
    expect((await entriesOf(id)).map((entry) => [entry.kind, entry.points, entry.order_id])).toEqual([
      ["EARNED", 94, order.id],
    ]);
    await expectError(
      await call(`/admin/orders/${order.id}/advance`, { method: "POST", headers: ADMIN }),
      409,
      "INVALID_TRANSITION",
    );
    expect(await entriesOf(id)).toHaveLength(1);
  });

  it("earns nothing for a canceled order, nor for a visitor's", async () => {
    const { id, token } = await newClient();
    const cart = await readyCart(token);
    const order = await orderOf(await place(token, cart.guid));
    await orderOf(
      await call(`/admin/orders/${order.id}/status`, {
        method: "POST",
        headers: { ...ADMIN, "content-type": "application/json" },
        body: JSON.stringify({ status: "CANCELED" }),
      }),
      200,
    );
    expect(await entriesOf(id)).toEqual([]);

    const visitor = await visitorToken();
    const anonymous = await orderOf(await place(visitor, (await readyCart(visitor)).guid));
    for (let step = 0; step < 3; step++) await advance(anonymous.id);
    const earned = await env.DB.prepare("SELECT COUNT(*) AS n FROM loyalty_entries WHERE order_id = ?1")
      .bind(anonymous.id)
      .first<{ n: number }>();
    expect(earned!.n).toBe(0);
  });
});

describe("redeeming", () => {
  it("lists what the balance affords", async () => {
    const { id, token } = await newClient();
    await credit(id, 150);
    const { products } = await json(
      await getWithToken(`${base(id)}/products_to_redeem?modality=delivery`, token),
      200,
      (body) => productsToRedeemResponseSchema.parse(body).data,
    );
    expect(products.map((product) => [product.item_id, product.points, product.affordable])).toEqual([
      [REFRI, 100, true],
      [BROTO, 500, false],
    ]);
    const status = await json(
      await getWithToken(`${base(id)}/redemption_status`, token),
      200,
      (body) => redemptionStatusResponseSchema.parse(body).data,
    );
    expect(status).toEqual({ points: 150, can_redeem: true, cheapest_points: 100 });
  });

  it("refuses a visitor, an item not redeemable, and more than the balance; a redeemed line costs points, not money", async () => {
    const visitor = await visitorToken();
    const visitorCart = await readyCart(visitor);
    await expectError(await addItem(visitor, visitorCart.guid, REFRI), 422, "REQUIRED_CLIENT");

    const { id, token } = await newClient();
    await credit(id, 150);
    const cart = await readyCart(token);
    await expectError(await addItem(token, cart.guid, BRINDE), 422, "UNAVAILABLE");
    await expectError(await addItem(token, cart.guid, X_BURGER), 422, "UNAVAILABLE");
    await expectError(await addItem(token, cart.guid, REFRI, false), 422, "UNAVAILABLE");
    await expectError(await addItem(token, cart.guid, BROTO), 422, "INSUFFICIENT_POINTS");
    await expectError(await addItem(token, cart.guid, REFRI, true, 2), 422, "INSUFFICIENT_POINTS");

    const redeemed: Cart = await cartOf(await addItem(token, cart.guid, REFRI));
    const line = redeemed.items.find((entry) => entry.item_id === REFRI)!;
    expect([line.redeemed, line.points, line.unit_price, line.total]).toEqual([true, 100, 0, 0]);
    expect(redeemed.points_total).toBe(100);
    expect(redeemed.summary.subtotal).toBe(cart.summary.subtotal);
    // A second one is past the balance, as a new line or as +1 on this one.
    await expectError(await addItem(token, cart.guid, REFRI), 422, "INSUFFICIENT_POINTS");
    await expectError(
      await send("PUT", `/${SHOP}/carts/${cart.guid}/items/${line.id}`, token, { increment: 1 }),
      422,
      "INSUFFICIENT_POINTS",
    );

    // Placing the order spends them in its batch.
    const order = await orderOf(await place(token, cart.guid));
    expect(order.items.find((entry) => entry.item_id === REFRI)).toMatchObject({
      redeemed: true,
      points: 100,
      total: 0,
    });
    expect(await pointsOf(id, token)).toEqual({ points: 50, pending_points: 0 });
    expect((await entriesOf(id)).map((entry) => [entry.kind, entry.points, entry.order_id])).toEqual([
      ["BONUS", 150, null],
      ["REDEEMED", -100, order.id],
    ]);
  });

  it("a coupon not for loyalty customers: FIDELITY_PROGRAM on a cart with a redeemed line; applied before one, it stays on the cart without its discount", async () => {
    await env.DB.batch(
      couponStatements(
        [
          {
            id: shop.id + 95901,
            merchantId: shop.id,
            code: "SEMPONTOS",
            name: "Sem pontos",
            description: "Não vale com o programa",
            discountType: "FIXED",
            value: 700,
            displayedInWallet: false,
            notWithLoyalty: true,
          },
        ],
        [shop],
      ).map((statement) => env.DB.prepare(statement)),
    );
    const applyCoupon = (token: string, guid: string) =>
      send("POST", `/${SHOP}/carts/${guid}/coupons`, token, { coupon: { voucher_code: "SEMPONTOS" } });

    // Redeemed first: the coupon is refused, and nothing is written.
    const first = await newClient();
    await credit(first.id, 150);
    const redeemedCart = await readyCart(first.token);
    await cartOf(await addItem(first.token, redeemedCart.guid, REFRI));
    await expectError(await applyCoupon(first.token, redeemedCart.guid), 422, "FIDELITY_PROGRAM");
    expect((await cartOf(await send("GET", `/${SHOP}/carts/${redeemedCart.guid}`, first.token))).coupons).toEqual([]);

    // The coupon first: it takes R$ 7; a redeemed product added later leaves it listed, not applied.
    const second = await newClient();
    await credit(second.id, 150);
    const couponCart = await readyCart(second.token);
    expect(await applyCoupon(second.token, couponCart.guid).then((response) => response.status)).toBe(200);
    const withPoints = await cartOf(await addItem(second.token, couponCart.guid, REFRI));
    expect(withPoints.coupons).toMatchObject([
      { code: "SEMPONTOS", applied: false, reason: "FIDELITY_PROGRAM", discount: 0 },
    ]);
    expect(withPoints.adjustments.filter((adjustment) => adjustment.source === "COUPON")).toEqual([]);
    expect(withPoints.summary.discount).toBe(0);
  });

  it("refuses points at a table (its rounds spend none), on create and on add", async () => {
    const { id, token } = await newClient();
    await credit(id, 150);
    await expectError(
      await send("POST", `/${SHOP}/carts`, token, {
        cart: { table_id: 91100901, delivery_type: "TABLE", items: [{ item_id: REFRI, quantity: 1, redeemed: true }] },
      }),
      422,
      "UNAVAILABLE",
    );
    const table = await cartOf(
      await send("POST", `/${SHOP}/carts`, token, {
        cart: { table_id: 91100901, delivery_type: "TABLE", items: [{ item_id: PUDIM, quantity: 1 }] },
      }),
      201,
    );
    await expectError(await addItem(token, table.guid, REFRI), 422, "UNAVAILABLE");
    // Nor coupons: a round's bill has no place for a discount (a store-only one would even make it TAKEOUT).
    await env.DB.batch(
      couponStatements(
        [
          {
            id: shop.id + 95902,
            merchantId: shop.id,
            code: "NAMESA",
            name: "Na mesa",
            description: "",
            discountType: "FIXED",
            value: 500,
            displayedInWallet: false,
            deliveryRestriction: "STORE_ONLY",
          },
        ],
        [shop],
      ).map((statement) => env.DB.prepare(statement)),
    );
    await expectError(
      await send("POST", `/${SHOP}/carts/${table.guid}/coupons`, token, { coupon: { voucher_code: "NAMESA" } }),
      422,
      "DELIVERY_TYPE_INVALID",
    );
    const after = await cartOf(await send("GET", `/${SHOP}/carts/${table.guid}`, token));
    expect([after.delivery.type, after.coupons]).toEqual(["TABLE", []]);
  });

  it("lets only one of two orders placed at once spend the same points", async () => {
    const first = await newClient();
    await credit(first.id, 150);
    const second = await sessionToken(SHOP, shop.id, first.id);
    const carts = [await readyCart(first.token), await readyCart(second)];
    expect(carts[0]!.guid).not.toBe(carts[1]!.guid);
    await cartOf(await addItem(first.token, carts[0]!.guid, REFRI));
    await cartOf(await addItem(second, carts[1]!.guid, REFRI));
    const placed = await Promise.all([place(first.token, carts[0]!.guid), place(second, carts[1]!.guid)]);
    const statuses = placed.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 422]);
    const refused = placed.find((response) => response.status === 422)!;
    await expectError(refused, 422, "INSUFFICIENT_POINTS");
    expect(await pointsOf(first.id, first.token)).toEqual({ points: 50, pending_points: 0 });
    const orders = await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE client_id = ?1")
      .bind(first.id)
      .first<{ n: number }>();
    expect(orders!.n).toBe(1);
  });

  it("the SQL guard fails the batch when the balance no longer covers the points", async () => {
    const { id, token } = await newClient();
    await credit(id, 50);
    const cart = await readyCart(token);
    const key = newKey();
    await orderOf(await place(token, cart.guid, undefined, { key }));
    const redeem = (cost: number) =>
      env.DB.batch([
        redeemStatement(env.DB, {
          merchantId: shop.id,
          clientId: id,
          cost,
          idempotencyKey: key,
          cartGuid: cart.guid,
          at: new Date().toISOString(),
          expiresAt: null,
        }),
      ]);
    const error = await redeem(51).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(isInsufficientPoints(error)).toBe(true);
    await redeem(50);
    await redeem(50); // once per order: nothing more
    expect(await pointsOf(id, token)).toEqual({ points: 0, pending_points: 0 });
  });

  it("gives the points back when the order is canceled", async () => {
    const { id, token } = await newClient();
    await credit(id, 150);
    const cart = await readyCart(token);
    await cartOf(await addItem(token, cart.guid, REFRI));
    const order = await orderOf(await place(token, cart.guid, PIX));
    expect(await pointsOf(id, token)).toEqual({ points: 50, pending_points: 0 });
    await orderOf(await send("POST", `/${SHOP}/orders/${order.id}/cancel`, token), 200);
    expect(await pointsOf(id, token)).toEqual({ points: 150, pending_points: 0 });
    expect((await entriesOf(id)).map((entry) => entry.kind)).toEqual(["BONUS", "REDEEMED", "REFUNDED"]);
  });
});

describe("campaign payment", () => {
  it("freezes the payment campaign's discount in a client's order paid with that method", async () => {
    const { token } = await newClient();
    const cart = await readyCart(token);
    const order = await orderOf(await place(token, cart.guid, PIX, { key: newKey() }));
    expect(order.adjustments).toContainEqual({ type: "DISCOUNT", source: "LOYALTY", name: "5% no PIX", amount: 310 });
    expect(order.summary.discount).toBe(cart.summary.discount + 310);
    expect(order.summary.total).toBe(cart.summary.total - 310);

    const cashCart = await readyCart((await newClient()).token);
    expect(cashCart.adjustments.some((adjustment) => adjustment.source === "LOYALTY")).toBe(false);
  });
});
