import type { StaffRole } from "../../../contract/console";
import type { StaffLinkPurpose } from "../../../contract/onboarding";
import { type DocumentName, merchantDocuments } from "./documents";
import type { StaffListRow } from "./staff";

/*
 * Onboarding's reads and writes (decision 108): a new merchant with its owner and the owner's
 * invitation in one batch; the links that set a staff member's password; the checklist's read.
 */

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A password hash no password matches: the member sets theirs from a mailed link. */
export const NO_PASSWORD = "!";

const isUniqueViolation = (error: unknown, index: RegExp) =>
  error instanceof Error && index.test(`${error.message} ${String(error.cause ?? "")}`);

export interface NewMerchantRow {
  slug: string;
  name: string;
  slugFranchise: string | null;
  documents: Record<DocumentName, unknown>;
  owner: { name: string; email: string };
  invitation: { tokenHash: string; ttlSeconds: number };
}

/**
 * The merchant (id after the highest), its owner without a password and the owner's invitation,
 * all or nothing. Null when the slug is taken: the unique index decides, so two creations at once
 * cannot both get it.
 */
export async function insertNewMerchant(
  d1: D1Database,
  merchant: NewMerchantRow,
  now = nowSeconds(),
): Promise<{ merchantId: number; ownerId: number } | null> {
  const names = Object.keys(merchantDocuments) as DocumentName[];
  const columns = names.map((name) => merchantDocuments[name].column.name);
  const values = names.map((name) => {
    const document = merchant.documents[name];
    return document === null || document === undefined ? null : JSON.stringify(document);
  });
  const documentParameters = columns.map((_, index) => `?${index + 4}`).join(", ");
  try {
    const [, , , created] = await d1.batch([
      d1
        .prepare(
          `INSERT INTO merchants (id, slug, name, type, slug_franchise, ${columns.join(", ")})
           SELECT COALESCE(MAX(id), 0) + 1, ?1, ?2, 'STORE', ?3, ${documentParameters} FROM merchants`,
        )
        .bind(merchant.slug, merchant.name, merchant.slugFranchise, ...values),
      d1
        .prepare(
          `INSERT INTO staff_members (merchant_id, name, email, role, password_hash, created_at)
           SELECT id, ?2, ?3, 'OWNER', ?4, ?5 FROM merchants WHERE slug = ?1`,
        )
        .bind(merchant.slug, merchant.owner.name, merchant.owner.email, NO_PASSWORD, now),
      d1
        .prepare(
          `INSERT INTO staff_links (merchant_id, staff_id, purpose, token_hash, created_at, expires_at)
           SELECT s.merchant_id, s.id, 'INVITATION', ?2, ?3, ?4
           FROM staff_members s JOIN merchants m ON m.id = s.merchant_id
           WHERE m.slug = ?1 AND s.deleted_at IS NULL`,
        )
        .bind(merchant.slug, merchant.invitation.tokenHash, now, now + merchant.invitation.ttlSeconds),
      d1
        .prepare(
          `SELECT m.id AS merchantId, s.id AS ownerId FROM merchants m JOIN staff_members s ON s.merchant_id = m.id
           WHERE m.slug = ?1`,
        )
        .bind(merchant.slug),
    ]);
    const row = (created?.results as { merchantId: number; ownerId: number }[] | undefined)?.[0];
    if (!row) throw new Error(`The new merchant ${merchant.slug} was not read back`);
    return row;
  } catch (error) {
    if (isUniqueViolation(error, /UNIQUE constraint failed: merchants\.slug/)) return null;
    throw error;
  }
}

export interface PlatformMerchantRow {
  id: number;
  slug: string;
  name: string;
  type: "FRANCHISE" | "STORE";
  slug_franchise: string | null;
  tropicalization: string;
  owner_name: string | null;
  owner_email: string | null;
  /** 1 while the owner has set no password (decision 112). */
  owner_invited_only: number | null;
  owner_last_login_at: number | null;
  /** The owner's newest invitation link, if any. */
  invitation_sent_at: number | null;
  invitation_expires_at: number | null;
  invitation_used_at: number | null;
}

/** The newest first, each with its first owner and where the owner's newest invitation stands. */
export async function listPlatformMerchants(d1: D1Database, limit: number): Promise<PlatformMerchantRow[]> {
  const { results } = await d1
    .prepare(
      `SELECT m.id, m.slug, m.name, m.type, m.slug_franchise, m.tropicalization, o.name AS owner_name, o.email AS owner_email,
         o.password_hash = ?2 AS owner_invited_only,
         (SELECT MAX(s.created_at) FROM staff_sessions s WHERE s.merchant_id = m.id AND s.staff_id = o.id) AS owner_last_login_at,
         l.created_at AS invitation_sent_at, l.expires_at AS invitation_expires_at, l.used_at AS invitation_used_at
       FROM merchants m
       LEFT JOIN staff_members o ON o.id = (
         SELECT id FROM staff_members WHERE merchant_id = m.id AND role = 'OWNER' AND deleted_at IS NULL ORDER BY id LIMIT 1
       )
       LEFT JOIN staff_links l ON l.id = (
         SELECT id FROM staff_links WHERE merchant_id = m.id AND staff_id = o.id AND purpose = 'INVITATION' ORDER BY id DESC LIMIT 1
       )
       ORDER BY m.id DESC LIMIT ?1`,
    )
    .bind(limit, NO_PASSWORD)
    .all<PlatformMerchantRow>();
  return results;
}

/** The member (no password yet) and their invitation, both or neither. Null when a live member has that e-mail. */
export async function insertInvitedMember(
  d1: D1Database,
  merchantId: number,
  member: { name: string; email: string; role: StaffRole; requestKey?: string },
  link: { tokenHash: string; ttlSeconds: number },
  now = nowSeconds(),
): Promise<StaffListRow | null> {
  try {
    const [inserted] = await d1.batch([
      d1
        .prepare(
          `INSERT INTO staff_members (merchant_id, name, email, role, password_hash, created_at, request_key)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) RETURNING id, name, email, role, created_at`,
        )
        .bind(merchantId, member.name, member.email, member.role, NO_PASSWORD, now, member.requestKey ?? null),
      d1
        .prepare(
          `INSERT INTO staff_links (merchant_id, staff_id, purpose, token_hash, created_at, expires_at)
           SELECT merchant_id, id, 'INVITATION', ?3, ?4, ?5 FROM staff_members
           WHERE merchant_id = ?1 AND email = ?2 AND deleted_at IS NULL`,
        )
        .bind(merchantId, member.email, link.tokenHash, now, now + link.ttlSeconds),
    ]);
    return (inserted?.results as StaffListRow[] | undefined)?.[0] ?? null;
  } catch (error) {
    // The address of a member, or the same invitation form already sent (its key).
    if (
      isUniqueViolation(
        error,
        /UNIQUE constraint failed: staff_members\.merchant_id, staff_members\.(email|request_key)/,
      )
    )
      return null;
    throw error;
  }
}

/** A new link for a member; their earlier unused links of the same purpose end now. */
export async function insertStaffLink(
  d1: D1Database,
  merchantId: number,
  staffId: number,
  purpose: StaffLinkPurpose,
  link: { tokenHash: string; ttlSeconds: number },
  now = nowSeconds(),
): Promise<void> {
  await d1.batch([
    d1
      .prepare(
        `UPDATE staff_links SET expires_at = ?4
         WHERE merchant_id = ?1 AND staff_id = ?2 AND purpose = ?3 AND used_at IS NULL AND expires_at > ?4`,
      )
      .bind(merchantId, staffId, purpose, now),
    d1
      .prepare(
        `INSERT INTO staff_links (merchant_id, staff_id, purpose, token_hash, created_at, expires_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
      )
      .bind(merchantId, staffId, purpose, link.tokenHash, now, now + link.ttlSeconds),
  ]);
}

/**
 * Spends a live link of a live member at this merchant: the one statement that can, so a link sent
 * twice at once is spent once. Answers its member, or null (unknown, used, expired, another store's,
 * a removed member's).
 */
export async function spendStaffLink(
  d1: D1Database,
  merchantId: number,
  tokenHash: string,
  now = nowSeconds(),
): Promise<{ staff_id: number; purpose: StaffLinkPurpose } | null> {
  return d1
    .prepare(
      `UPDATE staff_links SET used_at = ?3
       WHERE merchant_id = ?1 AND token_hash = ?2 AND used_at IS NULL AND expires_at > ?3
         AND EXISTS (SELECT 1 FROM staff_members m WHERE m.merchant_id = ?1 AND m.id = staff_links.staff_id AND m.deleted_at IS NULL)
       RETURNING staff_id, purpose`,
    )
    .bind(merchantId, tokenHash, now)
    .first<{ staff_id: number; purpose: StaffLinkPurpose }>();
}

/** The password a link set: every other link of the member ends, and every login of theirs. */
export async function setPasswordFromLink(
  d1: D1Database,
  merchantId: number,
  staffId: number,
  passwordHash: string,
  now = nowSeconds(),
): Promise<boolean> {
  const [changed] = await d1.batch([
    d1
      .prepare("UPDATE staff_members SET password_hash = ?3 WHERE merchant_id = ?1 AND id = ?2 AND deleted_at IS NULL")
      .bind(merchantId, staffId, passwordHash),
    d1
      .prepare(
        "UPDATE staff_links SET expires_at = ?3 WHERE merchant_id = ?1 AND staff_id = ?2 AND used_at IS NULL AND expires_at > ?3",
      )
      .bind(merchantId, staffId, now),
    d1
      .prepare(
        "UPDATE staff_sessions SET revoked_at = ?3 WHERE merchant_id = ?1 AND staff_id = ?2 AND revoked_at IS NULL",
      )
      .bind(merchantId, staffId, now),
  ]);
  return (changed?.meta.changes ?? 0) > 0;
}

export interface ChecklistRow {
  operation_modes: string;
  order_settings: string;
  stylizations: string;
  payment_settings: string | null;
  has_hours: number;
  has_dish: number;
}

/** What the checklist is computed from, in one read. */
export function readChecklistRow(d1: D1Database, merchantId: number): Promise<ChecklistRow | null> {
  return d1
    .prepare(
      `SELECT m.operation_modes, m.order_settings, m.stylizations, m.payment_settings,
         EXISTS (SELECT 1 FROM operation_times t WHERE t.merchant_id = m.id) AS has_hours,
         (EXISTS (SELECT 1 FROM items i JOIN categories c ON c.merchant_id = i.merchant_id AND c.id = i.category_id
                  WHERE i.merchant_id = m.id AND i.enabled = 1 AND i.deleted_at IS NULL AND c.enabled = 1 AND c.deleted_at IS NULL)
          OR EXISTS (SELECT 1 FROM pizzas p JOIN categories c ON c.merchant_id = p.merchant_id AND c.id = p.category_id
                  WHERE p.merchant_id = m.id AND p.enabled = 1 AND c.enabled = 1 AND c.deleted_at IS NULL)) AS has_dish
       FROM merchants m WHERE m.id = ?1`,
    )
    .bind(merchantId)
    .first<ChecklistRow>();
}
