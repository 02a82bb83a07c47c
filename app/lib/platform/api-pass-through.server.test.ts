import { describe, expect, test } from "vitest";
import { CLIENT_SECRET_HEADER } from "../../../contract";
import { parseEnv } from "./env.server";
import { passThroughResponse } from "./api-pass-through.server";

const secrets = { SESSION_SECRET: "s".repeat(32), CLIENT_SECRET: "c".repeat(16) };

/** An API binding that records what reached it and answers `answer` (or does not answer). */
function apiBinding(answer: () => Response | Promise<Response>) {
  const received: Request[] = [];
  const binding = {
    fetch: async (request: Request) => {
      received.push(request);
      return answer();
    },
  };
  return { binding, received };
}

/** The one request that reached the API. */
function only(received: Request[]): Request {
  expect(received).toHaveLength(1);
  return received[0] as Request;
}

const ask = (path: string, init: RequestInit = {}) => {
  const request = new Request(`https://bellanapoli.localhost${path}`, init);
  return { request, url: new URL(request.url) };
};

describe("the API pass-throughs", () => {
  test("a path no row names is not theirs", async () => {
    const { binding, received } = apiBinding(() => new Response("{}"));
    const { request, url } = ask("/bella-napoli/cart");
    expect(await passThroughResponse(request, url, parseEnv({ ...secrets, API: binding }))).toBeNull();
    expect(received).toHaveLength(0);
  });

  test("a dev read is a 404 unless the env opens it, and then asks the API with the client secret", async () => {
    const { binding, received } = apiBinding(() => Response.json({ messages: [] }));
    const closed = ask("/_dev/mail?email=bia@example.com");
    expect(
      (await passThroughResponse(closed.request, closed.url, parseEnv({ ...secrets, API: binding })))?.status,
    ).toBe(404);
    expect(received).toHaveLength(0);

    const open = ask("/_dev/mail?email=bia@example.com", { headers: { cookie: "__Host-comanda_bella-napoli=s" } });
    const response = await passThroughResponse(
      open.request,
      open.url,
      parseEnv({ ...secrets, API: binding, MAIL_OUTBOX_READABLE: "1" }),
    );
    expect(response?.status).toBe(200);
    expect(response?.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response?.headers.get("cache-control")).toBe("no-store");
    expect(new URL(only(received).url).pathname + new URL(only(received).url).search).toBe(
      "/dev/mail_outbox?email=bia%40example.com",
    );
    expect(only(received).headers.get(CLIENT_SECRET_HEADER)).toBe(secrets.CLIENT_SECRET);
    expect(only(received).headers.get("cookie")).toBeNull();
  });

  test("the provider's page gets only the headers its row names, and the provider's own cookie", async () => {
    const { binding, received } = apiBinding(
      () =>
        new Response("<form></form>", {
          status: 302,
          headers: {
            location: "https://api.internal/provider/pay/1",
            "set-cookie": "sandbox_payment=x",
            "x-internal": "1",
          },
        }),
    );
    const { request, url } = ask("/_provider/pay/1?order=1", {
      headers: {
        cookie: "__Host-comanda_bella-napoli=secret; sandbox_payment=abc",
        authorization: "Bearer t",
        accept: "text/html",
      },
    });
    const response = await passThroughResponse(request, url, parseEnv({ ...secrets, API: binding }));
    expect(new URL(only(received).url).pathname).toBe("/provider/pay/1");
    expect(only(received).headers.get("cookie")).toBe("sandbox_payment=abc");
    expect(only(received).headers.get("authorization")).toBeNull();
    expect(only(received).headers.get("accept")).toBe("text/html");
    expect(only(received).headers.get("x-forwarded-host")).toBe("bellanapoli.localhost");
    expect(response?.headers.get("location")).toBe("/provider/pay/1");
    expect(response?.headers.get("set-cookie")).toBe("sandbox_payment=x; Secure");
    expect(response?.headers.get("x-internal")).toBeNull();
    expect(response?.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });

  test("a cross-site post to the provider never reaches the API", async () => {
    const { binding, received } = apiBinding(() => new Response(""));
    const { request, url } = ask("/_provider/pay/1", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://evil.example",
        "sec-fetch-site": "cross-site",
      },
      body: "card=1",
    });
    expect((await passThroughResponse(request, url, parseEnv({ ...secrets, API: binding })))?.status).toBe(403);
    expect(received).toHaveLength(0);
  });

  test("the admin row answers a JSON 502 when the API does not answer", async () => {
    const { binding } = apiBinding(() => Promise.reject(new Error("down")));
    const { request, url } = ask("/_admin/orders/1", { headers: { authorization: "Bearer admin" } });
    const response = await passThroughResponse(request, url, parseEnv({ ...secrets, API: binding }));
    expect(response?.status).toBe(502);
    expect(await response?.json()).toEqual({ code: "INTERNAL_ERROR", message: "The API did not answer" });
  });

  test("a Mercado Pago notification reaches the API with its signature and query, and gets only its status", async () => {
    const { binding, received } = apiBinding(() => Response.json({ code: "UNAUTHORIZED" }, { status: 401 }));
    const env = parseEnv({ ...secrets, API: binding });
    const body = JSON.stringify({ type: "payment", data: { id: "123" } });
    const { request, url } = ask("/_webhooks/mercadopago/bella-napoli?data.id=123&type=payment", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-signature": "ts=1,v1=ab",
        "x-request-id": "req-1",
        cookie: "__Host-comanda_bella-napoli=secret",
        "x-other": "1",
      },
      body,
    });
    const response = await passThroughResponse(request, url, env);
    const reached = only(received);
    expect(reached.method).toBe("POST");
    expect(new URL(reached.url).pathname + new URL(reached.url).search).toBe(
      "/webhooks/mercadopago/bella-napoli?data.id=123&type=payment",
    );
    expect(reached.headers.get("x-signature")).toBe("ts=1,v1=ab");
    expect(reached.headers.get("x-request-id")).toBe("req-1");
    expect(reached.headers.get("content-type")).toBe("application/json");
    expect(reached.headers.get("cookie")).toBeNull();
    expect(reached.headers.get("x-other")).toBeNull();
    expect(await reached.text()).toBe(body);
    expect(response?.status).toBe(401);
    expect(await response?.text()).toBe("");

    const get = ask("/_webhooks/mercadopago/bella-napoli");
    expect((await passThroughResponse(get.request, get.url, env))?.status).toBe(404);
    expect(received).toHaveLength(1);

    const down = apiBinding(() => Promise.reject(new Error("down")));
    const retry = ask("/_webhooks/mercadopago/bella-napoli?data.id=123", { method: "POST", body });
    const unanswered = await passThroughResponse(retry.request, retry.url, parseEnv({ ...secrets, API: down.binding }));
    expect(unanswered?.status).toBe(502);
    expect(await unanswered?.text()).toBe("");
  });
});
