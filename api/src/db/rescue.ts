import { and, desc, eq, gte, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { RescueChannel } from "../../../contract";
import { changedRows, isUniqueViolation, runBatch } from "./carts";
import type { Db } from "./client";
import { cartItems, cartPizzas, carts, clients, rescueLinks } from "./schema";

/*
 * The rescue campaign's rows (decision 110). Every query is scoped by merchant: a cart, a client or
 * a link of another store is as unknown as one that never existed.
 */

export interface AbandonedCartRow {
  guid: string;
  visitorId: string;
  updatedAt: string;
  clientId: number;
  name: string;
  email: string;
  phoneCountryCode: string | null;
  phoneDdd: string | null;
  phoneNumber: string | null;
  notifyEmail: boolean;
  notifyWhatsapp: boolean;
  sentChannel: RescueChannel | null;
  sentAt: number | null;
  sentBy: string | null;
}

const hasLines = (table: typeof cartItems | typeof cartPizzas) =>
  sql`EXISTS (SELECT 1 FROM ${table} WHERE ${table.merchantId} = ${carts.merchantId} AND ${table.cartGuid} = ${carts.guid})`;

/**
 * Open carts with lines, left by a logged-in client who accepts e-mails, or WhatsApp messages at a phone, last
 * changed in [from, to) (ISO), with that day's send; a table's cart is the table's, never rescued.
 */
export function abandonedCarts(
  db: Db,
  merchantId: number,
  day: { date: string; from: string; to: string },
  limit: number,
  guid?: string,
): Promise<AbandonedCartRow[]> {
  return db
    .select({
      guid: carts.guid,
      visitorId: carts.visitorId,
      updatedAt: carts.updatedAt,
      clientId: clients.id,
      name: clients.name,
      email: clients.email,
      phoneCountryCode: clients.phoneCountryCode,
      phoneDdd: clients.phoneDdd,
      phoneNumber: clients.phoneNumber,
      notifyEmail: clients.notifyEmail,
      notifyWhatsapp: clients.notifyWhatsapp,
      sentChannel: rescueLinks.channel,
      sentAt: rescueLinks.createdAt,
      sentBy: rescueLinks.staffName,
    })
    .from(carts)
    .innerJoin(clients, and(eq(clients.merchantId, carts.merchantId), eq(clients.id, carts.clientId)))
    .leftJoin(
      rescueLinks,
      and(
        eq(rescueLinks.merchantId, carts.merchantId),
        eq(rescueLinks.cartGuid, carts.guid),
        eq(rescueLinks.storeDate, day.date),
      ),
    )
    .where(
      and(
        eq(carts.merchantId, merchantId),
        guid === undefined ? undefined : eq(carts.guid, guid),
        eq(carts.status, "OPEN"),
        isNull(carts.tableId),
        gte(carts.updatedAt, day.from),
        lt(carts.updatedAt, day.to),
        isNull(clients.deletedAt),
        or(eq(clients.notifyEmail, true), and(eq(clients.notifyWhatsapp, true), isNotNull(clients.phoneNumber))),
        or(hasLines(cartItems), hasLines(cartPizzas)),
      ),
    )
    .orderBy(desc(carts.updatedAt))
    .limit(limit);
}

export interface NewRescueLink {
  tokenHash: string;
  merchantId: number;
  cartGuid: string;
  clientId: number;
  channel: RescueChannel;
  staffId: number;
  staffName: string;
  storeDate: string;
  createdAt: number;
  expiresAt: number;
}

/** False when the cart was already sent on that store day (the unique index decides, so two taps send once). */
export async function insertRescueLink(db: Db, link: NewRescueLink): Promise<boolean> {
  try {
    await db.insert(rescueLinks).values(link);
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Links, used or not, that expired before `cutoff` (epoch seconds); answers how many went. */
export async function deleteRescueLinksExpiredBefore(db: Db, cutoff: number): Promise<number> {
  const deleted = await db
    .delete(rescueLinks)
    .where(lt(rescueLinks.expiresAt, cutoff))
    .returning({ tokenHash: rescueLinks.tokenHash });
  return deleted.length;
}

/** A send whose message did not go out is forgotten, so it can be sent again. */
export async function deleteRescueLink(db: Db, merchantId: number, tokenHash: string): Promise<void> {
  await db.delete(rescueLinks).where(and(eq(rescueLinks.merchantId, merchantId), eq(rescueLinks.tokenHash, tokenHash)));
}

export interface RescueLinkRow {
  cartGuid: string;
  name: string;
  expiresAt: number;
  usedAt: number | null;
  cartStatus: string;
}

export async function findRescueLink(db: Db, merchantId: number, tokenHash: string): Promise<RescueLinkRow | null> {
  const [row] = await db
    .select({
      cartGuid: rescueLinks.cartGuid,
      name: clients.name,
      expiresAt: rescueLinks.expiresAt,
      usedAt: rescueLinks.usedAt,
      cartStatus: carts.status,
    })
    .from(rescueLinks)
    .innerJoin(carts, and(eq(carts.merchantId, rescueLinks.merchantId), eq(carts.guid, rescueLinks.cartGuid)))
    .innerJoin(clients, and(eq(clients.merchantId, rescueLinks.merchantId), eq(clients.id, rescueLinks.clientId)))
    .where(and(eq(rescueLinks.merchantId, merchantId), eq(rescueLinks.tokenHash, tokenHash)))
    .limit(1);
  return row ?? null;
}

export type ClaimOutcome = "CLAIMED" | "REFUSED" | "CONFLICT";

/**
 * Spends the link and gives its cart to the caller, in one batch: the link only if unspent, unexpired
 * and its cart still open; the caller's own empty open cart here makes way; the cart moves only if
 * this request's claim is the one written. A caller holding another cart with lines here meets the
 * one-open-cart index: the batch fails whole (CONFLICT) and the link stays unspent.
 */
export async function claimRescueLink(
  db: Db,
  merchantId: number,
  tokenHash: string,
  caller: { visitorId: string; clientId: number | null },
  now: number,
): Promise<ClaimOutcome> {
  const claim = crypto.randomUUID();
  const linkCart = sql`(SELECT ${rescueLinks.cartGuid} FROM ${rescueLinks} WHERE ${rescueLinks.tokenHash} = ${tokenHash} AND ${rescueLinks.merchantId} = ${merchantId})`;
  const claimed = sql`EXISTS (SELECT 1 FROM ${rescueLinks} WHERE ${rescueLinks.tokenHash} = ${tokenHash} AND ${rescueLinks.merchantId} = ${merchantId} AND ${rescueLinks.claim} = ${claim})`;
  try {
    const results = await runBatch(db, [
      db
        .update(rescueLinks)
        .set({ usedAt: now, claim })
        .where(
          and(
            eq(rescueLinks.merchantId, merchantId),
            eq(rescueLinks.tokenHash, tokenHash),
            isNull(rescueLinks.usedAt),
            sql`${rescueLinks.expiresAt} > ${now}`,
            sql`EXISTS (SELECT 1 FROM ${carts} WHERE ${carts.merchantId} = ${merchantId} AND ${carts.guid} = ${rescueLinks.cartGuid} AND ${carts.status} = 'OPEN')`,
          ),
        ),
      db
        .delete(carts)
        .where(
          and(
            eq(carts.merchantId, merchantId),
            eq(carts.visitorId, caller.visitorId),
            eq(carts.status, "OPEN"),
            sql`${carts.guid} <> ${linkCart}`,
            sql`NOT ${hasLines(cartItems)}`,
            sql`NOT ${hasLines(cartPizzas)}`,
            claimed,
          ),
        ),
      db
        .update(carts)
        .set({ visitorId: caller.visitorId, clientId: caller.clientId, updatedAt: new Date(now * 1000).toISOString() })
        .where(
          and(eq(carts.merchantId, merchantId), sql`${carts.guid} = ${linkCart}`, eq(carts.status, "OPEN"), claimed),
        ),
    ]);
    return changedRows(results[2]) === 1 ? "CLAIMED" : "REFUSED";
  } catch (error) {
    if (isUniqueViolation(error)) return "CONFLICT";
    throw error;
  }
}
