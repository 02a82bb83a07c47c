import { and, eq, gt, isNull } from "drizzle-orm";
import type { Client } from "../../../contract/clients";
import type { Db } from "./client";
import { clientSessions, clients } from "./schema";

/** A client row as the routes use it. */
export type ClientRow = typeof clients.$inferSelect;

/** The live (not deleted) client `id` of merchant `merchantId`, or null. */
export async function findClient(db: Db, merchantId: number, id: number): Promise<ClientRow | null> {
  const rows = await db
    .select()
    .from(clients)
    .where(and(eq(clients.merchantId, merchantId), eq(clients.id, id), isNull(clients.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
}

/** The live client of `email` (already normalised) at merchant `merchantId`, or null. */
export async function findClientByEmail(db: Db, merchantId: number, email: string): Promise<ClientRow | null> {
  const rows = await db
    .select()
    .from(clients)
    .where(and(eq(clients.merchantId, merchantId), eq(clients.email, email), isNull(clients.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
}

/** The wire shape of a client, for that client only. */
export function toClient(row: ClientRow): Client {
  const phone =
    row.phoneCountryCode && row.phoneDdd && row.phoneNumber
      ? { country_code: row.phoneCountryCode, ddd: row.phoneDdd, number: row.phoneNumber }
      : null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    cpf: row.cpf,
    phone,
    birthdate: row.birthdate,
    birthdate_editable: row.birthdateChanges === 0,
    notifications: { email: row.notifyEmail, sms: row.notifySms, whatsapp: row.notifyWhatsapp },
    should_disconnect: row.shouldDisconnect,
  };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Whether session `sid` of client `clientId` at merchant `merchantId` is neither revoked, expired nor of a deleted client. */
export async function isLiveSession(db: Db, merchantId: number, clientId: number, sid: string, now = nowSeconds()): Promise<boolean> {
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
