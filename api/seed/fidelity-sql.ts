import { customerStatements } from "./customers-sql";
import type { DemoCustomer } from "./data/customers";
import { FIDELITY_DEMO_DELIVERED, fidelityDemoCustomers } from "./data/fidelity";
import { demoOrderStatements } from "./orders-sql";
import type { SeedMerchant } from "./types";

/**
 * INSERTs of the fidelity demo customers (data/fidelity.ts) and their delivered orders, after
 * demoOrderStatements' orders of `demoCustomers` (ids go on from theirs: two per customer).
 */
export function fidelityStatements(
  demoCustomers: DemoCustomer[],
  merchants: SeedMerchant[],
  now: Date = new Date(),
): string[] {
  const customers = fidelityDemoCustomers.filter((customer) =>
    merchants.some((merchant) => merchant.id === customer.merchantId && merchant.slug === customer.slug),
  );
  const kinds = Array.from({ length: FIDELITY_DEMO_DELIVERED }, () => "DELIVERED" as const);
  return [
    ...customerStatements(customers, merchants),
    ...demoOrderStatements(customers, merchants, now, { firstId: demoCustomers.length * 2 + 1, kinds }),
  ];
}
