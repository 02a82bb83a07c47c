import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it, vi } from "vitest";
import type { ConsoleRound, ConsoleTable } from "../../contract";
import { consoleCookie } from "../../tests/support/console-context";
import { action as tableAction } from "./[_console].$slug.tables.$id";
import { action as kitchenAction, loader as kitchenLoader } from "./[_console].$slug.tables.kitchen";
import { loader as qrLoader } from "./[_console].$slug.tables.qr";

const SLUG = "bella-napoli";
const SECRET = "test-session-secret";
const ok = <T>(data: T) => ({ ok: true as const, data });
const refusal = (code: string, status: number) => ({ ok: false as const, status, error: { code, message: code } });

type Answer = ReturnType<typeof ok> | ReturnType<typeof refusal>;

/** A context whose API answers `answers[METHOD path]`; any other call fails the test. */
function contextWith(
  answers: Record<string, Answer>,
  parts: { store?: Partial<AppLoadContext["store"]>; page?: Partial<AppLoadContext["page"]> } = {},
) {
  const send = vi.fn(async (method: string, path: string) => {
    const answer = answers[`${method} ${path}`];
    if (!answer) throw new Error(`unexpected API call ${method} ${path}`);
    return answer;
  });
  const context = {
    env: { SESSION_SECRET: SECRET },
    api: { send },
    store: { customDomain: false, ...parts.store },
    page: { publicOrigin: "https://comanda.test", refusal: null, ...parts.page },
  };
  return { context: context as unknown as AppLoadContext, send };
}

const request = async (path: string, form?: Record<string, string>, cookie = true) =>
  new Request(`https://comanda.test/_console/${SLUG}${path}`, {
    method: form ? "POST" : "GET",
    headers: { "Accept-Language": "pt-BR", ...(cookie ? { Cookie: await consoleCookie("STAFF") } : {}) },
    body: form ? new URLSearchParams(form) : undefined,
  });

async function settled(
  promise: Promise<unknown>,
): Promise<Response | { data: unknown; init: { status?: number } | null }> {
  try {
    return (await promise) as Response;
  } catch (error) {
    return error as Response;
  }
}

const round = (id: number, sentAt: string): ConsoleRound => ({
  id,
  table_id: 100901,
  table_number: 1,
  table_name: "Mesa 1",
  table_client_id: 7,
  table_client_name: "Ana",
  items: [
    {
      id: 1,
      item_id: 10,
      name: "Calzone",
      image: null,
      quantity: 2,
      notes: "sem cebola",
      options: [{ id: 1, option_id: 5, name: "Borda recheada", quantity: 1, price: 500 }],
      unit_price: 4500,
      total: 9000,
    },
  ] as unknown as ConsoleRound["items"],
  pizzas: [],
  extras: [],
  subtotal: 9000,
  sent_at: sentAt,
  served_at: null,
  served_by: null,
});

describe("the kitchen screen", () => {
  it("sends someone without a staff login to the login page, back here after", async () => {
    const { context, send } = contextWith({});
    const answer = (await settled(
      kitchenLoader({ request: await request("/tables/kitchen", undefined, false), context, params: { slug: SLUG } }),
    )) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(
      `/_console/${SLUG}/login?next=${encodeURIComponent(`/_console/${SLUG}/tables/kitchen`)}`,
    );
    expect(send).not.toHaveBeenCalled();
  });

  it("shows the rounds to serve with their table, guest, lines, options, notes and how long they have waited", async () => {
    const sentAt = new Date(Date.now() - 7 * 60_000 - 5_000).toISOString();
    const { context } = contextWith({
      [`GET /console/${SLUG}/rounds?served=0`]: ok({ rounds: [round(31, sentAt)] }),
      [`GET /console/${SLUG}/kitchen`]: ok({ tickets: [] }),
    });
    const page = (await kitchenLoader({
      request: await request("/tables/kitchen?done=served"),
      context,
      params: { slug: SLUG },
    })) as Exclude<Awaited<ReturnType<typeof kitchenLoader>>, Response>;
    expect(page.done).toBe("console.tables.detail.done.served");
    expect(page.rounds).toEqual([
      expect.objectContaining({
        id: 31,
        tableNumber: 1,
        guest: "Ana",
        waitingMinutes: 7,
        tableHref: `/_console/${SLUG}/tables/100901`,
        lines: [
          expect.objectContaining({
            name: "Calzone",
            quantity: 2,
            details: ["Borda recheada (+ R$\u00a05,00)"],
            notes: "sem cebola",
            total: "R$\u00a090,00",
          }),
        ],
      }),
    ]);
  });

  it("marks a round served and comes back saying so; a login that ended goes to the login page", async () => {
    const { context, send } = contextWith({
      [`POST /console/${SLUG}/rounds/31/served`]: ok(round(31, new Date().toISOString())),
    });
    const answer = (await kitchenAction({
      request: await request("/tables/kitchen", { intent: "served", round: "31" }),
      context,
      params: { slug: SLUG },
    })) as Response;
    expect(answer.headers.get("Location")).toBe(`/_console/${SLUG}/tables/kitchen?done=served`);
    expect(send).toHaveBeenCalledWith("POST", `/console/${SLUG}/rounds/31/served`, "token-STAFF", expect.anything());

    const ended = contextWith({ [`POST /console/${SLUG}/rounds/31/served`]: refusal("UNAUTHORIZED", 401) });
    const thrown = (await settled(
      kitchenAction({
        request: await request("/tables/kitchen", { intent: "served", round: "31" }),
        context: ended.context,
        params: { slug: SLUG },
      }),
    )) as Response;
    expect(thrown.headers.get("Location")).toMatch(`/_console/${SLUG}/login?next=`);

    const tampered = contextWith({});
    const bad = await kitchenAction({
      request: await request("/tables/kitchen", { intent: "served", round: "1 OR 1" }),
      context: tampered.context,
      params: { slug: SLUG },
    });
    expect((bad as unknown as { init: { status: number } }).init.status).toBe(400);
    expect(tampered.send).not.toHaveBeenCalled();
  });
});

describe("a table's moves", () => {
  const table = { status: "PAID" } as ConsoleTable;

  it("moves the bill and comes back saying so", async () => {
    const { context, send } = contextWith({ [`POST /console/${SLUG}/tables/100901/status`]: ok(table) });
    const answer = (await tableAction({
      request: await request("/tables/100901", { intent: "move", status: "PAID" }),
      context,
      params: { slug: SLUG, id: "100901" },
    })) as Response;
    expect(answer.headers.get("Location")).toBe(`/_console/${SLUG}/tables/100901?done=PAID`);
    expect(send).toHaveBeenCalledWith(
      "POST",
      `/console/${SLUG}/tables/100901/status`,
      "token-STAFF",
      expect.anything(),
      { status: "PAID" },
    );
  });

  it("says a move the table's status does not allow was refused, and where the table is now", async () => {
    const { context } = contextWith({
      [`POST /console/${SLUG}/tables/100901/status`]: refusal("INVALID_TRANSITION", 409),
      [`GET /console/${SLUG}/tables/100901`]: ok({ ...table, status: "CLOSED" }),
    });
    const answer = (await tableAction({
      request: await request("/tables/100901", { intent: "move", status: "PAID" }),
      context,
      params: { slug: SLUG, id: "100901" },
    })) as unknown as { data: unknown; init: { status: number } };
    expect(answer.init.status).toBe(409);
    expect(answer.data).toEqual({ error: "console.tables.errors.INVALID_TRANSITION", status: "Fechada" });
  });
});

describe("the QR sheet", () => {
  const tables = [
    { id: 2, code: "NAPOLI-MESA-2", number: 2, name: "Mesa 2", enabled: true },
    { id: 1, code: "NAPOLI-MESA-1", number: 1, name: "Mesa 1", enabled: true },
    { id: 9, code: "NAPOLI-MESA-9", number: 9, name: "Mesa 9", enabled: false },
  ].map((line) => ({ ...line, status: "OPEN", table_clients: 0, people: 0, rounds_waiting: 0, total: 0 }));

  it("draws each enabled table's assign URL on the origin the staff is using, in number order", async () => {
    const { context } = contextWith(
      { [`GET /console/${SLUG}/tables`]: ok({ tables }) },
      { page: { publicOrigin: "http://localhost:8799" } },
    );
    const page = (await qrLoader({ request: await request("/tables/qr"), context, params: { slug: SLUG } })) as Exclude<
      Awaited<ReturnType<typeof qrLoader>>,
      Response
    >;
    const cards = page.sheets.flat();
    expect(cards.map((card) => card.url)).toEqual([
      "http://localhost:8799/bella-napoli/table/assign?code=NAPOLI-MESA-1",
      "http://localhost:8799/bella-napoli/table/assign?code=NAPOLI-MESA-2",
    ]);
    expect(cards[0]!.svg).toMatch(/^<svg [^>]*viewBox=/);
    expect(cards[0]!.svg).not.toBe(cards[1]!.svg);
  });

  it("leaves the slug out on the store's own domain", async () => {
    const { context } = contextWith(
      { [`GET /console/${SLUG}/tables`]: ok({ tables }) },
      { store: { customDomain: true }, page: { publicOrigin: "https://pizzaria.example" } },
    );
    const page = (await qrLoader({ request: await request("/tables/qr"), context, params: { slug: SLUG } })) as Exclude<
      Awaited<ReturnType<typeof qrLoader>>,
      Response
    >;
    expect(page.sheets[0]![0]!.url).toBe("https://pizzaria.example/table/assign?code=NAPOLI-MESA-1");
  });
});
