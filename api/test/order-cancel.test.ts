import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { findOrderAnywhere } from "../src/db/orders";
import { cancelOrder, receivePix } from "../src/services/order-moves";
import { insertClient, sessionToken } from "./client-fixtures";
import { seed } from "./helpers";
import { PIX, SHOP, cash, orderOf, place, readyCart, shop } from "./orders-fixtures";

// A sandbox store: its refunds are recorded, never asked of a provider.
const payments = {
  secrets: env,
  inProcess: async (): Promise<Response> => {
    throw new Error("a sandbox store asks no provider");
  },
};

/* The store's cancel, called as the service every cancel of the store goes through. */

beforeAll(async () => {
  await seed([shop]);
});

async function pixOrder() {
  const client = await insertClient(shop.id, { email: `cancel-${crypto.randomUUID()}@carrinho.test` });
  const token = await sessionToken(SHOP, shop.id, client);
  const order = await orderOf(await place(token, (await readyCart(token)).guid, PIX));
  return (await findOrderAnywhere(env.DB, order.id))!;
}

describe("cancelOrder", () => {
  it("refunds a paid online payment, with the reason and who canceled in the order", async () => {
    const paid = await receivePix(env.DB, await pixOrder());
    expect(paid.payment_status).toBe("PAID");
    const canceled = await cancelOrder(env.DB, paid, {
      payments,
      by: "Rita",
      cancellation: { reason: "ITEM_UNAVAILABLE", note: null },
    });
    expect(canceled).toMatchObject({
      status: "CANCELED",
      payment_status: "REFUNDED",
      cancel_reason: "ITEM_UNAVAILABLE",
    });
    expect(JSON.parse(canceled.history).at(-1)).toMatchObject({ status: "CANCELED", by: "Rita" });
  });

  it("fails a pending payment and leaves an offline one as it was", async () => {
    const pending = await cancelOrder(env.DB, await pixOrder(), { payments });
    expect(pending).toMatchObject({ status: "CANCELED", payment_status: "FAILED" });

    const client = await insertClient(shop.id, { email: `cash-${crypto.randomUUID()}@carrinho.test` });
    const token = await sessionToken(SHOP, shop.id, client);
    const placed = await orderOf(await place(token, (await readyCart(token)).guid, cash()));
    const row = (await findOrderAnywhere(env.DB, placed.id))!;
    const canceled = await cancelOrder(env.DB, row, { payments });
    expect(canceled).toMatchObject({ status: "CANCELED", payment_status: row.payment_status });
  });

  it("refuses an order already over, writing nothing", async () => {
    const canceled = await cancelOrder(env.DB, await pixOrder(), { payments });
    const refused = await cancelOrder(env.DB, canceled, { payments }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ status: 409, code: "INVALID_TRANSITION" });
    expect(await findOrderAnywhere(env.DB, canceled.id)).toEqual(canceled);
  });
});
