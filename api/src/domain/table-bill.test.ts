import { describe, expect, it } from "vitest";
import { serviceCharge } from "./table-bill";

describe("serviceCharge", () => {
  it("is service_tax_value basis points of the subtotal, rounded half up to the minor unit", () => {
    const tenPercent = { service_tax_enabled: true, service_tax_value: 1000 };
    expect(serviceCharge(6500, tenPercent)).toEqual([{ type: "INCREASE", source: "SERVICE_CHARGE", name: "Taxa de serviço", amount: 650 }]);
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
