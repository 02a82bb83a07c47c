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

/**
 * Runs `burst` (each run with its own address and visitors) until a run starts and ends in one
 * window: on a machine busy with another suite a burst can outlast the 20 s it started with, and
 * the count starts afresh in the next window, letting the one past the limit through.
 */
async function inOneWindow<T>(burst: () => Promise<T>): Promise<T> {
  for (let run = 1; ; run += 1) {
    await withTimeLeftInWindow();
    const window = Math.floor(Date.now() / 60_000);
    const result = await burst();
    if (Math.floor(Date.now() / 60_000) === window || run === 3) return result;
  }
}
const newIp = () => `198.51.100.${crypto.randomUUID()}`;

const createCart = (slug: string, token: string, ip: string) =>
  call(`/${slug}/carts`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "content-type": "application/json", ...fromIp(ip) },
    body: JSON.stringify({ cart: {} }),
  });

/** A first visit as the storefront makes it: a client secret key, then its exchange for a token. */
async function firstVisit(slug: string, ip: string): Promise<number[]> {
  const key = await postJson("/authenticates/client_secret_key", { slug }, fromIp(ip));
  if (key.status !== 200) return [key.status];
  const { data } = (await key.json()) as { data: { client_secret_key: string } };
  return [
    key.status,
    (await postJson("/authenticates/authenticates", { client_secret_key: data.client_secret_key }, fromIp(ip))).status,
  ];
}

describe("first visits (600 per 60 s per merchant and IP, one count each)", () => {
  it(
    "lets 600 first visits from one address through, then refuses with 429 RATE_LIMITED and Retry-After, counting IPs and merchants apart",
    async () => {
      const { ip, statuses, over } = await inOneWindow(async () => {
        const ip = newIp();
        // Twenty visitors at a time, as a busy address sends them.
        const statuses: number[][] = [];
        for (let batch = 0; batch < 30; batch += 1)
          statuses.push(...(await Promise.all(Array.from({ length: 20 }, () => firstVisit(SHOP, ip)))));
        return { ip, statuses, over: await postJson("/authenticates/client_secret_key", { slug: SHOP }, fromIp(ip)) };
      });
      expect(statuses.filter((visit) => visit.some((status) => status !== 200))).toEqual([]);
      expect(over.headers.get("Retry-After")).toBe("60");
      await expectError(over, 429, "RATE_LIMITED");

      expect(await firstVisit(SHOP, newIp())).toEqual([200, 200]);
      expect(await firstVisit(OTHER_SHOP, ip)).toEqual([200, 200]);
    },
    BURST_TIMEOUT_MS * 4,
  );

  it("exchanges a client secret key for at most two tokens a minute; keys issued at once are told apart", async () => {
    const ip = newIp();
    const keyOf = async () =>
      (
        (await (await postJson("/authenticates/client_secret_key", { slug: SHOP }, fromIp(ip))).json()) as {
          data: { client_secret_key: string };
        }
      ).data.client_secret_key;
    const [key, sameSecond] = await Promise.all([keyOf(), keyOf()]);
    expect(sameSecond).not.toBe(key);
    const exchange = (clientSecretKey: string) =>
      postJson("/authenticates/authenticates", { client_secret_key: clientSecretKey }, fromIp(newIp()));
    expect((await exchange(key)).status).toBe(200);
    expect((await exchange(key)).status).toBe(200);
    const refused = await exchange(key);
    expect(refused.headers.get("Retry-After")).toBe("60");
    await expectError(refused, 429, "RATE_LIMITED");
    expect((await exchange(sameSecond)).status).toBe(200);
  });
});

describe("cart creation (20 per 60 s per visitor, 300 per 60 s per merchant and IP)", () => {
  it(
    "refuses one visitor past 20, not the next visitor on the same address",
    async () => {
      const token = await accessTokenFor(SHOP, `visitor-${crypto.randomUUID()}`);
      await withTimeLeftInWindow();
      const ip = newIp();
      for (let index = 0; index < 20; index += 1) expect((await createCart(SHOP, token, ip)).status).toBeLessThan(300);
      const refused = await createCart(SHOP, token, ip);
      expect(refused.headers.get("Retry-After")).toBe("60");
      await expectError(refused, 429, "RATE_LIMITED");
      expect((await createCart(SHOP, await accessTokenFor(SHOP, `visitor-${crypto.randomUUID()}`), ip)).status).toBe(
        201,
      );
    },
    BURST_TIMEOUT_MS,
  );

  it(
    "refuses an address past 300 whoever the visitors, counting IPs and merchants apart",
    async () => {
      const { ip, tokens, statuses, refused } = await inOneWindow(async () => {
        const tokens = await Promise.all(
          Array.from({ length: 16 }, () => accessTokenFor(SHOP, `visitor-${crypto.randomUUID()}`)),
        );
        const ip = newIp();
        // Fifteen visitors, one cart call each at a time.
        const statuses: number[] = [];
        for (let round = 0; round < 20; round += 1)
          statuses.push(
            ...(await Promise.all(
              tokens.slice(0, 15).map(async (token) => (await createCart(SHOP, token, ip)).status),
            )),
          );
        return { ip, tokens, statuses, refused: await createCart(SHOP, tokens[15]!, ip) };
      });
      expect(statuses.filter((status) => status >= 300)).toEqual([]);
      expect(statuses).toHaveLength(300);
      expect(refused.headers.get("Retry-After")).toBe("60");
      await expectError(refused, 429, "RATE_LIMITED");

      expect((await createCart(SHOP, tokens[15]!, newIp())).status).toBe(201);
      expect((await createCart(OTHER_SHOP, await accessTokenFor(OTHER_SHOP), ip)).status).toBe(201);
    },
    BURST_TIMEOUT_MS * 4,
  );
});
