import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  cartResponseSchema,
  clientFidelityResponseSchema,
  type FidelityProgram,
  fidelityProgramsResponseSchema,
} from "../../contract";
import type { SeedMerchant } from "../seed/types";
import { insertClient, sessionToken } from "./client-fixtures";
import { call, expectError, getWithToken, seed, send } from "./helpers";
import {
  ADMIN,
  PHONE,
  SHOP,
  json,
  newKey,
  orderOf,
  place,
  readyCart,
  shop as orderShop,
  visitorToken,
} from "./orders-fixtures";

/*
 * The fidelity programme (decision 026): progress per modality, reaching the goal
 * (once under concurrent reads), the reward priced in the next cart and frozen in its order, used
 * by one order only, the congratulations until seen, and who may read what.
 */

const ORDERS: FidelityProgram = {
  id: 1,
  name: "Clube Carrinho",
  description: "A cada 2 pedidos entregues, R$ 20 de desconto.",
  enabled: true,
  modality: "ORDERS",
  goal: 2,
  reward: { description: "R$ 20 de desconto no próximo pedido", discount_type: "FIXED", value: 2000 },
};
const ITEMS: FidelityProgram = {
  ...ORDERS,
  id: 2,
  name: "Clube dos itens",
  modality: "ITEMS",
  goal: 5,
  reward: { description: "10% de desconto", discount_type: "PERCENTAGE", value: 10 },
};
const POINTS: FidelityProgram = {
  ...ORDERS,
  id: 3,
  name: "Clube dos pontos",
  modality: "POINTS",
  goal: 100,
  reward: { description: "Entrega grátis", discount_type: "FREE_DELIVERY", value: 0 },
};
const OFF: FidelityProgram = { ...ORDERS, id: 4, name: "Desligado", enabled: false };

const shop: SeedMerchant = { ...orderShop, fidelity_programs: [ORDERS, ITEMS, POINTS, OFF] };

beforeAll(async () => {
  await seed([shop]);
});

let emails = 0;
async function newClient() {
  const id = await insertClient(shop.id, { email: `fiel-${++emails}@carrinho.test`, phone: PHONE });
  return { id, token: await sessionToken(SHOP, shop.id, id) };
}

const progressOf = async (clientId: number, token: string) =>
  json(
    await getWithToken(`/${SHOP}/clients/${clientId}/fidelity_programs`, token),
    200,
    (body) => clientFidelityResponseSchema.parse(body).data.fidelity_programs,
  );

const programIn = <T extends { program: { id: number } }>(list: T[], id: number) =>
  list.find((entry) => entry.program.id === id)!;

/** A cash order of the client's new cart (2 burgers and fries: 3 units), moved by the store to DELIVERED. */
async function deliveredOrder(token: string) {
  const cart = await readyCart(token);
  const order = await orderOf(await place(token, cart.guid));
  for (let step = 0; step < 3; step++)
    await orderOf(await call(`/admin/orders/${order.id}/advance`, { method: "POST", headers: ADMIN }), 200);
  return order;
}

describe("programmes", () => {
  it("answers the enabled programmes to anyone, and nothing of a client", async () => {
    const body = await json(
      await getWithToken(`/${SHOP}/fidelity_programs`, await visitorToken()),
      200,
      (value) => fidelityProgramsResponseSchema.parse(value).data,
    );
    expect(body.fidelity_programs.map((program) => program.id)).toEqual([1, 2, 3]);
  });

  it("answers 401 to a visitor and 404 for another client's id or an unknown programme", async () => {
    const mine = await newClient();
    const other = await newClient();
    await expectError(
      await getWithToken(`/${SHOP}/clients/${mine.id}/fidelity_programs`, await visitorToken()),
      401,
      "UNAUTHORIZED",
    );
    await expectError(
      await send("POST", `/${SHOP}/clients/${mine.id}/fidelity_programs/1/seen`, await visitorToken()),
      401,
      "UNAUTHORIZED",
    );
    await expectError(
      await getWithToken(`/${SHOP}/clients/${other.id}/fidelity_programs`, mine.token),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await send("POST", `/${SHOP}/clients/${other.id}/fidelity_programs/1/seen`, mine.token),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await send("POST", `/${SHOP}/clients/${mine.id}/fidelity_programs/4/seen`, mine.token),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await send("POST", `/${SHOP}/clients/${mine.id}/fidelity_programs/abc/seen`, mine.token),
      400,
      "VALIDATION_ERROR",
    );
    const response = await getWithToken(`/${SHOP}/clients/${mine.id}/fidelity_programs`, mine.token);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("progress", () => {
  it("counts delivered orders, their units and earned points; orders not delivered do not count", async () => {
    const { id, token } = await newClient();
    let progress = await progressOf(id, token);
    expect(
      progress.map((entry) => [
        entry.program.id,
        entry.progress,
        entry.goal,
        entry.reward_available,
        entry.congratulate,
      ]),
    ).toEqual([
      [1, 0, 2, false, false],
      [2, 0, 5, false, false],
      [3, 0, 100, false, false],
    ]);

    // An order placed and not delivered yet counts for nothing.
    const cart = await readyCart(token);
    await orderOf(await place(token, cart.guid));
    progress = await progressOf(id, token);
    expect(programIn(progress, 1).progress).toBe(0);
    expect(programIn(progress, 2).progress).toBe(0);

    await deliveredOrder(token);
    // Points earned on delivery (helper L writes them; here straight to D1), and a REDEEMED entry that does not count.
    const at = new Date().toISOString();
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO loyalty_entries (merchant_id, client_id, kind, points, description, order_id, effective_at, expires_at, created_at) VALUES (?1, ?2, 'EARNED', 60, 'Pedido', NULL, ?3, NULL, ?3)",
      ).bind(shop.id, id, at),
      env.DB.prepare(
        "INSERT INTO loyalty_entries (merchant_id, client_id, kind, points, description, order_id, effective_at, expires_at, created_at) VALUES (?1, ?2, 'REDEEMED', -30, 'Troca', NULL, ?3, NULL, ?3)",
      ).bind(shop.id, id, at),
    ]);
    progress = await progressOf(id, token);
    expect(programIn(progress, 1)).toMatchObject({ progress: 1, reward_available: false });
    expect(programIn(progress, 2)).toMatchObject({ progress: 3, reward_available: false });
    expect(programIn(progress, 3)).toMatchObject({ progress: 60, reward_available: false });
  });

  it("reaching the goal inserts the cycle's reward once under concurrent reads, congratulates until seen, and restarts the count", async () => {
    const { id, token } = await newClient();
    await deliveredOrder(token);
    await deliveredOrder(token);
    const reads = await Promise.all(Array.from({ length: 5 }, () => progressOf(id, token)));
    for (const read of reads)
      expect(programIn(read, 1)).toMatchObject({ progress: 0, reward_available: true, congratulate: true });
    // ITEMS: 3 + 3 units reached the goal of 5 on the second order; the one past it is not carried over.
    for (const read of reads) expect(programIn(read, 2)).toMatchObject({ progress: 0, reward_available: true });
    const rows = await env.DB.prepare(
      "SELECT program_id, cycle FROM fidelity_rewards WHERE client_id = ? ORDER BY program_id",
    )
      .bind(id)
      .all();
    expect(rows.results).toEqual([
      { program_id: 1, cycle: 1 },
      { program_id: 2, cycle: 1 },
    ]);

    // Seen: no more congratulations for that programme; the reward still waits.
    const seen = await json(
      await send("POST", `/${SHOP}/clients/${id}/fidelity_programs/1/seen`, token),
      200,
      (body) => clientFidelityResponseSchema.parse(body).data.fidelity_programs,
    );
    expect(seen[0]).toMatchObject({ congratulate: false, reward_available: true });
    const after = await progressOf(id, token);
    expect(programIn(after, 1)).toMatchObject({ congratulate: false, reward_available: true, progress: 0 });
    expect(programIn(after, 2)).toMatchObject({ congratulate: true });
  });
});

describe("the reward in the next order", () => {
  it("is priced in the client's next cart (oldest first), frozen in the order, and used once", async () => {
    const { id, token } = await newClient();
    await deliveredOrder(token);
    await deliveredOrder(token);
    // No page read the progress: the cart read settles the reached rewards itself.
    const cart = await readyCart(token);
    const read = await json(
      await getWithToken(`/${SHOP}/carts/${cart.guid}`, token),
      200,
      (body) => cartResponseSchema.parse(body).data,
    );
    expect(read.fidelity_program).toEqual({
      program_id: 1,
      name: "Clube Carrinho",
      reward: "R$ 20 de desconto no próximo pedido",
      discount: 2000,
    });
    expect(read.adjustments).toContainEqual({
      type: "DISCOUNT",
      source: "FIDELITY",
      name: "Clube Carrinho",
      amount: 2000,
    });
    expect(read.summary.total).toBe(
      read.summary.subtotal + read.summary.delivery_fee - read.summary.discount + read.summary.increase,
    );

    const order = await orderOf(await place(token, read.guid));
    expect(order.adjustments).toContainEqual({
      type: "DISCOUNT",
      source: "FIDELITY",
      name: "Clube Carrinho",
      amount: 2000,
    });
    expect(order.summary.total).toBe(read.summary.total);
    const used = await env.DB.prepare(
      "SELECT used_order_id FROM fidelity_rewards WHERE client_id = ? AND program_id = 1",
    )
      .bind(id)
      .first<{ used_order_id: number }>();
    expect(used?.used_order_id).toBe(order.id);

    // The next cart gets the next waiting reward (the ITEMS one, 10%), not the used one.
    const next = await readyCart(token);
    expect(next.fidelity_program).toMatchObject({ program_id: 2, discount: Math.floor(next.summary.subtotal / 10) });
    const progress = await progressOf(id, token);
    expect(programIn(progress, 1)).toMatchObject({ reward_available: false, congratulate: false });
  });

  it("two orders of two sessions at once: one gets the reward; the other is refused with 409 (then priced again without it) or placed without it", async () => {
    const { id } = await newClient();
    const first = await sessionToken(SHOP, shop.id, id);
    await deliveredOrder(first);
    await deliveredOrder(first);
    // Only the ORDERS programme's reward waits: the ITEMS one is marked used (by no real order).
    await progressOf(id, first);
    await env.DB.prepare(
      "UPDATE fidelity_rewards SET used_order_id = -1, used_at = 'x' WHERE client_id = ? AND program_id = 2",
    )
      .bind(id)
      .run();
    const second = await sessionToken(SHOP, shop.id, id);
    const sessions = [first, second];
    const carts = await Promise.all(sessions.map((token) => readyCart(token)));
    for (const cart of carts) expect(cart.fidelity_program?.program_id).toBe(1);
    const answers = await Promise.all(
      carts.map((cart, at) => place(sessions[at]!, cart.guid, undefined, { key: newKey() })),
    );
    const bodies = await Promise.all(
      answers.map(async (response) => ({
        status: response.status,
        body: (await response.json()) as Record<string, unknown>,
      })),
    );
    const rewarded = bodies.filter(
      ({ status, body }) => status === 201 && JSON.stringify(body).includes('"source":"FIDELITY"'),
    );
    expect(rewarded).toHaveLength(1);
    const loser = bodies.findIndex((answer) => !rewarded.includes(answer));
    const other = bodies[loser]!;
    if (other.status === 409) {
      // Both were priced before either was placed: the guard on the order's INSERT refused the second.
      expect(other.body.code).toBe("FIDELITY_PROGRAM");
      const again = await json(
        await getWithToken(`/${SHOP}/carts/${carts[loser]!.guid}`, sessions[loser]!),
        200,
        (body) => cartResponseSchema.parse(body).data,
      );
      expect(again).toMatchObject({ status: "OPEN", fidelity_program: null });
      const placed = await orderOf(await place(sessions[loser]!, carts[loser]!.guid));
      expect(placed.adjustments.some((adjustment) => adjustment.source === "FIDELITY")).toBe(false);
    } else {
      // The second was priced after the first used it: placed at the full price.
      expect(other.status).toBe(201);
      expect(JSON.stringify(other.body)).not.toContain('"source":"FIDELITY"');
    }
    const used = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM fidelity_rewards WHERE client_id = ? AND program_id = 1 AND used_order_id IS NOT NULL",
    )
      .bind(id)
      .first<{ n: number }>();
    expect(used?.n).toBe(1);
  });

  it("is never priced in another client's cart or a visitor's", async () => {
    const { id, token } = await newClient();
    await deliveredOrder(token);
    await deliveredOrder(token);
    await progressOf(id, token);
    const stranger = await newClient();
    expect((await readyCart(stranger.token)).fidelity_program).toBeNull();
    expect((await readyCart(await visitorToken())).fidelity_program).toBeNull();
  });
});
