/**
 * Writes the demo seed as one SQL file for `wrangler d1 execute DB --local --file <file>`:
 *   npx tsx api/seed/write-sql.ts OUTFILE
 * Run it against a freshly migrated, empty database (it only inserts).
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { couponStatements } from "./coupons-sql";
import { customerStatements } from "./customers-sql";
import { demoMerchants } from "./data";
import { demoCoupons } from "./data/coupons";
import { customerPlaceStatements } from "./data/customer-places";
import { demoCustomers } from "./data/customers";
import { loyaltyStatements } from "./loyalty-sql";
import { fidelityStatements } from "./fidelity-sql";
import { demoOrderStatements } from "./orders-sql";
import { seedStatements } from "./sql";
import { demoStaff } from "./data/staff";
import { staffStatements } from "./staff-sql";

const outfile = process.argv[2];
if (!outfile) {
  process.stderr.write("usage: tsx api/seed/write-sql.ts OUTFILE\n");
  process.exit(2);
}

const statements = [
  ...seedStatements(demoMerchants),
  ...customerStatements(demoCustomers, demoMerchants),
  ...customerPlaceStatements(demoCustomers, demoMerchants),
  ...demoOrderStatements(demoCustomers, demoMerchants),
  ...couponStatements(demoCoupons, demoMerchants),
  ...fidelityStatements(demoCustomers, demoMerchants),
  ...loyaltyStatements(demoCustomers, demoMerchants),
  ...staffStatements(demoStaff, demoMerchants),
];
const path = resolve(outfile);
await mkdir(dirname(path), { recursive: true });
await writeFile(path, `${statements.join("\n")}\n`, "utf8");
process.stdout.write(`${statements.length} statements for ${demoMerchants.length} merchants written to ${path}\n`);
