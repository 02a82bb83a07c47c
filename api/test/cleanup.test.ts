import { env } from "cloudflare:workers";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, expect, it } from "vitest";
import { ABANDONED_CART_SECONDS, EXPIRED_RESCUE_LINK_SECONDS } from "../src/cleanup";
import worker from "../src/index";
import { cartShop } from "./cart-fixtures";
import { insertClient } from "./client-fixtures";
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

it("the hourly cron deletes rescue links expired over a day ago, used or not, and keeps the rest", async () => {
  const now = new Date("2026-11-23T12:17:00Z");
  const seconds = Math.floor(now.getTime() / 1000);
  const clientId = await insertClient(cartShop.id, { email: "resgate@carrinho.test", password: null });
  const cart = await cartUpdatedAgo(60, "OPEN", now);
  const link = (token: string, storeDate: string, expiresAt: number, usedAt: number | null) =>
    env.DB.prepare(
      `INSERT INTO rescue_links (token_hash, merchant_id, cart_guid, client_id, channel, staff_name, store_date,
         created_at, expires_at, used_at)
       VALUES (?1, ?2, ?3, ?4, 'EMAIL', 'Dona Carla', ?5, ?6 - 172800, ?6, ?7)`,
    ).bind(token, cartShop.id, cart, clientId, storeDate, expiresAt, usedAt);
  await env.DB.batch([
    link("long-expired", "2026-11-18", seconds - EXPIRED_RESCUE_LINK_SECONDS - 60, null),
    link("long-expired-used", "2026-11-19", seconds - EXPIRED_RESCUE_LINK_SECONDS - 60, seconds - 200_000),
    link("lately-expired", "2026-11-21", seconds - 3600, null),
    link("live", "2026-11-23", seconds + 3600, null),
  ]);

  const context = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: now, cron: "17 * * * *" }), env, context);
  await waitOnExecutionContext(context);

  const left = await env.DB.prepare("SELECT token_hash FROM rescue_links ORDER BY token_hash").all<{
    token_hash: string;
  }>();
  expect(left.results.map((row) => row.token_hash)).toEqual(["lately-expired", "live"]);
});
