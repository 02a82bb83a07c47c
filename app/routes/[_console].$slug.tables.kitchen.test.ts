import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it, vi } from "vitest";
import type { ConsoleRound, KitchenTicket } from "../../contract";
import { consoleCookie } from "../../tests/support/console-context";
import { createTranslator, type Translations } from "~/lib/i18n/i18n";
import { resources } from "~/lib/i18n/i18n.server";
import { action, loader } from "./[_console].$slug.tables.kitchen";

/*
 * The kitchen display's server side: confirmed orders and table rounds in one queue by the time
 * they are due, each order's kitchen move, and what the screen says after it, in the staff's language.
 */

const SLUG = "bella-napoli";
const ok = <T>(data: T) => ({ ok: true as const, data });
const refusal = (code: string, status: number) => ({ ok: false as const, status, error: { code, message: code } });
type Answer = ReturnType<typeof ok> | ReturnType<typeof refusal>;

function contextWith(answers: Record<string, Answer>) {
  const send = vi.fn(async (method: string, path: string) => {
    const answer = answers[`${method} ${path}`];
    if (!answer) throw new Error(`unexpected API call ${method} ${path}`);
    return answer;
  });
  const context = {
    env: { SESSION_SECRET: "test-session-secret" },
    api: { send },
    store: { customDomain: false },
    page: { publicOrigin: "https://comanda.test", refusal: null },
  };
  return { context: context as unknown as AppLoadContext, send };
}

const request = async (path: string, language: string, form?: Record<string, string>) =>
  new Request(`https://comanda.test/_console/${SLUG}${path}`, {
    method: form ? "POST" : "GET",
    headers: { "Accept-Language": language, Cookie: await consoleCookie("STAFF") },
    body: form ? new URLSearchParams(form) : undefined,
  });

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const ticket = (id: number, promisedAt: string | null, extra: Partial<KitchenTicket> = {}): KitchenTicket => ({
  id,
  delivery_type: "DELIVERY",
  customer_name: "Ana",
  created_at: minutesAgo(30),
  scheduled_to: null,
  promised_at: promisedAt,
  notes: "Tocar o interfone",
  kitchen: { state: "QUEUED", started_at: null, ready_at: null },
  items: [],
  pizzas: [
    {
      id: 1,
      name: "Pizza grande",
      quantity: 1,
      notes: "metade sem cebola",
      size: { id: 1, name: "Grande" },
      flavors: [
        { id: 1, name: "Mussarela", quantity: 1 },
        { id: 2, name: "Calabresa", quantity: 1 },
      ],
      complements: [],
      total: 6000,
    },
  ] as unknown as KitchenTicket["pizzas"],
  extras: [],
  ...extra,
});

const round = (id: number, sentAt: string) =>
  ({
    id,
    table_id: 100903,
    table_number: 3,
    table_name: "Mesa 3",
    table_client_id: 7,
    table_client_name: "Gil",
    items: [],
    pizzas: [],
    extras: [],
    subtotal: 0,
    sent_at: sentAt,
    served_at: null,
    served_by: null,
  }) as ConsoleRound;

type Page = Exclude<Awaited<ReturnType<typeof loader>>, Response>;

describe("the kitchen queue", () => {
  it("puts orders and rounds in one queue by when each is due, late ones marked, with flavours and notes", async () => {
    const { context } = contextWith({
      [`GET /console/${SLUG}/rounds?served=0`]: ok({ rounds: [round(31, minutesAgo(10))] }),
      [`GET /console/${SLUG}/kitchen`]: ok({
        tickets: [
          ticket(12, minutesAgo(-20), { delivery_type: "TAKEOUT" }),
          ticket(11, minutesAgo(5), { kitchen: { state: "PREPARING", started_at: minutesAgo(8), ready_at: null } }),
        ],
      }),
    });
    const page = (await loader({
      request: await request("/tables/kitchen", "pt-BR"),
      context,
      params: { slug: SLUG },
    })) as Page;
    expect(page.queue).toEqual([
      { type: "round", id: 31 },
      { type: "order", id: 11 },
      { type: "order", id: 12 },
    ]);
    const [late, onTime] = [page.orders.find((o) => o.id === 11)!, page.orders.find((o) => o.id === 12)!];
    expect(late).toMatchObject({
      late: true,
      state: "PREPARING",
      typeKey: "orders.delivery.DELIVERY",
      waitingMinutes: 30,
    });
    expect(onTime).toMatchObject({ late: false, state: "QUEUED", typeKey: "orders.delivery.TAKEOUT" });
    expect(late.lines[0]).toMatchObject({ name: "Pizza grande", notes: "metade sem cebola" });
    expect(late.lines[0]!.details).toContain("½ Mussarela, ½ Calabresa");
    expect(late.href).toBe(`/_console/${SLUG}/orders/11`);
  });

  it("sends a ticket to preparation and says so; a pickup's ready says ready for pickup, a delivery's awaits its courier", async () => {
    const { context, send } = contextWith({
      [`POST /console/${SLUG}/orders/11/kitchen`]: ok({
        id: 11,
        status: "CONFIRMED",
        kitchen: { state: "PREPARING", started_at: minutesAgo(0), ready_at: null },
      }),
      [`POST /console/${SLUG}/orders/12/kitchen`]: ok({ id: 12, status: "READY_FOR_PICKUP", kitchen: null }),
    });
    const started = (await action({
      request: await request("/tables/kitchen", "pt-BR", { intent: "preparing", order: "11" }),
      context,
      params: { slug: SLUG },
    })) as Response;
    expect(started.headers.get("Location")).toBe(`/_console/${SLUG}/tables/kitchen?done=preparing&order=11`);
    expect(send).toHaveBeenCalledWith("POST", `/console/${SLUG}/orders/11/kitchen`, "token-STAFF", expect.anything(), {
      state: "PREPARING",
    });
    const pickup = (await action({
      request: await request("/tables/kitchen", "pt-BR", { intent: "ready", order: "12" }),
      context,
      params: { slug: SLUG },
    })) as Response;
    expect(pickup.headers.get("Location")).toBe(`/_console/${SLUG}/tables/kitchen?done=readyForPickup&order=12`);
  });

  it("refuses a move the order no longer allows with a message in the staff's language, and bad input with 400", async () => {
    const { context } = contextWith({
      [`POST /console/${SLUG}/orders/11/kitchen`]: refusal("INVALID_TRANSITION", 409),
    });
    const answer = (await action({
      request: await request("/tables/kitchen", "es", { intent: "ready", order: "11" }),
      context,
      params: { slug: SLUG },
    })) as unknown as { data: { error: string; order: number }; init: { status: number } };
    expect(answer.init.status).toBe(409);
    expect(answer.data).toMatchObject({ error: "console.tables.kitchen.errors.changed", order: 11 });

    const bad = contextWith({});
    const tampered = (await action({
      request: await request("/tables/kitchen", "es", { intent: "ready", order: "11 OR 1" }),
      context: bad.context,
      params: { slug: SLUG },
    })) as unknown as { init: { status: number } };
    expect(tampered.init.status).toBe(400);
    expect(bad.send).not.toHaveBeenCalled();
  });

  it("says what was done in pt-BR and es", async () => {
    for (const [language, text] of [
      ["pt-BR", "Pedido nº 11 pronto: aguardando o entregador."],
      ["es", "Pedido n.º 11 listo: esperando al repartidor."],
    ] as const) {
      const { context } = contextWith({
        [`GET /console/${SLUG}/rounds?served=0`]: ok({ rounds: [] }),
        [`GET /console/${SLUG}/kitchen`]: ok({ tickets: [] }),
      });
      const page = (await loader({
        request: await request("/tables/kitchen?done=ready&order=11", language),
        context,
        params: { slug: SLUG },
      })) as Page;
      expect(page.done).toBe("console.tables.kitchen.done.ready");
      expect(page.doneOrder).toBe(11);
      expect(page.title).toBe(language === "es" ? "Cocina" : "Cozinha");
      const t = createTranslator(language, resources[language].common as unknown as Translations);
      expect(t(page.done!, { id: page.doneOrder })).toBe(text);
    }
  });
});
