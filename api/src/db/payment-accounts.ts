import { eq } from "drizzle-orm";
import type { Db } from "./client";
import { paymentAccounts } from "./schema";

/** A merchant's payment account as stored: the secrets still encrypted. */
export type PaymentAccountRow = typeof paymentAccounts.$inferSelect;

export async function findPaymentAccount(db: Db, merchantId: number): Promise<PaymentAccountRow | null> {
  const rows = await db.select().from(paymentAccounts).where(eq(paymentAccounts.merchantId, merchantId)).limit(1);
  return rows[0] ?? null;
}

/** Writes a merchant's account, replacing the one it had (its creation time kept). */
export async function upsertPaymentAccount(
  db: Db,
  row: Omit<PaymentAccountRow, "createdAt" | "updatedAt">,
  now: number,
): Promise<void> {
  const { merchantId: _merchantId, ...fields } = row;
  await db
    .insert(paymentAccounts)
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: paymentAccounts.merchantId, set: { ...fields, updatedAt: now } });
}
