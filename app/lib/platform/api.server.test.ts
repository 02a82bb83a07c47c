import { describe, expect, it, vi } from "vitest";
import { cartResponseSchema } from "../../../contract";
import en from "../../../locales/en/common.json";
import es from "../../../locales/es/common.json";
import ptBR from "../../../locales/pt-BR/common.json";
import { createApiClient, UpstreamError, upstreamRefusal } from "./api.server";
import { createCartService } from "~/lib/cart/cart.server";
import { cartErrorKey, refusalStatus } from "~/lib/cart/cart-messages";
import { createMerchantLoader } from "~/lib/store/merchant.server";
import { merchantSessionStorage } from "./session.server";

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The text a key names in one language's file (`cart.errors.RATE_LIMITED`). */
function textOf(resources: unknown, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources);
}

/** A new visitor (no cookie) whose cart and token come from an API that answers `answer`. */
async function newVisitorCart(answer: (path: string) => Response) {
  const calls: string[] = [];
  const api = createApiClient(async (path) => {
    calls.push(path);
    return answer(path);
  }, "client-secret");
  const session = await merchantSessionStorage("bella-napoli", "s".repeat(32)).getSession();
  const merchant = createMerchantLoader(api, "bella-napoli", false, session);
  return { calls, session, cart: createCartService(api, "bella-napoli", merchant.accessToken, session) };
}

const rateLimited = () => json({ code: "RATE_LIMITED", message: "Too many requests" }, 429);

describe("refusals of the API during a post", () => {
  it("a new visitor's first add while the token request is rate-limited is RATE_LIMITED 429, said in every language", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { calls, cart, session } = await newVisitorCart((path) =>
      path.startsWith("/authenticates/") ? rateLimited() : json({}, 500),
    );
    const added = await cart.addItem({ item_id: 1, quantity: 1, notes: null, options: [] });
    expect(added).toMatchObject({ ok: false, status: 429, error: { code: "RATE_LIMITED" } });
    // Nothing was asked beyond the token: no cart call with no token.
    expect(calls).toEqual(["/authenticates/client_secret_key"]);
    expect(session.get("cartGuid")).toBeUndefined();
    if (added.ok) throw new Error("unreachable");
    expect(refusalStatus(added.status)).toBe(429);
    const key = cartErrorKey(added.error, added.status);
    expect(key).toBe("cart.errors.RATE_LIMITED");
    for (const resources of [ptBR, es, en]) expect(textOf(resources, key)).toEqual(expect.any(String));
    expect(error).toHaveBeenCalledWith(expect.stringContaining("Failed to authenticate (429)"));
  });

  it("a token request the API could not answer is INTERNAL_ERROR with its 5xx (the page says the store did not answer)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { cart } = await newVisitorCart(() => json({}, 500));
    const added = await cart.addItem({ item_id: 1, quantity: 1, notes: null, options: [] });
    expect(added).toMatchObject({ ok: false, status: 502, error: { code: "INTERNAL_ERROR" } });
    if (added.ok) throw new Error("unreachable");
    expect(cartErrorKey(added.error, added.status)).toBe("cart.errors.unreachable");
  });

  it("a 5xx keeps the failure the API named (MAIL_NOT_SENT); any other 5xx is INTERNAL_ERROR", async () => {
    const api = createApiClient(async () => json({ code: "MAIL_NOT_SENT", message: "not sent" }, 503), "client-secret");
    expect(await api.tokenEmail("bella-napoli", "token", { email: "ana@example.com" })).toEqual({
      ok: false,
      status: 503,
      error: { code: "MAIL_NOT_SENT", message: "not sent" },
    });
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failing = createApiClient(
      async () => json({ code: "INTERNAL_ERROR", message: "Internal server error" }, 500),
      "client-secret",
    );
    expect(await failing.tokenEmail("bella-napoli", "token", { email: "ana@example.com" })).toMatchObject({
      ok: false,
      status: 500,
      error: { code: "INTERNAL_ERROR" },
    });
    expect(error).toHaveBeenCalledOnce();
  });

  it("a refusal without the API's body (a proxy's page) still names what it is", async () => {
    for (const [status, code, key] of [
      [429, "RATE_LIMITED", "cart.errors.RATE_LIMITED"],
      [413, "PAYLOAD_TOO_LARGE", "cart.errors.PAYLOAD_TOO_LARGE"],
      [415, "UNSUPPORTED_MEDIA_TYPE", "cart.errors.generic"],
    ] as const) {
      const api = createApiClient(
        async () =>
          new Response("<html>Too Many Requests</html>", { status, headers: { "content-type": "text/html" } }),
        "client-secret",
      );
      const result = await api.send("POST", "/bella-napoli/carts", "token", cartResponseSchema, {});
      expect(result, String(status)).toMatchObject({ ok: false, status, error: { code } });
      if (result.ok) throw new Error("unreachable");
      expect(refusalStatus(result.status), String(status)).toBe(status === 429 ? 429 : 422);
      expect(cartErrorKey(result.error, result.status), String(status)).toBe(key);
    }
  });

  it("the API's own refusals (429, 413, 415, 422) come back as they are, with their status", async () => {
    for (const [status, code] of [
      [429, "RATE_LIMITED"],
      [413, "PAYLOAD_TOO_LARGE"],
      [415, "UNSUPPORTED_MEDIA_TYPE"],
      [422, "VALIDATION_ERROR"],
    ] as const) {
      const api = createApiClient(async () => json({ code, message: "refused" }, status), "client-secret");
      expect(await api.send("POST", "/bella-napoli/carts", "token", cartResponseSchema, {})).toEqual({
        ok: false,
        status,
        error: { code, message: "refused" },
      });
    }
  });

  it("a failed call leaves the customer's phone, e-mail and place out of the Worker's log (the query), naming only the endpoint", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const answers = [
      () => Promise.reject(new TypeError("network connection lost")),
      async () => json({ code: "INTERNAL_ERROR", message: "Internal server error" }, 500),
      async () => json({ unexpected: true }, 200),
    ];
    for (const answer of answers) {
      const api = createApiClient(answer, "client-secret");
      await api
        .simpleRegistration("bella-napoli", "token", { ddd: "11", number: "987654321", country_code: "55" })
        .catch(() => undefined);
      await api
        .haveRegistration("bella-napoli", "token", { email: "ana@example.com", cpf: "12345678909" })
        .catch(() => undefined);
      await api.reverseGeocode("bella-napoli", "token", -23.561234, -46.655678).catch(() => undefined);
    }
    const logged = error.mock.calls.map((call) => call.map(String).join(" ")).join("\n");
    expect(logged).toContain("/bella-napoli/clients/simple_registrations/validate");
    for (const secret of ["987654321", "ana@example", "12345678909", "23.561234", "46.655678"])
      expect(logged).not.toContain(secret);
  });

  it("upstreamRefusal leaves any other error as it was", () => {
    const bug = new TypeError("not an upstream failure");
    expect(() => upstreamRefusal(bug)).toThrow(bug);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(upstreamRefusal(new UpstreamError("API unreachable", 503))).toMatchObject({
      ok: false,
      status: 503,
      error: { code: "INTERNAL_ERROR" },
    });
  });
});

describe("a first visit on a cold configuration cache", () => {
  it("asks for the token, then for the frame's and the page's configuration in one combined read beside the status", async () => {
    const calls: string[] = [];
    const api = createApiClient(async (path) => {
      calls.push(path);
      if (path === "/authenticates/client_secret_key") return json({ data: { client_secret_key: "key" } }, 200);
      if (path === "/authenticates/authenticates")
        return json({ data: { access_token: "token", token_type: "Bearer", expires_in: 3600 } }, 200);
      if (path.endsWith("/operation_status_now")) return json({ code: "INTERNAL_ERROR", message: "down" }, 500);
      const reads = new URL(path, "https://api.internal").searchParams.get("reads")!.split(",");
      // Every part failed: the page still gets its defaults (tested in store pages), and nothing here is asked twice.
      return json({ data: Object.fromEntries(reads.map((read) => [read, null])) }, 200);
    }, "client-secret");
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const session = await merchantSessionStorage("bella-napoli", "s".repeat(32)).getSession();
    const merchant = createMerchantLoader(api, "bella-napoli", false, session);
    const page = merchant
      .accessToken()
      .then((token) =>
        Promise.all([
          api.read("menu", "bella-napoli", token!),
          api.read("banners", "bella-napoli", token!, { page: "1", size: "10" }),
        ]),
      );
    const [bootstrap] = await Promise.all([merchant.bootstrap(), page]);
    expect(bootstrap?.tropicalization.language).toBe("pt-BR");
    expect(calls).toEqual([
      "/authenticates/client_secret_key",
      "/authenticates/authenticates",
      "/bella-napoli/operation_status_now",
      "/bella-napoli/configuration?" +
        new URLSearchParams({
          reads:
            "analytics_settings,banners,general_informations,general_settings,menu,slug_types,stylizations,tropicalizations",
          "banners.page": "1",
          "banners.size": "10",
        }),
    ]);
  });
});
