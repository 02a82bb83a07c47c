import { describe, expect, it } from "vitest";
import ptBR from "../../../locales/pt-BR/common.json";
import { cartErrorKey } from "~/lib/cart/cart-messages";
import { checkoutErrorKey } from "~/lib/checkout/checkout.server";
import { presentLoyalty } from "./loyalty-view";

const lookup = (key: string) =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], ptBR);

describe("loyalty refusals", () => {
  it("say INSUFFICIENT_POINTS in the cart and at checkout with the loyalty message", () => {
    for (const key of [
      cartErrorKey({ code: "INSUFFICIENT_POINTS" }, 422),
      checkoutErrorKey({ code: "INSUFFICIENT_POINTS" }, 422),
    ]) {
      expect(key).toBe("loyalty.errors.INSUFFICIENT_POINTS");
      expect(lookup(key)).toBe("Você não tem pontos suficientes para esta troca.");
    }
    expect(checkoutErrorKey({ code: "INSUFFICIENT_POINTS" }, 503)).toBe("checkout.errors.unreachable");
  });

  it("say at checkout that the fidelity reward went to another order (409 FIDELITY_PROGRAM, decision 026)", () => {
    const key = checkoutErrorKey({ code: "FIDELITY_PROGRAM" }, 409);
    expect(key).toBe("fidelity.errors.rewardTaken");
    expect(lookup(key)).toMatch(/^Sua recompensa do programa de fidelidade já foi usada em outro pedido/);
  });
});

describe("presentLoyalty", () => {
  it("counts what is missing for a product and leaves spent and refunded entries without an expiry", () => {
    const view = presentLoyalty(
      {
        settings: {
          enabled: true,
          name: "Clube",
          points_per_unit: 1,
          unit_amount: 100,
          effectivation_days: 0,
          expiration_days: 90,
          expiring_window_days: 30,
        },
        points: { points: 150, pending_points: 0 },
        toExpire: { points: 0, entries: [] },
        extract: [
          {
            id: 2,
            kind: "REFUNDED",
            points: 100,
            description: "",
            order_id: 4,
            effectivation_date: "2026-06-02T12:00:00.000Z",
            expires_at: "2026-07-01T12:00:00.000Z",
          },
          {
            id: 1,
            kind: "REDEEMED",
            points: -100,
            description: "",
            order_id: 4,
            effectivation_date: "2026-06-01T12:00:00.000Z",
            expires_at: "2026-07-01T12:00:00.000Z",
          },
        ],
        campaigns: [],
        products: [{ item_id: 1, name: "Pizza", description: "", image: null, points: 500, affordable: false }],
      },
      { currency: "BRL", locale: "pt-BR", timeZone: "America/Sao_Paulo", now: new Date("2026-06-10T00:00:00.000Z") },
    );
    expect(view.products[0]!.missing).toBe(350);
    expect(view.extract.map((entry) => entry.expires)).toEqual([null, null]);
    expect(view.rules).toEqual({ unit: expect.stringMatching(/^R\$\s1,00$/), points: 1 });
  });

  it("lists the points to expire once per day in the merchant's zone, summed, in the page's date format", () => {
    const answers = {
      settings: {
        enabled: true,
        name: "Clube",
        points_per_unit: 1,
        unit_amount: 100,
        effectivation_days: 0,
        expiration_days: 90,
        expiring_window_days: 30,
      },
      points: { points: 150, pending_points: 0 },
      toExpire: {
        points: 150,
        entries: [
          { points: 30, expires_at: "2026-07-02T01:00:00.000Z" },
          // A refund gives back points with the expiry of the entry it undoes.
          { points: 100, expires_at: "2026-07-01T12:00:00.000Z" },
          { points: 20, expires_at: "2026-07-01T12:00:00.000Z" },
        ],
      },
      extract: [],
      campaigns: [],
      products: [],
    };
    const options = {
      currency: "BRL" as const,
      locale: "pt-BR",
      timeZone: "America/Sao_Paulo",
      now: new Date("2026-06-10T00:00:00.000Z"),
    };
    // 01:00 UTC on the 2nd is still the 1st in São Paulo.
    expect(presentLoyalty(answers, options).expiring).toEqual([{ points: 150, date: "01/07/2026" }]);
    expect(presentLoyalty(answers, { ...options, timeZone: "UTC", locale: "en" }).expiring).toEqual([
      { points: 120, date: "07/01/2026" },
      { points: 30, date: "07/02/2026" },
    ]);
  });
});

describe("a redeemed line of an order", () => {
  it("carries its points, and a bought one none", async () => {
    const { frozenLinesView } = await import("~/lib/orders/order-view");
    const line = {
      id: 1,
      item_id: 9,
      name: "Refrigerante",
      image: null,
      quantity: 2,
      options: [],
      notes: null,
      unit_price: 0,
      total: 0,
    };
    const lines = frozenLinesView(
      {
        items: [
          { ...line, redeemed: true, points: 100 },
          { ...line, id: 2, redeemed: false, points: null, unit_price: 500, total: 1000 },
        ],
        pizzas: [],
        extras: [],
      },
      { money: (minor) => `R$ ${minor / 100}`, sizeLabel: (size) => size },
    );
    expect(lines.map((entry) => [entry.points ?? null, entry.total])).toEqual([
      [200, "R$ 0"],
      [null, "R$ 10"],
    ]);
  });
});
