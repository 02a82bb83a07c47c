import { describe, expect, it } from "vitest";
import { decodePixCode, orderStatuses, paymentStatusSchema, type Order } from "../../../contract";
import ptBR from "../../../locales/pt-BR/common.json";
import es from "../../../locales/es/common.json";
import en from "../../../locales/en/common.json";
import { createTranslator, type Translations } from "~/lib/i18n/i18n";
import { PIX_CODE, pixOrder } from "~/components/orders/order.fixtures";
import { orderSteps, presentOrder, presentOrderSummary, refreshSeconds, stepsFor, whatsappHref } from "./order-view";

const options = {
  currency: "BRL" as const,
  locale: "pt-BR",
  timeZone: "America/Sao_Paulo",
  sizeLabel: (size: string) => `Tamanho ${size}`,
  now: new Date("2026-11-24T17:20:30.000Z"),
};

describe("status texts", () => {
  it("has words for every order status and payment status in each language", () => {
    for (const translations of [ptBR, es, en]) {
      const t = createTranslator("pt-BR", translations as Translations);
      for (const status of orderStatuses) {
        expect(t(`orders.status.${status}`)).not.toMatch(/^orders\./);
        expect(t(`orders.status.${status}`)).not.toBe("");
      }
      for (const status of paymentStatusSchema.options)
        expect(t(`orders.paymentStatus.${status}`)).not.toMatch(/^orders\./);
    }
    const t = createTranslator("pt-BR", ptBR as Translations);
    expect(t("orders.status.WAITING_CONFIRMATION")).toBe("Aguardando confirmação");
    expect(t("orders.status.OUT_FOR_DELIVERY")).toBe("Saiu para entrega");
    expect(t("orders.status.READY_FOR_PICKUP")).toBe("Pronto para retirada");
    expect(t("orders.status.EXPIRED_PAYMENT")).toBe("Pagamento expirado");
    expect(t("orders.status.PAYMENT_REJECTED")).toBe("Pagamento recusado");
  });
});

describe("the kitchen's state", () => {
  const confirmed = (state: "QUEUED" | "PREPARING" | "READY", type: "DELIVERY" | "TAKEOUT" = "DELIVERY") =>
    pixOrder({
      status: "CONFIRMED",
      status_code: 1,
      delivery: { ...pixOrder().delivery, type },
      kitchen: { state, started_at: "2026-11-24T17:10:00.000Z", ready_at: null },
    });

  it("says a confirmed order in preparation or ready for its courier, in pt-BR, es and en", () => {
    const said = (translations: unknown, order: Order) =>
      createTranslator("pt-BR", translations as Translations)(presentOrder(order, options).statusKey);
    expect(said(ptBR, confirmed("QUEUED"))).toBe("Confirmado");
    expect(said(ptBR, confirmed("PREPARING"))).toBe("Em preparo");
    expect(said(ptBR, confirmed("READY"))).toBe("Pronto, aguardando o entregador");
    expect(said(es, confirmed("PREPARING"))).toBe("En preparación");
    expect(said(es, confirmed("READY"))).toBe("Listo, esperando al repartidor");
    expect(said(en, confirmed("READY"))).toBe("Ready, waiting for the courier");
    // A pickup the kitchen made ready is READY_FOR_PICKUP, as the customer has always been told.
    expect(said(ptBR, pixOrder({ status: "READY_FOR_PICKUP", status_code: 1, kitchen: null }))).toBe(
      "Pronto para retirada",
    );
  });
});

describe("steps", () => {
  it("go through delivery or pickup by the delivery type, the payment first when paid online", () => {
    expect(stepsFor("DELIVERY", false)).toEqual(["WAITING_CONFIRMATION", "CONFIRMED", "OUT_FOR_DELIVERY", "DELIVERED"]);
    expect(stepsFor("TAKEOUT", true)).toEqual([
      "WAITING_PAYMENT",
      "WAITING_CONFIRMATION",
      "CONFIRMED",
      "READY_FOR_PICKUP",
      "DELIVERED",
    ]);
  });

  it("mark the current step and the times reached, in the merchant's time zone", () => {
    const order = pixOrder({
      status: "CONFIRMED",
      status_code: 1,
      history: [
        { status: "WAITING_PAYMENT", at: "2026-11-24T17:05:00.000Z" },
        { status: "WAITING_CONFIRMATION", at: "2026-11-24T17:07:00.000Z" },
        { status: "CONFIRMED", at: "2026-11-24T17:10:00.000Z" },
      ],
    });
    const steps = orderSteps(order, "America/Sao_Paulo");
    expect(steps?.map((step) => [step.status, step.state, step.time])).toEqual([
      ["WAITING_PAYMENT", "done", "14:05"],
      ["WAITING_CONFIRMATION", "done", "14:07"],
      ["CONFIRMED", "current", "14:10"],
      ["READY_FOR_PICKUP", "todo", null],
      ["DELIVERED", "todo", null],
    ]);
    expect(orderSteps(order, "America/Mexico_City")?.[0]?.time).toBe("11:05");
  });

  it("are left out once the order left the flow (canceled, expired, refused)", () => {
    expect(orderSteps(pixOrder({ status: "CANCELED", status_code: 2 }), "UTC")).toBeNull();
    expect(orderSteps(pixOrder({ status: "EXPIRED_PAYMENT", status_code: 2 }), "UTC")).toBeNull();
  });
});

describe("refresh", () => {
  it("is often while a PIX waits, slower at the merchant, never once the order is over", () => {
    expect(refreshSeconds(pixOrder())).toBe(10);
    const paid = { ...pixOrder().payment, status: "PAID" as const };
    expect(refreshSeconds(pixOrder({ status: "WAITING_CONFIRMATION", status_code: 1, payment: paid }))).toBe(30);
    expect(refreshSeconds(pixOrder({ status: "DELIVERED", status_code: 2, payment: paid }))).toBeNull();
    expect(refreshSeconds(pixOrder({ status: "CANCELED", status_code: 2 }))).toBeNull();
  });
});

describe("presentOrder", () => {
  it("shows a pending PIX with its valid BR Code, amount, deadline and minutes left", () => {
    const view = presentOrder(pixOrder(), options);
    expect(view.pix?.code).toBe(PIX_CODE);
    expect(decodePixCode(view.pix?.code ?? "")?.amount).toBe(8990);
    expect(view.pix?.amount).toMatch(/R\$\s?89,90/);
    expect(view.pix?.deadline).toBe("14:35");
    expect(view.pix?.minutesLeft).toBe(15);
    expect(view.lines.map((line) => line.name)).toEqual(["Coca-Cola 350 ml", "Pizza"]);
    expect(view.lines[1]?.details).toEqual(["Tamanho Grande", "½ Calabresa, ½ Margherita"]);
    expect(view.deliveryCode).toBeNull();
    expect(view.address).toBeNull();
    expect(view.summary.deliveryFee).toBeUndefined();
  });

  it("has no PIX once paid, and shows a delivery's code, address and cash change", () => {
    const order: Order = pixOrder({
      status: "OUT_FOR_DELIVERY",
      status_code: 1,
      delivery: {
        type: "DELIVERY",
        consume_in_store: false,
        address: {
          street: "Rua Augusta",
          number: "100",
          complement: "ap 3",
          neighborhood: "Consolação",
          city: "São Paulo",
          state: "SP",
          zip_code: "01305000",
          reference_point: null,
          latitude: null,
          longitude: null,
        },
        area_name: "Consolação",
        time_to_receive: null,
        delivery_code: "4821",
      },
      payment: {
        kind: "OFFLINE",
        method: "CASH",
        status: "NOT_REQUIRED",
        change_for: 10000,
        brand: null,
        card_guid: null,
        card_last_four: null,
        pix: null,
        failure: null,
      },
      summary: { subtotal: 8990, delivery_fee: 500, discount: 0, increase: 0, total: 9490 },
    });
    const view = presentOrder(order, options);
    expect(view.pix).toBeNull();
    expect(view.deliveryCode).toBe("4821");
    expect(view.address).toEqual(["Rua Augusta, 100 - ap 3", "Consolação, São Paulo - SP"]);
    expect(view.payment.changeFor).toMatch(/100,00/);
    expect(view.steps?.find((step) => step.state === "current")?.status).toBe("OUT_FOR_DELIVERY");
    // Delivered: the code is of no more use.
    expect(presentOrder({ ...order, status: "DELIVERED", status_code: 2 }, options).deliveryCode).toBeNull();
  });
});

describe("whatsappHref", () => {
  const info = { contact: { whatsapp: "55 11 99999-0000", whatsapp_visible: true } } as Parameters<
    typeof whatsappHref
  >[0];
  it("links to wa.me with the order number, only when the store shows its WhatsApp", () => {
    expect(whatsappHref(info, 42, "Pedido nº 42")).toBe("https://wa.me/5511999990000?text=Pedido+n%C2%BA+42");
    expect(
      whatsappHref(
        { contact: { whatsapp: "5511999990000", whatsapp_visible: false } } as Parameters<typeof whatsappHref>[0],
        42,
        "x",
      ),
    ).toBeNull();
    expect(whatsappHref(null, 42, "x")).toBeNull();
  });
});

describe("presentOrderSummary", () => {
  it("sums up a line of the orders list", () => {
    const order = pixOrder();
    const line = presentOrderSummary(
      {
        ...order,
        delivery_type: "TAKEOUT",
        lines: [
          { name: "Coca-Cola 350 ml", quantity: 2 },
          { name: "Pizza", quantity: 1 },
        ],
      },
      options,
    );
    expect(line).toMatchObject({
      id: 42,
      statusKey: "orders.status.WAITING_PAYMENT",
      date: "24/11/2026 14:05",
      lines: "2x Coca-Cola 350 ml, 1x Pizza",
    });
    expect(line.total).toMatch(/89,90/);
  });
});

describe("dates of a page", () => {
  it("are written alike in each language: the day placed and the day scheduled in the same order", () => {
    const order = pixOrder({ created_at: "2026-11-27T17:05:00.000Z", scheduled_to: "2026-11-28T23:30:00.000Z" });
    const en = presentOrder(order, { ...options, locale: "en" });
    expect(en.placedAt).toBe("11/27/2026 14:05");
    expect(en.scheduledTo).toBe("Saturday, 11/28 · 20 h 30 min");
    expect(
      presentOrderSummary({ ...order, delivery_type: "TAKEOUT", lines: [] }, { ...options, locale: "en" }).date,
    ).toBe("11/27/2026 14:05");
    const pt = presentOrder(order, options);
    expect(pt.placedAt).toBe("27/11/2026 14:05");
    expect(pt.scheduledTo).toBe("sábado, 28/11 · 20 h 30 min");
    expect(presentOrder(order, { ...options, locale: "es-CO" }).placedAt).toBe("27/11/2026 14:05");
  });
});
