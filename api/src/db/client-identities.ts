import { and, eq, lt } from "drizzle-orm";
import type { SocialProvider } from "../../../contract/social-login";
import type { Db } from "./client";
import { type ClientRow } from "./clients";
import { clientIdentities, clients, sandboxOidcCodes } from "./schema";

export async function findIdentity(
  db: Db,
  merchantId: number,
  provider: SocialProvider,
  subject: string,
): Promise<{ identityId: number; client: ClientRow | null } | null> {
  const rows = await db
    .select({ identityId: clientIdentities.id, client: clients })
    .from(clientIdentities)
    .leftJoin(
      clients,
      and(eq(clients.merchantId, clientIdentities.merchantId), eq(clients.id, clientIdentities.clientId)),
    )
    .where(
      and(
        eq(clientIdentities.merchantId, merchantId),
        eq(clientIdentities.provider, provider),
        eq(clientIdentities.subject, subject),
      ),
    )
    .limit(1);
  const row = rows[0];
  return row ? { identityId: row.identityId, client: row.client } : null;
}

export async function deleteIdentity(db: Db, merchantId: number, identityId: number): Promise<void> {
  await db
    .delete(clientIdentities)
    .where(and(eq(clientIdentities.merchantId, merchantId), eq(clientIdentities.id, identityId)));
}

export interface NewIdentity {
  merchantId: number;
  provider: SocialProvider;
  subject: string;
  email: string;
  emailVerified: boolean;
}

export async function linkIdentity(db: Db, identity: NewIdentity, clientId: number, now: number): Promise<void> {
  await db
    .insert(clientIdentities)
    .values({ ...identity, clientId, createdAt: now })
    .onConflictDoNothing({
      target: [clientIdentities.merchantId, clientIdentities.provider, clientIdentities.subject],
    });
}

/** One batch: both or neither. Throws on a UNIQUE violation (the e-mail or the link was taken meanwhile). */
export async function insertClientWithIdentity(
  d1: D1Database,
  identity: NewIdentity,
  name: string,
  now: number,
): Promise<number> {
  const results = await d1.batch<{ id: number }>([
    d1
      .prepare("INSERT INTO clients (merchant_id, name, email, created_at) VALUES (?1, ?2, ?3, ?4) RETURNING id")
      .bind(identity.merchantId, name, identity.email, now),
    d1
      .prepare(
        `INSERT INTO client_identities (merchant_id, provider, subject, client_id, email, email_verified, created_at)
         SELECT ?1, ?2, ?3, id, ?4, ?6, ?5 FROM clients WHERE merchant_id = ?1 AND email = ?4 AND deleted_at IS NULL`,
      )
      .bind(
        identity.merchantId,
        identity.provider,
        identity.subject,
        identity.email,
        now,
        identity.emailVerified ? 1 : 0,
      ),
  ]);
  const id = results[0]?.results[0]?.id;
  if (id === undefined) throw new Error("The new client's id was not returned");
  return id;
}

/**
 * The e-mail's owner has just proved it: links that never vouched for it go, and then every session
 * ends, so whoever signed up with someone else's address at a provider is out.
 */
export async function dropUnvouchedIdentities(
  d1: D1Database,
  merchantId: number,
  clientId: number,
  now: number,
): Promise<number> {
  const unvouched = "FROM client_identities WHERE merchant_id = ?1 AND client_id = ?2 AND email_verified = 0";
  const [, dropped] = await d1.batch([
    d1
      .prepare(
        `UPDATE client_sessions SET revoked_at = ?3 WHERE merchant_id = ?1 AND client_id = ?2 AND revoked_at IS NULL AND EXISTS (SELECT 1 ${unvouched})`,
      )
      .bind(merchantId, clientId, now),
    d1.prepare(`DELETE ${unvouched}`).bind(merchantId, clientId),
  ]);
  return dropped?.meta.changes ?? 0;
}

export function isSocialUniqueViolation(error: unknown): boolean {
  const message = error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : "";
  return /UNIQUE constraint failed: (clients\.merchant_id, clients\.email|client_identities\.)/.test(message);
}

export type SandboxCode = typeof sandboxOidcCodes.$inferSelect;

export async function storeSandboxCode(db: Db, code: typeof sandboxOidcCodes.$inferInsert): Promise<void> {
  await db.insert(sandboxOidcCodes).values(code);
}

export async function redeemSandboxCode(d1: D1Database, codeHash: string, now: number): Promise<SandboxCode | null> {
  const row = await d1
    .prepare(
      `UPDATE sandbox_oidc_codes SET used_at = ?2 WHERE code_hash = ?1 AND used_at IS NULL AND expires_at > ?2
       RETURNING code_hash AS codeHash, provider, client_id AS clientId, redirect_uri AS redirectUri, code_challenge AS codeChallenge,
         nonce, user, scope, created_at AS createdAt, expires_at AS expiresAt, used_at AS usedAt`,
    )
    .bind(codeHash, now)
    .first<SandboxCode>();
  return row ?? null;
}

export async function deleteOldSandboxCodes(db: Db, now: number): Promise<number> {
  const deleted = await db
    .delete(sandboxOidcCodes)
    .where(lt(sandboxOidcCodes.expiresAt, now - 86_400))
    .returning({ codeHash: sandboxOidcCodes.codeHash });
  return deleted.length;
}
