import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it, vi } from "vitest";
import { action as addressAction } from "~/routes/($slug).profile_.addresses.$id/route";
import { action as addressesAction } from "~/routes/($slug).profile_.addresses._index";
import { action as cardsAction } from "~/routes/($slug).profile_.cards._index";
import { action as cardReturnAction } from "~/routes/($slug).profile_.cards.return";
import { held } from "../../../tests/support/held";
import { action as profileAction, loader as profileLoader } from "./route";

const refusal = (code: string, status = 422) => ({ ok: false as const, status, error: { code, message: code } });
const ok = <T>(data: T) => ({ ok: true as const, data });

function contextWith(
  api: Record<string, (...args: unknown[]) => Promise<unknown>>,
  settings = { enabled_reference_point: false, required_reference_point: false },
) {
  const values: Record<string, string | undefined> = { clientId: "7", clientName: "Ana" };
  const session = {
    get: (key: string) => values[key],
    set: vi.fn((key: string, value: string) => (values[key] = value)),
    unset: vi.fn((key: string) => delete values[key]),
    flash: vi.fn(),
  };
  const context = {
    api: new Proxy(api, {
      get: (target, name) =>
        target[String(name)] ??
        (() => {
          throw new Error(`unexpected API call ${String(name)}`);
        }),
    }),
    store: {
      slug: "bella-napoli",
      customDomain: false,
      session,
      accessToken: async () => "client-token",
      loadMerchant: async () => ({
        tropicalization: { language: "pt-BR", country_code: "BRA" },
        generalSettings: { address_configuration: settings },
      }),
    },
  } as unknown as AppLoadContext;
  return { context, session };
}

const post = (path: string, fields: Record<string, string>) =>
  new Request(`https://shop.test/bella-napoli${path}`, { method: "POST", body: new URLSearchParams(fields) });

async function answerOf(result: unknown) {
  if (result instanceof Response)
    return { status: result.status, data: null, location: result.headers.get("Location") };
  const answer = result as { data?: unknown; init?: { status?: number } | null };
  return { status: answer.init?.status ?? 200, data: answer.data as Record<string, unknown>, location: null };
}

describe("card return", () => {
  const save = (answer: unknown) => contextWith({ saveCard: async () => answer });

  it("says a brand the store does not take, and an unknown or used token, in words of their own", async () => {
    for (const [code, key] of [
      ["CARD_BRAND_NOT_ACCEPTED", "cards.errors.brandNotAccepted"],
      ["TOKEN_INVALID", "cards.errors.tokenInvalid"],
    ] as const) {
      const { context } = save(refusal(code));
      const answer = await answerOf(
        await cardReturnAction({
          request: post("/profile/cards/return", { card_token: "tok_1" }),
          context,
          params: {},
        }),
      );
      expect(answer.status).toBe(422);
      expect(answer.data?.formError).toBe(key);
    }
  });

  it("saves with the nickname and goes to the list with a notice", async () => {
    const saveCard = vi.fn(async () =>
      ok({ guid: "g", brand: "VISA", last_four_digits: "1111", nickname: "Pessoal", already_saved: false }),
    );
    const { context, session } = contextWith({ saveCard });
    const answer = await answerOf(
      await cardReturnAction({
        request: post("/profile/cards/return", { card_token: "tok_1", nickname: " Pessoal " }),
        context,
        params: {},
      }),
    );
    expect(saveCard).toHaveBeenCalledWith("bella-napoli", "client-token", 7, { token: "tok_1", nickname: "Pessoal" });
    expect(answer).toMatchObject({ status: 302, location: "/bella-napoli/profile/cards" });
    expect(session.flash).toHaveBeenCalledWith("notice", "cards.notices.added");
  });

  it("says when the card was saved already, and that its nickname changed when one was typed, never as a new card", async () => {
    const card = {
      guid: "g",
      brand: "VISA",
      exp_month: 12,
      exp_year: 2030,
      last_four_digits: "1111",
      nickname: "Pessoal",
      last_used: false,
    };
    const { context, session } = save(ok({ ...card, nickname: "Empresa", already_saved: true }));
    await cardReturnAction({
      request: post("/profile/cards/return", { card_token: "tok_1", nickname: "Empresa" }),
      context,
      params: {},
    });
    expect(session.flash).toHaveBeenCalledWith(
      "notice",
      "Este cartão (Visa •••• 1111) já estava salvo: o apelido agora é “Empresa”.",
    );

    const untouched = save(ok({ ...card, already_saved: true }));
    await cardReturnAction({
      request: post("/profile/cards/return", { card_token: "tok_1" }),
      context: untouched.context,
      params: {},
    });
    expect(untouched.session.flash).toHaveBeenCalledWith("notice", "Este cartão (Visa •••• 1111) já estava salvo.");
  });

  it("logs out and sends to login when the API no longer takes the client's token", async () => {
    const { context, session } = save(refusal("UNAUTHORIZED", 401));
    const thrown = await cardReturnAction({
      request: post("/profile/cards/return", { card_token: "tok_1" }),
      context,
      params: {},
    }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toMatch(/^\/bella-napoli\/login/);
    expect(session.unset).toHaveBeenCalledWith("clientId");
  });
});

describe("deleting an address or a card", () => {
  it("says one the account does not hold is not found, and says nothing was deleted", async () => {
    const notFound = async () => refusal("NOT_FOUND", 404);
    const { context: addresses, session: addressesSession } = contextWith({ deleteAddress: notFound });
    const address = await answerOf(
      await addressesAction({
        request: post("/profile/addresses", { intent: "delete", id: "99" }),
        context: addresses,
        params: {},
      }),
    );
    expect(address).toMatchObject({ status: 404, data: { formError: "addresses.errors.notFound" } });
    expect(addressesSession.flash).not.toHaveBeenCalled();

    const { context: cards, session: cardsSession } = contextWith({ deleteCard: notFound });
    const card = await answerOf(
      await cardsAction({
        request: post("/profile/cards", { intent: "delete", guid: "5f0c6c2e-2b1a-4c1e-9c1d-0a1b2c3d4e5f" }),
        context: cards,
        params: {},
      }),
    );
    expect(card).toMatchObject({ status: 404, data: { formError: "cards.errors.notFound" } });
    expect(cardsSession.flash).not.toHaveBeenCalled();
  });

  it("removes one the account holds, with its notice", async () => {
    const deleteAddress = vi.fn(async () => ok({ deleted: true }));
    const { context, session } = contextWith({ deleteAddress });
    const answer = await answerOf(
      await addressesAction({
        request: post("/profile/addresses", { intent: "delete", id: "12" }),
        context,
        params: {},
      }),
    );
    expect(answer).toMatchObject({ status: 302, location: "/bella-napoli/profile/addresses" });
    expect(deleteAddress).toHaveBeenCalledWith("bella-napoli", "client-token", 7, 12);
    expect(session.flash).toHaveBeenCalledWith("notice", "addresses.notices.deleted");
  });
});

describe("address form", () => {
  const found = {
    zip_code: "01310100",
    street: "Avenida Paulista",
    neighborhood: "Bela Vista",
    city: "São Paulo",
    state: "SP",
    country: "BRA",
    latitude: -23.56,
    longitude: -46.65,
  };
  const address = {
    intent: "save",
    label: "HOME",
    zip_code: "01310-100",
    street: "Avenida Paulista",
    number: "10",
    neighborhood: "Bela Vista",
    city: "Curitiba",
    state: "SP",
  };

  it("asks to confirm a city that is not the postal code's before saving, and saves once confirmed", async () => {
    const createAddress = vi.fn(async () => ok({ id: 1 }));
    const { context } = contextWith({
      lookupPostalCode: async () => ok(found),
      listAddresses: async () => ok([]),
      createAddress,
    });
    const asked = await answerOf(
      await addressAction({ request: post("/profile/addresses/new", address), context, params: { id: "new" } }),
    );
    expect(asked.status).toBe(409);
    expect(asked.data?.mismatch).toEqual({ zipCity: "São Paulo", zipState: "SP", city: "Curitiba", state: "SP" });
    expect((asked.data?.fields as Record<string, string>).number).toBe("10");
    expect(createAddress).not.toHaveBeenCalled();

    const saved = await answerOf(
      await addressAction({
        request: post("/profile/addresses/new", { ...address, confirmed: "1" }),
        context,
        params: { id: "new" },
      }),
    );
    expect(saved).toMatchObject({ status: 302, location: "/bella-napoli/profile/addresses" });
    expect(createAddress).toHaveBeenCalledWith(
      "bella-napoli",
      "client-token",
      7,
      expect.objectContaining({ city: "Curitiba", zip_code: "01310100", country: "BRA" }),
    );
  });

  it("saves an address sent twice only once", async () => {
    const createAddress = vi.fn(async () => ok({ id: 2 }));
    const saved = {
      id: 1,
      name: "HOME",
      zip_code: "01310100",
      street: "avenida paulista",
      number: "10",
      complement: null,
      neighborhood: "Bela Vista",
      city: "São Paulo",
      state: "SP",
      country: "BRA",
      reference_point: null,
      latitude: null,
      longitude: null,
    };
    const { context, session } = contextWith({
      lookupPostalCode: async () => ok(found),
      listAddresses: async () => ok([saved]),
      createAddress,
    });
    const answer = await answerOf(
      await addressAction({
        request: post("/profile/addresses/new", { ...address, city: "Sao Paulo" }),
        context,
        params: { id: "new" },
      }),
    );
    expect(answer).toMatchObject({ status: 302, location: "/bella-napoli/profile/addresses" });
    expect(session.flash).toHaveBeenCalledWith("notice", "addresses.notices.added");
    expect(createAddress).not.toHaveBeenCalled();
    await addressAction({
      request: post("/profile/addresses/new", { ...address, city: "São Paulo", number: "11" }),
      context,
      params: { id: "new" },
    });
    expect(createAddress).toHaveBeenCalledTimes(1);
  });

  it("says an unknown postal code on its field, keeping the rest", async () => {
    const { context } = contextWith({ lookupPostalCode: async () => refusal("NOT_FOUND", 404) });
    const answer = await answerOf(
      await addressAction({
        request: post("/profile/addresses/new", { intent: "lookup", zip_code: "99999-999", number: "5" }),
        context,
        params: { id: "new" },
      }),
    );
    expect(answer.status).toBe(422);
    expect(answer.data?.errors).toEqual({ zip_code: "addresses.lookup.notFound.cep" });
    expect((answer.data?.fields as Record<string, string>).number).toBe("5");
  });

  it("is a 404 for an address that is not the customer's, and for an id that is no number", async () => {
    const { context } = contextWith({
      lookupPostalCode: async () => ok(found),
      updateAddress: async () => refusal("NOT_FOUND", 404),
    });
    const thrown = await addressAction({
      request: post("/profile/addresses/999", { ...address, city: "São Paulo" }),
      context,
      params: { id: "999" },
    }).catch((error: unknown) => error);
    expect((thrown as { init?: { status?: number } }).init?.status ?? (thrown as Response).status).toBe(404);
    const forged = await addressAction({
      request: post("/profile/addresses/x", address),
      context,
      params: { id: "1 OR 1=1" },
    }).catch((error: unknown) => error);
    expect((forged as { init?: { status?: number } }).init?.status ?? (forged as Response).status).toBe(404);
  });

  it("requires the reference point when the store says so, without calling the API", async () => {
    const { context } = contextWith({}, { enabled_reference_point: true, required_reference_point: true });
    const answer = await answerOf(
      await addressAction({ request: post("/profile/addresses/new", address), context, params: { id: "new" } }),
    );
    expect(answer.status).toBe(400);
    expect(answer.data?.errors).toEqual({ reference_point: "validation.required" });
  });
});

describe("profile", () => {
  it("shows BIRTHDATE_LOCKED on the birthdate field, keeping what was typed", async () => {
    const { context } = contextWith({ updateClient: async () => refusal("BIRTHDATE_LOCKED") });
    const answer = await answerOf(
      await profileAction({
        request: post("/profile", { intent: "birthdate", birthdate: "07/04/1990" }),
        context,
        params: {},
      }),
    );
    expect(answer.status).toBe(422);
    const reply = answer.data?.reply as { error: Record<string, string[]>; initialValue: Record<string, string> };
    expect(reply.error.birthdate).toEqual(["profile.errors.BIRTHDATE_LOCKED"]);
    expect(reply.initialValue.birthdate).toBe("07/04/1990");
  });

  it("after too many codes says the wait the API gave, in the text and in Retry-After alike", async () => {
    const limited = { ok: false as const, status: 429, error: { code: "RATE_LIMITED", message: "", retry_after: 43 } };
    const { context } = contextWith({ tokenEmail: async () => limited });
    const result = await profileAction({
      request: post("/profile", { intent: "emailCode", email: "nova@exemplo.com" }),
      context,
      params: {},
    });
    const answer = await answerOf(result);
    expect(answer.status).toBe(429);
    expect(answer.data).toMatchObject({ formError: "auth.errors.tooManySeconds", count: 43 });
    const init = (result as unknown as { init: { headers: HeadersInit } }).init;
    expect(new Headers(init.headers).get("Retry-After")).toBe("43");
  });

  it("a new name goes to the API and to the session (the header's greeting)", async () => {
    const updateClient = vi.fn(async () => ok({ name: "Beatriz Lima", should_disconnect: false }));
    const { context, session } = contextWith({ updateClient });
    const answer = await answerOf(
      await profileAction({
        request: post("/profile", { intent: "name", name: "  Beatriz Lima " }),
        context,
        params: {},
      }),
    );
    expect(updateClient).toHaveBeenCalledWith("bella-napoli", "client-token", 7, { name: "Beatriz Lima" });
    expect(session.set).toHaveBeenCalledWith("clientName", "Beatriz Lima");
    expect(answer).toMatchObject({ status: 302, location: "/bella-napoli/profile" });
  });

  it("sends a phone split as the spec says, and deletes the account only with a reason and the confirmation", async () => {
    const updateClient = vi.fn(async () => ok({ name: "Ana", should_disconnect: false }));
    const deleteClient = vi.fn(async () => ok({ deleted: true }));
    const { context, session } = contextWith({ updateClient, deleteClient });
    await profileAction({
      request: post("/profile", { intent: "phone", phone: "(11) 91234-5678" }),
      context,
      params: {},
    });
    expect(updateClient).toHaveBeenCalledWith("bella-napoli", "client-token", 7, {
      phone: { country_code: "55", ddd: "11", number: "912345678" },
    });

    const refused = await answerOf(
      await profileAction({ request: post("/profile", { intent: "delete", reason: "privacy" }), context, params: {} }),
    );
    expect(refused.status).toBe(400);
    expect(deleteClient).not.toHaveBeenCalled();
    const deleted = await answerOf(
      await profileAction({
        request: post("/profile", { intent: "delete", reason: "privacy", confirm: "on" }),
        context,
        params: {},
      }),
    );
    expect(deleteClient).toHaveBeenCalledWith("bella-napoli", "client-token", 7, "privacy");
    expect(deleted).toMatchObject({ status: 302, location: "/bella-napoli" });
    expect(session.unset).toHaveBeenCalledWith("clientId");
  });
});

describe("profile loader", () => {
  it("asks whether the store has loyalty points in the same round as the client's reads, and links the points page", async () => {
    const client = held<unknown>();
    const loyaltySettings = vi.fn(async () => ok({ enabled: true }));
    const { context } = contextWith({
      getClient: () => client.promise,
      editableData: async () => ok({ name: true, email: true, phone: true, birthdate: true }),
      loyaltySettings,
    });
    const load = profileLoader({ request: new Request("https://shop.test/bella-napoli/profile"), context, params: {} });
    // The client has not answered yet: the programme's settings are already asked for.
    await vi.waitFor(() => expect(loyaltySettings).toHaveBeenCalledWith("bella-napoli", "client-token"));
    client.release(
      ok({
        id: 7,
        name: "Ana Souza",
        email: "ana@example.com",
        phone: null,
        birthdate: null,
        birthdate_editable: true,
        notifications: { email: true, sms: false },
        should_disconnect: false,
      }),
    );
    const page = (await load) as { loyaltyHref?: string; client: { name: string } };
    expect(page.client.name).toBe("Ana Souza");
    expect(page.loyaltyHref).toBe("/bella-napoli/loyalty");
  });
});
