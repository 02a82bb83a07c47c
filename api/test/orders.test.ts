import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type Order,
  MONEY_INPUT_MAX,
  ORDER_MESSAGES,
  VALIDATION_MESSAGES,
  adminOrderListResponseSchema,
  apiErrorSchema,
  cartResponseSchema,
  decodePixCode,
  orderStatusResponseSchema,
  paymentMethodsResponseSchema,
} from "../../contract";
import { copShop } from "./cart-fixtures";
import { insertClient, sessionToken } from "./client-fixtures";
import { accessTokenFor, call, expectError, seed, send } from "./helpers";
import {
  ADMIN,
  AO_PONTO,
  BATATA,
  PHONE,
  SHOP,
  X_BURGER,
  cartStatus,
  cash,
  insertCard,
  json,
  newKey,
  orderOf,
  place,
  readyCart,
  shop,
  visitorToken,
} from "./orders-fixtures";

/*
 * Orders: placing one from a cart (idempotency, atomicity, every refusal of the
 * contract), reading it (only the caller's), the PIX code, and the admin moves.
 */

let clientId: number;

beforeAll(async () => {
  await seed([shop, copShop]);
  clientId = await insertClient(shop.id, { email: "pedido@carrinho.test", phone: PHONE });
});

describe("GET /{slug}/payment_methods", () => {
  it("lists PIX, the card brands and the offline methods; online needs login", async () => {
    const anonymous = await json(
      await send("GET", `/${SHOP}/payment_methods`, await visitorToken()),
      200,
      (body) => paymentMethodsResponseSchema.parse(body).data,
    );
    expect(anonymous.online_payments.map((method) => [method.code, method.enabled])).toEqual([
      ["PIX", true],
      ["CARD", true],
    ]);
    expect(anonymous.online_payments[1]!.options.map((option) => option.code)).toEqual(["VISA", "MASTER", "ELO"]);
    expect(anonymous.online_requires_login).toBe(true);
    expect(anonymous.online_payment_limit).toBe(50_000);
    expect(anonymous.offline_payments).toEqual([
      { code: "CASH", brands: [] },
      { code: "CREDIT_CARD", brands: ["VISA", "MASTER", "ELO", "SODEXO", "ALELO", "VR", "TICKET"] },
      { code: "PIX_ON_DELIVERY", brands: [] },
    ]);
    const logged = await json(
      await send("GET", `/${SHOP}/payment_methods`, await sessionToken(SHOP, shop.id, clientId)),
      200,
      (body) => paymentMethodsResponseSchema.parse(body).data,
    );
    expect(logged.online_requires_login).toBe(false);
  });

  it("offers no PIX outside Brazil and nothing online without settings", async () => {
    const methods = await json(
      await send("GET", `/${copShop.slug}/payment_methods`, await accessTokenFor(copShop.slug)),
      200,
      (body) => paymentMethodsResponseSchema.parse(body).data,
    );
    expect(methods.online_payments.map((method) => method.code)).toEqual(["CARD", "PSE"]);
    expect(methods.online_payments.every((method) => !method.enabled)).toBe(true);
  });
});

describe("POST /{slug}/orders", () => {
  it("makes a cash order from the cart: a frozen snapshot, the cart FINALIZED, readable by its visitor only", async () => {
    const token = await visitorToken();
    const cart = await readyCart(token);
    const order = await orderOf(await place(token, cart.guid, cash(10_000)));
    expect(order).toMatchObject({
      status: "WAITING_CONFIRMATION",
      status_code: 1,
      cart_guid: cart.guid,
      customer: { name: "Ana Souza", phone: PHONE },
      payment: { kind: "OFFLINE", method: "CASH", status: "NOT_REQUIRED", change_for: 10_000, pix: null },
      can_cancel: false,
      can_repay: false,
    });
    expect(order.summary).toEqual(cart.summary);
    expect(order.items.map((line) => [line.name, line.quantity])).toEqual(
      cart.items.map((line) => [line.name, line.quantity]),
    );
    expect(order.delivery).toMatchObject({
      type: "DELIVERY",
      area_name: "Consolação",
      address: { street: "Rua Augusta", number: "500" },
    });
    expect(order.delivery.delivery_code).toMatch(/^\d{4}$/);
    expect(order.history).toEqual([{ status: "WAITING_CONFIRMATION", at: order.created_at }]);
    expect(await cartStatus(cart.guid)).toBe("FINALIZED");

    // A menu price change does not touch the order.
    await env.DB.prepare("UPDATE items SET price = price * 3 WHERE id = ?").bind(X_BURGER).run();
    try {
      const again = await orderOf(await send("GET", `/${SHOP}/orders/${order.id}`, token), 200);
      expect(again.summary).toEqual(order.summary);
      expect(again.items).toEqual(order.items);
    } finally {
      await env.DB.prepare("UPDATE items SET price = price / 3 WHERE id = ?").bind(X_BURGER).run();
    }
    const status = await json(
      await send("GET", `/${SHOP}/orders/${order.id}/status`, token),
      200,
      (body) => orderStatusResponseSchema.parse(body).data,
    );
    expect(status).toEqual({
      id: order.id,
      status: "WAITING_CONFIRMATION",
      status_code: 1,
      payment_status: "NOT_REQUIRED",
      updated_at: order.updated_at,
    });

    // Another visitor, another client, another merchant: 404 alike.
    await expectError(await send("GET", `/${SHOP}/orders/${order.id}`, await visitorToken()), 404, "NOT_FOUND");
    await expectError(await send("GET", `/${SHOP}/orders/${order.id}/status`, await visitorToken()), 404, "NOT_FOUND");
    await expectError(
      await send("GET", `/${SHOP}/orders/${order.id}`, await sessionToken(SHOP, shop.id, clientId)),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await send("GET", `/${copShop.slug}/orders/${order.id}`, await accessTokenFor(copShop.slug)),
      404,
      "NOT_FOUND",
    );
    await expectError(await send("GET", `/${SHOP}/orders/999999`, token), 404, "NOT_FOUND");
    await expectError(await send("GET", `/${SHOP}/orders/abc`, token), 400, "VALIDATION_ERROR");
  });

  it("gives one order for 20 concurrent submits of one key: exactly one 201, the rest 200 with the same id (never asked whether to repeat it)", async () => {
    const token = await visitorToken();
    const cart = await readyCart(token);
    const key = newKey();
    // As a browser sends them: not confirmed as a repeat (the twins of one cart are no similar order).
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => place(token, cart.guid, cash(), { key, repeat: false })),
    );
    const bodies = await Promise.all(
      responses.map(async (response) => ({
        status: response.status,
        body: (await response.json()) as { data: Order },
      })),
    );
    expect(bodies.map((entry) => entry.status).sort()).toEqual([...Array<number>(19).fill(200), 201]);
    expect(new Set(bodies.map((entry) => entry.body.data.id)).size).toBe(1);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM orders WHERE cart_guid = ?")
      .bind(cart.guid)
      .first<{ n: number }>();
    expect(count!.n).toBe(1);
    // The same key again later (a reload after the redirect): 200, the same order.
    const again = await orderOf(await place(token, cart.guid, cash(), { key }), 200);
    expect(again.id).toBe(bodies[0]!.body.data.id);
  });

  it("lets only one of two keys on one cart make an order; the other is ORDER_ALREADY_EXISTS with its id", async () => {
    const token = await visitorToken();
    const cart = await readyCart(token);
    const [first, second] = await Promise.all([
      place(token, cart.guid, cash(), { repeat: false }),
      place(token, cart.guid, cash(), { repeat: false }),
    ]);
    const answers = await Promise.all(
      [first!, second!].map(async (response) => ({
        status: response.status,
        body: (await response.json()) as Record<string, unknown>,
      })),
    );
    const made = answers.find((answer) => answer.status === 201);
    const refused = answers.find((answer) => answer.status === 422);
    expect(made, JSON.stringify(answers)).toBeDefined();
    expect(refused, JSON.stringify(answers)).toBeDefined();
    const error = apiErrorSchema.parse(refused!.body);
    expect(error.code).toBe("ORDER_ALREADY_EXISTS");
    expect(error.order_id).toBe((made!.body.data as Order).id);
  });

  it("asks before placing the same lines this visitor ordered a moment ago (409 SIMILAR_ORDER), places them once confirmed", async () => {
    const token = await visitorToken();
    const first = await orderOf(await place(token, (await readyCart(token)).guid, cash(), { repeat: false }));
    const again = await readyCart(token);
    const error = await expectError(await place(token, again.guid, cash(), { repeat: false }), 409, "SIMILAR_ORDER");
    expect([error.order_id, error.minutes_ago]).toEqual([first.id, 1]);
    // Nothing was placed: the cart is still open.
    expect(await cartStatus(again.guid)).toBe("OPEN");
    const repeated = await orderOf(await place(token, again.guid, cash(), { repeat: true }));
    expect(repeated.id).not.toBe(first.id);

    // Other lines, another visitor, or the earlier order canceled: no question.
    const other = await json(
      await send("POST", `/${SHOP}/carts`, token, {
        cart: { delivery_type: "TAKEOUT", items: [{ item_id: BATATA, quantity: 3 }] },
      }),
      201,
      (body) => cartResponseSchema.parse(body).data,
    );
    await orderOf(await place(token, other.guid, cash(), { repeat: false }));
    const stranger = await visitorToken();
    await orderOf(await place(stranger, (await readyCart(stranger)).guid, cash(), { repeat: false }));
    await env.DB.prepare(
      "UPDATE orders SET status = 'CANCELED' WHERE visitor_id = (SELECT visitor_id FROM orders WHERE id = ?1)",
    )
      .bind(first.id)
      .run();
    await orderOf(await place(token, (await readyCart(token)).guid, cash(), { repeat: false }));
  });

  it("counts only orders of the last two hours as a moment ago", async () => {
    const token = await visitorToken();
    const first = await orderOf(await place(token, (await readyCart(token)).guid, cash(), { repeat: false }));
    await env.DB.prepare("UPDATE orders SET created_at = ?2 WHERE id = ?1")
      .bind(first.id, new Date(Date.now() - 121 * 60_000).toISOString())
      .run();
    await orderOf(await place(token, (await readyCart(token)).guid, cash(), { repeat: false }));
  });

  it("keeps a takeout eaten at the venue when the store offers it; never for a delivery or at a store that does not", async () => {
    const token = await visitorToken();
    const takeout = async () =>
      json(
        await send("POST", `/${SHOP}/carts`, token, {
          cart: { delivery_type: "TAKEOUT", items: [{ item_id: BATATA, quantity: 4 }] },
        }),
        201,
        (body) => cartResponseSchema.parse(body).data,
      );
    const eatIn = (guid: string) =>
      send("POST", `/${SHOP}/orders`, token, {
        cart_guid: guid,
        idempotency_key: newKey(),
        order: { payment: cash(), tax_id: null, repeat_confirmed: true, consume_in_store: true },
        client: { name: "Ana Souza", phone: PHONE },
      });
    // The shop does not offer it: the order is a plain takeout.
    expect((await orderOf(await eatIn((await takeout()).guid))).delivery.consume_in_store).toBe(false);
    await env.DB.prepare(
      "UPDATE merchants SET general_settings = json_set(general_settings, '$.consume_in_store_available', json('true')) WHERE id = ?1",
    )
      .bind(shop.id)
      .run();
    try {
      expect((await orderOf(await eatIn((await takeout()).guid))).delivery.consume_in_store).toBe(true);
      expect((await orderOf(await eatIn((await readyCart(token)).guid))).delivery).toMatchObject({
        type: "DELIVERY",
        consume_in_store: false,
      });
      expect((await orderOf(await place(token, (await takeout()).guid))).delivery.consume_in_store).toBe(false);
    } finally {
      await env.DB.prepare(
        "UPDATE merchants SET general_settings = json_set(general_settings, '$.consume_in_store_available', json('false')) WHERE id = ?1",
      )
        .bind(shop.id)
        .run();
    }
  });

  it("refuses a key used with another cart, another caller's cart, and a cart that is not there", async () => {
    const token = await visitorToken();
    const key = newKey();
    await orderOf(await place(token, (await readyCart(token)).guid, cash(), { key }));
    const other = await readyCart(token);
    const reused = await expectError(await place(token, other.guid, cash(), { key }), 422, "VALIDATION_ERROR");
    expect(reused.errors?.[0]?.field).toBe("idempotency_key");
    // Another visitor replaying the key with the first cart: not theirs.
    await expectError(await place(await visitorToken(), other.guid), 404, "CART_NOT_FOUND");
    await expectError(await place(token, "no-such-cart"), 404, "CART_NOT_FOUND");
    await expectError(
      await send("POST", `/${SHOP}/orders`, token, { cart_guid: other.guid, idempotency_key: "short" }),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("refuses what the cart's own checks refuse, and a delivery without a full address", async () => {
    const token = await visitorToken();
    const empty = await json(
      await send("POST", `/${SHOP}/carts`, token, { cart: {} }),
      201,
      (body) => cartResponseSchema.parse(body).data,
    );
    await expectError(await place(token, empty.guid), 422, "INVALID_CART");
    await send("DELETE", `/${SHOP}/carts/${empty.guid}`, token);
    const small = await json(
      await send("POST", `/${SHOP}/carts`, token, {
        cart: { delivery_type: "TAKEOUT", items: [{ item_id: BATATA, quantity: 1 }] },
      }),
      201,
      (body) => cartResponseSchema.parse(body).data,
    );
    await expectError(await place(token, small.guid), 422, "INVALID_MINIMUM_ORDER");
    await send("DELETE", `/${SHOP}/carts/${small.guid}`, token);
    const partial = await readyCart(token, { neighborhood: "Consolação" });
    await expectError(await place(token, partial.guid), 422, "REQUIRED_ADDRESS");
  });

  it("refuses when the store closed, stopped delivering, or stopped serving the address since the cart was made", async () => {
    const token = await visitorToken();
    const cart = await readyCart(token);
    const restore = await env.DB.prepare("SELECT operation_modes, delivery_areas FROM merchants WHERE slug = ?")
      .bind(SHOP)
      .first<{ operation_modes: string; delivery_areas: string }>();
    try {
      await env.DB.prepare(
        "UPDATE merchants SET delivery_areas = json_remove(delivery_areas, '$.areas[0]') WHERE slug = ?",
      )
        .bind(SHOP)
        .run();
      await expectError(await place(token, cart.guid), 422, "DELIVERY_NOT_AVAILABLE");
      await env.DB.prepare(
        "UPDATE merchants SET delivery_areas = ?, operation_modes = json_set(operation_modes, '$.delivery_configuration.enabled', json('false')) WHERE slug = ?",
      )
        .bind(restore!.delivery_areas, SHOP)
        .run();
      await expectError(await place(token, cart.guid), 422, "DELIVERY_TYPE_INVALID");
      await env.DB.prepare("UPDATE merchants SET operation_modes = ? WHERE slug = ?")
        .bind(restore!.operation_modes, SHOP)
        .run();
      await env.DB.prepare("DELETE FROM operation_times WHERE merchant_id = ?").bind(shop.id).run();
      await expectError(await place(token, cart.guid), 422, "MERCHANT_CLOSED");
    } finally {
      await env.DB.batch([
        env.DB.prepare("UPDATE merchants SET operation_modes = ?, delivery_areas = ? WHERE slug = ?").bind(
          restore!.operation_modes,
          restore!.delivery_areas,
          SHOP,
        ),
        ...[0, 1, 2, 3, 4, 5, 6].map((weekday) =>
          env.DB.prepare(
            "INSERT INTO operation_times (merchant_id, weekday, opens_at, closes_at) SELECT ?, ?, '00:00', '00:00' WHERE NOT EXISTS (SELECT 1 FROM operation_times WHERE merchant_id = ? AND weekday = ?)",
          ).bind(shop.id, weekday, shop.id, weekday),
        ),
      ]);
    }
    expect(await cartStatus(cart.guid)).toBe("OPEN");
    await orderOf(await place(token, cart.guid));
  });

  it("removes lines no longer available and names them (UNAVAILABLE)", async () => {
    const token = await visitorToken();
    const cart = await readyCart(token);
    await env.DB.prepare("UPDATE items SET available = 0 WHERE id = ?").bind(BATATA).run();
    try {
      const error = await expectError(await place(token, cart.guid), 422, "UNAVAILABLE");
      expect(error.errors).toEqual([{ field: "cart.items", message: "Batata frita" }]);
      const after = await json(
        await send("GET", `/${SHOP}/carts/${cart.guid}`, token),
        200,
        (body) => cartResponseSchema.parse(body).data,
      );
      expect(after.items.map((line) => line.item_id)).toEqual([X_BURGER]);
      expect(await cartStatus(cart.guid)).toBe("OPEN");
    } finally {
      await env.DB.prepare("UPDATE items SET available = 1 WHERE id = ?").bind(BATATA).run();
    }
  });

  it("checks the payment: change above the total, a brand the machine takes, online only logged in and under the limit", async () => {
    const token = await visitorToken();
    const cart = await readyCart(token);
    const small = await expectError(await place(token, cart.guid, cash(cart.summary.total)), 422, "VALIDATION_ERROR");
    expect(small.errors).toEqual([{ field: "order.payment.change_for", message: ORDER_MESSAGES.changeTooSmall }]);
    // The storefront's limit, held here too: a note typed with a slip of zeros never becomes an order.
    for (const change of [MONEY_INPUT_MAX.BRL + 1, 1_000_000_000_000_000]) {
      const large = await expectError(await place(token, cart.guid, cash(change)), 422, "VALIDATION_ERROR");
      expect(large.errors).toEqual([{ field: "order.payment.change_for", message: VALIDATION_MESSAGES.moneyTooLarge }]);
    }
    await expectError(
      await place(token, cart.guid, { kind: "OFFLINE", method: "DEBIT_CARD", brand: "VISA" }),
      422,
      "PAYMENT_METHOD_UNAVAILABLE",
    );
    await expectError(
      await place(token, cart.guid, { kind: "OFFLINE", method: "CREDIT_CARD", brand: "AMEX" }),
      422,
      "PAYMENT_METHOD_UNAVAILABLE",
    );
    await expectError(
      await place(token, cart.guid, { kind: "ONLINE", method: "PIX" }),
      422,
      "PAYMENT_METHOD_UNAVAILABLE",
    );
    const badPhone = await expectError(
      await place(token, cart.guid, cash(), {
        client: { name: "Ana", phone: { country_code: "55", ddd: "00", number: "12345678" } },
      }),
      422,
      "VALIDATION_ERROR",
    );
    expect(badPhone.errors?.map((entry) => entry.field)).toEqual(["client.phone"]);
    const shortName = await expectError(
      await place(token, cart.guid, cash(), { client: { name: "A", phone: { ...PHONE, number: "12" } } }),
      422,
      "VALIDATION_ERROR",
    );
    expect(shortName.errors).toEqual([
      { field: "client.name", message: "validation.nameTooShort" },
      { field: "client.phone", message: "validation.phoneInvalid" },
    ]);
    const foreign = await expectError(
      await place(token, cart.guid, cash(), { client: { name: "Ana", phone: { ...PHONE, country_code: "57" } } }),
      422,
      "VALIDATION_ERROR",
    );
    expect(foreign.errors).toEqual([{ field: "client.phone", message: "validation.phoneInvalid" }]);
    const badTaxId = await expectError(
      await place(token, cart.guid, cash(), { tax_id: "111.111.111-11" }),
      422,
      "VALIDATION_ERROR",
    );
    expect(badTaxId.errors).toEqual([{ field: "order.tax_id", message: "validation.cpfOrCnpjInvalid" }]);
    expect(await cartStatus(cart.guid)).toBe("OPEN");
    // A machine brand, PIX on delivery and a real CPF pass.
    const order = await orderOf(
      await place(
        token,
        cart.guid,
        { kind: "OFFLINE", method: "CREDIT_CARD", brand: "ELO" },
        { tax_id: "529.982.247-25" },
      ),
    );
    expect(order.payment).toMatchObject({ method: "CREDIT_CARD", brand: "ELO", status: "NOT_REQUIRED" });
    expect(order.tax_id).toBe("52998224725");

    // Above the online limit.
    const client = await sessionToken(SHOP, shop.id, clientId);
    const big = await json(
      await send("POST", `/${SHOP}/carts`, client, {
        cart: {
          delivery_type: "TAKEOUT",
          items: [{ item_id: X_BURGER, quantity: 21, options: [{ option_id: AO_PONTO }] }],
        },
      }),
      201,
      (body) => cartResponseSchema.parse(body).data,
    );
    expect(big.summary.total).toBeGreaterThan(50_000);
    await expectError(
      await place(client, big.guid, { kind: "ONLINE", method: "PIX" }),
      422,
      "PAYMENT_METHOD_UNAVAILABLE",
    );
  });

  it("requires the tax id when the store asks for it on the receipt", async () => {
    await env.DB.prepare(
      "UPDATE merchants SET order_settings = json_set(order_settings, '$.require_tax_id_on_receipt', json('true')) WHERE slug = ?",
    )
      .bind(SHOP)
      .run();
    try {
      const token = await visitorToken();
      const cart = await readyCart(token);
      const error = await expectError(await place(token, cart.guid), 422, "VALIDATION_ERROR");
      expect(error.errors).toEqual([{ field: "order.tax_id", message: ORDER_MESSAGES.taxIdRequired }]);
    } finally {
      await env.DB.prepare(
        "UPDATE merchants SET order_settings = json_set(order_settings, '$.require_tax_id_on_receipt', json('false')) WHERE slug = ?",
      )
        .bind(SHOP)
        .run();
    }
  });

  it("makes a PIX order for a logged-in client: a valid BR Code, cart PENDING, paid by the sandbox bank", async () => {
    const token = await sessionToken(SHOP, shop.id, clientId);
    const cart = await readyCart(token);
    const before = Date.now();
    const order = await orderOf(await place(token, cart.guid, { kind: "ONLINE", method: "PIX" }));
    expect(order).toMatchObject({
      status: "WAITING_PAYMENT",
      status_code: 0,
      client_id: clientId,
      payment: { kind: "ONLINE", method: "PIX", status: "PENDING" },
      can_cancel: true,
    });
    const pix = order.payment.pix!;
    expect(pix.txid).toMatch(/^[A-Za-z0-9]{25}$/);
    expect(pix.amount).toBe(order.summary.total);
    const expiresIn = Date.parse(pix.expires_at) - before;
    expect(expiresIn).toBeGreaterThan(14 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60_000 + 5_000);
    expect(decodePixCode(pix.code)).toMatchObject({
      key: "pix@carrinho.test",
      merchantName: "LANCHONETE CARRINHO",
      merchantCity: "SAO PAULO",
      amount: order.summary.total,
      currency: "986",
      country: "BR",
      txid: pix.txid,
    });
    expect(await cartStatus(cart.guid)).toBe("PENDING");
    // The cart refuses changes while its order awaits payment.
    await expectError(
      await send("POST", `/${SHOP}/carts/${cart.guid}/items`, token, { item: { item_id: BATATA, quantity: 1 } }),
      422,
      "PENDING_CART",
    );

    await expectError(await call(`/admin/orders/${order.id}/pix/pay`, { method: "POST" }), 401, "UNAUTHORIZED");
    const paid = await orderOf(
      await call(`/admin/orders/${order.id}/pix/pay`, { method: "POST", headers: ADMIN }),
      200,
    );
    expect(paid).toMatchObject({ status: "WAITING_CONFIRMATION", payment: { status: "PAID" } });
    expect(paid.history.map((entry) => entry.status)).toEqual(["WAITING_PAYMENT", "WAITING_CONFIRMATION"]);
    expect(await cartStatus(cart.guid)).toBe("FINALIZED");
    await expectError(
      await call(`/admin/orders/${order.id}/pix/pay`, { method: "POST", headers: ADMIN }),
      409,
      "INVALID_TRANSITION",
    );
  });

  it("expires an unpaid PIX past its deadline when read: EXPIRED_PAYMENT, cart FINALIZED, no longer payable", async () => {
    const token = await sessionToken(SHOP, shop.id, clientId);
    const cart = await readyCart(token);
    const order = await orderOf(await place(token, cart.guid, { kind: "ONLINE", method: "PIX" }));
    await env.DB.prepare("UPDATE orders SET pix_expires_at = ? WHERE id = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), order.id)
      .run();
    const status = await json(
      await send("GET", `/${SHOP}/orders/${order.id}/status`, token),
      200,
      (body) => orderStatusResponseSchema.parse(body).data,
    );
    expect(status).toMatchObject({ status: "EXPIRED_PAYMENT", status_code: 2, payment_status: "EXPIRED" });
    const expired = await orderOf(await send("GET", `/${SHOP}/orders/${order.id}`, token), 200);
    expect(expired.history.map((entry) => entry.status)).toEqual(["WAITING_PAYMENT", "EXPIRED_PAYMENT"]);
    expect(await cartStatus(cart.guid)).toBe("FINALIZED");
    await expectError(
      await call(`/admin/orders/${order.id}/pix/pay`, { method: "POST", headers: ADMIN }),
      409,
      "INVALID_TRANSITION",
    );
  });

  it("takes a saved card of the client only (ONLINE_PAYMENT_FAILED otherwise)", async () => {
    const token = await sessionToken(SHOP, shop.id, clientId);
    const otherClient = await insertClient(shop.id, { email: `outro-${crypto.randomUUID()}@carrinho.test` });
    const cardOf = (owner: number, extra: Parameters<typeof insertCard>[2] = {}) => insertCard(shop.id, owner, extra);
    const cart = await readyCart(token);
    for (const guid of [
      await cardOf(otherClient),
      await cardOf(clientId, { expYear: 2020 }),
      await cardOf(clientId, { deleted: 1 }),
      "no-such-card",
    ]) {
      await expectError(
        await place(token, cart.guid, { kind: "ONLINE", method: "CARD", card_guid: guid }),
        422,
        "ONLINE_PAYMENT_FAILED",
      );
    }
    const mine = await cardOf(clientId);
    const order = await orderOf(await place(token, cart.guid, { kind: "ONLINE", method: "CARD", card_guid: mine }));
    expect(order).toMatchObject({
      status: "WAITING_PAYMENT",
      payment: {
        kind: "ONLINE",
        method: "CARD",
        status: "PENDING",
        brand: "VISA",
        card_guid: mine,
        card_last_four: "1111",
      },
      can_cancel: true,
      can_repay: true,
    });
    expect(await cartStatus(cart.guid)).toBe("PENDING");
  });
});

describe("admin", () => {
  it("moves an order along its delivery type's flow and refuses the rest (409 INVALID_TRANSITION)", async () => {
    const token = await visitorToken();
    const order = await orderOf(await place(token, (await readyCart(token)).guid));
    const advance = () => call(`/admin/orders/${order.id}/advance`, { method: "POST", headers: ADMIN });
    const setStatus = (status: string) =>
      call(`/admin/orders/${order.id}/status`, {
        method: "POST",
        headers: { ...ADMIN, "content-type": "application/json" },
        body: JSON.stringify({ status }),
      });

    await expectError(await setStatus("READY_FOR_PICKUP"), 409, "INVALID_TRANSITION");
    expect((await orderOf(await advance(), 200)).status).toBe("CONFIRMED");
    await expectError(await setStatus("READY_FOR_PICKUP"), 409, "INVALID_TRANSITION");
    expect((await orderOf(await advance(), 200)).status).toBe("OUT_FOR_DELIVERY");
    const delivered = await orderOf(await advance(), 200);
    expect(delivered.status).toBe("DELIVERED");
    expect(delivered.status_code).toBe(2);
    expect(delivered.history.map((entry) => entry.status)).toEqual([
      "WAITING_CONFIRMATION",
      "CONFIRMED",
      "OUT_FOR_DELIVERY",
      "DELIVERED",
    ]);
    await expectError(await advance(), 409, "INVALID_TRANSITION");
    await expectError(await setStatus("CANCELED"), 409, "INVALID_TRANSITION");
    await expectError(await setStatus("NOPE"), 400, "VALIDATION_ERROR");

    // The customer sees the moves.
    expect((await orderOf(await send("GET", `/${SHOP}/orders/${order.id}`, token), 200)).status).toBe("DELIVERED");
  });

  it("cancels, lists, and answers 401 without the key and 404 for an unknown order", async () => {
    const token = await visitorToken();
    const order = await orderOf(await place(token, (await readyCart(token)).guid));
    const canceled = await orderOf(
      await call(`/admin/orders/${order.id}/status`, {
        method: "POST",
        headers: { ...ADMIN, "content-type": "application/json" },
        body: JSON.stringify({ status: "CANCELED" }),
      }),
      200,
    );
    expect(canceled.status).toBe("CANCELED");
    const list = await json(
      await call(`/admin/orders?slug=${SHOP}&limit=5`, { headers: ADMIN }),
      200,
      (body) => adminOrderListResponseSchema.parse(body).data,
    );
    expect(list[0]).toMatchObject({ id: order.id, slug: SHOP, status: "CANCELED", total: order.summary.total });
    expect(list.length).toBeLessThanOrEqual(5);

    await expectError(await call(`/admin/orders`), 401, "UNAUTHORIZED");
    await expectError(
      await call(`/admin/orders`, { headers: { Authorization: "Bearer wrong-key" } }),
      401,
      "UNAUTHORIZED",
    );
    await expectError(
      await call(`/admin/orders/${order.id}/advance`, {
        method: "POST",
        headers: { Authorization: `Bearer ${await visitorToken()}` },
      }),
      401,
      "UNAUTHORIZED",
    );
    await expectError(
      await call(`/admin/orders/99999999/advance`, { method: "POST", headers: ADMIN }),
      404,
      "NOT_FOUND",
    );
  });
});
