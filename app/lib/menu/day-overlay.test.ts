import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { type OperationStatusNow, operationStatusNowSchema } from "../../../contract";
import en from "../../../locales/en/common.json";
import es from "../../../locales/es/common.json";
import ptBR from "../../../locales/pt-BR/common.json";
import { createApiClient } from "~/lib/platform/api.server";
import { menuNow, operationModesNow } from "./day-overlay";
import { category, item, pizza } from "./menu.fixtures";
import { presentMenu } from "./menu-view";
import { describeOperationStatus, describePause } from "~/lib/store/operation-status.server";

const status = (extra: Partial<OperationStatusNow> = {}): OperationStatusNow =>
  operationStatusNowSchema.parse({
    open: true,
    schedule_only: false,
    next_opening_at: null,
    closes_at: "2026-11-26T01:00:00.000Z",
    ...extra,
  });

const option = (id: number) => ({ id, name: `Option ${id}`, description: null, price: 0, enabled: true, order: id });
const flavor = (id: number) => ({
  id,
  name: `Flavor ${id}`,
  description: "",
  image: null,
  enabled: true,
  order: id,
  prices: [],
});
const menu = {
  categories: [
    category(1, {
      items: [
        item(10),
        item(11, {
          option_groups: [{ id: 5, name: "Ponto", min: 0, max: 1, order: 0, options: [option(50), option(51)] }],
        }),
      ],
      pizzas: [pizza(20, { flavors: [flavor(60), flavor(61)] })],
    }),
  ],
  promotions: [],
  extras: [],
};

describe("the menu as it is now", () => {
  it("shows a dish sold out today unavailable, and offers no sold-out option or flavour", () => {
    const now = menuNow(menu, status({ sold_out: { items: [10], options: [51], flavors: [60] } }));
    const [dishes] = now.categories;
    expect(dishes!.items.map((dish) => dish.available)).toEqual([false, true]);
    expect(dishes!.items[1]!.option_groups[0]!.options.map((choice) => choice.enabled)).toEqual([true, false]);
    expect(dishes!.pizzas[0]!.flavors.map((choice) => choice.enabled)).toEqual([false, true]);
    // The card the menu renders: unavailable, so no add button in its dialog (ItemDialog) and the "Indisponível" tag.
    const cards = presentMenu(now, "", "BRL", "pt-BR").sections[0]!.cards;
    expect(cards.find((card) => card.id === 10)?.available).toBe(false);
    // Back on sale (or no status): the menu as cached.
    expect(menuNow(menu, status())).toBe(menu);
    expect(menuNow(menu, null)).toBe(menu);
  });

  it("shows staff's times for now in place of the configured ones", () => {
    const modes = {
      delivery_configuration: { enabled: true, time_to_receive: { minimum: 30, maximum: 45 } },
      takeout_configuration: { enabled: true, time_to_receive: { minimum: 15, maximum: 20 } },
      table_configuration: { enabled: false },
    };
    const now = operationModesNow(
      modes,
      status({ time_to_receive: { DELIVERY: { minimum: 60, maximum: 80 }, TAKEOUT: null } }),
    );
    expect(now.delivery_configuration.time_to_receive).toEqual({ minimum: 60, maximum: 80 });
    expect(now.takeout_configuration.time_to_receive).toEqual({ minimum: 15, maximum: 20 });
  });

  it("is what every menu read of a request answers, with one status read for the page", async () => {
    const calls: string[] = [];
    const answers: Record<string, unknown> = {
      "/bella-napoli/menu": { data: menu },
      "/bella-napoli/operation_status_now": { data: status({ sold_out: { items: [11], options: [], flavors: [] } }) },
    };
    const api = createApiClient(async (path) => {
      calls.push(path);
      return new Response(JSON.stringify(answers[path]), { status: 200 });
    }, "secret");
    const [read] = await Promise.all([
      api.read("menu", "bella-napoli", "token"),
      api.read("operation_status_now", "bella-napoli", "token"),
    ]);
    expect(read?.categories[0]!.items.map((dish) => dish.available)).toEqual([true, false]);
    expect(calls.sort()).toEqual(["/bella-napoli/menu", "/bella-napoli/operation_status_now"]);
  });
});

describe("a pause of new orders", () => {
  it("says until when (in the store's time) and why, in every language; the status line says paused", async () => {
    const paused = status({ paused_until: "2026-11-25T23:15:00.000Z", pause_reason: "HIGH_DEMAND" });
    const at = new Date("2026-11-25T23:00:00Z");
    const texts: string[] = [];
    for (const [language, resources] of [
      ["pt-BR", ptBR],
      ["es", es],
      ["en", en],
    ] as const) {
      const i18n = i18next.createInstance();
      await i18n.init({
        lng: language,
        resources: { [language]: { common: resources } },
        defaultNS: "common",
        interpolation: { escapeValue: false },
      });
      texts.push(describePause(paused, "America/Sao_Paulo", language, i18n.t, at)!);
      if (language === "pt-BR") {
        expect(describeOperationStatus(paused, "America/Sao_Paulo", language, i18n.t, at)).toEqual({
          open: false,
          text: "Pedidos pausados até 20:15",
        });
        // Once the pause is over, nothing to say.
        expect(
          describePause(paused, "America/Sao_Paulo", language, i18n.t, new Date("2026-11-25T23:16:00Z")),
        ).toBeNull();
      }
    }
    expect(texts).toEqual([
      "A loja pausou novos pedidos até 20:15. Muitos pedidos no momento: voltamos em alguns minutos.",
      "La tienda pausó los pedidos nuevos hasta las 20:15. Muchos pedidos en este momento: volvemos en unos minutos.",
      "The store paused new orders until 20:15. Lots of orders right now: back in a few minutes.",
    ]);
  });
});
