import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Client } from "../../../contract/clients";
import type { Db } from "./client";
import { PROVIDER_TOKEN_TTL_SECONDS } from "./cards";
import { clientAuthTokens, clientSessions, clients, emailTokens, mailOutbox } from "./schema";

export type ClientRow = typeof clients.$inferSelect;

export async function findClient(db: Db, merchantId: number, id: number): Promise<ClientRow | null> {
  const rows = await db
    .select()
    .from(clients)
    .where(and(eq(clients.merchantId, merchantId), eq(clients.id, id), isNull(clients.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findClientByEmail(db: Db, merchantId: number, email: string): Promise<ClientRow | null> {
  const rows = await db
    .select()
    .from(clients)
    .where(and(eq(clients.merchantId, merchantId), eq(clients.email, email), isNull(clients.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
}

export function toClient(row: ClientRow): Client {
  const phone =
    row.phoneCountryCode && row.phoneDdd && row.phoneNumber
      ? { country_code: row.phoneCountryCode, ddd: row.phoneDdd, number: row.phoneNumber }
      : null;
  return {
    id: row.id,
    name: row.name,
    // A client registered by phone has no e-mail until they confirm one (db/client-accounts.ts).
    email: row.email.endsWith("@phone.invalid") ? "" : row.email,
    cpf: row.cpf,
    phone,
    birthdate: row.birthdate,
    birthdate_editable: row.birthdateChanges === 0,
    notifications: { email: row.notifyEmail, sms: row.notifySms, whatsapp: row.notifyWhatsapp },
    should_disconnect: row.shouldDisconnect,
  };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function isLiveSession(
  db: Db,
  merchantId: number,
  clientId: number,
  sid: string,
  now = nowSeconds(),
): Promise<boolean> {
  const rows = await db
    .select({ id: clientSessions.id })
    .from(clientSessions)
    .innerJoin(clients, and(eq(clients.merchantId, clientSessions.merchantId), eq(clients.id, clientSessions.clientId)))
    .where(
      and(
        eq(clientSessions.id, sid),
        eq(clientSessions.merchantId, merchantId),
        eq(clientSessions.clientId, clientId),
        isNull(clientSessions.revokedAt),
        gt(clientSessions.expiresAt, now),
        isNull(clients.deletedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function createSession(
  db: Db,
  merchantId: number,
  clientId: number,
  ttlSeconds: number,
  now = nowSeconds(),
): Promise<string> {
  const id = crypto.randomUUID().replaceAll("-", "");
  await db.insert(clientSessions).values({ id, merchantId, clientId, createdAt: now, expiresAt: now + ttlSeconds });
  return id;
}

export async function revokeSession(db: Db, merchantId: number, sid: string, now = nowSeconds()): Promise<void> {
  await db
    .update(clientSessions)
    .set({ revokedAt: now })
    .where(
      and(eq(clientSessions.id, sid), eq(clientSessions.merchantId, merchantId), isNull(clientSessions.revokedAt)),
    );
}

export interface CounterState {
  count: number;
  windowStart: number;
}

export async function bumpCounters(
  d1: D1Database,
  keys: string[],
  windowSeconds: number,
  now = nowSeconds(),
): Promise<CounterState[]> {
  return bumpWindows(
    d1,
    keys.map((key) => ({ key, windowSeconds })),
    now,
  );
}

export async function bumpWindows(
  d1: D1Database,
  counters: { key: string; windowSeconds: number }[],
  now = nowSeconds(),
): Promise<CounterState[]> {
  const statement = d1.prepare(
    `INSERT INTO auth_counters (key, window_start, count) VALUES (?1, ?2, 1)
     ON CONFLICT(key) DO UPDATE SET
       count = CASE WHEN window_start <= ?2 - ?3 THEN 1 ELSE count + 1 END,
       window_start = CASE WHEN window_start <= ?2 - ?3 THEN ?2 ELSE window_start END
     RETURNING count, window_start AS windowStart`,
  );
  const results = await d1.batch<CounterState>(
    counters.map(({ key, windowSeconds }) => statement.bind(key, now, windowSeconds)),
  );
  return results.map((result) => result.results[0]!);
}

export async function clearCounters(d1: D1Database, keys: string[]): Promise<void> {
  const statement = d1.prepare("DELETE FROM auth_counters WHERE key = ?1");
  await d1.batch(keys.map((key) => statement.bind(key)));
}

/** Keys of marks start with this: the cron keeps them longer than counters. */
const MARK_PREFIX = "mark:";

export async function setMark(d1: D1Database, name: string, now = nowSeconds()): Promise<void> {
  await d1
    .prepare(
      "INSERT INTO auth_counters (key, window_start, count) VALUES (?1, ?2, 1) ON CONFLICT(key) DO UPDATE SET window_start = ?2",
    )
    .bind(`${MARK_PREFIX}${name}`, now)
    .run();
}

export async function hasMark(d1: D1Database, name: string, keepSeconds: number, now = nowSeconds()): Promise<boolean> {
  const row = await d1
    .prepare("SELECT 1 AS found FROM auth_counters WHERE key = ?1 AND window_start > ?2")
    .bind(`${MARK_PREFIX}${name}`, now - keepSeconds)
    .first<{ found: number }>();
  return row !== null;
}

export type EmailTokenPurpose = (typeof emailTokens.$inferSelect)["purpose"];

/** Stores a token's hash; its e-mail is sent after it (services/client-mail.ts), so a code that arrives always works. */
export async function storeEmailToken(
  db: Db,
  token: { merchantId: number; email: string; purpose: EmailTokenPurpose; tokenHash: string; ttlSeconds: number },
  now = nowSeconds(),
): Promise<void> {
  await db.insert(emailTokens).values({
    merchantId: token.merchantId,
    email: token.email,
    purpose: token.purpose,
    tokenHash: token.tokenHash,
    createdAt: now,
    expiresAt: now + token.ttlSeconds,
  });
}

export async function writeOutboxMail(
  db: Db,
  mail: { merchantId: number; to: string; subject: string; body: string },
  now = nowSeconds(),
): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({ merchantId: mail.merchantId, toEmail: mail.to, subject: mail.subject, body: mail.body, createdAt: now });
}

export async function findUsableEmailToken(
  db: Db,
  merchantId: number,
  email: string,
  purpose: EmailTokenPurpose,
  tokenHash: string,
  now = nowSeconds(),
): Promise<number | null> {
  const rows = await db
    .select({ id: emailTokens.id })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.merchantId, merchantId),
        eq(emailTokens.email, email),
        eq(emailTokens.purpose, purpose),
        eq(emailTokens.tokenHash, tokenHash),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0]?.id ?? null;
}

export async function useEmailToken(d1: D1Database, id: number, now = nowSeconds()): Promise<boolean> {
  const result = await d1
    .prepare("UPDATE email_tokens SET used_at = ?2 WHERE id = ?1 AND used_at IS NULL AND expires_at > ?2")
    .bind(id, now)
    .run();
  return result.meta.changes === 1;
}

export async function countWrongEmailToken(
  d1: D1Database,
  merchantId: number,
  email: string,
  now = nowSeconds(),
): Promise<void> {
  await d1
    .prepare(
      "UPDATE email_tokens SET attempts = attempts + 1 WHERE merchant_id = ?1 AND email = ?2 AND used_at IS NULL AND expires_at > ?3",
    )
    .bind(merchantId, email, now)
    .run();
}

export async function readOutbox(db: Db, email: string, limit = 10) {
  return db
    .select({
      id: mailOutbox.id,
      merchant_id: mailOutbox.merchantId,
      to: mailOutbox.toEmail,
      subject: mailOutbox.subject,
      body: mailOutbox.body,
      created_at: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.toEmail, email))
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}

export async function storeAuthToken(
  db: Db,
  merchantId: number,
  clientId: number,
  tokenHash: string,
  ttlSeconds: number,
  now = nowSeconds(),
): Promise<void> {
  await db
    .insert(clientAuthTokens)
    .values({ tokenHash, merchantId, clientId, createdAt: now, expiresAt: now + ttlSeconds });
}

export async function useAuthToken(
  d1: D1Database,
  merchantId: number,
  tokenHash: string,
  now = nowSeconds(),
): Promise<number | null> {
  const row = await d1
    .prepare(
      "UPDATE client_auth_tokens SET used_at = ?3 WHERE token_hash = ?1 AND merchant_id = ?2 AND used_at IS NULL AND expires_at > ?3 RETURNING client_id AS clientId",
    )
    .bind(tokenHash, merchantId, now)
    .first<{ clientId: number }>();
  return row?.clientId ?? null;
}

export async function refundCounters(d1: D1Database, keys: string[]): Promise<void> {
  const statement = d1.prepare("UPDATE auth_counters SET count = max(count - 1, 0) WHERE key = ?1");
  await d1.batch(keys.map((key) => statement.bind(key)));
}

/** Mails stay in the outbox a day (the codes in them expire after 10 minutes). */
export const MAIL_OUTBOX_KEEP_SECONDS = 86_400;

export async function deleteExpiredAccountRows(
  d1: D1Database,
  now: Date,
  windowSeconds: number,
  markKeepSeconds: number,
): Promise<number> {
  const seconds = Math.floor(now.getTime() / 1000);
  const dayAgo = seconds - 86_400;
  const results = await d1.batch([
    d1.prepare("DELETE FROM email_tokens WHERE expires_at < ?1").bind(dayAgo),
    d1.prepare("DELETE FROM client_auth_tokens WHERE expires_at < ?1").bind(dayAgo),
    d1.prepare("DELETE FROM client_sessions WHERE expires_at < ?1 OR revoked_at < ?1").bind(dayAgo),
    d1
      .prepare("DELETE FROM auth_counters WHERE window_start <= ?1 AND key NOT LIKE 'mark:%'")
      .bind(seconds - windowSeconds),
    d1
      .prepare("DELETE FROM auth_counters WHERE window_start <= ?1 AND key LIKE 'mark:%'")
      .bind(seconds - markKeepSeconds),
    d1.prepare("DELETE FROM mail_outbox WHERE created_at < ?1").bind(seconds - MAIL_OUTBOX_KEEP_SECONDS),
    // The sandbox provider's card tokens: single use and good for PROVIDER_TOKEN_TTL_SECONDS.
    d1.prepare("DELETE FROM provider_tokens WHERE created_at < ?1").bind(seconds - PROVIDER_TOKEN_TTL_SECONDS),
  ]);
  return results.reduce((total, result) => total + (result.meta.changes ?? 0), 0);
}
