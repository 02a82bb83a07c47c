import { describe, expect, it } from "vitest";
import type { SolicitationRow, TableClientRow } from "../db/tables";
import { serviceCharge, tableBill } from "./table-bill";

describe("serviceCharge", () => {
  it("is service_tax_value basis points of the subtotal, rounded half up to the minor unit", () => {
    const tenPercent = { service_tax_enabled: true, service_tax_value: 1000 };
    expect(serviceCharge(6500, tenPercent)).toEqual([
      { type: "INCREASE", source: "SERVICE_CHARGE", name: "Taxa de serviço", amount: 650 },
    ]);
    expect(serviceCharge(1005, tenPercent)[0]!.amount).toBe(101);
    expect(serviceCharge(1004, tenPercent)[0]!.amount).toBe(100);
    expect(serviceCharge(999, { service_tax_enabled: true, service_tax_value: 1250 })[0]!.amount).toBe(125);
  });

  it("is nothing when disabled, zero, or on an empty bill", () => {
    expect(serviceCharge(6500, { service_tax_enabled: false, service_tax_value: 1000 })).toEqual([]);
    expect(serviceCharge(6500, { service_tax_enabled: true, service_tax_value: 0 })).toEqual([]);
    expect(serviceCharge(0, { service_tax_enabled: true, service_tax_value: 1000 })).toEqual([]);
  });
});

describe("tableBill", () => {
  const guest = (id: number, name: string, left = false): TableClientRow => ({
    id,
    table_id: 1,
    sitting: 1,
    visitor_id: `v${id}`,
    name,
    guests: 1,
    owner: id === 1 ? 1 : 0,
    left_at: left ? "2026-12-06T20:00:00.000Z" : null,
  });
  const round = (id: number, clientId: number, subtotal: number): SolicitationRow => ({
    id,
    table_id: 1,
    table_client_id: clientId,
    cart_guid: `c${id}`,
    status: "SENT",
    snapshot: JSON.stringify({ items: [], pizzas: [], extras: [] }),
    subtotal,
    sent_at: "2026-12-06T20:00:00.000Z",
  });

  it("lists only the guests who sent a round, those who left included: nobody owes R$ 0,00", () => {
    const guests = [guest(1, "Ana"), guest(2, "Bruno"), guest(3, "Carla", true), guest(4, "Davi", true)];
    const bill = tableBill({ id: 1, status: "OPEN" }, guests, [round(10, 1, 2400), round(11, 3, 1200)], {
      service_tax_enabled: false,
      service_tax_value: 0,
    });
    expect(bill.guests.map((line) => [line.table_client.name, line.subtotal])).toEqual([
      ["Ana", 2400],
      ["Carla", 1200],
    ]);
    expect(bill.summary).toEqual({ subtotal: 3600, increase: 0, total: 3600 });
    expect(
      tableBill({ id: 1, status: "OPEN" }, guests, [], { service_tax_enabled: false, service_tax_value: 0 }).guests,
    ).toEqual([]);
  });
});
