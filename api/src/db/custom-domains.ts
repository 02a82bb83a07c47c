import type { CustomDomainStatus } from "../../../contract/console-domain";

/* A store's custom domains (merchant_hosts, decision 109). */

export interface CustomDomainRow {
  host: string;
  merchant_id: number;
  status: CustomDomainStatus;
  provider_id: string | null;
  ownership_name: string | null;
  ownership_value: string | null;
  failure: string | null;
  checked_at: number | null;
}

const COLUMNS = "host, merchant_id, status, provider_id, ownership_name, ownership_value, failure, checked_at";

export async function listCustomDomainRows(d1: D1Database, merchantId: number): Promise<CustomDomainRow[]> {
  const { results } = await d1
    .prepare(`SELECT ${COLUMNS} FROM merchant_hosts WHERE merchant_id = ?1 ORDER BY created_at, host`)
    .bind(merchantId)
    .all<CustomDomainRow>();
  return results;
}

export function findCustomDomainRow(d1: D1Database, host: string): Promise<CustomDomainRow | null> {
  return d1.prepare(`SELECT ${COLUMNS} FROM merchant_hosts WHERE host = ?1`).bind(host).first<CustomDomainRow>();
}

/** Domains registered at the provider and not active yet, least recently read first. */
export async function pendingCustomDomainRows(d1: D1Database, checkedBefore: number, limit: number) {
  const { results } = await d1
    .prepare(
      `SELECT ${COLUMNS} FROM merchant_hosts
       WHERE status = 'pending' AND provider_id IS NOT NULL AND (checked_at IS NULL OR checked_at < ?1)
       ORDER BY checked_at LIMIT ?2`,
    )
    .bind(checkedBefore, limit)
    .all<CustomDomainRow>();
  return results;
}

/** The INSERT of a newly registered domain, for the settings write's batch. */
export function insertCustomDomainStatement(
  d1: D1Database,
  row: Omit<CustomDomainRow, "failure"> & { failure: string | null; created_at: number },
): D1PreparedStatement {
  return d1
    .prepare(
      `INSERT INTO merchant_hosts
         (host, merchant_id, status, provider_id, ownership_name, ownership_value, failure, created_at, checked_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
    )
    .bind(
      row.host,
      row.merchant_id,
      row.status,
      row.provider_id,
      row.ownership_name,
      row.ownership_value,
      row.failure,
      row.created_at,
      row.checked_at,
    );
}

export function deleteCustomDomainStatement(d1: D1Database, merchantId: number, host: string): D1PreparedStatement {
  return d1.prepare("DELETE FROM merchant_hosts WHERE merchant_id = ?1 AND host = ?2").bind(merchantId, host);
}

/** The provider's state as last read; the row's owner and provider id are kept. */
export async function updateCustomDomainState(
  d1: D1Database,
  host: string,
  providerId: string,
  state: { status: CustomDomainStatus; failure: string | null; checkedAt: number },
): Promise<void> {
  await d1
    .prepare(
      "UPDATE merchant_hosts SET status = ?3, failure = ?4, checked_at = ?5 WHERE host = ?1 AND provider_id = ?2",
    )
    .bind(host, providerId, state.status, state.failure, state.checkedAt)
    .run();
}

/** Whether the error is the refusal of a host some store has already (merchant_hosts' primary key). */
export const isTakenHostViolation = (error: unknown) =>
  error instanceof Error && /UNIQUE constraint failed: merchant_hosts\.host/.test(error.message);
