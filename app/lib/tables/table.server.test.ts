import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it, vi } from "vitest";
import { action as cartAction } from "~/routes/($slug).cart/route";
import { guestTable, sendRound } from "./table.server";

/** A session in memory, as the cookie session behaves for get/set/unset/flash. */
function memorySession(initial: Record<string, string> = {}) {
  const values = new Map<string, string>(Object.entries(initial));
  const flashes = new Map<string, string>();
  return {
    values,
    flashes,
    get: (key: string) => values.get(key),
    set: (key: string, value: string) => void values.set(key, value),
    unset: (key: string) => void values.delete(key),
    flash: (key: string, value: string) => void flashes.set(key, value),
  };
}

const round = (status: "PENDING" | "SENT") => ({
  id: 7,
  table_id: 100902,
  table_client_id: 12,
  cart_guid: "cart-1",
  status,
  items: [],
  pizzas: [],
  extras: [],
  subtotal: 0,
  sent_at: status === "SENT" ? "2026-11-24T23:00:00.000Z" : null,
});

const table = {
  id: 100902,
  code: "NAPOLI-MESA-2",
  number: 2,
  name: "Mesa 2",
  enabled: true,
  status: "OPEN" as const,
  modality: 2 as const,
  table_clients: [
    { id: 11, name: "Ana", guests: 2, owner: true },
    { id: 12, name: "Bruno", guests: 1, owner: false },
  ],
  table_client_id: 12,
};

function contextWith(
  session: ReturnType<typeof memorySession>,
  api: Record<string, (...args: never[]) => Promise<unknown>>,
) {
  return {
    api,
    store: {
      slug: "bella-napoli",
      customDomain: false,
      session,
      accessToken: async () => "token",
      loadMerchant: async () => ({
        tropicalization: { language: "pt-BR", country_code: "BRA", currency: "BRL", timezone: "America/Sao_Paulo" },
      }),
    },
  } as unknown as AppLoadContext;
}

/** What sendRound takes of the store: its slug, the session and the visitor's token. */
const storeOf = (session: ReturnType<typeof memorySession>) =>
  ({ slug: "bella-napoli", session, token: "token" }) as unknown as Parameters<typeof sendRound>[1];

const guestSession = () =>
  memorySession({
    tableId: "100902",
    tableClientId: "12",
    tableOwnerId: "11",
    tableCode: "NAPOLI-MESA-2",
    cartGuid: "cart-1",
    deliveryMethod: "TABLE",
  });

describe("sendRound", () => {
  it("opens the round of the form's cart and sends it; a second tap sends the same round again, once", async () => {
    const session = guestSession();
    const openRound = vi.fn(async () => ({ ok: true, data: round("PENDING") }));
    const send = vi.fn(async () => ({ ok: true, data: round("SENT") }));
    const api = { openRound, sendRound: send } as unknown as AppLoadContext["api"];
    expect(await sendRound(api, storeOf(session), "cart-1")).toEqual({ ok: true, next: "/table/bill" });
    expect(openRound).toHaveBeenCalledWith("bella-napoli", "token", 100902, "cart-1");
    expect(send).toHaveBeenCalledWith("bella-napoli", "token", 100902, 7);
    // The session forgot the sent cart: the next add starts a new one.
    expect(session.values.has("cartGuid")).toBe(false);
    // The double tap: the form still names cart-1, the API answers the round already sent.
    expect(await sendRound(api, storeOf(session), "cart-1")).toEqual({ ok: true, next: "/table/bill" });
    expect(openRound).toHaveBeenLastCalledWith("bella-napoli", "token", 100902, "cart-1");
  });

  it("says a closed table in the customer's words and keeps the cart", async () => {
    const session = guestSession();
    const api = {
      openRound: async () => ({ ok: false, status: 409, error: { code: "TABLE_CLOSED", message: "closed" } }),
      sendRound: async () => {
        throw new Error("not reached");
      },
    } as unknown as AppLoadContext["api"];
    expect(await sendRound(api, storeOf(session), "cart-1")).toEqual({
      ok: false,
      status: 422,
      error: "table.errors.closed",
    });
    expect(session.values.get("cartGuid")).toBe("cart-1");
  });

  it("refuses without a table in the session, before any call", async () => {
    const api = {} as AppLoadContext["api"];
    expect(await sendRound(api, storeOf(memorySession({ cartGuid: "cart-1" })), "cart-1")).toEqual({
      ok: false,
      status: 422,
      error: "table.errors.notAtTable",
    });
  });
});

describe("the cart's send intent", () => {
  const post = (body: Record<string, string>) =>
    new Request("https://shop.test/bella-napoli/cart", { method: "POST", body: new URLSearchParams(body) });

  it("goes to the table's bill with the notice", async () => {
    const session = guestSession();
    const context = contextWith(session, {
      openRound: async () => ({ ok: true, data: round("PENDING") }),
      sendRound: async () => ({ ok: true, data: round("SENT") }),
    });
    (context.store as unknown as { cart: object }).cart = {};
    const answer = (await cartAction({
      request: post({ intent: "send", cart: "cart-1" }),
      context,
      params: {},
    })) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/bella-napoli/table/bill");
    expect(session.flashes.get("notice")).toBe("table.sent");
  });

  it("answers a refusal as the send form's message (422), and a form without its cart as invalid (400)", async () => {
    const context = contextWith(guestSession(), {
      openRound: async () => ({ ok: false, status: 422, error: { code: "INVALID_CART", message: "empty" } }),
    });
    (context.store as unknown as { cart: object }).cart = {};
    const refused = (await cartAction({
      request: post({ intent: "send", cart: "cart-1" }),
      context,
      params: {},
    })) as unknown as {
      data: { reply: { error: Record<string, string[]> } };
      init: { status: number };
    };
    expect(refused.init.status).toBe(422);
    expect(refused.data.reply.error[""]).toEqual(["table.errors.invalidCart"]);
    const forged = (await cartAction({ request: post({ intent: "send" }), context, params: {} })) as unknown as {
      init: { status: number };
    };
    expect(forged.init.status).toBe(400);
  });
});

describe("guestTable", () => {
  it("gives the bar of a guest still at the table", async () => {
    const session = guestSession();
    const answer = await guestTable(contextWith(session, { getTable: async () => ({ ok: true, data: table }) }));
    expect(answer).toMatchObject({ state: "guest", bar: { number: 2, guestName: "Bruno" } });
    expect(session.values.get("tableId")).toBe("100902");
  });

  it("modality 3: the bar says when the order is ready (the store's pickup time)", async () => {
    const session = guestSession();
    const read = vi.fn(async () => ({
      takeout_configuration: { enabled: true, time_to_receive: { minimum: 15, maximum: 20 } },
    }));
    const answer = await guestTable(
      contextWith(session, { getTable: async () => ({ ok: true, data: { ...table, modality: 3 } }), read }),
    );
    expect(answer.state === "guest" && answer.bar?.readyIn).toMatch(/15.*20/);
    expect(read).toHaveBeenCalledWith("operation_modes", "bella-napoli", "token");
  });

  it("keeps a guest of a closed table until the bill page thanks them, with no bar", async () => {
    const session = guestSession();
    const answer = await guestTable(
      contextWith(session, { getTable: async () => ({ ok: true, data: { ...table, status: "CLOSED" as const } }) }),
    );
    expect(answer).toMatchObject({ state: "guest", bar: null });
    expect(session.values.get("tableId")).toBe("100902");
  });

  it("forgets the table (and its cart and TABLE mode) when the owner changed under modality 2, and says where to join again", async () => {
    const session = guestSession();
    const reowned = {
      ...table,
      table_clients: [{ id: 40, name: "Carla", guests: 1, owner: true }, ...table.table_clients.slice(1)],
    };
    expect(await guestTable(contextWith(session, { getTable: async () => ({ ok: true, data: reowned }) }))).toEqual({
      state: "lost",
      code: "NAPOLI-MESA-2",
    });
    expect([...session.values.keys()]).toEqual([]);
  });

  it("forgets a table the API no longer gives this guest (404), keeps it when the API does not answer", async () => {
    const gone = guestSession();
    expect(
      await guestTable(
        contextWith(gone, {
          getTable: async () => ({ ok: false, status: 404, error: { code: "NOT_FOUND", message: "" } }),
        }),
      ),
    ).toEqual({
      state: "lost",
      code: "NAPOLI-MESA-2",
    });
    expect(gone.values.has("tableId")).toBe(false);
    expect(gone.values.has("tableCode")).toBe(false);
    const down = guestSession();
    expect(
      await guestTable(
        contextWith(down, {
          getTable: async () => ({ ok: false, status: 503, error: { code: "INTERNAL_ERROR", message: "" } }),
        }),
      ),
    ).toEqual({ state: "unavailable" });
    expect(down.values.get("tableId")).toBe("100902");
  });
});
