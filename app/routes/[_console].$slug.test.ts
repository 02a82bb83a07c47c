import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it, vi } from "vitest";
import type { ConsoleOrder } from "../../contract";
import { pixOrder } from "~/components/orders/order.fixtures";
import { safeNext } from "~/lib/console/console-session.server";
import { loader as homeLoader } from "./[_console]._index";
import { loader as layoutLoader } from "./[_console].$slug";
import { action as loginAction, headers as loginHeaders, loader as loginLoader } from "./[_console].$slug_.login";
import { loader as inboxLoader } from "./[_console].$slug.orders._index";
import { action as orderAction, loader as orderLoader } from "./[_console].$slug.orders.$id";

const ok = <T>(data: T) => ({ ok: true as const, data });
const refusal = (code: string, status: number) => ({ ok: false as const, status, error: { code, message: code } });
const SECRET = "a-session-secret-of-at-least-32-characters";
const STAFF = { id: 12, name: "Rita", email: "equipe@bella-napoli.demo", role: "STAFF" as const };
const ME = {
  staff: STAFF,
  merchant: {
    slug: "bella-napoli",
    name: "Pizzaria Bella Napoli",
    timezone: "America/Sao_Paulo",
    currency: "BRL",
    country_code: "BRA",
  },
};

function contextWith(calls: Record<string, (...args: unknown[]) => Promise<unknown>>) {
  const console = new Proxy(calls, {
    get: (target, name) =>
      target[String(name)] ??
      (() => {
        throw new Error(`unexpected API call ${String(name)}`);
      }),
  });
  return { env: { SESSION_SECRET: SECRET }, page: { refusal: null }, api: { console } } as unknown as AppLoadContext;
}

const url = (path: string) => `https://app.test/_console/bella-napoli${path}`;
const params = { slug: "bella-napoli" };
const form = (fields: Record<string, string>, cookie?: string) => ({
  method: "POST",
  body: new URLSearchParams(fields),
  headers: (cookie ? { Cookie: cookie } : {}) as Record<string, string>,
});

async function outcome(
  run: () => Promise<unknown>,
): Promise<Response | { data: unknown; init: { status?: number } | null }> {
  try {
    const result = await run();
    return result as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    return thrown as { data: unknown; init: { status?: number } | null };
  }
}

/** Logs Rita in through the login action and answers the cookie it set. */
async function loggedIn(): Promise<string> {
  const context = contextWith({
    login: async () => ok({ token: "staff-token", expires_in: 3600, staff: STAFF }),
    me: async () => ok(ME),
  });
  const response = (await loginAction({
    request: new Request(
      url("/login"),
      form({ email: STAFF.email, password: "comanda123", next: "/_console/bella-napoli/orders/7" }),
    ),
    context,
    params,
  })) as Response;
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe("/_console/bella-napoli/orders/7");
  const cookie = response.headers.get("Set-Cookie")!;
  expect(cookie).toMatch(/^__comanda_console_bella-napoli=/);
  expect(cookie).toMatch(/Path=\/_console/);
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/Secure/);
  expect(cookie).toMatch(/SameSite=Lax/);
  return cookie.split(";")[0]!;
}

describe("console login", () => {
  it("logs staff in: the cookie, for this store only, says who is there; the frame asks the API only what awaits an answer", async () => {
    const cookie = await loggedIn();
    const waiting = vi.fn(async () =>
      ok({ waiting: 2, waiting_ids: [40, 41], oldest_waiting_at: new Date(Date.now() - 7.5 * 60_000).toISOString() }),
    );
    const frame = await layoutLoader({
      request: new Request(url("/orders"), { headers: { Cookie: cookie } }),
      context: contextWith({ waiting }),
      params,
    });
    expect(frame).toEqual({
      slug: "bella-napoli",
      staff: { name: "Rita", role: "STAFF" },
      storeName: "Pizzaria Bella Napoli",
      alerts: { count: 2, ids: [40, 41], oldestMinutes: 7 },
    });
    expect(waiting).toHaveBeenCalledWith("bella-napoli", "staff-token");

    // A failed read leaves the bar saying so; a login that ended goes to the login page.
    const down = await layoutLoader({
      request: new Request(url("/orders"), { headers: { Cookie: cookie } }),
      context: contextWith({ waiting: async () => refusal("INTERNAL_ERROR", 503) }),
      params,
    });
    expect(down).toMatchObject({ alerts: null });
    const ended = (await outcome(() =>
      layoutLoader({
        request: new Request(url("/day"), { headers: { Cookie: cookie } }),
        context: contextWith({ waiting: async () => refusal("UNAUTHORIZED", 401) }),
        params,
      }),
    )) as Response;
    expect(ended.status).toBe(302);
    expect(ended.headers.get("Location")).toMatch(/^\/_console\/bella-napoli\/login\?next=/);

    // The same cookie under another store's name is no login there.
    const copied = cookie.replace("__comanda_console_bella-napoli", "__comanda_console_la-brasa-burger");
    const elsewhere = (await outcome(() =>
      layoutLoader({
        request: new Request("https://app.test/_console/la-brasa-burger/orders", { headers: { Cookie: copied } }),
        context: contextWith({}),
        params: { slug: "la-brasa-burger" },
      }),
    )) as Response;
    expect(elsewhere.status).toBe(302);
    expect(elsewhere.headers.get("Location")).toBe(
      "/_console/la-brasa-burger/login?next=%2F_console%2Fla-brasa-burger%2Forders",
    );
  });

  it("says what is wrong next to the field, keeps the e-mail, and tells a wrong password from an API that is down", async () => {
    const invalid = (await loginAction({
      request: new Request(url("/login"), form({ email: "rita", password: "" })),
      context: contextWith({}),
      params,
    })) as {
      data: { email: string; errors: Record<string, string> };
      init: { status: number };
    };
    expect(invalid.init.status).toBe(400);
    expect(invalid.data).toMatchObject({
      email: "rita",
      errors: { email: "console.login.errors.email", password: "console.login.errors.password" },
    });

    const wrong = (await loginAction({
      request: new Request(url("/login"), form({ email: STAFF.email, password: "errada" })),
      context: contextWith({ login: async () => refusal("INVALID_CREDENTIALS", 401) }),
      params,
    })) as { data: { message: string }; init: { status: number } };
    expect(wrong.init.status).toBe(401);
    expect(wrong.data.message).toBe("console.login.errors.INVALID_CREDENTIALS");

    const down = (await loginAction({
      request: new Request(url("/login"), form({ email: STAFF.email, password: "comanda123" })),
      context: contextWith({ login: async () => refusal("INTERNAL_ERROR", 503) }),
      params,
    })) as { data: { message: string }; init: { status: number } };
    expect(down.init.status).toBe(503);
    expect(down.data.message).toBe("console.login.errors.INTERNAL_ERROR");
  });

  it("after too many attempts says the wait the API gave, in the text and in Retry-After alike", async () => {
    for (const [retryAfter, message, count, header] of [
      [43, "console.login.errors.tooManySeconds", 43, "43"],
      [601, "console.login.errors.tooMany", 11, "660"],
    ] as const) {
      const limited = (await loginAction({
        request: new Request(url("/login"), form({ email: STAFF.email, password: "comanda123" })),
        context: contextWith({
          login: async () => ({
            ...refusal("RATE_LIMITED", 429),
            error: { code: "RATE_LIMITED", message: "", retry_after: retryAfter },
          }),
        }),
        params,
      })) as { data: { message: string; count: number }; init: { status: number; headers: HeadersInit } };
      expect(limited.init.status).toBe(429);
      expect(limited.data).toMatchObject({ message, count });
      const headers = new Headers(
        loginHeaders({
          actionHeaders: new Headers(limited.init.headers),
          loaderHeaders: new Headers(),
          parentHeaders: new Headers(),
          errorHeaders: undefined,
        }),
      );
      expect(headers.get("Retry-After")).toBe(header);
    }
  });

  it("sends someone logged in on, and only ever inside this store's console", async () => {
    const cookie = await loggedIn();
    const onward = (await outcome(() =>
      loginLoader({
        request: new Request(url("/login?next=%2F_console%2Fbella-napoli%2Ftables"), { headers: { Cookie: cookie } }),
        context: contextWith({}),
        params,
      }),
    )) as Response;
    expect(onward.headers.get("Location")).toBe("/_console/bella-napoli/tables");
    for (const next of [
      "https://evil.test/",
      "//evil.test/x",
      "/_console/la-brasa-burger/orders",
      "/bella-napoli/checkout",
      "/_console/bella-napoli/logout",
      null,
    ]) {
      expect(safeNext("bella-napoli", next)).toBe("/_console/bella-napoli/orders");
    }
  });

  it("takes a garbled cookie for no login: the login page, never a 500", async () => {
    for (const value of ["%zz", "%%%.%%%", "a.b", "\u00e9t\u00e9"]) {
      const cookie = `__comanda_console_bella-napoli=${value}`;
      const frame = (await outcome(() =>
        layoutLoader({
          request: new Request(url("/orders"), { headers: { Cookie: cookie } }),
          context: contextWith({}),
          params,
        }),
      )) as Response;
      expect(frame.status, value).toBe(302);
      expect(frame.headers.get("Location"), value).toMatch(/^\/_console\/bella-napoli\/login\?next=/);
      const login = (await loginLoader({
        request: new Request(url("/login"), { headers: { Cookie: cookie } }),
        context: contextWith({}),
        params,
      })) as {
        slug: string;
      };
      expect(login.slug, value).toBe("bella-napoli");
    }
  });

  it("is a 404 for something that is no store's address", async () => {
    const answer = (await outcome(() =>
      loginLoader({
        request: new Request("https://app.test/_console/..%2F/login"),
        context: contextWith({}),
        params: { slug: "../" },
      }),
    )) as {
      init: { status: number };
    };
    expect(answer.init.status).toBe(404);
  });
});

describe("console inbox and order page", () => {
  it("asks for the filter the URL names (an unknown one is all of today) with the staff token", async () => {
    const cookie = await loggedIn();
    const orders = vi.fn(async () => ok({ orders: [], waiting: 0, newest_waiting_id: null }));
    const data = (await inboxLoader({
      request: new Request(url("/orders?filter=bogus"), { headers: { Cookie: cookie } }),
      context: contextWith({ orders }),
      params,
    })) as {
      query: unknown;
      hrefs: { filters: Record<string, string> };
    };
    expect(orders).toHaveBeenCalledWith("bella-napoli", "staff-token", { filter: "all", today: true });
    expect(data.query).toEqual({ filter: "all", today: true });
    expect(data.hrefs.filters.new).toBe("/_console/bella-napoli/orders?filter=new&today=1");
  });

  it("goes back to the login, forgetting the cookie, when the API ended the login", async () => {
    const cookie = await loggedIn();
    const answer = (await outcome(() =>
      inboxLoader({
        request: new Request(url("/orders"), { headers: { Cookie: cookie } }),
        context: contextWith({ orders: async () => refusal("UNAUTHORIZED", 401) }),
        params,
      }),
    )) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toMatch(/^\/_console\/bella-napoli\/login\?next=/);
    expect(answer.headers.get("Set-Cookie")).toMatch(/__comanda_console_bella-napoli=;.*Expires=Thu, 01 Jan 1970/);
  });

  it("shows who made each move, and what may be done next", async () => {
    const cookie = await loggedIn();
    const order: ConsoleOrder = {
      ...pixOrder({ status: "CONFIRMED", status_code: 1 }),
      history: [
        { status: "WAITING_CONFIRMATION", at: "2026-11-24T17:05:00.000Z", by: null },
        { status: "CONFIRMED", at: "2026-11-24T17:07:00.000Z", by: "Rita" },
      ],
      actions: ["READY", "CANCEL"],
    };
    const data = (await orderLoader({
      request: new Request(url("/orders/42"), { headers: { Cookie: cookie } }),
      context: contextWith({ order: async () => ok(order) }),
      params: { ...params, id: "42" },
    })) as {
      order: { history: { by: string | null; time: string }[]; actions: string[]; phone: { href: string } };
    };
    expect(data.order.history.map((entry) => entry.by)).toEqual([null, "Rita"]);
    expect(data.order.history[1]!.time).toBe("24/11/2026 14:07");
    expect(data.order.actions).toEqual(["READY", "CANCEL"]);
    expect(data.order.phone.href).toBe("tel:+5511912345678");
  });

  it("keeps a refusal without a reason on its form with the note typed; a move someone else made first goes back to the fresh order", async () => {
    const cookie = await loggedIn();
    const act = vi.fn();
    const missing = (await orderAction({
      request: new Request(url("/orders/42"), form({ action: "REFUSE", note: "Acabou o queijo" }, cookie)),
      context: contextWith({ act }),
      params: { ...params, id: "42" },
    })) as { data: { action: string; errors: Record<string, string>; note: string }; init: { status: number } };
    expect(missing.init.status).toBe(400);
    expect(missing.data).toMatchObject({
      action: "REFUSE",
      errors: { reason: "console.order.actions.errors.reason" },
      note: "Acabou o queijo",
    });
    expect(act).not.toHaveBeenCalled();

    const refused = (await orderAction({
      request: new Request(
        url("/orders/42"),
        form({ action: "REFUSE", reason: "ITEM_UNAVAILABLE", note: " Acabou o queijo " }, cookie),
      ),
      context: contextWith({ act: async (...args: unknown[]) => (act(...args), ok({})) }),
      params: { ...params, id: "42" },
    })) as Response;
    expect(act).toHaveBeenCalledWith("bella-napoli", "staff-token", 42, {
      action: "REFUSE",
      reason: "ITEM_UNAVAILABLE",
      note: "Acabou o queijo",
    });
    expect(refused.headers.get("Location")).toBe("/_console/bella-napoli/orders/42?done=REFUSE");

    const late = (await orderAction({
      request: new Request(url("/orders/42"), form({ action: "ACCEPT" }, cookie)),
      context: contextWith({ act: async () => refusal("INVALID_TRANSITION", 409) }),
      params: { ...params, id: "42" },
    })) as Response;
    expect(late.headers.get("Location")).toBe("/_console/bella-napoli/orders/42?changed=1");
  });
});

describe("the console's way in", () => {
  it("takes a store's address as staff know it (its name or its menu link) to its login; anything else stays, said", async () => {
    for (const typed of [
      "bella-napoli",
      " Bella-Napoli ",
      "https://comanda.app/bella-napoli/orders/7",
      "/bella-napoli",
    ]) {
      const answer = (await outcome(() =>
        homeLoader({
          request: new Request(`https://app.test/_console?store=${encodeURIComponent(typed)}`),
          context: contextWith({}),
          params: {},
        }),
      )) as Response;
      expect(answer.headers.get("Location"), typed).toBe("/_console/bella-napoli/login");
    }
    const invalid = (await homeLoader({
      request: new Request("https://app.test/_console?store=%3F%3F"),
      context: contextWith({}),
      params: {},
    })) as {
      invalid: boolean;
      typed: string;
    };
    expect(invalid).toMatchObject({ invalid: true, typed: "??" });
  });
});
