import type { Staff, StaffRole } from "../../../contract/console";
import type { StaffMember } from "../../../contract/console-staff";

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

export function findStaffByEmail(d1: D1Database, merchantId: number, email: string): Promise<StaffRow | null> {
  return d1
    .prepare(`SELECT ${STAFF_COLUMNS} FROM staff_members WHERE merchant_id = ? AND email = ? AND deleted_at IS NULL`)
    .bind(merchantId, email)
    .first<StaffRow>();
}

export async function createStaffSession(
  d1: D1Database,
  merchantId: number,
  staffId: number,
  ttlSeconds: number,
  now = nowSeconds(),
): Promise<string> {
  const id = crypto.randomUUID();
  await d1
    .prepare("INSERT INTO staff_sessions (id, merchant_id, staff_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)")
    .bind(id, merchantId, staffId, now, now + ttlSeconds)
    .run();
  return id;
}

/** The staff member behind a login that is neither revoked, expired nor of a removed member, or null: one read. */
export function liveStaff(
  d1: D1Database,
  merchantId: number,
  staffId: number,
  sid: string,
  now = nowSeconds(),
): Promise<StaffRow | null> {
  return d1
    .prepare(
      `SELECT m.id AS id, m.merchant_id AS merchant_id, m.name AS name, m.email AS email, m.role AS role, m.password_hash AS password_hash
       FROM staff_sessions s JOIN staff_members m ON m.merchant_id = s.merchant_id AND m.id = s.staff_id
       WHERE s.id = ?1 AND s.merchant_id = ?2 AND s.staff_id = ?3 AND s.revoked_at IS NULL AND s.expires_at > ?4 AND m.deleted_at IS NULL`,
    )
    .bind(sid, merchantId, staffId, now)
    .first<StaffRow>();
}

export async function revokeStaffSession(
  d1: D1Database,
  merchantId: number,
  sid: string,
  now = nowSeconds(),
): Promise<void> {
  await d1
    .prepare("UPDATE staff_sessions SET revoked_at = ? WHERE id = ? AND merchant_id = ? AND revoked_at IS NULL")
    .bind(now, sid, merchantId)
    .run();
}

// Each write that must not leave the store without an owner says so in its own WHERE, so two
// owners changing each other at once cannot both get through.

export interface StaffListRow {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  created_at: number;
}

export const toStaffMember = (row: StaffListRow): StaffMember => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  created_at: new Date(row.created_at * 1000).toISOString(),
});

const LIST_COLUMNS = "id, name, email, role, created_at";

/** Whether another live owner than member `?2` of merchant `?1` remains. */
const ANOTHER_OWNER =
  "EXISTS (SELECT 1 FROM staff_members o WHERE o.merchant_id = ?1 AND o.id <> ?2 AND o.role = 'OWNER' AND o.deleted_at IS NULL)";

export async function listStaff(d1: D1Database, merchantId: number): Promise<StaffListRow[]> {
  const { results } = await d1
    .prepare(
      `SELECT ${LIST_COLUMNS} FROM staff_members WHERE merchant_id = ? AND deleted_at IS NULL ORDER BY role = 'STAFF', name COLLATE NOCASE, id`,
    )
    .bind(merchantId)
    .all<StaffListRow>();
  return results;
}

export function findLiveStaff(d1: D1Database, merchantId: number, id: number): Promise<StaffRow | null> {
  return d1
    .prepare(`SELECT ${STAFF_COLUMNS} FROM staff_members WHERE merchant_id = ? AND id = ? AND deleted_at IS NULL`)
    .bind(merchantId, id)
    .first<StaffRow>();
}

/** The address of a live member, or the same staff form already sent (its key, decision 111). */
const isEmailTaken = (error: unknown) =>
  error instanceof Error &&
  /UNIQUE constraint failed: staff_members\.merchant_id, staff_members\.(email|request_key)/.test(
    `${error.message} ${String(error.cause ?? "")}`,
  );

/** Null when the e-mail is taken: the unique index decides, so two adds at once cannot both pass. */
/** The member a staff form with this key added or invited (decision 111), if it was sent before. */
export const findStaffByRequestKey = (d1: D1Database, merchantId: number, requestKey: string) =>
  d1
    .prepare(`SELECT ${LIST_COLUMNS} FROM staff_members WHERE merchant_id = ?1 AND request_key = ?2`)
    .bind(merchantId, requestKey)
    .first<StaffListRow>();

export async function insertStaffMember(
  d1: D1Database,
  merchantId: number,
  member: { name: string; email: string; role: StaffRole; passwordHash: string; requestKey?: string },
  now = nowSeconds(),
): Promise<StaffListRow | null> {
  try {
    return await d1
      .prepare(
        `INSERT INTO staff_members (merchant_id, name, email, role, password_hash, created_at, request_key)
         VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING ${LIST_COLUMNS}`,
      )
      .bind(merchantId, member.name, member.email, member.role, member.passwordHash, now, member.requestKey ?? null)
      .first<StaffListRow>();
  } catch (error) {
    if (isEmailTaken(error)) return null;
    throw error;
  }
}

export function updateStaffMember(
  d1: D1Database,
  merchantId: number,
  id: number,
  change: { name: string; role: StaffRole },
): Promise<StaffListRow | null> {
  return d1
    .prepare(
      `UPDATE staff_members SET name = ?3, role = ?4
       WHERE merchant_id = ?1 AND id = ?2 AND deleted_at IS NULL AND (?4 = 'OWNER' OR role = 'STAFF' OR ${ANOTHER_OWNER})
       RETURNING ${LIST_COLUMNS}`,
    )
    .bind(merchantId, id, change.name, change.role)
    .first<StaffListRow>();
}

/** Every login of member `?2` of merchant `?1` ends at `?3`, except login `?4` (null: every one). */
const REVOKE_LOGINS =
  "UPDATE staff_sessions SET revoked_at = ?3 WHERE merchant_id = ?1 AND staff_id = ?2 AND revoked_at IS NULL AND (?4 IS NULL OR id <> ?4)";

/** The row stays (who did what keeps a name); its e-mail is unique among live members only. */
export async function removeStaffMember(
  d1: D1Database,
  merchantId: number,
  id: number,
  byId: number,
  now = nowSeconds(),
): Promise<boolean> {
  const [removed] = await d1.batch([
    d1
      .prepare(
        `UPDATE staff_members SET deleted_at = ?3
         WHERE merchant_id = ?1 AND id = ?2 AND deleted_at IS NULL AND id <> ?4 AND (role = 'STAFF' OR ${ANOTHER_OWNER})`,
      )
      .bind(merchantId, id, now, byId),
    d1
      .prepare(
        `${REVOKE_LOGINS} AND EXISTS (SELECT 1 FROM staff_members m WHERE m.merchant_id = ?1 AND m.id = ?2 AND m.deleted_at = ?3)`,
      )
      .bind(merchantId, id, now, null),
  ]);
  return (removed?.meta.changes ?? 0) > 0;
}

export async function setStaffPassword(
  d1: D1Database,
  merchantId: number,
  id: number,
  passwordHash: string,
  keepSession: string | null,
  now = nowSeconds(),
): Promise<boolean> {
  const [changed] = await d1.batch([
    d1
      .prepare("UPDATE staff_members SET password_hash = ?3 WHERE merchant_id = ?1 AND id = ?2 AND deleted_at IS NULL")
      .bind(merchantId, id, passwordHash),
    d1
      .prepare(
        `${REVOKE_LOGINS} AND EXISTS (SELECT 1 FROM staff_members m WHERE m.merchant_id = ?1 AND m.id = ?2 AND m.deleted_at IS NULL)`,
      )
      .bind(merchantId, id, now, keepSession),
  ]);
  return (changed?.meta.changes ?? 0) > 0;
}
