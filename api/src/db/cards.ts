import { and, desc, eq, isNull, sql } from "drizzle-orm";
import * as z from "zod";
import { type CardBrand, type SavedCard, cardBrandCodeSchema } from "../../../contract";
import type { Db } from "./client";
import { cardSettings, clientCards, providerTokens } from "./schema";

export type CardRow = typeof clientCards.$inferSelect;
export type ProviderTokenRow = typeof providerTokens.$inferSelect;

/** Brands a merchant without a card_settings row takes online. */
export const DEFAULT_ACCEPTED_BRANDS: readonly CardBrand[] = ["VISA", "MASTER", "ELO"];

export const sandboxAppId = (slug: string) => `sandbox_${slug}`;

const brandList = z.array(cardBrandCodeSchema);

export async function acceptedBrands(db: Db, merchantId: number): Promise<CardBrand[]> {
  const rows = await db
    .select({ brands: cardSettings.acceptedBrands })
    .from(cardSettings)
    .where(eq(cardSettings.merchantId, merchantId))
    .limit(1);
  const row = rows[0];
  if (!row) return [...DEFAULT_ACCEPTED_BRANDS];
  const parsed = brandList.safeParse(JSON.parse(row.brands));
  if (!parsed.success) throw new Error(`Stored card_settings of merchant ${merchantId} does not match the contract`);
  return parsed.data;
}

export interface CardOwner {
  merchantId: number;
  clientId: number;
}

const liveCardsOf = (owner: CardOwner) =>
  and(
    eq(clientCards.merchantId, owner.merchantId),
    eq(clientCards.clientId, owner.clientId),
    isNull(clientCards.deletedAt),
  );

async function lastUsedGuid(db: Db, owner: CardOwner): Promise<string | null> {
  const rows = await db
    .select({ guid: clientCards.guid })
    .from(clientCards)
    .where(and(liveCardsOf(owner), sql`${clientCards.lastUsedAt} IS NOT NULL`))
    .orderBy(desc(clientCards.lastUsedAt), desc(clientCards.createdAt))
    .limit(1);
  return rows[0]?.guid ?? null;
}

export function toSavedCard(row: CardRow, lastUsed: boolean): SavedCard {
  return {
    guid: row.guid,
    brand: row.brand as SavedCard["brand"],
    exp_month: row.expMonth,
    exp_year: row.expYear,
    last_four_digits: row.lastFourDigits,
    nickname: row.nickname,
    last_used: lastUsed,
  };
}

export async function listCards(db: Db, owner: CardOwner): Promise<SavedCard[]> {
  const rows = await db
    .select()
    .from(clientCards)
    .where(liveCardsOf(owner))
    .orderBy(
      sql`${clientCards.lastUsedAt} IS NULL`,
      desc(clientCards.lastUsedAt),
      desc(clientCards.createdAt),
      desc(clientCards.guid),
    );
  const last = rows.find((row) => row.lastUsedAt !== null)?.guid ?? null;
  return rows.map((row) => toSavedCard(row, row.guid === last));
}

export async function lastUsedCard(db: Db, owner: CardOwner): Promise<SavedCard | null> {
  const guid = await lastUsedGuid(db, owner);
  if (guid === null) return null;
  const rows = await db
    .select()
    .from(clientCards)
    .where(and(liveCardsOf(owner), eq(clientCards.guid, guid)))
    .limit(1);
  return rows[0] ? toSavedCard(rows[0], true) : null;
}

export async function deleteCard(db: Db, owner: CardOwner, guid: string, now: number): Promise<boolean> {
  const rows = await db
    .update(clientCards)
    .set({ deletedAt: now })
    .where(and(liveCardsOf(owner), eq(clientCards.guid, guid)))
    .returning({ guid: clientCards.guid });
  return rows.length > 0;
}

export async function hashProviderToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A provider token lives this long before it must be used. */
export const PROVIDER_TOKEN_TTL_SECONDS = 30 * 60;

export async function storeProviderToken(db: Db, token: typeof providerTokens.$inferInsert): Promise<void> {
  await db.insert(providerTokens).values(token);
}

/** One statement, so two saves of one token cannot both succeed. Null when unknown, used, expired or of another app. */
export async function consumeProviderToken(
  db: Db,
  token: string,
  appId: string,
  now: number,
): Promise<ProviderTokenRow | null> {
  const rows = await db
    .update(providerTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(providerTokens.tokenHash, await hashProviderToken(token)),
        eq(providerTokens.appId, appId),
        isNull(providerTokens.usedAt),
        sql`${providerTokens.createdAt} > ${now - PROVIDER_TOKEN_TTL_SECONDS}`,
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/** The same card saved again by the same client (brand, last four, expiry) is merged into the saved one. */
export async function saveCard(
  db: Db,
  owner: CardOwner,
  token: ProviderTokenRow,
  nickname: string | null,
  now: number,
): Promise<{ card: CardRow; merged: boolean }> {
  const sameCard = and(
    liveCardsOf(owner),
    eq(clientCards.brand, token.brand),
    eq(clientCards.lastFourDigits, token.lastFourDigits),
    eq(clientCards.expMonth, token.expMonth),
    eq(clientCards.expYear, token.expYear),
  );
  const [existing] = await db
    .select({ guid: clientCards.guid })
    .from(clientCards)
    .where(sameCard)
    .orderBy(clientCards.createdAt)
    .limit(1);
  if (existing) {
    const [merged] = await db
      .update(clientCards)
      .set({ behaviour: token.behaviour, ...(nickname !== null ? { nickname } : {}) })
      .where(and(sameCard, eq(clientCards.guid, existing.guid)))
      .returning();
    if (merged) return { card: merged, merged: true };
  }
  const rows = await db
    .insert(clientCards)
    .values({
      guid: crypto.randomUUID(),
      merchantId: owner.merchantId,
      clientId: owner.clientId,
      brand: token.brand,
      expMonth: token.expMonth,
      expYear: token.expYear,
      lastFourDigits: token.lastFourDigits,
      nickname,
      behaviour: token.behaviour,
      lastUsedAt: null,
      createdAt: now,
      deletedAt: null,
    })
    .returning();
  return { card: rows[0]!, merged: false };
}
