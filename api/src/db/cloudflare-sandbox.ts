/* The local Cloudflare for SaaS stand-in's store (provider/cloudflare/): custom hostnames per zone. */

export interface SandboxHostnameRow {
  id: string;
  zone_id: string;
  hostname: string;
  status: string;
  ssl_status: string;
  verification_errors: string;
  ownership_value: string;
  created_at: string;
}

/** Inserts the hostname; false when the zone has it already. */
export async function insertSandboxHostname(d1: D1Database, row: SandboxHostnameRow): Promise<boolean> {
  const result = await d1
    .prepare(
      `INSERT INTO cloudflare_sandbox_custom_hostnames
         (id, zone_id, hostname, status, ssl_status, verification_errors, ownership_value, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) ON CONFLICT DO NOTHING`,
    )
    .bind(
      row.id,
      row.zone_id,
      row.hostname,
      row.status,
      row.ssl_status,
      row.verification_errors,
      row.ownership_value,
      row.created_at,
    )
    .run();
  return result.meta.changes > 0;
}

export function findSandboxHostname(d1: D1Database, zoneId: string, id: string): Promise<SandboxHostnameRow | null> {
  return d1
    .prepare("SELECT * FROM cloudflare_sandbox_custom_hostnames WHERE zone_id = ?1 AND id = ?2")
    .bind(zoneId, id)
    .first<SandboxHostnameRow>();
}

export async function listSandboxHostnames(
  d1: D1Database,
  zoneId: string,
  hostname: string | null,
): Promise<SandboxHostnameRow[]> {
  const { results } = await d1
    .prepare(
      `SELECT * FROM cloudflare_sandbox_custom_hostnames
       WHERE zone_id = ?1 AND (?2 IS NULL OR hostname = ?2) ORDER BY created_at, id LIMIT 50`,
    )
    .bind(zoneId, hostname)
    .all<SandboxHostnameRow>();
  return results;
}

export async function deleteSandboxHostname(d1: D1Database, zoneId: string, id: string): Promise<boolean> {
  const result = await d1
    .prepare("DELETE FROM cloudflare_sandbox_custom_hostnames WHERE zone_id = ?1 AND id = ?2")
    .bind(zoneId, id)
    .run();
  return result.meta.changes > 0;
}

/** Moves every zone's hostname of this name to a state (what Cloudflare does once it checked the records). */
export async function settleSandboxHostname(
  d1: D1Database,
  hostname: string,
  state: { status: string; sslStatus: string; verificationErrors: string[] },
): Promise<boolean> {
  const result = await d1
    .prepare(
      `UPDATE cloudflare_sandbox_custom_hostnames SET status = ?2, ssl_status = ?3, verification_errors = ?4
       WHERE hostname = ?1`,
    )
    .bind(hostname, state.status, state.sslStatus, JSON.stringify(state.verificationErrors))
    .run();
  return result.meta.changes > 0;
}
