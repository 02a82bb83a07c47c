import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it, vi } from "vitest";
import type { ApiClient } from "~/lib/platform/api.server";
import { carryCart } from "./cart-carry.server";
import { merchantSessionStorage } from "~/lib/platform/session.server";

const SECRET = "test-session-secret-0123456789abcdef";
const SOURCE = "sabor-da-casa-curitiba";
const TARGET = "sabor-da-casa-porto-alegre";

/** The Cookie header a browser would send after these Set-Cookie values. */
const cookieHeader = (setCookies: string[]) => setCookies.map((cookie) => cookie.split(";")[0]).join("; ");

async function storeCookie(slug: string, data: Record<string, unknown>) {
  const storage = merchantSessionStorage(slug, SECRET);
  const session = await storage.getSession();
  for (const [key, value] of Object.entries(data)) session.set(key as never, value as never);
  return storage.commitSession(session);
}

async function readStore(slug: string, setCookies: string[]) {
  const cookie = setCookies.find((candidate) => candidate.startsWith(`__Host-comanda_${slug}=`));
  return merchantSessionStorage(slug, SECRET).getSession(cookie ? cookieHeader([cookie]) : null);
}

function contextWith(send: ApiClient["send"]) {
  return {
    api: { send, authenticate: vi.fn() } as unknown as ApiClient,
    env: { SESSION_SECRET: SECRET } as AppLoadContext["env"],
  };
}

const movedCart = { guid: "cart-1", delivery: { type: "TAKEOUT" } };

/** The API as the carry sees it: the source's cart (GET, holding `coupons`) and the move (PUT). */
const apiWith = (coupons: { code: string }[]) =>
  vi.fn(async (method: string) => ({
    ok: true as const,
    data: method === "GET" ? { guid: "cart-1", coupons, converted_order: false } : movedCart,
  }));

/** A POST from a browser holding the source's cart (and `sourceExtra` in its session) and a session at the target. */
async function carryRequest(sourceExtra: Record<string, unknown> = {}, targetExtra: Record<string, unknown> = {}) {
  const fresh = { accessTokenExpiresAt: Date.now() + 3_600_000 };
  return new Request("https://comanda.test/sabor-da-casa/stores", {
    method: "POST",
    headers: {
      Cookie: cookieHeader([
        await storeCookie(SOURCE, {
          visitorId: "visitor-a",
          accessToken: "token-a",
          cartGuid: "cart-1",
          ...fresh,
          ...sourceExtra,
        }),
        await storeCookie(TARGET, { visitorId: "visitor-b", accessToken: "token-b", ...fresh, ...targetExtra }),
      ]),
    },
  });
}

describe("carryCart", () => {
  it("moves the source's cart with its token; the target adopts the visitor id and the cart, the source forgets it", async () => {
    const send = apiWith([]);
    const request = new Request("https://comanda.test/sabor-da-casa/stores", {
      method: "POST",
      headers: {
        Cookie: cookieHeader([
          await storeCookie(SOURCE, {
            visitorId: "visitor-a",
            accessToken: "token-a",
            accessTokenExpiresAt: Date.now() + 3_600_000,
            cartGuid: "cart-1",
          }),
          await storeCookie(TARGET, {
            visitorId: "visitor-b",
            accessToken: "token-b",
            accessTokenExpiresAt: Date.now() + 3_600_000,
            clientId: "7",
            clientName: "Ana",
          }),
        ]),
      },
    });
    const result = await carryCart(contextWith(send as unknown as ApiClient["send"]), request, SOURCE, TARGET);
    expect(send).toHaveBeenCalledWith("PUT", `/${SOURCE}/carts/cart-1/change`, "token-a", expect.anything(), {
      slugable_type: "STORE",
      slugable_name: TARGET,
    });
    expect(result.state).toBe("moved");
    const cookies = result.state === "moved" ? result.cookies : [];
    const target = await readStore(TARGET, cookies);
    expect([
      target.get("visitorId"),
      target.get("cartGuid"),
      target.get("deliveryMethod"),
      target.get("accessToken"),
    ]).toEqual(["visitor-a", "cart-1", "TAKEOUT", undefined]);
    // The target's client token named another visitor: logged out there.
    expect(target.get("clientId")).toBeUndefined();
    expect(target.get("notice")).toBe("franchise.carry.done");
    const source = await readStore(SOURCE, cookies);
    expect([source.get("visitorId"), source.get("cartGuid")]).toEqual(["visitor-a", undefined]);
  });

  it("answers what the target cannot take, and writes no cookie", async () => {
    const notKept = [{ kind: "ITEM", name: "Barreado", detail: null, reason: "MISSING" }];
    const send = vi.fn(async () => ({
      ok: false as const,
      status: 422,
      error: { code: "CART_LINES_NOT_AT_STORE", message: "no", not_kept: notKept },
    }));
    const request = new Request("https://comanda.test/sabor-da-casa/stores", {
      method: "POST",
      headers: {
        Cookie: cookieHeader([
          await storeCookie(SOURCE, {
            visitorId: "visitor-a",
            accessToken: "token-a",
            accessTokenExpiresAt: Date.now() + 3_600_000,
            cartGuid: "cart-1",
          }),
        ]),
      },
    });
    expect(await carryCart(contextWith(send as unknown as ApiClient["send"]), request, SOURCE, TARGET)).toEqual({
      state: "refused",
      notKept,
    });
  });

  it("has nothing to carry without a source cart, and asks the API nothing", async () => {
    const send = vi.fn();
    const request = new Request("https://comanda.test/sabor-da-casa/stores", { method: "POST" });
    expect(await carryCart(contextWith(send as unknown as ApiClient["send"]), request, SOURCE, TARGET)).toEqual({
      state: "nothing",
      cookies: [],
    });
    expect(send).not.toHaveBeenCalled();
  });

  it("a voucher link's code still pending at the source goes along, pending at the target; the source forgets it", async () => {
    const send = apiWith([]);
    const result = await carryCart(
      contextWith(send as unknown as ApiClient["send"]),
      await carryRequest({ couponLinkId: "REDE10" }),
      SOURCE,
      TARGET,
    );
    const cookies = result.state === "moved" ? result.cookies : [];
    expect((await readStore(TARGET, cookies)).get("couponLinkId")).toBe("REDE10");
    expect((await readStore(SOURCE, cookies)).get("couponLinkId")).toBeUndefined();
    // The pending code is enough: the source's cart is not read for its coupons.
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("a coupon on the moved cart goes along as a pending code (the API moves no coupon); a code already pending at the target stays", async () => {
    const moved = await carryCart(
      contextWith(apiWith([{ code: "REDE10" }]) as unknown as ApiClient["send"]),
      await carryRequest(),
      SOURCE,
      TARGET,
    );
    expect((await readStore(TARGET, moved.state === "moved" ? moved.cookies : [])).get("couponLinkId")).toBe("REDE10");
    const kept = await carryCart(
      contextWith(apiWith([{ code: "REDE10" }]) as unknown as ApiClient["send"]),
      await carryRequest({}, { couponLinkId: "PORTO5" }),
      SOURCE,
      TARGET,
    );
    expect((await readStore(TARGET, kept.state === "moved" ? kept.cookies : [])).get("couponLinkId")).toBe("PORTO5");
  });
});
