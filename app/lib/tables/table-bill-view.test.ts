import { describe, expect, it } from "vitest";
import type { Consumption } from "../../../contract";
import { BILL_REFRESH_SECONDS, percentText, presentBill } from "./table-bill-view";

const round = (id: number, clientId: number, name: string, total: number) => ({
  id,
  table_id: 1,
  table_client_id: clientId,
  cart_guid: `cart-${id}`,
  status: "SENT" as const,
  items: [
    { id: id * 10, item_id: 5, name, image: null, quantity: 2, unit_price: total / 2, total, notes: null, options: [] },
  ],
  pizzas: [],
  extras: [],
  subtotal: total,
  sent_at: "2026-11-25T23:05:00.000Z",
});

const consumption = (status: Consumption["status"]): Consumption =>
  ({
    table_id: 1,
    status,
    guests: [
      {
        table_client: { id: 7, name: "Ana", guests: 1, owner: true },
        rounds: [round(1, 7, "Suco", 1800)],
        subtotal: 1800,
      },
      {
        table_client: { id: 8, name: "Bruno", guests: 2, owner: false },
        rounds: [round(2, 8, "Água", 1000), round(3, 8, "Tiramisù", 2700)],
        subtotal: 3700,
      },
    ],
    adjustments: [{ type: "INCREASE", source: "SERVICE_CHARGE", name: "Taxa de serviço", amount: 550 }],
    summary: { subtotal: 5500, increase: 550, total: 6050 },
  }) as unknown as Consumption;

const options = {
  currency: "BRL" as const,
  locale: "pt-BR",
  timeZone: "America/Sao_Paulo",
  myClientId: 8,
  serviceTaxBasisPoints: 1000,
  sizeLabel: (s: string) => s,
};
const nbsp = (text: string) => text.replace(/\s/g, " ");

describe("presentBill", () => {
  it("lists the caller first, every round as the API priced it, the service charge with its rate and the API's total", () => {
    const bill = presentBill(consumption("OPEN"), options);
    expect(bill.guests.map((guest) => [guest.name, guest.mine])).toEqual([
      ["Bruno", true],
      ["Ana", false],
    ]);
    expect(bill.guests[0]!.rounds).toHaveLength(2);
    expect(bill.guests[0]!.rounds[0]!.sentAt).toBe("20:05");
    expect(nbsp(bill.guests[0]!.subtotal)).toBe("R$ 37,00");
    expect(nbsp(bill.guests[0]!.rounds[1]!.lines[0]!.total)).toBe("R$ 27,00");
    expect(nbsp(bill.subtotal)).toBe("R$ 55,00");
    expect(bill.serviceCharge && nbsp(bill.serviceCharge.amount)).toBe("R$ 5,50");
    expect(bill.serviceCharge?.percent).toBe("10");
    expect(nbsp(bill.total)).toBe("R$ 60,50");
    expect(bill.adjustments).toEqual([]);
    expect(bill.canClose).toBe(true);
    expect(bill.refreshSeconds).toBe(BILL_REFRESH_SECONDS);
    expect(bill.statusKey).toBe("tableBill.status.OPEN");
  });

  it("takes no new bill request once asked, and stops refreshing once closed", () => {
    expect(presentBill(consumption("WAITING_PAYMENT"), options).canClose).toBe(false);
    const closed = presentBill(consumption("CLOSED"), options);
    expect(closed.canClose).toBe(false);
    expect(closed.refreshSeconds).toBeNull();
  });

  it("shows no service charge when the API priced none, and no rate when the store's is unknown", () => {
    const none = presentBill({ ...consumption("OPEN"), adjustments: [] }, options);
    expect(none.serviceCharge).toBeNull();
    expect(
      presentBill(consumption("OPEN"), { ...options, serviceTaxBasisPoints: null }).serviceCharge?.percent,
    ).toBeNull();
  });

  it("says when nothing was sent yet", () => {
    const empty = presentBill(
      {
        ...consumption("OPEN"),
        guests: [{ table_client: { id: 8, name: "Bruno", guests: 1, owner: true }, rounds: [], subtotal: 0 }],
      },
      options,
    );
    expect(empty.empty).toBe(true);
  });

  it("writes the rate in the customer's locale", () => {
    expect(percentText(1250, "pt-BR")).toBe("12,5");
    expect(percentText(1250, "en-US")).toBe("12.5");
  });
});
