// @vitest-environment node
import { describe, expect, it } from "vitest";
import { clientPhoneSchema } from "../../contract/clients";
import { isValidCpf, isValidPhone } from "../../contract/formats";
import { hashPassword, verifyPassword } from "../src/auth/password";
import { customerStatements } from "./customers-sql";
import { demoMerchants } from "./data";
import {
  DEMO_CUSTOMER_PASSWORD,
  DEMO_CUSTOMER_PASSWORD_HASH,
  DEMO_CUSTOMER_PASSWORD_SALT,
  demoCustomers,
} from "./data/customers";

describe("demo customers", () => {
  it("the stored hash is the demo password hashed with the fixed salt (node's WebCrypto)", async () => {
    expect(await hashPassword(DEMO_CUSTOMER_PASSWORD, new TextEncoder().encode(DEMO_CUSTOMER_PASSWORD_SALT))).toBe(
      DEMO_CUSTOMER_PASSWORD_HASH,
    );
    expect(await verifyPassword(DEMO_CUSTOMER_PASSWORD, DEMO_CUSTOMER_PASSWORD_HASH)).toBe(true);
    expect(await verifyPassword("comanda124", DEMO_CUSTOMER_PASSWORD_HASH)).toBe(false);
  });

  it("one per selling merchant, with a real phone of its country and a valid CPF in Brazil", () => {
    const selling = demoMerchants.filter((merchant) => merchant.type === "STORE");
    expect(demoCustomers.map((customer) => customer.slug).sort()).toEqual(
      selling.map((merchant) => merchant.slug).sort(),
    );
    for (const customer of demoCustomers) {
      const merchant = demoMerchants.find((candidate) => candidate.id === customer.merchantId)!;
      const country = merchant.tropicalization.country_code;
      expect(clientPhoneSchema.parse(customer.phone)).toEqual(customer.phone);
      expect(isValidPhone(country, `${customer.phone.ddd}${customer.phone.number}`), customer.slug).toBe(true);
      if (country === "BRA") expect(isValidCpf(customer.cpf!), customer.slug).toBe(true);
      else expect(customer.cpf).toBeNull();
      expect(customer.email).toBe(`cliente@${customer.slug}.demo`);
    }
  });

  it("writes one clients INSERT each and refuses a customer of a merchant not in the seed", () => {
    const statements = customerStatements(demoCustomers, demoMerchants);
    expect(statements).toHaveLength(demoCustomers.length);
    expect(statements.every((statement) => statement.startsWith('INSERT INTO "clients"'))).toBe(true);
    expect(() => customerStatements(demoCustomers, demoMerchants.slice(0, 1))).toThrow(/not in the seed/);
  });
});
