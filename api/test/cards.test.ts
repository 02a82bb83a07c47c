import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type SavedCard,
  cardRegistrationSettingsResponseSchema,
  deleteCardResponseSchema,
  lastUsedCardResponseSchema,
  saveCardResponseSchema,
  savedCardListResponseSchema,
} from "../../contract";
import { customerStatements } from "../seed/customers-sql";
import { customerPlaceStatements, demoAcceptedBrands, demoCardGuid } from "../seed/data/customer-places";
import { demoCustomers } from "../seed/data/customers";
import { laBrasaBurger } from "../seed/data/la-brasa-burger";
import { bellaNapoli } from "../seed/data/pizzaria-bella-napoli";
import { insertClient, sessionToken } from "./client-fixtures";
import { fixtureMerchants } from "./fixtures";
import { accessTokenFor, call, expectError, getWithToken, seed, send } from "./helpers";

const PIZZA = bellaNapoli.slug;
const BURGER = laBrasaBurger.slug;
const demoAna = demoCustomers.find((customer) => customer.slug === PIZZA)!;
const demoCamila = demoCustomers.find((customer) => customer.slug === BURGER)!;

let tokenAna: string;
let tokenCamila: string;

beforeAll(async () => {
  await seed([bellaNapoli, laBrasaBurger, ...fixtureMerchants]);
  // The demo seed's customers, their addresses and cards, and the merchants' card settings.
  const merchants = [bellaNapoli, laBrasaBurger];
  const customers = [demoAna, demoCamila];
  const statements = [...customerStatements(customers, merchants), ...customerPlaceStatements(customers, merchants)];
  await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)));
  tokenAna = await sessionToken(PIZZA, bellaNapoli.id, demoAna.id);
  tokenCamila = await sessionToken(BURGER, laBrasaBurger.id, demoCamila.id);
});

/** A token from the sandbox provider's page for `slug`'s app, as the browser would bring it back. */
async function tokenize(slug: string, cardNumber: string): Promise<string> {
  const response = await call("/provider/cards", {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      app_id: `sandbox_${slug}`,
      return_url: `/${slug}/profile/cards/new`,
      cancel_url: `/${slug}/profile/cards`,
      card_number: cardNumber,
      holder_name: "TITULAR TESTE",
      expiry: "08/2032",
      cvv: "123",
      holder_document: "12345678909",
    }).toString(),
  });
  expect(response.status, await response.clone().text()).toBe(303);
  return new URL(response.headers.get("location")!, "https://shop.test").searchParams.get("card_token")!;
}

const cardsOf = (slug: string, clientId: number) => `/${slug}/clients/${clientId}/cards`;

async function save(
  slug: string,
  clientId: number,
  token: string,
  cardToken: string,
  nickname: string | null = null,
): Promise<SavedCard> {
  const response = await send("POST", cardsOf(slug, clientId), token, { card: { token: cardToken, nickname } });
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(201);
  const { already_saved: alreadySaved, ...card } = saveCardResponseSchema.parse(body).data;
  expect(alreadySaved).toBe(false);
  return card;
}

async function list(slug: string, clientId: number, token: string): Promise<SavedCard[]> {
  const response = await getWithToken(cardsOf(slug, clientId), token);
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return savedCardListResponseSchema.parse(body).data;
}

describe("GET /{slug}/online_payment_settings/card_registration", () => {
  it("answers the merchant's accepted brands and the sandbox's hosted page", async () => {
    const response = await getWithToken(
      `/${PIZZA}/online_payment_settings/card_registration`,
      await accessTokenFor(PIZZA),
    );
    const settings = cardRegistrationSettingsResponseSchema.parse(await response.json()).data;
    expect(settings).toEqual({
      accepted_brands: demoAcceptedBrands[PIZZA],
      method: "HOSTED_PAGE",
      hosted_page_url: "/_provider/cards",
      app_id: "sandbox_bella-napoli",
    });
    expect(settings.accepted_brands).not.toContain("AMEX");
  });

  it("answers the default brands for a merchant with no card settings", async () => {
    const slug = fixtureMerchants[0]!.slug;
    const response = await getWithToken(
      `/${slug}/online_payment_settings/card_registration`,
      await accessTokenFor(slug),
    );
    expect(cardRegistrationSettingsResponseSchema.parse(await response.json()).data).toMatchObject({
      accepted_brands: ["VISA", "MASTER", "ELO"],
      app_id: `sandbox_${slug}`,
    });
  });
});

describe("saved cards", () => {
  it("lists the demo customer's Visa 1111 as last used", async () => {
    const cards = await list(PIZZA, demoAna.id, tokenAna);
    expect(cards[0]).toEqual({
      guid: demoCardGuid(bellaNapoli.id),
      brand: "VISA",
      exp_month: 12,
      exp_year: 2030,
      last_four_digits: "1111",
      nickname: null,
      last_used: true,
    });
    const last = await getWithToken(`${cardsOf(PIZZA, demoAna.id)}/last_used_card`, tokenAna);
    expect(lastUsedCardResponseSchema.parse(await last.json()).data?.guid).toBe(demoCardGuid(bellaNapoli.id));
  });

  it("saves a card from a provider token: brand, last four, expiry, nickname; last used first, then newest", async () => {
    const client = await insertClient(bellaNapoli.id, { email: "cards@example.com", password: null });
    const token = await sessionToken(PIZZA, bellaNapoli.id, client);
    expect(await list(PIZZA, client, token)).toEqual([]);
    const none = await getWithToken(`${cardsOf(PIZZA, client)}/last_used_card`, token);
    expect(lastUsedCardResponseSchema.parse(await none.json()).data).toBeNull();

    const master = await save(
      PIZZA,
      client,
      token,
      await tokenize(PIZZA, "5555 5555 5555 4444"),
      "  Cartão da empresa ",
    );
    expect(master).toMatchObject({
      brand: "MASTER",
      last_four_digits: "4444",
      exp_month: 8,
      exp_year: 2032,
      nickname: "Cartão da empresa",
      last_used: false,
    });
    const elo = await save(PIZZA, client, token, await tokenize(PIZZA, "6363680000000007"), "");
    expect(elo).toMatchObject({ brand: "ELO", last_four_digits: "0007", nickname: null });
    // Saved in the same second: the newer one still comes first (created_at, then guid are only tie-breaks).
    await env.DB.prepare("UPDATE client_cards SET created_at = created_at - 10 WHERE guid = ?1")
      .bind(master.guid)
      .run();
    expect((await list(PIZZA, client, token)).map((card) => card.guid)).toEqual([elo.guid, master.guid]);

    // The card used last goes first, whatever its age (paying sets last_used_at).
    await env.DB.prepare("UPDATE client_cards SET last_used_at = ?1 WHERE guid = ?2")
      .bind(Math.floor(Date.now() / 1000), master.guid)
      .run();
    const cards = await list(PIZZA, client, token);
    expect(cards.map((card) => [card.guid, card.last_used])).toEqual([
      [master.guid, true],
      [elo.guid, false],
    ]);
    const last = await getWithToken(`${cardsOf(PIZZA, client)}/last_used_card`, token);
    expect(lastUsedCardResponseSchema.parse(await last.json()).data?.guid).toBe(master.guid);

    // Deleted: gone from the list and from last_used_card; a second delete is 404.
    const deleted = await send("DELETE", `${cardsOf(PIZZA, client)}/${master.guid}`, token);
    expect(deleteCardResponseSchema.parse(await deleted.json()).data).toEqual({ deleted: true });
    expect((await list(PIZZA, client, token)).map((card) => card.guid)).toEqual([elo.guid]);
    const after = await getWithToken(`${cardsOf(PIZZA, client)}/last_used_card`, token);
    expect(lastUsedCardResponseSchema.parse(await after.json()).data).toBeNull();
    await expectError(await send("DELETE", `${cardsOf(PIZZA, client)}/${master.guid}`, token), 404, "NOT_FOUND");
    // The row is kept (soft delete) for orders that point at it.
    const row = await env.DB.prepare("SELECT deleted_at FROM client_cards WHERE guid = ?1")
      .bind(master.guid)
      .first<{ deleted_at: number | null }>();
    expect(row?.deleted_at).toEqual(expect.any(Number));
  });

  it("the same card saved again is merged into the saved one: one line, the new nickname, its last use kept", async () => {
    const client = await insertClient(bellaNapoli.id, { email: "cards.twice@example.com", password: null });
    const token = await sessionToken(PIZZA, bellaNapoli.id, client);
    const first = await save(PIZZA, client, token, await tokenize(PIZZA, "5555 5555 5555 4444"), "Pessoal");
    await env.DB.prepare("UPDATE client_cards SET last_used_at = ?1 WHERE guid = ?2")
      .bind(Math.floor(Date.now() / 1000), first.guid)
      .run();

    const again = await send("POST", cardsOf(PIZZA, client), token, {
      card: { token: await tokenize(PIZZA, "5555555555554444"), nickname: "Empresa" },
    });
    expect(again.status).toBe(200);
    // It says so, so that the customer hears the card was there already (and renamed).
    expect(saveCardResponseSchema.parse(await again.json()).data).toEqual({
      ...first,
      nickname: "Empresa",
      last_used: true,
      already_saved: true,
    });
    // Without a nickname the one it has stays.
    const third = await send("POST", cardsOf(PIZZA, client), token, {
      card: { token: await tokenize(PIZZA, "5555555555554444"), nickname: null },
    });
    expect(third.status).toBe(200);
    expect(await list(PIZZA, client, token)).toEqual([{ ...first, nickname: "Empresa", last_used: true }]);

    // Another card with the same last four digits but another brand is another card; so is the same card once deleted.
    const visa = await save(PIZZA, client, token, await tokenize(PIZZA, "4000 0000 0008 4444"));
    expect(visa.guid).not.toBe(first.guid);
    await send("DELETE", `${cardsOf(PIZZA, client)}/${first.guid}`, token);
    const back = await save(PIZZA, client, token, await tokenize(PIZZA, "5555555555554444"));
    expect(back.guid).not.toBe(first.guid);
    expect((await list(PIZZA, client, token)).map((card) => card.guid).sort()).toEqual([visa.guid, back.guid].sort());

    // Another client's identical card is theirs alone.
    const other = await insertClient(bellaNapoli.id, { email: "cards.twice.other@example.com", password: null });
    const otherToken = await sessionToken(PIZZA, bellaNapoli.id, other);
    const theirs = await save(PIZZA, other, otherToken, await tokenize(PIZZA, "5555555555554444"));
    expect(theirs.guid).not.toBe(back.guid);
  });

  it("takes a provider token once: a second save, even in parallel, is 422 TOKEN_INVALID", async () => {
    const cardToken = await tokenize(PIZZA, "4111111111111111");
    const before = (await list(PIZZA, demoAna.id, tokenAna)).length;
    const responses = await Promise.all(
      [1, 2, 3].map(() => send("POST", cardsOf(PIZZA, demoAna.id), tokenAna, { card: { token: cardToken } })),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 422, 422]);
    for (const response of responses.filter((candidate) => candidate.status === 422))
      await expectError(response, 422, "TOKEN_INVALID");
    await expectError(
      await send("POST", cardsOf(PIZZA, demoAna.id), tokenAna, { card: { token: cardToken } }),
      422,
      "TOKEN_INVALID",
    );
    expect(await list(PIZZA, demoAna.id, tokenAna)).toHaveLength(before + 1);
  });

  it("refuses a token of another merchant's app, an unknown one and an expired one", async () => {
    const burgerToken = await tokenize(BURGER, "4111111111111111");
    await expectError(
      await send("POST", cardsOf(PIZZA, demoAna.id), tokenAna, { card: { token: burgerToken } }),
      422,
      "TOKEN_INVALID",
    );
    // Refused elsewhere, it is still good at its own merchant.
    await save(BURGER, demoCamila.id, tokenCamila, burgerToken);
    await expectError(
      await send("POST", cardsOf(PIZZA, demoAna.id), tokenAna, { card: { token: "tok_sandbox_nope" } }),
      422,
      "TOKEN_INVALID",
    );
    const old = await tokenize(PIZZA, "4111111111111111");
    await env.DB.prepare("UPDATE provider_tokens SET created_at = created_at - 3600 WHERE used_at IS NULL").run();
    await expectError(
      await send("POST", cardsOf(PIZZA, demoAna.id), tokenAna, { card: { token: old } }),
      422,
      "TOKEN_INVALID",
    );
    await expectError(await send("POST", cardsOf(PIZZA, demoAna.id), tokenAna, { card: {} }), 400, "VALIDATION_ERROR");
  });

  it("refuses a brand the merchant does not accept with 422 CARD_BRAND_NOT_ACCEPTED", async () => {
    const cardToken = await tokenize(PIZZA, "5555555555554444");
    // The merchant stops taking Mastercard between tokenizing and saving.
    await env.DB.prepare("UPDATE card_settings SET accepted_brands = '[\"VISA\"]' WHERE merchant_id = ?1")
      .bind(bellaNapoli.id)
      .run();
    try {
      const before = (await list(PIZZA, demoAna.id, tokenAna)).length;
      await expectError(
        await send("POST", cardsOf(PIZZA, demoAna.id), tokenAna, { card: { token: cardToken } }),
        422,
        "CARD_BRAND_NOT_ACCEPTED",
      );
      expect(await list(PIZZA, demoAna.id, tokenAna)).toHaveLength(before);
    } finally {
      await env.DB.prepare("UPDATE card_settings SET accepted_brands = ?1 WHERE merchant_id = ?2")
        .bind(JSON.stringify(demoAcceptedBrands[PIZZA]), bellaNapoli.id)
        .run();
    }
  });

  it("keeps the declined test card's behaviour on the saved card (for issue 14's charges)", async () => {
    const saved = await save(PIZZA, demoAna.id, tokenAna, await tokenize(PIZZA, "4000000000000002"));
    const row = await env.DB.prepare("SELECT behaviour FROM client_cards WHERE guid = ?1")
      .bind(saved.guid)
      .first<{ behaviour: string }>();
    expect(row?.behaviour).toBe("DECLINE");
  });
});

describe("nobody but the client reaches its cards", () => {
  it("answers 404 with no data to an anonymous token, another client and a client of another merchant", async () => {
    const otherClient = await insertClient(bellaNapoli.id, { email: "other@example.com", password: null });
    const tokenOther = await sessionToken(PIZZA, bellaNapoli.id, otherClient);
    const anonymous = await accessTokenFor(PIZZA);
    const anonymousBurger = await accessTokenFor(BURGER);
    const guid = demoCardGuid(bellaNapoli.id);
    const callers = [
      ["anonymous", anonymous, PIZZA],
      ["client B", tokenOther, PIZZA],
      ["client of another merchant", tokenCamila, BURGER],
      ["anonymous of another merchant", anonymousBurger, BURGER],
    ] as const;
    for (const [who, token, slug] of callers) {
      const cardToken = await tokenize(PIZZA, "4111111111111111");
      for (const response of [
        await getWithToken(cardsOf(slug, demoAna.id), token),
        await getWithToken(`${cardsOf(slug, demoAna.id)}/last_used_card`, token),
        await send("POST", cardsOf(slug, demoAna.id), token, { card: { token: cardToken } }),
        await send("DELETE", `${cardsOf(slug, demoAna.id)}/${guid}`, token),
      ]) {
        const body = await expectError(response, 404, "NOT_FOUND");
        expect(JSON.stringify(body), who).not.toMatch(/1111|VISA/);
      }
    }
    // Under their own client path, another client's card guid is unknown.
    await expectError(await send("DELETE", `${cardsOf(PIZZA, otherClient)}/${guid}`, tokenOther), 404, "NOT_FOUND");
    await expectError(await send("DELETE", `${cardsOf(BURGER, demoCamila.id)}/${guid}`, tokenCamila), 404, "NOT_FOUND");
    await expectError(await send("DELETE", `${cardsOf(PIZZA, otherClient)}/not-a-guid`, tokenOther), 404, "NOT_FOUND");
    // Ana's card is still there, and nobody's list shows it.
    expect((await list(PIZZA, demoAna.id, tokenAna)).map((card) => card.guid)).toContain(guid);
    expect(await list(PIZZA, otherClient, tokenOther)).toEqual([]);
  });
});
