import { NO_PASSWORD } from "./onboarding";

/*
 * The platform sends a store's owner a new invitation (decision 112): the owner who has not set a
 * password yet, their address corrected if need be, the earlier links ended and the new one made in
 * one batch.
 */

const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface InvitedOwnerRow {
  id: number;
  name: string;
  email: string;
  /** 1 while the owner has set no password. */
  invited_only: number;
}

/** The store's first live owner by id, as the platform's list names it. */
export function findFirstOwner(d1: D1Database, merchantId: number): Promise<InvitedOwnerRow | null> {
  return d1
    .prepare(
      `SELECT id, name, email, password_hash = ?2 AS invited_only FROM staff_members
       WHERE merchant_id = ?1 AND role = 'OWNER' AND deleted_at IS NULL ORDER BY id LIMIT 1`,
    )
    .bind(merchantId, NO_PASSWORD)
    .first<InvitedOwnerRow>();
}

/** Whether another live member of the store than `staffId` has that address. */
export async function emailTakenByAnother(
  d1: D1Database,
  merchantId: number,
  staffId: number,
  email: string,
): Promise<boolean> {
  const row = await d1
    .prepare(
      "SELECT 1 AS taken FROM staff_members WHERE merchant_id = ?1 AND id <> ?2 AND email = ?3 AND deleted_at IS NULL",
    )
    .bind(merchantId, staffId, email)
    .first();
  return row !== null;
}

export type ReplacedInvitation =
  { ok: true; createdAt: number; expiresAt: number } | { ok: false; why: "accepted" | "taken" };

/**
 * The owner's address, their earlier unused invitations ended and a new one, in one batch, only
 * while they have set no password (an owner who accepts meanwhile gets no new link).
 */
export async function replaceOwnerInvitation(
  d1: D1Database,
  merchantId: number,
  staffId: number,
  email: string,
  link: { tokenHash: string; ttlSeconds: number },
  now = nowSeconds(),
): Promise<ReplacedInvitation> {
  const stillInvited = "AND password_hash = ?4 AND deleted_at IS NULL";
  try {
    const [, , inserted] = await d1.batch([
      d1
        .prepare(`UPDATE staff_members SET email = ?3 WHERE merchant_id = ?1 AND id = ?2 ${stillInvited}`)
        .bind(merchantId, staffId, email, NO_PASSWORD),
      d1
        .prepare(
          `UPDATE staff_links SET expires_at = ?3
           WHERE merchant_id = ?1 AND staff_id = ?2 AND purpose = 'INVITATION' AND used_at IS NULL AND expires_at > ?3`,
        )
        .bind(merchantId, staffId, now),
      d1
        .prepare(
          `INSERT INTO staff_links (merchant_id, staff_id, purpose, token_hash, created_at, expires_at)
           SELECT merchant_id, id, 'INVITATION', ?3, ?5, ?6 FROM staff_members
           WHERE merchant_id = ?1 AND id = ?2 ${stillInvited}`,
        )
        .bind(merchantId, staffId, link.tokenHash, NO_PASSWORD, now, now + link.ttlSeconds),
    ]);
    if ((inserted?.meta.changes ?? 0) === 0) return { ok: false, why: "accepted" };
    return { ok: true, createdAt: now, expiresAt: now + link.ttlSeconds };
  } catch (error) {
    if (
      error instanceof Error &&
      /UNIQUE constraint failed: staff_members\.merchant_id, staff_members\.email/.test(
        `${error.message} ${String(error.cause ?? "")}`,
      )
    )
      return { ok: false, why: "taken" };
    throw error;
  }
}
