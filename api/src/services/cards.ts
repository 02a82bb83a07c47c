import type { CardRegistrationSettings, SavedCard } from "../../../contract";
import {
  type CardOwner,
  acceptedBrands,
  consumeProviderToken,
  deleteCard,
  lastUsedCard,
  listCards,
  sandboxAppId,
  saveCard,
  toSavedCard,
} from "../db/cards";
import { createDb } from "../db/client";
import type { MerchantRef } from "../db/merchants";
import { HttpError, notFound } from "../http/errors";

/* The card number never reaches this API: the provider's hosted page hands back a single-use token. */

export type { CardOwner };

/** The page the sandbox provider serves on the storefront's own origin (passed through to /provider/cards). */
export const SANDBOX_HOSTED_PAGE_URL = "/_provider/cards";

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const readCardRegistration = async (
  d1: D1Database,
  merchant: MerchantRef,
): Promise<CardRegistrationSettings> => ({
  accepted_brands: await acceptedBrands(createDb(d1), merchant.id),
  method: "HOSTED_PAGE",
  hosted_page_url: SANDBOX_HOSTED_PAGE_URL,
  app_id: sandboxAppId(merchant.slug),
});

export const readCards = (d1: D1Database, owner: CardOwner): Promise<SavedCard[]> => listCards(createDb(d1), owner);

export const readLastUsedCard = (d1: D1Database, owner: CardOwner): Promise<SavedCard | null> =>
  lastUsedCard(createDb(d1), owner);

/** The same card saved again is the one already saved (`merged`), not a second line in every list. */
export async function addCard(
  d1: D1Database,
  merchant: MerchantRef,
  owner: CardOwner,
  input: { token: string; nickname?: string | null },
  now: number,
): Promise<{ card: SavedCard; merged: boolean }> {
  const db = createDb(d1);
  const token = await consumeProviderToken(db, input.token, sandboxAppId(merchant.slug), now);
  if (!token) throw new HttpError(422, "TOKEN_INVALID", "The card token is unknown, used, expired or of another store");
  const brands = await acceptedBrands(db, owner.merchantId);
  if (!brands.includes(token.brand as (typeof brands)[number])) {
    throw new HttpError(422, "CARD_BRAND_NOT_ACCEPTED", `This store does not take ${token.brand} cards`);
  }
  const nickname = input.nickname?.trim() ? input.nickname.trim() : null;
  const saved = await saveCard(db, owner, token, nickname, now);
  const lastUsed =
    saved.merged && saved.card.lastUsedAt !== null && (await lastUsedCard(db, owner))?.guid === saved.card.guid;
  return { card: toSavedCard(saved.card, lastUsed), merged: saved.merged };
}

export async function removeCard(d1: D1Database, owner: CardOwner, guid: string, now: number): Promise<void> {
  if (!GUID.test(guid) || !(await deleteCard(createDb(d1), owner, guid, now))) throw notFound("Card not found");
}
