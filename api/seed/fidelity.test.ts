import { describe, expect, it } from "vitest";
import { demoMerchants } from "./data";
import { demoCustomers } from "./data/customers";
import { fidelityDemoCustomers } from "./data/fidelity";
import { fidelityStatements } from "./fidelity-sql";

describe("fidelity demo seed (issue 16)", () => {
  it("gives each fidelity customer 4 delivered orders, with ids after the demo customers' orders", () => {
    const statements = fidelityStatements(demoCustomers, demoMerchants, new Date("2026-03-01T12:00:00Z"));
    expect(statements.filter((statement) => statement.startsWith('INSERT INTO "clients"'))).toHaveLength(
      fidelityDemoCustomers.length,
    );
    const orders = statements.filter((statement) => statement.startsWith('INSERT INTO "orders"'));
    expect(orders).toHaveLength(4 * fidelityDemoCustomers.length);
    expect(orders.every((statement) => statement.includes("'DELIVERED'"))).toBe(true);
    expect(orders[0]).toContain(`VALUES (${demoCustomers.length * 2 + 1}, 1,`);
  });

  it("only the pizzeria has a programme, and its customers are not the shared demo customers", () => {
    expect(
      demoMerchants
        .filter((merchant) => (merchant.fidelity_programs ?? []).length > 0)
        .map((merchant) => merchant.slug),
    ).toEqual(["bella-napoli"]);
    const ids = new Set(demoCustomers.map((customer) => customer.id));
    const emails = new Set(demoCustomers.map((customer) => customer.email));
    for (const customer of fidelityDemoCustomers) {
      expect(ids.has(customer.id)).toBe(false);
      expect(emails.has(customer.email)).toBe(false);
    }
  });
});
