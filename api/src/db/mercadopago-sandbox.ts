import { and, desc, eq, sql } from "drizzle-orm";
import { createDb, type Db } from "./client";
import { mercadopagoSandboxPayments, mercadopagoSandboxPreferences, mercadopagoSandboxRefunds } from "./schema";

/* The local Mercado Pago stand-in's store (provider/mercadopago/): one account per access token hash. */

export type SandboxPaymentRow = typeof mercadopagoSandboxPayments.$inferSelect;
export type SandboxRefundRow = typeof mercadopagoSandboxRefunds.$inferSelect;
export type SandboxPreferenceRow = typeof mercadopagoSandboxPreferences.$inferSelect;

/** The payment made with this key by this account before, or the one just made: a retry answers the first. */
export async function insertSandboxPayment(
  db: Db,
  row: Omit<SandboxPaymentRow, "id" | "details"> & { details?: string | null },
): Promise<{ payment: SandboxPaymentRow; created: boolean }> {
  const inserted = await db.insert(mercadopagoSandboxPayments).values(row).onConflictDoNothing().returning();
  if (inserted[0]) return { payment: inserted[0], created: true };
  const [existing] = await db
    .select()
    .from(mercadopagoSandboxPayments)
    .where(
      and(
        eq(mercadopagoSandboxPayments.collector, row.collector),
        eq(mercadopagoSandboxPayments.idempotencyKey, row.idempotencyKey),
      ),
    );
  return { payment: existing!, created: false };
}

/** A payment of this account, or null (another account's payment is as unknown as a missing one). */
export async function findSandboxPayment(db: Db, collector: string, id: number): Promise<SandboxPaymentRow | null> {
  const rows = await db
    .select()
    .from(mercadopagoSandboxPayments)
    .where(and(eq(mercadopagoSandboxPayments.collector, collector), eq(mercadopagoSandboxPayments.id, id)));
  return rows[0] ?? null;
}

/** This account's payments, newest first, of one external reference when given (GET /v1/payments/search). */
export async function searchSandboxPayments(
  db: Db,
  collector: string,
  externalReference: string | null,
  limit: number,
  offset: number,
): Promise<{ total: number; rows: SandboxPaymentRow[] }> {
  const where = and(
    eq(mercadopagoSandboxPayments.collector, collector),
    externalReference === null ? undefined : eq(mercadopagoSandboxPayments.externalReference, externalReference),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(mercadopagoSandboxPayments)
      .where(where)
      .orderBy(desc(mercadopagoSandboxPayments.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)` })
      .from(mercadopagoSandboxPayments)
      .where(where),
  ]);
  return { total: count?.total ?? 0, rows };
}

export async function findSandboxPaymentById(db: Db, id: number): Promise<SandboxPaymentRow | null> {
  const rows = await db.select().from(mercadopagoSandboxPayments).where(eq(mercadopagoSandboxPayments.id, id));
  return rows[0] ?? null;
}

/** Moves a payment still in `from` to `status`; null when it was not in `from` any more. */
export async function moveSandboxPayment(
  db: Db,
  id: number,
  from: string[],
  status: string,
  statusDetail: string,
  at: string,
): Promise<SandboxPaymentRow | null> {
  const rows = await db
    .update(mercadopagoSandboxPayments)
    .set({ status, statusDetail, dateLastUpdated: at })
    .where(
      and(
        eq(mercadopagoSandboxPayments.id, id),
        sql`${mercadopagoSandboxPayments.status} IN (${sql.join(
          from.map((value) => sql`${value}`),
          sql`, `,
        )})`,
      ),
    )
    .returning();
  return rows[0] ?? null;
}

export async function sandboxRefundsOf(db: Db, paymentId: number): Promise<SandboxRefundRow[]> {
  return db
    .select()
    .from(mercadopagoSandboxRefunds)
    .where(eq(mercadopagoSandboxRefunds.paymentId, paymentId))
    .orderBy(mercadopagoSandboxRefunds.id);
}

export async function findSandboxRefundByKey(
  db: Db,
  collector: string,
  idempotencyKey: string,
): Promise<SandboxRefundRow | null> {
  const rows = await db
    .select()
    .from(mercadopagoSandboxRefunds)
    .where(
      and(
        eq(mercadopagoSandboxRefunds.collector, collector),
        eq(mercadopagoSandboxRefunds.idempotencyKey, idempotencyKey),
      ),
    );
  return rows[0] ?? null;
}

/**
 * Records a refund only while the payment's refunds stay within its amount, and marks it refunded
 * when they reach it, in one batch; null when it would go past the amount (or the key was used).
 */
export async function insertSandboxRefund(
  d1: D1Database,
  row: Omit<SandboxRefundRow, "id">,
  paymentAmount: number,
): Promise<SandboxRefundRow | null> {
  const refunded = "(SELECT COALESCE(SUM(amount), 0) FROM mercadopago_sandbox_refunds WHERE payment_id = ?1)";
  const [inserted] = await d1.batch([
    d1
      .prepare(
        `INSERT INTO mercadopago_sandbox_refunds (payment_id, collector, idempotency_key, amount, date_created)
         SELECT ?1, ?2, ?3, ?4, ?5 WHERE ${refunded} + ?4 <= ?6
         ON CONFLICT DO NOTHING`,
      )
      .bind(row.paymentId, row.collector, row.idempotencyKey, row.amount, row.dateCreated, paymentAmount),
    d1
      .prepare(
        `UPDATE mercadopago_sandbox_payments SET status = 'refunded', status_detail = 'refunded', date_last_updated = ?2
         WHERE id = ?1 AND status = 'approved' AND ${refunded} >= amount`,
      )
      .bind(row.paymentId, row.dateCreated),
  ]);
  if (!inserted || inserted.meta.changes === 0) return null;
  return findSandboxRefundByKey(createDb(d1), row.collector, row.idempotencyKey);
}

/** The preference made with this key by this account before, or the one just made. */
export async function insertSandboxPreference(db: Db, row: SandboxPreferenceRow): Promise<SandboxPreferenceRow> {
  const inserted = await db.insert(mercadopagoSandboxPreferences).values(row).onConflictDoNothing().returning();
  if (inserted[0]) return inserted[0];
  const [existing] = await db
    .select()
    .from(mercadopagoSandboxPreferences)
    .where(
      and(
        eq(mercadopagoSandboxPreferences.collector, row.collector),
        eq(mercadopagoSandboxPreferences.idempotencyKey, row.idempotencyKey),
      ),
    );
  return existing!;
}

export async function findSandboxPreference(db: Db, id: string): Promise<SandboxPreferenceRow | null> {
  const rows = await db.select().from(mercadopagoSandboxPreferences).where(eq(mercadopagoSandboxPreferences.id, id));
  return rows[0] ?? null;
}

/** The payments made on a preference's page: those carrying its reference and its page's key prefix. */
export async function sandboxPaymentsOfPreference(db: Db, collector: string, preferenceId: string) {
  const prefix = `checkout:${preferenceId}:`;
  return db
    .select()
    .from(mercadopagoSandboxPayments)
    .where(
      and(
        eq(mercadopagoSandboxPayments.collector, collector),
        // D1 refuses LIKE patterns this long.
        sql`substr(${mercadopagoSandboxPayments.idempotencyKey}, 1, ${prefix.length}) = ${prefix}`,
      ),
    );
}
