import { type Context, Hono } from "hono";
import {
  cardRegistrationSettingsResponseSchema,
  deleteCardResponseSchema,
  lastUsedCardResponseSchema,
  saveCardRequestSchema,
  saveCardResponseSchema,
  savedCardListResponseSchema,
} from "../../../contract";
import { requireOwnClient } from "../auth/client-access";
import { type CardOwner, acceptedBrands, consumeProviderToken, deleteCard, lastUsedCard, listCards, sandboxAppId, saveCard, toSavedCard } from "../db/cards";
import { createDb } from "../db/client";
import type { AppEnv } from "../env";
import { HttpError, notFound } from "../http/errors";
import { reply } from "../http/reply";
import { validateJson } from "../http/validate";

/*
 * Saved cards (customer spec §7 "Cards and online payment"). The card number never reaches this
 * API: the browser types it on the provider's hosted page (the sandbox's: routes/provider.ts),
 * which hands back a single-use token; saving consumes it and keeps brand, last four and expiry.
 */

/** The page the sandbox provider serves on the storefront's own origin (passed through to /provider/cards). */
export const SANDBOX_HOSTED_PAGE_URL = "/_provider/cards";

const nowSeconds = () => Math.floor(Date.now() / 1000);

const ownerOf = (c: Context<AppEnv>): CardOwner => ({ merchantId: c.get("merchant").id, clientId: c.get("client").id });

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const cardsRoutes = new Hono<AppEnv>()
  .get("/:slug/online_payment_settings/card_registration", async (c) => {
    const merchant = c.get("merchant");
    return reply(c, cardRegistrationSettingsResponseSchema, {
      data: {
        accepted_brands: await acceptedBrands(createDb(c.env.DB), merchant.id),
        method: "HOSTED_PAGE",
        hosted_page_url: SANDBOX_HOSTED_PAGE_URL,
        app_id: sandboxAppId(merchant.slug),
      },
    });
  })

  // Matches the collection path itself too.
  .use("/:slug/clients/:id/cards/*", requireOwnClient)

  .get("/:slug/clients/:id/cards", async (c) => reply(c, savedCardListResponseSchema, { data: await listCards(createDb(c.env.DB), ownerOf(c)) }))

  .get("/:slug/clients/:id/cards/last_used_card", async (c) =>
    reply(c, lastUsedCardResponseSchema, { data: await lastUsedCard(createDb(c.env.DB), ownerOf(c)) }),
  )

  .post("/:slug/clients/:id/cards", validateJson(saveCardRequestSchema), async (c) => {
    const { card } = c.req.valid("json");
    const db = createDb(c.env.DB);
    const owner = ownerOf(c);
    const now = nowSeconds();
    const token = await consumeProviderToken(db, card.token, sandboxAppId(c.get("merchant").slug), now);
    if (!token) throw new HttpError(422, "TOKEN_INVALID", "The card token is unknown, used, expired or of another store");
    const brands = await acceptedBrands(db, owner.merchantId);
    if (!brands.includes(token.brand as (typeof brands)[number])) {
      throw new HttpError(422, "CARD_BRAND_NOT_ACCEPTED", `This store does not take ${token.brand} cards`);
    }
    const nickname = card.nickname?.trim() ? card.nickname.trim() : null;
    // The same card again is the one already saved (200), not a second line in every list.
    const saved = await saveCard(db, owner, token, nickname, now);
    c.status(saved.merged ? 200 : 201);
    const lastUsed = saved.merged && saved.card.lastUsedAt !== null && (await lastUsedCard(db, owner))?.guid === saved.card.guid;
    return reply(c, saveCardResponseSchema, { data: { ...toSavedCard(saved.card, lastUsed), already_saved: saved.merged } });
  })

  .delete("/:slug/clients/:id/cards/:guid", async (c) => {
    const guid = c.req.param("guid");
    if (!GUID.test(guid) || !(await deleteCard(createDb(c.env.DB), ownerOf(c), guid, nowSeconds()))) throw notFound("Card not found");
    return reply(c, deleteCardResponseSchema, { data: { deleted: true } });
  });
