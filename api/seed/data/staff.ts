import type { StaffRole } from "../../../contract/console";
import { DEMO_CUSTOMER_PASSWORD, DEMO_CUSTOMER_PASSWORD_HASH, demoCustomers } from "./customers";

/*
 * Demo staff: an owner and a staff member at every demo merchant that sells (the merchants of the
 * demo customers), `dono@{slug}.demo` and `equipe@{slug}.demo`, with the demo customers' password
 * (a public demo password; its hash is fixed so the seed is the same on every run).
 */

export const DEMO_STAFF_PASSWORD = DEMO_CUSTOMER_PASSWORD;

export interface DemoStaff {
  /** Fixed: merchant k's owner is 10k + 1, its staff member 10k + 2. */
  id: number;
  merchantId: number;
  slug: string;
  name: string;
  email: string;
  role: StaffRole;
  passwordHash: string;
}

export const demoStaff: DemoStaff[] = demoCustomers.flatMap(({ merchantId, slug }) => [
  {
    id: merchantId * 10 + 1,
    merchantId,
    slug,
    name: "Dono",
    email: `dono@${slug}.demo`,
    role: "OWNER",
    passwordHash: DEMO_CUSTOMER_PASSWORD_HASH,
  },
  {
    id: merchantId * 10 + 2,
    merchantId,
    slug,
    name: "Equipe",
    email: `equipe@${slug}.demo`,
    role: "STAFF",
    passwordHash: DEMO_CUSTOMER_PASSWORD_HASH,
  },
]);
