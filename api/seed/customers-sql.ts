import { clients } from "../src/db/schema";
import type { DemoCustomer } from "./data/customers";
import { DEMO_CUSTOMER_PASSWORD_HASH } from "./data/customers";
import { insert } from "./sql";
import type { SeedMerchant } from "./types";

/** The demo seed's `created_at` of every demo customer: 2026-01-01T00:00:00Z, Unix seconds. */
const SEEDED_AT = 1_767_225_600;

/**
 * INSERTs of the demo customers (issue 13), after seedStatements' merchants. Each must name a
 * merchant of `merchants` by id and slug; ids and e-mails are unique.
 */
export function customerStatements(customers: DemoCustomer[], merchants: SeedMerchant[]): string[] {
  const ids = new Set<number>();
  const emails = new Set<string>();
  return customers.map((customer) => {
    const merchant = merchants.find((candidate) => candidate.id === customer.merchantId);
    if (!merchant || merchant.slug !== customer.slug) {
      throw new Error(
        `Seed customer ${customer.id}: merchant ${customer.merchantId} "${customer.slug}" is not in the seed`,
      );
    }
    if (ids.has(customer.id)) throw new Error(`Seed customer ${customer.id}: id used twice`);
    const key = `${customer.merchantId}:${customer.email}`;
    if (emails.has(key))
      throw new Error(`Seed customer ${customer.id}: e-mail used twice at merchant ${customer.merchantId}`);
    ids.add(customer.id);
    emails.add(key);
    return insert(clients, {
      id: customer.id,
      merchantId: customer.merchantId,
      name: customer.name,
      email: customer.email,
      cpf: customer.cpf,
      passwordHash: DEMO_CUSTOMER_PASSWORD_HASH,
      phoneCountryCode: customer.phone.country_code,
      phoneDdd: customer.phone.ddd,
      phoneNumber: customer.phone.number,
      birthdate: customer.birthdate,
      birthdateChanges: 0,
      notifyEmail: true,
      notifySms: false,
      notifyWhatsapp: false,
      shouldDisconnect: false,
      createdAt: SEEDED_AT,
      deletedAt: null,
    });
  });
}
