import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type AddressInput,
  addressListResponseSchema,
  addressResponseSchema,
  deleteAddressResponseSchema,
  postalCodeLookupResponseSchema,
} from "../../contract";
import { laBrasaBurger } from "../seed/data/la-brasa-burger";
import { bellaNapoli } from "../seed/data/pizzaria-bella-napoli";
import { taqueriaElGuero } from "../seed/data/taqueria-el-guero";
import { insertClient, sessionToken } from "./client-fixtures";
import { accessTokenFor, call, expectError, getWithToken, seed, send } from "./helpers";

const PIZZA = bellaNapoli.slug;
const BURGER = laBrasaBurger.slug;
const TACOS = taqueriaElGuero.slug;

let clientA: number;
let clientB: number;
let clientOther: number;
let tokenA: string;
let tokenB: string;
let tokenOther: string;
let anonymous: string;

beforeAll(async () => {
  await seed([bellaNapoli, laBrasaBurger, taqueriaElGuero]);
  clientA = await insertClient(bellaNapoli.id, { email: "a@example.com", password: null });
  clientB = await insertClient(bellaNapoli.id, { email: "b@example.com", password: null });
  clientOther = await insertClient(laBrasaBurger.id, { email: "a@example.com", password: null });
  tokenA = await sessionToken(PIZZA, bellaNapoli.id, clientA);
  tokenB = await sessionToken(PIZZA, bellaNapoli.id, clientB);
  tokenOther = await sessionToken(BURGER, laBrasaBurger.id, clientOther);
  anonymous = await accessTokenFor(PIZZA);
});

const home: AddressInput = {
  name: "HOME",
  zip_code: "01310100",
  street: "Avenida Paulista",
  number: "1000",
  complement: "Apto 12",
  neighborhood: "Bela Vista",
  city: "São Paulo",
  state: "SP",
  country: "BRA",
  reference_point: null,
  latitude: -23.5629,
  longitude: -46.6544,
};

const addressesOf = (clientId: number, slug = PIZZA) => `/${slug}/clients/${clientId}/addresses`;

async function create(token: string, clientId: number, address: unknown = home, slug = PIZZA) {
  const response = await send("POST", addressesOf(clientId, slug), token, { address });
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(201);
  return addressResponseSchema.parse(body).data;
}

async function list(token: string, clientId: number, query = "", slug = PIZZA) {
  const response = await getWithToken(`${addressesOf(clientId, slug)}${query}`, token);
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return addressListResponseSchema.parse(body);
}

describe("addresses of the caller's own client", () => {
  it("creates, reads, lists, updates and deletes an address", async () => {
    const created = await create(tokenA, clientA);
    expect(created).toMatchObject({ ...home, id: expect.any(Number) });

    const read = await getWithToken(`${addressesOf(clientA)}/${created.id}`, tokenA);
    expect(addressResponseSchema.parse(await read.json()).data).toEqual(created);

    const listed = await list(tokenA, clientA);
    expect(listed.data.map((address) => address.id)).toContain(created.id);
    expect(listed.paging).toMatchObject({ page: 1, size: 100 });

    const changed = { ...home, name: "WORK", number: "2000", complement: "", reference_point: "  " };
    const updated = await send("PUT", `${addressesOf(clientA)}/${created.id}`, tokenA, { address: changed });
    const updatedBody: unknown = await updated.json();
    expect(updated.status, JSON.stringify(updatedBody)).toBe(200);
    // Blank optional texts are stored as null.
    expect(addressResponseSchema.parse(updatedBody).data).toMatchObject({
      id: created.id,
      name: "WORK",
      number: "2000",
      complement: null,
      reference_point: null,
    });

    const deleted = await send("DELETE", `${addressesOf(clientA)}/${created.id}`, tokenA);
    expect(deleteAddressResponseSchema.parse(await deleted.json()).data).toEqual({ deleted: true });
    await expectError(await getWithToken(`${addressesOf(clientA)}/${created.id}`, tokenA), 404, "NOT_FOUND");
    // Deleting twice: the second is 404, not a 5xx.
    await expectError(await send("DELETE", `${addressesOf(clientA)}/${created.id}`, tokenA), 404, "NOT_FOUND");
  });

  it("keeps the coordinates sent, and leaves them null for a code the dataset knows only city-wide", async () => {
    const mine = await create(tokenA, clientA, { ...home, latitude: -23.5, longitude: -46.6 });
    expect(mine).toMatchObject({ latitude: -23.5, longitude: -46.6 });
    const cityWide = await create(tokenA, clientA, { ...home, zip_code: "01999000", latitude: null, longitude: null });
    expect(cityWide).toMatchObject({ latitude: null, longitude: null });
    const { latitude: _latitude, longitude: _longitude, ...withoutPosition } = home;
    expect(await create(tokenA, clientA, { ...withoutPosition, zip_code: "04101300" })).toMatchObject({
      latitude: -23.5891,
      longitude: -46.6347,
    });
  });

  it("refuses missing required fields naming each field, and keeps nothing", async () => {
    const before = (await list(tokenA, clientA)).paging.total;
    const { street: _street, neighborhood: _neighborhood, ...partial } = home;
    const error = await expectError(
      await send("POST", addressesOf(clientA), tokenA, { address: { ...partial, number: " " } }),
      400,
      "VALIDATION_ERROR",
    );
    expect(error.errors?.map((entry) => entry.field).sort()).toEqual([
      "address.neighborhood",
      "address.number",
      "address.street",
    ]);
    await expectError(
      await send("POST", addressesOf(clientA), tokenA, { address: { ...home, name: "CASA" } }),
      400,
      "VALIDATION_ERROR",
    );
    await expectError(
      await send("POST", addressesOf(clientA), tokenA, { address: { ...home, zip_code: "01310-100" } }),
      400,
      "VALIDATION_ERROR",
    );
    expect((await list(tokenA, clientA)).paging.total).toBe(before);
  });

  it("refuses an address outside the merchant's country or with a postal code of the wrong length", async () => {
    const colombian = { ...home, country: "COL" };
    const error = await expectError(
      await send("POST", addressesOf(clientA), tokenA, { address: colombian }),
      422,
      "VALIDATION_ERROR",
    );
    expect(error.errors?.[0]?.field).toBe("address.country");
    const short = await expectError(
      await send("POST", addressesOf(clientA), tokenA, { address: { ...home, zip_code: "013101" } }),
      422,
      "VALIDATION_ERROR",
    );
    expect(short.errors?.[0]?.field).toBe("address.zip_code");
  });

  it("requires the reference point where the merchant says so (la-brasa-burger), and not elsewhere", async () => {
    expect(laBrasaBurger.general_settings.address_configuration.required_reference_point).toBe(true);
    const medellin: AddressInput = {
      name: "HOME",
      zip_code: "050021",
      street: "Carrera 35",
      number: "8A-21",
      complement: null,
      neighborhood: "El Poblado",
      city: "Medellín",
      state: "Antioquia",
      country: "COL",
      reference_point: null,
    };
    for (const reference_point of [null, "", "   "]) {
      const error = await expectError(
        await send("POST", addressesOf(clientOther, BURGER), tokenOther, { address: { ...medellin, reference_point } }),
        422,
        "VALIDATION_ERROR",
      );
      expect(error.errors).toEqual([{ field: "address.reference_point", message: expect.any(String) }]);
    }
    const saved = await create(tokenOther, clientOther, { ...medellin, reference_point: "Frente al parque" }, BURGER);
    expect(saved).toMatchObject({ reference_point: "Frente al parque" });
    // Updating away the reference point is refused too.
    const error = await expectError(
      await send("PUT", `${addressesOf(clientOther, BURGER)}/${saved.id}`, tokenOther, { address: medellin }),
      422,
      "VALIDATION_ERROR",
    );
    expect(error.errors?.[0]?.field).toBe("address.reference_point");
    // Sent without coordinates, an address at a code the dataset knows gets the code's position.
    expect(saved).toMatchObject({ latitude: 6.2095, longitude: -75.5666 });
    // bella-napoli does not require one.
    expect((await create(tokenA, clientA, { ...home, reference_point: null })).reference_point).toBeNull();
  });

  it("keeps at most 100 addresses: the 101st is refused, pages of `size` walk them all", async () => {
    const client = await insertClient(bellaNapoli.id, { email: "many@example.com", password: null });
    const token = await sessionToken(PIZZA, bellaNapoli.id, client);
    const now = Math.floor(Date.now() / 1000);
    const insert = env.DB.prepare(
      `INSERT INTO client_addresses (merchant_id, client_id, label, zip_code, street, number, neighborhood, city, state, country, created_at, updated_at)
       VALUES (?1, ?2, 'OTHER', '01310100', 'Avenida Paulista', ?3, 'Bela Vista', 'São Paulo', 'SP', 'BRA', ?4, ?4)`,
    );
    await env.DB.batch(
      Array.from({ length: 99 }, (_, index) => insert.bind(bellaNapoli.id, client, String(index + 1), now)),
    );
    await create(token, client, { ...home, number: "100" });

    const error = await expectError(
      await send("POST", addressesOf(client), token, { address: { ...home, number: "101" } }),
      422,
      "VALIDATION_ERROR",
    );
    expect(error.message).toMatch(/100/);

    const all = await list(token, client);
    expect(all.data).toHaveLength(100);
    expect(all.paging).toEqual({ page: 1, size: 100, total: 100 });
    const page = await list(token, client, "?size=30&page=4");
    expect(page.data.map((address) => address.number)).toEqual(
      Array.from({ length: 10 }, (_, index) => String(91 + index)),
    );
    expect(page.paging).toEqual({ page: 4, size: 30, total: 100 });
    await expectError(await getWithToken(`${addressesOf(client)}?size=101`, token), 400, "VALIDATION_ERROR");
    await expectError(await getWithToken(`${addressesOf(client)}?page=0`, token), 400, "VALIDATION_ERROR");

    // After a delete there is room for one again.
    await send("DELETE", `${addressesOf(client)}/${all.data[0]!.id}`, token);
    await create(token, client, { ...home, number: "101" });
  });

  it("refuses parallel creations past the cap: the count is part of the insert", async () => {
    const client = await insertClient(bellaNapoli.id, { email: "parallel@example.com", password: null });
    const token = await sessionToken(PIZZA, bellaNapoli.id, client);
    const now = Math.floor(Date.now() / 1000);
    const insert = env.DB.prepare(
      `INSERT INTO client_addresses (merchant_id, client_id, label, zip_code, street, number, neighborhood, city, state, country, created_at, updated_at)
       VALUES (?1, ?2, 'OTHER', '01310100', 'Avenida Paulista', '1', 'Bela Vista', 'São Paulo', 'SP', 'BRA', ?3, ?3)`,
    );
    await env.DB.batch(Array.from({ length: 98 }, () => insert.bind(bellaNapoli.id, client, now)));
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => send("POST", addressesOf(client), token, { address: home })),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 201, 422, 422, 422]);
    expect((await list(token, client)).paging.total).toBe(100);
  });
});

describe("nobody but the client reaches its addresses", () => {
  let addressOfA: number;
  let addressOfB: number;

  beforeAll(async () => {
    addressOfA = (await create(tokenA, clientA, { ...home, number: "A-1" })).id;
    addressOfB = (await create(tokenB, clientB, { ...home, number: "B-1" })).id;
  });

  it("answers 404 with no data for an anonymous token, another client and a client of another merchant", async () => {
    // The client of another merchant calls with its own merchant's token: on that slug, client A
    // and A's address are as unknown as ids that never existed.
    const callers = [
      ["anonymous", anonymous, PIZZA],
      ["client B", tokenB, PIZZA],
      ["client of another merchant", tokenOther, BURGER],
    ] as const;
    for (const [who, token, slug] of callers) {
      for (const response of [
        await getWithToken(addressesOf(clientA, slug), token),
        await getWithToken(`${addressesOf(clientA, slug)}/${addressOfA}`, token),
        await send("POST", addressesOf(clientA, slug), token, { address: home }),
        await send("PUT", `${addressesOf(clientA, slug)}/${addressOfA}`, token, {
          address: { ...home, number: "hacked" },
        }),
        await send("DELETE", `${addressesOf(clientA, slug)}/${addressOfA}`, token),
        // Its own client path does not reach A's address either.
        ...(slug === BURGER
          ? [
              await getWithToken(`${addressesOf(clientOther, BURGER)}/${addressOfA}`, token),
              await send("PUT", `${addressesOf(clientOther, BURGER)}/${addressOfA}`, token, { address: home }),
              await send("DELETE", `${addressesOf(clientOther, BURGER)}/${addressOfA}`, token),
            ]
          : []),
      ]) {
        const body = await expectError(response, 404, "NOT_FOUND");
        expect(JSON.stringify(body), who).not.toContain("Avenida Paulista");
      }
    }
    // A's address is untouched.
    const mine = await getWithToken(`${addressesOf(clientA)}/${addressOfA}`, tokenA);
    expect(addressResponseSchema.parse(await mine.json()).data.number).toBe("A-1");
  });

  it("answers 404 for another client's address id under the caller's own client path", async () => {
    await expectError(await getWithToken(`${addressesOf(clientA)}/${addressOfB}`, tokenA), 404, "NOT_FOUND");
    await expectError(
      await send("PUT", `${addressesOf(clientA)}/${addressOfB}`, tokenA, { address: home }),
      404,
      "NOT_FOUND",
    );
    await expectError(await send("DELETE", `${addressesOf(clientA)}/${addressOfB}`, tokenA), 404, "NOT_FOUND");
    const ofB = await getWithToken(`${addressesOf(clientB)}/${addressOfB}`, tokenB);
    expect(addressResponseSchema.parse(await ofB.json()).data.number).toBe("B-1");
    expect((await list(tokenA, clientA)).data.map((address) => address.id)).not.toContain(addressOfB);
  });

  it("answers 404 for a client token used on another merchant's slug path and for malformed ids", async () => {
    // A token names one slug: used on another merchant's path it is refused before any data.
    await expectError(await getWithToken(addressesOf(clientOther, BURGER), tokenA), 403, "FORBIDDEN");
    await expectError(await getWithToken(addressesOf(clientA), tokenOther), 403, "FORBIDDEN");
    await expectError(await getWithToken(`${addressesOf(clientA)}/abc`, tokenA), 404, "NOT_FOUND");
    await expectError(await getWithToken(`${addressesOf(clientA)}/0`, tokenA), 404, "NOT_FOUND");
    await expectError(await send("DELETE", `${addressesOf(clientA)}/99999999999999999999`, tokenA), 404, "NOT_FOUND");
  });

  it("answers 401 without a token", async () => {
    expect((await call(addressesOf(clientA))).status).toBe(401);
  });
});

describe("GET /{slug}/locations/cep/{cep}", () => {
  const lookup = (slug: string, cep: string, query = "") =>
    getWithToken(`/${slug}/locations/cep/${cep}${query}`, anonymous);

  it("answers a Brazilian CEP with street and neighbourhood, with or without the dash", async () => {
    for (const cep of ["01310100", "01310-100"]) {
      const response = await lookup(PIZZA, cep);
      const body: unknown = await response.json();
      expect(response.status, JSON.stringify(body)).toBe(200);
      expect(postalCodeLookupResponseSchema.parse(body).data).toMatchObject({
        zip_code: "01310100",
        street: "Avenida Paulista",
        neighborhood: "Bela Vista",
        city: "São Paulo",
        state: "SP",
        country: "BRA",
      });
    }
  });

  it("answers codes of Colombia and Mexico, by the merchant's country or the `country` asked", async () => {
    const burgerToken = await accessTokenFor(BURGER);
    const colombian = await getWithToken(`/${BURGER}/locations/cep/050021`, burgerToken);
    expect(postalCodeLookupResponseSchema.parse(await colombian.json()).data).toMatchObject({
      city: "Medellín",
      neighborhood: "El Poblado",
      country: "COL",
    });
    const mexican = await lookup(PIZZA, "06700", "?country=MEX");
    expect(postalCodeLookupResponseSchema.parse(await mexican.json()).data).toMatchObject({
      city: "Ciudad de México",
      neighborhood: "Roma Norte",
      street: null,
      country: "MEX",
    });
    const tacosToken = await accessTokenFor(TACOS);
    const condesa = await getWithToken(`/${TACOS}/locations/cep/06140`, tacosToken);
    expect(postalCodeLookupResponseSchema.parse(await condesa.json()).data.neighborhood).toBe("Condesa");
  });

  it("answers 404 NOT_FOUND for a well-formed code nobody knows, 422 for a malformed one", async () => {
    await expectError(await lookup(PIZZA, "99999999"), 404, "NOT_FOUND");
    await expectError(await lookup(PIZZA, "999999", "?country=COL"), 404, "NOT_FOUND");
    await expectError(await lookup(PIZZA, "99999", "?country=MEX"), 404, "NOT_FOUND");
    await expectError(await lookup(PIZZA, "0131010"), 422, "VALIDATION_ERROR");
    await expectError(await lookup(PIZZA, "abcdefgh"), 422, "VALIDATION_ERROR");
    await expectError(await lookup(PIZZA, "01310100", "?country=COL"), 422, "VALIDATION_ERROR");
    await expectError(await lookup(PIZZA, "01310100", "?country=ARG"), 400, "VALIDATION_ERROR");
  });
});
