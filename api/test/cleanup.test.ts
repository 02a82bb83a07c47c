import { env } from "cloudflare:workers";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, expect, it } from "vitest";
import { ABANDONED_CART_SECONDS } from "../src/cleanup";
import worker from "../src/index";
import { cartShop } from "./cart-fixtures";
import { accessTokenFor, seed, send } from "./helpers";

const SHOP = "test-carrinho";
const BATATA = 91100012;

beforeAll(() => seed([cartShop]));

async function cartUpdatedAgo(seconds: number, status: "OPEN" | "PENDING" | "FINALIZED", now: Date): Promise<string> {
  const token = await accessTokenFor(SHOP);
  const response = await send("POST", `/${SHOP}/carts`, token, { cart: { items: [{ item_id: BATATA, quantity: 1 }] } });
  const { data } = (await response.json()) as { data: { guid: string } };
  const updatedAt = new Date(now.getTime() - seconds * 1000).toISOString();
  await env.DB.prepare("UPDATE carts SET status = ?, updated_at = ? WHERE guid = ?")
    .bind(status, updatedAt, data.guid)
    .run();
  return data.guid;
}

const cartsLeft = async () =>
  (await env.DB.prepare("SELECT guid FROM carts").all<{ guid: string }>()).results.map((row) => row.guid);
const linesLeft = async () => (await env.DB.prepare("SELECT count(*) AS n FROM cart_items").first<{ n: number }>())?.n;

it("the hourly cron deletes OPEN carts untouched for 3 days with their lines, and keeps the rest", async () => {
  const now = new Date("2026-11-23T12:17:00Z");
  const abandoned = await cartUpdatedAgo(ABANDONED_CART_SECONDS + 60, "OPEN", now);
  const fresh = await cartUpdatedAgo(ABANDONED_CART_SECONDS - 60, "OPEN", now);
  const pending = await cartUpdatedAgo(ABANDONED_CART_SECONDS * 10, "PENDING", now);
  const finalized = await cartUpdatedAgo(ABANDONED_CART_SECONDS * 10, "FINALIZED", now);
  expect(await linesLeft()).toBe(4);

  const context = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: now, cron: "17 * * * *" }), env, context);
  await waitOnExecutionContext(context);

  expect((await cartsLeft()).sort()).toEqual([fresh, pending, finalized].sort());
  expect(await cartsLeft()).not.toContain(abandoned);
  expect(await linesLeft()).toBe(3);
});
