import { loyaltyEntries } from "../src/db/schema";
import { customerStatements } from "./customers-sql";
import type { DemoCustomer } from "./data/customers";
import { loyaltyDemoCustomers, pointsAlertDemoCustomer } from "./data/loyalty";
import { insert } from "./sql";
import type { SeedMerchant } from "./types";

/*
 * The demo customers' loyalty ledgers (issue 16; README, Demo, "Loyalty"), for every merchant
 * with a programme on: the points their seeded DELIVERED order earned (floor(subtotal / unit) ×
 * points per unit, counting from its delivery a week ago), a welcome bonus expiring in 10 days
 * (in "points to expire"), an old one that expired a month ago (in the extract, not in the
 * balance) and one that counts only in 2 days (pending, not in the extract). With the pizzeria's
 * seeded order that is enough for the 100-point soda and not for the 500-point pizza.
 */

const DAY = 86_400_000;

/**
 * INSERTs of the loyalty demo customers (data/loyalty.ts) and the ledgers of every demo customer of
 * a merchant with a programme on; after demoOrderStatements (the EARNED entry reads the seeded order).
 */
export function loyaltyStatements(
  customers: DemoCustomer[],
  merchants: SeedMerchant[],
  now: Date = new Date(),
): string[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  const own = loyaltyDemoCustomers.filter((customer) =>
    merchants.some((merchant) => merchant.id === customer.merchantId && merchant.slug === customer.slug),
  );
  const statements: string[] = customerStatements(own, merchants);
  for (const customer of [...customers, ...own]) {
    const merchant = merchants.find((candidate) => candidate.id === customer.merchantId);
    const settings = merchant?.loyalty_settings;
    if (!merchant || !settings?.enabled) continue;
    const entry = (kind: "BONUS", points: number, description: string, effective: number, expires: number | null) =>
      insert(loyaltyEntries, {
        merchantId: merchant.id,
        clientId: customer.id,
        kind,
        points,
        description,
        orderId: null,
        effectiveAt: at(effective),
        expiresAt: expires === null ? null : at(expires),
        createdAt: at(Math.min(effective, 0)),
      });
    const delivered = at(-7);
    const expires =
      settings.expiration_days === null ? null : at(-7 + settings.effectivation_days + settings.expiration_days);
    statements.push(
      entry("BONUS", 200, "Bônus de boas-vindas", -120, -30),
      entry("BONUS", 120, "Bônus de aniversário", -80, 10),
      `INSERT INTO loyalty_entries (merchant_id, client_id, kind, points, description, order_id, effective_at, expires_at, created_at)
SELECT merchant_id, client_id, 'EARNED', (subtotal / ${settings.unit_amount}) * ${settings.points_per_unit}, 'Order ' || id, id, '${at(-7 + settings.effectivation_days)}', ${expires === null ? "NULL" : `'${expires}'`}, '${delivered}'
FROM orders WHERE merchant_id = ${merchant.id} AND client_id = ${customer.id} AND status = 'DELIVERED';`,
      entry("BONUS", 80, "Bônus da pesquisa de satisfação", 2, 92),
    );
    // Points about to expire: the menu's points alert (decision 078).
    if (customer.id === pointsAlertDemoCustomer.id) statements.push(entry("BONUS", 40, "Bônus de indicação", -20, 3));
  }
  return statements;
}
