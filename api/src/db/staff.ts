import type { Staff, StaffRole } from "../../../contract/console";

/*
 * Staff members of a merchant and their logins (schema/staff.ts). Every query is scoped by the
 * merchant id the caller's token was checked against.
 */

export interface StaffRow {
  id: number;
  merchant_id: number;
  name: string;
  email: string;
  role: StaffRole;
  password_hash: string;
}

const STAFF_COLUMNS = "id, merchant_id, name, email, role, password_hash";
const nowSeconds = () => Math.floor(Date.now() / 1000);

export const toStaff = (row: StaffRow): Staff => ({ id: row.id, name: row.name, email: row.email, role: row.role });

/** The live staff member of `email` (normalised) at the merchant, or null. */
export function findStaffByEmail(d1: D1Database, merchantId: number, email: string): Promise<StaffRow | null> {
  return d1
    .prepare(`SELECT ${STAFF_COLUMNS} FROM staff_members WHERE merchant_id = ? AND email = ? AND deleted_at IS NULL`)
    .bind(merchantId, email)
    .first<StaffRow>();
}

/** Opens a staff login; answers its id (the token's sid). */
export async function createStaffSession(d1: D1Database, merchantId: number, staffId: number, ttlSeconds: number, now = nowSeconds()): Promise<string> {
  const id = crypto.randomUUID();
  await d1
    .prepare("INSERT INTO staff_sessions (id, merchant_id, staff_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)")
    .bind(id, merchantId, staffId, now, now + ttlSeconds)
    .run();
  return id;
}

/** The staff member behind a login that is neither revoked, expired nor of a removed member, or null: one read. */
export function liveStaff(d1: D1Database, merchantId: number, staffId: number, sid: string, now = nowSeconds()): Promise<StaffRow | null> {
  return d1
    .prepare(
      `SELECT m.id AS id, m.merchant_id AS merchant_id, m.name AS name, m.email AS email, m.role AS role, m.password_hash AS password_hash
       FROM staff_sessions s JOIN staff_members m ON m.merchant_id = s.merchant_id AND m.id = s.staff_id
       WHERE s.id = ?1 AND s.merchant_id = ?2 AND s.staff_id = ?3 AND s.revoked_at IS NULL AND s.expires_at > ?4 AND m.deleted_at IS NULL`,
    )
    .bind(sid, merchantId, staffId, now)
    .first<StaffRow>();
}

/** Ends one login (logout). */
export async function revokeStaffSession(d1: D1Database, merchantId: number, sid: string, now = nowSeconds()): Promise<void> {
  await d1.prepare("UPDATE staff_sessions SET revoked_at = ? WHERE id = ? AND merchant_id = ? AND revoked_at IS NULL").bind(now, sid, merchantId).run();
}
