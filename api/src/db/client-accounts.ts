import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "./client";
import type { ClientRow } from "./clients";
import { clients } from "./schema";

export interface NewClient {
  merchantId: number;
  name: string;
  email: string;
  cpf: string | null;
  passwordHash: string | null;
  phone: { country_code: string; ddd: string; number: string } | null;
}

/** One transaction: two submits of the same form find the token used, never a twin. Null when the token was used or expired. */
export async function insertClientUsingToken(
  d1: D1Database,
  client: NewClient,
  tokenId: number,
  now: number,
): Promise<number | null> {
  const results = await d1.batch<{ id: number }>([
    d1
      .prepare(
        `INSERT INTO clients (merchant_id, name, email, cpf, password_hash, phone_country_code, phone_ddd, phone_number, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9
         WHERE EXISTS (SELECT 1 FROM email_tokens WHERE id = ?10 AND used_at IS NULL AND expires_at > ?9)
         RETURNING id`,
      )
      .bind(
        client.merchantId,
        client.name,
        client.email,
        client.cpf,
        client.passwordHash,
        client.phone?.country_code ?? null,
        client.phone?.ddd ?? null,
        client.phone?.number ?? null,
        now,
        tokenId,
      ),
    d1.prepare("UPDATE email_tokens SET used_at = ?2 WHERE id = ?1 AND used_at IS NULL").bind(tokenId, now),
  ]);
  return results[0]?.results[0]?.id ?? null;
}

/** The domain of the e-mail a client registered by phone holds until they confirm one: no one can receive mail there (RFC 2606). */
export const PHONE_ONLY_EMAIL_DOMAIN = "phone.invalid";

/** One transaction, guarded by the code and by the phone being free. Null when either was taken meanwhile. */
export async function insertPhoneClientUsingToken(
  d1: D1Database,
  client: { merchantId: number; name: string; phone: { country_code: string; ddd: string; number: string } },
  tokenId: number,
  now: number,
): Promise<number | null> {
  const placeholder = `phone-${crypto.randomUUID()}@${PHONE_ONLY_EMAIL_DOMAIN}`;
  const results = await d1.batch<{ id: number }>([
    d1
      .prepare(
        `INSERT INTO clients (merchant_id, name, email, phone_country_code, phone_ddd, phone_number, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7
         WHERE EXISTS (SELECT 1 FROM email_tokens WHERE id = ?8 AND used_at IS NULL AND expires_at > ?7)
           AND NOT EXISTS (SELECT 1 FROM clients WHERE merchant_id = ?1 AND phone_country_code = ?4 AND phone_ddd = ?5 AND phone_number = ?6 AND deleted_at IS NULL)
         RETURNING id`,
      )
      .bind(
        client.merchantId,
        client.name,
        placeholder,
        client.phone.country_code,
        client.phone.ddd,
        client.phone.number,
        now,
        tokenId,
      ),
    d1.prepare("UPDATE email_tokens SET used_at = ?2 WHERE id = ?1 AND used_at IS NULL").bind(tokenId, now),
  ]);
  return results[0]?.results[0]?.id ?? null;
}

export async function changeEmailUsingToken(
  d1: D1Database,
  merchantId: number,
  clientId: number,
  email: string,
  tokenId: number,
  now: number,
): Promise<boolean> {
  const results = await d1.batch<{ id: number }>([
    d1
      .prepare(
        `UPDATE clients SET email = ?3 WHERE merchant_id = ?1 AND id = ?2 AND deleted_at IS NULL
         AND EXISTS (SELECT 1 FROM email_tokens WHERE id = ?4 AND used_at IS NULL AND expires_at > ?5) RETURNING id`,
      )
      .bind(merchantId, clientId, email, tokenId, now),
    d1.prepare("UPDATE email_tokens SET used_at = ?2 WHERE id = ?1 AND used_at IS NULL").bind(tokenId, now),
  ]);
  return results[0]?.results.length === 1;
}

export async function deleteClientAccount(
  d1: D1Database,
  merchantId: number,
  clientId: number,
  now: number,
): Promise<void> {
  await d1.batch([
    d1
      .prepare(
        `UPDATE clients SET name = '', email = 'deleted-' || id || '@deleted.invalid', cpf = NULL, password_hash = NULL,
           phone_country_code = NULL, phone_ddd = NULL, phone_number = NULL, birthdate = NULL, deleted_at = ?3
         WHERE merchant_id = ?1 AND id = ?2 AND deleted_at IS NULL`,
      )
      .bind(merchantId, clientId, now),
    d1
      .prepare(
        "UPDATE client_sessions SET revoked_at = ?3 WHERE merchant_id = ?1 AND client_id = ?2 AND revoked_at IS NULL",
      )
      .bind(merchantId, clientId, now),
    d1
      .prepare(
        "UPDATE client_auth_tokens SET used_at = ?3 WHERE merchant_id = ?1 AND client_id = ?2 AND used_at IS NULL",
      )
      .bind(merchantId, clientId, now),
    d1.prepare("DELETE FROM client_addresses WHERE merchant_id = ?1 AND client_id = ?2").bind(merchantId, clientId),
    d1.prepare("DELETE FROM client_identities WHERE merchant_id = ?1 AND client_id = ?2").bind(merchantId, clientId),
    d1
      .prepare(
        "UPDATE client_cards SET deleted_at = coalesce(deleted_at, ?3), nickname = NULL WHERE merchant_id = ?1 AND client_id = ?2",
      )
      .bind(merchantId, clientId, now),
  ]);
}

export async function cpfHeld(db: Db, merchantId: number, cpf: string): Promise<boolean> {
  const holder = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.merchantId, merchantId), eq(clients.cpf, cpf)))
    .limit(1);
  return holder.length > 0;
}

export async function liveRegistrations(
  db: Db,
  merchantId: number,
  query: { email?: string; cpf?: string },
): Promise<{ email: boolean; cpf: boolean }> {
  const live = and(eq(clients.merchantId, merchantId), isNull(clients.deletedAt));
  const [byEmail, byCpf] = await Promise.all([
    query.email === undefined
      ? []
      : db
          .select({ id: clients.id })
          .from(clients)
          .where(and(live, eq(clients.email, query.email)))
          .limit(1),
    query.cpf === undefined
      ? []
      : db
          .select({ id: clients.id })
          .from(clients)
          .where(and(live, eq(clients.cpf, query.cpf)))
          .limit(1),
  ]);
  return { email: byEmail.length > 0, cpf: byCpf.length > 0 };
}

export async function findClientByPhone(
  db: Db,
  merchantId: number,
  phone: { country_code: string; ddd: string; number: string },
): Promise<ClientRow | null> {
  const rows = await db
    .select()
    .from(clients)
    .where(
      and(
        eq(clients.merchantId, merchantId),
        eq(clients.phoneCountryCode, phone.country_code),
        eq(clients.phoneDdd, phone.ddd),
        eq(clients.phoneNumber, phone.number),
        isNull(clients.deletedAt),
      ),
    )
    .orderBy(desc(clients.id))
    .limit(1);
  return rows[0] ?? null;
}

export async function phoneRegistered(
  db: Db,
  merchantId: number,
  phone: { country_code: string; ddd: string; number: string },
): Promise<boolean> {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        eq(clients.merchantId, merchantId),
        eq(clients.phoneCountryCode, phone.country_code),
        eq(clients.phoneDdd, phone.ddd),
        eq(clients.phoneNumber, phone.number),
        isNull(clients.deletedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export type ClientProfileChanges = Partial<typeof clients.$inferInsert>;

/** Guarded by `birthdateChanges` when given, so two requests that cross cannot both change it. */
export async function updateClientProfile(
  db: Db,
  merchantId: number,
  clientId: number,
  values: ClientProfileChanges,
  birthdateChanges?: number,
): Promise<boolean> {
  const guard = birthdateChanges === undefined ? undefined : eq(clients.birthdateChanges, birthdateChanges);
  const updated = await db
    .update(clients)
    .set(values)
    .where(and(eq(clients.merchantId, merchantId), eq(clients.id, clientId), isNull(clients.deletedAt), guard))
    .returning({ id: clients.id });
  return updated.length > 0;
}
