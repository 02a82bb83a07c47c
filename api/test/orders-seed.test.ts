import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { orderListResponseSchema, reorderResponseSchema } from "../../contract";
import { customerStatements } from "../seed/customers-sql";
import { customerPlaceStatements } from "../seed/data/customer-places";
import { demoCustomers } from "../seed/data/customers";
import { bellaNapoli } from "../seed/data/pizzaria-bella-napoli";
import { demoOrderStatements } from "../seed/orders-sql";
import { sessionToken } from "./client-fixtures";
import { seed, send } from "./helpers";
import { json, orderOf } from "./orders-fixtures";

/* The demo customers' past orders (api/seed/orders-sql.ts), on a database of their own. */

describe("the demo customers' past orders (seed)", () => {
  it("are the client's, priced like real orders, and new orders continue after their ids", async () => {
    const merchants = [bellaNapoli];
    const customers = demoCustomers.filter((customer) => customer.slug === bellaNapoli.slug);
    await seed(merchants);
    const statements = [
      ...customerStatements(customers, merchants),
      ...customerPlaceStatements(customers, merchants),
      ...demoOrderStatements(customers, merchants),
    ];
    await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)));
    const ana = customers[0]!;
    const token = await sessionToken(bellaNapoli.slug, bellaNapoli.id, ana.id);
    const list = await json(await send("GET", `/${bellaNapoli.slug}/clients/${ana.id}/orders`, token), 200, (body) =>
      orderListResponseSchema.parse(body),
    );
    expect(list.data.map((order) => [order.id, order.status])).toEqual([
      [2, "CANCELED"],
      [1, "DELIVERED"],
    ]);
    const delivered = await orderOf(await send("GET", `/${bellaNapoli.slug}/orders/1`, token), 200);
    expect(delivered.history.map((entry) => entry.status)).toEqual([
      "WAITING_CONFIRMATION",
      "CONFIRMED",
      "OUT_FOR_DELIVERY",
      "DELIVERED",
    ]);
    expect(delivered.summary.total).toBe(
      delivered.summary.subtotal +
        delivered.summary.delivery_fee +
        delivered.summary.increase -
        delivered.summary.discount,
    );
    expect(delivered.summary.subtotal).toBe(delivered.items.reduce((sum, line) => sum + line.total, 0));
    expect(delivered.delivery.area_name).not.toBeNull();
    // At least the store's minimum, as a real order.
    expect(delivered.summary.subtotal).toBeGreaterThanOrEqual(bellaNapoli.order_settings.minimum_order_value);
    // Order again works from a seeded order.
    const again = await json(
      await send("POST", `/${bellaNapoli.slug}/orders/1/reorder`, token),
      201,
      (body) => reorderResponseSchema.parse(body).data,
    );
    expect(again.skipped).toEqual([]);
    const next = await env.DB.prepare(
      "INSERT INTO orders (merchant_id, cart_guid, visitor_id, idempotency_key, status, history, delivery_type, customer_name, customer_phone, snapshot, subtotal, delivery_fee, discount, increase, total, payment_kind, payment_method, payment_status, created_at, updated_at) SELECT merchant_id, 'next-cart', visitor_id, 'next-key-0123456789', status, history, delivery_type, customer_name, customer_phone, snapshot, subtotal, delivery_fee, discount, increase, total, payment_kind, payment_method, payment_status, created_at, updated_at FROM orders WHERE id = 1 RETURNING id",
    ).first<{ id: number }>();
    expect(next!.id).toBeGreaterThan(2);
  });
});
