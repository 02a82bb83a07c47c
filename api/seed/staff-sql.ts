import { staffMembers } from "../src/db/schema";
import type { DemoStaff } from "./data/staff";
import { insert } from "./sql";
import type { SeedMerchant } from "./types";

/** The demo seed's `created_at` of every demo staff member: 2026-01-01T00:00:00Z, Unix seconds. */
const SEEDED_AT = 1_767_225_600;

/** INSERTs of the demo staff, after seedStatements' merchants; each must name a seeded merchant by id and slug. */
export function staffStatements(staff: DemoStaff[], merchants: SeedMerchant[]): string[] {
  return staff.map((member) => {
    const merchant = merchants.find((candidate) => candidate.id === member.merchantId);
    if (!merchant || merchant.slug !== member.slug)
      throw new Error(`Seed staff ${member.id}: merchant ${member.merchantId} "${member.slug}" is not in the seed`);
    return insert(staffMembers, {
      id: member.id,
      merchantId: member.merchantId,
      name: member.name,
      email: member.email,
      role: member.role,
      passwordHash: member.passwordHash,
      createdAt: SEEDED_AT,
      deletedAt: null,
    });
  });
}
