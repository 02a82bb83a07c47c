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
import type { AppEnv } from "../env";
import { reply } from "../http/reply";
import { validateJson } from "../http/validate";
import {
  type CardOwner,
  addCard,
  readCardRegistration,
  readCards,
  readLastUsedCard,
  removeCard,
} from "../services/cards";

/*
 * Saved cards (customer spec §7 "Cards and online payment"), typed on the provider's hosted page
 * (the sandbox's: routes/provider.ts).
 */

const nowSeconds = () => Math.floor(Date.now() / 1000);

const ownerOf = (c: Context<AppEnv>): CardOwner => ({ merchantId: c.get("merchant").id, clientId: c.get("client").id });

export const cardsRoutes = new Hono<AppEnv>()
  .get("/:slug/online_payment_settings/card_registration", async (c) =>
    reply(c, cardRegistrationSettingsResponseSchema, { data: await readCardRegistration(c.env.DB, c.get("merchant")) }),
  )

  // Matches the collection path itself too.
  .use("/:slug/clients/:id/cards/*", requireOwnClient)

  .get("/:slug/clients/:id/cards", async (c) =>
    reply(c, savedCardListResponseSchema, { data: await readCards(c.env.DB, ownerOf(c)) }),
  )

  .get("/:slug/clients/:id/cards/last_used_card", async (c) =>
    reply(c, lastUsedCardResponseSchema, { data: await readLastUsedCard(c.env.DB, ownerOf(c)) }),
  )

  .post("/:slug/clients/:id/cards", validateJson(saveCardRequestSchema), async (c) => {
    const { card } = c.req.valid("json");
    const saved = await addCard(c.env.DB, c.get("merchant"), ownerOf(c), card, nowSeconds());
    c.status(saved.merged ? 200 : 201);
    return reply(c, saveCardResponseSchema, { data: { ...saved.card, already_saved: saved.merged } });
  })

  .delete("/:slug/clients/:id/cards/:guid", async (c) => {
    await removeCard(c.env.DB, ownerOf(c), c.req.param("guid"), nowSeconds());
    return reply(c, deleteCardResponseSchema, { data: { deleted: true } });
  });
