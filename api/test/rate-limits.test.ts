import { beforeAll, describe, expect, it } from "vitest";
import { cartShop } from "./cart-fixtures";
import { fixtureMerchants } from "./fixtures";
import { accessTokenFor, call, expectError, postJson, seed } from "./helpers";

const SHOP = "test-carrinho";
const OTHER_SHOP = "test-pizzaria";

beforeAll(() => seed([...fixtureMerchants, cartShop]));

const fromIp = (ip: string) => ({ "x-comanda-client-ip": ip });

/**
 * The emulated binding (miniflare) counts in 60 s windows aligned to the clock's minutes and starts
 * afresh in the next one: a burst that crossed a minute boundary was let through (a rare failure).
 * Each burst starts with at least `spareMs` left in its window.
 */
async function withTimeLeftInWindow(spareMs = 20_000) {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < spareMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
const BURST_TIMEOUT_MS = 60_000;
const newIp = () => `198.51.100.${crypto.randomUUID()}`;

const createCart = (slug: string, token: string, ip: string) =>
  call(`/${slug}/carts`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "content-type": "application/json", ...fromIp(ip) },
    body: JSON.stringify({ cart: {} }),
  });

describe("token bootstrap limit (120 per 60 s per merchant and IP)", () => {
  it(
    "refuses the burst past the limit with 429 RATE_LIMITED and Retry-After, counting IPs and merchants apart",
    async () => {
      await withTimeLeftInWindow();
      const ip = newIp();
      const statuses: number[] = [];
      for (let index = 0; index < 120; index += 1) {
        statuses.push((await postJson("/authenticates/client_secret_key", { slug: SHOP }, fromIp(ip))).status);
      }
      expect(statuses.every((status) => status === 200)).toBe(true);

      const refused = await postJson("/authenticates/client_secret_key", { slug: SHOP }, fromIp(ip));
      expect(refused.headers.get("Retry-After")).toBe("60");
      await expectError(refused, 429, "RATE_LIMITED");

      expect((await postJson("/authenticates/client_secret_key", { slug: SHOP }, fromIp(newIp()))).status).toBe(200);
      expect((await postJson("/authenticates/client_secret_key", { slug: OTHER_SHOP }, fromIp(ip))).status).toBe(200);
    },
    BURST_TIMEOUT_MS,
  );
});

describe("cart creation limit (60 per 60 s per merchant and IP)", () => {
  it(
    "lets a normal pace through and refuses the burst past the limit",
    async () => {
      const token = await accessTokenFor(SHOP);
      await withTimeLeftInWindow();
      const ip = newIp();
      for (let index = 0; index < 60; index += 1) {
        expect((await createCart(SHOP, token, ip)).status).toBeLessThan(300);
      }
      const refused = await createCart(SHOP, token, ip);
      expect(refused.headers.get("Retry-After")).toBe("60");
      await expectError(refused, 429, "RATE_LIMITED");

      expect((await createCart(SHOP, token, newIp())).status).toBe(200);
      expect((await createCart(OTHER_SHOP, await accessTokenFor(OTHER_SHOP), ip)).status).toBe(201);
    },
    BURST_TIMEOUT_MS,
  );
});
